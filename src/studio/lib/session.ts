/**
 * The signed-in member of staff, per brand: the staff token in localStorage, under the brand's id,
 * so one brand's token never goes to another. One sign-in per browser: a second tab of the same
 * studio is signed in already, and a sign-out (or an ended session) in one tab ends it in every
 * tab (the storage event).
 */
import { useSyncExternalStore } from 'react';

const keyOf = (merchantId: string) => `studio-token:${merchantId}`;
const listeners = new Set<() => void>();

export function readStaffToken(merchantId: string): string | null {
  try {
    return localStorage.getItem(keyOf(merchantId));
  } catch {
    return null;
  }
}

export function writeStaffToken(merchantId: string, token: string | null): void {
  try {
    if (token) localStorage.setItem(keyOf(merchantId), token);
    else localStorage.removeItem(keyOf(merchantId));
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function useStaffToken(merchantId: string): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // Another tab signed in or out.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === keyOf(merchantId)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => readStaffToken(merchantId),
    () => null,
  );
}
