/**
 * An order's payment (docs/decisions/018-payments.md): order first, then payment. An order paid
 * online (Payme, Click, Uzum) is placed unpaid and waits for a provider's server-to-server call; it
 * reaches the kitchen only once paid. Cash and terminal orders, and an order whose total is 0,
 * need no payment and go to the kitchen at once.
 *
 * The payment's states and their moves:
 *
 *   NONE     -> PENDING                 the shopper switches to an online method
 *   PENDING  -> PAID | FAILED | EXPIRED | NONE (switched to cash or terminal)
 *   FAILED   -> PENDING | EXPIRED | NONE (pay again, let it expire, switch)
 *   PAID     -> REFUNDED                cancelled after payment, refunded through the provider
 *   EXPIRED, REFUNDED                   final: an expired order is cancelled
 *
 * Amounts are integer so'm here; Payme and Uzum speak tiyin (x100) and Click so'm as a decimal
 * string. Every amount from a provider is compared to the order's to the tiyin.
 */
import type { PaymentType } from '#schemas/common';
import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '#schemas/order-limits';

export type PaymentState = 'NONE' | 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';
export const PAYMENT_STATES: readonly PaymentState[] = ['NONE', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED'];

/** The providers that take money online, each through its own adapter (server/payments/). */
export type OnlineProvider = 'PAYME' | 'CLICK' | 'UZUM';
export const ONLINE_PROVIDERS: readonly OnlineProvider[] = ['PAYME', 'CLICK', 'UZUM'];
export const isOnlinePayment = (type: PaymentType | string): type is OnlineProvider => (ONLINE_PROVIDERS as readonly string[]).includes(type);

/** Payme: a transaction older than this (from Payme's own `time`) can no longer be performed. */
export const PAYME_TRANSACTION_TIMEOUT_MS = 43_200_000;

const MOVES: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  NONE: ['PENDING'],
  PENDING: ['PAID', 'FAILED', 'EXPIRED', 'NONE'],
  FAILED: ['PENDING', 'EXPIRED', 'NONE', 'PAID'],
  PAID: ['REFUNDED'],
  EXPIRED: [],
  REFUNDED: [],
};

/** Whether the payment may move from `from` to `to`. */
export const paymentMayMove = (from: PaymentState, to: PaymentState): boolean => MOVES[from].includes(to);

/** The state an order starts in: online with something to pay waits; everything else needs nothing. */
export function initialPaymentState(type: PaymentType | string, total: number): PaymentState {
  return isOnlinePayment(type) && total > 0 ? 'PENDING' : 'NONE';
}

/** Whether an order in this payment state may reach the kitchen (the operator's list, the demo kitchen, the scheduler). */
export const reachesKitchen = (state: PaymentState): boolean => state === 'NONE' || state === 'PAID';

/**
 * The payment states of an order the restaurant never sees (decision 018): waiting for its online
 * payment, or expired unpaid; a refunded order was paid, and stays in its sight.
 */
export const NEVER_THE_RESTAURANTS: readonly PaymentState[] = ['PENDING', 'FAILED', 'EXPIRED'];

/** Whether the shopper may still pay (again) or switch the method of this order. */
export const awaitsPayment = (state: PaymentState): boolean => state === 'PENDING' || state === 'FAILED';

/** When an unpaid online order placed at `placedAt` expires. */
export function paymentExpiresAt(placedAt: Date, windowMinutes: number = DEFAULT_PAYMENT_WINDOW_MINUTES): Date {
  return new Date(placedAt.getTime() + windowMinutes * 60_000);
}

/** So'm to tiyin (Payme, Uzum). */
export const toTiyin = (som: number): number => som * 100;

/** So'm as Click writes an amount: a decimal string with two places ("15000.00"). */
export const clickAmount = (som: number): string => `${som}.00`;

/**
 * An amount Click sent, in tiyin, read exactly from its decimal text ("15000", "15000.5",
 * "15000.00"); null for anything else (signs, exponents, more than two places, spaces).
 */
export function clickAmountTiyin(text: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
