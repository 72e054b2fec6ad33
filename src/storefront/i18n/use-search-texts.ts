/**
 * The search screen's texts (`search.*`) travel with the screens that show them, not with every page
 * (i18n/screen-texts.ts): each of them calls this first.
 */
import { searchUz } from './dictionaries/search/uz.ts';
import { searchRu } from './dictionaries/search/ru.ts';
import { searchEng } from './dictionaries/search/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const SEARCH = { uz: searchUz, ru: searchRu, eng: searchEng } as const;

export function useSearchTexts(): void {
  useScreenTexts('search', SEARCH);
}
