/**
 * Malformed provider calls, on each database: 5,000 of them across Payme's JSON-RPC, Click's
 * Prepare and Complete and Uzum's callback give no 5xx, pay no order, write no payment attempt and
 * change no amount. Each is a call that would pay (or create, prepare, cancel) as it stands, made
 * wrong in exactly one field: every field of every provider gets wrong types (text for numbers,
 * negatives, fractions, huge numbers, booleans, null, arrays, objects), near misses of its right
 * value and text that cannot be stored; some go with wrong credentials as well. After the fuzz the
 * same calls unbroken pay every order, so the calls did reach orders that could be paid. The seed
 * is printed on failure; FUZZ_SEED replays it.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { clickAmountTiyin } from '#domain/payment';
import { clickSignature } from '../payments/click.ts';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { ALPHA, newKey, NOON, orderingPreset, pickup, request, signIn, type Shopper } from '../testing/tracking.ts';
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

/** Values that break a field whatever it is: wrong types, huge and odd numbers, text that cannot be stored. */
const hostile = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    -1,
    0,
    0.5,
    -0.5,
    1e300,
    1e308,
    -1e308,
    2 ** 53 + 1,
    2 ** 64,
    Number.MAX_SAFE_INTEGER,
    15_194_790_000,
    '9223372036854775808',
    '9'.repeat(30),
    '',
    ' ',
    '\u0000',
    '\ud800',
    'x'.repeat(5_000),
    'null',
    'true',
    '[]',
    [],
    {},
    [[[[]]]],
    [1, 2],
    { value: 1 },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
);

/** Near misses of a field's right value: the same as text or as a number, signed, scaled, padded, wrapped. */
function nearMisses(right: string | number): unknown[] {
  if (typeof right === 'number') {
    return [
      String(right),
      `${right}.00`,
      -right,
      right + 0.5,
      right - 0.5,
      right / 100,
      right * 100,
      right + 1,
      [right],
      { value: right },
      `0${right}`,
      ` ${right}`,
    ];
  }
  const asNumber = Number(right);
  return [
    ...(right !== '' && Number.isFinite(asNumber) ? [asNumber, -asNumber, asNumber + 0.5] : []),
    ` ${right}`,
    `${right} `,
    `0${right}`,
    `-${right}`,
    `${right}.0`,
    `${right}\u0000`,
    right.toLowerCase() === right ? right.toUpperCase() : right.toLowerCase(),
    [right],
    { value: right },
  ];
}

/** A field's broken values: hostile ones and near misses, without those the field rightly takes. */
const broken = (right: string | number, takes: (value: unknown) => boolean) =>
  fc.oneof(hostile, fc.constantFrom(...nearMisses(right))).filter((v) => !takes(v));

/** A value as a JSON body carries it (NaN and Infinity become null, -0 becomes 0). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

/** The same for a field of a JSON body. */
const brokenJson = (right: string | number, takes: (value: unknown) => boolean) =>
  fc
    .oneof(hostile, fc.constantFrom(...nearMisses(right)))
    .map(asJson)
    .filter((v) => !takes(v));

