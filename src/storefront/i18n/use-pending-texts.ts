/**
 * The texts of screens not opened yet (`pending.*`) travel with the screens that show them, not with every page
 * (i18n/screen-texts.ts): each of them calls this first.
 */
import { pendingUz } from './dictionaries/pending/uz.ts';
import { pendingRu } from './dictionaries/pending/ru.ts';
import { pendingEng } from './dictionaries/pending/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const PENDING = { uz: pendingUz, ru: pendingRu, eng: pendingEng } as const;

export function usePendingTexts(): void {
  useScreenTexts('pending', PENDING);
}
