/**
 * A spreadsheet of the menu read back into the draft (the CSV menuCsv writes, or one made by
 * hand with the same columns, in any order): what it changes, worked out before anything is saved.
 * A product row with an id the draft has changes that dish (its names, price, category, whether
 * it is shown); one without an id is a new dish; a modification row changes that modification's
 * names and price. The draft's dishes the file leaves out are listed, and removed only when the
 * merchant asks. A bad cell is named by its line and column and nothing is applied. Pure.
 */
import { produce } from 'immer';
import { LANGUAGES, type Language } from '#schemas/common';
import { nextId, type Menu, type MenuBranch, type MenuProduct } from './menu-draft.ts';

export type CsvProblem =
  'csvHeader' | 'csvType' | 'csvNumber' | 'csvId' | 'csvCategory' | 'csvDuplicate' | 'csvName' | 'csvModification' | 'csvActive' | 'csvEmpty';

export interface CsvIssue {
  /** The file's line, from 1 (the header). */
  readonly line: number;
  readonly column: string;
  readonly problem: CsvProblem;
  readonly value: string;
}

export interface CsvChange {
  readonly before: MenuProduct;
  readonly after: MenuProduct;
  readonly fields: readonly ('name' | 'price' | 'category' | 'active' | 'modifications')[];
}

export interface MenuImport {
  readonly added: readonly MenuProduct[];
  readonly changed: readonly CsvChange[];
  /** The draft's dishes the file does not name. */
  readonly missing: readonly MenuProduct[];
  readonly issues: readonly CsvIssue[];
}

const REQUIRED = ['type', 'id', 'category', 'price'] as const;

/** A sum as a spreadsheet writes it: digits, maybe grouped by spaces; a whole number of so'm. */
function money(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What `rows` (the file's cells, row by row, the header first) would change in `menu`. A new dish
 * is sold at every branch, as the editor's "add a dish" makes one.
 */
export function importMenuRows(rows: readonly (readonly string[])[], menu: Menu & { readonly branches: readonly MenuBranch[] }): MenuImport {
  const issues: CsvIssue[] = [];
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = new Map(header.map((h, i) => [h, i]));
  for (const column of REQUIRED) if (!at.has(column)) issues.push({ line: 1, column, problem: 'csvHeader', value: '' });
  if (issues.length > 0) return { added: [], changed: [], missing: [], issues };
  const nameColumns = LANGUAGES.filter((l) => at.has(`name_${l}`));

  const categories = new Map<string, number>();
  for (const c of menu.categories) {
    categories.set(String(c.id), c.id);
    for (const name of Object.values(c.name)) if (name?.trim()) categories.set(name.trim().toLocaleLowerCase(), c.id);
  }
  const byId = new Map(menu.products.map((p) => [p.id, p]));
  const edited = new Map<number, MenuProduct>();
  const added: MenuProduct[] = [];
  const named = new Set<number>();
  let freeId = nextId(menu.products);

  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    const cell = (column: string) => (row[at.get(column) ?? -1] ?? '').trim();
    if (row.every((c) => c.trim() === '')) return;
    const problem = (column: string, kind: CsvProblem, value = cell(column)) => issues.push({ line, column, problem: kind, value });
    const names = (current: Readonly<Record<string, string | null | undefined>>) => {
      const next: Partial<Record<Language, string>> = {};
      for (const [language, text] of Object.entries(current)) if (text) next[language as Language] = text;
      for (const language of nameColumns) {
        const text = cell(`name_${language}`);
        if (text) next[language] = text;
        else delete next[language];
      }
      return next;
    };
    const type = cell('type').toLowerCase();
    const price = money(cell('price'));
    if (cell('price') !== '' && price === null) problem('price', 'csvNumber');

    if (type === 'product') {
      const idText = cell('id');
      const id = idText === '' ? null : /^[1-9]\d{0,8}$/.test(idText) ? Number(idText) : NaN;
      if (Number.isNaN(id)) return problem('id', 'csvId');
      const categoryText = cell('category');
      const categoryId = categoryText === '' ? undefined : categories.get(categoryText.toLocaleLowerCase());
      if (categoryText !== '' && categoryId === undefined) problem('category', 'csvCategory');
      const activeText = cell('active').toLowerCase();
      const active = activeText === '' ? undefined : activeText === 'true' ? true : activeText === 'false' ? false : null;
      if (active === null) problem('active', 'csvActive');
      if (id !== null && named.has(id)) return problem('id', 'csvDuplicate');
      const before = id === null ? undefined : (edited.get(id) ?? byId.get(id));
      if (id !== null) named.add(id);
      if (!before) {
        // A new dish (no id, or one the draft does not have): a category, a price and a name.
        if (categoryId === undefined && categoryText === '') problem('category', 'csvCategory');
        if (cell('price') === '') problem('price', 'csvNumber');
        const name = names({});
        if (Object.keys(name).length === 0) problem(`name_${nameColumns[0] ?? 'uz'}`, 'csvName');
        const newId = id ?? freeId++;
        if (id !== null && id >= freeId) freeId = id + 1;
        added.push({
          id: newId,
          categoryId: categoryId ?? 0,
          name,
          amount: price ?? 0,
          active: active ?? true,
          productBranch: menu.branches.map((b) => ({ branchId: b.id })),
          modificationGroups: [],
        });
        return;
      }
      edited.set(
        before.id,
        produce(before, (d) => {
          d.name = names(before.name);
          if (price !== null) d.amount = price;
          if (categoryId !== undefined) d.categoryId = categoryId;
          if (active !== undefined && active !== null) d.active = active;
        }),
      );
      return;
    }

    if (type === 'modification') {
      const [productText, groupText] = cell('parent').split('/');
      const product = edited.get(Number(productText)) ?? byId.get(Number(productText));
      const id = Number(cell('id'));
      const group = product?.modificationGroups?.find((g) => g.id === Number(groupText));
      if (!product || !group || !group.modifications.some((m) => m.id === id)) return problem('id', 'csvModification', `${cell('parent')} ${cell('id')}`);
      edited.set(
        product.id,
        produce(product, (d) => {
          const modification = d.modificationGroups!.find((g) => g.id === group.id)!.modifications.find((m) => m.id === id)!;
          modification.name = names(modification.name);
          if (price !== null) modification.price = price;
        }),
      );
      return;
    }
    problem('type', 'csvType');
  });

  if (named.size === 0 && added.length === 0 && issues.length === 0) issues.push({ line: 1, column: 'type', problem: 'csvEmpty', value: '' });
  const changed: CsvChange[] = [];
  for (const [id, after] of edited) {
    const before = byId.get(id)!;
    const fields: CsvChange['fields'][number][] = [];
    if (!same(before.name, after.name)) fields.push('name');
    if (before.amount !== after.amount) fields.push('price');
    if (before.categoryId !== after.categoryId) fields.push('category');
    if ((before.active !== false) !== (after.active !== false)) fields.push('active');
    if (!same(before.modificationGroups ?? [], after.modificationGroups ?? [])) fields.push('modifications');
    if (fields.length > 0) changed.push({ before, after, fields });
  }
  // A file of modification rows only names no dish: nothing is missing from it.
  const missing = named.size === 0 ? [] : menu.products.filter((p) => !named.has(p.id));
  return { added, changed, missing, issues };
}

/** The cells of a CSV file's text (papaparse, loaded when a file is chosen: the editor's first load stays light). */
export async function csvRows(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}
