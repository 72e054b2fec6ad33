import { LANGUAGES, type Language } from '#schemas/common';

/** SPEC point 9: the default language, and the default main-language fallback. */
export const DEFAULT_LANGUAGE: Language = 'uz';
export const DEFAULT_FALLBACK_LANGUAGE: Language = 'ru';

/**
 * The language to render: the asked one when the brand offers it, else the brand's fallback
 * when offered, else the first offered. `offered` is never empty in a plan; an empty list
 * answers the fallback.
 */
export function resolveLanguage(input: { asked: Language | null | undefined; offered: readonly Language[]; fallback: Language }): Language {
  const { asked, offered, fallback } = input;
  if (asked && offered.includes(asked)) return asked;
  if (offered.includes(DEFAULT_LANGUAGE) && !asked) return DEFAULT_LANGUAGE;
  if (offered.includes(fallback)) return fallback;
  return offered[0] ?? fallback;
}

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The languages a brand offers (its enabled flags, in uz, ru, eng order; the main language
 * when it enables none) and its fallback: the main language when offered, else the first.
 */
export function brandLanguages(flags: { uzLangActive: boolean; ruLangActive: boolean; engLangActive: boolean; mainLanguage: Language }): {
  offered: Language[];
  fallback: Language;
} {
  const enabled = (
    [
      ['uz', flags.uzLangActive],
      ['ru', flags.ruLangActive],
      ['eng', flags.engLangActive],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([language]) => language as Language);
  const offered = enabled.length > 0 ? enabled : [flags.mainLanguage];
  return { offered, fallback: offered.includes(flags.mainLanguage) ? flags.mainLanguage : offered[0]! };
}
