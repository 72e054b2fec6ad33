import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  clickAmount,
  clickAmountTiyin,
  initialPaymentState,
  isOnlinePayment,
  PAYMENT_STATES,
  paymentExpiresAt,
  paymentMayMove,
  reachesKitchen,
  toTiyin,
} from './payment.ts';

describe("an order's payment: order first, then payment", () => {
  it('online with something to pay starts PENDING; cash, terminal and a total of 0 need nothing', () => {
    expect(initialPaymentState('PAYME', 10_000)).toBe('PENDING');
    expect(initialPaymentState('CLICK', 1)).toBe('PENDING');
    expect(initialPaymentState('UZUM', 0)).toBe('NONE');
    expect(initialPaymentState('CASH', 10_000)).toBe('NONE');
    expect(initialPaymentState('TERMINAL', 10_000)).toBe('NONE');
    expect(isOnlinePayment('PAYME') && !isOnlinePayment('CASH')).toBe(true);
  });

  it('only an order that needs no payment or is paid reaches the kitchen', () => {
    expect(PAYMENT_STATES.filter(reachesKitchen)).toEqual(['NONE', 'PAID']);
    expect(PAYMENT_STATES.filter(awaitsPayment)).toEqual(['PENDING', 'FAILED']);
  });

  it('the moves: paid only from waiting, refunded only from paid, expired and refunded are final', () => {
    expect(paymentMayMove('PENDING', 'PAID')).toBe(true);
    expect(paymentMayMove('FAILED', 'PENDING')).toBe(true);
    expect(paymentMayMove('PAID', 'REFUNDED')).toBe(true);
    expect(paymentMayMove('NONE', 'PAID')).toBe(false);
    expect(paymentMayMove('PAID', 'PENDING')).toBe(false);
    for (const to of PAYMENT_STATES) {
      expect(paymentMayMove('EXPIRED', to)).toBe(false);
      expect(paymentMayMove('REFUNDED', to)).toBe(false);
    }
  });

  it('an unpaid order expires after the window (15 minutes by default)', () => {
    const placed = new Date('2026-11-23T08:00:00Z');
    expect(paymentExpiresAt(placed).toISOString()).toBe('2026-11-23T08:15:00.000Z');
    expect(paymentExpiresAt(placed, 30).toISOString()).toBe('2026-11-23T08:30:00.000Z');
  });

  it('amounts: tiyin for Payme and Uzum, a two-place decimal for Click, read back exactly', () => {
    expect(toTiyin(152_100)).toBe(15_210_000);
    expect(clickAmount(152_100)).toBe('152100.00');
    expect(clickAmountTiyin('152100.00')).toBe(15_210_000);
    expect(clickAmountTiyin('152100')).toBe(15_210_000);
    expect(clickAmountTiyin('152100.5')).toBe(15_210_050);
    for (const bad of ['', '-1', '1e5', '1.001', ' 1', '1,00', '0x10', '1.', '.5']) expect(clickAmountTiyin(bad)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (som) => {
        expect(clickAmountTiyin(clickAmount(som))).toBe(toTiyin(som));
      }),
    );
  });
});
