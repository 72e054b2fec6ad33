import { ROUTE_PATHS } from '#schemas/routes';

/** The routes whose path has no parameter: a link as it is. */
type FixedPaths = { readonly [K in keyof typeof ROUTE_PATHS as (typeof ROUTE_PATHS)[K] extends `${string}:${string}` ? never : K]: (typeof ROUTE_PATHS)[K] };

/** A route's pattern with its `:id` filled in, encoded. */
const withId = (pattern: string, id: string | number) => pattern.replace(':id', encodeURIComponent(id));

/**
 * Every URL the storefront links to, from the route table (schemas/routes.ts): the fixed paths
 * as they are, and builders for the routes that take a parameter (a pattern is never a link).
 */
export const paths = {
  ...(ROUTE_PATHS as FixedPaths),
  profileOrder: (id: string | number) => withId(ROUTE_PATHS.profileOrderDetail, id),
  profileOrderMap: (id: string | number) => withId(ROUTE_PATHS.profileOrderMap, id),
  category: (id: number) => `${ROUTE_PATHS.category}?id=${id}`,
  product: (id: number) => withId(ROUTE_PATHS.product, id),
  vacancyDetail: (id: string) => withId(ROUTE_PATHS.vacancyDetail, id),
};

/** Search parameter of the search screen's query (`/search?q=`). */
export const SEARCH_PARAM = 'q';

/** Search parameter of a table's printed code: `/?table=<signed token>` seats the shopper at that table. */
export const TABLE_PARAM = 'table';

/** The current search without the table's code (once the code is read). */
export const withoutTableParam = (search: string): string => withParam(search, TABLE_PARAM, null);

/** Search parameter that opens a product over the current list (POP_UP and SHEET navigation). */
export const PRODUCT_PARAM = 'product';

/** The current search with one parameter set, or removed when `value` is null, kept on the current path. */
function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The current search with the product parameter set or removed. */
export const withProductParam = (search: string, productId: number | null): string =>
  withParam(search, PRODUCT_PARAM, productId === null ? null : String(productId));

/**
 * Search parameter that opens the basket as a sheet over the current screen, when the plan says
 * the basket is not a page of its own (`cartPageActive` off).
 */
export const BASKET_PARAM = 'basket';

/** The current search with the basket parameter set or removed. */
export const withBasketParam = (search: string, open: boolean): string => withParam(search, BASKET_PARAM, open ? '1' : null);

/** Positive integer from a URL part, else null (route validation). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
