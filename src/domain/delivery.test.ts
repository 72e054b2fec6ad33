import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { branchSchema, productSchema, type Branch } from '#schemas/entities';
import { deliveryTariffSchema, type DeliveryTariff } from '#schemas/order-entities';
import { chooseDeliveryBranch, coordinatesOf, pointInPolygon, quoteDelivery, tariffFor, tariffPrice, zoneAt } from './delivery.ts';
import type { Point } from './geo.ts';

const p = (latitude: number, longitude: number): Point => ({ latitude, longitude });
/** A square of half-side `d` degrees around a point, corners counter-clockwise. */
const square = (c: Point, d: number) => [
  p(c.latitude - d, c.longitude - d),
  p(c.latitude - d, c.longitude + d),
  p(c.latitude + d, c.longitude + d),
  p(c.latitude + d, c.longitude - d),
];
const branch = (id: string, at: Point, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'tashkent', merchantId: 'm1', name: { uz: id }, ...at, ...extra });
const tariff = (extra: Record<string, unknown> = {}): DeliveryTariff =>
  deliveryTariffSchema.parse({
    id: 't-city',
    cityId: 'tashkent',
    name: 'Toshkent',
    basePrice: 12_000,
    baseDistanceKm: 3,
    pricePerKm: 2_000,
    maxDistanceKm: 18,
    freeAbovePrice: 150_000,
    ...extra,
  });

describe('pointInPolygon: a delivery zone holds an address', () => {
  const unit = [p(0, 0), p(0, 1), p(1, 1), p(1, 0)];

  it('inside, outside, and on the border (served)', () => {
    expect(pointInPolygon(p(0.5, 0.5), unit)).toBe(true);
    expect(pointInPolygon(p(1.5, 0.5), unit)).toBe(false);
    expect(pointInPolygon(p(-0.0001, 0.5), unit)).toBe(false);
    expect(pointInPolygon(p(0, 0.5), unit)).toBe(true);
    expect(pointInPolygon(p(1, 1), unit)).toBe(true);
  });

  it('a concave zone: the notch is outside', () => {
    // An L: the square 0..2 without its top-right quarter.
    const l = [p(0, 0), p(0, 2), p(1, 2), p(1, 1), p(2, 1), p(2, 0)];
    expect(pointInPolygon(p(0.5, 1.5), l)).toBe(true);
    expect(pointInPolygon(p(1.5, 0.5), l)).toBe(true);
    expect(pointInPolygon(p(1.5, 1.5), l)).toBe(false);
  });

  it('fewer than three corners hold nothing', () => {
    expect(pointInPolygon(p(0, 0), [p(0, 0), p(1, 1)])).toBe(false);
  });

  /** A convex polygon: corners on a circle around a city centre at sorted angles. */
  const convexArb = fc
    .record({
      lat: fc.double({ min: 38, max: 43, noNaN: true }),
      lon: fc.double({ min: 56, max: 73, noNaN: true }),
      radius: fc.double({ min: 0.005, max: 0.3, noNaN: true }),
      angles: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 12 }),
    })
    .map(({ lat, lon, radius, angles }) =>
      [...angles].sort((a, b) => a - b).map((deg) => p(lat + radius * Math.sin((deg * Math.PI) / 180), lon + radius * Math.cos((deg * Math.PI) / 180))),
    );

  it('property: a point strictly inside a convex zone (all corners with positive weight) is inside', () => {
    fc.assert(
      fc.property(convexArb, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 12, maxLength: 12 }), (polygon, weights) => {
        const w = polygon.map((_, i) => weights[i]!);
        const total = w.reduce((a, b) => a + b, 0);
        const inner = p(polygon.reduce((s, c, i) => s + c.latitude * w[i]!, 0) / total, polygon.reduce((s, c, i) => s + c.longitude * w[i]!, 0) / total);
        expect(pointInPolygon(inner, polygon)).toBe(true);
      }),
    );
  });

  it("property: a point beyond the zone's bounding box is outside", () => {
    fc.assert(
      fc.property(convexArb, fc.double({ min: 0.0001, max: 1, noNaN: true }), fc.boolean(), (polygon, gap, north) => {
        const lats = polygon.map((c) => c.latitude);
        const outside = p(north ? Math.max(...lats) + gap : Math.min(...lats) - gap, polygon[0]!.longitude);
        expect(pointInPolygon(outside, polygon)).toBe(false);
      }),
    );
  });

  it('property: the answer does not depend on where the outline starts or which way it runs', () => {
    fc.assert(
      fc.property(
        convexArb,
        fc.double({ min: 38, max: 43, noNaN: true }),
        fc.double({ min: 56, max: 73, noNaN: true }),
        fc.nat(),
        (polygon, lat, lon, shift) => {
          const k = shift % polygon.length;
          const rotated = [...polygon.slice(k), ...polygon.slice(0, k)];
          const point = p(lat, lon);
          expect(pointInPolygon(point, rotated)).toBe(pointInPolygon(point, polygon));
          expect(pointInPolygon(point, [...polygon].reverse())).toBe(pointInPolygon(point, polygon));
        },
      ),
    );
  });
});

