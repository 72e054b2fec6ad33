/**
 * The menu as the studio's editor reads it from the brand draft (GET /studio/v1/brand): items in
 * the preset file's shape, searched and filtered, their missing translations found, a bulk price
 * change worked out, a copy of a product made with free ids, and the menu written as CSV. Pure:
 * no React, no calls; an item is edited with immer (`produce`) where it is nested.
 */
import { produce } from 'immer';
import type { Language } from '#schemas/common';

export type Texts = Partial<Record<Language, string | null>>;

export interface MenuGroup {
  readonly id: number;
  readonly name: Texts;
  readonly priority?: number;
  readonly [key: string]: unknown;
}
export interface MenuCategory extends MenuGroup {
  readonly groupId?: number | null;
}
export interface MenuModification {
  readonly id: number;
  readonly name: Texts;
  readonly price: number;
  readonly isDefault?: boolean;
  readonly image?: string | null;
  readonly [key: string]: unknown;
}
export interface MenuModificationGroup {
  readonly id: number;
  readonly name: Texts;
  readonly minCount: number;
  readonly maxCount: number;
  readonly isRequired: boolean;
  readonly modifications: readonly MenuModification[];
  readonly [key: string]: unknown;
}
export interface MenuProduct {
  readonly id: number;
  readonly categoryId: number;
  readonly name: Texts;
  readonly description?: Texts | null;
  readonly amount: number;
  readonly active?: boolean;
  readonly priority?: number;
  readonly image?: string | null;
  readonly modificationGroups?: readonly MenuModificationGroup[];
  readonly productBranch?: readonly { readonly branchId: string; readonly isActive?: boolean; readonly stock?: number | null }[];
  readonly [key: string]: unknown;
}
export interface MenuBranch {
  readonly id: string;
  readonly name: Texts;
  readonly [key: string]: unknown;
}

export interface Menu {
  readonly groups: readonly MenuGroup[];
  readonly categories: readonly MenuCategory[];
  readonly products: readonly MenuProduct[];
}

/** The menu and branches of a brand document (the preset's shape). */
export function menuOf(brand: Readonly<Record<string, unknown>>): Menu & { readonly branches: readonly MenuBranch[] } {
  const menu = (brand.menu ?? {}) as Partial<Menu>;
  return {
    groups: menu.groups ?? [],
    categories: menu.categories ?? [],
    products: menu.products ?? [],
    branches: (brand.branches ?? []) as MenuBranch[],
  };
}

export const byPriority = <T extends { readonly id: number; readonly priority?: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id);

/**
 * Dishes as the storefront's menu shows them: by their group's order, then their category's, then
 * their own. A dish of a category that is not there comes last.
 */
export function inCatalogueOrder(products: readonly MenuProduct[], menu: Pick<Menu, 'groups' | 'categories'>): MenuProduct[] {
  const groupRank = new Map(byPriority(menu.groups).map((g, i) => [g.id, i]));
  const categoryRank = new Map(
    byPriority(menu.categories)
      .sort((a, b) => (groupRank.get(a.groupId ?? -1) ?? groupRank.size) - (groupRank.get(b.groupId ?? -1) ?? groupRank.size))
      .map((c, i) => [c.id, i]),
  );
  const rank = (p: MenuProduct) => categoryRank.get(p.categoryId) ?? categoryRank.size;
  return byPriority(products).sort((a, b) => rank(a) - rank(b));
}

/** The languages of `offered` an item's name (or its description, when it has one) leaves empty. */
export function missingLanguages(item: { readonly name: Texts; readonly description?: Texts | null }, offered: readonly Language[]): Language[] {
  const empty = (texts: Texts | null | undefined, language: Language) => !texts?.[language]?.trim();
  const described = item.description && offered.some((l) => !empty(item.description, l));
  return offered.filter((l) => empty(item.name, l) || (described && empty(item.description, l)));
}

export interface MenuFilter {
  readonly text: string;
  readonly categoryId: number | null;
  readonly missing: boolean;
  readonly hidden: boolean;
}

export const NO_FILTER: MenuFilter = { text: '', categoryId: null, missing: false, hidden: false };

