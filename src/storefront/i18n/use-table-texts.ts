/**
 * The table texts (`table.*`) travel with the code that shows them, not with every page
 * (i18n/screen-texts.ts).
 */
import { tableUz } from './dictionaries/table/uz.ts';
import { tableRu } from './dictionaries/table/ru.ts';
import { tableEng } from './dictionaries/table/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const TABLE = { uz: tableUz, ru: tableRu, eng: tableEng } as const;

export function useTableTexts(): void {
  useScreenTexts('table', TABLE);
}
