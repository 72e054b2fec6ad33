/**
 * The money of an order (SPEC.md point 9, DESIGN.md "Orders and money"), computed once here
 * and called by both the storefront (to show) and the server (to decide):
 *
 * - a line: the product's amount plus its chosen modifiers, its own discount percent taken
 *   from that sum (`productPrice` of pricing.ts), times the count;
 * - the basket total: the lines after their own discounts. The promo's minimum, the service
 *   fee's threshold, the minimal delivery price and a tariff's free delivery are measured on it;
 * - the total: products + delivery + service fee - discounts - promo - cashback, never below 0.
 *   Delivery is 0 unless the service is DELIVERY, a delivery discount never exceeds the delivery
 *   price, and cashback never exceeds the balance nor what is left to pay.
 *
 * Integer so'm throughout; what "cost price" means and why is docs/decisions/007-order-pricing.md.
 */
import type { ServiceType } from '#schemas/common';
import type { DeliveryZone, Modification, Product } from '#schemas/entities';
import type { OrderSetting } from '#schemas/order-setting';
import { problem, type OrderProblem } from './order-problem.ts';
import { productPrice, type PriceInput } from './pricing.ts';
import { promoDiscounts, type PromoDiscountInput } from './promo.ts';

/** A modifier chosen for one unit of a product: its price, how many of it. */
export interface ChosenModifier {
  readonly price: number;
  readonly count: number;
}

export interface LineInput {
  readonly product: PriceInput;
  /** Units of the product, a positive integer. */
  readonly count: number;
  readonly modifiers?: readonly ChosenModifier[];
}

export interface PricedLine {
  /** One unit before its discount: amount plus modifiers. */
  readonly unitBase: number;
  /** One unit after the product's discount percent. */
  readonly unitPrice: number;
  readonly count: number;
  /** unitBase * count. */
  readonly base: number;
  /** unitPrice * count: what the line costs. */
  readonly price: number;
  /** base - price: the product's own discount on the line. */
  readonly discount: number;
}

/**
 * A line's prices. The discount is rounded per unit and then multiplied, so the line always
 * costs exactly its shown unit price times the count.
 */
export function priceLine(line: LineInput): PricedLine {
  const modifierPrices = (line.modifiers ?? []).map((m) => m.price * m.count);
  const { price: unitPrice, oldPrice } = productPrice(line.product, modifierPrices);
  const unitBase = oldPrice ?? unitPrice;
  const base = unitBase * line.count;
  const price = unitPrice * line.count;
  return { unitBase, unitPrice, count: line.count, base, price, discount: base - price };
}

/** The basket total: every line after its own discount. */
export function basketTotal(lines: readonly LineInput[]): number {
  return lines.reduce((sum, line) => sum + priceLine(line).price, 0);
}

// ---- resolving a basket from ids --------------------------------------------------------------

/** A basket line as the wire carries it (`cartItems`): ids and counts, never prices. */
export interface CartLine {
  readonly productId: number;
  readonly count: number;
  /** Chosen modifications by id; a missing count is 1. */
  readonly modifications?: readonly { readonly id: number; readonly count?: number | null }[];
}

export interface ResolvedModifier extends ChosenModifier {
  readonly modification: Modification;
  readonly groupId: number;
}

export interface ResolvedLine extends LineInput {
  readonly product: Product;
  readonly modifiers: readonly ResolvedModifier[];
}

export type ResolvedBasket =
  { readonly ok: true; readonly lines: readonly ResolvedLine[] } | { readonly ok: false; readonly problem: OrderProblem; readonly productId: number | null };

const positiveInt = (n: number) => Number.isInteger(n) && n > 0;

/**
 * Whether the chosen modifications fit the product's groups: each belongs to one of its
 * groups; per group the units chosen are at most `maxCount` and at least `minCount` (at least
 * one for a required group). A default option is not chosen for the shopper: the basket
 * carries what was chosen, so the shown price and the charged price name the same things.
 */
