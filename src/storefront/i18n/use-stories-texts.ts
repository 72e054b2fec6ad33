/**
 * The stories viewer's texts (`stories.*`) travel with the viewer, not with every page
 * (i18n/screen-texts.ts).
 */
import { storiesUz } from './dictionaries/stories/uz.ts';
import { storiesRu } from './dictionaries/stories/ru.ts';
import { storiesEng } from './dictionaries/stories/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const STORIES = { uz: storiesUz, ru: storiesRu, eng: storiesEng } as const;

export function useStoriesTexts(): void {
  useScreenTexts('stories', STORIES);
}
