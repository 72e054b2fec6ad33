import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from '#schemas/common';
import { ORDER_MESSAGES, orderMessage, orderMessageText, placeholdersOf, type OrderMessageKey } from './order-messages.ts';

const NNBSP = '\u202F';
const NBSP = '\u00A0';
const KEYS = Object.keys(ORDER_MESSAGES) as OrderMessageKey[];

describe('order messages: one table per message in uz, ru and eng', () => {
  it("SPEC point 5 promo texts in Uzbek, exactly, but the minimum's typo (bo'shi: decision 023)", () => {
    expect(ORDER_MESSAGES.promoNotActive.uz).toBe('Promokod active emas!');
    expect(ORDER_MESSAGES.promoNotStarted.uz).toBe('Promokod boshlanish kuni hali kelmagan!');
    expect(ORDER_MESSAGES.promoExpired.uz).toBe("Promokod amal qilish muddatidan o'tgan!");
    // SPEC's sentence, then how much more to add.
    expect(ORDER_MESSAGES.promoMinPrice.uz).toBe("Mahsulot minimal narxi {minPrice} dan yuqori bo'lishi kerak. Yana {missing} dan ko'proq qo'shing.");
    expect(ORDER_MESSAGES.promoApplied.uz).toBe("Promokod muvaffaqiyatli qo'shildi.");
  });

  it('SPEC point 8 and point 4 texts in Uzbek, exactly', () => {
    expect(ORDER_MESSAGES.outsideServiceArea.uz).toBe('Xizmat hududidan tashqarida');
    expect(ORDER_MESSAGES.notEnoughStock.uz).toBe('Mahsulot soni yetarlicha emas!');
    expect(ORDER_MESSAGES.orderConfirmedTitle.uz).toBe('Tasdiqlandi');
    expect(ORDER_MESSAGES.orderConfirmed.uz).toBe('Buyurtmangiz tasdiqlandi');
  });

  it('every message has a non-empty text in each language, and the same placeholders in all three', () => {
    for (const key of KEYS) {
      const names = placeholdersOf(ORDER_MESSAGES[key].uz).sort();
      for (const language of LANGUAGES) {
        expect(ORDER_MESSAGES[key][language].trim(), `${key}.${language}`).not.toBe('');
        expect(placeholdersOf(ORDER_MESSAGES[key][language]).sort(), `${key}.${language}`).toEqual(names);
      }
    }
  });

  it('the Russian and English texts are translations, not copies of the Uzbek', () => {
    for (const key of KEYS) {
      expect(ORDER_MESSAGES[key].ru, key).not.toBe(ORDER_MESSAGES[key].uz);
      expect(ORDER_MESSAGES[key].ru, key).toMatch(/[а-яё]/i);
    }
  });

  it('fills the minimum price in, written as a price in each language', () => {
    const p = { key: 'promoMinPrice' as const, values: { minPrice: 100_000, missing: 35_000 } };
    expect(orderMessageText(p, 'uz')).toBe(
      `Mahsulot minimal narxi 100${NNBSP}000${NBSP}so'm dan yuqori bo'lishi kerak. Yana 35${NNBSP}000${NBSP}so'm dan ko'proq qo'shing.`,
    );
    expect(orderMessageText(p, 'ru')).toBe(
      `Сумма товаров должна быть больше 100${NNBSP}000${NBSP}сум. Добавьте товаров больше чем на 35${NNBSP}000${NBSP}сум.`,
    );
    expect(orderMessage(p).eng).toBe(`The product total must be above 100${NNBSP}000${NBSP}so'm. Add more than 35${NNBSP}000${NBSP}so'm.`);
  });

  it('a text without placeholders comes back as it is; a missing value stays visible as {name}', () => {
    expect(orderMessage({ key: 'outsideServiceArea' })).toEqual(ORDER_MESSAGES.outsideServiceArea);
    expect(orderMessageText({ key: 'promoMinPrice' }, 'uz')).toContain('{minPrice}');
  });

  it('property: with every value given, no placeholder is left in any language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 10_000_000 }), (key, amount) => {
        const values = Object.fromEntries(placeholdersOf(ORDER_MESSAGES[key].uz).map((n) => [n, amount]));
        for (const text of Object.values(orderMessage({ key, values }))) expect(text).not.toMatch(/\{\w+\}/);
      }),
    );
  });
});
