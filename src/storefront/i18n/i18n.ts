/**
 * The storefront's texts. Uzbek (the default) ships in the entry chunk; Russian and English
 * are separate chunks loaded before they are first shown, so a visitor downloads only the
 * languages the page renders in.
 */
import type { Language } from '#schemas/common';
import { uz, type Dictionary } from './dictionaries/uz.ts';
import { Translator } from './translator.ts';

type Join<K extends string, P extends string> = `${K}.${P}`;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T & string];
/** Every dotted key of the dictionaries, e.g. `menu.empty`. */
export type TranslationKey = Paths<Dictionary>;

export type I18n = Translator;

const loaders: Readonly<Record<Language, () => Promise<Dictionary>>> = {
  uz: async () => uz,
  ru: async () => (await import('./dictionaries/ru.ts')).ru,
  eng: async () => (await import('./dictionaries/eng.ts')).eng,
};

export const loadDictionary = (language: Language): Promise<Dictionary> => loaders[language]();

/** A translator rendering `language`, falling back to `fallback` for a missing text. */
export async function createI18n(language: Language, fallback: Language): Promise<I18n> {
  const [current, fallbackDictionary] = await Promise.all([
    loadDictionary(language),
    // Every dictionary has every key (a test checks it): the fallback is not fetched just in
    // case, only used when it is at hand.
    fallback === language || fallback === 'uz' ? loadDictionary(fallback) : Promise.resolve(null),
  ]);
  const resources: Record<string, Dictionary> = { [language]: current };
  if (fallbackDictionary) resources[fallback] = fallbackDictionary;
  return new Translator({ lng: language, fallbackLng: fallback, resources });
}

/** Loads the language's dictionary if needed, then renders in it. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language)) i18n.addResourceBundle(language, await loadDictionary(language));
  i18n.changeLanguage(language);
}
