/**
 * Notifications (SPEC point 9): one small store for the whole page, shown by app/app-toasts.tsx
 * in the corner the layout plan chooses, each for the plan's duration. Any screen or feature
 * calls `notify`; the text arrives already in the shopper's language. A notice for the next page
 * is lib/later-notice.ts.
 */
import { createStore, useStore } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly text: string;
  /** Goes once the shopper scrolls the page on (a notice about the page, not about an action). */
  readonly untilScroll?: boolean;
}

interface ToastState {
  readonly toasts: readonly Toast[];
  /**
   * The open modal dialogs, the last on top: a modal dialog covers and disables the rest of the
   * page, so the notifications show inside the top one.
   */
  readonly hosts: readonly HTMLElement[];
  show(tone: ToastTone, text: string, untilScroll?: boolean): number;
  dismiss(id: number): void;
}

/** More than this many at once and the oldest goes: a burst of failures must not fill the screen. */
export const MAX_TOASTS = 3;

let nextId = 1;

export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  hosts: [],
  show: (tone, text, untilScroll) => {
    const id = nextId++;
    // The same text already on screen is not said twice; past MAX_TOASTS the oldest go.
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.text !== text), { id, tone, text, untilScroll }].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a notification; answers its id. */
export const notify = (tone: ToastTone, text: string, options?: { readonly untilScroll?: boolean }): number =>
  toastStore.getState().show(tone, text, options?.untilScroll);

/** A modal dialog opened (the notifications move into it) or closed; answers the closing. */
export function hostToasts(dialog: HTMLElement): () => void {
  toastStore.setState((state) => ({ hosts: [...state.hosts, dialog] }));
  return () => toastStore.setState((state) => ({ hosts: state.hosts.filter((h) => h !== dialog) }));
}

export const useToasts = (): readonly Toast[] => useStore(toastStore, (state) => state.toasts);

/** The dialog the notifications show in, or null for the page. */
export const useToastHost = (): HTMLElement | null => useStore(toastStore, (state) => state.hosts.at(-1) ?? null);
