/**
 * The init data's clock (services/telegram.ts): `auth_date` at most `maxAgeSeconds` old and at most
 * AUTH_DATE_MAX_AHEAD_SECONDS ahead of the server's clock, read from the server's own clock; values
 * that are not safe text are refused.
 */
import { sign } from '@tma.js/init-data-node';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';
import { AUTH_DATE_MAX_AHEAD_SECONDS } from './telegram.ts';

const ALPHA = 'alpha-id';
const BOT = '111111:alpha-bot-token-AAAA';
const NOW = new Date('2026-11-23T08:00:00Z');

const initData = (authDate: Date, firstName = 'Dilnoza') =>
  sign({ user: { id: 7_000_000_001, first_name: firstName, language_code: 'uz' }, query_id: 'AAH' } as never, BOT, authDate);

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
  },
  { clock: () => NOW, telegram: { botTokens: { alpha: BOT }, initDataMaxAgeSeconds: 3600 } },
);
