import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LINE_COUNT, DEFAULT_MAX_ORDER_TOTAL, LINE_COUNT_MAX } from '#schemas/order-limits';
import { checkLineCounts, checkOrderTotal, orderLimitsOf } from './order-limits.ts';
import { orderMessage } from './order-messages.ts';

describe("a merchant's limits of one order", () => {
  it("defaults when the settings say nothing; never past the contract's cap", () => {
    expect(orderLimitsOf(null)).toEqual({ maxLineCount: DEFAULT_MAX_LINE_COUNT, maxOrderTotal: DEFAULT_MAX_ORDER_TOTAL });
    expect(orderLimitsOf({ maxLineCount: 20, maxOrderTotal: 1_000_000 })).toEqual({ maxLineCount: 20, maxOrderTotal: 1_000_000 });
    expect(orderLimitsOf({ maxLineCount: 5_000 }).maxLineCount).toBe(LINE_COUNT_MAX);
    expect(orderLimitsOf({ maxLineCount: 0, maxOrderTotal: -1 })).toEqual(orderLimitsOf(null));
  });

  it('refuses a line above the count, and a total above the limit, with the numbers in three languages', () => {
    const limits = { maxLineCount: 20, maxOrderTotal: 1_000_000 };
    expect(checkLineCounts([{ count: 20 }, { count: 1 }], limits)).toBeNull();
    const many = checkLineCounts([{ count: 1 }, { count: 21 }], limits)!;
    expect(orderMessage(many)).toEqual({
      uz: "Bitta mahsulotdan bir buyurtmada ko'pi bilan 20 dona olish mumkin",
      ru: 'Одного товара в заказе можно взять не больше 20 шт.',
      eng: 'At most 20 of one product per order',
    });
    expect(checkOrderTotal(1_000_000, limits)).toBeNull();
    const much = checkOrderTotal(1_000_001, limits)!;
    expect(much).toEqual({ key: 'orderTotalTooHigh', values: { maxTotal: 1_000_000 } });
    expect(orderMessage(much).eng).toMatch(/^The order total cannot be more than 1.000.000.so'm: remove/);
  });
});
