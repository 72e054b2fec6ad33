/**
 * The screen's main action (the basket's "to checkout", the checkout's "place order"), offered
 * by the screen and shown by whatever draws it best. A host with a button of its own (the
 * Telegram mini app's MainButton, features/telegram) takes it; while a host shows it the screen
 * hides its own button, so the action is never on screen twice. Without a host nothing changes:
 * the screen's button is the action.
 */
import { useCallback, useEffect, useRef } from 'react';
import { createStore, useStore } from 'zustand';

export interface MainAction {
  /** The button's text, in the shopper's language. */
  readonly label: string;
  readonly enabled: boolean;
  /** The action is under way (placing the order): the host shows its progress. */
  readonly busy: boolean;
  readonly run: () => void;
}

interface MainActionState {
  /** The action of the screen on display; null when the screen has none. */
  readonly action: MainAction | null;
  /** A host shows the action with its own button. */
  readonly hosted: boolean;
}

export const mainActionStore = createStore<MainActionState>()(() => ({ action: null, hosted: false }));

/** A host (the Telegram MainButton) starts or stops showing the screens' main actions. */
export const setMainActionHost = (hosted: boolean) => mainActionStore.setState({ hosted });

/**
 * Offers the screen's main action (null: none now). Answers whether a host shows it, in which
 * case the screen hides its own button. `run` may change every render: the host always calls
 * the newest.
 */
export function useMainAction(action: MainAction | null): boolean {
  const run = useRef(action?.run);
  useEffect(() => {
    run.current = action?.run;
  });
  const label = action?.label ?? null;
  const enabled = action?.enabled ?? false;
  const busy = action?.busy ?? false;
  useEffect(() => {
    if (label === null) return;
    const offered: MainAction = { label, enabled, busy, run: () => run.current?.() };
    mainActionStore.setState({ action: offered });
    return () => {
      if (mainActionStore.getState().action === offered) mainActionStore.setState({ action: null });
    };
  }, [label, enabled, busy]);
  const hosted = useStore(mainActionStore, (state) => state.hosted);
  return hosted && label !== null;
}

/** The custom property the notifications' bottom stack adds to its offset (app/styles.css). */
const BAR_HEIGHT = '--sf-action-bar-h';

/**
 * The ref of the screen's sticky bar with its main action (checkout's place button with what keeps
 * the order back, the basket's footer): while it shows, the page knows its height, as it grows
 * and shrinks, so a notification at the bottom sits above it rather than over the button.
 */
export function useMainActionBar(): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BAR_HEIGHT, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(BAR_HEIGHT);
    };
  }, []);
}
