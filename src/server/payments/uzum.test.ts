/**
 * Uzum Checkout (uzum.ts): registering, completing and refunding against a local fake of its API
 * on 127.0.0.1, and what each callback means for the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayableOrder } from './provider.ts';
import { startFakeUzum, type FakeUzum } from './testing/fake-uzum.ts';
import {
  completeUzumPayment,
  decideUzum,
  readUzumCallback,
  refundUzumPayment,
  registerUzumPayment,
  uzumCallbackAuthorized,
  UzumCallFailed,
  type UzumAttempt,
  type UzumSettings,
} from './uzum.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const order: PayableOrder = {
  id: 'order-1',
  number: 7,
  paymentType: 'UZUM',
  total: 152_100,
  awaitsPayment: true,
  paid: false,
  expiresAt: NOW + 600_000,
  fulfilled: false,
};

let fake: FakeUzum;
let settings: UzumSettings;
beforeAll(async () => {
  fake = await startFakeUzum();
  settings = { base: fake.url, terminalId: fake.account.terminalId, apiKey: fake.account.apiKey, payType: 'ONE_STEP' };
});
afterAll(() => fake.close());

describe('Uzum Checkout against a local fake', () => {
  it("registers the order's amount in tiyin, our order number, the return URLs and a session timeout", async () => {
    const r = await registerUzumPayment(fetch, settings, {
      orderId: 'order-1',
      userId: 'user-1',
      amount: 152_100,
      successUrl: 'https://b.uz/ok',
      failureUrl: 'https://b.uz/fail',
      timeoutSeconds: 900,
    });
    expect(r.amountTiyin).toBe(15_210_000);
    expect(r.redirectUrl).toBe(`${fake.url}/pay/${r.uzumOrderId}`);
    const sent = fake.registered.at(-1)!;
    expect(sent.body).toMatchObject({
      amount: 15_210_000,
      currency: 860,
      orderNumber: 'order-1',
      successUrl: 'https://b.uz/ok',
      failureUrl: 'https://b.uz/fail',
      viewType: 'REDIRECT',
      paymentParams: { payType: 'ONE_STEP', operationType: 'PAYMENT' },
      sessionTimeoutSecs: 900,
    });
    expect(sent.headers['x-operation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers['content-language']).toBe('uz-UZ');
  });

  it('an error code or wrong credentials are an UzumCallFailed, not a redirect', async () => {
    fake.failWith = 3027;
    await expect(
      registerUzumPayment(fetch, settings, { orderId: 'o', userId: 'u', amount: 1, successUrl: 'https://x', failureUrl: 'https://x', timeoutSeconds: 60 }),
    ).rejects.toMatchObject({ errorCode: 3027 });
    fake.failWith = null;
    await expect(
      registerUzumPayment(
        fetch,
        { ...settings, apiKey: 'wrong' },
        { orderId: 'o', userId: 'u', amount: 1, successUrl: 'https://x', failureUrl: 'https://x', timeoutSeconds: 60 },
      ),
    ).rejects.toBeInstanceOf(UzumCallFailed);
  });

  it("completes and refunds by Uzum's id and the amount in tiyin", async () => {
    await completeUzumPayment(fetch, settings, 'uz-1', 100);
    await refundUzumPayment(fetch, settings, 'uz-1', 100);
    expect(fake.completed.at(-1)).toEqual({ orderId: 'uz-1', amount: 100 });
    expect(fake.refunded.at(-1)).toEqual({ orderId: 'uz-1', amount: 100 });
  });
});

describe("Uzum's callback", () => {
  const attempt: UzumAttempt = { uzumOrderId: 'uz-1', orderId: 'order-1', amountTiyin: 15_210_000, state: 'REGISTERED' };
  const cb = (operationType: string, operationState = 'SUCCESS', extra: Record<string, unknown> = {}) =>
    readUzumCallback({ orderId: 'uz-1', operationState, operationType, orderNumber: 'order-1', rrn: '1', merchantOperationId: 'x', ...extra })!;

  it('is authenticated by the terminal id and API key as HTTP Basic', () => {
    const header = `Basic ${Buffer.from('terminal-1:uzum-key').toString('base64')}`;
    expect(uzumCallbackAuthorized(header, { terminalId: 'terminal-1', apiKey: 'uzum-key' })).toBe(true);
    expect(uzumCallbackAuthorized(header, { terminalId: 'terminal-1', apiKey: 'other' })).toBe(false);
    expect(uzumCallbackAuthorized(undefined, { terminalId: 'terminal-1', apiKey: 'uzum-key' })).toBe(false);
  });

  it('reads only the documented shape', () => {
    expect(readUzumCallback({ orderId: 'uz-1' })).toBeNull();
    expect(readUzumCallback({ orderId: 'uz-1', operationState: 'MAYBE', operationType: 'COMPLETE', orderNumber: 'o' })).toBeNull();
    expect(cb('COMPLETE')).toMatchObject({ uzumOrderId: 'uz-1', state: 'SUCCESS', type: 'COMPLETE', orderNumber: 'order-1', amount: null });
  });

  it('a malformed amount, rrn or operation id is no callback: refused, never read as "no amount given"', () => {
    for (const amount of ['1', '15210000', -15_210_000, -1, 'x', 15_210_000.5, 1e300, true, false, null, [], {}, [15_210_000], '']) {
      expect(
        readUzumCallback({ orderId: 'uz-1', operationState: 'SUCCESS', operationType: 'COMPLETE', orderNumber: 'order-1', amount }),
        String(amount),
      ).toBeNull();
    }
    for (const value of [1, true, [], {}, 'x'.repeat(101)]) {
      expect(readUzumCallback({ orderId: 'uz-1', operationState: 'SUCCESS', operationType: 'COMPLETE', orderNumber: 'order-1', rrn: value })).toBeNull();
      expect(
        readUzumCallback({ orderId: 'uz-1', operationState: 'SUCCESS', operationType: 'COMPLETE', orderNumber: 'order-1', merchantOperationId: value }),
      ).toBeNull();
    }
    expect(cb('COMPLETE', 'SUCCESS', { amount: 15_210_000 }).amount).toBe(15_210_000);
    expect(cb('COMPLETE', 'SUCCESS', { amount: 0 }).amount).toBe(0);
  });
  it('COMPLETE pays; AUTHORIZE (two-step) is completed by us first; FAIL fails the attempt; REFUND refunds', () => {
    expect(decideUzum(cb('COMPLETE'), attempt, order, NOW)).toEqual({ status: 200, effects: [{ kind: 'paid' }] });
    expect(decideUzum(cb('AUTHORIZE'), attempt, order, NOW)).toEqual({ status: 200, effects: [{ kind: 'authorized' }] });
    expect(decideUzum(cb('COMPLETE', 'FAIL'), attempt, order, NOW)).toEqual({ status: 200, effects: [{ kind: 'failed' }] });
    expect(decideUzum(cb('REFUND'), { ...attempt, state: 'COMPLETED' }, { ...order, paid: true, awaitsPayment: false }, NOW)).toEqual({
      status: 200,
      effects: [{ kind: 'refunded' }],
    });
  });

  it('a repeated callback does nothing more; an unknown payment is 404', () => {
    expect(decideUzum(cb('COMPLETE'), { ...attempt, state: 'COMPLETED' }, { ...order, paid: true, awaitsPayment: false }, NOW).effects).toEqual([]);
    expect(decideUzum(cb('COMPLETE'), null, order, NOW)).toEqual({ status: 404, effects: [] });
    expect(decideUzum(cb('COMPLETE', 'SUCCESS', { orderNumber: 'order-2' }), attempt, order, NOW).status).toBe(404);
  });

  it('money for an order that no longer takes it (expired, wrong amount) is to be given back, not kept', () => {
    expect(decideUzum(cb('COMPLETE'), attempt, { ...order, expiresAt: NOW }, NOW).effects).toEqual([{ kind: 'refundNeeded' }]);
    expect(decideUzum(cb('COMPLETE', 'SUCCESS', { amount: 1 }), attempt, order, NOW).effects).toEqual([{ kind: 'refundNeeded' }]);
    // Once it is to be given back, a later success (with no amount, or the right one) neither pays the order nor drops the refund.
    for (const extra of [{}, { amount: 15_210_000 }]) {
      expect(decideUzum(cb('COMPLETE', 'SUCCESS', extra), { ...attempt, state: 'REFUND_DUE' }, order, NOW)).toEqual({ status: 200, effects: [] });
      expect(decideUzum(cb('AUTHORIZE', 'SUCCESS', extra), { ...attempt, state: 'REFUND_DUE' }, order, NOW)).toEqual({ status: 200, effects: [] });
    }
  });
});
