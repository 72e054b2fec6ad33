import { describe, expect, it } from 'vitest';
import { languageParamOf, parsePathPrefix, withLanguageParam } from './path-prefix.ts';

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

describe("the brand tabs' language hand-over", () => {
  it("a tab's link to another brand's site carries the shopper's language, its own search kept", () => {
    expect(withLanguageParam('https://pizza.example.uz/', 'ru')).toBe('https://pizza.example.uz/?lang=ru');
    expect(withLanguageParam('http://localhost:8080/?vendor=pizza', 'eng')).toBe('http://localhost:8080/?vendor=pizza&lang=eng');
  });

  it('the site that opens reads it and drops it from the address; an invalid one is dropped unread', () => {
    expect(languageParamOf('?lang=ru')).toEqual({ language: 'ru', search: '' });
    expect(languageParamOf('?vendor=pizza&lang=eng')).toEqual({ language: 'eng', search: '?vendor=pizza' });
    expect(languageParamOf('?lang=fr')).toBeNull();
    expect(languageParamOf('')).toBeNull();
    expect(languageParamOf('?vendor=pizza')).toBeNull();
  });
});
