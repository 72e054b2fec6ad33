import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serviceTypeSchema } from '#schemas/common';
import { productSchema, type Product } from '#schemas/entities';
import { orderSettingSchema } from '#schemas/order-setting';
import {
  basketTotal,
  checkMinimalDeliveryPrice,
  minimalDeliveryPrice,
  orderTotals,
  priceLine,
  resolveBasket,
  serviceFee,
  type LineInput,
  type OrderSettingInput,
} from './order-pricing.ts';

const product = (extra: Record<string, unknown> = {}): Product =>
  productSchema.parse({ id: 1, categoryId: 10, name: { uz: 'Burger' }, amount: 35_000, ...extra });
const setting = (extra: Record<string, unknown> = {}) => orderSettingSchema.parse({ cityId: 'tashkent', ...extra });

describe('priceLine: product price plus its modifiers, its own discount, times the count (SPEC point 9)', () => {
  it('modifiers add to the amount per unit, each times its own count, before the discount', () => {
    const line = priceLine({
      product: { amount: 30_000, discount: 10 },
      count: 2,
      modifiers: [
        { price: 5_000, count: 1 },
        { price: 3_000, count: 2 },
      ],
    });
    expect(line).toEqual({ unitBase: 41_000, unitPrice: 36_900, count: 2, base: 82_000, price: 73_800, discount: 8_200 });
  });

  it('no discount: the line costs its base', () => {
    expect(priceLine({ product: { amount: 12_000 }, count: 3 })).toEqual({
      unitBase: 12_000,
      unitPrice: 12_000,
      count: 3,
      base: 36_000,
      price: 36_000,
      discount: 0,
    });
  });

  it('rounds per unit, so the line is exactly the shown unit price times the count', () => {
    const line = priceLine({ product: { amount: 1_001, discount: 50 }, count: 3 });
    expect(line.unitPrice).toBe(501);
    expect(line.price).toBe(1_503);
    expect(line.discount).toBe(1_500);
  });

  it('basketTotal sums the lines after their own discounts', () => {
    expect(
      basketTotal([
        { product: { amount: 40_000, discount: 25 }, count: 2 },
        { product: { amount: 5_000 }, count: 1 },
      ]),
    ).toBe(65_000);
    expect(basketTotal([])).toBe(0);
  });
});

describe("resolveBasket: lines from ids, priced from one's own data", () => {
  const burger = product({
    id: 1,
    modificationGroups: [
      {
        id: 50,
        name: { uz: 'Non' },
        isRequired: true,
        minCount: 1,
        maxCount: 1,
        modifications: [
          { id: 500, name: { uz: 'Klassik' }, price: 0 },
          { id: 501, name: { uz: 'Qora' }, price: 3_000 },
        ],
      },
      { id: 51, name: { uz: "Qo'shimcha" }, maxCount: 3, modifications: [{ id: 510, name: { uz: 'Pishloq' }, price: 5_000 }] },
    ],
  });
  const cola = product({ id: 2, amount: 9_000 });
  const gone = product({ id: 3, active: false });
  const byId = new Map([burger, cola, gone].map((p) => [p.id, p]));

  it('resolves products and modifications with their prices', () => {
    const result = resolveBasket(
      [
        { productId: 1, count: 2, modifications: [{ id: 501 }, { id: 510, count: 2 }] },
        { productId: 2, count: 1 },
      ],
      byId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map(priceLine).map((l) => l.price)).toEqual([2 * (35_000 + 3_000 + 10_000), 9_000]);
    expect(result.lines[0]!.modifiers.map((m) => [m.modification.id, m.groupId, m.price, m.count])).toEqual([
      [501, 50, 3_000, 1],
      [510, 51, 5_000, 2],
    ]);
  });

  it('an empty basket is refused', () => {
    expect(resolveBasket([], byId)).toEqual({ ok: false, problem: { key: 'basketEmpty' }, productId: null });
  });

  it('an unknown or inactive product is not for sale', () => {
    expect(resolveBasket([{ productId: 99, count: 1 }], byId)).toEqual({ ok: false, problem: { key: 'productUnavailable' }, productId: 99 });
    expect(resolveBasket([{ productId: 3, count: 1 }], byId)).toEqual({ ok: false, problem: { key: 'productUnavailable' }, productId: 3 });
  });

  it('a count that is not a positive whole number is refused', () => {
    for (const count of [0, -1, 1.5])
      expect(resolveBasket([{ productId: 2, count }], byId)).toEqual({ ok: false, problem: { key: 'countInvalid' }, productId: 2 });
  });

  it("modifications that are not the product's, chosen twice, or that break a group's counts are refused", () => {
    const refused = { ok: false, problem: { key: 'modificationsInvalid' }, productId: 1 };
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 500 }, { id: 999 }] }], byId)).toEqual(refused);
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 500 }, { id: 500 }] }], byId)).toEqual(refused);
    // The required bun is missing.
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 510 }] }], byId)).toEqual(refused);
    // Two buns where one is the most.
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 500 }, { id: 501 }] }], byId)).toEqual(refused);
    // Four cheeses where three is the most.
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 500 }, { id: 510, count: 4 }] }], byId)).toEqual(refused);
    expect(resolveBasket([{ productId: 1, count: 1, modifications: [{ id: 500 }, { id: 510, count: 0 }] }], byId)).toEqual(refused);
    // A modification on a product without groups.
    expect(resolveBasket([{ productId: 2, count: 1, modifications: [{ id: 510 }] }], byId)).toEqual({ ...refused, productId: 2 });
  });
});

