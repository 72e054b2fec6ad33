/**
 * Which map a screen draws. The brand's plan picks Yandex Maps (YANDEX, LAMENU_YANDEX) or Leaflet
 * (LEAFLET); a Yandex map needs the API loaded, and while it loads the screen keeps its
 * placeholder. When Yandex cannot load (no key, the script blocked or unreachable) the screen
 * draws Leaflet instead: a shopper always gets a map, never a blank.
 */
import type { LoaderStatus } from './yandex-loader.ts';

export type PlannedMap = 'yandex' | 'leaflet';
export type DrawnMap = 'yandex' | 'leaflet' | 'waiting';

export function mapToDraw(planned: PlannedMap, yandex: LoaderStatus): DrawnMap {
  if (planned === 'leaflet') return 'leaflet';
  if (yandex === 'loaded') return 'yandex';
  if (yandex === 'error') return 'leaflet';
  return 'waiting';
}
