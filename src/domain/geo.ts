import type { Branch } from '#schemas/entities';
import type { ServiceType } from '#schemas/common';

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

/** SPEC point 9: the default map centre, near Tashkent. */
export const DEFAULT_MAP_CENTER: Point = { latitude: 41.32, longitude: 69.24 };

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in whole metres. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** Whether a branch serves a service type (its settings; no settings means it serves all). */
export function branchServes(branch: Branch, serviceType: ServiceType): boolean {
  const s = branch.settings;
  if (!s) return true;
  switch (serviceType) {
    case 'DELIVERY':
      return s.deliveryEnabled;
    case 'PICK_UP':
      return s.pickupEnabled;
    case 'DINE_IN':
      return s.dineinEnabled;
    case 'EXPRESS_24':
      return s.expressEnabled;
    case 'YANDEX_EATS':
      return s.yandexEnabled;
  }
}

/**
 * The closest active, not deleted branch to a point, with `distance` set in metres; only
 * branches serving `serviceType` when one is given. Null when none qualifies.
 */
export function closestBranch(
  branches: readonly Branch[],
  point: Point,
  options: { serviceType?: ServiceType | null } = {},
): (Branch & { distance: number }) | null {
  let best: (Branch & { distance: number }) | null = null;
  for (const branch of branches) {
    if (!branch.isActive || branch.deleted) continue;
    if (options.serviceType && !branchServes(branch, options.serviceType)) continue;
    const distance = distanceMeters(point, branch);
    if (!best || distance < best.distance || (distance === best.distance && branch.id < best.id)) {
      best = { ...branch, distance };
    }
  }
  return best;
}
