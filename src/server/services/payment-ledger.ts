/**
 * The writes every change of an order's payment makes, inside the caller's transaction with the
 * order locked: the payment's state (and method) on the order, a history event of SPEC point 4's
 * kinds (PAID, CHANGE_PAYMENT_TYPE, UPDATE) and a live `payment` event for the shopper's streams.
 * The payment service (payments.ts) and an order's cancel (order-life.ts) both write through here.
 */
import type { PaymentState } from '#domain/payment';
import type { PaymentType } from '#schemas/common';
import type { Sql } from '../db/database.ts';
import type { LockedOrder } from '../db/order-columns.ts';
import { insertEvent } from '../db/order-event-queries.ts';
import { insertHistory } from '../db/order-move-queries.ts';
import { attemptsOfOrder, setPayment, updateAttempt } from '../db/payment-queries.ts';

export interface PaymentChange {
  readonly state: PaymentState;
  /** A new method (a switch): history CHANGE_PAYMENT_TYPE. */
  readonly type?: PaymentType;
  readonly expiresAt?: Date | null;
  /** Paid, or switched to a method paid on delivery: the kitchen takes the order from now. */
  readonly reachesKitchen?: boolean;
  readonly now: Date;
  /** Kept in the history event. */
  readonly detail?: Record<string, unknown>;
}

/** Records a change of the payment with its history event and live event. */
export async function changePaymentIn(
  tx: Sql,
  merchantId: string,
  order: Pick<LockedOrder, 'id' | 'number' | 'userId' | 'status'>,
  change: PaymentChange,
): Promise<void> {
  await setPayment(tx, merchantId, order.id, change);
  const kind = change.type ? 'CHANGE_PAYMENT_TYPE' : change.state === 'PAID' ? 'PAID' : 'UPDATE';
  await insertHistory(tx, merchantId, order.id, {
    kind,
    status: order.status,
    data: { paymentState: change.state, ...(change.type ? { paymentType: change.type } : {}), ...change.detail },
    at: change.now,
  });
  await insertEvent(tx, {
    merchantId,
    userId: order.userId,
    orderId: order.id,
    type: 'payment',
    at: change.now.toISOString(),
    data: { number: order.number, paymentState: change.state, ...(change.type ? { paymentType: change.type } : {}) },
  });
}

/**
 * A paid order is being cancelled: its money goes back where the provider's protocol lets us ask
 * for it (Uzum Checkout's refund, a saved card's receipt cancel), by the scheduled provider calls.
 * Payme's Merchant API and Click's SHOP API take refunds only from the merchant's cabinet: the
 * history says so, and Payme's CancelTransaction later records REFUNDED.
 */
export async function requestRefundIn(tx: Sql, merchantId: string, order: Pick<LockedOrder, 'id' | 'status'>, now: Date): Promise<void> {
  const paid = (await attemptsOfOrder(tx, merchantId, order.id)).find(
    (a) =>
      (a.provider === 'UZUM' && a.state === 'COMPLETED') ||
      (a.provider === 'PAYME_CARD' && a.state === 'PAID') ||
      (a.provider === 'PAYME' && a.state === '2') ||
      (a.provider === 'CLICK' && a.state === 'COMPLETED'),
  );
  if (!paid) return;
  if (paid.provider === 'UZUM' || paid.provider === 'PAYME_CARD') {
    await updateAttempt(tx, merchantId, paid.id, { state: 'REFUND_DUE', data: { refundAskedMs: now.getTime() } });
    return;
  }
  await updateAttempt(tx, merchantId, paid.id, { state: paid.state, data: { refundAskedMs: now.getTime() } });
  await insertHistory(tx, merchantId, order.id, {
    kind: 'UPDATE',
    status: order.status,
    data: { refund: 'MERCHANT_CABINET', provider: paid.provider, attempt: paid.id },
    at: now,
  });
}
