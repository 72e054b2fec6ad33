/**
 * Browser storage. Entries that belong to one brand are keyed by its merchant id, so brands of
 * one group served from one origin never read each other's state. Everything read back passes
 * a schema: storage is input from outside like any other.
 */
import * as z from 'zod/mini';
import { clearCookies, COOKIE } from './cookies.ts';

/** SPEC point 9: the app version; a stored version that differs clears stored state. */
export const APP_VERSION = '2.1.0';
export const VERSION_KEY = 'app-version';

/** Per-brand entry names (SPEC point 3, persisted values; plus the brand session). */
export const STORED = {
  session: 'session',
  redirect: 'redirect',
  activeCategory: 'active-category',
  nearestBranch: 'nearest-branch',
  searchHistory: 'search-history',
} as const;
export type StoredName = (typeof STORED)[keyof typeof STORED];

export const brandKey = (merchantId: string, name: StoredName) => `sf:${merchantId}:${name}`;

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (private mode, sandboxed frame): the app runs without persistence.
    return null;
  }
}

export function readStored<T extends z.ZodMiniType>(key: string, schema: T): z.infer<T> | null {
  const raw = local()?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: persistence is best effort.
  }
}

export function removeStored(key: string): void {
  local()?.removeItem(key);
}

/**
 * Clears local and session storage and cookies. The merchant cookie survives when asked: a
 * logout keeps the brand, a merchant lookup failure does not.
 */
export function clearStoredState({ keepMerchant }: { keepMerchant: boolean }): void {
  try {
    local()?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    // nothing stored, nothing to clear
  }
  clearCookies(keepMerchant ? [COOKIE.merchant] : []);
}

/**
 * The version check of SPEC point 4. Answers `reload` once when a different version was stored:
 * stored state is cleared and the new version written first, so the reload finds it equal.
 */
export function checkAppVersion(storage: Storage | null = local()): 'ok' | 'reload' {
  if (!storage) return 'ok';
  const stored = storage.getItem(VERSION_KEY);
  if (stored === APP_VERSION) return 'ok';
  if (stored !== null) clearStoredState({ keepMerchant: true });
  storage.setItem(VERSION_KEY, APP_VERSION);
  return stored === null ? 'ok' : 'reload';
}
