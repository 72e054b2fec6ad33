/**
 * The studio's texts through i18next, as the storefront has them: Uzbek ships with the page,
 * Russian and English load before they are first shown. The language the merchant picks is
 * kept in localStorage.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageSchema, type Language } from '#schemas/common';
import { uz, type StudioDictionary } from './uz.ts';

type Join<K extends string, P extends string> = `${K}.${P}`;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T & string];
export type StudioKey = Paths<StudioDictionary>;

const LANGUAGE_KEY = 'studio-language';

const loaders: Readonly<Record<Language, () => Promise<StudioDictionary>>> = {
  uz: async () => uz,
  ru: async () => (await import('./ru.ts')).ru,
  eng: async () => (await import('./eng.ts')).eng,
};

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(globalThis.localStorage?.getItem(LANGUAGE_KEY));
  return parsed.success ? parsed.data : 'uz';
}

export async function createStudioI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'uz',
    resources: { uz: { translation: uz }, [language]: { translation: await loaders[language]() } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export async function switchStudioLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) instance.addResourceBundle(language, 'translation', await loaders[language]());
  await instance.changeLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language === 'eng' ? 'en' : language;
}

/** The locale of dates and numbers in each language. */
export const LOCALES: Readonly<Record<Language, string>> = { uz: 'uz-UZ', ru: 'ru-RU', eng: 'en-GB' };

/** The studio's texts: `t('settings.publish')`, keys typed; `date` words a time in the member's language. */
export function useStudioT() {
  const { t, i18n: instance } = useTranslation();
  const language = languageSchema.safeParse(instance.language).data ?? 'uz';
  return {
    t: (key: StudioKey, values?: Record<string, string | number>) => t(key, values ?? {}) as string,
    language,
    date: (iso: string) => new Date(iso).toLocaleString(LOCALES[language], { dateStyle: 'short', timeStyle: 'short' }),
    i18n: instance,
  };
}
