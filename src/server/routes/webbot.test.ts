/**
 * The Telegram mini app's sign-in, on each database: init data is checked with the merchant's
 * own bot token; every forged variant is refused; a contact the bot received is the only phone
 * trusted; one Telegram user at two merchants is two shoppers.
 */
import { createHmac } from 'node:crypto';
import { sign } from '@tma.js/init-data-node';
import { expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { describeEachBackend } from '../testing/test-server.ts';

const ALPHA = 'alpha-id';
const BETA = 'beta-id';
const ALPHA_BOT = '111111:alpha-bot-token-AAAA';
const BETA_BOT = '222222:beta-bot-token-BBBB';
const TG_ID = 5_000_000_000; // above 2^31, as real ids can be

const initData = (token: string, options: { id?: number; authDate?: Date; extra?: Record<string, string> } = {}) =>
  sign(
    {
      user: { id: options.id ?? TG_ID, first_name: 'Dilnoza', last_name: 'Karimova', username: 'dilnoza', language_code: 'uz' },
      query_id: 'AAH',
      chat_type: 'private',
      chat_instance: '1',
      ...options.extra,
    } as never,
    token,
    options.authDate ?? new Date(),
  );

/**
 * Init data signed the way Telegram signs it (core.telegram.org/bots/webapps, "Validating data
 * received via the Mini App"): every field but `hash` as a `key=value` line, the lines sorted and
 * joined by newlines, HMAC-SHA256 keyed by HMAC-SHA256 of the bot token keyed by "WebAppData".
 * Unlike `sign`, it takes the fields as a list, so a key given twice is signed twice.
 */
function signedAsTelegram(fields: readonly (readonly [string, string])[], token: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const checkString = fields
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  const params = new URLSearchParams();
  for (const [key, value] of [...fields, ['hash', hash] as const]) params.append(key, value);
  return params.toString();
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  body: any;
}

async function call(
  server: Server,
  method: string,
  path: string,
  options: { merchant?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.merchant !== '') headers.merchant = options.merchant ?? ALPHA;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await server.app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const contactUpdate = (phone: string, from = TG_ID, owner = TG_ID) => ({
  update_id: 1,
  message: {
    message_id: 1,
    from: { id: from, is_bot: false, first_name: 'D' },
    chat: { id: from, type: 'private' },
    date: 1,
    contact: { phone_number: phone, first_name: 'D', user_id: owner },
  },
});

describeEachBackend(
  'the Telegram mini app',
  (server) => {
    it('the messenger setting says whether a shared phone is required', async () => {
      expect((await call(server(), 'GET', '/webbot/v1/setting')).body).toEqual({ isPhoneVerificationRequired: false });
    });

    it('refuses every forged variant of init data', async () => {
      const good = initData(ALPHA_BOT);
      const params = new URLSearchParams(good);
      const variants: Record<string, string> = {
        'wrong hash': good.replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`),
        'a field changed': good.replace('Dilnoza', 'Mallory'),
        "another bot's token": initData(BETA_BOT),
        'an old auth_date': initData(ALPHA_BOT, { authDate: new Date(Date.now() - 2 * 86_400_000) }),
        'a missing hash': [...params]
          .filter(([k]) => k !== 'hash')
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&'),
        empty: '',
        'not init data': 'hello',
        huge: `${good}&x=${'a'.repeat(10_000)}`,
      };
      let refused = 0;
      for (const [name, value] of Object.entries(variants)) {
        const res = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: value } });
        expect(res.status, name).toBe(401);
        expect(res.body.description.uz, name).toContain('Telegram');
        refused++;
        expect(res.body.token, name).toBeUndefined();
      }
      expect(refused).toBe(Object.keys(variants).length);
      // Init data of alpha's bot at beta.
      expect((await call(server(), 'POST', '/webbot/v1/users/login', { merchant: BETA, body: { initData: good } })).status).toBe(401);
    });

    it("refuses init data that gives a key twice, even when the bot's signature covers both", async () => {
      const login = (initData: string) => call(server(), 'POST', '/webbot/v1/users/login', { body: { initData } });
      const fields: [string, string][] = [
        ['auth_date', String(Math.floor(Date.now() / 1000))],
        ['chat_instance', '1'],
        ['chat_type', 'private'],
        ['query_id', 'AAH'],
        // The parser requires Telegram's third-party signature field; the bot's check does not read it.
        ['signature', ''],
        ['user', JSON.stringify({ id: TG_ID + 6, first_name: 'Dilnoza', language_code: 'uz' })],
        // A field the init-data parser does not read (Telegram adds fields over time): given twice,
        // the parser keeps both without complaint, so only the rule of one value per key refuses it.
        ['extra', 'a'],
      ];
      // Signed this way with each key once, the fields sign in: the signature is right.
      expect((await login(signedAsTelegram(fields, ALPHA_BOT))).status).toBe(200);

      const res = await login(signedAsTelegram([...fields, ['extra', 'b']], ALPHA_BOT));
      expect(res.status).toBe(401);
      expect(res.body.description.uz).toContain('Telegram');
      expect(res.body.token).toBeUndefined();
    });

    it('signs in from valid init data; the token call then finds the link; two merchants give two shoppers', async () => {
      const id = TG_ID + 1;
      expect((await call(server(), 'POST', '/webbot/v1/users/token', { body: { initData: initData(ALPHA_BOT, { id }) } })).status).toBe(404);
      const login = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ firstName: 'Dilnoza', merchantId: ALPHA, phone: '' });
      const again = await call(server(), 'POST', '/webbot/v1/users/token', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect(again.body.user.id).toBe(login.body.user.id);
      expect((await call(server(), 'GET', '/users/v1/users/me', { token: again.body.token })).status).toBe(200);

      const atBeta = await call(server(), 'POST', '/webbot/v1/users/login', { merchant: BETA, body: { initData: initData(BETA_BOT, { id }) } });
      expect(atBeta.status).toBe(200);
      expect(atBeta.body.user.id).not.toBe(login.body.user.id);
      expect((await call(server(), 'GET', '/users/v1/users/me', { token: atBeta.body.token })).status).toBe(401);
    });

    it("the webhook takes the sender's own contact with the bot's secret only; the phone then signs in", async () => {
      const id = TG_ID + 2;
      const secret = server().telegram.webhookSecret(ALPHA);
      const hook = (body: unknown, token?: string) =>
        call(server(), 'POST', `/webbot/v1/telegram/${ALPHA}/webhook`, {
          merchant: '',
          body,
          headers: token ? { 'x-telegram-bot-api-secret-token': token } : {},
        });
      const status = async () => (await call(server(), 'POST', '/webbot/v1/users/contact', { body: { initData: initData(ALPHA_BOT, { id }) } })).body.status;

      expect(await status()).toBe('NOT_SENT');
      expect((await hook(contactUpdate('+998901112233', id, id))).status).toBe(401);
      expect((await hook(contactUpdate('+998901112233', id, id), 'wrong')).status).toBe(401);
      expect((await hook(contactUpdate('+998901112233', id, id), server().telegram.webhookSecret(BETA))).status).toBe(401);
      // Someone else's contact card forwarded by this user proves nothing.
      expect((await hook(contactUpdate('+998901112233', id, id + 99), secret)).status).toBe(200);
      expect(await status()).toBe('NOT_SENT');
      expect((await hook(contactUpdate('+998901112233', id, id), secret)).status).toBe(200);
      expect(await status()).toBe('SENT');

      const login = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }), phone: '998000000000' } });
      expect(login.body.user.phone).toBe('998901112233');
    });

    it('a phone claimed in the body is never trusted: it does not reach the shopper who owns it', async () => {
      const id = TG_ID + 3;
      const login = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }), phone: '998901112233' } });
      expect(login.status).toBe(200);
      expect(login.body.user.phone).toBe('');
    });

    it('logout: the token dies; the variant with init data unlinks Telegram too', async () => {
      const id = TG_ID + 4;
      const first = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect((await call(server(), 'POST', '/webbot/v1/users/logout', { token: first.body.token })).status).toBe(200);
      expect((await call(server(), 'GET', '/users/v1/users/me', { token: first.body.token })).status).toBe(401);
      const second = await call(server(), 'POST', '/webbot/v1/users/token', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect(second.status).toBe(200);
      expect(
        (await call(server(), 'PUT', '/webbot/v1/users/logout', { token: second.body.token, body: { initData: initData(ALPHA_BOT, { id }), language: 'uz' } }))
          .status,
      ).toBe(200);
      expect((await call(server(), 'POST', '/webbot/v1/users/token', { body: { initData: initData(ALPHA_BOT, { id }) } })).status).toBe(404);
    });

    it('the bot basket is kept only for the Telegram user linked to the caller', async () => {
      const id = TG_ID + 5;
      const { body } = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }) } });
      const basket = { cartItems: [{ productId: 101, count: 1 }], merchantId: ALPHA, telegramId: id };
      expect((await call(server(), 'POST', '/webbot/v1/basket', { token: body.token, body: basket })).status).toBe(200);
      expect((await call(server(), 'POST', '/webbot/v1/basket', { token: body.token, body: { ...basket, telegramId: TG_ID + 1 } })).status).toBe(403);
      expect((await call(server(), 'POST', '/webbot/v1/basket', { token: body.token, body: { ...basket, merchantId: BETA } })).status).toBe(403);
    });

    it('the bot token never appears in an answer', async () => {
      const answers = await Promise.all([
        call(server(), 'GET', '/users/v1/merchants/sub/alpha'),
        call(server(), 'GET', '/webbot/v1/setting'),
        call(server(), 'GET', '/support/v1/merchant/settings/web'),
      ]);
      for (const a of answers) expect(JSON.stringify(a.body)).not.toContain('alpha-bot-token');
    });
  },
  { telegram: { botTokens: { alpha: ALPHA_BOT, beta: BETA_BOT } } },
);

describeEachBackend(
  'a merchant that requires a shared phone',
  (server) => {
    it('signs in only after the contact reached the bot', async () => {
      await server().db.query(`update merchants set data = data || '{"isPhoneVerificationRequired": true}' where id = $1`, [ALPHA]);
      server().data.invalidate(ALPHA);
      expect((await call(server(), 'GET', '/webbot/v1/setting')).body).toEqual({ isPhoneVerificationRequired: true });
      const id = TG_ID + 10;
      const refused = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect(refused.status).toBe(409);
      expect(refused.body.problem).toBe('contactRequired');
      await call(server(), 'POST', `/webbot/v1/telegram/${ALPHA}/webhook`, {
        merchant: '',
        body: contactUpdate('998935556677', id, id),
        headers: { 'x-telegram-bot-api-secret-token': server().telegram.webhookSecret(ALPHA) },
      });
      const ok = await call(server(), 'POST', '/webbot/v1/users/login', { body: { initData: initData(ALPHA_BOT, { id }) } });
      expect(ok.status).toBe(200);
      expect(ok.body.user.phone).toBe('998935556677');
    });
  },
  { telegram: { botTokens: { alpha: ALPHA_BOT } } },
);
