import { describe, expect, it } from 'vitest';
import { matchesLocalized, normaliseSearchText } from './search-text.ts';

describe('search normalisation', () => {
  it('ignores case and treats every Uzbek apostrophe the same', () => {
    const variants = ["Go'sht", 'Goʻsht', 'Go`sht', 'Go‘sht', 'GOʼSHT'];
    const normalised = new Set(variants.map(normaliseSearchText));
    expect(normalised.size).toBe(1);
  });

  it('matches a name in any of the three languages', () => {
    const name = { uz: "Mol go'shtli burger", ru: 'Бургер с говядиной', eng: 'Beef burger' };
    expect(matchesLocalized(name, normaliseSearchText('GOʻSHT'))).toBe(true);
    expect(matchesLocalized(name, normaliseSearchText('говядин'))).toBe(true);
    expect(matchesLocalized(name, normaliseSearchText('beef'))).toBe(true);
    expect(matchesLocalized(name, normaliseSearchText('pizza'))).toBe(false);
  });

  it('collapses spaces and matches nothing for an empty query', () => {
    expect(normaliseSearchText('  big   mac ')).toBe('big mac');
    expect(matchesLocalized({ uz: 'a' }, '')).toBe(false);
  });
});
