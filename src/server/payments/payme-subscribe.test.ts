/**
 * Payme's Subscribe API client (payme-subscribe.ts) against the sandbox's Subscribe API served on
 * 127.0.0.1: the browser's card creation and verification, then the server's check, payment with
 * a receipt, cancel (refund) and removal.
 */
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelReceipt, checkCard, payWithCard, removeCard, SubscribeCallFailed, type SubscribeSettings } from './payme-subscribe.ts';
import { paymeSubscribeApi, SANDBOX_SMS_CODE } from './sandbox/payme-subscribe-api.ts';

let server: ServerType;
let settings: SubscribeSettings;
beforeAll(async () => {
  server = serve({ fetch: paymeSubscribeApi((cashbox) => (cashbox === 'cashbox-1' ? 'key-1' : null)).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => (server.listening ? ok() : server.once('listening', () => ok())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  settings = { base: `http://127.0.0.1:${address.port}`, cashboxId: 'cashbox-1', key: 'key-1' };
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** What the browser does: straight to Payme, with the cashbox id alone. */
async function browser(method: string, params: Record<string, unknown>) {
  const res = await fetch(`${settings.base}/api`, {
    method: 'POST',
    headers: { 'X-Auth': settings.cashboxId },
    body: JSON.stringify({ id: 1, method, params }),
  });
  return (await res.json()) as { result?: { card?: { token: string; number: string; verify: boolean } }; error?: { code: number } };
}

describe("saved cards through Payme's Subscribe API", () => {
  it('the browser creates and verifies a test card; the server checks it, pays a receipt, refunds it and removes the card', async () => {
    const created = await browser('cards.create', { card: { number: '8600 0691 9540 6311', expire: '0399' }, save: true });
    const token = created.result!.card!.token;
    expect(created.result!.card!.number).toBe('860006******6311');
    expect((await browser('cards.get_verify_code', { token })).result).toMatchObject({ sent: true });
    expect((await browser('cards.verify', { token, code: '000000' })).error?.code).toBe(-31103);
    expect((await browser('cards.verify', { token, code: SANDBOX_SMS_CODE })).result!.card!.verify).toBe(true);
    // The browser's header cannot act as the server.
    expect((await browser('cards.check', { token })).error?.code).toBe(-32504);

    const card = await checkCard(fetch, settings, token);
    expect(card).toMatchObject({ number: '860006******6311', verify: true, recurrent: true });
    const paid = await payWithCard(fetch, settings, { orderId: 'order-1', amount: 152_100, token });
    expect(paid.state).toBe(4);
    expect((await cancelReceipt(fetch, settings, paid.id)).state).toBe(50);
    await removeCard(fetch, settings, token);
    await expect(checkCard(fetch, settings, token)).rejects.toBeInstanceOf(SubscribeCallFailed);
  });

  it('a wrong key or an unverified card is refused', async () => {
    await expect(checkCard(fetch, { ...settings, key: 'wrong' }, 'x')).rejects.toMatchObject({ code: -32504 });
    const created = await browser('cards.create', { card: { number: '8600495473316478', expire: '0399' } });
    await expect(payWithCard(fetch, settings, { orderId: 'o', amount: 1, token: created.result!.card!.token })).rejects.toMatchObject({ code: -31400 });
  });
});
