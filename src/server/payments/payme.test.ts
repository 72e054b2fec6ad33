/**
 * Payme's Merchant API as a protocol (payme.ts): each method's answer from the order and the
 * transactions as they are, per INTEGRATIONS.md: states, error codes, the 12-hour timeout and
 * idempotency. The ledger's writes and concurrency are tested against the database elsewhere.
 */
import { describe, expect, it } from 'vitest';
import {
  decidePayme,
  paymeAuthorized,
  paymeCheckoutUrl,
  paymeFiscalData,
  paymeStatementWindow,
  readPaymeCall,
  type PaymeCall,
  type PaymeContext,
  type PaymeTransaction,
} from './payme.ts';
import type { PayableOrder } from './provider.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const PAYME_ID = '5305e3bab097f420a62ced0b';
const order: PayableOrder = {
  id: 'order-1',
  number: 7,
  paymentType: 'PAYME',
  total: 152_100,
  awaitsPayment: true,
  paid: false,
  expiresAt: NOW + 600_000,
  fulfilled: false,
};
const context = (extra: Partial<PaymeContext> = {}): PaymeContext => ({
  order,
  transaction: null,
  pendingOfOrder: null,
  now: NOW,
  newId: 'tx-ours-1',
  accountField: 'order_id',
  ...extra,
});
const call = (method: PaymeCall['method'], params: Record<string, unknown>): PaymeCall => ({ id: 42, method, params });
const created: PaymeTransaction = {
  paymeId: PAYME_ID,
  id: 'tx-ours-1',
  orderId: 'order-1',
  state: 1,
  amountTiyin: 15_210_000,
  paymeTime: NOW - 1000,
  createTime: NOW - 900,
  performTime: 0,
  cancelTime: 0,
  reason: null,
};
const codeOf = (d: ReturnType<typeof decidePayme>) => ('error' in d.answer ? d.answer.error.code : 0);

describe('reading a Payme call', () => {
  it('Basic auth is "Paycom:" and the merchant\'s key, compared in constant time', () => {
    const header = `Basic ${Buffer.from('Paycom:KEY123').toString('base64')}`;
    expect(paymeAuthorized(header, 'KEY123')).toBe(true);
    expect(paymeAuthorized(header, 'KEY124')).toBe(false);
    expect(paymeAuthorized(`Basic ${Buffer.from('Other:KEY123').toString('base64')}`, 'KEY123')).toBe(false);
    expect(paymeAuthorized(undefined, 'KEY123')).toBe(false);
  });

  it('a body that is no JSON-RPC call is -32600, an unknown method -32601, the id echoed', () => {
    expect(readPaymeCall(null)).toMatchObject({ ok: false, answer: { error: { code: -32600 }, id: null } });
    expect(readPaymeCall({ id: 5, method: 'CreateTransaction' })).toMatchObject({ ok: false, answer: { error: { code: -32600 }, id: 5 } });
    expect(readPaymeCall({ id: 5, method: 'DropTables', params: {} })).toMatchObject({ ok: false, answer: { error: { code: -32601 }, id: 5 } });
    expect(readPaymeCall({ id: 5, method: 'CheckTransaction', params: { id: PAYME_ID } })).toMatchObject({ ok: true });
    expect(readPaymeCall({ id: 'a', method: 'CheckTransaction', params: { id: PAYME_ID } })).toMatchObject({ ok: true });
    expect(readPaymeCall({ id: null, method: 'CheckTransaction', params: { id: PAYME_ID } })).toMatchObject({ ok: true });
  });

  it('a call whose JSON-RPC id is neither a number, text nor null is -32600, answered with id null, never performed', () => {
    for (const id of [{}, [], [5], true, false, 'x'.repeat(101), { id: 5 }]) {
      expect(readPaymeCall({ id, method: 'PerformTransaction', params: { id: PAYME_ID } }), JSON.stringify(id)).toMatchObject({
        ok: false,
        answer: { error: { code: -32600 }, id: null },
      });
    }
  });
});

