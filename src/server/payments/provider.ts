/**
 * What every payment adapter (Payme, Click, Uzum) knows of an order: enough to decide whether a
 * provider may take money for it, and how much. The ledger (services/payments.ts) reads it with
 * the order's row locked.
 */
import type { OnlineProvider } from '#domain/payment';

export interface PayableOrder {
  readonly id: string;
  readonly number: number;
  /** The method the shopper chose last (PAYME, CLICK, UZUM, or an offline one after a switch). */
  readonly paymentType: OnlineProvider | string;
  /** The order's total in so'm, fixed when it was placed. */
  readonly total: number;
  /** PENDING or FAILED: a payment may still come. */
  readonly awaitsPayment: boolean;
  readonly paid: boolean;
  /** When an unpaid order stops taking payments (Unix ms). */
  readonly expiresAt: number;
  /** Handed over (DELIVERED or CLOSED): a refund is no longer ours to give. */
  readonly fulfilled: boolean;
}
