/**
 * Click's SHOP API as a protocol (click.ts): reading Prepare and Complete, the MD5 signature, and
 * each answer code from the order and the attempt as they are (INTEGRATIONS.md).
 */
import { describe, expect, it } from 'vitest';
import {
  clickPayUrl,
  clickPrepareIdOf,
  clickSignature,
  clickSigned,
  decideClick,
  readClickCall,
  type ClickAttempt,
  type ClickCall,
  type ClickContext,
} from './click.ts';
import type { PayableOrder } from './provider.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const SECRET = 'click-secret';
const SERVICE = '12345';
const order: PayableOrder = {
  id: 'order-1',
  number: 7,
  paymentType: 'CLICK',
  total: 152_100,
  awaitsPayment: true,
  paid: false,
  expiresAt: NOW + 600_000,
  fulfilled: false,
};
// Click's ids can pass 2^53: kept as strings all the way.
const CLICK_TRANS = '9007199254740993123';

function form(action: 0 | 1, extra: Record<string, string> = {}): Record<string, string> {
  const base = {
    click_trans_id: CLICK_TRANS,
    service_id: SERVICE,
    click_paydoc_id: '555',
    merchant_trans_id: 'order-1',
    amount: '152100.00',
    action: String(action),
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-23 13:00:00',
    ...(action === 1 ? { merchant_prepare_id: '17' } : {}),
    ...extra,
  };
  const sign = clickSignature(
    {
      clickTransId: base.click_trans_id,
      serviceId: base.service_id,
      merchantTransId: base.merchant_trans_id,
      amount: base.amount,
      action,
      signTime: base.sign_time,
      merchantPrepareId: action === 1 ? base.merchant_prepare_id! : null,
    },
    SECRET,
  );
  return { sign_string: sign, ...base, ...('sign_string' in extra ? { sign_string: extra.sign_string! } : {}) };
}
const read = (f: Record<string, string>, action: 0 | 1): ClickCall => {
  const r = readClickCall(f, action);
  if (!r.ok) throw new Error(r.error);
  return r.call;
};
const ctx = (extra: Partial<ClickContext> = {}): ClickContext => ({ order, attempt: null, now: NOW, newPrepareId: 17, ...extra });
const prepared: ClickAttempt = { clickTransId: CLICK_TRANS, prepareId: 17, orderId: 'order-1', amountTiyin: 15_210_000, state: 'PREPARED' };

describe("reading and signing Click's calls", () => {
  it("the signature is MD5 of the fields in Click's order with the secret; a changed field fails it", () => {
    const call = read(form(0), 0);
    expect(call.clickTransId).toBe(CLICK_TRANS);
    expect(clickSigned(call, { serviceId: SERVICE, secretKey: SECRET })).toBe(true);
    expect(clickSigned(call, { serviceId: SERVICE, secretKey: 'other' })).toBe(false);
    expect(clickSigned(read({ ...form(0), amount: '152101.00' }, 0), { serviceId: SERVICE, secretKey: SECRET })).toBe(false);
    expect(clickSigned(read(form(1), 1), { serviceId: SERVICE, secretKey: SECRET })).toBe(true);
    expect(clickSigned(read({ ...form(1), merchant_prepare_id: '18' }, 1), { serviceId: SERVICE, secretKey: SECRET })).toBe(false);
  });

  it('a malformed field is -8, never a default: an error that is not whole-number text, a sign time not as Click writes it, ids not digits', () => {
    for (const error of ['', ' ', '0x10', '1e3', '-1.5', '-', '--1', '-0', 'null', 'true', '[]', '01', '-99999999999']) {
      expect(readClickCall(form(0, { error }), 0), error).toEqual({ ok: false, error: 'request' });
    }
    for (const signTime of ['', 'x', '2026-11-23', '2026-11-23T13:00:00', '2026-13-23 13:00:00', '2026-11-23 25:00:00', ' 2026-11-23 13:00:00']) {
      expect(readClickCall(form(0, { sign_time: signTime }), 0), signTime).toEqual({ ok: false, error: 'request' });
    }
    for (const id of ['', '-1', '1.5', '1e3', 'x', '1'.repeat(31)]) {
      expect(readClickCall(form(0, { click_trans_id: id }), 0), id).toEqual({ ok: false, error: 'request' });
      expect(readClickCall(form(0, { service_id: id }), 0), id).toEqual({ ok: false, error: 'request' });
      expect(readClickCall(form(1, { merchant_prepare_id: id }), 1), id).toEqual({ ok: false, error: 'request' });
      if (id !== '') expect(readClickCall(form(0, { click_paydoc_id: id }), 0), id).toEqual({ ok: false, error: 'request' });
    }
    expect(readClickCall({ ...form(0), error_note: ['a', 'b'] }, 0)).toEqual({ ok: false, error: 'request' });
    expect(read(form(0, { error: '-5017' }), 0).error).toBe(-5017);
  });

  it('a prepare id past the numbers we give (30 digits, past bigint, past 2^53) or with leading zeros names no attempt of ours', () => {
    expect(clickPrepareIdOf(read(form(1), 1))).toBe(17);
    for (const id of ['9'.repeat(30), '9223372036854775808', '9007199254740993', '0017', '0']) {
      expect(clickPrepareIdOf(read(form(1, { merchant_prepare_id: id }), 1)), id).toBeNull();
    }
  });

  it('a missing field is -8, a wrong or unknown action -3', () => {
    const { amount: _amount, ...noAmount } = form(0);
    expect(readClickCall(noAmount, 0)).toEqual({ ok: false, error: 'request' });
    expect(readClickCall(form(1), 0)).toEqual({ ok: false, error: 'action' });
    expect(readClickCall({ ...form(0), action: '7' }, 0)).toEqual({ ok: false, error: 'action' });
  });
});

