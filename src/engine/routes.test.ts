import { describe, expect, it } from 'vitest';
import type { LayoutName } from './layout-plan.ts';
import { ROUTES } from './routes.ts';

/** The route table of SPEC.md point 2: path and layout. */
const SPEC_ROUTES: readonly [string, LayoutName][] = [
  ['/', 'default'],
  ['/about', 'default'],
  ['/basket', 'default'],
  ['/search', 'default'],
  ['/offerta', 'default'],
  ['/privacy', 'default'],
  ['/category', 'default'],
  ['/checkout', 'default'],
  ['/login', 'auth'],
  ['/login/rules', 'default'],
  ['/login/confirm', 'auth'],
  ['/branches', 'default'],
  ['/branches/map', 'default'],
  ['/product/{id}', 'default'],
  ['/vacancy', 'default'],
  ['/vacancy/{id}', 'default'],
  ['/profile', 'default'],
  ['/profile/user', 'default'],
  ['/profile/promos', 'default'],
  ['/profile/favorites', 'default'],
  ['/profile/cards', 'default'],
  ['/profile/cards/create', 'default'],
  ['/profile/cards/confirm', 'default'],
  ['/profile/orders', 'default'],
  ['/profile/orders/{id}', 'default'],
  ['/profile/orders/{id}/map', 'default'],
  ['/profile/address', 'default'],
  ['/profile/address/create', 'default'],
  ['/address/pickup', 'map'],
  ['/address/pickup2', 'map'],
  ['/address/delivery', 'map'],
  ['/choose-address', 'default'],
  ['/merchantNotAvailable', 'auth'],
];

describe('routes (SPEC point 2: screens and routes, three layouts auth, map and default)', () => {
  const table = Object.values(ROUTES).map((r) => [r.path, r.layout] as const);

  it('every route of the SPEC table exists with its layout', () => {
    for (const [path, layout] of SPEC_ROUTES) {
      expect(table, path).toContainEqual([path.replace(/\{(\w+)\}/g, ':$1'), layout]);
    }
  });

  it('beyond the table, only the implied screens: the cashback the profile lists, notifications, booking (reservations), language selection', () => {
    const specPaths = new Set(SPEC_ROUTES.map(([path]) => path.replace(/\{(\w+)\}/g, ':$1')));
    const extra = Object.entries(ROUTES)
      .filter(([, r]) => !specPaths.has(r.path))
      .map(([id, r]) => [id, r.path, r.layout]);
    expect(extra).toEqual([
      // The profile's cashback entry (balanceActive, cashbackActive) opens a screen of its own (issue 31).
      ['profileCashback', '/profile/cashback', 'default'],
      ['notifications', '/notifications', 'default'],
      ['booking', '/booking', 'default'],
      ['language', '/language', 'default'],
    ]);
  });

  it('no two routes share a path', () => {
    const paths = Object.values(ROUTES).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