describe("delivery tariffs by distance (the preset's deliveryTariffs)", () => {
  it('the base price up to the base distance, then per started kilometre', () => {
    const t = tariff();
    expect(tariffPrice(t, 0, 50_000)).toBe(12_000);
    expect(tariffPrice(t, 3_000, 50_000)).toBe(12_000);
    expect(tariffPrice(t, 3_001, 50_000)).toBe(14_000);
    expect(tariffPrice(t, 5_000, 50_000)).toBe(16_000);
    expect(tariffPrice(t, 5_200, 50_000)).toBe(18_000);
  });

  it('free strictly above freeAbovePrice', () => {
    expect(tariffPrice(tariff(), 5_000, 150_000)).toBe(16_000);
    expect(tariffPrice(tariff(), 5_000, 150_001)).toBe(0);
    expect(tariffPrice(tariff({ freeAbovePrice: null }), 5_000, 10_000_000)).toBe(16_000);
  });

  it('none beyond maxDistanceKm, unless a zone says the address is served', () => {
    expect(tariffPrice(tariff(), 18_000, 50_000)).toBe(42_000);
    expect(tariffPrice(tariff(), 18_001, 50_000)).toBeNull();
    expect(tariffPrice(tariff(), 18_001, 50_000, { withinZone: true })).toBe(44_000);
  });

  it("a branch's own tariff first, else its city's", () => {
    const own = tariff({ id: 't-own', branchId: 'mirzo' });
    const other = tariff({ id: 't-other', cityId: 'samarkand' });
    expect(tariffFor({ id: 'mirzo', cityId: 'tashkent' }, [tariff(), own])?.id).toBe('t-own');
    expect(tariffFor({ id: 'yunusobod', cityId: 'tashkent' }, [own, tariff(), other])?.id).toBe('t-city');
    expect(tariffFor({ id: 'x', cityId: 'bukhara' }, [own, tariff(), other])).toBeNull();
  });

  it("property: a whole number of so'm that never falls as the distance grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18_000 }), fc.integer({ min: 0, max: 18_000 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const t = tariff({ freeAbovePrice: null });
        expect(Number.isInteger(tariffPrice(t, near, 1)!)).toBe(true);
        expect(tariffPrice(t, near, 1)!).toBeLessThanOrEqual(tariffPrice(t, far, 1)!);
      }),
    );
  });
});

const center = p(41.3111, 69.2797);
const chilonzorAt = p(41.2757, 69.2043);
const yunusobodAt = p(41.3661, 69.2887);
const cityLimits = square(p(41.31, 69.25), 0.1);
const zoned = (id: string, at: Point, extra: Record<string, unknown> = {}) =>
  branch(id, at, {
    deliveryZones: [
      { id: `${id}-near`, name: { uz: 'Yaqin' }, polygon: square(at, 0.02), deliveryPrice: 9_000 },
      { id: `${id}-city`, name: { uz: 'Shahar' }, polygon: cityLimits, minimalDeliveryPrice: 80_000 },
    ],
    ...extra,
  });

