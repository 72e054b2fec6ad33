/**
 * The shopper's menu filter (issue 22): dishes that contain an allergen the shopper hides go, and
 * so do dishes that lack a diet label the shopper asks for (all of them, when several are asked).
 * A product is judged by its own allergens and labels: a modifier's allergens count only once it
 * is chosen, and the product page lists them with the modifier.
 */
import type { Allergen, DietLabel } from '#schemas/common';
import type { Product } from '#schemas/entities';
import type { AssembledMenu, MenuCategory, MenuGroup } from './menu-assembly.ts';

export interface MenuFilter {
  /** Allergens whose dishes are hidden. */
  readonly hide: readonly Allergen[];
  /** Diet labels a dish must carry to be shown. */
  readonly only: readonly DietLabel[];
}

export const EMPTY_MENU_FILTER: MenuFilter = { hide: [], only: [] };

/** How many choices the filter holds (0: it filters nothing). */
export const filterSize = (filter: MenuFilter): number => filter.hide.length + filter.only.length;

export function passesMenuFilter(product: Pick<Product, 'allergens' | 'diet'>, filter: MenuFilter): boolean {
  return !product.allergens.some((a) => filter.hide.includes(a)) && filter.only.every((label) => product.diet.includes(label));
}

/**
 * The menu without the dishes the filter hides; categories and groups left empty go too. An
 * empty filter answers the same menu object, so nothing drawn from it renders again.
 */
export function filterMenu(menu: AssembledMenu, filter: MenuFilter): AssembledMenu {
  if (filterSize(filter) === 0) return menu;
  const categories: MenuCategory[] = menu.categories
    .map((category) => ({ ...category, products: category.products.filter((p) => passesMenuFilter(p, filter)) }))
    .filter((category) => category.products.length > 0);
  const kept = new Map(categories.map((c) => [c.id, c]));
  const groups: MenuGroup[] = menu.groups
    .map((group) => ({ ...group, categories: group.categories.flatMap((c) => kept.get(c.id) ?? []) }))
    .filter((group) => group.categories.length > 0);
  const products = categories.flatMap((c) => c.products);
  return { groups, categories, products, productsById: new Map(products.map((p) => [p.id, p])), categoryById: kept };
}
