/**
 * The stored session of one brand (SPEC point 3: token, merchant, user, brand, order request,
 * nearest branch). Each brand keeps its own, keyed by merchant id; a brand tab switch loads the
 * other brand's session or starts an empty one.
 */
import { sessionSchema, type Session } from '#schemas/entities';
import { brandKey, clearStoredState, readStored, STORED, writeStored } from './storage.ts';

export const EMPTY_SESSION: Session = {};

export function readSession(merchantId: string): Session {
  return readStored(brandKey(merchantId, STORED.session), sessionSchema) ?? EMPTY_SESSION;
}

export function writeSession(merchantId: string, session: Session): void {
  writeStored(brandKey(merchantId, STORED.session), session);
}

export function readToken(merchantId: string): string | null {
  return readSession(merchantId).token ?? null;
}

/** Marker that survives the logout's clearing, so the next page can show why it happened. */
export const FORCED_LOGOUT_NOTICE = 'sf:forced-logout';

/**
 * Logout, also forced by a 401 (SPEC point 4): token and profile cleared, storage and cookies
 * cleared, the merchant kept, and the user returns to /.
 */
export function forceLogout(go: (path: string) => void = (path) => location.assign(path)): void {
  clearStoredState({ keepMerchant: true });
  try {
    sessionStorage.setItem(FORCED_LOGOUT_NOTICE, '1');
  } catch {
    // without storage the notice is skipped
  }
  go('/');
}
