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
  /** The phone a sign-in code went to, while its code is awaited (session storage). */
  signIn: 'sign-in',
  activeCategory: 'active-category',
  nearestBranch: 'nearest-branch',
  searchHistory: 'search-history',
  basket: 'basket',
  /** The table a printed code seated the shopper at (session storage: the visit at the table). */
  table: 'table',
  /** The allergens and diet labels the shopper hides from the menu. */
  menuFilter: 'menu-filter',
  /** A new address being typed, while the shopper picks its point on the map (session storage). */
  addressDraft: 'address-draft',
  /** The one item "buy in one click" orders, apart from the basket (session storage). */
  buyNow: 'buy-now',
} as const;
export type StoredName = (typeof STORED)[keyof typeof STORED];

export const brandKey = (merchantId: string, name: StoredName) => `sf:${merchantId}:${name}`;

/** The merchant a brand entry belongs to; null for an entry of no brand. */
export function merchantOfKey(key: string): string | null {
  const match = /^sf:([^:]+):[\w-]+$/.exec(key);
  return match?.[1] ?? null;
}

/**
 * The Telegram mini app's init data, kept in session storage for the life of the mini app; a
 * logout keeps it (SPEC point 4), so the mini app can sign in again without being reopened.
 */
export const TELEGRAM_INIT_DATA_KEY = 'sf:tg-init-data';
/** The Telegram SDK's own session entries (its launch parameters among them: `tapps/launchParams`). */
const TELEGRAM_SDK_PREFIX = 'tapps/';

/**
 * What the mini app needs to go on after a logout or a version reload, which start a fresh page
 * without Telegram's launch fragment: the init data and the SDK's launch parameters.
 */
const isTelegramEntry = (key: string) => key === TELEGRAM_INIT_DATA_KEY || key.startsWith(TELEGRAM_SDK_PREFIX);

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

/** Whether the entry is kept at all (what is in it is read, through a schema, by readStored). */
export function hasStored(key: string): boolean {
  try {
    return local()?.getItem(key) != null;
  } catch {
    return false;
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

export interface ClearOptions {
  /**
   * Keep the merchant and channel cookies: a logout (or a version reload) keeps the brand and
   * stays in the Telegram mini app, a merchant lookup failure does not.
   */
  readonly keepMerchant: boolean;
  /** Storage entries (local or session) that survive. */
  readonly keep?: (key: string) => boolean;
}

function clearStorage(storage: Storage | null, keep: (key: string) => boolean): void {
  if (!storage) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/** Clears local and session storage and cookies, but what `options` keeps. */
export function clearStoredState({ keepMerchant, keep = () => false }: ClearOptions): void {
  try {
    clearStorage(local(), keep);
    clearStorage(globalThis.sessionStorage ?? null, keep);
  } catch {
    // nothing stored, nothing to clear
  }
  clearCookies(keepMerchant ? [COOKIE.merchant, COOKIE.channel] : []);
}

/**
 * What a logout clears (SPEC point 4): local and session storage and the cookies, keeping the
 * merchant cookie and the Telegram init data. Brands served from one origin (a development host
 * with `?vendor=`) keep their own sessions: signing out of one brand signs no other out. The
 * basket stays (decision 031): it is the dishes on the table, not the account's, and a shopper
 * who signs out to sign in with another number still means to order them.
 */
export function clearForLogout(merchantId: string): void {
  clearStoredState({
    keepMerchant: true,
    keep: (key) => {
      if (isTelegramEntry(key) || key === VERSION_KEY || key === brandKey(merchantId, STORED.basket)) return true;
      const owner = merchantOfKey(key);
      return owner !== null && owner !== merchantId;
    },
  });
}

/**
 * The version check of SPEC point 4. Answers `reload` once when a different version was stored:
 * stored state is cleared and the new version written first, so the reload finds it equal.
 */
export function checkAppVersion(storage: Storage | null = local()): 'ok' | 'reload' {
  if (!storage) return 'ok';
  const stored = storage.getItem(VERSION_KEY);
  if (stored === APP_VERSION) return 'ok';
  if (stored !== null) clearStoredState({ keepMerchant: true, keep: isTelegramEntry });
  storage.setItem(VERSION_KEY, APP_VERSION);
  return stored === null ? 'ok' : 'reload';
}