describe("serviceFee: the city's order settings", () => {
  it('nothing when the fee is off or there are no settings', () => {
    expect(serviceFee(setting({ serviceFeeAmount: 5_000 }), 50_000)).toBe(0);
    expect(serviceFee(null, 50_000)).toBe(0);
  });

  it('the amount when on', () => {
    expect(serviceFee(setting({ isServiceFeeEnabled: true, serviceFeeAmount: 5_000 }), 50_000)).toBe(5_000);
    expect(serviceFee(setting({ isServiceFeeEnabled: true, serviceFeeAmount: 5_000, serviceFeeThreshold: 10_000 }), 500_000)).toBe(5_000);
  });

  it('free strictly above the threshold when the setting says so', () => {
    const s = setting({ isServiceFeeEnabled: true, serviceFeeAmount: 5_000, isServiceFeeFreeAboveThreshold: true, serviceFeeThreshold: 100_000 });
    expect(serviceFee(s, 100_000)).toBe(5_000);
    expect(serviceFee(s, 100_001)).toBe(0);
  });

  it('an empty basket owes no fee', () => {
    expect(serviceFee(setting({ isServiceFeeEnabled: true, serviceFeeAmount: 5_000 }), 0)).toBe(0);
  });
});

describe('minimal delivery price: checkout refuses a delivery below it and says how much is missing', () => {
  it("the higher of the city's minimum and the zone's", () => {
    expect(minimalDeliveryPrice(setting({ minimalDeliveryPrice: 40_000 }), { minimalDeliveryPrice: 60_000 })).toBe(60_000);
    expect(minimalDeliveryPrice(setting({ minimalDeliveryPrice: 40_000 }), { minimalDeliveryPrice: null })).toBe(40_000);
    expect(minimalDeliveryPrice(null, null)).toBe(0);
  });

  it('below the minimum: refused with the missing amount; at the minimum: placed', () => {
    expect(checkMinimalDeliveryPrice({ serviceType: 'DELIVERY', basketTotal: 32_500, minimal: 40_000 })).toEqual({
      ok: false,
      minimal: 40_000,
      missing: 7_500,
      problem: { key: 'belowMinimalDeliveryPrice', values: { minimal: 40_000, missing: 7_500 } },
    });
    expect(checkMinimalDeliveryPrice({ serviceType: 'DELIVERY', basketTotal: 40_000, minimal: 40_000 })).toEqual({ ok: true });
  });

  it('pick-up and dine-in have no minimum', () => {
    expect(checkMinimalDeliveryPrice({ serviceType: 'PICK_UP', basketTotal: 1_000, minimal: 40_000 })).toEqual({ ok: true });
    expect(checkMinimalDeliveryPrice({ serviceType: 'DINE_IN', basketTotal: 1_000, minimal: 40_000 })).toEqual({ ok: true });
  });

  it('property: refused exactly when a delivery basket is below the minimum, and basket + missing reaches it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (basket, minimal) => {
        const check = checkMinimalDeliveryPrice({ serviceType: 'DELIVERY', basketTotal: basket, minimal });
        expect(check.ok).toBe(basket >= minimal);
        if (!check.ok) expect(basket + check.missing).toBe(minimal);
      }),
    );
  });
});

