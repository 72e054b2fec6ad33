import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  branchSchema,
  categorySchema,
  groupSchema,
  productSchema,
  type Branch,
  type Category,
  type Group,
  type OverallMenu,
  type Product,
} from '#schemas/entities';
import { assembleMenu, filterByChannel, mergeGrades } from './menu-assembly.ts';

const product = (id: number, categoryId: number, extra: Record<string, unknown> = {}): Product =>
  productSchema.parse({ id, categoryId, name: { uz: `p${id}` }, amount: 10_000, ...extra });
const category = (id: number, extra: Record<string, unknown> = {}): Category => categorySchema.parse({ id, name: { uz: `c${id}` }, ...extra });
const group = (id: number, extra: Record<string, unknown> = {}): Group => groupSchema.parse({ id, name: { uz: `g${id}` }, ...extra });
const branch = (id: string, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'c1', merchantId: 'm1', name: { uz: id }, latitude: 41.3, longitude: 69.2, ...extra });
const menu = (groups: Group[], categories: Category[], products: Product[]): OverallMenu => ({ groups, categories, products });

const ids = (list: readonly { id: number }[]) => list.map((x) => x.id);

describe('menu assembly: groups with their categories, products under their categories (SPEC point 4)', () => {
  it('places each product under its category and each category under its group', () => {
    const assembled = assembleMenu(
      menu(
        [group(1), group(2)],
        [category(10, { groupId: 1 }), category(20, { groupId: 2 }), category(11, { groupId: 1 })],
        [product(100, 10), product(200, 20), product(110, 11), product(101, 10)],
      ),
    );
    const g1 = assembled.groups.find((g) => g.id === 1)!;
    const g2 = assembled.groups.find((g) => g.id === 2)!;
    expect(ids(g1.categories).sort()).toEqual([10, 11]);
    expect(ids(g2.categories)).toEqual([20]);
    expect(ids(assembled.categoryById.get(10)!.products).sort()).toEqual([100, 101]);
    expect(ids(assembled.categoryById.get(11)!.products)).toEqual([110]);
    expect(ids(assembled.categoryById.get(20)!.products)).toEqual([200]);
    for (const p of assembled.products) expect(assembled.productsById.get(p.id)).toBe(p);
  });

  it('keeps a category whose group is unknown in the flat category list (brands without groups)', () => {
    const assembled = assembleMenu(menu([], [category(10), category(11, { groupId: 99 })], [product(1, 10), product(2, 11)]));
    expect(ids(assembled.categories)).toEqual([10, 11]);
    expect(assembled.groups).toEqual([]);
  });

  it('drops a product whose category is not in the menu, and inactive products', () => {
    const assembled = assembleMenu(menu([], [category(10)], [product(1, 10), product(2, 77), product(3, 10, { active: false })]));
    expect(ids(assembled.products)).toEqual([1]);
    expect(assembled.productsById.has(2)).toBe(false);
    expect(assembled.productsById.has(3)).toBe(false);
  });
});

describe('menu assembly: ascending priority (SPEC point 4)', () => {
  it('sorts groups, categories and products by ascending priority, ties by id', () => {
    const assembled = assembleMenu(
      menu(
        [group(1, { priority: 5 }), group(2, { priority: 1 }), group(3, { priority: 5 })],
        [
          category(10, { groupId: 1, priority: 3 }),
          category(11, { groupId: 1, priority: -1 }),
          category(20, { groupId: 2, priority: 0 }),
          category(30, { groupId: 3, priority: 2 }),
        ],
        [
          product(100, 10, { priority: 9 }),
          product(101, 10, { priority: 2 }),
          product(102, 10, { priority: 2 }),
          product(110, 11),
          product(200, 20),
          product(300, 30),
        ],
      ),
    );
    expect(ids(assembled.groups)).toEqual([2, 1, 3]);
    expect(ids(assembled.categories)).toEqual([11, 20, 30, 10]);
    expect(ids(assembled.groups[1]!.categories)).toEqual([11, 10]);
    expect(ids(assembled.categoryById.get(10)!.products)).toEqual([101, 102, 100]);
    // The flat product list follows the category order, then product priority.
    expect(ids(assembled.products)).toEqual([110, 200, 300, 101, 102, 100]);
  });

  it('does not reorder the overall menu it was given', () => {
    const overall = menu(
      [group(1, { priority: 2 }), group(2, { priority: 1 })],
      [category(10, { groupId: 1 }), category(20, { groupId: 2 })],
      [product(1, 10, { priority: 3 }), product(2, 10, { priority: 1 }), product(3, 20)],
    );
    const before = JSON.stringify(overall);
    assembleMenu(overall);
    expect(JSON.stringify(overall)).toBe(before);
  });
});

