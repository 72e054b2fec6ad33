import type { Language, LocalizedText } from '#schemas/common';

/**
 * The text of a localised value: the asked language, then the fallback language, then any
 * non-empty translation (uz, ru, eng order), else ''. A brand that filled one language only
 * still shows text in every language.
 */
export function pickText(text: LocalizedText | null | undefined, language: Language, fallback: Language = 'ru'): string {
  if (!text) return '';
  const candidates = [text[language], text[fallback], text.uz, text.ru, text.eng];
  for (const candidate of candidates) if (candidate && candidate.trim()) return candidate;
  return '';
}
