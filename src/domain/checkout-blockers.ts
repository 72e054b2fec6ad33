/**
 * What keeps an order from being placed, as checkout shows it (issue 19, items 1 and 2): each
 * problem belongs to the field that causes it (it shows there and beside the place button), and
 * the problems come in one order, the ones a shopper can act on first: "add 13,000 so'm" before
 * "order for another time". A promo that does not apply never blocks: the order is priced without
 * it and the promo field says why.
 */
import { coordinatesOf } from './delivery.ts';
import type { OrderMessageKey } from './order-messages.ts';
import { problem, type OrderProblem } from './order-problem.ts';
import { normalizePhone } from './phone.ts';

/** The part of the checkout form a problem belongs to. */
export type CheckoutField = 'basket' | 'service' | 'address' | 'branch' | 'table' | 'receiver' | 'time' | 'promo' | 'cashback' | 'payment';

/**
 * Every refusal an order rule answers, most actionable first. The basket's minimum leads (adding
 * a product fixes it at once); a closed branch comes last (only another time fixes it).
 */
const RANKED: readonly (readonly [OrderMessageKey, CheckoutField])[] = [
  ['belowMinimalDeliveryPrice', 'basket'],
  ['addressRequired', 'address'],
  ['addressNoPoint', 'address'],
  ['addressStreetRequired', 'address'],
  ['outsideServiceArea', 'address'],
  ['deliveryUnavailable', 'address'],
  ['branchRequired', 'branch'],
  ['noBranchForBasket', 'branch'],
  ['notEnoughStock', 'branch'],
  ['tableRequired', 'table'],
  ['tableCodeInvalid', 'table'],
  ['receiverNameRequired', 'receiver'],
  ['receiverPhoneInvalid', 'receiver'],
  ['scheduleRequired', 'time'],
  ['slotNotOffered', 'time'],
  ['paymentUnavailable', 'payment'],
  ['changeBelowTotal', 'payment'],
  ['cashbackOverBalance', 'cashback'],
  ['cashbackUnavailable', 'cashback'],
  ['serviceUnavailable', 'service'],
  ['lineCountTooHigh', 'basket'],
  ['orderTotalTooHigh', 'basket'],
  ['productUnavailable', 'basket'],
  ['countInvalid', 'basket'],
  ['modificationsInvalid', 'basket'],
  ['basketEmpty', 'basket'],
  ['branchClosed', 'time'],
  ['promoNotFound', 'promo'],
  ['promoNotActive', 'promo'],
  ['promoNotStarted', 'promo'],
  ['promoExpired', 'promo'],
  ['promoMinPrice', 'promo'],
];

const RANK: ReadonlyMap<OrderMessageKey, number> = new Map(RANKED.map(([key], i) => [key, i]));
const FIELD: ReadonlyMap<OrderMessageKey, CheckoutField> = new Map(RANKED);

/** The field a problem shows at; a key the table does not know belongs to the basket. */
export const problemField = (key: OrderMessageKey): CheckoutField => FIELD.get(key) ?? 'basket';

/** Whether the problem keeps the order from being placed: a promo's never does. */
export const blocksOrder = (p: OrderProblem): boolean => problemField(p.key) !== 'promo';

/** The problems that block, once each, most actionable first (a stable order for equal ranks). */
export function orderBlockers(problems: readonly (OrderProblem | null | undefined)[]): OrderProblem[] {
  const seen = new Set<OrderMessageKey>();
  const kept: OrderProblem[] = [];
  for (const p of problems) {
    if (!p || !blocksOrder(p) || seen.has(p.key)) continue;
    seen.add(p.key);
    kept.push(p);
  }
  const rank = (p: OrderProblem) => RANK.get(p.key) ?? RANKED.length;
  return kept
    .map((p, i) => [p, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
    .map(([p]) => p);
}

/** The first problem that belongs to a field, if any. */
export const problemAt = (problems: readonly OrderProblem[], field: CheckoutField): OrderProblem | null =>
  problems.find((p) => problemField(p.key) === field) ?? null;

/**
 * Someone else who receives the order (issue 22, `receiverActive`): a name and a mobile phone,
 * the name first. Null when the receiver is complete, or when there is none.
 */
export function checkReceiver(receiver: { readonly name?: string | null; readonly phone?: string | null } | null | undefined): OrderProblem | null {
  if (!receiver) return null;
  if (!receiver.name?.trim()) return problem('receiverNameRequired');
  if (!normalizePhone(receiver.phone ?? '')) return problem('receiverPhoneInvalid');
  return null;
}

/**
 * A delivery address names itself by a street (with its house) or a name (issue 19, item 5):
 * coordinates alone are no address a courier or a shopper reads. Null when it does, or when
 * there is no address yet (`addressRequired` says that).
 */
export function checkAddressNamed(address: { readonly name?: string | null; readonly streetName?: string | null } | null | undefined): OrderProblem | null {
  if (!address) return null;
  return address.name?.trim() || address.streetName?.trim() ? null : problem('addressStreetRequired');
}

/**
 * A delivery is priced at its address's point on the map (issue 31: an address may be typed
 * without the map). No address, or nothing but an empty form, asks for an address; one named by
 * its street or name but without a point asks for the point. Null when there is a point.
 */
export function checkAddressPoint(
  address:
    | { readonly name?: string | null; readonly streetName?: string | null; readonly latitude?: number | null; readonly longitude?: number | null }
    | null
    | undefined,
): OrderProblem | null {
  if (coordinatesOf(address)) return null;
  return address && !checkAddressNamed(address) ? problem('addressNoPoint') : problem('addressRequired');
}
