import { describe, expect, it } from 'vitest';
import { menuCsv, type MenuProduct } from './menu-draft.ts';
import { csvRows, importMenuRows } from './menu-import.ts';

const product = (id: number, extra: Partial<MenuProduct> = {}): MenuProduct => ({
  id,
  categoryId: 1,
  name: { uz: `Osh ${id}`, ru: `Плов ${id}` },
  amount: 30_000,
  active: true,
  ...extra,
});
const menu = {
  groups: [],
  categories: [
    { id: 1, name: { uz: 'Taomlar', ru: 'Блюда' } },
    { id: 2, name: { uz: 'Ichimliklar', ru: 'Напитки' } },
  ],
  products: [
    product(1, {
      modificationGroups: [
        { id: 7, name: { uz: 'Non' }, minCount: 0, maxCount: 1, isRequired: false, modifications: [{ id: 71, name: { uz: 'Patir' }, price: 4_000 }] },
      ],
    }),
    product(2),
    product(3, { categoryId: 2 }),
  ],
  branches: [{ id: 'center', name: { uz: 'Markaz' } }],
};
const HEADER = 'type,id,parent,category,name_uz,name_ru,name_eng,price,active';
const rowsOf = (...lines: string[]) => csvRows([HEADER, ...lines].join('\r\n'));

describe('a menu spreadsheet read back into the draft', () => {
  it('the file the editor writes changes nothing', async () => {
    const result = importMenuRows(await csvRows(menuCsv(menu)), menu);
    expect(result).toEqual({ added: [], changed: [], missing: [], issues: [] });
  });

  it('finds what it adds, changes and leaves out, with the fields each change touches', async () => {
    const rows = await rowsOf(
      'product,1,,Taomlar,Osh 1,Плов 1,,32 000,true',
      'modification,71,1/7,,Patir non,,,5000,',
      'product,2,,Напитки,Osh 2,Плов 2,Pilaf,30000,false',
      'product,,,Ichimliklar,Choy,Чай,,5000,',
    );
    const result = importMenuRows(rows, menu);
    expect(result.issues).toEqual([]);
    expect(result.added).toEqual([
      { id: 4, categoryId: 2, name: { uz: 'Choy', ru: 'Чай' }, amount: 5000, active: true, productBranch: [{ branchId: 'center' }], modificationGroups: [] },
    ]);
    expect(result.changed.map((c) => [c.after.id, c.fields])).toEqual([
      [1, ['price', 'modifications']],
      [2, ['name', 'category', 'active']],
    ]);
    expect(result.changed[0]!.after.modificationGroups![0]!.modifications[0]).toEqual({ id: 71, name: { uz: 'Patir non' }, price: 5000 });
    expect(result.changed[1]!.after.name).toEqual({ uz: 'Osh 2', ru: 'Плов 2', eng: 'Pilaf' });
    expect(result.missing.map((p) => p.id)).toEqual([3]);
    // The draft's items are not changed by reading a file.
    expect(menu.products[0]!.amount).toBe(30_000);
  });

  it('reads a semicolon-separated file, as a spreadsheet in Russian saves one, columns in any order', async () => {
    const rows = await csvRows('id;type;price;category;name_ru\r\n2;product;31000;Блюда;Плов 2\r\n');
    const result = importMenuRows(rows, menu);
    expect(result.issues).toEqual([]);
    // A language without its column keeps its text.
    expect(result.changed).toMatchObject([{ after: { id: 2, amount: 31_000, name: { uz: 'Osh 2', ru: 'Плов 2' } }, fields: ['price'] }]);
    expect(result.missing.map((p) => p.id)).toEqual([1, 3]);
  });

  it('names each bad cell by its line and column', async () => {
    const rows = await rowsOf(
      'product,1,,Taomlar,Osh 1,,,narx,true',
      'product,2,,Salatlar,Osh 2,,,30000,true',
      'product,x,,Taomlar,Osh,,,1,',
      'product,1,,Taomlar,Osh 1,,,30000,true',
      'dish,9,,Taomlar,Osh,,,1,',
      'product,,,Taomlar,,,,1000,',
      'product,3,,Taomlar,Osh 3,,,100,yes',
      'modification,99,1/7,,X,,,100,',
    );
    expect(importMenuRows(rows, menu).issues).toEqual([
      { line: 2, column: 'price', problem: 'csvNumber', value: 'narx' },
      { line: 3, column: 'category', problem: 'csvCategory', value: 'Salatlar' },
      { line: 4, column: 'id', problem: 'csvId', value: 'x' },
      { line: 5, column: 'id', problem: 'csvDuplicate', value: '1' },
      { line: 6, column: 'type', problem: 'csvType', value: 'dish' },
      { line: 7, column: 'name_uz', problem: 'csvName', value: '' },
      { line: 8, column: 'active', problem: 'csvActive', value: 'yes' },
      { line: 9, column: 'id', problem: 'csvModification', value: '1/7 99' },
    ]);
  });

  it('refuses a file without the columns it needs, or without a dish', async () => {
    expect(importMenuRows(await csvRows('id,name_uz\r\n1,Osh\r\n'), menu).issues.map((i) => [i.line, i.column])).toEqual([
      [1, 'type'],
      [1, 'category'],
      [1, 'price'],
    ]);
    expect(importMenuRows(await csvRows(`${HEADER}\r\n`), menu).issues).toEqual([{ line: 1, column: 'type', problem: 'csvEmpty', value: '' }]);
  });
});
