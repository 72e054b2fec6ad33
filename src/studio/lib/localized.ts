/** A localised name in the member's language, or the first one the brand wrote. */
import type { Language } from '#schemas/common';

export function nameIn(name: unknown, language: Language): string {
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const texts = name as Partial<Record<Language, string | null>>;
  return texts[language] || texts.uz || texts.ru || texts.eng || '';
}
