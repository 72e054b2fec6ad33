/**
 * Ordering again (B6): the lines of an earlier order as basket lines, against today's menu. A
 * line is available when its product is still sold (in the menu and active) with every modifier
 * it had; otherwise it is flagged with the rule's key, and its modifiers that are no longer sold
 * are named, so the storefront can say what is missing. Prices are not carried over: the basket
 * prices the lines from today's menu.
 */
import type { Product } from '#schemas/entities';
import { resolveBasket } from './order-pricing.ts';
import type { OrderMessageKey } from './order-messages.ts';

/** A line of an order as it was sold (its snapshot: ids, count, modifiers, name). */
export interface SoldLine {
  readonly productId: number;
  readonly count: number;
  readonly name?: unknown;
  readonly modifiers?: readonly { readonly id: number; readonly count?: number | null }[];
}

export interface ReorderLine {
  readonly productId: number;
  readonly count: number;
  /** The modifiers still sold, with their counts (what the basket line gets). */
  readonly modifications: readonly { readonly id: number; readonly count: number }[];
  readonly modificationIds: readonly number[];
  /** The name it was sold under (the menu's may have changed). */
  readonly name: unknown;
  readonly available: boolean;
  /** Why not: the product is no longer sold, or its modifiers no longer make a valid choice. */
  readonly problem: Extract<OrderMessageKey, 'productUnavailable' | 'modificationsInvalid'> | null;
  /** Modifiers the line had that the product no longer offers. */
  readonly missingModificationIds: readonly number[];
}

export function reorderLines(lines: readonly SoldLine[], productsById: ReadonlyMap<number, Product>): ReorderLine[] {
  return lines.map((line) => {
    const product = productsById.get(line.productId);
    const chosen = (line.modifiers ?? []).map((m) => ({ id: m.id, count: m.count ?? 1 }));
    const offered = new Set(product?.modificationGroups.flatMap((g) => g.modifications.map((m) => m.id)) ?? []);
    const kept = product ? chosen.filter((m) => offered.has(m.id)) : chosen;
    const missing = product ? chosen.filter((m) => !offered.has(m.id)).map((m) => m.id) : [];
    const base = { productId: line.productId, count: line.count, modifications: kept, modificationIds: kept.map((m) => m.id), name: line.name ?? null };
    if (!product || !product.active) {
      return { ...base, available: false, problem: 'productUnavailable', missingModificationIds: missing };
    }
    const resolved = resolveBasket([{ productId: line.productId, count: line.count, modifications: kept }], productsById);
    const valid = resolved.ok && missing.length === 0;
    return { ...base, available: valid, problem: valid ? null : 'modificationsInvalid', missingModificationIds: missing };
  });
}
