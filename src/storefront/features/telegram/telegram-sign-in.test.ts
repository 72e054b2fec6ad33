/**
 * Signing in from Telegram's init data, as the mini app does it, against the real server in
 * process with the merchant's test bot token: a linked user signs in at once; a merchant that
 * requires a phone asks Telegram for the contact, waits for the bot's webhook, then signs in;
 * a contact not sent (or never received) asks again.
 */
import { sign } from '@tma.js/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '#server/app';
import { createApiClient, type ApiClient } from '#storefront/lib/api-client.ts';
import { fetchThrough } from '#storefront/testing/render-storefront.tsx';
import { FIXTURE_PRESETS, FIXTURE_PUBLIC } from '#server/testing/test-server';
import { signInWithTelegram, type ContactSteps } from './telegram-sign-in.ts';

const ALPHA = 'alpha-id';
const BOT = '123456:alpha-test-bot-token';
let server: Server;
let api: ApiClient;
let telegramId = 6_000_000_000;

const initDataOf = (id: number) =>
  sign({ user: { id, first_name: 'Malika', language_code: 'uz' }, query_id: 'AAH', chat_type: 'private', chat_instance: '1' } as never, BOT, new Date());

/** The bot's webhook receiving the user's own contact, as Telegram would post it. */
async function contactReachesBot(id: number, phone: string) {
  const res = await server.app.request(`/webbot/v1/telegram/${ALPHA}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': server.telegram.webhookSecret(ALPHA) },
    body: JSON.stringify({
      update_id: 1,
      message: {
        message_id: 1,
        from: { id, is_bot: false, first_name: 'M' },
        chat: { id, type: 'private' },
        date: 1,
        contact: { phone_number: phone, first_name: 'M', user_id: id },
      },
    }),
  });
  expect(res.status).toBe(200);
}

/** Contact steps that record what the flow asked for; `share` decides what the user does. */
function steps(share: () => Promise<boolean>) {
  const seen: string[] = [];
  const contact: ContactSteps = {
    askContact: async () => {
      seen.push('ask');
      return share();
    },
    onWaiting: () => seen.push('waiting'),
    pause: async () => {
      seen.push('pause');
    },
  };
  return { seen, contact };
}

const requirePhone = async (required: boolean) => {
  await server.db.query(`update merchants set data = data || jsonb_build_object('isPhoneVerificationRequired', $2::boolean) where id = $1`, [ALPHA, required]);
  server.data.invalidate(ALPHA);
};

beforeAll(async () => {
  server = await createServer({
    dataDir: 'memory',
    presetsDir: FIXTURE_PRESETS,
    publicDir: FIXTURE_PUBLIC,
    demoKitchen: false,
    schedulerIntervalMs: null,
    telegram: { botTokens: { alpha: BOT } },
  });
  api = createApiClient({ fetch: fetchThrough((url, init) => server.app.request(url, init)), base: '', merchantId: () => ALPHA, token: () => null });
});
afterAll(async () => {
  await server?.close();
});

describe('signing in from Telegram (issue 9, SPEC 1 and 4)', () => {
  it('without a phone requirement the first visit signs in at once, and the next finds the link', async () => {
    await requirePhone(false);
    const id = ++telegramId;
    const first = steps(async () => true);
    const outcome = await signInWithTelegram(api, initDataOf(id), first.contact);
    expect(outcome).toMatchObject({ kind: 'signed-in', user: { firstName: 'Malika', merchantId: ALPHA } });
    expect(first.seen).toEqual([]);
    const again = await signInWithTelegram(api, initDataOf(id), steps(async () => true).contact);
    expect(again.kind === 'signed-in' && outcome.kind === 'signed-in' && again.user.id === outcome.user.id).toBe(true);
  });

  it("with a phone required: asks for the contact, waits for the bot's webhook, then signs in with that phone", async () => {
    await requirePhone(true);
    const id = ++telegramId;
    let checks = 0;
    const flow = steps(async () => true);
    // The webhook arrives while the app waits (after its second check).
    flow.contact.pause = async () => {
      flow.seen.push('pause');
      if (++checks === 2) await contactReachesBot(id, '+998901234567');
    };
    const outcome = await signInWithTelegram(api, initDataOf(id), flow.contact);
    expect(outcome).toMatchObject({ kind: 'signed-in', user: { phone: '998901234567' } });
    expect(flow.seen).toEqual(['ask', 'waiting', 'pause', 'pause']);
  });

  it('a contact not shared, or never received, is not sent: the app asks again, and then signs in', async () => {
    await requirePhone(true);
    const id = ++telegramId;
    const refused = steps(async () => false);
    expect(await signInWithTelegram(api, initDataOf(id), refused.contact)).toEqual({ kind: 'not-sent' });
    expect(refused.seen).toEqual(['ask']);

    const lost = steps(async () => true);
    expect(await signInWithTelegram(api, initDataOf(id), lost.contact, { checks: 3, intervalMs: 0 })).toEqual({ kind: 'not-sent' });
    expect(lost.seen).toEqual(['ask', 'waiting', 'pause', 'pause', 'pause']);

    const shared = steps(async () => {
      await contactReachesBot(id, '998935550011');
      return true;
    });
    expect(await signInWithTelegram(api, initDataOf(id), shared.contact)).toMatchObject({ kind: 'signed-in', user: { phone: '998935550011' } });
  });

  it('init data the server refuses is a failure with its message, never a sign-in', async () => {
    const forged = initDataOf(++telegramId).replace('Malika', 'Mallory');
    const outcome = await signInWithTelegram(api, forged, steps(async () => true).contact);
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error.status).toBe(401);
  });
});