describe('CheckPerformTransaction', () => {
  const check = (amount: unknown, extra: Partial<PaymeContext> = {}) =>
    decidePayme(call('CheckPerformTransaction', { amount, account: { order_id: 'order-1' } }), context(extra));

  it('allows the exact amount in tiyin', () => {
    expect(check(15_210_000).answer).toEqual({ result: { allow: true }, id: 42 });
  });
  it("a wrong amount is -31001 (so'm instead of tiyin too)", () => {
    expect(codeOf(check(152_100))).toBe(-31001);
    expect(codeOf(check(15_210_001))).toBe(-31001);
  });
  it('an amount that is not a whole number of tiyin is -32600, never read as another', () => {
    for (const amount of [...['15210000', -15_210_000, -1, 0, 'x', 15_210_000.5, 1e300, true, null, [], {}, [15_210_000]], undefined])
      expect(codeOf(check(amount)), JSON.stringify(amount)).toBe(-32600);
  });
  it('an unknown order is -31050 naming the account field; a paid, cancelled or expired one -31051', () => {
    const unknown = check(15_210_000, { order: null });
    expect(unknown.answer).toMatchObject({ error: { code: -31050, data: 'order_id' } });
    expect(codeOf(check(15_210_000, { order: { ...order, awaitsPayment: false, paid: true } }))).toBe(-31051);
    expect(codeOf(check(15_210_000, { order: { ...order, expiresAt: NOW } }))).toBe(-31051);
    expect(codeOf(check(15_210_000, { order: { ...order, paymentType: 'CLICK' } }))).toBe(-31050);
  });
  it('an order with a transaction being paid refuses another', () => {
    expect(check(15_210_000, { pendingOfOrder: created }).answer).toMatchObject({ error: { code: -31050, data: 'transaction' } });
  });
});

describe('CreateTransaction', () => {
  const create = (extra: Partial<PaymeContext> = {}, params: Record<string, unknown> = {}) =>
    decidePayme(call('CreateTransaction', { id: PAYME_ID, time: NOW - 1000, amount: 15_210_000, account: { order_id: 'order-1' }, ...params }), context(extra));

  it('creates state 1 with our transaction id and create_time', () => {
    const d = create();
    expect(d.answer).toEqual({ result: { create_time: NOW, transaction: 'tx-ours-1', state: 1 }, id: 42 });
    expect(d.effects).toEqual([
      { kind: 'create', transaction: expect.objectContaining({ paymeId: PAYME_ID, state: 1, amountTiyin: 15_210_000, paymeTime: NOW - 1000 }) },
    ]);
  });
  it('is idempotent for the same id: the same answer, nothing written', () => {
    const d = create({ transaction: created });
    expect(d.answer).toEqual({ result: { create_time: created.createTime, transaction: created.id, state: 1 }, id: 42 });
    expect(d.effects).toEqual([]);
  });
  it('a second transaction for an order being paid is refused', () => {
    expect(create({ pendingOfOrder: { ...created, paymeId: 'ffffffffffffffffffffffff' } }).answer).toMatchObject({
      error: { code: -31050, data: 'transaction' },
    });
  });
  it('an existing transaction past 12 hours is cancelled with reason 4 and -31008 answered', () => {
    const old = { ...created, paymeTime: NOW - 43_200_001 };
    const d = create({ transaction: old });
    expect(codeOf(d)).toBe(-31008);
    expect(d.effects).toEqual([{ kind: 'cancel', paymeId: PAYME_ID, state: -1, reason: 4, cancelTime: NOW }]);
  });
  it('a malformed id, time or amount is -32600, nothing written', () => {
    for (const amount of ['15210000', -15_210_000, -1, 0, 'x', 15_210_000.5, 1e300, true, null, [], {}, [15_210_000]])
      expect(create({}, { amount }), JSON.stringify(amount)).toMatchObject({ answer: { error: { code: -32600 } }, effects: [] });
    for (const time of ['1', -1, 0, 1.5, 1e300, true, null, [], {}])
      expect(create({}, { time }), JSON.stringify(time)).toMatchObject({ answer: { error: { code: -32600 } }, effects: [] });
    for (const id of [PAYME_ID.slice(1), `${PAYME_ID}0`, 'z'.repeat(24), 5, true, null, [], {}]) {
      expect(create({}, { id }), JSON.stringify(id)).toMatchObject({ answer: { error: { code: -32600 } }, effects: [] });
    }
  });
  it('a cancelled or performed id cannot be created again (-31008); a wrong amount is -31001', () => {
    expect(codeOf(create({ transaction: { ...created, state: -1 } }))).toBe(-31008);
    expect(codeOf(create({ transaction: { ...created, state: 2 } }))).toBe(-31008);
    expect(codeOf(create({}, { amount: 100 }))).toBe(-31001);
  });
});

