/**
 * The signed-in member of staff, per brand: the staff token in sessionStorage (a tab's session,
 * gone with the tab), under the brand's id, so one brand's token never goes to another.
 */
import { useSyncExternalStore } from 'react';

const keyOf = (merchantId: string) => `studio-token:${merchantId}`;
const listeners = new Set<() => void>();

export function readStaffToken(merchantId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(merchantId));
  } catch {
    return null;
  }
}

export function writeStaffToken(merchantId: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(keyOf(merchantId), token);
    else sessionStorage.removeItem(keyOf(merchantId));
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function useStaffToken(merchantId: string): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readStaffToken(merchantId),
    () => null,
  );
}
