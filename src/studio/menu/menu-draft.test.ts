import { describe, expect, it } from 'vitest';
import {
  changedPrice,
  duplicateProduct,
  filterProducts,
  inCatalogueOrder,
  menuCsv,
  nextId,
  withSavedItem,
  missingLanguages,
  NO_FILTER,
  type MenuProduct,
} from './menu-draft.ts';

const product = (id: number, extra: Partial<MenuProduct> = {}): MenuProduct => ({
  id,
  categoryId: 1,
  name: { uz: `Osh ${id}`, ru: `Плов ${id}` },
  amount: 30_000,
  ...extra,
});

describe('the menu editor’s rules', () => {
  it('finds a missing translation of the name, and of the description once it has one', () => {
    expect(missingLanguages(product(1), ['uz', 'ru'])).toEqual([]);
    expect(missingLanguages(product(1), ['uz', 'ru', 'eng'])).toEqual(['eng']);
    expect(missingLanguages(product(1, { description: { uz: "Qo'y go'shti", ru: ' ' } }), ['uz', 'ru'])).toEqual(['ru']);
    expect(missingLanguages(product(1, { description: { uz: '', ru: '' } }), ['uz', 'ru'])).toEqual([]);
  });

  it('searches every language’s name and the id, word by word, and filters by category, translation and visibility', () => {
    const all = [product(1), product(2, { name: { uz: 'Lag‘mon', ru: 'Лагман' }, categoryId: 2 }), product(3, { active: false })];
    expect(filterProducts(all, { ...NO_FILTER, text: 'лаг' }, ['uz', 'ru']).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(all, { ...NO_FILTER, text: 'osh 3' }, ['uz', 'ru']).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(all, { ...NO_FILTER, categoryId: 1 }, ['uz']).map((p) => p.id)).toEqual([1, 3]);
    expect(filterProducts(all, { ...NO_FILTER, hidden: true }, ['uz']).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(all, { ...NO_FILTER, missing: true }, ['uz', 'ru', 'eng']).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterProducts(all, { ...NO_FILTER, missing: true }, ['uz', 'ru']).map((p) => p.id)).toEqual([]);
  });

  it('lists dishes as the storefront shows them: by group, then category, then their own order', () => {
    const menu = {
      groups: [
        { id: 1, name: { uz: 'Ichimliklar' }, priority: 2 },
        { id: 2, name: { uz: 'Taomlar' }, priority: 1 },
      ],
      categories: [
        { id: 10, groupId: 1, name: { uz: 'Choy' }, priority: 1 },
        { id: 20, groupId: 2, name: { uz: 'Osh' }, priority: 2 },
        { id: 30, groupId: 2, name: { uz: "Sho'rva" }, priority: 1 },
      ],
    };
    const all = [
      product(1, { categoryId: 10, priority: 1 }),
      product(2, { categoryId: 20, priority: 1 }),
      product(3, { categoryId: 30, priority: 5 }),
      product(4, { categoryId: 30, priority: 2 }),
      product(5, { categoryId: 99, priority: 0 }),
      product(6, { categoryId: 20, priority: 0 }),
    ];
    expect(inCatalogueOrder(all, menu).map((p) => p.id)).toEqual([4, 3, 6, 2, 1, 5]);
  });

  it('keeps its copy of the draft as the server saved it: an item replaced, added or removed, with its ETag', () => {
    const copy = {
      baseVersion: 3,
      draft: false,
      brand: { menu: { products: [product(1), product(2)] }, branches: [] },
      etags: { 'products/1': '"a"', 'products/2': '"b"' },
    };
    const replaced = withSavedItem(copy, 'products', product(1, { amount: 1 }), '"c"');
    expect(replaced.brand.menu).toEqual({ products: [product(1, { amount: 1 }), product(2)] });
    expect(replaced).toMatchObject({ draft: true, etags: { 'products/1': '"c"', 'products/2': '"b"' }, brand: { branches: [] } });
    const added = withSavedItem(replaced, 'products', product(3), '"d"');
    expect(nextId((added.brand.menu as { products: MenuProduct[] }).products)).toBe(4);
    const removed = withSavedItem(added, 'products', product(2), null);
    expect((removed.brand.menu as { products: MenuProduct[] }).products.map((p) => p.id)).toEqual([1, 3]);
    expect(removed.etags).toEqual({ 'products/1': '"c"', 'products/3': '"d"' });
    // The copy it came from is left as it was.
    expect(copy.etags['products/1']).toBe('"a"');
  });

  it('changes a price by a percent or an amount, rounded to 100 so’m and never below zero', () => {
    expect(changedPrice(32_000, { by: 'percent', value: 10 })).toBe(35_200);
    expect(changedPrice(27_990, { by: 'percent', value: 5 })).toBe(29_400);
    expect(changedPrice(12_345, { by: 'amount', value: 1_000 })).toBe(13_300);
    expect(changedPrice(1_000, { by: 'amount', value: -5_000 })).toBe(0);
    expect(changedPrice(30_000, { by: 'percent', value: -100 })).toBe(0);
  });

  it('copies a product under free ids, hidden, its modifier groups and modifiers renumbered', () => {
    const groups = [
      { id: 7, name: { uz: 'Non' }, minCount: 1, maxCount: 1, isRequired: true, modifications: [{ id: 71, name: { uz: 'Patir' }, price: 4_000 }] },
    ];
    const all = [product(1, { modificationGroups: groups }), product(5)];
    const copy = duplicateProduct(all[0]!, all, (name) => `${name} (nusxa)`);
    expect(copy).toMatchObject({ id: 6, active: false, name: { uz: 'Osh 1 (nusxa)', ru: 'Плов 1 (nusxa)' } });
    expect(copy.modificationGroups![0]).toMatchObject({ id: 8, modifications: [{ id: 72, price: 4_000 }] });
    expect(all[0]!.modificationGroups![0]!.id).toBe(7);
  });

  it('writes the menu as CSV, a row per product and per modification, quoting what needs it', () => {
    const csv = menuCsv({
      groups: [],
      categories: [{ id: 1, name: { uz: 'Taomlar' } }],
      products: [
        product(1, {
          name: { uz: 'Osh, katta', ru: 'Плов "большой"' },
          modificationGroups: [
            { id: 7, name: {}, minCount: 0, maxCount: 1, isRequired: false, modifications: [{ id: 71, name: { uz: 'Patir' }, price: 4_000 }] },
          ],
        }),
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'type,id,parent,category,name_uz,name_ru,name_eng,price,active',
      'product,1,,Taomlar,"Osh, katta","Плов ""большой""",,30000,true',
      'modification,71,1/7,,Patir,,,4000,',
      '',
    ]);
  });
});
