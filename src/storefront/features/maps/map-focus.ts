/** Where a map opens when it shows several points: the rule of both map implementations. */
import { distanceMeters } from '#domain/geo';
import type { MapPoint } from './map-types.ts';

/** Markers this close to each other are one place (a city) to show together. */
const PLACE_RADIUS_M = 40_000;

/**
 * The markers around the one with the most others near it: a brand with branches in two cities
 * opens on the city where most are, not on a country-wide view where they overlap. The others are
 * a zoom out away, and listed beside the map.
 */
export function densest<T extends MapPoint>(markers: readonly T[]): readonly T[] {
  const near = (a: MapPoint) => markers.filter((b) => distanceMeters(a, b) <= PLACE_RADIUS_M);
  let best: readonly T[] = markers;
  let bestCount = 0;
  for (const marker of markers) {
    const around = near(marker);
    if (around.length > bestCount) [best, bestCount] = [around, around.length];
  }
  return best;
}
