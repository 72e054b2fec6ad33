/**
 * Payme's Merchant API (INTEGRATIONS.md, "Online payments"): Payme calls our endpoint with JSON-RPC
 * 2.0 over HTTPS POST, authenticated by `Basic base64("Paycom:" + KEY)`, and always gets HTTP 200
 * with a `result` or an `error` `{ code, message: { ru, uz, en }, data }`.
 *
 * This module is the protocol: reading a call, checking its credentials, and deciding the answer
 * of each method from the order and the transactions as they are, inside the transaction that
 * then applies the decision (services/payments.ts locks the order first). It does no I/O.
 *
 * States: 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform. Every
 * method is idempotent for the same Payme id; an order with a transaction in state 1 refuses a
 * second one; a transaction older than 12 hours (from Payme's own `time`) cannot be performed and
 * is cancelled with reason 4. Amounts are tiyin and are compared to the order's to the tiyin.
 */
import { PAYME_TRANSACTION_TIMEOUT_MS, toTiyin } from '#domain/payment';
import { sameSecret } from '../secret-compare.ts';
import type { PayableOrder } from './provider.ts';

type Message = Readonly<{ ru: string; uz: string; en: string }>;

/** Payme's error codes with their texts. One table: an unsettled code changes here only. */
export const PAYME_ERRORS = {
  notPost: { code: -32300, message: { ru: 'Метод запроса должен быть POST', uz: "So'rov usuli POST bo'lishi kerak", en: 'The request method must be POST' } },
  parse: { code: -32700, message: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlilida xato', en: 'JSON parse error' } },
  badRequest: { code: -32600, message: { ru: 'Неверный запрос', uz: "Noto'g'ri so'rov", en: 'Invalid request' } },
  unknownMethod: { code: -32601, message: { ru: 'Метод не найден', uz: 'Usul topilmadi', en: 'Method not found' } },
  auth: { code: -32504, message: { ru: 'Недостаточно привилегий', uz: 'Ruxsat yetarli emas', en: 'Insufficient privileges' } },
  system: { code: -32400, message: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' } },
  wrongAmount: { code: -31001, message: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Wrong amount' } },
  transactionNotFound: { code: -31003, message: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' } },
  cannotCancel: {
    code: -31007,
    message: { ru: 'Заказ выполнен, отменить нельзя', uz: "Buyurtma bajarilgan, bekor qilib bo'lmaydi", en: 'The order is fulfilled and cannot be cancelled' },
  },
  cannotPerform: { code: -31008, message: { ru: 'Невозможно выполнить операцию', uz: "Amalni bajarib bo'lmaydi", en: 'The operation cannot be performed' } },
  orderNotFound: { code: -31050, message: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' } },
  /** A second transaction for an order already being paid (LaMenu answered -31050 with data "transaction"). */
  orderBeingPaid: { code: -31050, message: { ru: 'Заказ уже оплачивается', uz: "Buyurtma allaqachon to'lanmoqda", en: 'The order is already being paid' } },
  /** Paid, cancelled or expired: nothing to pay. */
  orderNotPayable: { code: -31051, message: { ru: 'Заказ не ожидает оплаты', uz: "Buyurtma to'lovni kutmayapti", en: 'The order is not awaiting payment' } },
} as const satisfies Record<string, { code: number; message: Message }>;
export type PaymeErrorName = keyof typeof PAYME_ERRORS;

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
  'ChangePassword',
  'SetFiscalData',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

/** Cancel reasons of Payme. */
export const PAYME_REASON = { receiverNotFound: 1, debitError: 2, executionError: 3, timeout: 4, refund: 5, unknown: 10 } as const;

export type PaymeState = 1 | 2 | -1 | -2;

/** A Payme transaction as we keep it. Times are Unix milliseconds; 0 where unset. */
export interface PaymeTransaction {
  /** Payme's id (24 hex characters). */
  readonly paymeId: string;
  /** Ours: the `transaction` Payme is told. */
  readonly id: string;
  readonly orderId: string;
  readonly state: PaymeState;
  readonly amountTiyin: number;
  /** Payme's `time` of CreateTransaction. */
  readonly paymeTime: number;
  readonly createTime: number;
  readonly performTime: number;
  readonly cancelTime: number;
  readonly reason: number | null;
}

export interface PaymeCall {
  /** The JSON-RPC id, echoed back (null when the call had none). */
  readonly id: string | number | null;
  readonly method: PaymeMethod;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface PaymeErrorAnswer {
  readonly error: { readonly code: number; readonly message: Message; readonly data?: string };
  readonly id: string | number | null;
}
export interface PaymeResultAnswer {
  readonly result: Readonly<Record<string, unknown>>;
  readonly id: string | number | null;
}
export type PaymeAnswer = PaymeErrorAnswer | PaymeResultAnswer;

export const paymeError = (name: PaymeErrorName, id: string | number | null, data?: string): PaymeErrorAnswer => ({
  error: { code: PAYME_ERRORS[name].code, message: PAYME_ERRORS[name].message, ...(data === undefined ? {} : { data }) },
  id,
});

/** Whether the Authorization header is Payme's `Basic base64("Paycom:" + key)` for this merchant's key. */
export function paymeAuthorized(header: string | undefined, key: string): boolean {
  const expected = `Basic ${Buffer.from(`Paycom:${key}`, 'utf8').toString('base64')}`;
  return sameSecret(expected, header?.trim());
}

const JSON_RPC_ID = (value: unknown): value is string | number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 100);

/** A call from its JSON body, or the error to answer (the id echoed where one could be read). */
export function readPaymeCall(body: unknown): { ok: true; call: PaymeCall } | { ok: false; answer: PaymeErrorAnswer } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, answer: paymeError('badRequest', null) };
  const { id, method, params } = body as Record<string, unknown>;
  const answerId = JSON_RPC_ID(id) ? id : null;
  // An id that is there but no JSON-RPC id makes no request (JSON-RPC 2.0): refused, not answered as id null and done.
  if (id !== undefined && !JSON_RPC_ID(id)) return { ok: false, answer: paymeError('badRequest', null) };
  if (typeof method !== 'string' || params === null || typeof params !== 'object' || Array.isArray(params)) {
    return { ok: false, answer: paymeError('badRequest', answerId) };
  }
  if (!(PAYME_METHODS as readonly string[]).includes(method)) return { ok: false, answer: paymeError('unknownMethod', answerId) };
  return { ok: true, call: { id: answerId, method: method as PaymeMethod, params: params as Record<string, unknown> } };
}

const PAYME_ID = /^[0-9a-fA-F]{24}$/;
const isTiyin = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The order id an `account` names, by the merchant's account field (`order_id` unless set). */
export function accountOrderId(params: Readonly<Record<string, unknown>>, field: string): string | null {
  const account = params.account;
  if (account === null || typeof account !== 'object' || Array.isArray(account)) return null;
  const value = (account as Record<string, unknown>)[field];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/** The Payme id a call names, or null. */
export const paymeIdOf = (params: Readonly<Record<string, unknown>>): string | null =>
  typeof params.id === 'string' && PAYME_ID.test(params.id) ? params.id : null;

/** GetStatement's window (`from`, `to`: Unix ms, in order), or null when either is not a whole time. */
export function paymeStatementWindow(params: Readonly<Record<string, unknown>>): { from: number; to: number } | null {
  const { from, to } = params;
  const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  return whole(from) && whole(to) && from <= to ? { from, to } : null;
}

/** SetFiscalData's `fiscal_data`: an object, or null when it is none. */
export function paymeFiscalData(params: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const data = params.fiscal_data;
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** A cancel reason as Payme sends one (1 to 5, 10, or a later code): a whole number from 1. */
const isReason = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** What the ledger must do after a decision (inside the same database transaction). */
export type PaymeEffect =
  | { readonly kind: 'create'; readonly transaction: PaymeTransaction }
  | { readonly kind: 'perform'; readonly paymeId: string; readonly performTime: number }
  | { readonly kind: 'cancel'; readonly paymeId: string; readonly state: -1 | -2; readonly reason: number; readonly cancelTime: number };

export interface PaymeDecision {
  readonly answer: PaymeAnswer;
  readonly effects: readonly PaymeEffect[];
}

/** What a method needs to decide, as the ledger read it with the order locked. */
export interface PaymeContext {
  /** The order the call names (by account, or by the transaction's order); null: none of this merchant's. */
  readonly order: PayableOrder | null;
  /** The transaction of the call's Payme id, if we have it. */
  readonly transaction: PaymeTransaction | null;
  /** Another transaction of the order in state 1 (being paid), if any. */
  readonly pendingOfOrder: PaymeTransaction | null;
  /** Now, Unix milliseconds. */
  readonly now: number;
  /** Our id for a transaction created now. */
  readonly newId: string;
  /** The merchant's account field (`order_id` unless set). */
  readonly accountField: string;
}

const result = (id: PaymeCall['id'], value: Record<string, unknown>, effects: readonly PaymeEffect[] = []): PaymeDecision => ({
  answer: { result: value, id },
  effects,
});
const refuse = (id: PaymeCall['id'], name: PaymeErrorName, data?: string): PaymeDecision => ({ answer: paymeError(name, id, data), effects: [] });

const transactionAnswer = (t: PaymeTransaction) => ({
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: t.id,
  state: t.state,
  reason: t.reason,
});

/** Whether an order may be paid by Payme now, else the error. */
function payable(call: PaymeCall, s: PaymeContext, amount: number): PaymeDecision | null {
  const order = s.order;
  if (!order || order.paymentType !== 'PAYME') return refuse(call.id, 'orderNotFound', s.accountField);
  if (!order.awaitsPayment || order.expiresAt <= s.now) return refuse(call.id, 'orderNotPayable', s.accountField);
  if (amount !== toTiyin(order.total)) return refuse(call.id, 'wrongAmount');
  return null;
}

/**
 * The answer of a call, and what to write. `state` is read inside the transaction that applies the
 * effects, with the order locked, so concurrent calls decide one after another.
 */
export function decidePayme(call: PaymeCall, s: PaymeContext): PaymeDecision {
  const p = call.params;
  switch (call.method) {
    case 'CheckPerformTransaction': {
      // A malformed amount is a malformed request, never compared as some other amount.
      if (!isTiyin(p.amount)) return refuse(call.id, 'badRequest');
      if (accountOrderId(p, s.accountField) === null) return refuse(call.id, 'orderNotFound', s.accountField);
      const refused = payable(call, s, p.amount);
      if (refused) return refused;
      if (s.pendingOfOrder) return refuse(call.id, 'orderBeingPaid', 'transaction');
      return result(call.id, { allow: true });
    }
    case 'CreateTransaction': {
      const paymeId = paymeIdOf(p);
      if (!paymeId || !isTime(p.time) || !isTiyin(p.amount)) return refuse(call.id, 'badRequest');
      const existing = s.transaction;
      if (existing) {
        if (existing.state !== 1) return refuse(call.id, 'cannotPerform');
        if (s.now - existing.paymeTime > PAYME_TRANSACTION_TIMEOUT_MS) {
          return {
            answer: paymeError('cannotPerform', call.id),
            effects: [{ kind: 'cancel', paymeId, state: -1, reason: PAYME_REASON.timeout, cancelTime: s.now }],
          };
        }
        return result(call.id, { create_time: existing.createTime, transaction: existing.id, state: 1 });
      }
      if (accountOrderId(p, s.accountField) === null) return refuse(call.id, 'orderNotFound', s.accountField);
      const refused = payable(call, s, p.amount);
      if (refused) return refused;
      if (s.pendingOfOrder) return refuse(call.id, 'orderBeingPaid', 'transaction');
      if (s.now - p.time > PAYME_TRANSACTION_TIMEOUT_MS) return refuse(call.id, 'cannotPerform');
      const transaction: PaymeTransaction = {
        paymeId,
        id: s.newId,
        orderId: s.order!.id,
        state: 1,
        amountTiyin: p.amount,
        paymeTime: p.time,
        createTime: s.now,
        performTime: 0,
        cancelTime: 0,
        reason: null,
      };
      return result(call.id, { create_time: s.now, transaction: s.newId, state: 1 }, [{ kind: 'create', transaction }]);
    }
    case 'PerformTransaction': {
      const t = s.transaction;
      if (!paymeIdOf(p)) return refuse(call.id, 'badRequest');
      if (!t) return refuse(call.id, 'transactionNotFound');
      if (t.state === 2) return result(call.id, { transaction: t.id, perform_time: t.performTime, state: 2 });
      if (t.state !== 1) return refuse(call.id, 'cannotPerform');
      if (s.now - t.paymeTime > PAYME_TRANSACTION_TIMEOUT_MS) {
        return {
          answer: paymeError('cannotPerform', call.id),
          effects: [{ kind: 'cancel', paymeId: t.paymeId, state: -1, reason: PAYME_REASON.timeout, cancelTime: s.now }],
        };
      }
      // The order must still take the money it was created for (it may have expired or been switched meanwhile).
      const refused = payable(call, s, t.amountTiyin);
      if (refused) return refused;
      return result(call.id, { transaction: t.id, perform_time: s.now, state: 2 }, [{ kind: 'perform', paymeId: t.paymeId, performTime: s.now }]);
    }
    case 'CancelTransaction': {
      const t = s.transaction;
      // A missing or malformed reason is refused, never recorded as one of ours.
      if (!paymeIdOf(p) || !isReason(p.reason)) return refuse(call.id, 'badRequest');
      if (!t) return refuse(call.id, 'transactionNotFound');
      const reason = p.reason;
      if (t.state === -1 || t.state === -2) return result(call.id, { transaction: t.id, cancel_time: t.cancelTime, state: t.state });
      if (t.state === 1) {
        return result(call.id, { transaction: t.id, cancel_time: s.now, state: -1 }, [
          { kind: 'cancel', paymeId: t.paymeId, state: -1, reason, cancelTime: s.now },
        ]);
      }
      // Performed: a refund, unless the order was handed over.
      if (s.order?.fulfilled) return refuse(call.id, 'cannotCancel');
      return result(call.id, { transaction: t.id, cancel_time: s.now, state: -2 }, [
        { kind: 'cancel', paymeId: t.paymeId, state: -2, reason, cancelTime: s.now },
      ]);
    }
    case 'CheckTransaction': {
      if (!paymeIdOf(p)) return refuse(call.id, 'badRequest');
      if (!s.transaction) return refuse(call.id, 'transactionNotFound');
      return result(call.id, transactionAnswer(s.transaction));
    }
    default:
      // GetStatement, ChangePassword and SetFiscalData are answered by the ledger, which reads or writes across orders.
      return refuse(call.id, 'system');
  }
}

/** GetStatement's entry for one transaction (every transaction created in the window, by Payme's time). */
export const statementEntry = (t: PaymeTransaction, accountField: string) => ({
  id: t.paymeId,
  time: t.paymeTime,
  amount: t.amountTiyin,
  account: { [accountField]: t.orderId },
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: t.id,
  state: t.state,
  reason: t.reason,
});

/** Payme's hosted checkout: base64 of `m=…;ac.<field>=…;a=<tiyin>;l=<uz|ru|en>;c=<return url>`. */
export function paymeCheckoutUrl(options: {
  readonly base: string;
  readonly merchantId: string;
  readonly accountField: string;
  readonly orderId: string;
  readonly amount: number;
  readonly language: 'uz' | 'ru' | 'eng';
  readonly returnUrl: string;
}): string {
  const params = [
    `m=${options.merchantId}`,
    `ac.${options.accountField}=${options.orderId}`,
    `a=${toTiyin(options.amount)}`,
    `l=${options.language === 'eng' ? 'en' : options.language}`,
    `c=${options.returnUrl}`,
  ].join(';');
  return `${options.base.replace(/\/+$/, '')}/${Buffer.from(params, 'utf8').toString('base64')}`;
}
