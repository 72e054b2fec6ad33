/**
 * Text matching for search: case-insensitive, Unicode-normalised, and with the Uzbek apostrophe
 * written any way (ʻ ʼ ' ` ‘ ’ all mean the same letter mark in o‘ and g‘).
 */
import type { LocalizedText } from '#schemas/common';

const APOSTROPHES = /[ʻʼ'`‘’´]/g;

export function normaliseSearchText(value: string): string {
  return value.normalize('NFKC').toLocaleLowerCase('en-US').replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
}

/** Whether any language of `text` contains the (already normalised) query. */
export function matchesLocalized(text: LocalizedText | null | undefined, normalisedQuery: string): boolean {
  if (!text || !normalisedQuery) return false;
  return [text.uz, text.ru, text.eng].some((value) => value !== undefined && normaliseSearchText(value).includes(normalisedQuery));
}
