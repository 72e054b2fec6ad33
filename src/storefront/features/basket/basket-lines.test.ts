import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '#schemas/entities';
import { unitPriceOf } from '#domain/pricing';
import { addLine, type BasketLine } from '#storefront/lib/basket-store.ts';
import { basketView } from './basket-lines.ts';

const product = (id: number, extra: Record<string, unknown> = {}): Product =>
  productSchema.parse({
    id,
    categoryId: 1,
    name: { uz: `P${id}` },
    amount: 10_000,
    ...extra,
  });
const withSauce = product(2, {
  discount: 10,
  modificationGroups: [
    {
      id: 7,
      name: { uz: 'Sous' },
      minCount: 0,
      maxCount: 2,
      isRequired: true,
      modifications: [
        { id: 70, name: { uz: 'A' }, price: 2_000 },
        { id: 71, name: { uz: 'B' }, price: 4_000 },
      ],
    },
  ],
});
const menu = (...products: Product[]) => new Map(products.map((p) => [p.id, p]));

describe('the basket as the shopper sees it', () => {
  it('prices lines by the domain rules (modifiers counted, then the product discount) and totals the orderable ones', () => {
    let lines: BasketLine[] = [];
    lines = addLine(lines, { productId: 1, count: 2, price: 10_000 });
    lines = addLine(lines, { productId: 2, modifications: [{ id: 70, count: 1 }], price: 10_800 });
    const view = basketView(lines, menu(product(1), withSauce));
    expect(view.lines.map((l) => [l.state, l.unitPrice, l.price])).toEqual([
      ['ok', 10_000, 20_000],
      ['ok', 10_800, 10_800],
    ]);
    expect(view).toMatchObject({ count: 3, total: 30_800, flagged: 0 });
    expect(unitPriceOf(withSauce, [{ id: 71, count: 1 }])).toBe(12_600);
  });

  it('flags a vanished or inactive product, modifications that no longer fit, and a changed price; none of them is charged', () => {
    let lines: BasketLine[] = [];
    lines = addLine(lines, { productId: 9, price: 5_000 });
    lines = addLine(lines, { productId: 3, price: 5_000 });
    lines = addLine(lines, { productId: 2, price: 10_000 });
    lines = addLine(lines, { productId: 1, price: 8_000 });
    const view = basketView(lines, menu(product(1), withSauce, product(3, { active: false })));
    expect(view.lines.map((l) => l.state)).toEqual(['vanished', 'vanished', 'invalid', 'priceChanged']);
    expect(view.lines[3]).toMatchObject({ shownUnitPrice: 8_000, unitPrice: 10_000 });
    expect(view).toMatchObject({ flagged: 4, count: 1, total: 10_000 });
  });
});
