/**
 * How long lists are drawn. The home shows a category's first HOME_LIMIT products and a link to
 * all of them; a category's own page renders a page of CATEGORY_PAGE_SIZE products on the server
 * (with plain links to the other pages, so the whole category reads without JavaScript) and,
 * once the app runs, every product through a virtualized list.
 */
export const HOME_LIMIT = 12;
export const CATEGORY_PAGE_SIZE = 48;

/** The query parameter of a category page's page number (1-based). */
export const PAGE_PARAM = 'page';

/** The page number asked for, within the pages there are. */
export function pageOf(value: string | null, count: number): number {
  const pages = Math.max(1, Math.ceil(count / CATEGORY_PAGE_SIZE));
  const asked = value && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(asked, 1), pages);
}
