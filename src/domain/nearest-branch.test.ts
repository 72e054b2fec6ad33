import { describe, expect, it } from 'vitest';
import { branchSchema, type Branch } from '#schemas/entities';
import { chooseNearestBranch, locationMatters } from './nearest-branch.ts';

const branch = (id: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}): Branch =>
  branchSchema.parse({ id, cityId: 'tashkent', merchantId: 'm', name: { uz: id }, latitude, longitude, isActive: true, ...extra });

const center = branch('center', 41.31, 69.28, { isMain: true });
const north = branch('north', 41.36, 69.29);
const closed = branch('closed', 41.3, 69.27, { isActive: false });
const all = [north, center, closed];

describe('the nearest branch (SPEC point 4: the menu of the chosen branch)', () => {
  it('a saved choice wins while its branch is active', () => {
    expect(chooseNearestBranch({ branches: all, saved: 'north', position: { latitude: 41.31, longitude: 69.28 } })).toEqual({
      branchId: 'north',
      source: 'saved',
    });
  });

  it('a saved branch that closed for good is not kept: the position decides, else the main branch', () => {
    expect(chooseNearestBranch({ branches: all, saved: 'closed', position: { latitude: 41.37, longitude: 69.29 } })).toEqual({
      branchId: 'north',
      source: 'located',
    });
    expect(chooseNearestBranch({ branches: all, saved: 'gone' })).toEqual({ branchId: 'center', source: 'main' });
  });

  it('without a position: the main branch, else the first active one', () => {
    expect(chooseNearestBranch({ branches: all })).toEqual({ branchId: 'center', source: 'main' });
    expect(chooseNearestBranch({ branches: [closed, north] })).toEqual({ branchId: 'north', source: 'main' });
    expect(chooseNearestBranch({ branches: [closed] })).toBeNull();
  });

  it('the position only matters with two active branches or more', () => {
    expect(locationMatters(all)).toBe(true);
    expect(locationMatters([center, closed])).toBe(false);
  });
});
