import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { branchSchema, type Branch } from '#schemas/entities';
import { DEFAULT_MAP_CENTER, branchServes, closestBranch, distanceMeters } from './geo.ts';

const branch = (id: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'c1', merchantId: 'm1', name: { uz: id }, latitude, longitude, ...extra });

const pointArb = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('default map centre (SPEC point 9: near Tashkent, 41.32, 69.24)', () => {
  it('is 41.32, 69.24', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ latitude: 41.32, longitude: 69.24 });
  });
});

describe('distanceMeters: great-circle distance in whole metres (branch distance, SPEC point 3)', () => {
  it('one degree of latitude is about 111.2 km', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111_195);
  });

  it('Tashkent to Samarkand is about 270 km', () => {
    const d = distanceMeters(DEFAULT_MAP_CENTER, { latitude: 39.6542, longitude: 66.9597 });
    expect(d).toBeGreaterThan(260_000);
    expect(d).toBeLessThan(280_000);
  });

  it('property: whole metres, zero to itself, symmetric', () => {
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        const d = distanceMeters(a, b);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBe(distanceMeters(b, a));
        expect(distanceMeters(a, a)).toBe(0);
      }),
    );
  });
});

describe('branchServes: a branch serves a service type per its settings (SPEC point 3, Branch settings)', () => {
  it('a branch without settings serves every type', () => {
    for (const type of ['DELIVERY', 'PICK_UP', 'DINE_IN', 'EXPRESS_24', 'YANDEX_EATS'] as const) {
      expect(branchServes(branch('b', 41, 69), type)).toBe(true);
    }
  });

  it('reads the matching flag of the settings', () => {
    const b = branch('b', 41, 69, {
      settings: { deliveryEnabled: false, pickupEnabled: true, dineinEnabled: true, expressEnabled: false, yandexEnabled: true },
    });
    expect(branchServes(b, 'DELIVERY')).toBe(false);
    expect(branchServes(b, 'PICK_UP')).toBe(true);
    expect(branchServes(b, 'DINE_IN')).toBe(true);
    expect(branchServes(b, 'EXPRESS_24')).toBe(false);
    expect(branchServes(b, 'YANDEX_EATS')).toBe(true);
  });
});

describe('closestBranch: the closest active branch to a point', () => {
  const near = branch('near', 41.32, 69.25);
  const far = branch('far', 41.5, 69.5);

  it('answers the nearest branch with its distance in metres', () => {
    const best = closestBranch([far, near], DEFAULT_MAP_CENTER);
    expect(best?.id).toBe('near');
    expect(best?.distance).toBe(distanceMeters(DEFAULT_MAP_CENTER, near));
  });

  it('skips inactive and deleted branches', () => {
    const inactive = branch('inactive', 41.32, 69.24, { isActive: false });
    const deleted = branch('deleted', 41.32, 69.24, { deleted: true });
    expect(closestBranch([inactive, deleted, far], DEFAULT_MAP_CENTER)?.id).toBe('far');
    expect(closestBranch([inactive, deleted], DEFAULT_MAP_CENTER)).toBeNull();
    expect(closestBranch([], DEFAULT_MAP_CENTER)).toBeNull();
  });

  it('with a service type, only branches that serve it qualify', () => {
    const noDelivery = branch('near', 41.32, 69.25, { settings: { deliveryEnabled: false } });
    expect(closestBranch([noDelivery, far], DEFAULT_MAP_CENTER, { serviceType: 'DELIVERY' })?.id).toBe('far');
    expect(closestBranch([noDelivery, far], DEFAULT_MAP_CENTER, { serviceType: 'PICK_UP' })?.id).toBe('near');
  });

  it('breaks a tie by branch id, whatever the input order', () => {
    const a = branch('a', 41.4, 69.3);
    const b = branch('b', 41.4, 69.3);
    expect(closestBranch([b, a], DEFAULT_MAP_CENTER)?.id).toBe('a');
    expect(closestBranch([a, b], DEFAULT_MAP_CENTER)?.id).toBe('a');
  });

  it('property: no qualifying branch is closer than the answer', () => {
    const branchesArb = fc
      .array(fc.record({ point: pointArb, isActive: fc.boolean() }), { maxLength: 8 })
      .map((list) => list.map((x, i) => branch(`b${i}`, x.point.latitude, x.point.longitude, { isActive: x.isActive })));
    fc.assert(
      fc.property(branchesArb, pointArb, (branches, point) => {
        const best = closestBranch(branches, point);
        const active = branches.filter((b) => b.isActive);
        if (active.length === 0) {
          expect(best).toBeNull();
          return;
        }
        expect(best).not.toBeNull();
        for (const b of active) expect(best!.distance).toBeLessThanOrEqual(distanceMeters(point, b));
      }),
    );
  });
});
