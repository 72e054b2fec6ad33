/**
 * The delivery price, SPEC.md point 5, and where a branch delivers (DESIGN.md "Orders and money").
 *
 * Not computed when the basket total is 0, the address has no coordinates, or no branch is
 * found. Otherwise, for a branch:
 * - a branch that draws delivery zones delivers only inside them: the first of its active zones
 *   (in the order listed) holding the address prices it, at the zone's own `deliveryPrice`, or by
 *   the delivery tariff when the zone sets none; an address in no zone is "Xizmat hududidan
 *   tashqarida";
 * - a branch without zones delivers as far as its tariff's `maxDistanceKm`; without a tariff, at
 *   its flat `deliveryPrice` when it has one.
 * The tariff of a branch is its own (`branchId`), else its city's. A tariff charges `basePrice` for
 * the first `baseDistanceKm`, then `pricePerKm` for each started kilometre, and nothing when the
 * basket total is strictly above `freeAbovePrice`. Distance is the straight line from the branch.
 *
 * For a whole basket (`chooseDeliveryBranch`): the nearest branch that carries the basket and
 * can deliver to the address. An address no branch of the brand covers is "outside the service
 * area"; an address some branch covers, but none that can take this basket, gets SPEC point 8's
 * "delivery unavailable at the chosen address, choose another".
 */
import type { Branch, DeliveryZone } from '#schemas/entities';
import type { DeliveryTariff } from '#schemas/order-entities';
import { branchesForBasket, type BasketProduct } from './basket-branch.ts';
import { branchServes, distanceMeters, type Point } from './geo.ts';
import { problem, type OrderProblem } from './order-problem.ts';

// ---- geometry ---------------------------------------------------------------------------------

/** Whether `p` lies on the segment a-b (within a hair of rounding). */
function onSegment(p: Point, a: Point, b: Point): boolean {
  const cross = (b.longitude - a.longitude) * (p.latitude - a.latitude) - (b.latitude - a.latitude) * (p.longitude - a.longitude);
  const length = Math.hypot(b.longitude - a.longitude, b.latitude - a.latitude);
  if (Math.abs(cross) > 1e-12 * Math.max(1, length)) return false;
  return (
    Math.min(a.longitude, b.longitude) - 1e-12 <= p.longitude &&
    p.longitude <= Math.max(a.longitude, b.longitude) + 1e-12 &&
    Math.min(a.latitude, b.latitude) - 1e-12 <= p.latitude &&
    p.latitude <= Math.max(a.latitude, b.latitude) + 1e-12
  );
}

/**
 * Whether a point lies inside a polygon or on its edge (an address on the border line is
 * served). Longitude and latitude are read as a plane: at a city's scale the difference from
 * the sphere is far below the precision of a drawn zone. Even-odd rule by a ray to the east.
 */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    if (a.latitude > point.latitude !== b.latitude > point.latitude) {
      const crossing = a.longitude + ((point.latitude - a.latitude) * (b.longitude - a.longitude)) / (b.latitude - a.latitude);
      if (point.longitude < crossing) inside = !inside;
    }
  }
  return inside;
}

/** The branch's first active zone holding the point, in the order listed; null when none does. */
export function zoneAt(branch: Pick<Branch, 'deliveryZones'>, point: Point): DeliveryZone | null {
  return branch.deliveryZones.find((z) => z.isActive && pointInPolygon(point, z.polygon)) ?? null;
}

// ---- tariffs ----------------------------------------------------------------------------------

/** The branch's own tariff, else the one of its city that names no branch. */
export function tariffFor(branch: Pick<Branch, 'id' | 'cityId'>, tariffs: readonly DeliveryTariff[]): DeliveryTariff | null {
  return tariffs.find((t) => t.branchId === branch.id) ?? tariffs.find((t) => !t.branchId && t.cityId === branch.cityId) ?? null;
}

/**
 * A tariff's price for a distance in metres and a basket total: the base price up to
 * `baseDistanceKm`, then `pricePerKm` per started kilometre; 0 above `freeAbovePrice`. Null
 * beyond `maxDistanceKm` unless `withinZone` (a zone, not the tariff, then says where).
 */
export function tariffPrice(tariff: DeliveryTariff, distance: number, basket: number, options: { readonly withinZone?: boolean } = {}): number | null {
  if (!options.withinZone && distance > tariff.maxDistanceKm * 1000) return null;
  if (tariff.freeAbovePrice != null && basket > tariff.freeAbovePrice) return 0;
  const beyond = Math.max(0, distance - Math.round(tariff.baseDistanceKm * 1000));
  return tariff.basePrice + tariff.pricePerKm * Math.ceil(beyond / 1000);
}

// ---- a quote ----------------------------------------------------------------------------------

export type DeliveryRefusal = 'EMPTY_BASKET' | 'NO_COORDINATES' | 'NO_BRANCH' | 'OUTSIDE_SERVICE_AREA' | 'DELIVERY_UNAVAILABLE';

export type DeliveryQuote =
  | {
      readonly ok: true;
      readonly branch: Branch;
      readonly price: number;
      /** The zone that priced it, null for a branch without zones. */
      readonly zone: DeliveryZone | null;
      /** The tariff that priced it, null for a zone's own fee or the branch's flat price. */
      readonly tariffId: string | null;
      /** Straight-line metres from the branch. */
      readonly distance: number;
      /** The zone's own minimum for the basket total (the city's applies as well: order-pricing.ts). */
      readonly zoneMinimum: number;
    }
  | { readonly ok: false; readonly reason: DeliveryRefusal; readonly problem: OrderProblem };

