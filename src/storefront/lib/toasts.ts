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
}

interface ToastState {
  readonly toasts: readonly Toast[];
  show(tone: ToastTone, text: string): number;
  dismiss(id: number): void;
}

/** More than this many at once and the oldest goes: a burst of failures must not fill the screen. */
export const MAX_TOASTS = 3;

let nextId = 1;

export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show: (tone, text) => {
    const id = nextId++;
    // The same text already on screen is not said twice; past MAX_TOASTS the oldest go.
    set((state) => ({ toasts: [...state.toasts.filter((t) => t.text !== text), { id, tone, text }].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a notification; answers its id. */
export const notify = (tone: ToastTone, text: string): number => toastStore.getState().show(tone, text);

export const useToasts = (): readonly Toast[] => useStore(toastStore, (state) => state.toasts);