describe('quoteDelivery: one branch to one address (SPEC point 5)', () => {
  const b = zoned('chilonzor', chilonzorAt);
  const tariffs = [tariff()];

  it('not computed for a basket total of 0, an address without coordinates, or no branch', () => {
    expect(quoteDelivery({ basketTotal: 0, address: chilonzorAt, branch: b, tariffs })).toEqual({
      ok: false,
      reason: 'EMPTY_BASKET',
      problem: { key: 'basketEmpty' },
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: { latitude: 41.3, longitude: null }, branch: b, tariffs })).toMatchObject({
      ok: false,
      reason: 'NO_COORDINATES',
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: null, branch: b, tariffs })).toMatchObject({
      ok: false,
      reason: 'NO_COORDINATES',
      problem: { key: 'addressRequired' },
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: chilonzorAt, branch: null, tariffs })).toMatchObject({
      ok: false,
      reason: 'NO_BRANCH',
      problem: { key: 'deliveryUnavailable' },
    });
  });

  it('the first zone holding the address prices it at its own fee', () => {
    const quote = quoteDelivery({ basketTotal: 50_000, address: p(41.28, 69.21), branch: b, tariffs });
    expect(quote).toMatchObject({ ok: true, price: 9_000, tariffId: null, zoneMinimum: 0 });
    expect(quote.ok && quote.zone?.id).toBe('chilonzor-near');
  });

  it('a zone without a fee is priced by the tariff by distance, and brings its own minimum', () => {
    const quote = quoteDelivery({ basketTotal: 50_000, address: center, branch: b, tariffs });
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    expect(quote.zone?.id).toBe('chilonzor-city');
    expect(quote.tariffId).toBe('t-city');
    expect(quote.zoneMinimum).toBe(80_000);
    expect(quote.distance).toBeGreaterThan(7_000);
    expect(quote.price).toBe(12_000 + 2_000 * Math.ceil((quote.distance - 3_000) / 1_000));
  });

  it('an address in no zone: "Xizmat hududidan tashqarida"', () => {
    expect(quoteDelivery({ basketTotal: 50_000, address: p(41.55, 69.6), branch: b, tariffs })).toEqual({
      ok: false,
      reason: 'OUTSIDE_SERVICE_AREA',
      problem: { key: 'outsideServiceArea' },
    });
  });

  it('an inactive zone holds nothing', () => {
    const near = branch('c', chilonzorAt, {
      deliveryZones: [
        { id: 'z', name: { uz: 'z' }, polygon: square(chilonzorAt, 0.02), deliveryPrice: 9_000, isActive: false },
        { id: 'z2', name: { uz: 'z2' }, polygon: square(chilonzorAt, 0.05), deliveryPrice: 15_000 },
      ],
    });
    expect(zoneAt(near, chilonzorAt)?.id).toBe('z2');
  });

  it('a branch that does not deliver, or is closed down, cannot', () => {
    for (const extra of [{ settings: { deliveryEnabled: false } }, { isActive: false }, { deleted: true }]) {
      expect(quoteDelivery({ basketTotal: 50_000, address: chilonzorAt, branch: zoned('x', chilonzorAt, extra), tariffs })).toMatchObject({
        ok: false,
        reason: 'DELIVERY_UNAVAILABLE',
      });
    }
  });

  it('a branch without zones delivers as far as its tariff goes; without a tariff, at its flat price', () => {
    const plain = branch('plain', chilonzorAt, { deliveryPrice: 10_000 });
    expect(quoteDelivery({ basketTotal: 50_000, address: p(41.28, 69.21), branch: plain, tariffs })).toMatchObject({
      ok: true,
      price: 12_000,
      zone: null,
      tariffId: 't-city',
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: p(41.55, 69.6), branch: plain, tariffs })).toMatchObject({
      ok: false,
      reason: 'OUTSIDE_SERVICE_AREA',
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: p(41.55, 69.6), branch: plain, tariffs: [] })).toMatchObject({
      ok: true,
      price: 10_000,
      zone: null,
      tariffId: null,
    });
    expect(quoteDelivery({ basketTotal: 50_000, address: chilonzorAt, branch: branch('bare', chilonzorAt), tariffs: [] })).toMatchObject({
      ok: false,
      reason: 'DELIVERY_UNAVAILABLE',
    });
  });

  it('property: a priced quote is a whole, non-negative price from a zone that holds the address', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 41.15, max: 41.45, noNaN: true }),
        fc.double({ min: 69.1, max: 69.4, noNaN: true }),
        fc.integer({ min: 1, max: 400_000 }),
        (latitude, longitude, basketTotal) => {
          const quote = quoteDelivery({ basketTotal, address: { latitude, longitude }, branch: b, tariffs });
          if (!quote.ok) {
            expect(quote.reason).toBe('OUTSIDE_SERVICE_AREA');
            expect(pointInPolygon({ latitude, longitude }, cityLimits)).toBe(false);
            return;
          }
          expect(Number.isInteger(quote.price) && quote.price >= 0).toBe(true);
          expect(pointInPolygon({ latitude, longitude }, quote.zone!.polygon)).toBe(true);
        },
      ),
    );
  });
});

