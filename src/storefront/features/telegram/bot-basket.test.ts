import { describe, expect, it } from 'vitest';
import { botBasketSchema } from '#schemas/bot-endpoints';
import { botBasketOf } from './bot-basket.ts';

describe('the bot basket (issue 9: the basket kept on the server for the Telegram user)', () => {
  it("carries each line's product, count and modifications, for the Telegram user of the merchant", () => {
    const basket = botBasketOf(
      [
        { key: '1100:5x1', productId: 1100, count: 2, modifications: [{ id: 5, count: 1 }], price: 35_000 },
        { key: '1103', productId: 1103, count: 1, modifications: [] },
      ],
      'demo-burger',
      7_100_000_001,
    );
    expect(basket).toEqual({
      merchantId: 'demo-burger',
      telegramId: 7_100_000_001,
      cartItems: [
        { productId: 1100, count: 2, modificationIds: [5], modifications: [{ id: 5, count: 1 }] },
        { productId: 1103, count: 1, modificationIds: [], modifications: [] },
      ],
    });
    // What the server's contract takes; no price travels.
    expect(botBasketSchema.safeParse(basket).success).toBe(true);
    expect(JSON.stringify(basket)).not.toContain('35000');
  });

  it('an emptied basket is handed over too, so the bot shows it empty', () => {
    expect(botBasketOf([], 'demo-burger', '42').cartItems).toEqual([]);
  });
});
