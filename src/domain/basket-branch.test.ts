import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { branchSchema, productSchema, type Branch, type Product } from '#schemas/entities';
import { branchesForBasket, branchFits, checkStock, sellsPerBranch, stockShortages, undeliverable } from './basket-branch.ts';

const branch = (id: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'tashkent', merchantId: 'm1', name: { uz: id }, latitude, longitude, ...extra });
const product = (
  id: number,
  links: readonly (string | { branchId: string; stock?: number; isActive?: boolean })[],
  extra: Record<string, unknown> = {},
): Product =>
  productSchema.parse({
    id,
    categoryId: 10,
    name: { uz: `p${id}` },
    amount: 10_000,
    productBranch: links.map((l) => (typeof l === 'string' ? { branchId: l } : l)),
    ...extra,
  });

// Chilonzor, Yunusobod and Oybek of the burger demo, and a branch that only takes pick-ups.
const chilonzor = branch('chilonzor', 41.2757, 69.2043, { isMain: true });
const yunusobod = branch('yunusobod', 41.3661, 69.2887);
const oybek = branch('oybek', 41.2971, 69.2789, { settings: { deliveryEnabled: false, pickupEnabled: true } });
const closedDown = branch('sergeli', 41.2267, 69.2197, { isActive: false });
const branches = [chilonzor, yunusobod, oybek, closedDown];
const nearOybek = { latitude: 41.298, longitude: 69.275 };

describe('branchesForBasket: only branches that carry every product in the basket (SPEC point 5)', () => {
  const burger = product(1, ['chilonzor', 'yunusobod', 'oybek', 'sergeli']);
  const shake = product(2, ['yunusobod', 'oybek']);

  it('keeps branches linked to every product, nearest first', () => {
    const found = branchesForBasket(
      branches,
      [
        { product: burger, count: 1 },
        { product: shake, count: 2 },
      ],
      { serviceType: 'PICK_UP', point: nearOybek },
    );
    expect(found.map((b) => b.id)).toEqual(['oybek', 'yunusobod']);
    expect(found[0]!.distance).toBeLessThan(found[1]!.distance!);
  });

  it('only branches offering the service (settings deliveryEnabled, pickupEnabled, dineinEnabled)', () => {
    const lines = [{ product: burger, count: 1 }];
    expect(branchesForBasket(branches, lines, { serviceType: 'DELIVERY', point: nearOybek }).map((b) => b.id)).toEqual(['chilonzor', 'yunusobod']);
    expect(branchesForBasket(branches, lines, { serviceType: 'DINE_IN', point: nearOybek }).map((b) => b.id)).toEqual(['chilonzor', 'yunusobod']);
    const dineIn = branch('plov', 41.3265, 69.2363, { settings: { dineinEnabled: true } });
    expect(
      branchesForBasket([...branches, dineIn], [{ product: product(3, ['plov', 'oybek']), count: 1 }], { serviceType: 'DINE_IN' }).map((b) => b.id),
    ).toEqual(['plov']);
  });

  it('never an inactive or deleted branch, nor through an inactive link', () => {
    const lines = [{ product: product(4, ['sergeli', { branchId: 'chilonzor', isActive: false }, 'yunusobod']), count: 1 }];
    expect(branchesForBasket([...branches, branch('old', 41.3, 69.2, { deleted: true })], lines, { serviceType: 'PICK_UP' }).map((b) => b.id)).toEqual([
      'yunusobod',
    ]);
  });

  it('without a point: the main branch first, then by id', () => {
    expect(branchesForBasket(branches, [{ product: burger, count: 1 }], { serviceType: 'PICK_UP' }).map((b) => [b.id, b.distance])).toEqual([
      ['chilonzor', null],
      ['oybek', null],
      ['yunusobod', null],
    ]);
  });

  it('an inactive product, or for delivery a product that is not delivered, leaves no branch', () => {
    expect(branchesForBasket(branches, [{ product: product(5, ['chilonzor'], { active: false }), count: 1 }], { serviceType: 'PICK_UP' })).toEqual([]);
    const cake = product(6, ['chilonzor'], { deliveryEnabled: false });
    expect(branchesForBasket(branches, [{ product: cake, count: 1 }], { serviceType: 'DELIVERY' })).toEqual([]);
    expect(
      undeliverable([
        { product: cake, count: 1 },
        { product: burger, count: 1 },
      ]).map((p) => p.id),
    ).toEqual([6]);
    expect(branchesForBasket(branches, [{ product: cake, count: 1 }], { serviceType: 'PICK_UP' }).map((b) => b.id)).toEqual(['chilonzor']);
  });

  it('a menu that names no branch at all sells everything everywhere (as the menu assembly reads it)', () => {
    const unlinked = product(7, []);
    expect(sellsPerBranch([unlinked])).toBe(false);
    expect(branchesForBasket(branches, [{ product: unlinked, count: 1 }], { serviceType: 'PICK_UP' }).map((b) => b.id)).toEqual([
      'chilonzor',
      'oybek',
      'yunusobod',
    ]);
    // In a menu that does sell per branch, an unlinked product is sold nowhere.
    expect(branchesForBasket(branches, [{ product: unlinked, count: 1 }], { serviceType: 'PICK_UP', perBranch: true })).toEqual([]);
  });

  it('an empty basket: every branch offering the service', () => {
    expect(branchesForBasket(branches, [], { serviceType: 'DELIVERY' }).map((b) => b.id)).toEqual(['chilonzor', 'yunusobod']);
  });

  it('property: every branch found is active, serves the service and links every product; no qualifying branch is left out; nearest first', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const branchArb = fc.tuple(
      fc.constantFrom(...ids),
      fc.double({ min: 41.2, max: 41.4, noNaN: true }),
      fc.double({ min: 69.1, max: 69.4, noNaN: true }),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(branchArb, { selector: (b) => b[0], minLength: 1, maxLength: 5 }),
        fc.array(fc.subarray(ids), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('DELIVERY' as const, 'PICK_UP' as const),
        (raw, links, serviceType) => {
          const all = raw.map(([id, lat, lon, isActive, deliveryEnabled, pickupEnabled]) =>
            branch(id, lat, lon, { isActive, settings: { deliveryEnabled, pickupEnabled } }),
          );
          const lines = links.map((l, i) => ({ product: product(i + 1, l), count: 1 }));
          const found = branchesForBasket(all, lines, { serviceType, point: nearOybek, perBranch: true });
          const qualifies = (b: Branch) =>
            b.isActive && (serviceType === 'DELIVERY' ? b.settings!.deliveryEnabled : b.settings!.pickupEnabled) && links.every((l) => l.includes(b.id));
          expect(found.map((b) => b.id).sort()).toEqual(
            all
              .filter(qualifies)
              .map((b) => b.id)
              .sort(),
          );
          for (let i = 1; i < found.length; i++) expect(found[i]!.distance!).toBeGreaterThanOrEqual(found[i - 1]!.distance!);
        },
      ),
    );
  });
});

