import { languageSchema, type Language } from '#schemas/common';
/**
 * SPEC point 2, on every navigation: a first path segment ru or uz (those two only: eng is no
 * prefix) is stored as the language cookie and removed, and the visitor goes to the root; a
 * following segment 1 or 2 is stored as the page cookie. Null when the path has no such prefix.
 */
export interface PathPrefix {
  readonly language: 'uz' | 'ru';
  readonly page: '1' | '2' | null;
  readonly redirect: '/';
}

export function parsePathPrefix(pathname: string): PathPrefix | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first !== 'ru' && first !== 'uz') return null;
  const page = second === '1' || second === '2' ? second : null;
  return { language: first, page, redirect: '/' };
}

/**
 * The brand tabs' hand-over of the shopper's language to a brand of the group: each brand is its
 * own site, whose language cookie the tab cannot set, so the tab's link says `?lang=ru` and the
 * site that opens stores it as its language cookie and drops it from the address.
 */
export const LANGUAGE_PARAM = 'lang';

/** The tab's link to another brand's site, carrying the language the shopper reads. */
export function withLanguageParam(href: string, language: Language): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** A page address's language hand-over: the language, and the search without it; null when it has none (or none valid). */
export function languageParamOf(search: string): { readonly language: Language; readonly search: string } | null {
  const params = new URLSearchParams(search);
  const asked = languageSchema.safeParse(params.get(LANGUAGE_PARAM));
  if (!params.has(LANGUAGE_PARAM)) return null;
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return asked.success ? { language: asked.data, search: rest ? `?${rest}` : '' } : null;
}
