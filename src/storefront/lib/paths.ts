import { ROUTE_PATHS, routePath } from '#schemas/routes';

/** The routes whose path has no parameter: a link as it is. */
type FixedPaths = { readonly [K in keyof typeof ROUTE_PATHS as (typeof ROUTE_PATHS)[K] extends `${string}:${string}` ? never : K]: (typeof ROUTE_PATHS)[K] };

/**
 * Every URL the storefront links to, from the route table (schemas/routes.ts): the fixed paths
 * as they are, and builders for the routes that take a parameter (a pattern is never a link).
 */
export const paths = {
  ...(ROUTE_PATHS as FixedPaths),
  profileOrder: (id: string | number) => routePath('profileOrderDetail', { id }),
  profileOrderMap: (id: string | number) => routePath('profileOrderMap', { id }),
  category: (id: number) => `${ROUTE_PATHS.category}?id=${id}`,
  product: (id: number) => routePath('product', { id }),
};

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
