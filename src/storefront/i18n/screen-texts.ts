/**
 * Texts that travel with the screens that use them, not with every page: a screen's chunk holds
 * its namespace in the three languages, and the screen calls `useScreenTexts` first, which adds
 * the texts of the page's languages (the current one and its fallbacks) to the page's i18next
 * instance the first time they are needed. The same on the server and in the browser, so both
 * render the same words. The namespaces' types are listed in i18n.ts (`ScreenDictionaries`), so
 * `t` checks their keys like any other.
 */
import type { Language } from '#schemas/common';
import { useI18n, useT } from './use-t.ts';

export function useScreenTexts(namespace: string, texts: Readonly<Record<Language, object>>): void {
  const i18n = useI18n();
  // Read so a language change renders the screen again, with that language's texts added.
  useT();
  for (const language of i18n.languages ?? []) {
    const bundle = texts[language as Language];
    // Idempotent: the texts are added once per language and instance, before any `t` reads them.
    if (bundle && i18n.getResource(language, 'translation', namespace) === undefined) {
      i18n.addResourceBundle(language, 'translation', { [namespace]: bundle }, true, false);
    }
  }
}
