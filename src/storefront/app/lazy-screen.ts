import { lazy, type ComponentType } from 'react';

/** SPEC point 8: a lazy part that fails to load reloads the page once; the guard lasts 10 s. */
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'sf:chunk-reload-at';

function reloadOnce(now: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * A route screen in a chunk of its own. A failed chunk load (a newer build replaced the old
 * chunk files) reloads the page once; a second failure within the guard reaches the route's
 * error boundary.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      // Never resolves when reloading: the page is going away.
      if (reloadOnce(Date.now())) return new Promise<never>(() => {});
      throw error;
    }
  });
}
