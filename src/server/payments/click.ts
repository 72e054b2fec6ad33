/**
 * Click's SHOP API (INTEGRATIONS.md, "Online payments"): Click calls our Prepare and Complete URLs
 * with form-encoded fields and reads a JSON answer whose `error` is one of our codes. Both calls
 * are signed: `sign_string` is the lowercase hex MD5 of `click_trans_id + service_id + SECRET_KEY
 * + merchant_trans_id + [merchant_prepare_id +] amount + action + sign_time`, with the amount as
 * Click sent it. Click's ids stay strings (they can pass 2^53). A call with `error < 0` from Click
 * cancels the attempt on our side.
 *
 * This module is the protocol: reading a call, checking its signature, and deciding its answer
 * from the order and our record of the attempt, inside the transaction that applies the decision
 * (services/payments.ts locks the order first). It does no I/O.
 */
import { createHash } from 'node:crypto';
import { clickAmountTiyin, toTiyin } from '#domain/payment';
import { sameSecret } from '../secret-compare.ts';
import type { PayableOrder } from './provider.ts';

/** Our answer codes, as Click reads them. */
export const CLICK_ERRORS = {
  ok: { error: 0, note: 'Success' },
  sign: { error: -1, note: 'SIGN CHECK FAILED!' },
  amount: { error: -2, note: 'Incorrect parameter amount' },
  action: { error: -3, note: 'Action not found' },
  alreadyPaid: { error: -4, note: 'Already paid' },
  orderNotFound: { error: -5, note: 'Order does not exist' },
  transactionNotFound: { error: -6, note: 'Transaction does not exist' },
  update: { error: -7, note: 'Failed to update order' },
  request: { error: -8, note: 'Error in request from click' },
  cancelled: { error: -9, note: 'Transaction cancelled' },
} as const;
export type ClickErrorName = keyof typeof CLICK_ERRORS;

const FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
] as const;

export interface ClickCall {
  readonly clickTransId: string;
  readonly serviceId: string;
  readonly clickPaydocId: string;
  /** Our order id. */
  readonly merchantTransId: string;
  /** As Click wrote it: it is signed as written. */
  readonly amount: string;
  readonly action: 0 | 1;
  /** Click's own error: below 0 means the payment failed on Click's side. */
  readonly error: number;
  readonly errorNote: string;
  readonly signTime: string;
  readonly signString: string;
  /** Complete only: the id our Prepare answered. */
  readonly merchantPrepareId: string | null;
}

const DIGITS = /^\d{1,30}$/;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Click's own error: 0, or a negative code such as -5017, as whole-number text. */
const CLICK_ERROR = /^(?:0|-?[1-9]\d{0,9})$/;
/** "YYYY-MM-DD HH:mm:ss", as Click signs it. */
const SIGN_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * A call from its form fields, or the error to answer (-8: not a request Click would send). Every
 * field is read exactly as Click writes it: text that is not is a refusal, never a default (an
 * empty `error` is not 0).
 */
export function readClickCall(form: Readonly<Record<string, unknown>>, expected: 0 | 1): { ok: true; call: ClickCall } | { ok: false; error: ClickErrorName } {
  const value = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : null);
  for (const name of FIELDS) if (value(name) === null && name !== 'error_note' && name !== 'click_paydoc_id') return { ok: false, error: 'request' };
  for (const name of ['error_note', 'click_paydoc_id', 'merchant_prepare_id'])
    if (form[name] !== undefined && value(name) === null) return { ok: false, error: 'request' };
  const action = value('action');
  if (action !== '0' && action !== '1') return { ok: false, error: 'action' };
  if (Number(action) !== expected) return { ok: false, error: 'action' };
  const errorText = value('error')!;
  const prepareId = value('merchant_prepare_id');
  const paydocId = value('click_paydoc_id');
  if (!DIGITS.test(value('click_trans_id')!) || !DIGITS.test(value('service_id')!) || !CLICK_ERROR.test(errorText)) return { ok: false, error: 'request' };
  if (!SIGN_TIME.test(value('sign_time')!) || (paydocId !== null && paydocId !== '' && !DIGITS.test(paydocId))) return { ok: false, error: 'request' };
  if (expected === 1 && (prepareId === null || !DIGITS.test(prepareId))) return { ok: false, error: 'request' };
  const error = Number(errorText);
  return {
    ok: true,
    call: {
      clickTransId: value('click_trans_id')!,
      serviceId: value('service_id')!,
      clickPaydocId: value('click_paydoc_id') ?? '',
      merchantTransId: value('merchant_trans_id')!,
      amount: value('amount')!,
      action: Number(action) as 0 | 1,
      error,
      errorNote: value('error_note') ?? '',
      signTime: value('sign_time')!,
      signString: value('sign_string')!,
      merchantPrepareId: expected === 1 ? prepareId : null,
    },
  };
}

/**
 * The prepare id a Complete names, as one of ours could be: a whole number as we write it, within
 * the numbers we give (our sequence's, far below 2^53). Anything else (30 digits, past bigint,
 * leading zeros) names no attempt of ours: -6.
 */
