import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, type Language } from '#schemas/common';
import { DEFAULT_FALLBACK_LANGUAGE, DEFAULT_LANGUAGE, brandLanguages, isLanguage, resolveLanguage } from './language.ts';

const languageArb = fc.constantFrom<Language>(...LANGUAGES);
const offeredArb = fc.subarray([...LANGUAGES], { minLength: 1 });

describe('language constants (SPEC point 9: default uz; main-language fallback default ru)', () => {
  it('the default language is uz and the default fallback is ru', () => {
    expect(DEFAULT_LANGUAGE).toBe('uz');
    expect(DEFAULT_FALLBACK_LANGUAGE).toBe('ru');
  });

  it('isLanguage accepts uz, ru, eng only (SPEC point 1)', () => {
    expect(['uz', 'ru', 'eng'].every(isLanguage)).toBe(true);
    for (const other of ['en', 'UZ', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });
});

describe('resolveLanguage: the language to render', () => {
  it('the asked language when the brand offers it', () => {
    expect(resolveLanguage({ asked: 'eng', offered: ['uz', 'ru', 'eng'], fallback: 'ru' })).toBe('eng');
    expect(resolveLanguage({ asked: 'ru', offered: ['uz', 'ru'], fallback: 'uz' })).toBe('ru');
  });

  it('nothing asked: uz, the default language, when offered (SPEC point 9)', () => {
    expect(resolveLanguage({ asked: null, offered: ['uz', 'ru'], fallback: 'ru' })).toBe('uz');
    expect(resolveLanguage({ asked: undefined, offered: ['ru', 'eng'], fallback: 'eng' })).toBe('eng');
  });

  it('an asked language the brand does not offer falls back to the main language', () => {
    expect(resolveLanguage({ asked: 'eng', offered: ['uz', 'ru'], fallback: 'ru' })).toBe('ru');
  });

  it('a fallback the brand does not offer gives way to the first offered language', () => {
    expect(resolveLanguage({ asked: 'eng', offered: ['ru'], fallback: 'uz' })).toBe('ru');
  });

  it('property: always an offered language; the asked one whenever offered', () => {
    fc.assert(
      fc.property(fc.option(languageArb, { nil: null }), offeredArb, languageArb, (asked, offered, fallback) => {
        const language = resolveLanguage({ asked, offered, fallback });
        expect(offered).toContain(language);
        if (asked && offered.includes(asked)) expect(language).toBe(asked);
      }),
    );
  });
});

describe('brandLanguages: offered languages are those the brand enables (SPEC points 1, 3: uz/ru/engLangActive)', () => {
  const flags = (uz: boolean, ru: boolean, eng: boolean, mainLanguage: Language = 'ru') => ({
    uzLangActive: uz,
    ruLangActive: ru,
    engLangActive: eng,
    mainLanguage,
  });

  it('offers the enabled languages in the order uz, ru, eng', () => {
    expect(brandLanguages(flags(true, true, true)).offered).toEqual(['uz', 'ru', 'eng']);
    expect(brandLanguages(flags(false, true, true)).offered).toEqual(['ru', 'eng']);
    expect(brandLanguages(flags(true, false, false)).offered).toEqual(['uz']);
  });

  it('the fallback is the main language when offered, else the first offered', () => {
    expect(brandLanguages(flags(true, true, false, 'ru')).fallback).toBe('ru');
    expect(brandLanguages(flags(true, true, true, 'eng')).fallback).toBe('eng');
    expect(brandLanguages(flags(true, false, true, 'ru')).fallback).toBe('uz');
  });

  it('a brand that enables none offers its main language alone', () => {
    expect(brandLanguages(flags(false, false, false, 'eng'))).toEqual({ offered: ['eng'], fallback: 'eng' });
  });

  it('property: never empty, only enabled languages (when any), fallback among them', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), languageArb, (uz, ru, eng, main) => {
        const { offered, fallback } = brandLanguages(flags(uz, ru, eng, main));
        const enabled = LANGUAGES.filter((_, i) => [uz, ru, eng][i]);
        expect(offered.length).toBeGreaterThan(0);
        expect(offered).toEqual(enabled.length > 0 ? enabled : [main]);
        expect(offered).toContain(fallback);
        if (offered.includes(main)) expect(fallback).toBe(main);
      }),
    );
  });
});
