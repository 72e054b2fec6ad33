/** The check of MAP_TILE_URL at the server's start (schemas/map-config.ts carries the result to pages). */
import * as z from 'zod/mini';

/**
 * A Leaflet tile URL template: http(s), with the {z}, {x} and {y} it fills in (an optional {s}
 * names a sub-domain). Anything else would draw an empty grey map.
 */
export const tileUrlSchema = z.string().check(
  z.regex(/^https?:\/\/[^\s"'<>]+$/, { error: 'expected an http(s) URL' }),
  z.refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), { error: 'expected a tile URL template with {z}, {x} and {y}' }),
);
