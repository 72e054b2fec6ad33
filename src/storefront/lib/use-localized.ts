import { useCallback } from 'react';
import type { LocalizedText } from '#schemas/common';
import { pickText } from '#domain/localized';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from './app-context.tsx';

/** Picks a localised text of data (names, descriptions) in the current language, with the plan's fallback. */
export function useLocalized(): (text: LocalizedText | null | undefined) => string {
  const { language } = useT();
  const { fallback } = usePlan().languages;
  return useCallback((text) => pickText(text, language, fallback), [language, fallback]);
}
