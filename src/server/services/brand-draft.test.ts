import { describe, expect, it } from 'vitest';
import { dependentsOf, etagMatches, findItem, itemEtag, withItem, withoutItem, type BrandDocument } from './brand-draft.ts';

const doc = (): BrandDocument => ({
  menu: {
    groups: [{ id: 1, name: { uz: 'Taomlar' } }],
    categories: [{ id: 10, groupId: 1, name: { uz: 'Osh' } }],
    products: [{ id: 100, categoryId: 10, name: { uz: 'Osh' }, amount: 30000 }],
  },
});

describe('an item fingerprint (ETag)', () => {
  it('is the same whatever order the keys were stored in, nested objects included', () => {
    const a = { id: 1, name: { uz: 'Osh', ru: 'Плов' }, modificationGroups: [{ id: 2, minCount: 0, maxCount: 1 }] };
    const b = { modificationGroups: [{ maxCount: 1, id: 2, minCount: 0 }], name: { ru: 'Плов', uz: 'Osh' }, id: 1 };
    expect(itemEtag(a)).toBe(itemEtag(b));
    expect(itemEtag(a)).toMatch(/^"[\w-]+"$/);
  });

  it('changes with any value, and with the order of an array', () => {
    const base = { id: 1, amount: 1000, tags: [1, 2] };
    expect(itemEtag({ ...base, amount: 1001 })).not.toBe(itemEtag(base));
    expect(itemEtag({ ...base, tags: [2, 1] })).not.toBe(itemEtag(base));
    // A key left undefined is a key not there, as JSON stores it.
    expect(itemEtag({ ...base, description: undefined })).toBe(itemEtag(base));
  });

  it('If-Match matches the fingerprint, a weak form of it or *, never a missing item', () => {
    const etag = itemEtag({ id: 1 });
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches('*', null)).toBe(false);
  });
});

describe('the draft document, item by item', () => {
  it('replaces an item where it was and adds a new one at the end, leaving the document it came from alone', () => {
    const before = doc();
    const replaced = withItem(before, 'products', '100', { id: 100, categoryId: 10, name: { uz: 'Osh' }, amount: 32000 });
    expect(replaced.index).toBe(0);
    expect(findItem(replaced.doc, 'products', '100')?.item.amount).toBe(32000);
    expect(findItem(before, 'products', '100')?.item.amount).toBe(30000);
    const added = withItem(replaced.doc, 'products', '101', { id: 101, categoryId: 10, name: { uz: 'Manti' }, amount: 20000 });
    expect(added.index).toBe(1);
    expect(withoutItem(added.doc, 'products', '100').menu?.products).toEqual([{ id: 101, categoryId: 10, name: { uz: 'Manti' }, amount: 20000 }]);
  });

  it('names what points at an item: a category holds products, a group holds categories', () => {
    expect(dependentsOf(doc(), 'categories', '10')).toEqual([{ collection: 'products', key: '100', name: { uz: 'Osh' } }]);
    expect(dependentsOf(doc(), 'groups', '1')).toEqual([{ collection: 'categories', key: '10', name: { uz: 'Osh' } }]);
    expect(dependentsOf(doc(), 'products', '100')).toEqual([]);
  });
});
