/**
 * Online payment through the server, on each database (docs/decisions/018-payments.md): an order
 * paid online waits, unpaid, out of the kitchen's sight, until a provider's call pays it; Payme's
 * JSON-RPC, Click's Prepare and Complete and Uzum's callback each decide from the order locked;
 * the same call many times at once pays once; unpaid orders expire; a shopper may switch method or
 * pay with a saved card; the sandbox's pages call the real callbacks as the providers would.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSignature } from '../payments/click.ts';
import { startFakeUzum, type FakeUzum } from '../payments/testing/fake-uzum.ts';
import { createServer } from '../app.ts';
import { describeEachBackend, FIXTURE_PRESETS, FIXTURE_PUBLIC, loadPreset } from '../testing/test-server.ts';
import {
  ALPHA,
  BETA,
  newKey,
  NOON,
  operatorMove,
  orderingPreset,
  pickup,
  request,
  signIn,
  staffSignIn,
  type Answer,
  type Shopper,
} from '../testing/tracking.ts';
import type { Server } from '../app.ts';

let now = NOON;
const OWNER = '998901110001';

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
const paymentsPreset = (extra: (preset: Record<string, unknown> & { merchant: Record<string, unknown> }) => void = () => {}) =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, { paymeActive: true, clickActive: true, uzumActive: true, cashActive: true, cardActive: true, cancelOrderActive: true });
    preset.paymentSettings = ['CASH', 'PAYME', 'CLICK', 'UZUM'].map(row);
    preset.staff = [{ phone: OWNER, role: 'OWNER' }];
    extra(preset);
  });

async function placeOnline(server: Server, shopper: Shopper, paymentType: string, extra: Record<string, unknown> = {}): Promise<Answer['body']> {
  const body = pickup({ paymentType, ...extra });
  const first = await request(server, 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body });
  const placed =
    first.status === 409
      ? await request(server, 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: { ...body, totalPrice: first.body.totals.totalPrice } })
      : first;
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body;
}

const orderOf = async (server: Server, shopper: Shopper, id: string) =>
  (await request(server, 'GET', `/orders/v1/orders/${id}`, { token: shopper.token })).body;
const payme = async (server: Server, key: string, method: string, params: Record<string, unknown>, merchant = ALPHA) => {
  const res = await server.app.request(`/payments/v1/payme/${merchant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}` },
    body: JSON.stringify({ id: 7, method, params }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { result?: Record<string, unknown>; error?: { code: number; data?: string } };
};
const paymeId = () => randomBytes(12).toString('hex');
/** A Click call signed with the merchant's secret (unless told another), to Prepare (action 0) or Complete (1). */
async function clickCall(server: Server, fields: Record<string, string>, secret?: string) {
  const click = (await server.payments.providers.of(ALPHA)).CLICK!.credentials;
  const f: Record<string, string> = {
    service_id: click.serviceId,
    click_paydoc_id: '1',
    error: '0',
    error_note: '',
    sign_time: '2026-11-23 13:00:00',
    ...fields,
  };
  const sign = clickSignature(
    {
      clickTransId: f.click_trans_id!,
      serviceId: f.service_id!,
      merchantTransId: f.merchant_trans_id!,
      amount: f.amount!,
      action: Number(f.action) as 0 | 1,
      signTime: f.sign_time!,
      merchantPrepareId: f.merchant_prepare_id ?? null,
    },
    secret ?? click.secretKey,
  );
  const res = await server.app.request(`/payments/v1/click/${ALPHA}/${f.action === '1' ? 'complete' : 'prepare'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...f, sign_string: sign }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { error: number; merchant_prepare_id?: number; merchant_confirm_id?: number } };
}
const operatorList = async (server: Server, key: string) =>
  ((await request(server, 'GET', '/operator/v1/orders?size=100', { operatorKey: key })).body.content as { id: string }[]).map((o) => o.id);

describeEachBackend(
  'online payment',
  (server) => {
    let shopper: Shopper;
    let operatorKey = '';
    let paymeKey = '';
    beforeAll(async () => {
      now = NOON;
      const load = await loadPreset(server(), 'alpha.json', paymentsPreset());
      expect(load.status).toBe('loaded');
      shopper = await signIn(server());
      operatorKey = await server().operatorKeys.create(ALPHA, 'payments');
      paymeKey = (await server().payments.providers.of(ALPHA)).PAYME!.credentials.key;
    });

    it('online types are offered where the merchant can take them (the sandbox here); an order placed with one waits, unpaid, out of the kitchen', async () => {
      const settings = (await request(server(), 'GET', '/payments/v1/settings')).body as { type: string; isActive: boolean }[];
      expect(
        settings
          .filter((s) => s.isActive)
          .map((s) => s.type)
          .sort(),
      ).toEqual(['CASH', 'CLICK', 'PAYME', 'UZUM']);
      const order = await placeOnline(server(), shopper, 'PAYME');
      expect(order).toMatchObject({ status: 'OPEN', paymentType: 'PAYME', paymentState: 'PENDING', isPaid: false });
      expect(order.paymentExpiresAt).toBe(new Date(NOON.getTime() + 15 * 60_000).toISOString());
      expect(await operatorList(server(), operatorKey)).not.toContain(order.id);
      const move = await operatorMove(server(), operatorKey, order.id, 'ACCEPTED');
      expect(move.status).toBe(409);
      expect(move.body.description.eng).toContain('not paid');
      const checkout = await request(server(), 'GET', `/payments/v2/checkout/${order.id}?language=ru`, { token: shopper.token });
      expect(checkout.body).toMatchObject({ provider: 'PAYME', amount: order.totalPrice, status: 'PENDING', sandbox: true, expiresAt: order.paymentExpiresAt });
      const encoded = new URL(checkout.body.url).pathname.split('/').pop()!;
      expect(Buffer.from(encoded, 'base64').toString()).toMatch(
        new RegExp(`^m=sandbox-${ALPHA};ac\\.order_id=${order.id};a=${order.totalPrice * 100};l=ru;c=http://`),
      );
      // Another shopper's order is no order of theirs.
      const other = await signIn(server());
      expect((await request(server(), 'GET', `/payments/v2/checkout/${order.id}`, { token: other.token })).status).toBe(404);
    });

    it('Payme: auth, amount, a second transaction refused, perform pays once, the kitchen then sees the order, a refund cancels it', async () => {
      const order = await placeOnline(server(), shopper, 'PAYME');
      const account = { order_id: order.id };
      const tiyin = order.totalPrice * 100;
      expect((await payme(server(), 'wrong-key', 'CheckPerformTransaction', { amount: tiyin, account })).error?.code).toBe(-32504);
      expect((await payme(server(), paymeKey, 'CheckPerformTransaction', { amount: order.totalPrice, account })).error?.code).toBe(-31001);
      expect((await payme(server(), paymeKey, 'CheckPerformTransaction', { amount: tiyin, account: { order_id: 'nope' } })).error).toMatchObject({
        code: -31050,
        data: 'order_id',
      });
      expect((await payme(server(), paymeKey, 'CheckPerformTransaction', { amount: tiyin, account })).result).toEqual({ allow: true });

      const id = paymeId();
      const created = await payme(server(), paymeKey, 'CreateTransaction', { id, time: now.getTime(), amount: tiyin, account });
      expect(created.result).toMatchObject({ state: 1, create_time: now.getTime() });
      expect((await payme(server(), paymeKey, 'CreateTransaction', { id, time: now.getTime(), amount: tiyin, account })).result).toEqual(created.result);
      expect((await payme(server(), paymeKey, 'CreateTransaction', { id: paymeId(), time: now.getTime(), amount: tiyin, account })).error).toMatchObject({
        code: -31050,
        data: 'transaction',
      });

      const performed = await Promise.all(Array.from({ length: 50 }, () => payme(server(), paymeKey, 'PerformTransaction', { id })));
      expect(new Set(performed.map((p) => JSON.stringify(p.result)))).toEqual(
        new Set([JSON.stringify({ transaction: created.result!.transaction, perform_time: now.getTime(), state: 2 })]),
      );
      const paid = await orderOf(server(), shopper, order.id);
      expect(paid).toMatchObject({ paymentState: 'PAID', isPaid: true });
      expect(paid.history.filter((h: { kind: string }) => h.kind === 'PAID')).toHaveLength(1);
      expect(await operatorList(server(), operatorKey)).toContain(order.id);
      expect((await payme(server(), paymeKey, 'CheckTransaction', { id })).result).toMatchObject({ state: 2, perform_time: now.getTime(), cancel_time: 0 });
      const statement = await payme(server(), paymeKey, 'GetStatement', { from: now.getTime() - 1000, to: now.getTime() + 1000 });
      expect((statement.result!.transactions as { id: string }[]).map((t) => t.id)).toContain(id);

      // Payme's cabinet refunds it: the order is cancelled and REFUNDED.
      expect((await payme(server(), paymeKey, 'CancelTransaction', { id, reason: 5 })).result).toMatchObject({ state: -2 });
      expect(await orderOf(server(), shopper, order.id)).toMatchObject({ status: 'CANCELED', paymentState: 'REFUNDED' });
      expect((await payme(server(), paymeKey, 'CancelTransaction', { id, reason: 5 })).result).toMatchObject({ state: -2 });
    });

    it('Payme: a cancel before perform fails the attempt; the shopper pays again on the same order', async () => {
      const order = await placeOnline(server(), shopper, 'PAYME');
      const account = { order_id: order.id };
      const first = paymeId();
      await payme(server(), paymeKey, 'CreateTransaction', { id: first, time: now.getTime(), amount: order.totalPrice * 100, account });
      expect((await payme(server(), paymeKey, 'CancelTransaction', { id: first, reason: 2 })).result).toMatchObject({ state: -1 });
      expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('FAILED');
      const second = paymeId();
      expect(
        (await payme(server(), paymeKey, 'CreateTransaction', { id: second, time: now.getTime(), amount: order.totalPrice * 100, account })).result,
      ).toMatchObject({ state: 1 });
      expect((await payme(server(), paymeKey, 'PerformTransaction', { id: second })).result).toMatchObject({ state: 2 });
      expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('PAID');
      const orders = await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}?size=100`, { token: shopper.token });
      expect((orders.body.content as { id: string }[]).filter((o) => o.id === order.id)).toHaveLength(1);
    });

    it('Click: the signature and the amount are checked; Click\'s error cancels; a new prepare pays; complete again is "already paid"', async () => {
      const click = (await server().payments.providers.of(ALPHA)).CLICK!.credentials;
      const order = await placeOnline(server(), shopper, 'CLICK');
      const send = async (path: 'prepare' | 'complete', fields: Record<string, string>, secret = click.secretKey) => {
        const signTime = '2026-11-23 13:00:00';
        const f: Record<string, string> = {
          service_id: click.serviceId,
          click_paydoc_id: '1',
          merchant_trans_id: order.id,
          amount: `${order.totalPrice}.00`,
          error: '0',
          error_note: '',
          sign_time: signTime,
          ...fields,
        };
        const sign = clickSignature(
          {
            clickTransId: f.click_trans_id!,
            serviceId: f.service_id!,
            merchantTransId: f.merchant_trans_id!,
            amount: f.amount!,
            action: Number(f.action) as 0 | 1,
            signTime,
            merchantPrepareId: f.merchant_prepare_id ?? null,
          },
          secret,
        );
        const res = await server().app.request(`/payments/v1/click/${ALPHA}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...f, sign_string: sign }).toString(),
        });
        return (await res.json()) as { error: number; merchant_prepare_id?: number; merchant_confirm_id?: number };
      };
      expect((await send('prepare', { click_trans_id: '900', action: '0' }, 'wrong')).error).toBe(-1);
      expect((await send('prepare', { click_trans_id: '900', action: '0', amount: '1.00' })).error).toBe(-2);
      const prepared = await send('prepare', { click_trans_id: '900', action: '0' });
      expect(prepared.error).toBe(0);
      const failed = await send('complete', { click_trans_id: '900', action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id), error: '-5017' });
      expect(failed.error).toBe(-9);
      expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('FAILED');
      const again = await send('prepare', { click_trans_id: '901', action: '0' });
      const completed = await Promise.all(
        Array.from({ length: 20 }, () => send('complete', { click_trans_id: '901', action: '1', merchant_prepare_id: String(again.merchant_prepare_id) })),
      );
      expect(completed.filter((c) => c.error === 0)).toHaveLength(1);
      expect(completed.filter((c) => c.error === -4)).toHaveLength(19);
      const paid = await orderOf(server(), shopper, order.id);
      expect(paid.paymentState).toBe('PAID');
      expect(paid.history.filter((h: { kind: string }) => h.kind === 'PAID')).toHaveLength(1);
    });

    it('an unpaid order expires after the window: cancelled, EXPIRED, and a provider that calls later cannot pay it', async () => {
      const order = await placeOnline(server(), shopper, 'PAYME');
      const id = paymeId();
      await payme(server(), paymeKey, 'CreateTransaction', { id, time: now.getTime(), amount: order.totalPrice * 100, account: { order_id: order.id } });
      now = new Date(NOON.getTime() + 16 * 60_000);
      try {
        await server().scheduler.runOnce();
        const expired = await orderOf(server(), shopper, order.id);
        expect(expired).toMatchObject({ status: 'CANCELED', paymentState: 'EXPIRED' });
        // Never paid, it never was the restaurant's (decision 018): neither its list nor the studio's board shows it.
        expect(await operatorList(server(), operatorKey)).not.toContain(order.id);
        const board = await request(server(), 'GET', '/studio/v1/orders', { token: await staffSignIn(server(), OWNER) });
        expect(board.status).toBe(200);
        expect((board.body as { id: string }[]).map((o) => o.id)).not.toContain(order.id);
        // The payment's event comes after the cancel and names the status the order is in then.
        expect(expired.history.at(-1)).toMatchObject({ kind: 'UPDATE', status: 'CANCELED', data: { paymentState: 'EXPIRED' } });
        const late = await payme(server(), paymeKey, 'PerformTransaction', { id });
        expect(late.error?.code).toBe(-31051);
        expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('EXPIRED');
        expect((await request(server(), 'GET', `/payments/v2/checkout/${order.id}`, { token: shopper.token })).body).toMatchObject({
          url: null,
          status: 'EXPIRED',
        });
      } finally {
        now = NOON;
      }
    });

    it('switching an unpaid order to cash sends it to the kitchen, with CHANGE_PAYMENT_TYPE; never a second order', async () => {
      const order = await placeOnline(server(), shopper, 'PAYME');
      const toClick = await request(server(), 'POST', `/payments/v1/orders/${order.id}/method`, { token: shopper.token, body: { paymentType: 'CLICK' } });
      expect(toClick.body).toMatchObject({ provider: 'CLICK', status: 'PENDING' });
      expect(new URL(toClick.body.url).searchParams.get('transaction_param')).toBe(order.id);
      const toCash = await request(server(), 'POST', `/payments/v1/orders/${order.id}/method`, { token: shopper.token, body: { paymentType: 'CASH' } });
      expect(toCash.body).toMatchObject({ provider: null, status: 'NONE', url: null });
      const detail = await orderOf(server(), shopper, order.id);
      expect(detail).toMatchObject({ paymentType: 'CASH', paymentState: 'NONE' });
      expect(detail.history.filter((h: { kind: string }) => h.kind === 'CHANGE_PAYMENT_TYPE')).toHaveLength(2);
      expect(await operatorList(server(), operatorKey)).toContain(order.id);
      const paid = await request(server(), 'POST', `/payments/v1/orders/${order.id}/method`, { token: shopper.token, body: { paymentType: 'PAYME' } });
      expect(paid.status).toBe(409);
    });

    it("the sandbox's pages: Payme pay, Click decline then pay, Uzum pay, each through the real callbacks", async () => {
      const viaPage = async (url: string, outcome: 'pay' | 'decline' | 'cancel') => {
        const target = new URL(url);
        const page = await server().app.request(`${target.pathname}${target.search}`, { headers: { host: target.host } });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('Payment sandbox');
        const action = /action="([^"]+)"/g;
        const actions = [...html.matchAll(action)].map((m) => m[1]!.replace(/&amp;/g, '&'));
        const chosen = actions.find((a) => new URL(a, 'http://x').pathname.endsWith(`/${outcome}`))!;
        const res = await server().app.request(chosen, { method: 'POST', headers: { host: target.host } });
        expect(res.status).toBe(303);
        return res.headers.get('location');
      };
      const checkout = async (id: string) =>
        (await request(server(), 'GET', `/payments/v2/checkout/${id}`, { token: shopper.token, headers: { host: 'alpha.localhost' } })).body;

      const a = await placeOnline(server(), shopper, 'PAYME');
      expect(await viaPage((await checkout(a.id)).url, 'pay')).toBe(`http://alpha.localhost/profile/orders/${a.id}`);
      expect((await orderOf(server(), shopper, a.id)).paymentState).toBe('PAID');

      const b = await placeOnline(server(), shopper, 'CLICK');
      await viaPage((await checkout(b.id)).url, 'decline');
      expect((await orderOf(server(), shopper, b.id)).paymentState).toBe('FAILED');
      await viaPage((await checkout(b.id)).url, 'pay');
      expect((await orderOf(server(), shopper, b.id)).paymentState).toBe('PAID');

      const c = await placeOnline(server(), shopper, 'UZUM');
      const uzumUrl = (await checkout(c.id)).url;
      expect((await checkout(c.id)).url).toBe(uzumUrl);
      await viaPage(uzumUrl, 'cancel');
      expect((await orderOf(server(), shopper, c.id)).paymentState).toBe('PENDING');
      await viaPage(uzumUrl, 'pay');
      expect((await orderOf(server(), shopper, c.id)).paymentState).toBe('PAID');
    });

    it("saved cards: the browser adds a test card with the sandbox's Subscribe API, the server keeps a mask, pays an order, refunds it when cancelled", async () => {
      const form = (await request(server(), 'GET', '/payments/v1/cards/form', { token: shopper.token, headers: { host: 'alpha.localhost' } })).body;
      expect(form).toMatchObject({ sandbox: true, cashboxId: `sandbox-${ALPHA}` });
      const api = new URL(form.apiUrl);
      const browser = async (method: string, params: Record<string, unknown>) =>
        (await (
          await server().app.request(api.pathname, {
            method: 'POST',
            headers: { 'X-Auth': form.cashboxId },
            body: JSON.stringify({ id: 1, method, params }),
          })
        ).json()) as { result?: { card: { token: string } } };
      const token = (await browser('cards.create', { card: { number: '8600069195406311', expire: '0399' }, save: true })).result!.card.token;
      await browser('cards.get_verify_code', { token });
      // Not yet verified: not kept.
      expect((await request(server(), 'POST', '/payments/v1/cards', { token: shopper.token, body: { token } })).status).toBe(422);
      await browser('cards.verify', { token, code: '666666' });
      const saved = await request(server(), 'POST', '/payments/v1/cards', { token: shopper.token, body: { token } });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ number: '860006******6311', expire: '0399', provider: 'PAYME' });
      expect(JSON.stringify((await request(server(), 'GET', '/payments/v1/cards', { token: shopper.token })).body)).not.toContain(token);

      const order = await placeOnline(server(), shopper, 'PAYME');
      const paid = await request(server(), 'POST', `/payments/v1/orders/${order.id}/card`, { token: shopper.token, body: { cardId: saved.body.id } });
      expect(paid.body).toMatchObject({ status: 'PAID', url: null });
      expect((await request(server(), 'POST', `/payments/v1/orders/${order.id}/card`, { token: shopper.token, body: { cardId: saved.body.id } })).status).toBe(
        409,
      );
      await request(server(), 'POST', `/orders/v1/orders/${order.id}/cancel`, { token: shopper.token });
      await server().scheduler.runOnce();
      expect(await orderOf(server(), shopper, order.id)).toMatchObject({ status: 'CANCELED', paymentState: 'REFUNDED' });

      const other = await signIn(server());
      expect((await request(server(), 'DELETE', `/payments/v1/cards/${saved.body.id}`, { token: other.token })).status).toBe(404);
      expect((await request(server(), 'DELETE', `/payments/v1/cards/${saved.body.id}`, { token: shopper.token })).status).toBe(200);
      expect((await request(server(), 'GET', '/payments/v1/cards', { token: shopper.token })).body).toEqual([]);
    });

    it("a total of 0 needs no payment; another merchant's callbacks do not reach this one's orders", async () => {
      const order = await placeOnline(server(), shopper, 'CASH');
      expect(order.paymentState).toBe('NONE');
      const betaKey = (await server().payments.providers.of(BETA)).PAYME!.credentials.key;
      const alphaOrder = await placeOnline(server(), shopper, 'PAYME');
      const answer = await payme(
        server(),
        betaKey,
        'CheckPerformTransaction',
        { amount: alphaOrder.totalPrice * 100, account: { order_id: alphaOrder.id } },
        BETA,
      );
      expect(answer.error?.code).toBe(-31050);
      expect((await payme(server(), betaKey, 'CheckPerformTransaction', { amount: 1, account: { order_id: alphaOrder.id } })).error?.code).toBe(-32504);
    });

    it('Uzum: a COMPLETE with a malformed amount is refused and pays nothing; only the exact amount in tiyin pays', async () => {
      const order = await placeOnline(server(), shopper, 'UZUM');
      const url = (await request(server(), 'GET', `/payments/v2/checkout/${order.id}`, { token: shopper.token })).body.url as string;
      const uzumOrderId = new URL(url).pathname.split('/').pop()!;
      const { terminalId, apiKey } = (await server().payments.providers.of(ALPHA)).UZUM!.credentials;
      const tiyin = order.totalPrice * 100;
      const complete = (amount: unknown) =>
        server().app.request(`/payments/v1/uzum/${ALPHA}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${terminalId}:${apiKey}`).toString('base64')}` },
          body: JSON.stringify({
            orderId: uzumOrderId,
            operationState: 'SUCCESS',
            operationType: 'COMPLETE',
            orderNumber: order.id,
            rrn: '1',
            merchantOperationId: '1',
            amount,
          }),
        });
      for (const amount of ['1', String(tiyin), -tiyin, -1, 'x', tiyin + 0.5, 1e300, true, null, [tiyin], { value: tiyin }]) {
        const res = await complete(amount);
        expect(res.status, JSON.stringify(amount)).toBe(400);
        expect((await orderOf(server(), shopper, order.id)).paymentState, JSON.stringify(amount)).toBe('PENDING');
      }
      expect((await complete(tiyin)).status).toBe(200);
      expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('PAID');
    });

    it('Click: a Complete naming a prepare id past any of ours is -6 (transaction not found), never a server error', async () => {
      const order = await placeOnline(server(), shopper, 'CLICK');
      const amount = `${order.totalPrice}.00`;
      const prepared = await clickCall(server(), { click_trans_id: '7001', action: '0', merchant_trans_id: order.id, amount });
      expect(prepared.body.error).toBe(0);
      for (const prepareId of ['9'.repeat(30), '9223372036854775808', '9223372036854775807', '9007199254740993', `00${prepared.body.merchant_prepare_id}`]) {
        const res = await clickCall(server(), { click_trans_id: '7001', action: '1', merchant_trans_id: order.id, amount, merchant_prepare_id: prepareId });
        expect(res.status, prepareId).toBe(200);
        expect(res.body.error, prepareId).toBe(-6);
      }
      expect((await orderOf(server(), shopper, order.id)).paymentState).toBe('PENDING');
      const completed = await clickCall(server(), {
        click_trans_id: '7001',
        action: '1',
        merchant_trans_id: order.id,
        amount,
        merchant_prepare_id: String(prepared.body.merchant_prepare_id),
      });
      expect(completed.body.error).toBe(0);
    });

    it("Click: a Prepare reusing a click_trans_id, for another order or after a cancel, is refused in Click's protocol, never a server error", async () => {
      const first = await placeOnline(server(), shopper, 'CLICK');
      const second = await placeOnline(server(), shopper, 'CLICK');
      const amountOf = (o: { totalPrice: number }) => `${o.totalPrice}.00`;
      const prepared = await clickCall(server(), { click_trans_id: '7101', action: '0', merchant_trans_id: first.id, amount: amountOf(first) });
      expect(prepared.body.error).toBe(0);
      const elsewhere = await clickCall(server(), { click_trans_id: '7101', action: '0', merchant_trans_id: second.id, amount: amountOf(second) });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.body.error).toBe(-8);
      const cancelled = await clickCall(server(), {
        click_trans_id: '7101',
        action: '1',
        merchant_trans_id: first.id,
        amount: amountOf(first),
        merchant_prepare_id: String(prepared.body.merchant_prepare_id),
        error: '-5017',
      });
      expect(cancelled.body.error).toBe(-9);
      const again = await clickCall(server(), { click_trans_id: '7101', action: '0', merchant_trans_id: first.id, amount: amountOf(first) });
      expect(again.status).toBe(200);
      expect(again.body.error).toBe(-9);
      // Many at once for a new id and two orders: one is prepared, the others refused, none a server error.
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const o = i % 2 === 0 ? first : second;
          return clickCall(server(), { click_trans_id: '7102', action: '0', merchant_trans_id: o.id, amount: amountOf(o) });
        }),
      );
      expect(racing.map((r) => r.status)).toEqual(racing.map(() => 200));
      expect(new Set(racing.filter((r) => r.body.error === 0).map((r) => r.body.merchant_prepare_id)).size).toBe(1);
      expect(racing.every((r) => r.body.error === 0 || r.body.error === -8)).toBe(true);
      expect((await orderOf(server(), shopper, first.id)).paymentState).not.toBe('PAID');
      expect((await orderOf(server(), shopper, second.id)).paymentState).not.toBe('PAID');
    });

    it('Payme: one Payme id created for two orders at once is answered with HTTP 200 every time, one transaction, never a server error', async () => {
      const first = await placeOnline(server(), shopper, 'PAYME');
      const second = await placeOnline(server(), shopper, 'PAYME');
      const id = paymeId();
      // `payme` itself expects HTTP 200 of every answer.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const o = i % 2 === 0 ? first : second;
          return payme(server(), paymeKey, 'CreateTransaction', { id, time: now.getTime(), amount: o.totalPrice * 100, account: { order_id: o.id } });
        }),
      );
      expect(new Set(answers.filter((a) => a.result).map((a) => a.result!.transaction)).size).toBe(1);
      const rows = await server().db.query('select id from payment_attempts where merchant_id = $1 and external_id = $2', [ALPHA, id]);
      expect(rows).toHaveLength(1);
    });

    it("a malformed merchant id in a provider's path gets that provider's answer: Payme's JSON-RPC error with HTTP 200, Click's JSON, Uzum's 404", async () => {
      for (const merchant of ['bad%20id', '%00', 'x'.repeat(300), '%C3%BC', '%27']) {
        const p = await server().app.request(`/payments/v1/payme/${merchant}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`Paycom:${paymeKey}`).toString('base64')}` },
          body: JSON.stringify({ id: 7, method: 'CheckPerformTransaction', params: { amount: 100, account: { order_id: 'x' } } }),
        });
        expect(p.status, merchant).toBe(200);
        expect(((await p.json()) as { error: { code: number }; id: unknown }).error.code, merchant).toBe(-32504);
        const c = await server().app.request(`/payments/v1/click/${merchant}/prepare`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'click_trans_id=1',
        });
        expect(c.status, merchant).toBe(200);
        expect(((await c.json()) as { error: number }).error, merchant).toBe(-5);
        const u = await server().app.request(`/payments/v1/uzum/${merchant}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(u.status, merchant).toBe(404);
      }
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => now },
);