describe('Prepare', () => {
  it('prepares the exact amount: error 0 and our prepare id', () => {
    const d = decideClick(read(form(0), 0), ctx());
    expect(d.answer).toEqual({ click_trans_id: CLICK_TRANS, merchant_trans_id: 'order-1', merchant_prepare_id: 17, error: 0, error_note: 'Success' });
    expect(d.effects).toEqual([{ kind: 'prepare', attempt: prepared }]);
  });
  it('answers -2 for a wrong amount, -5 for an unknown order, -4 when paid, -9 when expired or when Click failed', () => {
    expect(decideClick(read({ ...form(0), amount: '152000.00' }, 0), ctx()).answer.error).toBe(-2);
    expect(decideClick(read(form(0), 0), ctx({ order: null })).answer.error).toBe(-5);
    expect(decideClick(read(form(0), 0), ctx({ order: { ...order, paymentType: 'PAYME' } })).answer.error).toBe(-5);
    expect(decideClick(read(form(0), 0), ctx({ order: { ...order, paid: true, awaitsPayment: false } })).answer.error).toBe(-4);
    expect(decideClick(read(form(0), 0), ctx({ order: { ...order, expiresAt: NOW } })).answer.error).toBe(-9);
    expect(decideClick(read({ ...form(0), error: '-5017' }, 0), ctx()).answer.error).toBe(-9);
  });
  it('a Click transaction already used for another order is -8; one cancelled is -9: nothing written either way', () => {
    const elsewhere = decideClick(read(form(0), 0), ctx({ attempt: { ...prepared, orderId: 'order-2' } }));
    expect(elsewhere.answer.error).toBe(-8);
    expect(elsewhere.effects).toEqual([]);
    const cancelled = decideClick(read(form(0), 0), ctx({ attempt: { ...prepared, state: 'CANCELLED' } }));
    expect(cancelled.answer.error).toBe(-9);
    expect(cancelled.effects).toEqual([]);
  });
  it('the same Click transaction prepared again gets the same prepare id, nothing written', () => {
    const d = decideClick(read(form(0), 0), ctx({ attempt: prepared, newPrepareId: 99 }));
    expect(d.answer.merchant_prepare_id).toBe(17);
    expect(d.effects).toEqual([]);
  });
});

describe('Complete', () => {
  it('completes a prepared attempt once: error 0 with our confirm id; again -4', () => {
    const d = decideClick(read(form(1), 1), ctx({ attempt: prepared }));
    expect(d.answer).toEqual({ click_trans_id: CLICK_TRANS, merchant_trans_id: 'order-1', merchant_confirm_id: 17, error: 0, error_note: 'Success' });
    expect(d.effects).toEqual([{ kind: 'complete', prepareId: 17 }]);
    expect(decideClick(read(form(1), 1), ctx({ attempt: { ...prepared, state: 'COMPLETED' } })).answer.error).toBe(-4);
  });
  it('error < 0 from Click cancels the attempt (-9); an unknown prepare id is -6; a cancelled one -9', () => {
    const failed = decideClick(read({ ...form(1), error: '-1' }, 1), ctx({ attempt: prepared }));
    expect(failed.answer.error).toBe(-9);
    expect(failed.effects).toEqual([{ kind: 'cancel', prepareId: 17 }]);
    expect(decideClick(read(form(1), 1), ctx({ attempt: null })).answer.error).toBe(-6);
    expect(decideClick(read(form(1), 1), ctx({ attempt: { ...prepared, state: 'CANCELLED' } })).answer.error).toBe(-9);
  });
  it('a completed amount differing from the prepared one is -2', () => {
    expect(decideClick(read({ ...form(1), amount: '1.00' }, 1), ctx({ attempt: prepared })).answer.error).toBe(-2);
  });
});

describe('the payment link', () => {
  it("names the service, the merchant, the amount in so'm with two places, our order and the return URL", () => {
    const url = new URL(
      clickPayUrl({
        base: 'https://my.click.uz',
        serviceId: SERVICE,
        merchantId: '999',
        orderId: 'order-1',
        amount: 152_100,
        returnUrl: 'https://burger.uz/profile/orders/order-1',
      }),
    );
    expect(url.pathname).toBe('/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: SERVICE,
      merchant_id: '999',
      amount: '152100.00',
      transaction_param: 'order-1',
      return_url: 'https://burger.uz/profile/orders/order-1',
    });
  });
});
