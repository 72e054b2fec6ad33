import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashbackEarned, cashbackFromText, checkCashback, maxCashback } from './cashback.ts';
import { orderTotals } from './order-pricing.ts';

describe("spending cashback (web settings cashbackActive, the shopper's balance)", () => {
  it('at most the balance and at most what is to pay', () => {
    expect(maxCashback(20_000, 85_000)).toBe(20_000);
    expect(maxCashback(200_000, 85_000)).toBe(85_000);
    expect(maxCashback(-5, 85_000)).toBe(0);
  });

  it('nothing asked: nothing to check, even with cashback off', () => {
    expect(checkCashback({ requested: 0, balance: 0, active: false })).toBeNull();
    expect(checkCashback({ requested: null, balance: 0, active: false })).toBeNull();
  });

  it('refused while cashback is off', () => {
    expect(checkCashback({ requested: 1_000, balance: 50_000, active: false })).toEqual({ key: 'cashbackUnavailable' });
  });

  it('more than the balance is refused, naming the balance; up to it is fine', () => {
    expect(checkCashback({ requested: 20_001, balance: 20_000, active: true })).toEqual({ key: 'cashbackOverBalance', values: { balance: 20_000 } });
    expect(checkCashback({ requested: 20_000, balance: 20_000, active: true })).toBeNull();
    expect(checkCashback({ requested: 10.5, balance: 20_000, active: true })).toEqual({ key: 'cashbackOverBalance', values: { balance: 20_000 } });
  });
});

describe('earning cashback (order settings cashbackPercent)', () => {
  it('the percent of the products after every discount, less the cashback spent, rounded down', () => {
    expect(cashbackEarned({ totalProductPrice: 80_100, cashback: 0 }, { active: true, percent: 5 })).toBe(4_005);
    expect(cashbackEarned({ totalProductPrice: 80_100, cashback: 5_000 }, { active: true, percent: 5 })).toBe(3_755);
    expect(cashbackEarned({ totalProductPrice: 999, cashback: 0 }, { active: true, percent: 2.5 })).toBe(24);
  });

  it('nothing while cashback is off or the percent is 0', () => {
    expect(cashbackEarned({ totalProductPrice: 80_100, cashback: 0 }, { active: false, percent: 5 })).toBe(0);
    expect(cashbackEarned({ totalProductPrice: 80_100, cashback: 0 }, { active: true, percent: 0 })).toBe(0);
  });

  it('delivery and the service fee earn nothing', () => {
    const totals = orderTotals({
      lines: [{ product: { amount: 100_000 }, count: 1 }],
      serviceType: 'DELIVERY',
      deliveryPrice: 20_000,
      orderSetting: {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: false,
        serviceFeeThreshold: 0,
        serviceFeeAmount: 5_000,
        minimalDeliveryPrice: 0,
      },
    });
    expect(cashbackEarned(totals, { active: true, percent: 10 })).toBe(10_000);
  });

  it("property: whole so'm, never negative, never more than the percent of what the products cost", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (totalProductPrice, cashback, percent) => {
          const earned = cashbackEarned({ totalProductPrice, cashback }, { active: true, percent });
          expect(Number.isInteger(earned)).toBe(true);
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(Math.max(0, totalProductPrice - cashback) * (Math.round(percent * 100) / 10_000) + 1e-6);
        },
      ),
    );
  });
});

describe('cashback as the shopper types it', () => {
  it("its digits as so'm, at most the balance, none when that comes to nothing", () => {
    expect(cashbackFromText('5 000', 20_000)).toBe(5_000);
    expect(cashbackFromText('50000', 20_000)).toBe(20_000);
    expect(cashbackFromText('abc', 20_000)).toBeNull();
    expect(cashbackFromText('0', 20_000)).toBeNull();
  });

  it('property: never more than the balance, never negative', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 1_000_000 }), (text, balance) => {
        const spent = cashbackFromText(text, balance);
        expect(spent === null || (spent > 0 && spent <= balance)).toBe(true);
      }),
    );
  });
});
