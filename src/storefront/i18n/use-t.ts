/**
 * The translation hooks. react-i18next's useTranslation runs once, at the top of the app
 * (TextsProvider), and the screens read its `t` from a context: the hook wraps the i18next
 * instance anew in every component that calls it, which on a menu of a hundred cards costs more
 * than rendering them.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#schemas/common';
import type { I18n, TranslationKey } from './i18n.ts';

export type TOptions = Readonly<Record<string, unknown>>;
export type TFunction = (key: TranslationKey, values?: TOptions) => string;

interface Texts {
  readonly t: TFunction;
  readonly language: Language;
  readonly i18n: I18n;
}

const TextsContext = createContext<Texts | null>(null);

/** Provides `t` of the current language; re-renders what reads it when the language changes. */
export function TextsProvider({ children }: { readonly children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const value = useMemo<Texts>(() => ({ t: t as unknown as TFunction, language, i18n }), [t, language, i18n]);
  return createElement(TextsContext.Provider, { value }, children);
}

function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useT is used outside TextsProvider');
  return texts;
}

export function useI18n(): I18n {
  return useTexts().i18n;
}

/** `t` of the current language (a new one per language) and the language itself. */
export function useT(): { t: TFunction; language: Language } {
  const { t, language } = useTexts();
  return { t, language };
}

/** A translation key that arrives as data (the layout plan's labelKey). */
export const asKey = (key: string) => key as TranslationKey;
