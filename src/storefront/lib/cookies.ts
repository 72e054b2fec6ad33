/** Reading and writing the cookies of #domain/cookie-names in the browser. Values read back pass a check before use. */
export { COOKIE, type CookieName } from '#domain/cookie-names';

/** SPEC point 9: the i18n cookie lasts 365 days. */
export const LANGUAGE_COOKIE_DAYS = 365;
const DAY_MS = 86_400_000;

export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  readonly days?: number;
  /** Current time, for the expiry date; the page passes its clock. */
  readonly now?: number;
  /**
   * Sent with the page's own requests when another site frames it too (Telegram Web frames the
   * mini app): SameSite=None, which browsers take over HTTPS only; over HTTP it stays Lax.
   */
  readonly framed?: boolean;
}

export function writeCookie(name: string, value: string, { days = LANGUAGE_COOKIE_DAYS, now = Date.now(), framed = false }: CookieOptions = {}): void {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  const https = location.protocol === 'https:';
  const sameSite = framed && https ? 'None' : 'Lax';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=${sameSite}${https ? '; Secure' : ''}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** Deletes every cookie this page can see except those named in `keep`. */
export function clearCookies(keep: readonly string[] = []): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && !keep.includes(name)) deleteCookie(name);
  }
}
