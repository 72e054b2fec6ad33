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
