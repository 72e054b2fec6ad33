/**
 * Cashback: where the brand turns it on (web settings `cashbackActive`), the shopper's balance
 * (User `cashback`) can pay part of an order, at most the balance and at most the order's
 * total; and an order earns the city's `cashbackPercent` (order settings) of what its products
 * cost after every discount, less the cashback spent on it. Spending more than the balance is
 * refused, never silently cut, so the shopper sees what they will be charged.
 *
 * Why the percent lives in the order settings: docs/decisions/007-order-pricing.md.
 */
import type { OrderTotals } from './order-pricing.ts';
import { problem, type OrderProblem } from './order-problem.ts';

/** The most cashback an order can take: the balance, and no more than the total before cashback. */
export function maxCashback(balance: number, payable: number): number {
  return Math.max(0, Math.min(Math.floor(balance), Math.floor(payable)));
}

/**
 * Whether the shopper may spend `requested` so'm of cashback: nothing to check when none is
 * asked; refused when cashback is off or the balance is smaller. (That it exceeds the total is
 * not a fault: the total takes only what it needs, see `orderTotals`.)
 */
export function checkCashback(input: {
  readonly requested: number | null | undefined;
  readonly balance: number;
  readonly active: boolean;
}): OrderProblem | null {
  const requested = input.requested ?? 0;
  if (requested <= 0) return null;
  if (!input.active) return problem('cashbackUnavailable');
  if (!Number.isInteger(requested) || requested > input.balance) return problem('cashbackOverBalance', { balance: Math.max(0, input.balance) });
  return null;
}

/**
 * Cashback an order earns, rounded down to whole so'm: the percent of its products after all
 * discounts, less the cashback spent (spent cashback earns nothing); delivery and service fee
 * earn nothing. Nothing while cashback is off.
 */
export function cashbackEarned(
  totals: Pick<OrderTotals, 'totalProductPrice' | 'cashback'>,
  setting: { readonly active: boolean; readonly percent: number },
): number {
  if (!setting.active || !(setting.percent > 0)) return 0;
  const base = Math.max(0, totals.totalProductPrice - totals.cashback);
  const percent = Math.min(100, setting.percent);
  // Percent in hundredths keeps the arithmetic in integers (2.5% -> 250).
  return Math.floor((base * Math.round(percent * 100)) / 10_000);
}

/** The cashback a shopper types: its digits as so'm, at most the balance; none when that comes to nothing. */
export function cashbackFromText(text: string, balance: number): number | null {
  return Math.min(balance, Number(text.replace(/\D/g, '')) || 0) || null;
}
