/**
 * The page title of a brand. A module of its own, apart from theme.ts: only the layout engine
 * reads it, so it travels in the engine's chunk, not in every page's first load (decision 009).
 */
import type { Language, LocalizedText } from '#schemas/common';
import { pickText } from './localized.ts';

/** The generic title when the brand names none (SPEC point 9). */
export const GENERIC_TITLE = 'Online menu';

/**
 * The page title of a brand in a language: its title, else its brand name, else the generic
 * title. Both are localised data (decision 024): the asked language, then the main language.
 */
export function brandTitle(
  settings: { readonly title?: LocalizedText | string | null; readonly brand?: LocalizedText | string | null },
  language: Language,
  fallback: Language,
): string {
  return pickText(settings.title, language, fallback) || pickText(settings.brand, language, fallback) || GENERIC_TITLE;
}
