/** The translation hooks: react-i18next's, typed with the dictionaries' keys. */
import { useTranslation } from 'react-i18next';
import type { Language } from '#schemas/common';
import type { I18n, TranslationKey } from './i18n.ts';

export type TOptions = Readonly<Record<string, unknown>>;
export type TFunction = (key: TranslationKey, values?: TOptions) => string;

export function useI18n(): I18n {
  return useTranslation().i18n;
}

/** `t` of the current language (a new one per language) and the language itself. */
export function useT(): { t: TFunction; language: Language } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as TFunction, language: i18n.language as Language };
}

/** A translation key that arrives as data (the layout plan's labelKey). */
export const asKey = (key: string) => key as TranslationKey;
