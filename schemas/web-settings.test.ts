import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MAIN_COLOR, DEFAULT_WEB_SETTINGS, WEB_SETTINGS_FIELDS, parseWebSettingsLenient, webSettingsShape } from './web-settings.ts';

describe('web settings defaults (SPEC point 9)', () => {
  it('a brand that sets nothing gets the documented defaults', () => {
    const { settings, replaced } = parseWebSettingsLenient({});
    expect(replaced).toEqual([]);
    expect(settings.mainColor).toBe(DEFAULT_MAIN_COLOR);
    expect(settings.mainColor).toBe('#FCE000');
    expect(settings.mapType).toBe('yandex');
    expect(settings.categoryView).toBe('MEDIUM');
    expect(settings.mainLanguage).toBe('ru');
    expect(settings.basketPosition).toBe('NAVIGATION_BAR');
    expect(settings.modificationViewType).toBe('NAME_ONLY');
    expect(settings).toEqual(DEFAULT_WEB_SETTINGS);
  });

  it('every field of the shape has a default, so parsing {} yields every field', () => {
    const keys = Object.keys(DEFAULT_WEB_SETTINGS);
    for (const field of WEB_SETTINGS_FIELDS) expect(keys).toContain(field);
  });
});

describe('lenient parsing keeps good fields, replaces bad ones and reports them', () => {
  it('replaces a bad flag and a bad colour by defaults and keeps the rest', () => {
    const { settings, replaced } = parseWebSettingsLenient({
      isDark: 'yes',
      mainColor: 'red',
      basketPosition: 'FLOATING_OVER_PRODUCT',
      title: 'Burger',
    });
    expect(settings.isDark).toBe(false);
    expect(settings.mainColor).toBe('#FCE000');
    expect(settings.basketPosition).toBe('FLOATING_OVER_PRODUCT');
    expect(settings.title).toEqual({ uz: 'Burger' }); // localised data: a plain string is the uz text (decision 024)
    expect(replaced.map((r) => r.field).sort()).toEqual(['isDark', 'mainColor']);
    expect(replaced.find((r) => r.field === 'mainColor')?.received).toBe('red');
  });

  it('keeps fields it does not know', () => {
    const { settings } = parseWebSettingsLenient({ futureFlag: 1 });
    expect((settings as Record<string, unknown>).futureFlag).toBe(1);
  });

  it('a non-object becomes all defaults and is reported once', () => {
    for (const raw of ['settings', 42, [1, 2], true]) {
      const { settings, replaced } = parseWebSettingsLenient(raw);
      expect(settings).toEqual(DEFAULT_WEB_SETTINGS);
      expect(replaced).toHaveLength(1);
    }
    expect(parseWebSettingsLenient(null).replaced).toEqual([]);
  });

  it('property: never throws, and every known field is valid for its schema', () => {
    const fieldValue = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object());
    const raw = fc.dictionary(fc.constantFrom(...WEB_SETTINGS_FIELDS, 'other'), fieldValue);
    fc.assert(
      fc.property(raw, (input) => {
        const { settings, replaced } = parseWebSettingsLenient(input);
        for (const field of WEB_SETTINGS_FIELDS) {
          expect(webSettingsShape[field].safeParse(settings[field]).success).toBe(true);
        }
        for (const r of replaced) expect(input).toHaveProperty(r.field);
      }),
      { numRuns: 300 },
    );
  });
});