describe('menu assembly: the active category list holds only categories with products (SPEC point 4)', () => {
  it('leaves out categories left without products, and groups left without categories', () => {
    const assembled = assembleMenu(
      menu(
        [group(1), group(2)],
        [category(10, { groupId: 1 }), category(11, { groupId: 1 }), category(20, { groupId: 2 })],
        [product(100, 10), product(200, 20, { active: false })],
      ),
    );
    expect(ids(assembled.categories)).toEqual([10]);
    expect(assembled.categoryById.has(11)).toBe(false);
    expect(ids(assembled.groups)).toEqual([1]);
    expect(ids(assembled.groups[0]!.categories)).toEqual([10]);
  });
});

describe('menu assembly: nearest-branch filter (SPEC point 4)', () => {
  const overall = menu(
    [],
    [category(10)],
    [
      product(1, 10, { productBranch: [{ branchId: 'b1' }] }),
      product(2, 10, { productBranch: [{ branchId: 'b2' }] }),
      product(3, 10, { productBranch: [] }),
      product(4, 10, { productBranch: [{ branchId: 'b1', isActive: false }] }),
      product(5, 10, { productBranch: [{ branchId: 'b2' }, { branchId: 'b1' }] }),
    ],
  );

  it('without a nearest branch keeps products of every branch', () => {
    expect(ids(assembleMenu(overall).products)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(assembleMenu(overall, { nearestBranchId: null }).products)).toEqual([1, 2, 3, 4, 5]);
  });

  it('with a nearest branch keeps only products linked to it (an inactive link is no link)', () => {
    const assembled = assembleMenu(overall, { nearestBranchId: 'b1', branches: [branch('b1'), branch('b2')] });
    expect(ids(assembled.products)).toEqual([1, 5]);
  });

  it('drops every product when the nearest branch is not active', () => {
    expect(assembleMenu(overall, { nearestBranchId: 'b1', branches: [branch('b1', { isActive: false })] }).products).toEqual([]);
    expect(assembleMenu(overall, { nearestBranchId: 'b1', branches: [branch('b1', { deleted: true })] }).products).toEqual([]);
    // So the menu shows no empty category either.
    expect(assembleMenu(overall, { nearestBranchId: 'b1', branches: [branch('b1', { isActive: false })] }).categories).toEqual([]);
  });

  it('a menu that links no product to any branch is not filtered by branch (it would be empty)', () => {
    const unlinked = menu([], [category(10)], [product(1, 10, { productBranch: [] }), product(2, 10)]);
    expect(ids(assembleMenu(unlinked, { nearestBranchId: 'b1', branches: [branch('b1')] }).products)).toEqual([1, 2]);
  });

  it('an active link to the branch counts even when an inactive link to it comes first', () => {
    const twice = menu(
      [],
      [category(10)],
      [
        product(1, 10, {
          productBranch: [
            { branchId: 'b1', isActive: false },
            { branchId: 'b1', isActive: true },
          ],
        }),
      ],
    );
    expect(ids(assembleMenu(twice, { nearestBranchId: 'b1', branches: [branch('b1')] }).products)).toEqual([1]);
  });

  it('without the branch list, uses the activity the link carries', () => {
    const linked = menu(
      [],
      [category(10)],
      [
        product(1, 10, { productBranch: [{ branchId: 'b1', branch: { id: 'b1', isActive: false } }] }),
        product(2, 10, { productBranch: [{ branchId: 'b1', branch: { id: 'b1', isActive: true } }] }),
        product(3, 10, { productBranch: [{ branchId: 'b1' }] }),
      ],
    );
    expect(ids(assembleMenu(linked, { nearestBranchId: 'b1' }).products)).toEqual([2, 3]);
  });

  it('the branch list outranks the link: an active branch keeps a product whose link copy says inactive', () => {
    const linked = menu([], [category(10)], [product(1, 10, { productBranch: [{ branchId: 'b1', branch: { id: 'b1', isActive: false } }] })]);
    expect(ids(assembleMenu(linked, { nearestBranchId: 'b1', branches: [branch('b1')] }).products)).toEqual([1]);
  });
});

