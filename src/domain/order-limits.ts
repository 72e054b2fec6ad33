/**
 * A merchant's limits of one order (#schemas/order-limits, its web settings: decision 016): units
 * of one line, and the order's total. The server refuses a quote or an order above them; the plan
 * carries the same limits to the basket and the product page, which stop a shopper before checkout.
 */
import type { WebSettings } from '#schemas/web-settings';
import { DEFAULT_MAX_LINE_COUNT, DEFAULT_MAX_ORDER_TOTAL, LINE_COUNT_MAX } from '#schemas/order-limits';
import { problem, type OrderProblem } from './order-problem.ts';

export interface OrderLimits {
  /** Units of one line, 1 to LINE_COUNT_MAX. */
  readonly maxLineCount: number;
  /** The largest order total, in so'm. */
  readonly maxOrderTotal: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxLineCount: DEFAULT_MAX_LINE_COUNT, maxOrderTotal: DEFAULT_MAX_ORDER_TOTAL };

/** The limits of a merchant's settings; none, or a value out of range, is the default. */
export function orderLimitsOf(setting: Partial<Pick<WebSettings, 'maxLineCount' | 'maxOrderTotal'>> | null | undefined): OrderLimits {
  const lineCount = setting?.maxLineCount;
  const total = setting?.maxOrderTotal;
  return {
    maxLineCount: Number.isInteger(lineCount) && lineCount! >= 1 ? Math.min(lineCount!, LINE_COUNT_MAX) : DEFAULT_MAX_LINE_COUNT,
    maxOrderTotal: Number.isInteger(total) && total! >= 1 ? total! : DEFAULT_MAX_ORDER_TOTAL,
  };
}

/** The first line with more units than the limit allows, as its refusal; null when none has. */
export function checkLineCounts(lines: readonly { readonly count: number }[], limits: OrderLimits): OrderProblem | null {
  return lines.some((l) => l.count > limits.maxLineCount) ? problem('lineCountTooHigh', { count: limits.maxLineCount }) : null;
}

/** An order total above the limit, as its refusal; null when within it. */
export function checkOrderTotal(total: number, limits: OrderLimits): OrderProblem | null {
  return total > limits.maxOrderTotal ? problem('orderTotalTooHigh', { maxTotal: limits.maxOrderTotal }) : null;
}
