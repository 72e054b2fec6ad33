/**
 * The init data's clock (services/telegram.ts): `auth_date` at most `maxAgeSeconds` old and at most
 * AUTH_DATE_MAX_AHEAD_SECONDS ahead of the server's clock, read from the server's own clock; values
 * that are not safe text are refused.
 */
import { sign, signData } from '@tma.js/init-data-node';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';
import { AUTH_DATE_MAX_AHEAD_SECONDS } from './telegram.ts';

const ALPHA = 'alpha-id';
const BOT = '111111:alpha-bot-token-AAAA';
const NOW = new Date('2026-11-23T08:00:00Z');

const initData = (authDate: Date, firstName = 'Dilnoza') =>
  sign({ user: { id: 7_000_000_001, first_name: firstName, language_code: 'uz' }, query_id: 'AAH' } as never, BOT, authDate);

/** Init data as a Telegram client sends it, hashed over Telegram's data-check string; older clients send no `signature`. */
function clientInitData(pairs: readonly [string, string][], token = BOT): string {
  const dataCheck = pairs
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  return new URLSearchParams([...pairs, ['hash', signData(dataCheck, token)]]).toString();
}

const safeText = fc.string({ minLength: 1, maxLength: 24, unit: 'grapheme' }).filter((text) => text.trim().length > 0);
const telegramUser = fc.record(
  {
    id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    first_name: safeText,
    last_name: safeText,
    username: fc.stringMatching(/^[a-z][a-z0-9_]{4,20}$/),
    language_code: fc.constantFrom('uz', 'ru', 'en'),
    is_premium: fc.boolean(),
    allows_write_to_pm: fc.boolean(),
  },
  { requiredKeys: ['id', 'first_name'] },
);

describeEachBackend(
  'Telegram init data and the clock',
  (server) => {
    const check = (data: string) =>
      server()
        .telegram.check(ALPHA, data)
        .then(
          () => 'accepted',
          () => 'refused',
        );

    it('accepts init data from now back to its maximum age, and refuses older', async () => {
      expect(await check(initData(NOW))).toBe('accepted');
      expect(await check(initData(new Date(NOW.getTime() - 3_600_000)))).toBe('accepted');
      expect(await check(initData(new Date(NOW.getTime() - 3_601_000)))).toBe('refused');
    });

    it("refuses an auth_date more than a minute ahead of the server's clock: it would never expire", async () => {
      expect(await check(initData(new Date(NOW.getTime() + AUTH_DATE_MAX_AHEAD_SECONDS * 1000)))).toBe('accepted');
      expect(await check(initData(new Date(NOW.getTime() + (AUTH_DATE_MAX_AHEAD_SECONDS + 1) * 1000)))).toBe('refused');
      expect(await check(initData(new Date(NOW.getTime() + 365 * 86_400_000)))).toBe('refused');
    });

    it('refuses signed values that are not safe text (NUL, a lone surrogate)', async () => {
      expect(await check(initData(NOW, 'Dil\u0000noza'))).toBe('refused');
      expect(await check(initData(NOW, 'Dil\ud800noza'))).toBe('refused');
    });

    it("accepts init data with and without a signature field (older clients send none): the hash is what proves it; a changed value or another bot's hash is refused", async () => {
      const authDate = String(Math.floor(NOW.getTime() / 1000));
      await fc.assert(
        fc.asyncProperty(telegramUser, fc.boolean(), fc.option(fc.string({ maxLength: 12 })), async (user, withSignature, queryId) => {
          const pairs: [string, string][] = [
            ['user', JSON.stringify(user)],
            ['auth_date', authDate],
          ];
          if (queryId !== null) pairs.push(['query_id', queryId]);
          if (withSignature) pairs.push(['signature', 'c2lnbmF0dXJl']);
          const profile = await server().telegram.check(ALPHA, clientInitData(pairs));
          expect(profile.telegramId).toBe(String(user.id));
          expect(profile.firstName).toBe(user.first_name.slice(0, 64));
          expect(profile.username).toBe(user.username ?? null);
          expect(await check(clientInitData(pairs, '222222:another-bot-token-BBBB'))).toBe('refused');
          const tampered = new URLSearchParams(clientInitData(pairs));
          tampered.set('user', JSON.stringify({ ...user, id: user.id === 1 ? 2 : user.id - 1 }));
          expect(await check(tampered.toString())).toBe('refused');
        }),
        { numRuns: 150 },
      );
    });

    it('refuses signed init data whose user is not a Telegram user', async () => {
      const authDate = String(Math.floor(NOW.getTime() / 1000));
      for (const user of ['{"first_name":"A"}', '{"id":"7","first_name":"A"}', '{"id":7}', 'not json', '[1]', '{"id":7.5,"first_name":"A"}']) {
        expect(
          await check(
            clientInitData([
              ['user', user],
              ['auth_date', authDate],
            ]),
          ),
          user,
        ).toBe('refused');
      }
      expect(await check(clientInitData([['auth_date', authDate]]))).toBe('refused');
    });
  },
  { clock: () => NOW, telegram: { botTokens: { alpha: BOT }, initDataMaxAgeSeconds: 3600 } },
);