describe('menu assembly properties (SPEC point 4)', () => {
  const branchIds = ['b1', 'b2', 'b3'] as const;
  const overallArb = fc
    .record({
      groups: fc.uniqueArray(fc.record({ id: fc.nat(20), priority: fc.integer({ min: -5, max: 5 }) }), { selector: (g) => g.id, maxLength: 5 }),
      categories: fc.uniqueArray(fc.record({ id: fc.nat(30), priority: fc.integer({ min: -5, max: 5 }), groupId: fc.option(fc.nat(20), { nil: null }) }), {
        selector: (c) => c.id,
        maxLength: 8,
      }),
      products: fc.uniqueArray(
        fc.record({
          id: fc.nat(500),
          categoryId: fc.nat(30),
          priority: fc.integer({ min: -5, max: 5 }),
          active: fc.boolean(),
          links: fc.array(fc.record({ branchId: fc.constantFrom(...branchIds), isActive: fc.boolean() }), { maxLength: 3 }),
        }),
        { selector: (p) => p.id, maxLength: 40 },
      ),
    })
    .map((raw): OverallMenu =>
      menu(
        raw.groups.map((g) => group(g.id, { priority: g.priority })),
        raw.categories.map((c) => category(c.id, { priority: c.priority, groupId: c.groupId })),
        raw.products.map((p) => product(p.id, p.categoryId, { priority: p.priority, active: p.active, productBranch: p.links })),
      ),
    );
  const optionsArb = fc.record({
    nearestBranchId: fc.option(fc.constantFrom(...branchIds), { nil: null }),
    branches: fc
      .array(fc.record({ id: fc.constantFrom(...branchIds), isActive: fc.boolean() }), { maxLength: 3 })
      .map((list) => list.map((b) => branch(b.id, { isActive: b.isActive }))),
  });

  it('products are sorted by priority within each category; every kept product belongs to a kept category', () => {
    fc.assert(
      fc.property(overallArb, optionsArb, (overall, options) => {
        const assembled = assembleMenu(overall, options);
        const keptCategoryIds = new Set(assembled.categories.map((c) => c.id));
        for (const c of assembled.categories) {
          expect(c.products.length).toBeGreaterThan(0);
          for (let i = 1; i < c.products.length; i++) {
            expect(c.products[i - 1]!.priority).toBeLessThanOrEqual(c.products[i]!.priority);
          }
          for (const p of c.products) expect(p.categoryId).toBe(c.id);
        }
        for (const p of assembled.products) expect(keptCategoryIds.has(p.categoryId)).toBe(true);
        for (let i = 1; i < assembled.categories.length; i++) {
          expect(assembled.categories[i - 1]!.priority).toBeLessThanOrEqual(assembled.categories[i]!.priority);
        }
        for (let i = 1; i < assembled.groups.length; i++) {
          expect(assembled.groups[i - 1]!.priority).toBeLessThanOrEqual(assembled.groups[i]!.priority);
        }
        for (const g of assembled.groups) for (const c of g.categories) expect(c.groupId).toBe(g.id);
      }),
    );
  });

  it('keeps exactly the active products of known categories sold at the nearest active branch', () => {
    fc.assert(
      fc.property(overallArb, optionsArb, (overall, options) => {
        const assembled = assembleMenu(overall, options);
        const categoryIds = new Set(overall.categories.map((c) => c.id));
        // A menu that links no product to any branch is not sold per branch.
        const chosen = overall.products.some((p) => p.productBranch.length > 0) ? options.nearestBranchId : null;
        const chosenBranch = options.branches.find((b) => b.id === chosen);
        const expected = overall.products.filter((p) => {
          if (!p.active || !categoryIds.has(p.categoryId)) return false;
          if (!chosen) return true;
          if (chosenBranch && !chosenBranch.isActive) return false;
          return p.productBranch.some((l) => l.branchId === chosen && l.isActive);
        });
        expect(ids(assembled.products).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
      }),
    );
  });
});

describe('mergeGrades: grades merged into products by id (SPEC point 7, grade call)', () => {
  it('sets the grade of the product with that id and leaves the others as they were', () => {
    const overall = menu([], [category(10)], [product(1, 10), product(2, 10, { grade: 3 }), product(3, 10)]);
    const merged = mergeGrades(overall, [
      { productId: 1, grade: 4.5 },
      { productId: 2, grade: 5 },
      { productId: 99, grade: 1 },
    ]);
    expect(merged.products.map((p) => [p.id, p.grade ?? null])).toEqual([
      [1, 4.5],
      [2, 5],
      [3, null],
    ]);
    expect(merged.products[2]).toBe(overall.products[2]);
    expect(overall.products[0]!.grade ?? null).toBeNull();
  });

  it('answers the same menu when there are no grades', () => {
    const overall = menu([], [category(10)], [product(1, 10)]);
    expect(mergeGrades(overall, [])).toBe(overall);
  });
});

describe('filterByChannel: products of the overalls type TG or WEB (SPEC point 7)', () => {
  it('keeps products whose systems name the channel, and products with no systems (every channel)', () => {
    const products = [
      product(1, 10),
      product(2, 10, { systems: ['WEB'] }),
      product(3, 10, { systems: ['TG'] }),
      product(4, 10, { systems: ['TG', 'WEB'] }),
      product(5, 10, { systems: ['APP'] }),
    ];
    expect(ids(filterByChannel(products, 'WEB'))).toEqual([1, 2, 4]);
    expect(ids(filterByChannel(products, 'TG'))).toEqual([1, 3, 4]);
  });
});
