import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, routePath, type RouteId } from './routes.ts';

describe('the route table: every address written once, links built from it', () => {
  it('a route with parameters becomes a link with each one filled in and encoded', () => {
    expect(routePath('product', { id: 1100 })).toBe('/product/1100');
    expect(routePath('profileOrderMap', { id: 'a b/c' })).toBe('/profile/orders/a%20b%2Fc/map');
  });

  it('a route without parameters is its path', () => {
    for (const id of Object.keys(ROUTE_PATHS) as RouteId[]) {
      if (!ROUTE_PATHS[id].includes(':')) expect(routePath(id)).toBe(ROUTE_PATHS[id]);
    }
  });
});
