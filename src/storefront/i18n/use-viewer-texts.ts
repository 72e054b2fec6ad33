/**
 * The viewer texts (`viewer.*`) travel with the code that shows them, not with every page
 * (i18n/screen-texts.ts).
 */
import { viewerUz } from './dictionaries/viewer/uz.ts';
import { viewerRu } from './dictionaries/viewer/ru.ts';
import { viewerEng } from './dictionaries/viewer/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const VIEWER = { uz: viewerUz, ru: viewerRu, eng: viewerEng } as const;

export function useViewerTexts(): void {
  useScreenTexts('viewer', VIEWER);
}
