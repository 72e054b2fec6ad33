/**
 * The map screens' texts (`maps.*`) travel with those screens, not with every page
 * (i18n/screen-texts.ts): each of them calls this first.
 */
import { mapsUz } from './dictionaries/maps/uz.ts';
import { mapsRu } from './dictionaries/maps/ru.ts';
import { mapsEng } from './dictionaries/maps/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const MAPS = { uz: mapsUz, ru: mapsRu, eng: mapsEng } as const;

export function useMapsTexts(): void {
  useScreenTexts('maps', MAPS);
}
