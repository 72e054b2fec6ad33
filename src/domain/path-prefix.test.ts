import { describe, expect, it } from 'vitest';
import { parsePathPrefix } from './path-prefix.ts';

describe('path prefix on every navigation (SPEC point 2)', () => {
  it('a first segment ru or uz becomes the language cookie, and the visitor goes to the root', () => {
    expect(parsePathPrefix('/ru')).toEqual({ language: 'ru', page: null, redirect: '/' });
    expect(parsePathPrefix('/uz/')).toEqual({ language: 'uz', page: null, redirect: '/' });
    expect(parsePathPrefix('/ru/about')).toEqual({ language: 'ru', page: null, redirect: '/' });
  });

  it('a following segment 1 or 2 becomes the page cookie', () => {
    expect(parsePathPrefix('/uz/1')).toEqual({ language: 'uz', page: '1', redirect: '/' });
    expect(parsePathPrefix('/ru/2')).toEqual({ language: 'ru', page: '2', redirect: '/' });
    expect(parsePathPrefix('/ru/3')).toEqual({ language: 'ru', page: null, redirect: '/' });
    expect(parsePathPrefix('/ru/12')).toEqual({ language: 'ru', page: null, redirect: '/' });
  });

  it('eng is no prefix: SPEC point 2 names ru and uz only', () => {
    for (const path of ['/eng', '/eng/', '/eng/1', '/eng/about']) expect(parsePathPrefix(path), path).toBeNull();
  });

  it('a path without a language prefix has none (its own route decides)', () => {
    for (const path of ['/', '', '/about', '/product/12', '/1', '/2/ru', '/russia', '/RU', '/profile/ru']) {
      expect(parsePathPrefix(path)).toBeNull();
    }
  });
});
