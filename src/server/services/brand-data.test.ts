/**
 * BrandData's caches on a stand-in database that counts the queries it is asked and plays the
 * change listener: the merchant lookup cache and its bound, the data versions, and distrust of
 * the cache while the listener is lost.
 */
import { describe, expect, it } from 'vitest';
import type { Database, Row, Sql } from '../db/database.ts';
import { BrandData } from './brand-data.ts';

function countingDatabase() {
  const asked: string[] = [];
  const listener: { change?: (payload: string) => void; status?: (listening: boolean) => void } = {};
  const sql: Sql = {
    query: async <T extends Row>(_text: string, params?: readonly unknown[]) => {
      asked.push(String(params?.[0]));
      return [] as T[];
    },
    exec: async () => {},
  };
  const db: Database = {
    kind: 'pglite',
    ...sql,
    transaction: (work) => work(sql),
    asMerchant: (_merchantId, work) => work(sql),
    listen: async (onChange, onStatus) => {
      listener.change = onChange;
      listener.status = onStatus;
      return async () => {};
    },
    close: async () => {},
  };
  /** How many times each key was asked of the database. */
  const count = (key: string) => asked.filter((k) => k === key).length;
  return { db, asked, count, listener };
}

async function watched(options: { cache: boolean; merchantCacheLimit?: number } = { cache: true }) {
  const database = countingDatabase();
  const data = new BrandData(database.db, options);
  await data.watch();
  return { ...database, data };
}

describe('the merchant lookup cache', () => {
  it('keeps answers for unknown keys too, up to its limit, then drops the least recently used first', async () => {
    const { data, count } = await watched({ cache: true, merchantCacheLimit: 3 });
    for (const id of ['a', 'b', 'c']) await data.merchant({ id });
    await data.merchant({ id: 'a' });
    expect(count('a')).toBe(1);
    // d pushes out b, the least recently used; a, c and d stay.
    await data.merchant({ id: 'd' });
    for (const id of ['a', 'c', 'd']) await data.merchant({ id });
    expect([count('a'), count('c'), count('d')]).toEqual([1, 1, 1]);
    await data.merchant({ id: 'b' });
    expect(count('b')).toBe(2);
  });

  it('a flood of unknown names never empties the cache of the names in use', async () => {
    const { data, count } = await watched({ cache: true, merchantCacheLimit: 100 });
    await data.merchant({ sub: 'burger' });
    for (let i = 0; i < 1000; i++) {
      await data.merchant({ sub: `unknown-${i}` });
      if (i % 50 === 0) await data.merchant({ sub: 'burger' });
    }
    expect(count('burger')).toBe(1);
  });
});

describe('the data version of a merchant (a page cache keys by it)', () => {
  it("changes when that merchant's data is announced changed, and only that merchant's", async () => {
    const { data, listener } = await watched();
    const [alpha, beta] = [data.version('alpha'), data.version('beta')];
    expect(alpha).toEqual(expect.any(Number));
    listener.change!('alpha:products');
    expect(data.version('alpha')).not.toBe(alpha);
    expect(data.version('beta')).toBe(beta);
    const changed = data.version('alpha');
    listener.change!('alpha:web_settings');
    expect(data.version('alpha')).not.toBe(changed);
    expect(data.version('alpha')).not.toBe(alpha);
  });

  it('is null while the listener is lost, and a value never seen before when it is back', async () => {
    const { data, listener } = await watched();
    listener.change!('alpha:products');
    const seen = new Set([data.version('alpha'), data.version('beta')]);
    listener.status!(false);
    expect([data.version('alpha'), data.version('beta'), data.cacheTrusted]).toEqual([null, null, false]);
    listener.status!(true);
    expect(data.cacheTrusted).toBe(true);
    for (const id of ['alpha', 'beta']) {
      expect(data.version(id)).toEqual(expect.any(Number));
      expect(seen.has(data.version(id))).toBe(false);
    }
  });

  it('is null with the cache off, and before the listener listens', async () => {
    const { data } = await watched({ cache: false });
    expect(data.version('alpha')).toBeNull();
    const unwatched = new BrandData(countingDatabase().db, { cache: true });
    expect(unwatched.version('alpha')).toBeNull();
  });
});

describe('while the listener is lost the cache is not trusted', () => {
  it('reads go to the database every time; when it is back, what was cached before is read again, then cached', async () => {
    const { data, listener, count } = await watched();
    await data.policies('alpha');
    await data.merchant({ id: 'alpha' });
    await data.policies('alpha');
    await data.merchant({ id: 'alpha' });
    expect([count('alpha')]).toEqual([2]);
    listener.status!(false);
    await data.policies('alpha');
    await data.policies('alpha');
    await data.merchant({ id: 'alpha' });
    await data.merchant({ id: 'alpha' });
    expect(count('alpha')).toBe(6);
    listener.status!(true);
    await data.policies('alpha');
    await data.policies('alpha');
    await data.merchant({ id: 'alpha' });
    await data.merchant({ id: 'alpha' });
    expect(count('alpha')).toBe(8);
  });

  it('an answer cached before the loss is never served after it (changes may have been missed)', async () => {
    const { data, listener, count } = await watched();
    await data.cities('alpha');
    listener.status!(false);
    listener.status!(true);
    await data.cities('alpha');
    expect(count('alpha')).toBe(2);
  });
});
