import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoints.ts';
import { endpoints } from './endpoint-table.ts';

describe('endpoint table (SPEC point 7)', () => {
  it('every path starts with a slash and names a versioned service prefix, or /dev/ (development only)', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      expect(e.path, name).toMatch(/^\/((users|products|orders|deliveries|payments|support|webbot)\/v\d\/|dev\/)/);
    }
  });

  it('no two calls share a method and path', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks the WITH_TOKEN calls of the spec', () => {
    expect(endpoints.cities.withToken).toBe(true);
    expect(endpoints.me.withToken).toBe(true);
    expect(endpoints.createOrder.withToken).toBe(true);
    expect(endpoints.merchantBySub.withToken).toBe(false);
    expect(endpoints.overalls.withToken).toBe(false);
    expect(endpoints.webSettings.withToken).toBe(false);
  });

  it('overalls take type TG or WEB, WEB by default, nothing else', () => {
    const q = endpoints.overalls.query;
    expect(q.parse({})).toEqual({ type: 'WEB' });
    expect(q.parse({ type: 'TG' })).toEqual({ type: 'TG' });
    expect(q.safeParse({ type: 'APP' }).success).toBe(false);
  });

  it('closest branch needs numeric coordinates in range', () => {
    const q = endpoints.closestBranch.query;
    expect(q.parse({ lat: '41.31', lon: '69.28' })).toEqual({ lat: 41.31, lon: 69.28 });
    expect(q.safeParse({ lat: '91', lon: '69' }).success).toBe(false);
    expect(q.safeParse({ lat: 'x', lon: '69' }).success).toBe(false);
    expect(q.safeParse({ lon: '69' }).success).toBe(false);
  });

  it('orders are paged by 10 from page 0 by default', () => {
    expect(endpoints.userOrders.query.parse({})).toEqual({ size: 10, page: 0 });
  });

  it('buildPath fills and encodes parameters, and refuses a missing one', () => {
    expect(buildPath(endpoints.merchantBySub.path, { sub: 'burger' })).toBe('/users/v1/merchants/sub/burger');
    expect(buildPath('/a/:id', { id: 'x/y' })).toBe('/a/x%2Fy');
    expect(() => buildPath('/a/:id', {})).toThrow(/id/);
  });
});