export function clickPrepareIdOf(call: Pick<ClickCall, 'merchantPrepareId'>): number | null {
  const text = call.merchantPrepareId;
  if (text === null || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** The signature Click sends with a call, as we compute it with the merchant's secret key. */
export function clickSignature(call: Omit<ClickCall, 'signString' | 'errorNote' | 'error' | 'clickPaydocId'>, secretKey: string): string {
  const text = `${call.clickTransId}${call.serviceId}${secretKey}${call.merchantTransId}${call.merchantPrepareId ?? ''}${call.amount}${call.action}${call.signTime}`;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Whether a call is signed with the merchant's secret key and names the merchant's service. */
export const clickSigned = (call: ClickCall, settings: { readonly serviceId: string; readonly secretKey: string }): boolean =>
  sameSecret(clickSignature(call, settings.secretKey), call.signString.toLowerCase()) && call.serviceId === settings.serviceId;

/** Our record of one Click attempt: its Prepare, and its Complete or cancel. */
export interface ClickAttempt {
  readonly clickTransId: string;
  /** Ours, answered to Prepare as `merchant_prepare_id` and to Complete as `merchant_confirm_id`. */
  readonly prepareId: number;
  readonly orderId: string;
  readonly amountTiyin: number;
  readonly state: 'PREPARED' | 'COMPLETED' | 'CANCELLED';
}

export interface ClickContext {
  /** The order the call names; null: none of this merchant's. */
  readonly order: PayableOrder | null;
  /** The attempt of the call (by click_trans_id for Prepare, by merchant_prepare_id for Complete). */
  readonly attempt: ClickAttempt | null;
  readonly now: number;
  /** Our id for an attempt prepared now. */
  readonly newPrepareId: number;
}

export type ClickEffect =
  | { readonly kind: 'prepare'; readonly attempt: ClickAttempt }
  | { readonly kind: 'complete'; readonly prepareId: number }
  | { readonly kind: 'cancel'; readonly prepareId: number };

export interface ClickAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_prepare_id?: number | null;
  readonly merchant_confirm_id?: number | null;
  readonly error: number;
  readonly error_note: string;
}

export const clickAnswer = (
  call: Pick<ClickCall, 'clickTransId' | 'merchantTransId' | 'action'>,
  name: ClickErrorName,
  id: number | null = null,
): ClickAnswer => ({
  click_trans_id: call.clickTransId,
  merchant_trans_id: call.merchantTransId,
  ...(call.action === 0 ? { merchant_prepare_id: id } : { merchant_confirm_id: id }),
  error: CLICK_ERRORS[name].error,
  error_note: CLICK_ERRORS[name].note,
});

/** The answer of a Prepare or Complete, and what to write; the signature is checked before. */
export function decideClick(call: ClickCall, s: ClickContext): { answer: ClickAnswer; effects: readonly ClickEffect[] } {
  const refuse = (name: ClickErrorName, effects: readonly ClickEffect[] = []) => ({ answer: clickAnswer(call, name), effects });
  const order = s.order;
  if (!ORDER_ID.test(call.merchantTransId) || !order || order.paymentType !== 'CLICK') return refuse('orderNotFound');
  const tiyin = clickAmountTiyin(call.amount);
  if (call.action === 0) {
    if (s.attempt) {
      // Click's transaction is one payment of one order: its id used for another order is no request Click sends.
      if (s.attempt.orderId !== order.id) return refuse('request');
      // Cancelled, it stays cancelled: Click starts a new transaction to pay again.
      if (s.attempt.state === 'CANCELLED') return refuse('cancelled');
      // Prepare again for the same Click transaction: the same answer.
      return { answer: clickAnswer(call, 'ok', s.attempt.prepareId), effects: [] };
    }
    if (call.error < 0) return refuse('cancelled');
    if (tiyin === null || tiyin !== toTiyin(order.total)) return refuse('amount');
    if (order.paid) return refuse('alreadyPaid');
    if (!order.awaitsPayment || order.expiresAt <= s.now) return refuse('cancelled');
    const attempt: ClickAttempt = { clickTransId: call.clickTransId, prepareId: s.newPrepareId, orderId: order.id, amountTiyin: tiyin, state: 'PREPARED' };
    return { answer: clickAnswer(call, 'ok', s.newPrepareId), effects: [{ kind: 'prepare', attempt }] };
  }
  const attempt = s.attempt;
  if (!attempt || attempt.clickTransId !== call.clickTransId || attempt.orderId !== order.id) return refuse('transactionNotFound');
  if (attempt.state === 'CANCELLED') return refuse('cancelled');
  if (attempt.state === 'COMPLETED') return refuse('alreadyPaid');
  if (call.error < 0) return refuse('cancelled', [{ kind: 'cancel', prepareId: attempt.prepareId }]);
  if (tiyin === null || tiyin !== attempt.amountTiyin || tiyin !== toTiyin(order.total)) return refuse('amount');
  if (order.paid) return refuse('alreadyPaid');
  if (!order.awaitsPayment || order.expiresAt <= s.now) return refuse('cancelled', [{ kind: 'cancel', prepareId: attempt.prepareId }]);
  return { answer: clickAnswer(call, 'ok', attempt.prepareId), effects: [{ kind: 'complete', prepareId: attempt.prepareId }] };
}

/** Click's payment page for an order. */
export function clickPayUrl(options: {
  readonly base: string;
  readonly serviceId: string;
  readonly merchantId: string;
  readonly orderId: string;
  readonly amount: number;
  readonly returnUrl: string;
}): string {
  const url = new URL(`${options.base.replace(/\/+$/, '')}/services/pay`);
  url.searchParams.set('service_id', options.serviceId);
  url.searchParams.set('merchant_id', options.merchantId);
  url.searchParams.set('amount', `${options.amount}.00`);
  url.searchParams.set('transaction_param', options.orderId);
  url.searchParams.set('return_url', options.returnUrl);
  return url.toString();
}