const PROBLEM_OF: Readonly<Record<DeliveryRefusal, OrderProblem>> = {
  EMPTY_BASKET: problem('basketEmpty'),
  NO_COORDINATES: problem('addressRequired'),
  NO_BRANCH: problem('deliveryUnavailable'),
  OUTSIDE_SERVICE_AREA: problem('outsideServiceArea'),
  DELIVERY_UNAVAILABLE: problem('deliveryUnavailable'),
};
const refused = (reason: DeliveryRefusal): DeliveryQuote => ({ ok: false, reason, problem: PROBLEM_OF[reason] });

/** A point with both coordinates, or null (an address picked without a map point). */
export function coordinatesOf(address: { readonly latitude?: number | null; readonly longitude?: number | null } | null | undefined): Point | null {
  if (!address) return null;
  const { latitude, longitude } = address;
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

export interface DeliveryQuoteInput {
  /** The basket total (products after their own discounts). */
  readonly basketTotal: number;
  readonly address: { readonly latitude?: number | null; readonly longitude?: number | null } | null | undefined;
  readonly branch: Branch | null | undefined;
  readonly tariffs: readonly DeliveryTariff[];
}

/** The delivery price from one branch to an address (see the file's header for the rules). */
export function quoteDelivery(input: DeliveryQuoteInput): DeliveryQuote {
  if (!(input.basketTotal > 0)) return refused('EMPTY_BASKET');
  const point = coordinatesOf(input.address);
  if (!point) return refused('NO_COORDINATES');
  const branch = input.branch;
  if (!branch) return refused('NO_BRANCH');
  if (!branch.isActive || branch.deleted || !branchServes(branch, 'DELIVERY')) return refused('DELIVERY_UNAVAILABLE');
  const distance = distanceMeters(point, branch);
  const tariff = tariffFor(branch, input.tariffs);
  const priced = (price: number, zone: DeliveryZone | null, tariffId: string | null): DeliveryQuote => ({
    ok: true,
    branch,
    price,
    zone,
    tariffId,
    distance,
    zoneMinimum: zone?.minimalDeliveryPrice ?? 0,
  });

  if (branch.deliveryZones.some((z) => z.isActive)) {
    const zone = zoneAt(branch, point);
    if (!zone) return refused('OUTSIDE_SERVICE_AREA');
    if (zone.deliveryPrice != null) return priced(zone.deliveryPrice, zone, null);
    if (tariff) return priced(tariffPrice(tariff, distance, input.basketTotal, { withinZone: true })!, zone, tariff.id);
    if (branch.deliveryPrice != null) return priced(branch.deliveryPrice, zone, null);
    return refused('DELIVERY_UNAVAILABLE');
  }
  if (tariff) {
    const price = tariffPrice(tariff, distance, input.basketTotal);
    return price == null ? refused('OUTSIDE_SERVICE_AREA') : priced(price, null, tariff.id);
  }
  if (branch.deliveryPrice != null) return priced(branch.deliveryPrice, null, null);
  return refused('DELIVERY_UNAVAILABLE');
}

/** Whether a branch delivers to the point at all, whatever the basket. */
function covers(branch: Branch, point: Point, tariffs: readonly DeliveryTariff[]): boolean {
  return quoteDelivery({ basketTotal: 1, address: point, branch, tariffs }).ok;
}

export interface DeliveryBranchInput {
  readonly branches: readonly Branch[];
  readonly lines: readonly BasketProduct[];
  readonly basketTotal: number;
  readonly address: DeliveryQuoteInput['address'];
  readonly tariffs: readonly DeliveryTariff[];
  /** Whether the menu sells per branch (basket-branch.ts `sellsPerBranch` of the whole menu). */
  readonly perBranch?: boolean;
}

/**
 * The branch that delivers the basket to the address and its price: the nearest branch that
 * carries the whole basket and delivers there. Refusals: EMPTY_BASKET, NO_COORDINATES,
 * OUTSIDE_SERVICE_AREA (no branch of the brand delivers there), NO_BRANCH (none carries the
 * basket for delivery) and DELIVERY_UNAVAILABLE (some carry it, none of them delivers there).
 */
export function chooseDeliveryBranch(input: DeliveryBranchInput): DeliveryQuote {
  if (!(input.basketTotal > 0)) return refused('EMPTY_BASKET');
  const point = coordinatesOf(input.address);
  if (!point) return refused('NO_COORDINATES');
  if (!input.branches.some((b) => b.isActive && !b.deleted && branchServes(b, 'DELIVERY') && covers(b, point, input.tariffs))) {
    return refused('OUTSIDE_SERVICE_AREA');
  }
  const candidates = branchesForBasket(input.branches, input.lines, { serviceType: 'DELIVERY', point, perBranch: input.perBranch });
  if (candidates.length === 0) return refused('NO_BRANCH');
  for (const candidate of candidates) {
    const branch = input.branches.find((b) => b.id === candidate.id)!;
    const quote = quoteDelivery({ basketTotal: input.basketTotal, address: point, branch, tariffs: input.tariffs });
    if (quote.ok) return quote;
  }
  return refused('DELIVERY_UNAVAILABLE');
}
