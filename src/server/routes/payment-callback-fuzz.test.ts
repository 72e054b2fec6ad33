/**
 * Malformed provider calls, on each database: 5,000 of them across Payme's JSON-RPC, Click's
 * Prepare and Complete and Uzum's callback give no 5xx, pay no order and change no amount. Each is
 * a real call made wrong in at least one way that must stop it: a wrong key or signature, a wrong
 * amount, an order that is not payable, a body that is no call, text that cannot be stored, numbers
 * past any range. The seed is printed on failure; FUZZ_SEED replays it.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { clickSignature } from '../payments/click.ts';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { ALPHA, newKey, NOON, orderingPreset, pickup, request, signIn } from '../testing/tracking.ts';
import type { Server } from '../app.ts';

const CALLBACKS = 5_000;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const row = (type: string) => ({
  id: `ps-${type}`,
  merchantId: ALPHA,
  type,
  webEnabled: true,
  botEnabled: true,
  operatorEnabled: true,
  appEnabled: true,
  qrEnabled: false,
  isActive: true,
});
const preset = () =>
  orderingPreset(0, (p) => {
    Object.assign(p.webSettings, { paymeActive: true, clickActive: true, uzumActive: true, cashActive: true });
    p.paymentSettings = ['CASH', 'PAYME', 'CLICK', 'UZUM'].map(row);
  });

/** Values that break a field: wrong types, huge and odd numbers, text that cannot be stored. */
const hostile = fc.oneof(
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    15_194_790_000,
    '',
    ' ',
    '\u0000',
    '\ud800',
    'x'.repeat(5_000),
    [],
    {},
    [[[[]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

interface Fixture {
  orders: { id: string; total: number; type: string }[];
  keys: { payme: string; clickSecret: string; clickService: string; uzum: string; terminal: string };
}

async function snapshot(server: Server) {
  return server.db.query<{ id: string; state: string; total: number }>(
    'select id, payment_state as state, total_price as total from orders where merchant_id = $1 order by id',
    [ALPHA],
  );
}

describeEachBackend(
  'malformed payment callbacks',
  (server) => {
    const f = { orders: [] } as unknown as Fixture;
    beforeAll(async () => {
      await loadPreset(server(), 'alpha.json', preset());
      const shopper = await signIn(server());
      for (const type of ['PAYME', 'CLICK', 'UZUM', 'PAYME']) {
        const body = pickup({ paymentType: type });
        const first = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body });
        const placed = await request(server(), 'POST', '/orders/v1/orders', {
          token: shopper.token,
          key: newKey(),
          body: { ...body, totalPrice: first.body.totals.totalPrice },
        });
        f.orders.push({ id: placed.body.id, total: placed.body.totalPrice, type });
        if (type === 'UZUM') await request(server(), 'GET', `/payments/v2/checkout/${placed.body.id}`, { token: shopper.token });
      }
      const providers = await server().payments.providers.of(ALPHA);
      f.keys = {
        payme: providers.PAYME!.credentials.key,
        clickSecret: providers.CLICK!.credentials.secretKey,
        clickService: providers.CLICK!.credentials.serviceId,
        uzum: providers.UZUM!.credentials.apiKey,
        terminal: providers.UZUM!.credentials.terminalId,
      };
    });

    it(`${CALLBACKS} malformed callbacks: no 5xx, no order paid, no amount changed`, async () => {
      const before = await snapshot(server());
      const serverErrors: string[] = [];
      /** What came back, by provider and code: the calls must reach past the credentials' check. */
      const answers = new Map<string, number>();
      const post = async (path: string, init: RequestInit, label: string) => {
        const res = await server().app.request(path, { method: 'POST', ...init });
        const text = await res.text();
        if (res.status >= 500) serverErrors.push(`${label}: ${res.status} ${text.slice(0, 200)}`);
        let code: unknown = res.status;
        try {
          const body = JSON.parse(text) as { error?: { code?: number } | number };
          code = typeof body.error === 'object' ? body.error?.code : (body.error ?? res.status);
        } catch {
          // Not JSON: counted by its status.
        }
        answers.set(`${label} ${String(code)}`, (answers.get(`${label} ${String(code)}`) ?? 0) + 1);
        return res;
      };
      const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
      const payable = (type: string) => f.orders.filter((o) => o.type === type);

      // Payme: a right key with a wrong amount or a broken field, or any call with a wrong key.
      const paymeCall = fc
        .record({
          method: fc.constantFrom(
            'CheckPerformTransaction',
            'CreateTransaction',
            'PerformTransaction',
            'CancelTransaction',
            'CheckTransaction',
            'GetStatement',
            'Nope',
          ),
          order: fc.constantFrom(...payable('PAYME')),
          amountOff: fc.integer({ min: 1, max: 1_000_000 }),
          field: fc.constantFrom('amount', 'account', 'id', 'time', 'params', 'method', 'reason'),
          value: hostile,
          rightKey: fc.boolean(),
          raw: fc.option(fc.string({ unit: 'binary', maxLength: 200 }), { freq: 10 }),
        })
        .map((c) => {
          const params: Record<string, unknown> = {
            id: randomBytes(12).toString('hex'),
            time: NOON.getTime(),
            amount: c.order.total * 100 + c.amountOff,
            account: { order_id: c.order.id },
            reason: 5,
            from: 0,
            to: NOON.getTime(),
          };
          const body: Record<string, unknown> = { id: 1, method: c.method, params };
          if (c.field === 'params' || c.field === 'method') body[c.field] = c.value;
          else params[c.field] = c.value;
          return { body: c.raw ?? JSON.stringify(body), key: c.rightKey ? f.keys.payme : `${f.keys.payme}x` };
        });

      // Click: signed with a wrong secret, or right but with a wrong amount, order or prepare id.
      const clickCall = fc
        .record({
          action: fc.constantFrom(0, 1),
          order: fc.constantFrom(...payable('CLICK')),
          rightSecret: fc.boolean(),
          broken: fc.constantFrom('amount', 'merchant_trans_id', 'merchant_prepare_id', 'sign_time', 'service_id', 'click_trans_id', 'error'),
          value: hostile,
        })
        .map((c) => {
          const fields: Record<string, string> = {
            click_trans_id: String(1_000_000 + Math.floor(Math.random() * 1e9)),
            service_id: f.keys.clickService,
            click_paydoc_id: '1',
            merchant_trans_id: c.order.id,
            amount: `${c.order.total + 1}.00`,
            action: String(c.action),
            error: '0',
            error_note: '',
            sign_time: '2026-11-23 13:00:00',
            ...(c.action === 1 ? { merchant_prepare_id: '999999999' } : {}),
          };
          fields[c.broken] = typeof c.value === 'string' ? c.value : (JSON.stringify(c.value) ?? 'null');
          const sign = clickSignature(
            {
              clickTransId: fields.click_trans_id!,
              serviceId: fields.service_id!,
              merchantTransId: fields.merchant_trans_id!,
              amount: fields.amount!,
              action: c.action as 0 | 1,
              signTime: fields.sign_time!,
              merchantPrepareId: fields.merchant_prepare_id ?? null,
            },
            c.rightSecret ? f.keys.clickSecret : 'not-the-secret',
          );
          return { action: c.action, body: new URLSearchParams({ ...fields, sign_string: sign }).toString() };
        });

      // Uzum: wrong credentials, or a payment we never registered, or a body that is no callback.
      const uzumCall = fc
        .record({
          rightKey: fc.boolean(),
          field: fc.constantFrom('orderId', 'operationState', 'operationType', 'orderNumber', 'amount'),
          value: hostile,
          order: fc.constantFrom(...f.orders),
        })
        .map((c) => {
          const body: Record<string, unknown> = {
            orderId: randomBytes(8).toString('hex'),
            operationState: 'SUCCESS',
            operationType: 'COMPLETE',
            orderNumber: c.order.id,
            rrn: '1',
            merchantOperationId: '1',
          };
          body[c.field] = c.value;
          return { body: JSON.stringify(body), auth: basic(f.keys.terminal, c.rightKey ? f.keys.uzum : 'wrong') };
        });

      const kinds = fc.oneof(
        paymeCall.map(
          (c) => () =>
            post(
              `/payments/v1/payme/${ALPHA}`,
              { headers: { 'content-type': 'application/json', authorization: basic('Paycom', c.key) }, body: c.body },
              'payme',
            ),
        ),
        clickCall.map(
          (c) => () =>
            post(
              `/payments/v1/click/${ALPHA}/${c.action === 0 ? 'prepare' : 'complete'}`,
              { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: c.body },
              'click',
            ),
        ),
        uzumCall.map(
          (c) => () =>
            post(`/payments/v1/uzum/${ALPHA}/callback`, { headers: { 'content-type': 'application/json', authorization: c.auth }, body: c.body }, 'uzum'),
        ),
      );
      const calls = fc.sample(kinds, { numRuns: CALLBACKS, seed: SEED });
      for (let i = 0; i < calls.length; i += 25) await Promise.all(calls.slice(i, i + 25).map((call) => call()));

      const after = await snapshot(server());
      expect(serverErrors, `seed ${SEED}`).toEqual([]);
      expect(
        after.filter((o) => o.state === 'PAID'),
        `seed ${SEED}`,
      ).toEqual([]);
      expect(
        after.map((o) => ({ id: o.id, total: o.total })),
        `seed ${SEED}`,
      ).toEqual(before.map((o) => ({ id: o.id, total: o.total })));
      expect(calls).toHaveLength(CALLBACKS);
      // Past the credentials: Payme's amount, account and transaction codes, Click's amount and order codes.
      for (const reached of ['payme -31001', 'payme -31050', 'payme -31003', 'click -1', 'click -2', 'uzum 401']) {
        expect(answers.get(reached) ?? 0, `${reached} (seed ${SEED}): ${JSON.stringify([...answers])}`).toBeGreaterThan(0);
      }
    }, 600_000);
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => NOON },
);
