/**
 * Leaving the storefront for a page outside it (a payment provider's) and coming back to it. On
 * the web the tab goes there, and the provider's return link brings the shopper back to a page
 * that loads anew. Inside the Telegram mini app nothing brings the shopper back by itself: its
 * host (features/telegram) opens the page outside the app with the SDK's openLink and says when
 * the app is on screen again, so the screen can read again what changed meanwhile.
 */
import { useEffect, useRef } from 'react';

export interface OutsideHost {
  /** Opens `url` outside the app; the app stays where it is. */
  readonly open: (url: string) => void;
}

let host: OutsideHost | null = null;
const shownAgainListeners = new Set<() => void>();

/** A host (the Telegram mini app) starts or stops opening outside pages. */
export const setOutsideHost = (next: OutsideHost | null): void => {
  host = next;
};

/** Whether the app stays open while the outside page shows (a host opens it elsewhere). */
export const staysOpenOutside = (): boolean => host !== null;

/** Goes to a page outside the storefront: the host opens it, or the tab goes there. */
export function openOutside(url: string): void {
  if (host) host.open(url);
  else window.location.assign(url);
}

/** The host says its app is on screen again. */
export function appShownAgain(): void {
  for (const listener of shownAgainListeners) listener();
}

/**
 * Calls `listener` each time the app is on screen again after the shopper left it: the tab
 * visible again, or the host's word. `listener` may change every render.
 */
export function useShownAgain(listener: () => void): void {
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  });
  useEffect(() => {
    const call = () => current.current();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') call();
    };
    shownAgainListeners.add(call);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      shownAgainListeners.delete(call);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
