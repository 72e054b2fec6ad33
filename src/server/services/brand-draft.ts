/**
 * The brand draft's items (docs/decisions/032-one-brand-draft.md): the brand in the preset file's
 * shape (schemas/preset.ts) without its web settings, staff, grades or secrets, edited one item at
 * a time. Pure: the studio service reads and writes the document; here an item is found, put,
 * removed, fingerprinted (its ETag), and asked what points at it; the draft's menu is drawn as the
 * storefront's overview reads it, for the studio's preview.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { filterByChannel } from '#domain/menu-assembly';
import type { OverallMenu } from '#schemas/entities';
import { presetSchema, type PresetIssue } from '#schemas/preset';
import type { BrandCollection } from '#schemas/studio-endpoints';

/** The brand as the draft holds it: the preset's shape, without webSettings, staff and grades. */
export type BrandDocument = Record<string, unknown> & { menu?: Record<string, unknown> };
export type BrandItem = Record<string, unknown>;

/** Where each collection is in the preset file, and the field its key is. */
const COLLECTIONS: Readonly<Record<BrandCollection, { readonly path: readonly string[]; readonly key: string }>> = {
  groups: { path: ['menu', 'groups'], key: 'id' },
  categories: { path: ['menu', 'categories'], key: 'id' },
  products: { path: ['menu', 'products'], key: 'id' },
};

/** The preset file's JSON path of a collection: `$.menu.products`. */
export const collectionPath = (collection: BrandCollection): string => `$.${COLLECTIONS[collection].path.join('.')}`;

export function itemsOf(doc: BrandDocument, collection: BrandCollection): BrandItem[] {
  let at: unknown = doc;
  for (const part of COLLECTIONS[collection].path) at = (at as Record<string, unknown> | undefined)?.[part];
  return Array.isArray(at) ? (at as BrandItem[]) : [];
}

/** An item's key as the path names it (`12`, `tashkent`). */
export const keyOf = (collection: BrandCollection, item: BrandItem): string => String(item[COLLECTIONS[collection].key]);

export function findItem(doc: BrandDocument, collection: BrandCollection, key: string): { index: number; item: BrandItem } | null {
  const items = itemsOf(doc, collection);
  const index = items.findIndex((item) => keyOf(collection, item) === key);
  return index < 0 ? null : { index, item: items[index]! };
}

function withItems(doc: BrandDocument, collection: BrandCollection, items: BrandItem[]): BrandDocument {
  const [head, ...rest] = COLLECTIONS[collection].path as [string, ...string[]];
  const put = (node: Record<string, unknown> | undefined, parts: readonly string[]): unknown => {
    if (parts.length === 0) return items;
    const [part, ...tail] = parts as [string, ...string[]];
    return { ...node, [part]: put(node?.[part] as Record<string, unknown> | undefined, tail) };
  };
  return { ...doc, [head]: put(doc[head] as Record<string, unknown> | undefined, rest) };
}

/** The document with the item in place of the one of its key, or added last; `index` is where it is. */
export function withItem(doc: BrandDocument, collection: BrandCollection, key: string, item: BrandItem): { doc: BrandDocument; index: number } {
  const items = [...itemsOf(doc, collection)];
  const found = items.findIndex((it) => keyOf(collection, it) === key);
  if (found >= 0) items[found] = item;
  else items.push(item);
  return { doc: withItems(doc, collection, items), index: found >= 0 ? found : items.length - 1 };
}

export function withoutItem(doc: BrandDocument, collection: BrandCollection, key: string): BrandDocument {
  return withItems(
    doc,
    collection,
    itemsOf(doc, collection).filter((it) => keyOf(collection, it) !== key),
  );
}

/** Each object with its keys in order (JSON.stringify's replacer): arrays keep theirs. */
const keysInOrder = (_key: string, value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) ordered[key] = (value as Record<string, unknown>)[key];
  return ordered;
};

/** JSON with every object's keys in order: the same item reads the same wherever it was stored (jsonb orders keys its own way). */
const canonicalJson = (value: unknown): string => JSON.stringify(value, keysInOrder) ?? 'null';

