/**
 * The sign-in and profile screens' texts (`account.*`) travel with those screens, not with every
 * page: each of them calls this first, and it adds the texts of the page's languages (the current
 * one and its fallbacks) to the page's i18next instance the first time they are needed. The
 * same on the server and in the browser, so both render the same words.
 */
import type { Language } from '#schemas/common';
import type { AccountDictionary } from './dictionaries/account/uz.ts';
import { accountUz } from './dictionaries/account/uz.ts';
import { accountRu } from './dictionaries/account/ru.ts';
import { accountEng } from './dictionaries/account/eng.ts';
import { useI18n, useT } from './use-t.ts';

const ACCOUNT: Readonly<Record<Language, AccountDictionary>> = { uz: accountUz, ru: accountRu, eng: accountEng };

export function useAccountTexts(): void {
  const i18n = useI18n();
  // Read so a language change renders the screen again, with that language's texts added.
  useT();
  for (const language of i18n.languages ?? []) {
    const texts = ACCOUNT[language as Language];
    // Idempotent: the texts are added once per language and instance, before any `t` reads them.
    if (texts && i18n.getResource(language, 'translation', 'account') === undefined) {
      i18n.addResourceBundle(language, 'translation', { account: texts }, true, false);
    }
  }
}