describe('orderTotals: products + delivery + service fee - discounts - promo - cashback (SPEC point 9)', () => {
  const lines: LineInput[] = [
    { product: { amount: 35_000 }, count: 2, modifiers: [{ price: 5_000, count: 1 }] },
    { product: { amount: 12_000, discount: 25 }, count: 1 },
  ];
  const withFee = setting({ isServiceFeeEnabled: true, serviceFeeAmount: 4_000 });
  const promo = { discountType: 'PERCENTAGE' as const, productDiscount: 10, deliveryDiscount: 50 };

  it('every part, exactly', () => {
    expect(
      orderTotals({ lines, serviceType: 'DELIVERY', deliveryPrice: 12_000, orderSetting: withFee, promo, cashback: { requested: 5_000, balance: 20_000 } }),
    ).toEqual({
      productCount: 3,
      productPrice: 92_000,
      productDiscount: 3_000,
      basketTotal: 89_000,
      promoDiscount: 8_900,
      totalProductDiscount: 11_900,
      totalProductPrice: 80_100,
      deliveryPrice: 12_000,
      deliveryDiscount: 6_000,
      servicePrice: 4_000,
      totalDiscount: 17_900,
      cashback: 5_000,
      totalPrice: 92_000 + 12_000 + 4_000 - 3_000 - 8_900 - 6_000 - 5_000,
      needsPayment: true,
    });
  });

  it('delivery counts only for DELIVERY (SPEC point 9: 0 for PICK_UP)', () => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      const t = orderTotals({ lines, serviceType, deliveryPrice: 12_000, promo });
      expect(t.deliveryPrice).toBe(0);
      expect(t.deliveryDiscount).toBe(0);
      expect(t.totalPrice).toBe(89_000 - 8_900);
    }
  });

  it('a 100% promo makes a free order that needs no payment and is still an order', () => {
    const free = { discountType: 'PERCENTAGE' as const, productDiscount: 100, deliveryDiscount: 100 };
    const t = orderTotals({ lines, serviceType: 'DELIVERY', deliveryPrice: 12_000, promo: free });
    expect(t.totalPrice).toBe(0);
    expect(t.needsPayment).toBe(false);
    expect(t.productCount).toBe(3);
    // The service fee is still owed.
    expect(orderTotals({ lines, serviceType: 'DELIVERY', deliveryPrice: 12_000, promo: free, orderSetting: withFee }).totalPrice).toBe(4_000);
  });

  it('an AMOUNT delivery discount larger than the delivery price takes the delivery price only', () => {
    const t = orderTotals({
      lines,
      serviceType: 'DELIVERY',
      deliveryPrice: 8_000,
      promo: { discountType: 'AMOUNT', productDiscount: 0, deliveryDiscount: 12_000 },
    });
    expect(t.deliveryDiscount).toBe(8_000);
    expect(t.totalPrice).toBe(89_000);
  });

  it('cashback pays at most the balance and at most the total', () => {
    expect(orderTotals({ lines, serviceType: 'PICK_UP', cashback: { requested: 50_000, balance: 7_000 } }).cashback).toBe(7_000);
    const all = orderTotals({ lines, serviceType: 'PICK_UP', cashback: { requested: 500_000, balance: 500_000 } });
    expect(all.cashback).toBe(89_000);
    expect(all.totalPrice).toBe(0);
    expect(orderTotals({ lines, serviceType: 'PICK_UP', cashback: { requested: -5, balance: 7_000 } }).cashback).toBe(0);
  });

  it('an empty basket costs nothing: no delivery price and no service fee (SPEC point 5)', () => {
    expect(orderTotals({ lines: [], serviceType: 'DELIVERY', deliveryPrice: 12_000, orderSetting: withFee }).totalPrice).toBe(0);
    expect(
      orderTotals({ lines: [{ product: { amount: 9_000, discount: 100 }, count: 1 }], serviceType: 'DELIVERY', deliveryPrice: 12_000 }).deliveryPrice,
    ).toBe(0);
    expect(orderTotals({ lines: [], serviceType: 'PICK_UP', orderSetting: withFee }).totalPrice).toBe(0);
  });

  // ---- properties over random baskets, promos and settings ----

  const lineArb: fc.Arbitrary<LineInput> = fc.record({
    product: fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), discount: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100) }),
    count: fc.integer({ min: 1, max: 20 }),
    modifiers: fc.array(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), count: fc.integer({ min: 1, max: 4 }) }), { maxLength: 4 }),
  });
  const promoArb = fc.option(
    fc.oneof(
      fc.record({
        discountType: fc.constant('AMOUNT' as const),
        productDiscount: fc.integer({ min: 0, max: 2_000_000 }),
        deliveryDiscount: fc.integer({ min: 0, max: 100_000 }),
      }),
      fc.record({
        discountType: fc.constant('PERCENTAGE' as const),
        productDiscount: fc.integer({ min: 0, max: 100 }),
        deliveryDiscount: fc.integer({ min: 0, max: 100 }),
      }),
    ),
  );
  const settingArb: fc.Arbitrary<OrderSettingInput | null> = fc.option(
    fc.record({
      isServiceFeeEnabled: fc.boolean(),
      isServiceFeeFreeAboveThreshold: fc.boolean(),
      serviceFeeThreshold: fc.integer({ min: 0, max: 1_000_000 }),
      serviceFeeAmount: fc.integer({ min: 0, max: 50_000 }),
      minimalDeliveryPrice: fc.integer({ min: 0, max: 200_000 }),
    }),
  );
  const inputArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    serviceType: fc.constantFrom(...serviceTypeSchema.options),
    deliveryPrice: fc.option(fc.integer({ min: 0, max: 100_000 })),
    orderSetting: settingArb,
    promo: promoArb,
    cashback: fc.option(fc.record({ requested: fc.integer({ min: 0, max: 3_000_000 }), balance: fc.integer({ min: 0, max: 3_000_000 }) })),
  });

  it("property: totals are integer so'm and never negative", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = orderTotals(input);
        for (const [name, value] of Object.entries(t)) {
          if (typeof value !== 'number') continue;
          expect(Number.isInteger(value), name).toBe(true);
          expect(value, name).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('property: the total is the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = orderTotals(input);
        expect(t.totalPrice).toBe(t.productPrice + t.deliveryPrice + t.servicePrice - t.productDiscount - t.promoDiscount - t.deliveryDiscount - t.cashback);
        expect(t.totalDiscount).toBe(t.productDiscount + t.promoDiscount + t.deliveryDiscount);
        expect(t.basketTotal).toBe(input.lines.reduce((sum, l) => sum + priceLine(l).price, 0));
        expect(t.productCount).toBe(input.lines.reduce((sum, l) => sum + l.count, 0));
        expect(t.needsPayment).toBe(t.totalPrice > 0);
      }),
    );
  });

  it('property: the delivery discount never exceeds the delivery price, and delivery is 0 unless DELIVERY', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = orderTotals(input);
        expect(t.deliveryDiscount).toBeLessThanOrEqual(t.deliveryPrice);
        if (input.serviceType !== 'DELIVERY' || t.basketTotal === 0) expect(t.deliveryPrice).toBe(0);
        else expect(t.deliveryPrice).toBe(input.deliveryPrice ?? 0);
      }),
    );
  });

  it('property: cashback never exceeds what was asked, the balance, or what was left to pay', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = orderTotals(input);
        const withoutCashback = orderTotals({ ...input, cashback: null });
        expect(t.cashback).toBeLessThanOrEqual(input.cashback ? Math.min(input.cashback.requested, input.cashback.balance) : 0);
        expect(t.cashback).toBeLessThanOrEqual(withoutCashback.totalPrice);
        expect(t.totalPrice).toBe(withoutCashback.totalPrice - t.cashback);
      }),
    );
  });

  it('property: the order of the lines does not change the totals (the storefront and the server may list them differently)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(orderTotals({ ...input, lines: [...input.lines].reverse() })).toEqual(orderTotals(input));
      }),
    );
  });
});