/** An item's fingerprint: a strong ETag of its canonical JSON. */
export const itemEtag = (item: BrandItem): string => `"${createHash('sha1').update(canonicalJson(item)).digest('base64url')}"`;

/** Whether an `If-Match` value names this fingerprint (or `*`, any existing item). */
export function etagMatches(ifMatch: string, etag: string | null): boolean {
  if (etag === null) return false;
  return ifMatch
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}

/** What points at an item: removing it would leave each of these dangling. */
export interface Dependent {
  readonly collection: string;
  readonly key: string;
  readonly name: unknown;
}

export function dependentsOf(doc: BrandDocument, collection: BrandCollection, key: string): Dependent[] {
  const id = Number(key);
  const list = (name: string, items: readonly BrandItem[], points: (item: BrandItem) => boolean) =>
    items.filter(points).map((item) => ({ collection: name, key: String(item.id), name: item.name ?? item.title ?? null }));
  const banners = (Array.isArray(doc.banners) ? doc.banners : []) as BrandItem[];
  switch (collection) {
    case 'groups':
      return list('categories', itemsOf(doc, 'categories'), (c) => c.groupId === id);
    case 'categories':
      return [...list('products', itemsOf(doc, 'products'), (p) => p.categoryId === id), ...list('banners', banners, (b) => b.categoryId === id)];
    case 'products':
      return list('banners', banners, (b) => b.productId === id);
  }
}

/**
 * A problem of the whole document as the item's own: `$.menu.products[3].price` of the item at
 * index 3 reads `$.body.price`; a problem elsewhere keeps the preset's path.
 */
export function asItemIssues(issues: readonly PresetIssue[], collection: BrandCollection, index: number): PresetIssue[] {
  const prefix = `${collectionPath(collection)}[${index}]`;
  return issues.map((issue) =>
    issue.path === prefix || issue.path.startsWith(`${prefix}.`) || issue.path.startsWith(`${prefix}[`)
      ? { path: `$.body${issue.path.slice(prefix.length)}`, message: issue.message }
      : issue,
  );
}

/** Every picture an item names (its image, gallery, icon, and its modifications' pictures). */
export function picturesOf(item: BrandItem): string[] {
  const out: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value) out.push(value);
  };
  add(item.image);
  add(item.icon);
  if (Array.isArray(item.gallery)) item.gallery.forEach(add);
  if (Array.isArray(item.modificationGroups)) {
    for (const group of item.modificationGroups as BrandItem[]) {
      if (Array.isArray(group.modifications)) for (const m of group.modifications as BrandItem[]) add(m.image);
    }
  }
  return out;
}

const byPriority = (a: { id: number; priority?: number | null }, b: { id: number; priority?: number | null }) =>
  (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id;

/** The draft's menu and branches, typed by the preset's own schema (a draft's brand is stored as the loader parsed it). */
const draftParts = z.object({ menu: presetSchema.shape.menu, branches: presetSchema.shape.branches });

/**
 * The draft's menu as the storefront's overview answers it (db/queries.ts menuOf): in order, active
 * products only, each branch link with its branch's state and the branches it is sold out at now.
 * A draft the preset's schema does not read shows an empty menu.
 */
export function draftMenu(doc: BrandDocument, soldOut: ReadonlyMap<number, readonly string[]>, channel: 'WEB' | 'TG'): OverallMenu {
  const parsed = draftParts.safeParse(doc);
  if (!parsed.success) return { groups: [], categories: [], products: [] };
  const { menu, branches: branchList } = parsed.data;
  const branches = new Map(branchList.map((b) => [b.id, b]));
  const products = menu.products
    .filter((p) => p.active !== false)
    .sort(byPriority)
    .map((p) => ({
      ...p,
      productBranch: p.productBranch.map((link) => {
        const branch = branches.get(link.branchId);
        return {
          ...link,
          stock: link.stock ?? null,
          branch: { id: link.branchId, isActive: branch ? branch.isActive !== false && branch.deleted !== true : false },
        };
      }),
      soldOutAt: [...(soldOut.get(p.id) ?? [])],
    }));
  return {
    groups: [...menu.groups].sort(byPriority),
    categories: [...menu.categories].sort(byPriority),
    products: filterByChannel(products, channel),
  } as OverallMenu;
}
