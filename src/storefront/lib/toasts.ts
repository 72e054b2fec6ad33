/**
 * Notifications (SPEC point 9): one small store for the whole page, shown by app/toasts.tsx in
 * the corner the layout plan chooses, each for the plan's duration. Any screen or feature calls
 * `notify`; the text arrives already in the shopper's language.
 *
 * A notice can also wait for the next page (`notifyAfterReload`): a logout reloads the page, and
 * the notice that says why shows once the next page has hydrated. It waits in session storage
 * as a translation key from a fixed list, read back through a schema.
 */
import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly text: string;
}

interface ToastState {
  readonly toasts: readonly Toast[];
  show(tone: ToastTone, text: string): number;
  dismiss(id: number): void;
}

/** More than this many at once and the oldest goes: a burst of failures must not fill the screen. */
export const MAX_TOASTS = 3;

let nextId = 1;

export const toastStore = createStore<ToastState>()(immer((set) => ({
  toasts: [],
  show: (tone, text) => {
    const id = nextId++;
    set((state) => {
      // The same text already on screen is not said twice.
      state.toasts = state.toasts.filter((t) => t.text !== text);
      state.toasts.push({ id, tone, text });
      if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
    });
    return id;
  },
  dismiss: (id) => set((state) => {
    state.toasts = state.toasts.filter((t) => t.id !== id);
  }),
})));

/** Shows a notification; answers its id. */
export const notify = (tone: ToastTone, text: string): number => toastStore.getState().show(tone, text);

export const useToasts = (): readonly Toast[] => useStore(toastStore, (state) => state.toasts);

/** Notices that may wait for the next page: translation keys. */
export const LATER_NOTICES = ['errors.sessionExpired', 'notice.signedOut', 'notice.deleted'] as const;
const laterNoticeSchema = z.object({ key: z.enum(LATER_NOTICES), tone: z.enum(['info', 'success', 'error']) });
export type LaterNotice = z.infer<typeof laterNoticeSchema>;

const LATER_KEY = 'sf:notice';

export function notifyAfterReload(notice: LaterNotice): void {
  try {
    sessionStorage.setItem(LATER_KEY, JSON.stringify(notice));
  } catch {
    // without session storage the notice is skipped
  }
}

/** The notice left by the previous page, taken (read once). */
export function takeLaterNotice(): LaterNotice | null {
  try {
    const raw = sessionStorage.getItem(LATER_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(LATER_KEY);
    const parsed = laterNoticeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
