import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true after: what only the browser
 * knows (the clock, storage, the viewport) is read once this is true, so hydration always
 * renders what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