describe('chooseDeliveryBranch: the nearest branch that carries the basket and delivers to the address', () => {
  const chilonzor = zoned('chilonzor', chilonzorAt, { isMain: true });
  const yunusobod = zoned('yunusobod', yunusobodAt);
  // Samarkand draws its own city, far from Tashkent.
  const samarkand = branch('samarkand', p(39.6526, 66.9615), {
    cityId: 'samarkand',
    deliveryZones: [{ id: 'sam', name: { uz: 'Samarqand' }, polygon: square(p(39.655, 66.97), 0.05), deliveryPrice: 8_000 }],
  });
  const branches = [chilonzor, yunusobod, samarkand];
  const tariffs = [tariff()];
  const everywhere = productSchema.parse({
    id: 1,
    categoryId: 1,
    name: { uz: 'Burger' },
    amount: 35_000,
    productBranch: [{ branchId: 'chilonzor' }, { branchId: 'yunusobod' }, { branchId: 'samarkand' }],
  });
  const northOnly = productSchema.parse({ id: 2, categoryId: 1, name: { uz: 'Shake' }, amount: 20_000, productBranch: [{ branchId: 'yunusobod' }] });
  const nowhere = productSchema.parse({ id: 3, categoryId: 1, name: { uz: 'Pie' }, amount: 20_000, productBranch: [{ branchId: 'ghost' }] });
  const choose = (address: Point | null, lines = [{ product: everywhere, count: 2 }], basketTotal = 70_000) =>
    chooseDeliveryBranch({ branches, lines, basketTotal, address, tariffs });

  it('the nearest branch whose zone holds the address', () => {
    const quote = choose(p(41.28, 69.21));
    expect(quote).toMatchObject({ ok: true, price: 9_000 });
    expect(quote.ok && quote.branch.id).toBe('chilonzor');
    const north = choose(p(41.36, 69.29));
    expect(north.ok && [north.branch.id, north.zone?.id]).toEqual(['yunusobod', 'yunusobod-near']);
  });

  it('a nearer branch without the whole basket is passed over for one that has it', () => {
    const quote = choose(p(41.28, 69.21), [
      { product: everywhere, count: 1 },
      { product: northOnly, count: 1 },
    ]);
    expect(quote.ok && [quote.branch.id, quote.zone?.id, quote.tariffId]).toEqual(['yunusobod', 'yunusobod-city', 't-city']);
  });

  it('an address no branch covers: "Xizmat hududidan tashqarida"', () => {
    expect(choose(p(40.1, 65.4))).toEqual({ ok: false, reason: 'OUTSIDE_SERVICE_AREA', problem: { key: 'outsideServiceArea' } });
  });

  it('an address that is served, but by no branch that carries the basket: "delivery unavailable, choose another address"', () => {
    expect(choose(p(41.28, 69.21), [{ product: nowhere, count: 1 }])).toEqual({ ok: false, reason: 'NO_BRANCH', problem: { key: 'deliveryUnavailable' } });
    // Samarkand carries the basket, Tashkent is served, but Samarkand does not deliver to Tashkent.
    const samarkandOnly = productSchema.parse({ id: 4, categoryId: 1, name: { uz: 'Non' }, amount: 5_000, productBranch: [{ branchId: 'samarkand' }] });
    expect(choose(p(41.28, 69.21), [{ product: samarkandOnly, count: 20 }])).toEqual({
      ok: false,
      reason: 'DELIVERY_UNAVAILABLE',
      problem: { key: 'deliveryUnavailable' },
    });
  });

  it('not computed for an empty basket or an address without coordinates', () => {
    expect(choose(p(41.28, 69.21), [], 0)).toMatchObject({ ok: false, reason: 'EMPTY_BASKET' });
    expect(choose(null)).toMatchObject({ ok: false, reason: 'NO_COORDINATES' });
    expect(coordinatesOf({ latitude: Number.NaN, longitude: 69 })).toBeNull();
  });
});
