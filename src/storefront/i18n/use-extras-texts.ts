/**
 * The extra screens' texts (`extras.*`: favourites, promos, vacancies, reviews, allergens and the
 * menu filter) travel with the screens that show them, not with every page (i18n/screen-texts.ts).
 */
import { extrasUz } from './dictionaries/extras/uz.ts';
import { extrasRu } from './dictionaries/extras/ru.ts';
import { extrasEng } from './dictionaries/extras/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const EXTRAS = { uz: extrasUz, ru: extrasRu, eng: extrasEng } as const;

export function useExtrasTexts(): void {
  useScreenTexts('extras', EXTRAS);
}
