/**
 * The translator: the part of i18next the storefront uses, in a few hundred bytes. i18next
 * itself is about 15 KB gzip, more than the first route can afford inside its 120 KB budget
 * next to React, the router, react-query and the schemas (measured with `vite build`).
 *
 * Compatible on purpose, so moving to i18next is a change of this file only: nested keys
 * (`menu.empty`), `{{name}}` interpolation, a fallback language, plural keys with the
 * i18next v4 suffixes (`key_one`, `key_few`, `key_many`, `key_other`) chosen by
 * Intl.PluralRules, and a `languageChanged` event.
 */
export type TOptions = Readonly<Record<string, unknown>>;
type Resource = { readonly [key: string]: string | Resource };
type Listener = (language: string) => void;

export interface TranslatorOptions {
  readonly lng: string;
  readonly fallbackLng: string;
  /** Dictionaries by language. */
  readonly resources: Readonly<Record<string, Resource>>;
}

/** Intl tags of the storefront's language codes (the wire spells English `eng`). */
const INTL_TAG: Readonly<Record<string, string>> = { eng: 'en' };

export class Translator {
  language: string;
  readonly fallbackLng: string;
  private readonly resources = new Map<string, Resource>();
  private readonly listeners = new Set<Listener>();

  constructor({ lng, fallbackLng, resources }: TranslatorOptions) {
    this.language = lng;
    this.fallbackLng = fallbackLng;
    for (const [language, resource] of Object.entries(resources)) this.resources.set(language, resource);
  }

  hasResourceBundle(language: string): boolean {
    return this.resources.has(language);
  }

  addResourceBundle(language: string, resource: Resource): void {
    this.resources.set(language, resource);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.listeners.forEach((listener) => listener(language));
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** The text of `key` in the current language, else the fallback's, else the key itself. */
  t(key: string, values: TOptions = {}): string {
    const text = this.lookup(this.language, key, values) ?? this.lookup(this.fallbackLng, key, values) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (values[name] === undefined ? '' : String(values[name])));
  }

  private lookup(language: string, key: string, values: TOptions): string | undefined {
    let node: string | Resource | undefined = this.resources.get(language);
    const parts = key.split('.');
    const last = parts.pop()!;
    for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'object') return undefined;
    if (typeof values.count === 'number') {
      const form = new Intl.PluralRules(INTL_TAG[language] ?? language).select(values.count);
      const plural = node[`${last}_${form}`] ?? node[`${last}_other`];
      if (typeof plural === 'string') return plural;
    }
    const found = node[last];
    return typeof found === 'string' ? found : undefined;
  }
}
