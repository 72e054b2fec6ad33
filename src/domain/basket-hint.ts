/**
 * What a brand's page may know of the shopper's basket before the browser reads it: whether it
 * has lines. The basket lives in the browser's storage (storefront/lib/basket-store.ts), which
 * the server never sees, so the storefront keeps a copy of its line count in the `basket`
 * cookie, named by merchant (development hosts serve every brand on one host). The server
 * renders the empty basket for `empty` (a first visit, a visit without JavaScript) and the
 * basket's placeholder for `lines`; the page carries the hint, so hydration draws the same.
 */
import { ID_PATTERN } from '#schemas/common';
import { ORDER_LINES_MAX } from '#schemas/order-limits';

export type BasketHint = 'empty' | 'lines';

/** The most lines a stored basket holds: as many as an order takes (the stored basket's schema takes it from here). */
export const MAX_BASKET_LINES = ORDER_LINES_MAX;

/** The cookie's value for a brand's basket of `lines` lines: `MERCHANT.LINES`. */
export function basketCookieValue(merchantId: string, lines: number): string {
  return `${merchantId}.${Math.min(MAX_BASKET_LINES, Math.max(0, Math.trunc(lines)))}`;
}

/**
 * The hint for a brand from the cookie: `lines` only when the cookie names this merchant and at
 * least one line; no cookie, another brand's or a malformed one is `empty`.
 */
export function basketHintOf(cookie: string | null | undefined, merchantId: string): BasketHint {
  if (!cookie) return 'empty';
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return 'empty';
  const named = cookie.slice(0, dot);
  const count = cookie.slice(dot + 1);
  if (named !== merchantId || !ID_PATTERN.test(named) || !/^[0-9]{1,3}$/.test(count)) return 'empty';
  return Number(count) > 0 ? 'lines' : 'empty';
}
