/**
 * Cookies of SPEC point 3 (persisted values): the language (`lang`, 365 days), the page
 * (`page`) and the merchant id (`merchant`). The storefront writes them; the server's brand
 * page reads the language and the merchant.
 */
export const COOKIE = {
  language: 'lang',
  page: 'page',
  merchant: 'merchant',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];
