import { describe, expect, it } from 'vitest';
import { lineKey } from './basket-store.ts';
import { itemOfParams } from './buy-now-store.ts';

const params = (buy: string | null, count?: string) => new URLSearchParams({ ...(buy === null ? {} : { buy }), ...(count === undefined ? {} : { count }) });

describe('the item "buy in one click" names in the checkout address', () => {
  it('reads back the line key the product page writes, with its count', () => {
    const modifications = [
      { id: 15021, count: 1 },
      { id: 15010, count: 2 },
    ];
    expect(itemOfParams(params(lineKey(1100, modifications), '3'))).toEqual({
      productId: 1100,
      count: 3,
      modifications: [
        { id: 15010, count: 2 },
        { id: 15021, count: 1 },
      ],
    });
    expect(itemOfParams(params('12'))).toEqual({ productId: 12, count: 1, modifications: [] });
  });

  it.each([
    [null, '1'],
    ['', '1'],
    ['abc', '1'],
    ['12:', '1'],
    ['12:5x', '1'],
    ['12:5x1,', '1'],
    ['0', '1'],
    ['12', '0'],
    ['12', '1000'],
    ['12', '-1'],
    ['12', '1.5'],
    ['12:5x0', '1'],
  ])('refuses buy=%s count=%s', (buy, count) => {
    expect(itemOfParams(params(buy, count))).toBeNull();
  });
});
