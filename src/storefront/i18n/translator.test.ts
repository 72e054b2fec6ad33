import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const resources = {
  uz: { menu: { empty: "Menyu bo'sh" }, search: { found: '{{count}} ta topildi' } },
  ru: {
    menu: { empty: 'Меню пусто', only: 'Только по-русски' },
    search: { found_one: 'Найден {{count}} товар', found_few: 'Найдено {{count}} товара', found_many: 'Найдено {{count}} товаров', found_other: 'Найдено {{count}}' },
    hello: 'Привет, {{ name }}!',
  },
};

describe('translator (the i18next subset the storefront uses)', () => {
  it('reads nested keys in the current language and interpolates values', () => {
    const i18n = new Translator({ lng: 'ru', fallbackLng: 'uz', resources });
    expect(i18n.t('menu.empty')).toBe('Меню пусто');
    expect(i18n.t('hello', { name: 'Aziz' })).toBe('Привет, Aziz!');
  });

  it('falls back to the fallback language, then to the key', () => {
    const i18n = new Translator({ lng: 'uz', fallbackLng: 'ru', resources });
    expect(i18n.t('menu.only')).toBe('Только по-русски');
    expect(i18n.t('menu.missing')).toBe('menu.missing');
  });

  it('chooses plural forms by the language rules (i18next v4 suffixes)', () => {
    const i18n = new Translator({ lng: 'ru', fallbackLng: 'uz', resources });
    expect(i18n.t('search.found', { count: 1 })).toBe('Найден 1 товар');
    expect(i18n.t('search.found', { count: 3 })).toBe('Найдено 3 товара');
    expect(i18n.t('search.found', { count: 11 })).toBe('Найдено 11 товаров');
    i18n.changeLanguage('uz');
    expect(i18n.t('search.found', { count: 5 })).toBe('5 ta topildi');
  });

  it('tells listeners when the language changes, once per change', () => {
    const i18n = new Translator({ lng: 'uz', fallbackLng: 'ru', resources });
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    i18n.changeLanguage('ru');
    i18n.changeLanguage('ru');
    i18n.off('languageChanged', listener);
    i18n.changeLanguage('uz');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('ru');
  });
});
