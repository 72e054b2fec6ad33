/**
 * What a checkout's choices come to (SPEC.md point 5). The shopper's order request keeps what
 * they chose; the brand's offer may have changed since (a service or payment type switched off,
 * a branch that no longer carries the basket). The choice in effect is the shopper's while it
 * is still offered, else the first offered (a service the shopper has not chosen yet is the
 * city's default one), and the request is priced and placed with the choices in effect: the
 * checkout shows exactly what it sends.
 */
import { orderServiceTypeSchema, type PaymentType, type ServiceType } from '#schemas/common';
import type { Branch } from '#schemas/entities';
import type { Address, OrderRequest } from '#schemas/order-entities';
import { branchesForBasket, type BasketProduct } from './basket-branch.ts';
import { isBranchOpen } from './branch-hours.ts';
import { branchServes } from './geo.ts';
import { coordinatesOf, zoneAt } from './delivery.ts';
import { withSavedAddress } from './order-address.ts';

/** The service types an order is placed for: delivery, pick-up and dine-in. */
export type OrderServiceType = OrderRequest['serviceType'];

const ORDER_SERVICES: ReadonlySet<ServiceType> = new Set(orderServiceTypeSchema.options);

/** The offered service types an order can be placed for, in the brand's order. */
export const orderServices = (offered: readonly ServiceType[]): OrderServiceType[] => offered.filter((s): s is OrderServiceType => ORDER_SERVICES.has(s));

/** A choice in effect: the shopper's while it is still offered, else the first offered; null when nothing is. */
export function choiceInEffect<T>(chosen: T | null | undefined, offered: readonly T[]): T | null {
  return chosen != null && offered.includes(chosen) ? chosen : (offered[0] ?? null);
}

export interface OrderOffer {
  /** The service types the brand offers (the plan's). */
  readonly services: readonly ServiceType[];
  /** The payment types offered on this channel (the plan's). */
  readonly payments: readonly PaymentType[];
  /** The brand's branches; null while they load. */
  readonly branches: readonly Branch[] | null;
  /** The basket's lines that resolved against the menu. */
  readonly lines: readonly BasketProduct[];
  /** The moment the checkout is drawn: a branch open then is pre-selected before a closed one. Absent: the first option. */
  readonly now?: Date | null;
  /** The shopper's saved addresses: with none chosen, the last used one a branch delivers to is in effect. */
  readonly savedAddresses?: readonly Address[] | null;
  /** The city's default service on this channel (its order setting): in effect until the shopper chooses one. */
  readonly defaultService?: ServiceType | null;
}

export interface OrderChoices {
  /** The service types the shopper may choose among. */
  readonly services: readonly OrderServiceType[];
  readonly serviceType: OrderServiceType | null;
  readonly paymentType: PaymentType | null;
  /** For pick-up and dine-in, the branches that take the whole basket, best first; none for delivery. */
  readonly branchOptions: readonly Branch[];
  /** The branch in effect for pick-up and dine-in: the chosen one while it is an option, else the first option open now, else the first. */
  readonly branch: OrderRequest['branch'] | null;
  /** The branch the shopper chose that cannot take the basket: checkout says so rather than replace it silently. */
  readonly replaced: OrderRequest['branch'] | null;
  /** The delivery address is a saved one checkout chose (none was chosen yet). */
  readonly addressPreselected: boolean;
  /** The request with the service and payment in effect: what the form shows. */
  readonly request: OrderRequest;
  /** What is priced and placed: for pick-up and dine-in, with the branch in effect. */
  readonly priced: OrderRequest;
}

/** The request with a service the shopper chose: from then on the city's default never replaces it. */
export const withChosenService = (request: OrderRequest, serviceType: OrderServiceType): OrderRequest => ({ ...request, serviceType, serviceChosen: true });

export function orderChoices(request: OrderRequest, offer: OrderOffer): OrderChoices {
  const services = orderServices(offer.services);
  const cityDefault = request.serviceChosen ? undefined : services.find((s) => s === offer.defaultService);
  const wanted = cityDefault ?? request.serviceType;
  const serviceType = choiceInEffect(wanted, services);
  const paymentType = choiceInEffect(request.paymentType, offer.payments);
  const preselect = serviceType === 'DELIVERY' && !request.address && offer.branches ? preferredSavedAddress(offer.savedAddresses ?? [], offer.branches) : null;
  const base: OrderRequest = preselect ? withSavedAddress(request, preselect) : request;
  const effective: OrderRequest = { ...base, serviceType: serviceType ?? request.serviceType, paymentType };
  const branchOptions = serviceType && serviceType !== 'DELIVERY' && offer.branches ? branchesForBasket(offer.branches, offer.lines, { serviceType }) : [];
  // A chosen branch that no longer fits the basket or the service is not kept, and checkout says so.
  const chosen = effective.branch;
  const fits = !!chosen && branchOptions.some((b) => b.id === chosen.id);
  const now = offer.now;
  const fallback = (now ? branchOptions.find((b) => isBranchOpen(b, now)) : undefined) ?? branchOptions[0] ?? null;
  const branch = fits ? chosen : fallback;
  const replaced = chosen && !fits && serviceType !== 'DELIVERY' && offer.branches ? chosen : null;
  return {
    services,
    serviceType,
    paymentType,
    branchOptions,
    branch,
    replaced,
    addressPreselected: !!preselect,
    request: effective,
    priced: { ...effective, branch: serviceType === 'DELIVERY' ? effective.branch : branch },
  };
}

/** An order for later still waits for its day or its time: it cannot be placed yet. */
export const laterTimeMissing = (request: Pick<OrderRequest, 'later' | 'day' | 'time'>): boolean => !!request.later && (!request.day || !request.time);

const usedAt = (a: Address) => a.lastModifiedDate ?? a.createdDate ?? '';

/**
 * The saved address a delivery is pre-set to: the most recently used (last changed, else made)
 * that has a point some delivering branch reaches (inside one of its zones, or any point for a
 * branch without zones). Null when none qualifies.
 */
export function preferredSavedAddress(addresses: readonly Address[], branches: readonly Branch[]): Address | null {
  const reached = (a: Address) => {
    const point = coordinatesOf(a);
    return (
      !!point &&
      branches.some((b) => b.isActive && !b.deleted && branchServes(b, 'DELIVERY') && (!b.deliveryZones.some((z) => z.isActive) || zoneAt(b, point) !== null))
    );
  };
  return [...addresses].filter(reached).sort((x, y) => (usedAt(x) < usedAt(y) ? 1 : usedAt(x) > usedAt(y) ? -1 : 0))[0] ?? null;
}
