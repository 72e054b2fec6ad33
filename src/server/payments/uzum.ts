/**
 * Uzum Checkout (INTEGRATIONS.md, "Uzum Checkout"): the hosted card page LaMenu's own backend used.
 * We register a payment (`POST <base>/api/v1/payment/register`, the amount in tiyin, our order id
 * as `orderNumber`, where to return, how long the page lives), send the shopper to the answer's
 * `paymentRedirectUrl`, and learn the outcome from Uzum's callback to our URL:
 * `{ orderId, operationState: SUCCESS|FAIL, operationType: AUTHORIZE|COMPLETE|REFUND|REVERSE,
 * orderNumber, rrn, merchantOperationId }`, retried up to 5 times until we answer 200. In the
 * two-step flow an AUTHORIZE is completed by us (`/api/v1/acquiring/complete`); a refund is asked
 * for at `/api/v1/acquiring/refund`.
 *
 * Unconfirmed details are settings, not guesses repeated in code (UZUM_PATHS, the signature
 * header, the callback's credentials): the public OpenAPI of Uzum Checkout is the reference.
 * The callback is authenticated with HTTP Basic, the merchant's terminal id and API key, compared
 * in constant time. This module decides; services/payments.ts applies the decision with the order
 * locked.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { toTiyin } from '#domain/payment';
import { sameSecret } from '../secret-compare.ts';
import type { PayableOrder } from './provider.ts';

export const UZUM_PATHS = {
  register: '/api/v1/payment/register',
  complete: '/api/v1/acquiring/complete',
  refund: '/api/v1/acquiring/refund',
} as const;

/** Currency code of the so'm (ISO 4217). */
const UZS = 860;

