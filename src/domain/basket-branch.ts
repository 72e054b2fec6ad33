/**
 * The branch for a basket, SPEC.md point 5: only branches that carry every product in the
 * basket. A branch qualifies when it is active and not deleted, offers the chosen service
 * (settings `deliveryEnabled`, `pickupEnabled`, `dineinEnabled`), and has an active link
 * (`productBranch`) to each product, with enough stock where it keeps a count. Nearest first.
 *
 * Stock: a link may carry `stock`, the units the branch has left; a basket that wants more
 * of a product (summed over its lines, whatever their modifiers) is short there, "Mahsulot
 * soni yetarlicha emas!". A link without `stock` is not counted and never short.
 */
import type { ServiceType } from '#schemas/common';
import type { Branch, Product } from '#schemas/entities';
import { branchServes, distanceMeters, type Point } from './geo.ts';
import { problem, type OrderProblem } from './order-problem.ts';

export interface BasketProduct {
  readonly product: Product;
  readonly count: number;
}

/**
 * Whether a menu sells per branch: a brand whose products name no branch at all sells
 * everything everywhere (as menu-assembly.ts reads it). Pass the whole menu's products.
 */
export const sellsPerBranch = (products: readonly Product[]) => products.some((p) => p.productBranch.length > 0);

/** The active link of a product to a branch, if any. */
function linkTo(product: Product, branchId: string) {
  return product.productBranch.find((l) => l.branchId === branchId && l.isActive && (l.branch?.isActive ?? true));
}

/** Units of each product the basket asks for, over all its lines. */
function unitsByProduct(lines: readonly BasketProduct[]): Map<number, { product: Product; units: number }> {
  const units = new Map<number, { product: Product; units: number }>();
  for (const { product, count } of lines) {
    const entry = units.get(product.id);
    units.set(product.id, { product, units: (entry?.units ?? 0) + count });
  }
  return units;
}

export interface StockShortage {
  readonly productId: number;
  readonly requested: number;
  readonly stock: number;
}

/** Products of which the basket asks more than the branch has left. */
export function stockShortages(lines: readonly BasketProduct[], branchId: string): StockShortage[] {
  const shortages: StockShortage[] = [];
  for (const [productId, { product, units }] of unitsByProduct(lines)) {
    // Sold out at the branch now (the stop-list) is a stock of none.
    const stock = product.soldOutAt?.includes(branchId) ? 0 : linkTo(product, branchId)?.stock;
    if (stock != null && units > stock) shortages.push({ productId, requested: units, stock });
  }
  return shortages;
}

/** "Mahsulot soni yetarlicha emas!" when the branch is short of a product; null when it is not. */
export function checkStock(lines: readonly BasketProduct[], branchId: string): OrderProblem | null {
  return stockShortages(lines, branchId).length > 0 ? problem('notEnoughStock') : null;
}

/** Products of the basket that are not delivered (`deliveryEnabled: false`): they make delivery impossible. */
export const undeliverable = (lines: readonly BasketProduct[]): Product[] =>
  [...unitsByProduct(lines).values()].map((u) => u.product).filter((p) => !p.deliveryEnabled);

export interface BasketBranchOptions {
  readonly serviceType: ServiceType;
  /** Where the shopper is or wants delivery; branches then come nearest first. */
  readonly point?: Point | null;
  /** Whether the menu sells per branch (`sellsPerBranch` of the whole menu); by default, whether the basket's products name branches. */
  readonly perBranch?: boolean;
}

export type BasketBranch = Branch & { readonly distance: number | null };

/**
 * Every branch that can take the basket for the service, nearest to `point` first (ties and,
 * without a point, the main branch first, then by id). Every product must be active; for
 * DELIVERY every product must be deliverable. Empty when no branch qualifies.
 */
export function branchesForBasket(branches: readonly Branch[], lines: readonly BasketProduct[], options: BasketBranchOptions): BasketBranch[] {
  if (lines.some((l) => !l.product.active)) return [];
  if (options.serviceType === 'DELIVERY' && undeliverable(lines).length > 0) return [];
  const perBranch = options.perBranch ?? sellsPerBranch(lines.map((l) => l.product));
  const units = [...unitsByProduct(lines).values()];
  const point = options.point ?? null;
  const carries = (branch: Branch) =>
    !perBranch ||
    units.every(({ product, units: n }) => {
      const link = linkTo(product, branch.id);
      return link !== undefined && (link.stock == null || n <= link.stock);
    });
  return branches
    .filter((b) => b.isActive && !b.deleted && branchServes(b, options.serviceType) && carries(b))
    .map((b) => ({ ...b, distance: point ? distanceMeters(point, b) : null }))
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || Number(b.isMain) - Number(a.isMain) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Why a branch cannot take the basket for a service; null when it can. */
export type BranchMisfit = 'closedDown' | 'serviceOff' | 'productsMissing' | 'stockShort';

export interface BranchFit {
  readonly branch: Branch;
  readonly misfit: BranchMisfit | null;
  /** The basket's products the branch does not carry (productsMissing) or keeps too few of (stockShort). */
  readonly productIds: readonly number[];
}

/**
 * Every branch with whether it can take the basket for the service and, when it cannot, why
 * (issue 19, item 3: the pick-up map and list say it; the branches that can are those of
 * `branchesForBasket`). In the branches' own order.
 */
export function branchFits(branches: readonly Branch[], lines: readonly BasketProduct[], options: BasketBranchOptions): BranchFit[] {
  const perBranch = options.perBranch ?? sellsPerBranch(lines.map((l) => l.product));
  const units = [...unitsByProduct(lines).values()];
  return branches
    .filter((b) => !b.deleted)
    .map((branch) => {
      if (!branch.isActive) return { branch, misfit: 'closedDown', productIds: [] };
      if (!branchServes(branch, options.serviceType)) return { branch, misfit: 'serviceOff', productIds: [] };
      if (!perBranch) return { branch, misfit: null, productIds: [] };
      const missing = units.filter(({ product }) => !linkTo(product, branch.id)).map(({ product }) => product.id);
      if (missing.length > 0) return { branch, misfit: 'productsMissing', productIds: missing };
      const short = units
        .filter(({ product, units: n }) => {
          const stock = linkTo(product, branch.id)?.stock;
          return stock != null && n > stock;
        })
        .map(({ product }) => product.id);
      if (short.length > 0) return { branch, misfit: 'stockShort', productIds: short };
      return { branch, misfit: null, productIds: [] };
    });
}
