/**
 * An order's bill as the shopper reads it, on checkout and on the order's page alike (issue 19,
 * items 7 and 8): one arithmetic from the domain's totals (order-pricing.ts). The rows add up to
 * the total: products before any discount, the products' own discounts, the promo's, delivery,
 * its discount, the service fee and cashback spent. A delivery order always shows its delivery
 * row, 0 as free with the reason.
 */
import type { ServiceType } from '#schemas/common';

/** The totals a bill is drawn from: the quote's (OrderTotals) or a placed order's stored fields. */
export interface BillAmounts {
  readonly productPrice?: number | null;
  readonly productDiscount?: number | null;
  /** The promo's discount on the products; else derived from totalProductDiscount or totalDiscount. */
  readonly promoDiscount?: number | null;
  readonly totalProductDiscount?: number | null;
  readonly totalDiscount?: number | null;
  readonly deliveryPrice?: number | null;
  readonly deliveryDiscount?: number | null;
  readonly servicePrice?: number | null;
  readonly cashback?: number | null;
  readonly totalPrice?: number | null;
}

export type BillRowKey = 'products' | 'productDiscount' | 'promoDiscount' | 'delivery' | 'deliveryDiscount' | 'serviceFee' | 'cashback';

export interface BillRow {
  readonly key: BillRowKey;
  /** Signed so'm: what the row adds to the total (discounts and cashback negative). */
  readonly amount: number;
}

/** Why delivery costs nothing: the basket is above the tariff's free threshold, or it is free there. */
export type FreeDelivery = { readonly reason: 'threshold'; readonly above: number } | { readonly reason: 'free' };

export interface Bill {
  readonly rows: readonly BillRow[];
  /** The sum of the rows. */
  readonly total: number;
  /** Set when the order is delivered at no charge (the delivery row shows 0 as free). */
  readonly freeDelivery: FreeDelivery | null;
  /** Delivered, but no address is chosen yet: the delivery row has no price to show. */
  readonly deliveryPending: boolean;
}

const int = (n: number | null | undefined) => (n != null && Number.isFinite(n) ? Math.round(n) : 0);

export function billOf(
  amounts: BillAmounts,
  options: {
    readonly serviceType: ServiceType;
    readonly freeDeliveryAbove?: number | null;
    /** False while a delivery has no address to price (checkout before one is chosen). */
    readonly deliveryPriced?: boolean;
  },
): Bill {
  const productPrice = int(amounts.productPrice);
  const productDiscount = int(amounts.productDiscount);
  const deliveryDiscount = int(amounts.deliveryDiscount);
  const promoDiscount =
    amounts.promoDiscount != null
      ? int(amounts.promoDiscount)
      : amounts.totalProductDiscount != null
        ? int(amounts.totalProductDiscount) - productDiscount
        : Math.max(0, int(amounts.totalDiscount) - productDiscount - deliveryDiscount);
  const deliveryPrice = int(amounts.deliveryPrice);
  const delivery = options.serviceType === 'DELIVERY';
  const all: (BillRow & { readonly always?: boolean })[] = [
    { key: 'products', amount: productPrice, always: true },
    { key: 'productDiscount', amount: -productDiscount },
    { key: 'promoDiscount', amount: -promoDiscount },
    { key: 'delivery', amount: deliveryPrice, always: delivery },
    { key: 'deliveryDiscount', amount: -deliveryDiscount },
    { key: 'serviceFee', amount: int(amounts.servicePrice) },
    { key: 'cashback', amount: -int(amounts.cashback) },
  ];
  const rows = all.filter((r) => r.always || r.amount !== 0).map(({ key, amount }) => ({ key, amount }));
  const basket = productPrice - productDiscount;
  const above = options.freeDeliveryAbove;
  const deliveryPending = delivery && options.deliveryPriced === false;
  const freeDelivery: FreeDelivery | null =
    !delivery || deliveryPending || deliveryPrice > 0 ? null : above != null && basket > above ? { reason: 'threshold', above } : { reason: 'free' };
  return { rows, total: rows.reduce((sum, r) => sum + r.amount, 0), freeDelivery, deliveryPending };
}

/** A sold line before its discount (so the lines add up to the bill's products row): its base when kept, else its price. */
export const lineBeforeDiscount = (line: {
  readonly price: number;
  readonly unitBase?: number | null;
  readonly discount?: number | null;
  readonly count: number;
}): number => (line.unitBase != null ? line.unitBase * line.count : line.price + (line.discount ?? 0));