export function checkModifiers(product: Product, chosen: readonly ResolvedModifier[]): boolean {
  for (const group of product.modificationGroups) {
    const units = chosen.filter((m) => m.groupId === group.id).reduce((sum, m) => sum + m.count, 0);
    const least = group.isRequired ? Math.max(1, group.minCount) : group.minCount;
    if (units > group.maxCount || units < least) return false;
  }
  return true;
}

/**
 * Turns wire lines into priced lines from one's own product data (the server's database, the
 * storefront's menu): unknown or inactive products, bad counts and modifications that are not
 * the product's are refused, so a tampered basket can name things but never their price.
 */
export function resolveBasket(items: readonly CartLine[], productsById: ReadonlyMap<number, Product>): ResolvedBasket {
  if (items.length === 0) return { ok: false, problem: problem('basketEmpty'), productId: null };
  const lines: ResolvedLine[] = [];
  for (const item of items) {
    const product = productsById.get(item.productId);
    if (!product || !product.active) return { ok: false, problem: problem('productUnavailable'), productId: item.productId };
    if (!positiveInt(item.count)) return { ok: false, problem: problem('countInvalid'), productId: item.productId };
    const modifiers: ResolvedModifier[] = [];
    for (const chosen of item.modifications ?? []) {
      const count = chosen.count ?? 1;
      const group = product.modificationGroups.find((g) => g.modifications.some((m) => m.id === chosen.id));
      const modification = group?.modifications.find((m) => m.id === chosen.id);
      if (!group || !modification || !positiveInt(count) || modifiers.some((m) => m.modification.id === chosen.id)) {
        return { ok: false, problem: problem('modificationsInvalid'), productId: product.id };
      }
      modifiers.push({ modification, groupId: group.id, price: modification.price, count });
    }
    if (!checkModifiers(product, modifiers)) return { ok: false, problem: problem('modificationsInvalid'), productId: product.id };
    lines.push({ product, count: item.count, modifiers });
  }
  return { ok: true, lines };
}

// ---- service fee and minimum ------------------------------------------------------------------

export type OrderSettingInput = Pick<
  OrderSetting,
  'isServiceFeeEnabled' | 'isServiceFeeFreeAboveThreshold' | 'serviceFeeThreshold' | 'serviceFeeAmount' | 'minimalDeliveryPrice'
>;

/**
 * The service fee of the city's order settings: `serviceFeeAmount` when enabled, nothing when
 * the basket total is strictly above `serviceFeeThreshold` and the fee is free above it. An
 * empty basket (total 0) owes no fee.
 */
export function serviceFee(setting: OrderSettingInput | null | undefined, basket: number): number {
  if (!setting || !setting.isServiceFeeEnabled || basket <= 0) return 0;
  if (setting.isServiceFeeFreeAboveThreshold && basket > setting.serviceFeeThreshold) return 0;
  return setting.serviceFeeAmount;
}

/** The least basket total of a delivery: the city's minimal delivery price and the zone's, whichever is higher. */
export function minimalDeliveryPrice(
  setting: Pick<OrderSetting, 'minimalDeliveryPrice'> | null | undefined,
  zone?: Pick<DeliveryZone, 'minimalDeliveryPrice'> | null,
): number {
  return Math.max(setting?.minimalDeliveryPrice ?? 0, zone?.minimalDeliveryPrice ?? 0);
}

export type MinimumCheck = { readonly ok: true } | { readonly ok: false; readonly minimal: number; readonly missing: number; readonly problem: OrderProblem };

/**
 * Whether a delivery order reaches its minimum: a basket total of at least the minimum can be
 * placed. Only checkout asks this; adding to the basket is never blocked. Other services have
 * no minimum. The answer names the amount still missing.
 */
