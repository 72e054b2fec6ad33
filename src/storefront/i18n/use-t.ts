/** The translation hook: texts of the app's translator, re-rendered when the language changes. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Language } from '#schemas/common';
import type { I18n, TranslationKey } from './i18n.ts';
import type { TOptions } from './translator.ts';

export const I18nContext = createContext<I18n | null>(null);

export type TFunction = (key: TranslationKey, values?: TOptions) => string;

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nContext provider');
  return i18n;
}

export function useT(): { t: TFunction; language: Language } {
  const i18n = useI18n();
  const language = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
  ) as Language;
  // `language` is a dependency on purpose: a new `t` per language re-renders memoised users.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback<TFunction>((key, values) => i18n.t(key, values), [i18n, language]);
  return { t, language };
}

/** A translation key that arrives as data (the layout plan's labelKey). */
export const asKey = (key: string) => key as TranslationKey;
