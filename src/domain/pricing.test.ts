import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, type Language } from '#schemas/common';
import { discounted, formatMoney, productPrice, unitPriceOf } from './pricing.ts';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

/** A discount percent as the wire may send it: 0-100 with up to two decimals. */
const percentArb = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const amountArb = fc.integer({ min: 0, max: 100_000_000 });

describe("discounted: a percent off an amount, in whole so'm (SPEC point 9: integer money, PERCENTAGE discounts)", () => {
  it('takes the percent off the amount', () => {
    expect(discounted(35_000, 10)).toBe(31_500);
    expect(discounted(1_000, 12.5)).toBe(875);
    expect(discounted(20_000, 0)).toBe(20_000);
    expect(discounted(20_000, 100)).toBe(0);
  });

  it("rounds half so'm up", () => {
    expect(discounted(5, 50)).toBe(3); // 2.5
    expect(discounted(3, 50)).toBe(2); // 1.5
    expect(discounted(1_001, 50)).toBe(501); // 500.5
    expect(discounted(999, 33.33)).toBe(666); // 666.0333
  });

  it('clamps a percent outside 0-100', () => {
    expect(discounted(10_000, -20)).toBe(10_000);
    expect(discounted(10_000, 150)).toBe(0);
  });

  it("property: an integer between 0 and the amount, within half a so'm of the exact value", () => {
    fc.assert(
      fc.property(amountArb, percentArb, (amount, percent) => {
        const price = discounted(amount, percent);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(amount);
        expect(Math.abs(price - (amount * (100 - percent)) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('property: a bigger discount never costs more', () => {
    fc.assert(
      fc.property(amountArb, percentArb, percentArb, (amount, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discounted(amount, high)).toBeLessThanOrEqual(discounted(amount, low));
      }),
    );
  });
});

describe('productPrice: discount per product, modifiers counted (SPEC point 9)', () => {
  it('no discount: the amount, with no old price', () => {
    expect(productPrice({ amount: 25_000 })).toEqual({ price: 25_000, oldPrice: null });
    expect(productPrice({ amount: 25_000, discount: 0 })).toEqual({ price: 25_000, oldPrice: null });
    expect(productPrice({ amount: 25_000, discount: null })).toEqual({ price: 25_000, oldPrice: null });
  });

  it('a discount gives the discounted price and the old price', () => {
    expect(productPrice({ amount: 40_000, discount: 25 })).toEqual({ price: 30_000, oldPrice: 40_000 });
  });

  it('modifier prices add to the amount before the discount is taken', () => {
    expect(productPrice({ amount: 30_000 }, [5_000, 3_000])).toEqual({ price: 38_000, oldPrice: null });
    expect(productPrice({ amount: 30_000, discount: 10 }, [5_000, 5_000])).toEqual({ price: 36_000, oldPrice: 40_000 });
  });

  it("property: integer so'm, never negative, never above the undiscounted price", () => {
    fc.assert(
      fc.property(amountArb, percentArb, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }), (amount, discount, modifiers) => {
        const { price, oldPrice } = productPrice({ amount, discount }, modifiers);
        const base = amount + modifiers.reduce((s, m) => s + m, 0);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(base);
        if (discount > 0) expect(oldPrice).toBe(base);
        else expect(oldPrice).toBeNull();
      }),
    );
  });
});

describe("formatMoney: integer so'm shown with grouped digits", () => {
  it('groups thousands with a narrow no-break space and names the currency per language', () => {
    expect(formatMoney(35_000, 'uz')).toBe(`35${NNBSP}000${NBSP}so'm`);
    expect(formatMoney(35_000, 'eng')).toBe(`35${NNBSP}000${NBSP}so'm`);
    expect(formatMoney(1_234_567, 'ru')).toBe(`1${NNBSP}234${NNBSP}567${NBSP}сум`);
    expect(formatMoney(0, 'uz')).toBe(`0${NBSP}so'm`);
    expect(formatMoney(999, 'uz')).toBe(`999${NBSP}so'm`);
    expect(formatMoney(-5_000, 'uz')).toBe(`-5${NNBSP}000${NBSP}so'm`);
  });

  it('property: the digits read back to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom<Language>(...LANGUAGES), (amount, language) => {
        const text = formatMoney(amount, language);
        const number = Number(text.split(NBSP)[0]!.replaceAll(NNBSP, ''));
        expect(number).toBe(amount);
      }),
    );
  });
});

describe("unitPriceOf: the unit price a basket line costs (modifications added, then the product's discount)", () => {
  const product = {
    amount: 10_000,
    discount: 10,
    modificationGroups: [
      {
        modifications: [
          { id: 70, price: 2_000 },
          { id: 71, price: 4_000 },
        ],
      },
    ],
  };

  it('adds each chosen modification times its count before the discount', () => {
    expect(unitPriceOf(product, [])).toBe(9_000);
    expect(unitPriceOf(product, [{ id: 70, count: 1 }])).toBe(10_800);
    expect(
      unitPriceOf(product, [
        { id: 70, count: 2 },
        { id: 71, count: 1 },
      ]),
    ).toBe(16_200);
  });

  it('a modification the product does not have costs nothing', () => {
    expect(unitPriceOf(product, [{ id: 99, count: 3 }])).toBe(9_000);
  });

  it("property: the same as productPrice over the chosen modifications' prices", () => {
    fc.assert(
      fc.property(
        amountArb,
        percentArb,
        fc.array(fc.record({ id: fc.constantFrom(70, 71), count: fc.integer({ min: 1, max: 5 }) }), { maxLength: 4 }),
        (amount, discount, chosen) => {
          const prices = chosen.map((c) => (c.id === 70 ? 2_000 : 4_000) * c.count);
          expect(unitPriceOf({ ...product, amount, discount }, chosen)).toBe(productPrice({ amount, discount }, prices).price);
        },
      ),
    );
  });
});
