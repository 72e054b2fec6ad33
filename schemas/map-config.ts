/**
 * The map settings the server hands every page (schemas/page.ts `maps`): which tiles a Leaflet
 * map draws. The tile server is the site's choice, not a brand's (README, Environment:
 * MAP_TILE_URL), so it comes from the server's environment, checked once at start.
 */
import * as z from 'zod/mini';

/** OpenStreetMap's own tiles: fine for a demo; production names its tile provider (INTEGRATIONS.md, Maps). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * As the page carries it: the server checked the template when it started (tile-url.ts), so the
 * page's first load holds no check of it.
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  /** Credit the tile provider asks for, shown in the map's corner. */
  tileAttribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const DEFAULT_MAP_CONFIG: MapConfig = { tileUrl: DEFAULT_TILE_URL, tileAttribution: DEFAULT_TILE_ATTRIBUTION };

/** The origin tiles come from (`http://127.0.0.1:8081`), for the pages' Content-Security-Policy. */
export function tileOrigin(tileUrl: string): string {
  // `{s}` and the other placeholders are not valid host characters: a sample fills them first.
  const sample = tileUrl.replace('{s}', 'a').replace(/\{[a-z]+\}/gi, '0');
  return new URL(sample).origin;
}

/**
 * What a page of a Yandex brand lets the Yandex Maps JS API v3 load (Yandex's CSP guide): its
 * script and modules (which evaluate code), their stylesheets, and the tiles and data they fetch.
 * Only pages of brands whose plan picks Yandex carry it.
 */
export const YANDEX_MAPS_CSP = {
  script: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net', "'unsafe-eval'"],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  connect: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net'],
} as const;