describe('production and real credentials', () => {
  let fake: FakeUzum;
  beforeAll(async () => {
    fake = await startFakeUzum();
  });
  afterAll(() => fake.close());

  it('production refuses the sandbox; without credentials an online type is not offered', async () => {
    await expect(
      createServer({
        dataDir: 'memory',
        presetsDir: FIXTURE_PRESETS,
        publicDir: FIXTURE_PUBLIC,
        demoKitchen: false,
        schedulerIntervalMs: null,
        payments: { production: true, sandbox: true },
      }),
    ).rejects.toThrow(/PAYMENT_SANDBOX/);
    const server = await createServer({
      dataDir: 'memory',
      presetsDir: FIXTURE_PRESETS,
      publicDir: FIXTURE_PUBLIC,
      demoKitchen: false,
      schedulerIntervalMs: null,
      payments: { production: true },
    });
    try {
      await loadPreset(server, 'alpha.json', paymentsPreset());
      const settings = (await request(server, 'GET', '/payments/v1/settings')).body as { type: string; isActive: boolean }[];
      expect(settings.filter((s) => s.isActive).map((s) => s.type)).toEqual(['CASH']);
      expect((await server.app.request(`/payments/sandbox/${ALPHA}/payme/x`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("Uzum with a merchant's own credentials registers with Uzum Checkout (a local fake) and its callback pays", async () => {
    const server = await createServer({
      dataDir: 'memory',
      presetsDir: FIXTURE_PRESETS,
      publicDir: FIXTURE_PUBLIC,
      demoKitchen: false,
      schedulerIntervalMs: null,
      clock: () => NOON,
      sms: { mode: 'outbox' },
      payments: { production: true, urls: { uzumCheckout: fake.url } },
    });
    try {
      await loadPreset(
        server,
        'alpha.json',
        paymentsPreset((preset) => {
          preset.merchant.payments = { uzum: { terminalId: fake.account.terminalId, apiKey: fake.account.apiKey } };
        }),
      );
      const shopper = await signIn(server);
      const order = await placeOnline(server, shopper, 'UZUM');
      const checkout = await request(server, 'GET', `/payments/v2/checkout/${order.id}`, { token: shopper.token });
      expect(checkout.body).toMatchObject({ provider: 'UZUM', sandbox: false });
      const registered = fake.registered.at(-1)!;
      expect(checkout.body.url).toBe(`${fake.url}/pay/${registered.orderId}`);
      expect(registered.body).toMatchObject({ amount: order.totalPrice * 100, orderNumber: order.id });
      const callback = (auth: string) =>
        server.app.request(`/payments/v1/uzum/${ALPHA}/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
          body: JSON.stringify({
            orderId: registered.orderId,
            operationState: 'SUCCESS',
            operationType: 'COMPLETE',
            orderNumber: order.id,
            rrn: '1',
            merchantOperationId: '1',
          }),
        });
      expect((await callback('terminal-1:wrong')).status).toBe(401);
      expect((await callback(`${fake.account.terminalId}:${fake.account.apiKey}`)).status).toBe(200);
      expect((await callback(`${fake.account.terminalId}:${fake.account.apiKey}`)).status).toBe(200);
      const paid = await request(server, 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token });
      expect(paid.body.paymentState).toBe('PAID');
      expect(paid.body.history.filter((h: { kind: string }) => h.kind === 'PAID')).toHaveLength(1);
      // An operator's cancel of a paid Uzum order asks Uzum for the money back.
      const key = await server.operatorKeys.create(ALPHA);
      await operatorMove(server, key, order.id, 'CANCELED');
      await server.scheduler.runOnce();
      expect(fake.refunded.at(-1)).toEqual({ orderId: registered.orderId, amount: order.totalPrice * 100 });
      expect((await request(server, 'GET', `/orders/v1/orders/${order.id}`, { token: shopper.token })).body.paymentState).toBe('REFUNDED');
    } finally {
      await server.close();
    }
  });
});
