import { describe, expect, it } from 'vitest';
import { densest } from './map-focus.ts';

const TASHKENT = [
  { id: 'chilonzor', latitude: 41.2757, longitude: 69.2043 },
  { id: 'yunusobod', latitude: 41.3661, longitude: 69.2887 },
  { id: 'oybek', latitude: 41.2971, longitude: 69.2789 },
];
const SAMARKAND = { id: 'samarkand', latitude: 39.6526, longitude: 66.9615 };

describe('where a map of several points opens', () => {
  it('on the place where most points are, not on a view of the whole country', () => {
    expect(
      densest([...TASHKENT, SAMARKAND])
        .map((p) => p.id)
        .sort(),
    ).toEqual(['chilonzor', 'oybek', 'yunusobod']);
    expect(densest([SAMARKAND, ...TASHKENT]).map((p) => p.id)).not.toContain('samarkand');
  });

  it('on every point when they are all in one place, and on the one point there is', () => {
    expect(densest(TASHKENT)).toHaveLength(3);
    expect(densest([SAMARKAND])).toEqual([SAMARKAND]);
    expect(densest([])).toEqual([]);
  });
});
