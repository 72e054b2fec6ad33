import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeFromOf, checkChangeFrom } from './order-cash.ts';

describe('change from a cash note (order-cash.ts)', () => {
  it('is kept for cash only', () => {
    expect(changeFromOf('CASH', 200_000)).toBe(200_000);
    expect(changeFromOf('CASH', null)).toBeNull();
    for (const type of ['TERMINAL', 'PAYME', 'CLICK', 'UZUM'] as const) expect(changeFromOf(type, 200_000)).toBeNull();
  });

  it('refuses a note below the total, names the total, and accepts the total itself', () => {
    expect(checkChangeFrom('CASH', 99_999, 100_000)).toEqual({ key: 'changeBelowTotal', values: { total: 100_000 } });
    expect(checkChangeFrom('CASH', 100_000, 100_000)).toBeNull();
    expect(checkChangeFrom('PAYME', 1, 100_000)).toBeNull();
  });

  it('any note at or above the total passes, any below fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (note, total) => {
        expect(checkChangeFrom('CASH', note, total) === null).toBe(note >= total);
      }),
    );
  });
});
