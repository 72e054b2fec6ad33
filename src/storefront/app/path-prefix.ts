/**
 * SPEC point 2, on every navigation: a first path segment ru or uz becomes the language
 * cookie, a following 1 or 2 the page cookie, and the visitor goes to the root. The rule
 * itself is #domain/path-prefix; this applies its answer to the cookies.
 */
import { parsePathPrefix } from '#domain/path-prefix';
import { COOKIE, writeCookie } from '../lib/cookies.ts';

export interface PathPrefix {
  readonly language: string | null;
  readonly page: string | null;
  readonly redirect: string;
}

export function readPathPrefix(pathname: string): PathPrefix | null {
  return parsePathPrefix(pathname);
}

/** Stores what the prefix says; answers the path to go to, or null without a prefix. */
export function applyPathPrefix(pathname: string): string | null {
  const prefix = readPathPrefix(pathname);
  if (!prefix) return null;
  if (prefix.language) writeCookie(COOKIE.language, prefix.language);
  if (prefix.page) writeCookie(COOKIE.page, prefix.page);
  return prefix.redirect;
}
