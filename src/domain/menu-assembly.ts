import type { Branch, Category, Group, OverallMenu, Product, ProductGrade } from '#schemas/entities';

/**
 * Menu assembly, SPEC point 4:
 * - groups are built with their categories, products are placed under their categories;
 * - with a nearest branch chosen, a product stays only if it is linked to that branch and
 *   that branch is active (in a menu that links products to branches at all);
 * - groups, categories and products are sorted by ascending priority (ties by id);
 * - the active category list holds only categories with at least one product.
 * Inactive products are dropped. Categories without a known group still appear in the
 * category list (a brand that does not group its categories shows them flat).
 */
export type MenuCategory = Category & { readonly products: readonly Product[] };
export type MenuGroup = Group & { readonly categories: readonly MenuCategory[] };

export interface AssembledMenu {
  readonly groups: readonly MenuGroup[];
  readonly categories: readonly MenuCategory[];
  readonly products: readonly Product[];
  readonly productsById: ReadonlyMap<number, Product>;
  readonly categoryById: ReadonlyMap<number, MenuCategory>;
}

export interface AssemblyOptions {
  /** The chosen nearest branch; null or absent keeps products of every branch. */
  readonly nearestBranchId?: string | null;
  /** Branches of the merchant, to know whether the nearest branch is active. */
  readonly branches?: readonly Branch[];
}

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) => a.priority - b.priority || a.id - b.id;

/** Any active link to the branch counts: a product may carry more than one link to it. */
function soldAt(product: Product, branchId: string, branchActive: boolean | undefined): boolean {
  return product.productBranch.some((link) => link.branchId === branchId && link.isActive && (branchActive ?? link.branch?.isActive ?? true));
}

export function assembleMenu(overall: OverallMenu, options: AssemblyOptions = {}): AssembledMenu {
  // A brand whose products name no branch at all does not sell per branch: a chosen branch then
  // filters nothing (a branch filter would empty its whole menu).
  const perBranch = overall.products.some((p) => p.productBranch.length > 0);
  const branchId = perBranch ? (options.nearestBranchId ?? null) : null;
  const branch = branchId ? options.branches?.find((b) => b.id === branchId) : undefined;
  const branchActive = branch ? branch.isActive && !branch.deleted : undefined;

  const productsByCategory = new Map<number, Product[]>();
  for (const product of overall.products) {
    if (!product.active) continue;
    if (branchId && !soldAt(product, branchId, branchActive)) continue;
    const list = productsByCategory.get(product.categoryId) ?? [];
    list.push(product);
    productsByCategory.set(product.categoryId, list);
  }

  const categories: MenuCategory[] = [...overall.categories]
    .sort(byPriority)
    .map((category) => ({ ...category, products: (productsByCategory.get(category.id) ?? []).sort(byPriority) }))
    .filter((category) => category.products.length > 0);

  const groups: MenuGroup[] = [...overall.groups]
    .sort(byPriority)
    .map((group) => ({ ...group, categories: categories.filter((c) => c.groupId === group.id) }))
    .filter((group) => group.categories.length > 0);

  const products = categories.flatMap((c) => c.products);
  return {
    groups,
    categories,
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
    categoryById: new Map(categories.map((c) => [c.id, c])),
  };
}

/** Grades merged into the menu's products by product id (SPEC point 7, grade call). */
export function mergeGrades(overall: OverallMenu, grades: readonly ProductGrade[]): OverallMenu {
  if (grades.length === 0) return overall;
  const byId = new Map(grades.map((g) => [g.productId, g.grade]));
  return {
    ...overall,
    products: overall.products.map((p) => (byId.has(p.id) ? { ...p, grade: byId.get(p.id)! } : p)),
  };
}

/** Products sold on a channel: an empty `systems` list means every channel. */
export function filterByChannel(products: readonly Product[], channel: 'WEB' | 'TG'): Product[] {
  return products.filter((p) => p.systems.length === 0 || p.systems.includes(channel));
}