export function checkMinimalDeliveryPrice(input: { readonly serviceType: ServiceType; readonly basketTotal: number; readonly minimal: number }): MinimumCheck {
  if (input.serviceType !== 'DELIVERY' || input.basketTotal >= input.minimal) return { ok: true };
  const missing = input.minimal - input.basketTotal;
  return { ok: false, minimal: input.minimal, missing, problem: problem('belowMinimalDeliveryPrice', { minimal: input.minimal, missing }) };
}

// ---- the totals -------------------------------------------------------------------------------

export interface OrderTotalsInput {
  readonly lines: readonly LineInput[];
  readonly serviceType: ServiceType;
  /** The quoted delivery price; counted only for DELIVERY and a basket total above 0. */
  readonly deliveryPrice?: number | null;
  /** The city's order settings (service fee). */
  readonly orderSetting?: OrderSettingInput | null;
  /** A promo that passed `checkPromo`; null or absent for none. */
  readonly promo?: PromoDiscountInput | null;
  /** Cashback the shopper asks to spend and their balance; null when cashback is off. */
  readonly cashback?: { readonly requested: number; readonly balance: number } | null;
}

/** Every part of an order's price, in the order request's field names where it has one. */
export interface OrderTotals {
  /** Units in the basket. */
  readonly productCount: number;
  /** The lines before any discount. */
  readonly productPrice: number;
  /** The products' own discounts (discount percent, modifiers counted). */
  readonly productDiscount: number;
  /** productPrice - productDiscount: what the basket shows. */
  readonly basketTotal: number;
  /** The promo's discount on the products. */
  readonly promoDiscount: number;
  /** productDiscount + promoDiscount. */
  readonly totalProductDiscount: number;
  /** productPrice - totalProductDiscount. */
  readonly totalProductPrice: number;
  /** The delivery price: 0 unless DELIVERY with a basket total above 0. */
  readonly deliveryPrice: number;
  /** The promo's discount on the delivery: 0 to deliveryPrice. */
  readonly deliveryDiscount: number;
  /** The service fee. */
  readonly servicePrice: number;
  /** totalProductDiscount + deliveryDiscount. */
  readonly totalDiscount: number;
  /** Cashback spent: at most the balance and at most what was left to pay. */
  readonly cashback: number;
  /** productPrice + deliveryPrice + servicePrice - totalDiscount - cashback; never negative. */
  readonly totalPrice: number;
  /** Whether anything is left to pay: an order that costs 0 needs no payment and is still valid. */
  readonly needsPayment: boolean;
}

const nonNegativeInt = (n: number | null | undefined) => (n != null && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const priced = input.lines.map(priceLine);
  const productCount = priced.reduce((sum, l) => sum + l.count, 0);
  const productPrice = priced.reduce((sum, l) => sum + l.base, 0);
  const productDiscount = priced.reduce((sum, l) => sum + l.discount, 0);
  const basket = productPrice - productDiscount;
  // SPEC point 5: no delivery price for a basket total of 0.
  const deliveryPrice = input.serviceType === 'DELIVERY' && basket > 0 ? nonNegativeInt(input.deliveryPrice) : 0;
  const promo = promoDiscounts(input.promo, { basketTotal: basket, deliveryPrice });
  const servicePrice = serviceFee(input.orderSetting, basket);
  const totalProductDiscount = productDiscount + promo.productDiscount;
  const totalDiscount = totalProductDiscount + promo.deliveryDiscount;
  const beforeCashback = productPrice + deliveryPrice + servicePrice - totalDiscount;
  const cashback = input.cashback ? Math.min(nonNegativeInt(input.cashback.requested), nonNegativeInt(input.cashback.balance), beforeCashback) : 0;
  const totalPrice = beforeCashback - cashback;
  return {
    productCount,
    productPrice,
    productDiscount,
    basketTotal: basket,
    promoDiscount: promo.productDiscount,
    totalProductDiscount,
    totalProductPrice: productPrice - totalProductDiscount,
    deliveryPrice,
    deliveryDiscount: promo.deliveryDiscount,
    servicePrice,
    totalDiscount,
    cashback,
    totalPrice,
    needsPayment: totalPrice > 0,
  };
}
