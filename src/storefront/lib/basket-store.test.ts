// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addLine, addToBasket, basketStore, lineKey, MAX_LINE_COUNT, type BasketLine } from './basket-store.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { basketHintOf } from '#domain/basket-hint';
import { COOKIE, readCookie } from '#storefront/lib/cookies.ts';

let n = 0;
/** A merchant no earlier test used: stores live for the page, one per merchant. */
const fresh = () => `b${++n}-${Date.now()}`;

beforeEach(() => {
  localStorage.clear();
});

describe('basket lines', () => {
  it('one line per product and choice of modifications, whatever order they were picked in', () => {
    let lines: BasketLine[] = [];
    lines = addLine(lines, {
      productId: 1,
      modifications: [
        { id: 9, count: 1 },
        { id: 5, count: 2 },
      ],
    });
    lines = addLine(lines, {
      productId: 1,
      modifications: [
        { id: 5, count: 2 },
        { id: 9, count: 1 },
      ],
      count: 2,
    });
    lines = addLine(lines, { productId: 1 });
    expect(lines).toEqual([
      {
        key: '1:5x2,9x1',
        productId: 1,
        count: 3,
        modifications: [
          { id: 5, count: 2 },
          { id: 9, count: 1 },
        ],
      },
      { key: '1', productId: 1, count: 1, modifications: [] },
    ]);
    expect(
      lineKey(1, [
        { id: 9, count: 1 },
        { id: 5, count: 2 },
      ]),
    ).toBe('1:5x2,9x1');
  });

  it('a count stays between 1 and the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 200 }), { maxLength: 20 }), (counts) => {
        const lines = counts.reduce<BasketLine[]>((acc, count) => addLine(acc, { productId: 7, count }), []);
        for (const line of lines) expect(line.count).toBeGreaterThanOrEqual(1);
        for (const line of lines) expect(line.count).toBeLessThanOrEqual(MAX_LINE_COUNT);
        expect(lines.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the basket store of a brand', () => {
  it('is persisted per brand and read back through its schema', async () => {
    const [burger, coffee] = [fresh(), fresh()];
    basketStore(burger).getState().add({ productId: 3, count: 2 });
    basketStore(burger).getState().setCount('3', 5);
    expect(JSON.parse(localStorage.getItem(brandKey(burger, STORED.basket))!).state.lines).toEqual([{ key: '3', productId: 3, count: 5, modifications: [] }]);
    expect(basketStore(coffee).getState().lines).toEqual([]);
    basketStore(burger).getState().setCount('3', 0);
    expect(basketStore(burger).getState().lines).toEqual([]);
  });

  it('a tampered stored basket is an empty one', async () => {
    const merchant = fresh();
    localStorage.setItem(brandKey(merchant, STORED.basket), JSON.stringify({ state: { lines: [{ productId: 'x', count: -1 }] }, version: 0 }));
    await basketStore(merchant).persist.rehydrate();
    expect(basketStore(merchant).getState().lines).toEqual([]);
    const other = fresh();
    localStorage.setItem(
      brandKey(other, STORED.basket),
      JSON.stringify({
        state: {
          lines: [
            { productId: 4, count: 2, modifications: [] },
            { productId: 4, count: 1, modifications: [] },
          ],
        },
        version: 0,
      }),
    );
    await basketStore(other).persist.rehydrate();
    expect(basketStore(other).getState().lines).toEqual([{ key: '4', productId: 4, count: 3, modifications: [] }]);
  });

  it('an addition before any screen read the stored basket joins it instead of being replaced by it', async () => {
    const merchant = fresh();
    localStorage.setItem(brandKey(merchant, STORED.basket), JSON.stringify({ state: { lines: [{ productId: 4, count: 2, modifications: [] }] }, version: 0 }));
    const store = basketStore(merchant);
    expect(store.persist.hasHydrated()).toBe(false);
    addToBasket(store, { productId: 5 });
    await store.persist.rehydrate();
    expect(store.getState().lines).toEqual([
      { key: '4', productId: 4, count: 2, modifications: [] },
      { key: '5', productId: 5, count: 1, modifications: [] },
    ]);
  });

  it("keeps the basket cookie's line count in step, for the server's basket page", async () => {
    const merchant = fresh();
    const hint = () => basketHintOf(readCookie(COOKIE.basket), merchant);
    // A basket stored before the cookie existed: reading it writes the cookie.
    localStorage.setItem(brandKey(merchant, STORED.basket), JSON.stringify({ state: { lines: [{ productId: 4, count: 2, modifications: [] }] }, version: 0 }));
    const store = basketStore(merchant);
    await store.persist.rehydrate();
    expect(readCookie(COOKIE.basket)).toBe(`${merchant}.1`);
    addToBasket(store, { productId: 5 });
    expect(readCookie(COOKIE.basket)).toBe(`${merchant}.2`);
    expect(hint()).toBe('lines');
    // An empty basket leaves no cookie (a signed-out shopper keeps only the merchant's).
    store.getState().clear();
    expect(hint()).toBe('empty');
    expect(readCookie(COOKIE.basket)).toBeNull();
    // Another brand's basket on the same host (development's ?vendor=) names its own merchant,
    // and this brand's empty basket does not remove it.
    const other = fresh();
    addToBasket(basketStore(other), { productId: 1 });
    expect(basketHintOf(readCookie(COOKIE.basket), other)).toBe('lines');
    expect(hint()).toBe('empty');
    store.getState().add({ productId: 2 });
    expect(hint()).toBe('lines');
    addToBasket(basketStore(other), { productId: 3 });
    store.getState().clear();
    expect(readCookie(COOKIE.basket)).toBe(`${other}.2`);
  });
});