/** The products a filter keeps: the text in any language's name (case and spacing aside), the category, missing translations, hidden. */
export function filterProducts(products: readonly MenuProduct[], filter: MenuFilter, offered: readonly Language[]): MenuProduct[] {
  const words = filter.text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (filter.categoryId !== null && p.categoryId !== filter.categoryId) return false;
    if (filter.hidden && p.active !== false) return false;
    if (filter.missing && missingLanguages(p, offered).length === 0) return false;
    if (words.length === 0) return true;
    const haystack = `${Object.values(p.name).join(' ')} ${p.id}`.toLocaleLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** A price changed by a percent or an amount, rounded to 100 so'm, never below 0. */
export function changedPrice(price: number, change: { readonly by: 'percent' | 'amount'; readonly value: number }): number {
  const next = change.by === 'percent' ? price * (1 + change.value / 100) : price + change.value;
  return Math.max(0, Math.round(next / 100) * 100);
}

/** The next free id of a list (one above the highest). */
export const nextId = (items: readonly { readonly id: number }[]): number => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;

/**
 * A copy of a product under a new id, its modification groups and modifications with ids of
 * their own (a basket line names a modification by id), hidden from shoppers until it is checked.
 */
export function duplicateProduct(product: MenuProduct, all: readonly MenuProduct[], copyName: (name: string) => string): MenuProduct {
  const groupIds = all.flatMap((p) => p.modificationGroups ?? []);
  let group = nextId(groupIds);
  let modification = nextId(groupIds.flatMap((g) => g.modifications));
  return produce(product, (draft) => {
    draft.id = nextId(all);
    draft.active = false;
    for (const [language, text] of Object.entries(draft.name)) if (text) draft.name[language as Language] = copyName(text);
    for (const g of draft.modificationGroups ?? []) {
      g.id = group++;
      for (const m of g.modifications) m.id = modification++;
    }
  });
}

const LANGUAGE_ORDER: readonly Language[] = ['uz', 'ru', 'eng'];

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The menu as CSV: one row per product, then one per modification under it, with the names in
 * each language, the price and the category, the product's or group's ids to find each again.
 */
export function menuCsv(menu: Menu): string {
  const header = ['type', 'id', 'parent', 'category', ...LANGUAGE_ORDER.map((l) => `name_${l}`), 'price', 'active'];
  const rows = [header.join(',')];
  const categoryName = new Map(menu.categories.map((c) => [c.id, c.name.uz || c.name.ru || c.name.eng || String(c.id)]));
  for (const p of inCatalogueOrder(menu.products, menu)) {
    rows.push(
      ['product', p.id, '', categoryName.get(p.categoryId) ?? p.categoryId, ...LANGUAGE_ORDER.map((l) => p.name[l] ?? ''), p.amount, p.active !== false]
        .map(cell)
        .join(','),
    );
    for (const g of p.modificationGroups ?? []) {
      for (const m of g.modifications) {
        rows.push(['modification', m.id, `${p.id}/${g.id}`, '', ...LANGUAGE_ORDER.map((l) => m.name[l] ?? ''), m.price, ''].map(cell).join(','));
      }
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** The studio's copy of the brand draft (GET /studio/v1/brand). */
export interface BrandCopy {
  readonly baseVersion: number;
  readonly brand: Readonly<Record<string, unknown>>;
  readonly draft: boolean;
  readonly etags: Readonly<Record<string, string>>;
}

/**
 * The copy with an item the server saved (`etag` its answer) or removed (`etag` null) in place,
 * as the next read will have it: the editor's next new item takes the next free id at once, not
 * after that read.
 */
export function withSavedItem(
  copy: BrandCopy,
  collection: 'groups' | 'categories' | 'products',
  item: { readonly id: number },
  etag: string | null,
): BrandCopy {
  const menu = (copy.brand.menu ?? {}) as Readonly<Record<string, readonly { readonly id: number }[] | undefined>>;
  const items = menu[collection] ?? [];
  const at = items.findIndex((i) => i.id === item.id);
  const next = etag === null ? items.filter((i) => i.id !== item.id) : at >= 0 ? items.map((i, n) => (n === at ? item : i)) : [...items, item];
  const key = `${collection}/${item.id}`;
  const { [key]: _old, ...etags } = copy.etags;
  return {
    ...copy,
    brand: { ...copy.brand, menu: { ...menu, [collection]: next } },
    draft: true,
    etags: etag === null ? etags : { ...etags, [key]: etag },
  };
}
