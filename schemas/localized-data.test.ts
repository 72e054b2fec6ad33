import { describe, expect, it } from 'vitest';
import { localizedDataSchema } from './common.ts';
import { branchSchema } from './entities.ts';
import { parseWebSettingsLenient } from './web-settings.ts';

/** Decision 024: brand texts and branch addresses are localised data, and old plain strings still read. */
describe('localised brand data: a per-language object, or a plain string read as the main (uz) text', () => {
  it('a plain string becomes the uz text', () => {
    expect(localizedDataSchema.parse("Chilonzor tumani, Bunyodkor ko'chasi 5")).toEqual({ uz: "Chilonzor tumani, Bunyodkor ko'chasi 5" });
  });

  it('an object is kept as given (a missing ru is left to the display, which falls back to the main language: src/domain/localized.test.ts)', () => {
    expect(localizedDataSchema.parse({ uz: "Bunyodkor ko'chasi 5", eng: '5 Bunyodkor Street' })).toEqual({
      uz: "Bunyodkor ko'chasi 5",
      eng: '5 Bunyodkor Street',
    });
  });

  it('refuses what is neither', () => {
    expect(localizedDataSchema.safeParse(5).success).toBe(false);
    expect(localizedDataSchema.safeParse({ ru: 5 }).success).toBe(false);
  });

  it("a branch's address reads both forms", () => {
    const base = { id: 'b1', cityId: 'tashkent', merchantId: 'm1', name: { uz: 'Chilonzor' }, latitude: 41.3, longitude: 69.2 };
    expect(branchSchema.parse({ ...base, address: 'Bunyodkor 5' }).address).toEqual({ uz: 'Bunyodkor 5' });
    expect(branchSchema.parse({ ...base, address: { uz: 'Bunyodkor 5', ru: 'Бунёдкор 5' } }).address).toEqual({ uz: 'Bunyodkor 5', ru: 'Бунёдкор 5' });
    expect(branchSchema.parse(base).address).toBeUndefined();
  });

  it('the brand name, title and footer lines of the web settings read both forms, and nothing is reported', () => {
    const { settings, replaced } = parseWebSettingsLenient({
      brand: 'Olov Burger',
      title: { uz: 'Olov Burger — yetkazib berish', ru: 'Олов Бургер — доставка' },
      leftCopyWrite: '© 2026 Olov Burger',
      rightCopyWrite: null,
    });
    expect(replaced).toEqual([]);
    expect(settings.brand).toEqual({ uz: 'Olov Burger' });
    expect(settings.title).toEqual({ uz: 'Olov Burger — yetkazib berish', ru: 'Олов Бургер — доставка' });
    expect(settings.leftCopyWrite).toEqual({ uz: '© 2026 Olov Burger' });
    expect(settings.rightCopyWrite).toBeNull();
  });

  it('a title that is neither is replaced by the default and reported', () => {
    const { settings, replaced } = parseWebSettingsLenient({ title: 42 });
    expect(settings.title).toBeNull();
    expect(replaced.map((r) => r.field)).toEqual(['title']);
  });
});