export interface UzumSettings {
  readonly base: string;
  readonly terminalId: string;
  readonly apiKey: string;
  /** ONE_STEP pays on the card page; TWO_STEP authorizes there and we complete. */
  readonly payType: 'ONE_STEP' | 'TWO_STEP';
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Uzum Checkout's answer to a call: `errorCode` 0 means done. */
interface UzumAnswer {
  readonly errorCode?: number;
  readonly message?: string;
  readonly result?: Record<string, unknown>;
}

export class UzumCallFailed extends Error {
  constructor(
    readonly errorCode: number | null,
    message: string,
  ) {
    super(`Uzum Checkout: ${message}`);
  }
}

async function call(
  fetch: FetchLike,
  settings: UzumSettings,
  path: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const text = JSON.stringify(body);
  const response = await fetch(`${settings.base.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Operation-Id': randomUUID(),
      'X-API-Key': settings.apiKey,
      'X-Terminal-Id': settings.terminalId,
      'Content-Language': 'uz-UZ',
      // Unconfirmed in the sources: an HMAC-SHA256 of the body under the API key.
      'X-Signature': createHmac('sha256', settings.apiKey).update(text).digest('hex'),
    },
    body: text,
    signal: signal ?? AbortSignal.timeout(15_000),
  });
  let answer: UzumAnswer;
  try {
    answer = (await response.json()) as UzumAnswer;
  } catch {
    throw new UzumCallFailed(null, `${path} answered ${response.status} without JSON`);
  }
  if (!response.ok || (answer.errorCode ?? 0) !== 0 || !answer.result || typeof answer.result !== 'object') {
    throw new UzumCallFailed(typeof answer.errorCode === 'number' ? answer.errorCode : null, `${path}: ${answer.message ?? response.status}`);
  }
  return answer.result;
}

export interface UzumRegistration {
  /** Uzum's id of the payment: the callback names it. */
  readonly uzumOrderId: string;
  readonly redirectUrl: string;
  readonly amountTiyin: number;
}

/** Registers the payment of an order; the shopper then goes to `redirectUrl`. */
export async function registerUzumPayment(
  fetch: FetchLike,
  settings: UzumSettings,
  request: {
    readonly orderId: string;
    readonly userId: string;
    readonly amount: number;
    readonly successUrl: string;
    readonly failureUrl: string;
    readonly timeoutSeconds: number;
  },
): Promise<UzumRegistration> {
  const amountTiyin = toTiyin(request.amount);
  const result = await call(fetch, settings, UZUM_PATHS.register, {
    amount: amountTiyin,
    clientId: request.userId,
    currency: UZS,
    orderNumber: request.orderId,
    successUrl: request.successUrl,
    failureUrl: request.failureUrl,
    viewType: 'REDIRECT',
    paymentParams: { payType: settings.payType, operationType: 'PAYMENT' },
    sessionTimeoutSecs: request.timeoutSeconds,
  });
  const uzumOrderId = result.orderId;
  const redirectUrl = result.paymentRedirectUrl;
  if (typeof uzumOrderId !== 'string' || typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl)) {
    throw new UzumCallFailed(null, 'register answered no order id or redirect URL');
  }
  return { uzumOrderId, redirectUrl, amountTiyin };
}

/** Completes an authorized payment (the two-step flow). */
export async function completeUzumPayment(fetch: FetchLike, settings: UzumSettings, uzumOrderId: string, amountTiyin: number): Promise<void> {
  await call(fetch, settings, UZUM_PATHS.complete, { orderId: uzumOrderId, amount: amountTiyin });
}

/** Asks Uzum to give a payment back. */
export async function refundUzumPayment(fetch: FetchLike, settings: UzumSettings, uzumOrderId: string, amountTiyin: number): Promise<void> {
  await call(fetch, settings, UZUM_PATHS.refund, { orderId: uzumOrderId, amount: amountTiyin });
}

/** Whether a callback carries the merchant's terminal id and API key as HTTP Basic. */
export function uzumCallbackAuthorized(header: string | undefined, settings: Pick<UzumSettings, 'terminalId' | 'apiKey'>): boolean {
  const expected = `Basic ${Buffer.from(`${settings.terminalId}:${settings.apiKey}`, 'utf8').toString('base64')}`;
  return sameSecret(expected, header?.trim());
}

export interface UzumCallback {
  readonly uzumOrderId: string;
  readonly state: 'SUCCESS' | 'FAIL';
  readonly type: 'AUTHORIZE' | 'COMPLETE' | 'REFUND' | 'REVERSE';
  /** Our order id. */
  readonly orderNumber: string;
  /** Tiyin, when the callback says (the documented callback has none). */
  readonly amount: number | null;
}

/** Uzum's own references of an operation: text when given, not read further. */
const isReference = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.length <= 100);

/**
 * A callback from its JSON body, or null when it is not one. A field that is there but malformed
 * makes it no callback: an amount that is not a whole, non-negative number of tiyin is never read
 * as "no amount given".
 */
export function readUzumCallback(body: unknown): UzumCallback | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const types = ['AUTHORIZE', 'COMPLETE', 'REFUND', 'REVERSE'];
  if (typeof b.orderId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(b.orderId)) return null;
  if (b.operationState !== 'SUCCESS' && b.operationState !== 'FAIL') return null;
  if (typeof b.operationType !== 'string' || !types.includes(b.operationType)) return null;
  if (typeof b.orderNumber !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(b.orderNumber)) return null;
  if (b.amount !== undefined && !(typeof b.amount === 'number' && Number.isSafeInteger(b.amount) && b.amount >= 0)) return null;
  if (!isReference(b.rrn) || !isReference(b.merchantOperationId)) return null;
  const amount = b.amount === undefined ? null : (b.amount as number);
  return { uzumOrderId: b.orderId, state: b.operationState, type: b.operationType as UzumCallback['type'], orderNumber: b.orderNumber, amount };
}

/** Our record of one registered Uzum payment. */
export interface UzumAttempt {
  readonly uzumOrderId: string;
  readonly orderId: string;
  readonly amountTiyin: number;
  /** COMPLETE_DUE: authorized, ours to complete; REFUND_DUE: taken for an order that did not take it, ours to give back. */
  readonly state: 'REGISTERED' | 'AUTHORIZED' | 'COMPLETE_DUE' | 'COMPLETED' | 'FAILED' | 'REFUND_DUE' | 'REFUNDED';
}

export type UzumEffect =
  | { readonly kind: 'authorized' }
  | { readonly kind: 'paid' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'refunded' }
  /** Money came for an order that no longer takes it (expired, cancelled, paid another way): give it back. */
  | { readonly kind: 'refundNeeded' };

/**
 * What a callback means for the order, given our record of the payment it names (null: none of
 * this merchant's). `status` is the HTTP status to answer: 200 once handled (Uzum retries
 * anything else), 404 for a payment we never registered.
 */
export function decideUzum(
  callback: UzumCallback,
  attempt: UzumAttempt | null,
  order: PayableOrder | null,
  now: number,
): { status: 200 | 404; effects: readonly UzumEffect[] } {
  if (!attempt || !order || attempt.orderId !== callback.orderNumber || attempt.orderId !== order.id) return { status: 404, effects: [] };
  if (callback.state === 'FAIL') {
    return { status: 200, effects: attempt.state === 'REGISTERED' || attempt.state === 'AUTHORIZED' ? [{ kind: 'failed' }] : [] };
  }
  const amountRight = attempt.amountTiyin === toTiyin(order.total) && (callback.amount === null || callback.amount === attempt.amountTiyin);
  switch (callback.type) {
    case 'AUTHORIZE':
    case 'COMPLETE': {
      // Done, or to be given back: a later success neither pays the order nor drops the refund.
      if (attempt.state === 'COMPLETED' || attempt.state === 'REFUNDED' || attempt.state === 'REFUND_DUE') return { status: 200, effects: [] };
      const takes = amountRight && order.awaitsPayment && order.expiresAt > now && order.paymentType === 'UZUM';
      if (!takes) return { status: 200, effects: [{ kind: 'refundNeeded' }] };
      if (callback.type === 'AUTHORIZE') return { status: 200, effects: attempt.state === 'AUTHORIZED' ? [] : [{ kind: 'authorized' }] };
      return { status: 200, effects: [{ kind: 'paid' }] };
    }
    case 'REFUND':
    case 'REVERSE':
      return { status: 200, effects: attempt.state === 'REFUNDED' ? [] : [{ kind: 'refunded' }] };
  }
}
