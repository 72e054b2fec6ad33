import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { promoSchema, type Promo } from '#schemas/order-entities';
import { checkPromo, checkPromoUses, findPromo, isPromoProblem, promoDiscounts, promoInstant } from './promo.ts';

const promo = (extra: Record<string, unknown> = {}): Promo =>
  promoSchema.parse({ id: 1, code: 'OLOV15', discountType: 'PERCENTAGE', productDiscount: 15, minPrice: 100_000, ...extra });
const at = (iso: string) => new Date(iso);
const now = at('2026-10-01T12:00:00+05:00');

describe('findPromo: the code as typed', () => {
  const promos = [promo(), promo({ id: 2, code: 'Yetkazish' })];

  it('matches whatever the letter case and spaces around it', () => {
    expect(findPromo(promos, ' olov15 ')?.id).toBe(1);
    expect(findPromo(promos, 'YETKAZISH')?.id).toBe(2);
  });

  it('finds nothing for an unknown, empty or missing code', () => {
    expect(findPromo(promos, 'OLOV16')).toBeNull();
    expect(findPromo(promos, '  ')).toBeNull();
    expect(findPromo(promos, null)).toBeNull();
  });
});

describe('checkPromo: SPEC point 5, in order: not active, not started, expired, minimum, success', () => {
  const basketTotal = 150_000;

  it('an unknown code is not found', () => {
    expect(checkPromo(null, { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoNotFound' } });
  });

  it('an inactive promo: "Promokod active emas!", before any date is looked at', () => {
    const p = promo({ isActive: false, startDate: '2030-01-01', endDate: '2020-01-01' });
    expect(checkPromo(p, { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoNotActive' } });
  });

  it('a start date not reached yet', () => {
    const p = promo({ startDate: '2026-10-01T12:00:01+05:00' });
    expect(checkPromo(p, { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoNotStarted' } });
    expect(checkPromo(promo({ startDate: '2026-10-01T12:00:00+05:00' }), { basketTotal, now }).ok).toBe(true);
  });

  it('expired after its end date; the end date itself still applies', () => {
    expect(checkPromo(promo({ endDate: '2026-10-01T11:59:59+05:00' }), { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoExpired' } });
    expect(checkPromo(promo({ endDate: '2026-10-01T12:00:00+05:00' }), { basketTotal, now }).ok).toBe(true);
  });

  it('the basket total must be strictly above minPrice, and the message names it', () => {
    expect(checkPromo(promo(), { basketTotal: 100_000, now })).toEqual({
      ok: false,
      problem: { key: 'promoMinPrice', values: { minPrice: 100_000, missing: 0 } },
    });
    expect(checkPromo(promo(), { basketTotal: 100_001, now }).ok).toBe(true);
    // It says how much more to add: more than the gap.
    expect(checkPromo(promo(), { basketTotal: 65_000, now })).toMatchObject({ problem: { values: { minPrice: 100_000, missing: 35_000 } } });
  });

  it('success: "Promokod muvaffaqiyatli qo\'shildi." with the promo', () => {
    const p = promo({ startDate: '2026-09-01T00:00:00+05:00', endDate: '2027-03-31T23:59:59+05:00' });
    expect(checkPromo(p, { basketTotal, now })).toEqual({ ok: true, promo: p, message: { key: 'promoApplied' } });
  });

  it("a bare date is a whole day in Tashkent: it starts at local midnight and ends at the day's last moment", () => {
    const p = promo({ startDate: '2026-10-01', endDate: '2026-10-01' });
    expect(checkPromo(p, { basketTotal, now: at('2026-09-30T23:59:59+05:00') }).ok).toBe(false);
    expect(checkPromo(p, { basketTotal, now: at('2026-10-01T00:00:00+05:00') }).ok).toBe(true);
    expect(checkPromo(p, { basketTotal, now: at('2026-10-01T23:59:59+05:00') }).ok).toBe(true);
    expect(checkPromo(p, { basketTotal, now: at('2026-10-02T00:00:00+05:00') })).toEqual({ ok: false, problem: { key: 'promoExpired' } });
  });

  it("a date-time without a zone is read in Tashkent time, whatever the machine's zone", () => {
    expect(promoInstant('2026-10-01T12:00:00', 'start')).toBe(Date.parse('2026-10-01T12:00:00+05:00'));
    expect(promoInstant('2026-10-01T12:00:00Z', 'start')).toBe(Date.parse('2026-10-01T12:00:00Z'));
  });

  it('unreadable dates never give a promo away', () => {
    expect(checkPromo(promo({ startDate: 'soon' }), { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoNotStarted' } });
    expect(checkPromo(promo({ endDate: 'later' }), { basketTotal, now })).toEqual({ ok: false, problem: { key: 'promoExpired' } });
  });

  it('property: an applied promo is active, started, not expired, and its minimum is below the basket total', () => {
    const moment = fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-01-01') });
    fc.assert(
      fc.property(
        fc.boolean(),
        moment,
        moment,
        moment,
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (isActive, start, end, t, minPrice, total) => {
          const p = promo({ isActive, minPrice, startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() });
          const result = checkPromo(p, { basketTotal: total, now: new Date(t) });
          expect(result.ok).toBe(isActive && start <= t && t <= end && total > minPrice);
        },
      ),
    );
  });
});

describe('promoDiscounts: AMOUNT and PERCENTAGE, on products and on delivery', () => {
  it('PERCENTAGE takes a percent of the basket total and of the delivery price', () => {
    expect(promoDiscounts(promo({ productDiscount: 15, deliveryDiscount: 50 }), { basketTotal: 200_000, deliveryPrice: 12_000 })).toEqual({
      productDiscount: 30_000,
      deliveryDiscount: 6_000,
    });
  });

  it("AMOUNT takes so'm, never more than there is", () => {
    const p = promo({ discountType: 'AMOUNT', productDiscount: 20_000, deliveryDiscount: 12_000 });
    expect(promoDiscounts(p, { basketTotal: 150_000, deliveryPrice: 10_000 })).toEqual({ productDiscount: 20_000, deliveryDiscount: 10_000 });
    expect(promoDiscounts(p, { basketTotal: 5_000, deliveryPrice: 0 })).toEqual({ productDiscount: 5_000, deliveryDiscount: 0 });
  });

  it('100% takes everything: a free order', () => {
    const p = promo({ productDiscount: 100, deliveryDiscount: 100 });
    expect(promoDiscounts(p, { basketTotal: 87_500, deliveryPrice: 12_000 })).toEqual({ productDiscount: 87_500, deliveryDiscount: 12_000 });
  });

  it('no promo takes nothing', () => {
    expect(promoDiscounts(null, { basketTotal: 87_500, deliveryPrice: 12_000 })).toEqual({ productDiscount: 0, deliveryDiscount: 0 });
  });

  it("property: integer so'm, the delivery discount never above the delivery price, the product discount never above the basket", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AMOUNT' as const, 'PERCENTAGE' as const),
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (discountType, productDiscount, deliveryDiscount, basketTotal, deliveryPrice) => {
          const d = promoDiscounts({ discountType, productDiscount, deliveryDiscount }, { basketTotal, deliveryPrice });
          for (const v of [d.productDiscount, d.deliveryDiscount]) expect(Number.isInteger(v) && v >= 0).toBe(true);
          expect(d.deliveryDiscount).toBeLessThanOrEqual(deliveryPrice);
          expect(d.productDiscount).toBeLessThanOrEqual(basketTotal);
        },
      ),
    );
  });
});

describe('a promo\'s limits of use (ours): past them it is "not active"', () => {
  it('counts uses in all and per shopper; no limit means none', () => {
    expect(checkPromoUses({}, { all: 1_000, mine: 1_000 })).toBeNull();
    expect(checkPromoUses({ maxUses: 3 }, { all: 2, mine: 2 })).toBeNull();
    expect(checkPromoUses({ maxUses: 3 }, { all: 3, mine: 0 })).toEqual({ key: 'promoNotActive' });
    expect(checkPromoUses({ maxUsesPerUser: 1 }, { all: 50, mine: 0 })).toBeNull();
    expect(checkPromoUses({ maxUsesPerUser: 1 }, { all: 50, mine: 1 })).toEqual({ key: 'promoNotActive' });
  });
});

describe("a refusal about the promo code is the promo field's", () => {
  it("the promo rules' keys are; the others, and none, are not", () => {
    expect(isPromoProblem('promoExpired')).toBe(true);
    expect(isPromoProblem('promoMinPrice')).toBe(true);
    expect(isPromoProblem('addressRequired')).toBe(false);
    expect(isPromoProblem(null)).toBe(false);
  });
});