/** Half of a UTF-16 pair alone: text that cannot be stored. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Click's fields are text: other values go as their JSON. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

interface PayableOrder {
  id: string;
  total: number;
}
interface Fixture {
  shopper: Shopper;
  payme: { fresh: PayableOrder; created: PayableOrder & { paymeId: string } };
  click: { fresh: PayableOrder; prepared: PayableOrder & { clickTransId: string; prepareId: string } };
  uzum: PayableOrder & { uzumOrderId: string };
  keys: { payme: string; clickSecret: string; clickService: string; uzum: string; terminal: string };
}

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

async function snapshot(server: Server) {
  const orders = await server.db.query<{ id: string; state: string; total: number }>(
    'select id, payment_state as state, total_price as total from orders where merchant_id = $1 order by id',
    [ALPHA],
  );
  const attempts = await server.db.query<{ id: string; state: string; amount: number; external: string | null }>(
    'select id, state, amount_tiyin as amount, external_id as external from payment_attempts where merchant_id = $1 order by id',
    [ALPHA],
  );
  return { orders, attempts };
}

describeEachBackend(
  'malformed payment callbacks',
  (server) => {
    const f = {} as Fixture;

    const place = async (type: string): Promise<PayableOrder> => {
      const body = pickup({ paymentType: type });
      const first = await request(server(), 'POST', '/orders/v1/orders', { token: f.shopper.token, key: newKey(), body });
      const placed = await request(server(), 'POST', '/orders/v1/orders', {
        token: f.shopper.token,
        key: newKey(),
        body: { ...body, totalPrice: first.body.totals.totalPrice },
      });
      expect(placed.status).toBe(201);
      return { id: placed.body.id, total: placed.body.totalPrice };
    };
    const payme = async (body: string, key = f.keys.payme) => {
      const res = await server().app.request(`/payments/v1/payme/${ALPHA}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic('Paycom', key) },
        body,
      });
      return { status: res.status, text: await res.text() };
    };
    const click = async (action: 0 | 1, fields: Record<string, string>, secret = f.keys.clickSecret, sign?: string) => {
      const signString =
        sign ??
        clickSignature(
          {
            clickTransId: fields.click_trans_id ?? '',
            serviceId: fields.service_id ?? '',
            merchantTransId: fields.merchant_trans_id ?? '',
            amount: fields.amount ?? '',
            action,
            signTime: fields.sign_time ?? '',
            merchantPrepareId: action === 1 ? (fields.merchant_prepare_id ?? '') : null,
          },
          secret,
        );
      const res = await server().app.request(`/payments/v1/click/${ALPHA}/${action === 0 ? 'prepare' : 'complete'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, sign_string: signString }).toString(),
      });
      return { status: res.status, text: await res.text() };
    };
    const uzum = async (body: string, password = f.keys.uzum) => {
      const res = await server().app.request(`/payments/v1/uzum/${ALPHA}/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic(f.keys.terminal, password) },
        body,
      });
      return { status: res.status, text: await res.text() };
    };

    // The calls as they would pay (or create, or prepare): the fuzz breaks one field of them.
    const paymeParams = (method: string): Record<string, unknown> => {
      const { fresh, created } = f.payme;
      switch (method) {
        case 'CheckPerformTransaction':
          return { amount: fresh.total * 100, account: { order_id: fresh.id } };
        case 'CreateTransaction':
          return { id: randomBytes(12).toString('hex'), time: NOON.getTime(), amount: fresh.total * 100, account: { order_id: fresh.id } };
        case 'CancelTransaction':
          return { id: created.paymeId, reason: 5 };
        case 'GetStatement':
          return { from: 0, to: NOON.getTime() };
        case 'SetFiscalData':
          return { id: created.paymeId, type: 'PERFORM', fiscal_data: { receipt_id: 1 } };
        default:
          return { id: created.paymeId };
      }
    };
    const clickFields = (action: 0 | 1): Record<string, string> => {
      const order = action === 0 ? f.click.fresh : f.click.prepared;
      return {
        click_trans_id: action === 0 ? String(1_000_000 + Math.floor(Math.random() * 1e9)) : f.click.prepared.clickTransId,
        service_id: f.keys.clickService,
        click_paydoc_id: '1',
        merchant_trans_id: order.id,
        amount: `${order.total}.00`,
        action: String(action),
        error: '0',
        error_note: 'Success',
        sign_time: '2026-11-23 13:00:00',
        ...(action === 1 ? { merchant_prepare_id: f.click.prepared.prepareId } : {}),
      };
    };
    const uzumBody = (): Record<string, unknown> => ({
      orderId: f.uzum.uzumOrderId,
      operationState: 'SUCCESS',
      operationType: 'COMPLETE',
      orderNumber: f.uzum.id,
      amount: f.uzum.total * 100,
      rrn: '1',
      merchantOperationId: '1',
    });

    beforeAll(async () => {
      await loadPreset(server(), 'alpha.json', preset());
      f.shopper = await signIn(server());
      const providers = await server().payments.providers.of(ALPHA);
      f.keys = {
        payme: providers.PAYME!.credentials.key,
        clickSecret: providers.CLICK!.credentials.secretKey,
        clickService: providers.CLICK!.credentials.serviceId,
        uzum: providers.UZUM!.credentials.apiKey,
        terminal: providers.UZUM!.credentials.terminalId,
      };
      // Payme: one order with nothing yet (Check, Create), one with a transaction created (Perform, Cancel, Check, fiscal data).
      const paymeCreated = await place('PAYME');
      const paymeId = randomBytes(12).toString('hex');
      const createdAnswer = await payme(
        JSON.stringify({
          id: 1,
          method: 'CreateTransaction',
          params: { id: paymeId, time: NOON.getTime(), amount: paymeCreated.total * 100, account: { order_id: paymeCreated.id } },
        }),
      );
      expect(JSON.parse(createdAnswer.text)).toMatchObject({ result: { state: 1 } });
      f.payme = { fresh: await place('PAYME'), created: { ...paymeCreated, paymeId } };
      // Click: one order with nothing yet (Prepare), one with a prepared attempt (Complete).
      const clickPrepared = await place('CLICK');
      const clickFresh = await place('CLICK');
      f.click = { fresh: clickFresh, prepared: { ...clickPrepared, clickTransId: '777000111', prepareId: '' } };
      const prepared = JSON.parse(
        (await click(0, { ...clickFields(0), click_trans_id: '777000111', merchant_trans_id: clickPrepared.id, amount: `${clickPrepared.total}.00` })).text,
      ) as { error: number; merchant_prepare_id: number };
      expect(prepared.error).toBe(0);
      f.click.prepared.prepareId = String(prepared.merchant_prepare_id);
      // Uzum: an order registered with Uzum Checkout (the sandbox's).
      const uzumOrder = await place('UZUM');
      const checkout = await request(server(), 'GET', `/payments/v2/checkout/${uzumOrder.id}`, { token: f.shopper.token });
      f.uzum = { ...uzumOrder, uzumOrderId: new URL(checkout.body.url as string).pathname.split('/').pop()! };
    });

    it(`${CALLBACKS} callbacks, each broken in one field: no 5xx, no order paid, no attempt written, no amount changed; unbroken, they pay`, async () => {
      const before = await snapshot(server());
      const serverErrors: string[] = [];
      /** Calls answered as done: none may be, each is broken. */
      const taken: string[] = [];
      /** What came back, by provider and code: the calls must reach past the credentials' check. */
      const answers = new Map<string, number>();
      const count = (label: string, answer: { status: number; text: string }, what: string) => {
        if (answer.status >= 500) serverErrors.push(`${label} ${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
        if (label === 'uzum' ? answer.status === 200 : /"result"|"error":0[,}]/.test(answer.text)) taken.push(`${label} ${what}: ${answer.text.slice(0, 200)}`);
        let code: unknown = answer.status;
        try {
          const body = JSON.parse(answer.text) as { error?: { code?: number } | number };
          if (label !== 'uzum') code = typeof body.error === 'object' ? body.error?.code : (body.error ?? answer.status);
        } catch {
          // Not JSON: counted by its status.
        }
        answers.set(`${label} ${String(code)}`, (answers.get(`${label} ${String(code)}`) ?? 0) + 1);
      };
      const wrongKey = fc.constantFrom(false, false, false, false, true);
      const { fresh: paymeFresh } = f.payme;

      // Payme: every field of every method, the JSON-RPC envelope's too, and bodies that are no JSON.
      const paymeTakes: Record<string, (v: unknown) => boolean> = {
        amount: (v) => v === paymeFresh.total * 100,
        account: (v) => v === paymeFresh.id,
        id: (v) => typeof v === 'string' && /^[0-9a-fA-F]{24}$/.test(v),
        time: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0,
        reason: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1,
        // GetStatement only reads: a window of whole times is one.
        from: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0,
        to: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0,
        fiscal_data: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
        method: (v) => typeof v === 'string' && /^[A-Z][A-Za-z]+$/.test(v),
        params: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
        rpcId: (v) => v === null || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 100),
      };
      const paymeFields: Record<string, readonly string[]> = {
        CheckPerformTransaction: ['amount', 'account', 'account.order_id', 'params', 'method', 'rpcId'],
        CreateTransaction: ['id', 'time', 'amount', 'account', 'account.order_id', 'params', 'rpcId'],
        PerformTransaction: ['id', 'params', 'rpcId'],
        CancelTransaction: ['id', 'reason', 'params', 'rpcId'],
        CheckTransaction: ['id', 'params', 'rpcId'],
        GetStatement: ['from', 'to', 'params', 'rpcId'],
        SetFiscalData: ['id', 'fiscal_data', 'params', 'rpcId'],
      };
      const paymeRights: Record<string, string | number> = {
        amount: paymeFresh.total * 100,
        'account.order_id': paymeFresh.id,
        account: paymeFresh.id,
        id: f.payme.created.paymeId,
        time: NOON.getTime(),
        reason: 5,
        from: 0,
        to: NOON.getTime(),
        fiscal_data: 'receipt',
        method: 'PerformTransaction',
        params: 'params',
        rpcId: 1,
      };
      const paymeCall = fc
        .constantFrom(...Object.entries(paymeFields).flatMap(([method, fields]) => fields.map((field) => ({ method, field }))))
        .chain(({ method, field }) =>
          fc.record({
            method: fc.constant(method),
            field: fc.constant(field),
            value: brokenJson(paymeRights[field]!, paymeTakes[field === 'account.order_id' ? 'account' : field]!),
            wrongKey,
          }),
        )
        .map((c) => {
          const params = paymeParams(c.method);
          const body: Record<string, unknown> = { jsonrpc: '2.0', id: 1, method: c.method, params };
          if (c.field === 'rpcId') body.id = c.value;
          else if (c.field === 'method' || c.field === 'params') body[c.field] = c.value;
          else if (c.field === 'account.order_id') params.account = { order_id: c.value };
          else params[c.field] = c.value;
          const text = JSON.stringify(body);
          return {
            what: `${c.method} ${c.field}=${JSON.stringify(c.value)?.slice(0, 80)}`,
            run: () => payme(text, c.wrongKey ? `${f.keys.payme}x` : f.keys.payme),
          };
        });
      const paymeRaw = fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ what: `raw ${text.slice(0, 40)}`, run: () => payme(text) }));

      // Click: every field of Prepare and Complete, signed over the broken value (or a broken signature).
      const clickTakes = (action: 0 | 1): Record<string, (v: string) => boolean> => {
        const order = action === 0 ? f.click.fresh : f.click.prepared;
        return {
          click_trans_id: (v) => /^\d{1,30}$/.test(v),
          service_id: (v) => v === f.keys.clickService,
          click_paydoc_id: (v) => v === '' || /^\d{1,30}$/.test(v),
          merchant_trans_id: (v) => v === order.id,
          merchant_prepare_id: (v) => v === f.click.prepared.prepareId,
          amount: (v) => clickAmountTiyin(v) === order.total * 100,
          action: (v) => v === String(action),
          error: (v) => /^(?:0|-?[1-9]\d{0,9})$/.test(v),
          // Free text: only text that cannot be stored breaks it.
          error_note: (v) => !v.includes('\u0000'),
          sign_time: (v) => /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(v),
          sign_string: () => false,
        };
      };
      const clickCall = fc
        .constantFrom(
          ...([0, 1] as const).flatMap((action) =>
            Object.keys(clickTakes(action))
              .filter((field) => action === 1 || field !== 'merchant_prepare_id')
              .map((field) => ({ action, field })),
          ),
        )
        .chain(({ action, field }) => {
          const right = field === 'sign_string' ? 'x' : (clickFields(action)[field] ?? '');
          const takes = clickTakes(action)[field]!;
          return fc.record({
            action: fc.constant(action),
            field: fc.constant(field),
            value: broken(right, (v) => takes(asText(v))).map(asText),
            wrongSecret: wrongKey,
          });
        })
        .map((c) => {
          const fields = clickFields(c.action);
          const secret = c.wrongSecret ? 'not-the-secret' : f.keys.clickSecret;
          if (c.field === 'sign_string')
            return { what: `${c.action} sign_string=${c.value.slice(0, 80)}`, run: () => click(c.action, fields, secret, c.value) };
          fields[c.field] = c.value;
          return { what: `${c.action} ${c.field}=${c.value.slice(0, 80)}`, run: () => click(c.action, fields, secret) };
        });

      // Uzum: every field of the callback, and bodies that are no object.
      const uzumTakes: Record<string, (v: unknown) => boolean> = {
        orderId: (v) => v === f.uzum.uzumOrderId,
        operationState: (v) => v === 'SUCCESS' || v === 'FAIL',
        operationType: (v) => typeof v === 'string' && ['AUTHORIZE', 'COMPLETE', 'REFUND', 'REVERSE'].includes(v),
        orderNumber: (v) => v === f.uzum.id,
        // A whole number of tiyin other than the order's is a wrong amount, refused (and given back) as such elsewhere.
        amount: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0,
        rrn: (v) => v === null || (typeof v === 'string' && v.length <= 100 && !v.includes('\u0000') && !LONE_SURROGATE.test(v)),
        merchantOperationId: (v) => v === null || (typeof v === 'string' && v.length <= 100 && !v.includes('\u0000') && !LONE_SURROGATE.test(v)),
      };
      const uzumCall = fc
        .constantFrom(...Object.keys(uzumTakes))
        .chain((field) =>
          fc.record({
            field: fc.constant(field),
            // The amount's near misses are of the number and of its text.
            value:
              field === 'amount'
                ? fc.oneof(brokenJson(f.uzum.total * 100, uzumTakes.amount!), brokenJson(String(f.uzum.total * 100), uzumTakes.amount!))
                : brokenJson(String(uzumBody()[field]), uzumTakes[field]!),
            wrongKey,
          }),
        )
        .map((c) => {
          const body = uzumBody();
          body[c.field] = c.value;
          const text = JSON.stringify(body);
          return { what: `${c.field}=${JSON.stringify(c.value)?.slice(0, 80)}`, run: () => uzum(text, c.wrongKey ? 'wrong' : f.keys.uzum) };
        });
      const uzumRaw = hostile.map((value) => ({ what: `body ${asText(value).slice(0, 40)}`, run: () => uzum(JSON.stringify(value) ?? 'null') }));

      const kinds = fc.oneof(
        { arbitrary: paymeCall.map((c) => ({ ...c, label: 'payme' })), weight: 6 },
        { arbitrary: paymeRaw.map((c) => ({ ...c, label: 'payme' })), weight: 1 },
        { arbitrary: clickCall.map((c) => ({ ...c, label: 'click' })), weight: 7 },
        { arbitrary: uzumCall.map((c) => ({ ...c, label: 'uzum' })), weight: 6 },
        { arbitrary: uzumRaw.map((c) => ({ ...c, label: 'uzum' })), weight: 1 },
      );
      const calls = fc.sample(kinds, { numRuns: CALLBACKS, seed: SEED });
      for (let i = 0; i < calls.length; i += 25) {
        await Promise.all(calls.slice(i, i + 25).map(async (call) => count(call.label, await call.run(), call.what)));
      }

      const after = await snapshot(server());
      expect(serverErrors, `seed ${SEED}`).toEqual([]);
      expect(taken, `seed ${SEED}`).toEqual([]);
      expect(
        after.orders.filter((o) => o.state === 'PAID'),
        `seed ${SEED}`,
      ).toEqual([]);
      expect(after.orders, `seed ${SEED}`).toEqual(before.orders);
      expect(after.attempts, `seed ${SEED}`).toEqual(before.attempts);
      expect(calls).toHaveLength(CALLBACKS);
      // Past the credentials, each provider's refusals: malformed requests, wrong amounts, unknown orders and payments.
      for (const reached of [
        'payme -32504',
        'payme -32600',
        'payme -32700',
        'payme -31001',
        'payme -31050',
        'click -1',
        'click -2',
        'click -3',
        'click -5',
        'click -6',
        'click -8',
        'uzum 400',
        'uzum 401',
        'uzum 404',
      ]) {
        expect(answers.get(reached) ?? 0, `${reached} (seed ${SEED}): ${JSON.stringify([...answers])}`).toBeGreaterThan(0);
      }

      // The same calls unbroken pay every order: the fuzz reached orders that could be paid.
      const rpc = (method: string, params: Record<string, unknown>) => payme(JSON.stringify({ id: 1, method, params }));
      expect(JSON.parse((await rpc('PerformTransaction', paymeParams('PerformTransaction'))).text)).toMatchObject({ result: { state: 2 } });
      const create = paymeParams('CreateTransaction');
      expect(JSON.parse((await rpc('CreateTransaction', create)).text)).toMatchObject({ result: { state: 1 } });
      expect(JSON.parse((await rpc('PerformTransaction', { id: create.id })).text)).toMatchObject({ result: { state: 2 } });
      expect(JSON.parse((await click(1, clickFields(1))).text)).toMatchObject({ error: 0 });
      const prepare = clickFields(0);
      const prepared = JSON.parse((await click(0, prepare)).text) as { error: number; merchant_prepare_id: number };
      expect(prepared.error).toBe(0);
      expect(JSON.parse((await click(1, { ...prepare, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) })).text)).toMatchObject({
        error: 0,
      });
      expect((await uzum(JSON.stringify(uzumBody()))).status).toBe(200);
      const paid = (await snapshot(server())).orders.filter((o) => o.state === 'PAID').map((o) => o.id);
      expect(paid.sort()).toEqual([f.payme.created.id, f.payme.fresh.id, f.click.prepared.id, f.click.fresh.id, f.uzum.id].sort());
    }, 600_000);
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => NOON },
);
