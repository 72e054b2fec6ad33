/**
 * A map point and a way back in a page's search (`?lat=&lng=&back=`): how the delivery map hands
 * its point to the new-address form, and how either knows where to return. Checked like any input
 * from outside: a bad value is no point, a foreign `back` is none.
 */
import { latitudeSchema, longitudeSchema } from '#schemas/common';
import type { Point } from '#domain/geo';

/** A point named by the page's `lat` and `lng` (a point to start from, or the one to go on with); else null. */
export function pointOfParams(params: URLSearchParams): Point | null {
  const latitude = latitudeSchema.safeParse(Number(params.get('lat') ?? NaN));
  const longitude = longitudeSchema.safeParse(Number(params.get('lng') ?? NaN));
  return latitude.success && longitude.success && params.get('lat') && params.get('lng') ? { latitude: latitude.data, longitude: longitude.data } : null;
}

/** `lat` and `lng` of a point as the new-address form reads them, with where it returns to. */
export function pointParams(point: Point, back: string | null): string {
  const query = new URLSearchParams({ lat: point.latitude.toFixed(6), lng: point.longitude.toFixed(6) });
  if (back) query.set('back', back);
  return query.toString();
}

/** A `back` path of this site, else null. */
export function safeBack(params: URLSearchParams): string | null {
  const back = params.get('back');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : null;
}
