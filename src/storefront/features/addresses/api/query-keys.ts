import type { Point } from '#domain/geo';

/** The addresses feature's query keys: the shopper's saved addresses, and whether a point is delivered to. */
export const addressesKeys = {
  saved: ['addresses'] as const,
  /** A point rounded by the caller, so the same spot is one query. */
  deliveryPoint: (point: Point | null) => ['delivery-point', point?.latitude ?? null, point?.longitude ?? null] as const,
};
