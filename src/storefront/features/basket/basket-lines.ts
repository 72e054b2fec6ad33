/**
 * The basket as the shopper sees it: each stored line (ids and counts) resolved against the menu
 * the page has now, priced by the domain's rules (the same the server charges), and flagged when
 * it can no longer be ordered as it was added: the product vanished or stopped being sold, its
 * modifications no longer fit, or its price is not the one the shopper saw. A flagged line is
 * never silently charged: checkout waits until the shopper removes it or accepts the new price.
 */
import type { Product } from '#schemas/entities';
import { priceLine, resolveBasket, type ResolvedLine } from '#domain/order-pricing';
import type { BasketLine } from '#storefront/lib/basket-store.ts';

export type LineState = 'ok' | 'vanished' | 'invalid' | 'priceChanged';

export interface BasketViewLine {
  readonly line: BasketLine;
  readonly state: LineState;
  /** The resolved line (product and modifiers) when the product can still be ordered so. */
  readonly resolved: ResolvedLine | null;
  /** The product when the menu still has it (inactive or not). */
  readonly product: Product | null;
  /** One unit now, and the line now; 0 for a line that cannot be ordered. */
  readonly unitPrice: number;
  readonly price: number;
  /** One unit as the shopper saw it when adding, if known. */
  readonly shownUnitPrice: number | null;
}

export interface BasketView {
  readonly lines: readonly BasketViewLine[];
  /** Units in the lines that can be ordered. */
  readonly count: number;
  /** What the lines that can be ordered cost (their own discounts taken). */
  readonly total: number;
  /** Lines the shopper must look at before ordering. */
  readonly flagged: number;
}

export function basketView(lines: readonly BasketLine[], productsById: ReadonlyMap<number, Product>): BasketView {
  const view = lines.map((line): BasketViewLine => {
    const product = productsById.get(line.productId) ?? null;
    const shownUnitPrice = line.price ?? null;
    if (!product || !product.active) return { line, state: 'vanished', resolved: null, product, unitPrice: 0, price: 0, shownUnitPrice };
    const resolved = resolveBasket([{ productId: line.productId, count: line.count, modifications: line.modifications }], productsById);
    if (!resolved.ok) return { line, state: 'invalid', resolved: null, product, unitPrice: 0, price: 0, shownUnitPrice };
    const only = resolved.lines[0]!;
    const priced = priceLine(only);
    const state: LineState = shownUnitPrice !== null && shownUnitPrice !== priced.unitPrice ? 'priceChanged' : 'ok';
    return { line, state, resolved: only, product, unitPrice: priced.unitPrice, price: priced.price, shownUnitPrice };
  });
  const orderable = view.filter((l) => l.resolved);
  return {
    lines: view,
    count: orderable.reduce((sum, l) => sum + l.line.count, 0),
    total: orderable.reduce((sum, l) => sum + l.price, 0),
    flagged: view.filter((l) => l.state !== 'ok').length,
  };
}
