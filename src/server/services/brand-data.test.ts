/**
 * BrandData's caches on a stand-in database that counts the queries it is asked: the merchant
 * lookup cache and its bound.
 */
import { describe, expect, it } from 'vitest';
import type { Database, Row, Sql } from '../db/database.ts';
import { BrandData } from './brand-data.ts';

function countingDatabase() {
  const asked: string[] = [];
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
    listen: async () => async () => {},
    close: async () => {},
  };
  /** How many times each key was asked of the database. */
  const count = (key: string) => asked.filter((k) => k === key).length;
  return { db, asked, count };
}

describe('the merchant lookup cache', () => {
  it('keeps answers for unknown keys too, up to its limit, then drops the least recently used first', async () => {
    const { db, count } = countingDatabase();
    const data = new BrandData(db, { cache: true, merchantCacheLimit: 3 });
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
    const { db, count } = countingDatabase();
    const data = new BrandData(db, { cache: true, merchantCacheLimit: 100 });
    await data.merchant({ sub: 'burger' });
    for (let i = 0; i < 1000; i++) {
      await data.merchant({ sub: `unknown-${i}` });
      if (i % 50 === 0) await data.merchant({ sub: 'burger' });
    }
    expect(count('burger')).toBe(1);
  });
});
