/**
 * Promo codes, SPEC.md point 5: a code is checked in this order, and the first failing rule
 * answers with its message: not active, start date not reached, expired, product total not
 * above `minPrice`; else it applies ("Promokod muvaffaqiyatli qo'shildi."). `now` is passed in.
 *
 * A promo takes off the products (`productDiscount`) and the delivery (`deliveryDiscount`),
 * both in so'm (AMOUNT) or in percent (PERCENTAGE) as `discountType` says. A discount never
 * exceeds what it is taken from, so a 100% promo leaves a total of 0, which is still an order.
 *
 * The product total a promo is checked against and taken from is the basket total: the
 * products after their own discounts (docs/decisions/007-order-pricing.md).
 */
import type { Promo } from '#schemas/order-entities';
import { BRANCH_UTC_OFFSET_MINUTES } from './branch-hours.ts';
import { problem, type OrderProblem } from './order-problem.ts';
import { discounted } from './pricing.ts';

/** Whether a refusal is about the promo code (its message key is a promo one): the promo field shows it. */
export const isPromoProblem = (key: string | null | undefined): boolean => !!key?.startsWith('promo');

/** The promo fields the discounts are computed from. */
export type PromoDiscountInput = Pick<Promo, 'discountType' | 'productDiscount' | 'deliveryDiscount'>;

export interface PromoDiscounts {
  /** So'm taken off the basket total: 0 to the basket total. */
  readonly productDiscount: number;
  /** So'm taken off the delivery price: 0 to the delivery price. */
  readonly deliveryDiscount: number;
}

export type PromoCheck = { readonly ok: true; readonly promo: Promo; readonly message: OrderProblem } | { readonly ok: false; readonly problem: OrderProblem };

const normalCode = (code: string) => code.trim().toUpperCase();

/** The promo a shopper typed, by code: spaces around it and letter case do not matter. */
export function findPromo(promos: readonly Promo[], code: string | null | undefined): Promo | null {
  if (!code || !code.trim()) return null;
  const wanted = normalCode(code);
  return promos.find((p) => normalCode(p.code) === wanted) ?? null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DAY_MS = 86_400_000;
const OFFSET_MS = BRANCH_UTC_OFFSET_MINUTES * 60_000;

/**
 * The instant a promo date means, in ms. A bare date is a whole day in the branches' time
 * zone (a start at its first moment, an end at its last); a date-time without a zone is read
 * in that time zone too, so no server's own zone changes an answer. NaN when unreadable.
 */
export function promoInstant(value: string, edge: 'start' | 'end'): number {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const midnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - OFFSET_MS;
    return edge === 'start' ? midnight : midnight + DAY_MS - 1;
  }
  // Read as if in UTC, then shifted back by the branches' offset.
  return HAS_ZONE.test(value) ? Date.parse(value) : Date.parse(`${value}Z`) - OFFSET_MS;
}

/**
 * Checks a promo for a basket at `now`. A null promo (an unknown code) is "not found". An
 * unreadable start date counts as not reached and an unreadable end date as passed: a promo
 * whose dates cannot be read is never given away. The end date is the last moment it applies.
 * The basket total must be strictly above `minPrice` (SPEC: "yuqori", above); the refusal says
 * how much more to add (more than `missing`).
 */
export function checkPromo(promo: Promo | null, context: { readonly basketTotal: number; readonly now: Date }): PromoCheck {
  if (!promo) return { ok: false, problem: problem('promoNotFound') };
  const now = context.now.getTime();
  if (!promo.isActive) return { ok: false, problem: problem('promoNotActive') };
  if (promo.startDate) {
    const start = promoInstant(promo.startDate, 'start');
    if (Number.isNaN(start) || now < start) return { ok: false, problem: problem('promoNotStarted') };
  }
  if (promo.endDate) {
    const end = promoInstant(promo.endDate, 'end');
    if (Number.isNaN(end) || now > end) return { ok: false, problem: problem('promoExpired') };
  }
  if (!(context.basketTotal > promo.minPrice)) {
    return { ok: false, problem: problem('promoMinPrice', { minPrice: promo.minPrice, missing: Math.max(0, promo.minPrice - context.basketTotal) }) };
  }
  return { ok: true, promo, message: problem('promoApplied') };
}

/**
 * A promo past its limits of use (`maxUses` in all, `maxUsesPerUser` per shopper) answers SPEC's
 * "not active": `uses` counts the orders that used it and were not cancelled, the shopper's among
 * them. The server counts them inside the order's transaction, so concurrent orders cannot pass.
 */
export function checkPromoUses(promo: Pick<Promo, 'maxUses' | 'maxUsesPerUser'>, uses: { readonly all: number; readonly mine: number }): OrderProblem | null {
  if (promo.maxUses != null && uses.all >= promo.maxUses) return problem('promoNotActive');
  if (promo.maxUsesPerUser != null && uses.mine >= promo.maxUsesPerUser) return problem('promoNotActive');
  return null;
}

/** One discount of a promo taken from `base`: a percent of it, or so'm, never above it. */
function discountOf(type: Promo['discountType'], value: number, base: number): number {
  if (base <= 0 || !(value > 0)) return 0;
  if (type === 'PERCENTAGE') return base - discounted(base, value);
  return Math.min(base, Math.floor(value));
}

/** What a promo takes off a basket total and a delivery price, in whole so'm. */
export function promoDiscounts(
  promo: PromoDiscountInput | null | undefined,
  amounts: { readonly basketTotal: number; readonly deliveryPrice: number },
): PromoDiscounts {
  if (!promo) return { productDiscount: 0, deliveryDiscount: 0 };
  return {
    productDiscount: discountOf(promo.discountType, promo.productDiscount, amounts.basketTotal),
    deliveryDiscount: discountOf(promo.discountType, promo.deliveryDiscount, amounts.deliveryPrice),
  };
}
