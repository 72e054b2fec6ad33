/**
 * Cookies of SPEC point 3 (persisted values): the language (`lang`, 365 days), the page
 * (`page`) and the merchant id (`merchant`). The storefront writes them; the server's brand
 * page reads the language and the merchant. The server also keeps the visit's channel
 * (`channel`, for the browser session: domain/visit-channel.ts), and the storefront keeps a copy
 * of the basket's line count (`basket`: domain/basket-hint.ts) for the server's basket page.
 * The server's own session cookie (`shopper`, HttpOnly: no script reads it) is named in
 * src/server/shopper-cookie.ts, out of the storefront's code.
 */
export const COOKIE = {
  language: 'lang',
  page: 'page',
  merchant: 'merchant',
  channel: 'channel',
  basket: 'basket',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];
