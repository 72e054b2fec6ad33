/**
 * The assembled menu of the brand: the overall menu (groups, categories, products) with the
 * product grades merged in, built by the domain's menu assembly (sorted by priority, only
 * categories that have products).
 */
import { useMemo } from 'react';
import { assembleMenu, mergeGrades } from '#domain/menu-assembly';
import { useOveralls } from './api/get-overalls.ts';
import { useGrades } from './api/get-grades.ts';

export type AssembledMenu = ReturnType<typeof assembleMenu>;
export type MenuCategory = AssembledMenu['categories'][number];
export type MenuProduct = MenuCategory['products'][number];

export function useMenu() {
  const overalls = useOveralls();
  // Grades only decorate products: the menu shows without them, and a failed call is ignored.
  const grades = useGrades().data;
  const menu = useMemo(() => {
    if (!overalls.data) return null;
    return assembleMenu(grades ? mergeGrades(overalls.data, grades) : overalls.data);
  }, [overalls.data, grades]);
  return {
    menu,
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
