import type { Language, LocalizedText } from '#schemas/common';

/**
 * The text of a localised value, trimmed: the asked language, then the fallback language, then any
 * non-empty translation (uz, ru, eng order), else ''. A brand that filled one language only
 * still shows text in every language. A plain string (data stored before it was localised,
 * decision 024) is that text in every language.
 */
export function pickText(text: LocalizedText | string | null | undefined, language: Language, fallback: Language = 'ru'): string {
  const candidates = typeof text == 'string' ? [text] : text ? [text[language], text[fallback], text.uz, text.ru, text.eng] : [];
  for (const candidate of candidates) if (candidate?.trim()) return candidate.trim();
  return '';
}
