import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productSchema, type Product } from '#schemas/entities';
import { reorderLines } from './reorder.ts';

const product = (extra: Record<string, unknown> = {}): Product =>
  productSchema.parse({ id: 1, categoryId: 10, name: { uz: 'Burger' }, amount: 35_000, ...extra });
const burger = product({
  modificationGroups: [
    {
      id: 1,
      name: { uz: 'Sous' },
      minCount: 0,
      maxCount: 2,
      modifications: [
        { id: 11, name: { uz: 'Pishloq' }, price: 3_000 },
        { id: 12, name: { uz: 'Achchiq' }, price: 5_000 },
      ],
    },
  ],
});
const menu = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));

describe("ordering again (B6): the lines of an order against today's menu", () => {
  it('a line still sold with all its modifiers is available, with its modifiers and count', () => {
    const [line] = reorderLines([{ productId: 1, count: 2, name: { uz: 'Burger' }, modifiers: [{ id: 11, count: 1 }, { id: 12 }] }], menu(burger));
    expect(line).toEqual({
      productId: 1,
      count: 2,
      name: { uz: 'Burger' },
      modifications: [
        { id: 11, count: 1 },
        { id: 12, count: 1 },
      ],
      modificationIds: [11, 12],
      available: true,
      problem: null,
      missingModificationIds: [],
    });
  });

  it('a product no longer in the menu, or inactive, is flagged as unavailable', () => {
    const lines = reorderLines(
      [
        { productId: 1, count: 1 },
        { productId: 2, count: 1 },
      ],
      menu(product({ active: false }), product({ id: 3 })),
    );
    expect(lines.map((l) => [l.available, l.problem])).toEqual([
      [false, 'productUnavailable'],
      [false, 'productUnavailable'],
    ]);
  });

  it('a modifier the product no longer offers is named, and the line keeps the ones still sold', () => {
    const [line] = reorderLines([{ productId: 1, count: 1, modifiers: [{ id: 11 }, { id: 99 }] }], menu(burger));
    expect(line).toMatchObject({ available: false, problem: 'modificationsInvalid', missingModificationIds: [99], modificationIds: [11] });
  });

  it('modifiers that no longer make a valid choice (a group now allows fewer) flag the line', () => {
    const stricter = product({ modificationGroups: [{ ...burger.modificationGroups[0]!, maxCount: 1 }] });
    const [line] = reorderLines([{ productId: 1, count: 1, modifiers: [{ id: 11 }, { id: 12 }] }], menu(stricter));
    expect(line).toMatchObject({ available: false, problem: 'modificationsInvalid', missingModificationIds: [] });
  });

  it('property: one answer per line, in order, and available only when nothing is missing', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ productId: fc.constantFrom(1, 2), count: fc.integer({ min: 1, max: 5 }), modifiers: fc.subarray([{ id: 11 }, { id: 12 }, { id: 99 }]) }),
        ),
        (lines) => {
          const answer = reorderLines(lines, menu(burger));
          expect(answer.map((l) => l.productId)).toEqual(lines.map((l) => l.productId));
          for (const l of answer) if (l.available) expect(l.missingModificationIds).toEqual([]);
        },
      ),
    );
  });
});
