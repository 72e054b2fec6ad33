/**
 * Every URL the storefront links to, written once. Route patterns come from the layout plan;
 * these build concrete links.
 */
export const paths = {
  home: '/',
  search: '/search',
  basket: '/basket',
  about: '/about',
  offerta: '/offerta',
  privacy: '/privacy',
  branches: '/branches',
  branchesMap: '/branches/map',
  login: '/login',
  loginConfirm: '/login/confirm',
  loginRules: '/login/rules',
  profile: '/profile',
  profileUser: '/profile/user',
  language: '/language',
  merchantNotAvailable: '/merchantNotAvailable',
  checkout: '/checkout',
  chooseAddress: '/choose-address',
  addressDelivery: '/address/delivery',
  addressPickup: '/address/pickup',
  addressPickup2: '/address/pickup2',
  profileAddress: '/profile/address',
  profileAddressCreate: '/profile/address/create',
  profileOrders: '/profile/orders',
  notifications: '/notifications',
  profileOrder: (id: string | number) => `/profile/orders/${encodeURIComponent(String(id))}`,
  profileOrderMap: (id: string | number) => `/profile/orders/${encodeURIComponent(String(id))}/map`,
  category: (id: number) => `/category?id=${id}`,
  product: (id: number) => `/product/${id}`,
} as const;

/** Search parameter of the search screen's query (`/search?q=`). */
export const SEARCH_PARAM = 'q';

/** Search parameter that opens a product over the current list (POP_UP and SHEET navigation). */
export const PRODUCT_PARAM = 'product';

/** The current search with the product parameter set, kept on the current path. */
export function withProductParam(search: string, productId: number | null): string {
  const params = new URLSearchParams(search);
  if (productId === null) params.delete(PRODUCT_PARAM);
  else params.set(PRODUCT_PARAM, String(productId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Search parameter that opens the basket as a sheet over the current screen, when the plan says
 * the basket is not a page of its own (`cartPageActive` off).
 */
export const BASKET_PARAM = 'basket';

/** The current search with the basket parameter set or removed, kept on the current path. */
export function withBasketParam(search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(BASKET_PARAM, '1');
  else params.delete(BASKET_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Positive integer from a URL part, else null (route validation). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
