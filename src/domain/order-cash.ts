/**
 * An order paid in cash may say which note the shopper pays with ("change from"), so the courier
 * or the cashier brings the change. It means something only for cash, and a note below the
 * order's total pays nothing: the checkout says so before placing, the server refuses it.
 */
import type { PaymentType } from '#schemas/common';
import { problem, type OrderProblem } from './order-problem.ts';

/** The change-from amount an order keeps: a cash order's, else none. */
export const changeFromOf = (paymentType: PaymentType | null | undefined, changeFrom: number | null | undefined): number | null =>
  paymentType === 'CASH' && changeFrom ? changeFrom : null;

/** Null when the amount can pay the total (or there is none); else why not. */
export function checkChangeFrom(paymentType: PaymentType | null | undefined, changeFrom: number | null | undefined, total: number): OrderProblem | null {
  const note = changeFromOf(paymentType, changeFrom);
  return note !== null && note < total ? problem('changeBelowTotal', { total }) : null;
}
