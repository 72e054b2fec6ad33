import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billOf, lineBeforeDiscount } from './order-bill.ts';
import { orderTotals } from './order-pricing.ts';

describe('billOf: one arithmetic for checkout and the order page', () => {
  it('the rows add up to the total the domain computed, whatever the order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), discount: fc.integer({ min: 0, max: 90 }), count: fc.integer({ min: 1, max: 9 }) }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('DELIVERY', 'PICK_UP', 'DINE_IN'),
        (lines, deliveryPrice, promoPercent, cashback, serviceType) => {
          const totals = orderTotals({
            lines: lines.map((l) => ({ product: { amount: l.amount, discount: l.discount }, count: l.count })),
            serviceType,
            deliveryPrice,
            promo: { discountType: 'PERCENTAGE', productDiscount: promoPercent, deliveryDiscount: 0 },
            cashback: { requested: cashback, balance: cashback },
          });
          const bill = billOf(totals, { serviceType });
          expect(bill.total).toBe(totals.totalPrice);
          // A placed order keeps no promoDiscount field: it is derived from the stored discounts.
          const stored = { ...totals, promoDiscount: undefined };
          expect(billOf(stored, { serviceType }).total).toBe(totals.totalPrice);
        },
      ),
    );
  });

  it('the sushi order of issue 19 adds up: lines before discount, then the discounts', () => {
    const bill = billOf(
      { productPrice: 383_000, productDiscount: 29_400, totalDiscount: 64_760, deliveryPrice: 0, totalPrice: 318_240 },
      { serviceType: 'PICK_UP' },
    );
    expect(bill.rows).toEqual([
      { key: 'products', amount: 383_000 },
      { key: 'productDiscount', amount: -29_400 },
      { key: 'promoDiscount', amount: -35_360 },
    ]);
    expect(bill.total).toBe(318_240);
  });

  it('delivery always has its row; 0 is free, with the threshold when the basket is above it', () => {
    const above = billOf({ productPrice: 200_000, deliveryPrice: 0, totalPrice: 200_000 }, { serviceType: 'DELIVERY', freeDeliveryAbove: 150_000 });
    expect(above.rows.map((r) => r.key)).toEqual(['products', 'delivery']);
    expect(above.freeDelivery).toEqual({ reason: 'threshold', above: 150_000 });
    expect(billOf({ productPrice: 100, deliveryPrice: 0 }, { serviceType: 'DELIVERY' }).freeDelivery).toEqual({ reason: 'free' });
    expect(billOf({ productPrice: 100, deliveryPrice: 9_000 }, { serviceType: 'DELIVERY' }).freeDelivery).toBeNull();
    expect(billOf({ productPrice: 100 }, { serviceType: 'PICK_UP' }).rows.map((r) => r.key)).toEqual(['products']);
  });

  it('with no address chosen yet, the delivery row waits for it rather than calling 0 free', () => {
    const bill = billOf({ productPrice: 100, deliveryPrice: 0 }, { serviceType: 'DELIVERY', deliveryPriced: false });
    expect(bill.rows.map((r) => r.key)).toEqual(['products', 'delivery']);
    expect(bill.freeDelivery).toBeNull();
    expect(bill.deliveryPending).toBe(true);
    expect(billOf({ productPrice: 100, deliveryPrice: 0 }, { serviceType: 'DELIVERY' }).deliveryPending).toBe(false);
    expect(billOf({ productPrice: 100 }, { serviceType: 'PICK_UP', deliveryPriced: false }).deliveryPending).toBe(false);
  });

  it('a sold line before its discount: from its base, else its price and discount', () => {
    expect(lineBeforeDiscount({ price: 18_000, unitBase: 20_000, count: 1 })).toBe(20_000);
    expect(lineBeforeDiscount({ price: 36_000, unitBase: 20_000, count: 2 })).toBe(40_000);
    expect(lineBeforeDiscount({ price: 36_000, discount: 4_000, count: 2 })).toBe(40_000);
    expect(lineBeforeDiscount({ price: 36_000, count: 2 })).toBe(36_000);
  });
});
