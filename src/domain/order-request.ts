/**
 * The order request as it is sent and after it succeeded (SPEC.md points 4, 5 and 9):
 *
 * - the courier comment, built from office, domophone, entrance and floor with Russian labels
 *   ("Офис: 4, Домофон: 12, Подъезд: 2, Этаж: 5"), the ones given only, in that order;
 * - address ids: an address the storefront made up before it was saved (a point on the map,
 *   the current position) carries an id starting with AUTO_ADDRESS_ID_PREFIX so lists can key
 *   it; such an id names nothing on the server and is removed before sending;
 * - an order is submitted only with items in the basket and, for delivery, an address;
 * - after a successful order the request is reset to a fresh one: the basket, comment, promo,
 *   cashback, delivery price, address details and schedule are gone; who orders, in which city
 *   and for which service stay.
 */
import type { ServiceType } from '#schemas/common';
import { orderRequestSchema, type Address, type OrderRequest } from '#schemas/order-entities';
import { coordinatesOf } from './delivery.ts';
import { problem, type OrderProblem } from './order-problem.ts';

/** The marker starting an address id the storefront made up; ids from the server never start with it. */
export const AUTO_ADDRESS_ID_PREFIX = 'auto-';

/** A made-up address id from something unique the caller has (a counter, a timestamp it read). */
export const autoAddressId = (unique: string | number): string => `${AUTO_ADDRESS_ID_PREFIX}${unique}`;

export const isAutoAddressId = (id: string | null | undefined): boolean => !!id && id.startsWith(AUTO_ADDRESS_ID_PREFIX);

/** The address without a made-up id (the same object when its id is real or absent). */
export function withoutAutoAddressId<T extends { readonly id?: string | null }>(address: T): T {
  if (!isAutoAddressId(address.id)) return address;
  const { id: _id, ...rest } = address;
  return rest as T;
}

export interface AddressDetails {
  readonly office?: string | null;
  readonly domophone?: string | null;
  readonly entrance?: string | null;
  readonly floor?: string | null;
}

/** SPEC point 9: the courier reads Russian. The order of the fields is SPEC's. */
export const COURIER_LABELS = { office: 'Офис', domophone: 'Домофон', entrance: 'Подъезд', floor: 'Этаж' } as const;

/** "Офис: 4, Домофон: 12, Подъезд: 2, Этаж: 5" from the details given; '' when none is. */
export function courierComment(details: AddressDetails): string {
  return (Object.keys(COURIER_LABELS) as (keyof typeof COURIER_LABELS)[])
    .map((field) => [COURIER_LABELS[field], details[field]?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ');
}

/**
 * The request as it goes to the server: the made-up address id removed, the courier comment
 * built from the details (the request's own, else its address's).
 */
export function orderRequestForSending(request: OrderRequest): OrderRequest {
  const address = request.address ? withoutAutoAddressId(request.address) : request.address;
  const details: AddressDetails = {
    office: request.office ?? address?.office,
    domophone: request.domophone ?? address?.domophone,
    entrance: request.entrance ?? address?.entrance,
    floor: request.floor ?? address?.floor,
  };
  const comment = courierComment(details);
  return { ...request, address, courierComment: comment || null };
}

/**
 * SPEC point 5: an order is submitted only when the basket has items and, for delivery, an
 * address with a point on the map is set. Null when it may be submitted.
 */
export function checkSubmittable(input: {
  readonly itemCount: number;
  readonly serviceType: ServiceType;
  readonly address?: Pick<Address, 'latitude' | 'longitude'> | null;
}): OrderProblem | null {
  if (!(input.itemCount > 0)) return problem('basketEmpty');
  if (input.serviceType === 'DELIVERY' && !coordinatesOf(input.address)) return problem('addressRequired');
  return null;
}

/** SPEC point 4: the request after a successful order, everything cleared but who, where and how. */
export function freshOrderRequest(previous?: OrderRequest | null): OrderRequest {
  const fresh = orderRequestSchema.parse({});
  if (!previous) return fresh;
  return {
    ...fresh,
    cityId: previous.cityId,
    serviceType: previous.serviceType,
    serviceChosen: previous.serviceChosen,
    orderDevice: previous.orderDevice,
    user: previous.user,
    merchant: previous.merchant,
  };
}
