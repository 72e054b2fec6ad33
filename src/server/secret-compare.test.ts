import { describe, expect, it } from 'vitest';
import { sameSecret } from './secret-compare.ts';

describe('secrets are compared in constant time by one helper', () => {
  it('is true only for the same non-empty secret', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('abc', '')).toBe(false);
    expect(sameSecret('abc', undefined)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