describe('stock: "Mahsulot soni yetarlicha emas!" where a branch keeps a count that is exceeded', () => {
  const limited = product(8, [{ branchId: 'chilonzor', stock: 3 }, { branchId: 'yunusobod', stock: 0 }, 'oybek']);

  it('counts the units of a product over all its lines (different modifiers, one stock)', () => {
    const lines = [
      { product: limited, count: 2 },
      { product: limited, count: 2 },
    ];
    expect(stockShortages(lines, 'chilonzor')).toEqual([{ productId: 8, requested: 4, stock: 3 }]);
    expect(checkStock(lines, 'chilonzor')).toEqual({ key: 'notEnoughStock' });
  });

  it('up to the count is fine; a link without a count is never short', () => {
    expect(checkStock([{ product: limited, count: 3 }], 'chilonzor')).toBeNull();
    expect(checkStock([{ product: limited, count: 300 }], 'oybek')).toBeNull();
    expect(checkStock([{ product: limited, count: 1 }], 'yunusobod')).toEqual({ key: 'notEnoughStock' });
  });

  it('a branch that is short is not offered for the basket', () => {
    expect(branchesForBasket(branches, [{ product: limited, count: 3 }], { serviceType: 'PICK_UP' }).map((b) => b.id)).toEqual(['chilonzor', 'oybek']);
    expect(branchesForBasket(branches, [{ product: limited, count: 4 }], { serviceType: 'PICK_UP' }).map((b) => b.id)).toEqual(['oybek']);
  });

  it('property: short exactly when the units asked exceed the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }), (stock, counts) => {
        const p = product(9, [{ branchId: 'chilonzor', stock }]);
        const units = counts.reduce((a, b) => a + b, 0);
        expect(
          checkStock(
            counts.map((count) => ({ product: p, count })),
            'chilonzor',
          ) !== null,
        ).toBe(units > stock);
      }),
    );
  });
});

describe('branchFits: which branches can take the basket, and why the others cannot (issue 19, item 3)', () => {
  it('agrees with branchesForBasket and names the missing products', () => {
    const mk = (id: string, extra: Record<string, unknown> = {}) =>
      branchSchema.parse({ id, cityId: 'c', merchantId: 'm', name: { uz: id }, latitude: 41.3, longitude: 69.2, ...extra });
    const chilonzor = mk('chilonzor');
    const yunusobod = mk('yunusobod');
    const off = mk('off', { settings: { pickupEnabled: false } });
    const shut = mk('shut', { isActive: false });
    const special = productSchema.parse({
      id: 7,
      categoryId: 1,
      name: { uz: 'S' },
      amount: 1000,
      productBranch: [{ branchId: 'chilonzor' }, { branchId: 'off' }, { branchId: 'shut' }],
    });
    const all = [chilonzor, yunusobod, off, shut];
    const fits = branchFits(all, [{ product: special, count: 1 }], { serviceType: 'PICK_UP' });
    expect(fits.map((f) => [f.branch.id, f.misfit, f.productIds])).toEqual([
      ['chilonzor', null, []],
      ['yunusobod', 'productsMissing', [7]],
      ['off', 'serviceOff', []],
      ['shut', 'closedDown', []],
    ]);
    const can = branchesForBasket(all, [{ product: special, count: 1 }], { serviceType: 'PICK_UP' }).map((b) => b.id);
    expect(fits.filter((f) => f.misfit === null).map((f) => f.branch.id)).toEqual(can);
  });
});
