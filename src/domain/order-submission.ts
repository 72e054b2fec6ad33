/**
 * The order request (session) and the basket as the server's submission: ids and counts, the
 * chosen service with what it needs (address and its details for delivery, branch for pick-up
 * and dine-in, a table for dine-in), time, promo, cashback, payment and comments. Null while the
 * request cannot be priced yet (no payment, no address, no branch).
 */
import type { OrderRequest } from '#schemas/order-entities';
import type { OrderQuoteRequest } from '#schemas/order-endpoints';
import { coordinatesOf } from './delivery.ts';
import { withoutAutoAddressId } from './order-request.ts';

/** A basket line as an order takes it: the product, its count and its chosen modifications. */
export interface SubmittedLine {
  readonly productId: number;
  readonly count: number;
  readonly modifications: readonly { readonly id: number; readonly count: number }[];
}

const text = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export function submissionOf(request: OrderRequest, lines: readonly SubmittedLine[]): OrderQuoteRequest | null {
  const serviceType = request.serviceType;
  if (lines.length === 0 || !request.paymentType) return null;
  const delivery = serviceType === 'DELIVERY';
  if (delivery && !coordinatesOf(request.address)) return null;
  if (!delivery && !request.branch?.id) return null;
  const address = delivery && request.address ? withoutAutoAddressId(request.address) : null;
  return {
    serviceType,
    cartItems: lines.map((l) => ({ productId: l.productId, count: l.count, modifications: l.modifications.map((m) => ({ id: m.id, count: m.count })) })),
    branch: delivery ? null : { id: request.branch!.id },
    address: address
      ? {
          id: address.id ?? null,
          latitude: address.latitude,
          longitude: address.longitude,
          name: text(address.name, 100),
          streetName: text(address.streetName, 200),
          houseNumber: text(address.houseNumber, 20),
          details: text(address.details, 300),
        }
      : null,
    addressType: delivery ? (request.addressType ?? null) : null,
    office: delivery ? text(request.office, 20) : null,
    domophone: delivery ? text(request.domophone, 20) : null,
    entrance: delivery ? text(request.entrance, 20) : null,
    floor: delivery ? text(request.floor, 20) : null,
    tableId: serviceType === 'DINE_IN' ? text(request.tableId, 20) : null,
    tableToken: serviceType === 'DINE_IN' ? text(request.tableToken, 200) : null,
    receiver: request.receiver?.phone ? { name: text(request.receiver.name, 80), phone: text(request.receiver.phone, 32) } : null,
    paymentType: request.paymentType,
    promoCode: text(request.promoCode, 64),
    cashback: request.cashback && request.cashback > 0 ? Math.floor(request.cashback) : null,
    comment: text(request.comment, 500),
    sendChequePhone: text(request.sendChequePhone, 32),
    day: request.later ? (request.day ?? null) : null,
    time: request.later ? (request.time ?? null) : null,
    scheduled: !!request.later,
  };
}
