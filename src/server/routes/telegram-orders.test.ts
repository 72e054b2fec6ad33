/**
 * Orders from the Telegram mini app, on each database: the storefront names the channel in
 * CHANNEL_HEADER; a Telegram order is TELEGRAM_BOT and may use only the payment types the bot
 * offers (botEnabled), a web order only the web's (webEnabled); the telegram channel is taken
 * only from a shopper the merchant's bot signed in, and a bad channel is refused.
 */
import { sign } from '@tma.js/init-data-node';
import { beforeAll, expect, it } from 'vitest';
import { CHANNEL_HEADER } from '#schemas/order-endpoints';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { ALPHA, newKey, NOON, orderingPreset, pickup, request, signIn, type Shopper } from '../testing/tracking.ts';

const ALPHA_BOT = '111111:alpha-bot-token-AAAA';

/** PAYME only in the bot, CLICK only on the web, cash on both. */
const channelPreset = () =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, { paymeActive: true, clickActive: true });
    const row = (type: string, webEnabled: boolean, botEnabled: boolean) => ({
      id: `ps-${type}`,
      merchantId: ALPHA,
      type,
      webEnabled,
      botEnabled,
      operatorEnabled: true,
      appEnabled: true,
      qrEnabled: false,
      isActive: true,
    });
    preset.paymentSettings = [row('CASH', true, true), row('PAYME', false, true), row('CLICK', true, false)];
  });

const initData = (id: number) =>
  sign({ user: { id, first_name: 'Aziz', language_code: 'uz' }, query_id: 'AAH', chat_type: 'private', chat_instance: '1' } as never, ALPHA_BOT, NOON);

describeEachBackend(
  'orders from the Telegram mini app',
  (server) => {
    let telegramShopper: Shopper;
    let webShopper: Shopper;
    beforeAll(async () => {
      const load = await loadPreset(server(), 'alpha.json', channelPreset());
      expect(load.status).toBe('loaded');
      const login = await request(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(7_000_000_001) } });
      expect(login.status).toBe(200);
      telegramShopper = { token: login.body.token, id: login.body.user.id, phone: '' };
      webShopper = await signIn(server());
    });

    /** Places at the server's own total (asked first with total 0). */
    async function place(shopper: Shopper, body: Record<string, unknown>, channel?: string) {
      const headers: Record<string, string> = channel === undefined ? {} : { [CHANNEL_HEADER]: channel };
      const first = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body, headers });
      if (first.status !== 409 || first.body.code !== 'PRICE_CHANGED') return first;
      return request(server(), 'POST', '/orders/v1/orders', {
        token: shopper.token,
        key: newKey(),
        body: { ...body, totalPrice: first.body.totals.totalPrice },
        headers,
      });
    }

    it('an order on the telegram channel is TELEGRAM_BOT, read back so; without the header it is CLIENT_WEB', async () => {
      const placed = await place(telegramShopper, pickup(), 'telegram');
      expect(placed.status).toBe(201);
      expect(placed.body.orderDevice).toBe('TELEGRAM_BOT');
      const read = await request(server(), 'GET', `/orders/v1/orders/${placed.body.id}`, { token: telegramShopper.token });
      expect(read.body.orderDevice).toBe('TELEGRAM_BOT');

      const web = await place(telegramShopper, pickup());
      expect(web.body.orderDevice).toBe('CLIENT_WEB');
      expect((await place(webShopper, pickup(), 'web')).body.orderDevice).toBe('CLIENT_WEB');
    });

    it("payment types are the channel's: PAYME only in Telegram (botEnabled), CLICK only on the web (webEnabled)", async () => {
      expect((await place(telegramShopper, pickup({ paymentType: 'PAYME' }), 'telegram')).status).toBe(201);
      const click = await place(telegramShopper, pickup({ paymentType: 'CLICK' }), 'telegram');
      expect(click).toMatchObject({ status: 422, body: { problem: 'paymentUnavailable' } });
      expect((await place(webShopper, pickup({ paymentType: 'CLICK' }), 'web')).status).toBe(201);
      expect((await place(webShopper, pickup({ paymentType: 'PAYME' }))).body.problem).toBe('paymentUnavailable');

      // The quote prices on the same channel as placing.
      const quote = (paymentType: string, channel: string) =>
        request(server(), 'POST', '/orders/v1/orders/quote', {
          token: telegramShopper.token,
          body: pickup({ paymentType }),
          headers: { [CHANNEL_HEADER]: channel },
        });
      expect((await quote('PAYME', 'telegram')).status).toBe(200);
      expect((await quote('PAYME', 'web')).body.problems[0].key).toBe('paymentUnavailable');
    });

    it('the telegram channel only for a shopper the bot signed in; an unknown channel is a bad request', async () => {
      const notLinked = await place(webShopper, pickup(), 'telegram');
      expect(notLinked.status).toBe(403);
      expect(Object.keys(notLinked.body.description).sort()).toEqual(['eng', 'ru', 'uz']);
      for (const bad of ['TELEGRAM', 'app', '']) {
        const res = await place(telegramShopper, pickup(), bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.fields[0].path).toBe('$.header.x-order-channel');
      }
      expect((await server().db.query("select count(*)::int as n from orders where data->>'orderDevice' = 'TELEGRAM_BOT'"))[0]).toEqual({ n: 2 });
    });
  },
  { telegram: { botTokens: { alpha: ALPHA_BOT } }, sms: { mode: 'outbox' }, clock: () => NOON },
);
