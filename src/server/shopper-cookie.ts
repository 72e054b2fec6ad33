/**
 * The shopper's session cookie (decision 027): the token signing in on the web gave, HttpOnly
 * (no script reads it), SameSite=Lax, for the brand's host only. The API never takes it for a
 * token (its calls carry the Authorization header, so no other site can act with it); the pages
 * read it to draw the shopper's own screens (routes/storefront.ts), never cached.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestOrigin } from './http.ts';

/** The cookie's name. */
export const SHOPPER_COOKIE = 'shopper';

/** A token is 32 random bytes in base64url (services/accounts.ts); anything else is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function setShopperCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SHOPPER_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure: requestOrigin(c).startsWith('https:'), maxAge: maxAgeSeconds });
}

export function clearShopperCookie(c: Context): void {
  deleteCookie(c, SHOPPER_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: requestOrigin(c).startsWith('https:') });
}

/** The token the request's cookie holds, if it has the shape of one. */
export function shopperCookieOf(c: Context): string | null {
  const value = getCookie(c, SHOPPER_COOKIE);
  return value && TOKEN_SHAPE.test(value) ? value : null;
}
