import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allergenSchema, dietLabelSchema, type Allergen, type DietLabel } from '#schemas/common';
import { productSchema } from '#schemas/entities';
import { assembleMenu } from './menu-assembly.ts';
import { EMPTY_MENU_FILTER, filterMenu, filterSize, passesMenuFilter, type MenuFilter } from './menu-filter.ts';

const ALLERGENS = allergenSchema.options as readonly Allergen[];
const DIET = dietLabelSchema.options as readonly DietLabel[];

const product = (id: number, categoryId: number, allergens: Allergen[], diet: DietLabel[] = []) =>
  productSchema.parse({ id, categoryId, name: { uz: `P${id}` }, amount: 10_000, allergens, diet });

const menu = assembleMenu({
  groups: [
    { id: 1, name: { uz: 'Drinks' }, priority: 1 },
    { id: 2, name: { uz: 'Bakery' }, priority: 2 },
  ],
  categories: [
    { id: 10, groupId: 1, name: { uz: 'Coffee' }, priority: 1 },
    { id: 20, groupId: 2, name: { uz: 'Pastry' }, priority: 2 },
  ],
  products: [
    product(1, 10, ['MILK'], ['VEGETARIAN', 'HALAL']),
    product(2, 10, [], ['VEGETARIAN', 'HALAL']),
    product(3, 20, ['GLUTEN', 'EGGS'], ['VEGETARIAN']),
  ],
} as never);

describe('the menu filter', () => {
  it('hides a dish that contains a hidden allergen, and keeps the others', () => {
    const filtered = filterMenu(menu, { hide: ['MILK'], only: [] });
    expect(filtered.products.map((p) => p.id)).toEqual([2, 3]);
  });

  it('drops a category and its group when the filter hides all their dishes', () => {
    const filtered = filterMenu(menu, { hide: ['GLUTEN'], only: [] });
    expect(filtered.categories.map((c) => c.id)).toEqual([10]);
    expect(filtered.groups.map((g) => g.id)).toEqual([1]);
    expect(filtered.categoryById.has(20)).toBe(false);
  });

  it('shows only dishes that carry every diet label asked for', () => {
    expect(filterMenu(menu, { hide: [], only: ['HALAL'] }).products.map((p) => p.id)).toEqual([1, 2]);
    expect(filterMenu(menu, { hide: ['MILK'], only: ['HALAL', 'VEGETARIAN'] }).products.map((p) => p.id)).toEqual([2]);
  });

  it('answers the same menu for an empty filter', () => {
    expect(filterMenu(menu, EMPTY_MENU_FILTER)).toBe(menu);
  });

  it('never keeps a dish with a hidden allergen nor one lacking an asked label, and keeps every other (property)', () => {
    const filters = fc.record({ hide: fc.subarray([...ALLERGENS]), only: fc.subarray([...DIET]) });
    const dishes = fc.array(fc.record({ allergens: fc.subarray([...ALLERGENS]), diet: fc.subarray([...DIET]) }), { maxLength: 20 });
    fc.assert(
      fc.property(filters, dishes, (filter: MenuFilter, list) => {
        const whole = assembleMenu({
          groups: [],
          categories: [{ id: 1, name: { uz: 'All' }, priority: 0 }],
          products: list.map((d, i) => product(i + 1, 1, d.allergens, d.diet)),
        } as never);
        const kept = new Set(filterMenu(whole, filter).products.map((p) => p.id));
        for (const p of whole.products) {
          const ok = !p.allergens.some((a) => filter.hide.includes(a)) && filter.only.every((l) => p.diet.includes(l));
          expect(kept.has(p.id)).toBe(ok);
          expect(passesMenuFilter(p, filter)).toBe(ok);
        }
      }),
    );
  });

  it('counts the choices', () => {
    expect(filterSize({ hide: ['MILK'], only: ['HALAL'] })).toBe(2);
  });
});
