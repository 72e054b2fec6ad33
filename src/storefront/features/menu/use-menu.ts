/**
 * The assembled menu of the brand: the overall menu (groups, categories, products) with the
 * product grades merged in, built by the domain's menu assembly (sorted by priority, only
 * categories that have products).
 */
import { useMemo } from 'react';
import { assembleMenu, mergeGrades } from '#domain/menu-assembly';
import { useOveralls } from './api/get-overalls.ts';
import { useGrades } from './api/get-grades.ts';
import { useNearestBranchId } from '#storefront/lib/nearest-branch-store.ts';
import { useMenuFilter } from '#storefront/lib/menu-filter-store.ts';

export type AssembledMenu = ReturnType<typeof assembleMenu>;
export type MenuCategory = AssembledMenu['categories'][number];
export type MenuProduct = MenuCategory['products'][number];

/**
 * `atNearestBranch`: only the products of the visit's nearest branch (SPEC point 4), once it is
 * chosen (never on the server, which cannot know it), and without the dishes the shopper's menu
 * filter hides (`filtered`, by default with the branch). Lists the visitor browses use it; a product's or a category's own page shows what
 * its address names wherever it is sold.
 */
export function useMenu({ atNearestBranch = false, filtered = atNearestBranch }: { readonly atNearestBranch?: boolean; readonly filtered?: boolean } = {}) {
  const overalls = useOveralls();
  // Grades only decorate products: the menu shows without them, and a failed call is ignored.
  const grades = useGrades().data;
  const chosen = useNearestBranchId();
  const nearestBranchId = atNearestBranch ? chosen : null;
  const whole = useMemo(() => {
    if (!overalls.data) return null;
    return assembleMenu(grades ? mergeGrades(overalls.data, grades) : overalls.data);
  }, [overalls.data, grades]);
  const menu = useMemo(() => {
    if (!overalls.data || !whole || !nearestBranchId) return whole;
    const atBranch = assembleMenu(grades ? mergeGrades(overalls.data, grades) : overalls.data, { nearestBranchId });
    // The branch sells everything: the same menu object, so nothing drawn from it renders again.
    return atBranch.products.length === whole.products.length ? whole : atBranch;
  }, [overalls.data, grades, nearestBranchId, whole]);
  const filter = useMenuFilter();
  const shown = useMemo(() => (menu && filtered && filter ? filter.apply(menu) : menu), [menu, filtered, filter]);
  return {
    menu: shown,
    isPending: overalls.isPending,
    error: overalls.error,
    refetch: overalls.refetch,
  };
}

/** Every product of the menu once, for lookups by id. */
export function findProduct(menu: AssembledMenu, id: number): { product: MenuProduct; category: MenuCategory } | null {
  for (const category of menu.categories) {
    const product = category.products.find((p) => p.id === id);
    if (product) return { product, category };
  }
  return null;
}
