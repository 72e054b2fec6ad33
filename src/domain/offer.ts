/**
 * What a brand offers, from its web settings: the service types and, per channel, the payment
 * types. The layout engine draws them and the server accepts an order only within them, so
 * both read this one rule.
 */
import type { PaymentType, ServiceType } from '#schemas/common';
import type { PaymentSettings } from '#schemas/entities';
import type { WebSettings } from '#schemas/web-settings';

export type Channel = 'web' | 'telegram';

/** Service types the settings switch on, in display order. */
export function offeredServiceTypes(s: Pick<WebSettings, 'deliveryActive' | 'pickupActive' | 'dineInActive'>): ServiceType[] {
  const types: ServiceType[] = [];
  if (s.deliveryActive) types.push('DELIVERY');
  if (s.pickupActive) types.push('PICK_UP');
  if (s.dineInActive) types.push('DINE_IN');
  return types;
}

/** Payment types in display order with the settings flag that switches each on. */
const PAYMENT_FLAGS = [
  ['CASH', 'cashActive'],
  ['TERMINAL', 'terminalActive'],
  ['PAYME', 'paymeActive'],
  ['CLICK', 'clickActive'],
  ['UZUM', 'uzumActive'],
] as const satisfies readonly (readonly [PaymentType, keyof WebSettings])[];
type PaymentFlag = (typeof PAYMENT_FLAGS)[number][1];

/** Paid at the branch or to the courier: offered on the flag alone unless a settings row says no. */
export const OFFLINE_PAYMENTS: ReadonlySet<PaymentType> = new Set(['CASH', 'TERMINAL']);

/**
 * The payment types the product can take: paid on delivery, and online through each provider's
 * adapter (server/payments/), where an order waits for its payment before it reaches the kitchen.
 * Whether one merchant can take an online type (its credentials, or the sandbox) the server says
 * in that type's payment settings (an inactive row), which the plan and the order's check read.
 */
export const TAKEN_PAYMENTS: ReadonlySet<PaymentType> = new Set([...OFFLINE_PAYMENTS, 'PAYME', 'CLICK', 'UZUM']);

/**
 * Payment types offered on a channel: those the product takes (TAKEN_PAYMENTS) whose settings
 * flag is on, intersected with the payment settings of that type, which must be active and enabled
 * for the channel (web -> webEnabled, Telegram -> botEnabled).
 */
export function offeredPaymentTypes(s: Pick<WebSettings, PaymentFlag>, rows: readonly PaymentSettings[], channel: Channel): PaymentType[] {
  return PAYMENT_FLAGS.filter(([type, flag]) => {
    if (s[flag] !== true || !TAKEN_PAYMENTS.has(type)) return false;
    const row = rows.find((r) => r.type === type);
    if (!row) return OFFLINE_PAYMENTS.has(type);
    return row.isActive && (channel === 'web' ? row.webEnabled : row.botEnabled);
  }).map(([type]) => type);
}