describe('PerformTransaction, CancelTransaction, CheckTransaction', () => {
  const perform = (extra: Partial<PaymeContext>) => decidePayme(call('PerformTransaction', { id: PAYME_ID }), context(extra));
  const cancel = (extra: Partial<PaymeContext>, reason = 5) => decidePayme(call('CancelTransaction', { id: PAYME_ID, reason }), context(extra));

  it('performs state 1 once; again answers the same, nothing written', () => {
    const d = perform({ transaction: created });
    expect(d.answer).toEqual({ result: { transaction: 'tx-ours-1', perform_time: NOW, state: 2 }, id: 42 });
    expect(d.effects).toEqual([{ kind: 'perform', paymeId: PAYME_ID, performTime: NOW }]);
    const again = perform({ transaction: { ...created, state: 2, performTime: NOW - 5 }, order: { ...order, awaitsPayment: false, paid: true } });
    expect(again.answer).toEqual({ result: { transaction: 'tx-ours-1', perform_time: NOW - 5, state: 2 }, id: 42 });
    expect(again.effects).toEqual([]);
  });
  it('unknown id -31003; cancelled -31008; past 12 hours cancelled with reason 4', () => {
    expect(codeOf(perform({ transaction: null }))).toBe(-31003);
    expect(codeOf(perform({ transaction: { ...created, state: -1 } }))).toBe(-31008);
    const late = perform({ transaction: { ...created, paymeTime: NOW - 43_200_001 } });
    expect(codeOf(late)).toBe(-31008);
    expect(late.effects).toEqual([{ kind: 'cancel', paymeId: PAYME_ID, state: -1, reason: 4, cancelTime: NOW }]);
  });
  it('an order that expired meanwhile is not paid', () => {
    expect(codeOf(perform({ transaction: created, order: { ...order, awaitsPayment: false } }))).toBe(-31051);
  });
  it('cancel: state 1 to -1, state 2 to -2 (a refund) unless the order was handed over (-31007); again the same answer', () => {
    expect(cancel({ transaction: created }).effects).toEqual([{ kind: 'cancel', paymeId: PAYME_ID, state: -1, reason: 5, cancelTime: NOW }]);
    const performed = { ...created, state: 2 as const, performTime: NOW - 10 };
    expect(cancel({ transaction: performed }).answer).toEqual({ result: { transaction: 'tx-ours-1', cancel_time: NOW, state: -2 }, id: 42 });
    expect(codeOf(cancel({ transaction: performed, order: { ...order, fulfilled: true } }))).toBe(-31007);
    const done = cancel({ transaction: { ...created, state: -2, cancelTime: NOW - 3 } });
    expect(done.answer).toEqual({ result: { transaction: 'tx-ours-1', cancel_time: NOW - 3, state: -2 }, id: 42 });
    expect(done.effects).toEqual([]);
  });
  it('a cancel with a malformed reason is -32600, never cancelled with a reason of ours', () => {
    for (const reason of ['5', 0, -1, 5.5, 1e300, true, null, [], {}]) {
      expect(cancel({ transaction: created }, reason as number), JSON.stringify(reason)).toMatchObject({ answer: { error: { code: -32600 } }, effects: [] });
    }
    expect(decidePayme(call('CancelTransaction', { id: PAYME_ID }), context({ transaction: created }))).toMatchObject({
      answer: { error: { code: -32600 } },
      effects: [],
    });
  });
  it('check answers the times and state, 0 where unset', () => {
    expect(decidePayme(call('CheckTransaction', { id: PAYME_ID }), context({ transaction: created })).answer).toEqual({
      result: { create_time: NOW - 900, perform_time: 0, cancel_time: 0, transaction: 'tx-ours-1', state: 1, reason: null },
      id: 42,
    });
  });
});

describe('GetStatement and SetFiscalData', () => {
  it("GetStatement's window is two whole times in order, never a number read from text, true or null", () => {
    expect(paymeStatementWindow({ from: 1, to: 2 })).toEqual({ from: 1, to: 2 });
    expect(paymeStatementWindow({ from: 0, to: 0 })).toEqual({ from: 0, to: 0 });
    for (const bad of ['1', -1, 1.5, 1e300, true, false, null, [], {}, [1], undefined]) {
      expect(paymeStatementWindow({ from: bad, to: 2 }), JSON.stringify(bad)).toBeNull();
      expect(paymeStatementWindow({ from: 0, to: bad }), JSON.stringify(bad)).toBeNull();
    }
    expect(paymeStatementWindow({ from: 3, to: 2 })).toBeNull();
  });
  it('SetFiscalData keeps an object, and refuses anything else rather than keeping null', () => {
    expect(paymeFiscalData({ fiscal_data: { receipt_id: 1 } })).toEqual({ receipt_id: 1 });
    for (const bad of ['x', 1, true, null, [], undefined]) expect(paymeFiscalData({ fiscal_data: bad }), JSON.stringify(bad)).toBeNull();
  });
});

describe('the checkout link', () => {
  it('is base64 of semicolon pairs with the amount in tiyin and a return URL', () => {
    const url = paymeCheckoutUrl({
      base: 'https://checkout.paycom.uz',
      merchantId: 'm1',
      accountField: 'order_id',
      orderId: 'order-1',
      amount: 152_100,
      language: 'eng',
      returnUrl: 'https://burger.uz/profile/orders/order-1',
    });
    const decoded = Buffer.from(url.slice('https://checkout.paycom.uz/'.length), 'base64').toString('utf8');
    expect(decoded).toBe('m=m1;ac.order_id=order-1;a=15210000;l=en;c=https://burger.uz/profile/orders/order-1');
  });
});
