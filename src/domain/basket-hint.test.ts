import { describe, expect, it } from 'vitest';
import { basketCookieValue, basketHintOf, MAX_BASKET_LINES } from './basket-hint.ts';

describe('the basket hint: what a page may know of the basket before the browser reads it', () => {
  it('reads back what the storefront writes', () => {
    expect(basketHintOf(basketCookieValue('demo-burger', 3), 'demo-burger')).toBe('lines');
    expect(basketHintOf(basketCookieValue('demo-burger', 0), 'demo-burger')).toBe('empty');
  });

  it('is empty without a cookie: a first visit, or a visit without JavaScript', () => {
    expect(basketHintOf(undefined, 'demo-burger')).toBe('empty');
    expect(basketHintOf(null, 'demo-burger')).toBe('empty');
    expect(basketHintOf('', 'demo-burger')).toBe('empty');
  });

  it("is another brand's basket's business only when it names that brand", () => {
    expect(basketHintOf(basketCookieValue('demo-coffee', 2), 'demo-burger')).toBe('empty');
  });

  it('takes nothing malformed for lines', () => {
    for (const cookie of ['demo-burger', 'demo-burger.', '.3', 'demo-burger.x', 'demo-burger.-1', 'demo-burger.1000', 'demo burger.2', 'demo-burger.2.5']) {
      expect(basketHintOf(cookie, 'demo-burger'), cookie).toBe('empty');
    }
  });

  it("keeps the count within the stored basket's limits", () => {
    expect(basketCookieValue('m1', 5000)).toBe(`m1.${MAX_BASKET_LINES}`);
    expect(basketCookieValue('m1', -2)).toBe('m1.0');
    expect(basketCookieValue('m1', 2.7)).toBe('m1.2');
  });
});
