/**
 * The browser's calls to Payme's Subscribe API (payme-cards.ts) against the payment sandbox's
 * Subscribe API, served by the real server in process: a test card is created, texted a code,
 * verified with it and then kept by our server; Payme's refusals become what the shopper can act on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '#server/app';
import { loadPreset } from '#server/testing/test-server';
import { request, signIn, type Shopper } from '#server/testing/tracking';
import { SANDBOX_SMS_CODE } from '#server/payments/sandbox/payme-subscribe-api';
import { CardError, createCard, sendCardCode, verifyCard, type CardApi } from './payme-cards.ts';

let server: Awaited<ReturnType<typeof createServer>>;
let shopper: Shopper;
let api: CardApi;
let merchant = '';
const TEST_CARD = { number: '8600069195406311', expire: '0399' };

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', presetsDir: null });
  const burger = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../presets/burger.json'), 'utf8'));
  burger.webSettings.cardActive = true;
  const load = await loadPreset(server, 'burger.json', JSON.stringify(burger));
  expect(load.status).toBe('loaded');
  merchant = burger.merchant.id;
  shopper = await signIn(server, merchant);
  const form = await request(server, 'GET', '/payments/v1/cards/form', { merchant, token: shopper.token, headers: { host: 'burger.localhost' } });
  expect(form.body.sandbox).toBe(true);
  api = form.body;
  // The browser's fetch reaches the server in process.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => server.app.request(url, init));
});
afterEach(() => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => server.app.request(url, init));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const problemOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (error instanceof CardError ? error.problem : String(error)),
  );

describe('adding a card with Payme from the browser', () => {
  it('creates the card, has a code texted, verifies it; our server then keeps the token as a mask', async () => {
    const card = await createCard(api, TEST_CARD);
    expect(card).toMatchObject({ number: '860006******6311', verify: false });
    expect((await sendCardCode(api, card.token)).phone).toMatch(/\*/);
    expect(await problemOf(verifyCard(api, card.token, '000000'))).toBe('codeWrong');
    expect((await verifyCard(api, card.token, SANDBOX_SMS_CODE)).verify).toBe(true);
    const kept = await request(server, 'POST', '/payments/v1/cards', { merchant, token: shopper.token, body: { token: card.token } });
    expect(kept).toMatchObject({ status: 201, body: { number: '860006******6311', expire: '0399' } });
  });

  it('a card Payme does not know is refused; a token it does not know means starting again', async () => {
    expect(await problemOf(createCard(api, { number: '8600000000000000', expire: '0399' }))).toBe('cardRefused');
    expect(await problemOf(createCard(api, { ...TEST_CARD, expire: '0499' }))).toBe('cardRefused');
    expect(await problemOf(sendCardCode(api, 'f'.repeat(48)))).toBe('cardLost');
  });

  it("a wrong cashbox, an answer that is not Payme's, or no answer at all reads as Payme unavailable", async () => {
    expect(await problemOf(createCard({ ...api, cashboxId: 'not-a-cashbox' }, TEST_CARD))).toBe('unavailable');
    vi.stubGlobal('fetch', async () => new Response('<html>gateway</html>', { status: 502 }));
    expect(await problemOf(createCard(api, TEST_CARD))).toBe('unavailable');
    vi.stubGlobal('fetch', async () => Response.json({ result: { card: { number: 1 } }, id: 1 }));
    expect(await problemOf(createCard(api, TEST_CARD))).toBe('unavailable');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network');
    });
    expect(await problemOf(createCard(api, TEST_CARD))).toBe('unavailable');
  });
});
