/**
 * Telegram's side of sign-in (INTEGRATIONS.md, "Telegram Mini Apps"): init data is signed with
 * the merchant's own bot token (`@tma.js/init-data-node` computes the HMAC-SHA256 keyed by
 * "WebAppData" over Telegram's data-check string), and the hash it carries is compared with that
 * in constant time (secret-compare.ts), so init data of one merchant's bot is refused at every
 * other. `auth_date` must be no older than `maxAgeSeconds` and no more than a minute ahead of the
 * server's clock: a date in the future would otherwise never expire. Keys that appear twice, and
 * values that are not safe text, are refused before the check. The bot token is a sealed merchant
 * secret and never leaves the server.
 */
import { signData } from '@tma.js/init-data-node';
import * as z from 'zod/mini';
import { inputProblem, isSafeText } from '#schemas/wire-text';
import type { Database } from '../db/database.ts';
import { readSecret } from '../db/account-queries.ts';
import type { TelegramProfile } from '../db/telegram-queries.ts';
import { ApiFailure } from '../errors.ts';
import { message } from '../messages.ts';
import { sameSecret } from '../secret-compare.ts';
import { SECRET, type SecretBox } from './secrets.ts';

/** Init data longer than this is no init data. */
const MAX_INIT_DATA = 8192;
/** How far ahead of the server's clock an `auth_date` may be (clocks drift a little). */
export const AUTH_DATE_MAX_AHEAD_SECONDS = 60;
/**
 * The `user` value of init data (Telegram's WebAppUser). Read with a schema of its own: the
 * library's parser requires `signature`, which older Telegram clients do not send; the hash,
 * checked first, is what proves the data.
 */
const webAppUserSchema = z.looseObject({
  id: z.number().check(z.int(), z.positive()),
  first_name: z.string(),
  last_name: z.optional(z.string()),
  username: z.optional(z.string()),
  language_code: z.optional(z.string()),
});

/** A bot token is read from the secrets at most this often per merchant. */
const TOKEN_TTL_MS = 60_000;

export class Telegram {
  readonly #db: Database;
  readonly #box: SecretBox;
  readonly #maxAgeSeconds: number;
  readonly #now: () => Date;
  readonly #tokens = new Map<string, { token: string | null; at: number }>();

  constructor(db: Database, box: SecretBox, options: { maxAgeSeconds: number; now?: () => Date }) {
    this.#db = db;
    this.#box = box;
    this.#maxAgeSeconds = options.maxAgeSeconds;
    this.#now = options.now ?? (() => new Date());
  }

  async #botToken(merchantId: string): Promise<string | null> {
    const cached = this.#tokens.get(merchantId);
    if (cached && Date.now() - cached.at < TOKEN_TTL_MS) return cached.token;
    const token = await readSecret(this.#db, this.#box, merchantId, SECRET.telegramBot);
    this.#tokens.set(merchantId, { token, at: Date.now() });
    return token;
  }

  /** Forgets a cached token (after a merchant's token changed). */
  forget(merchantId: string): void {
    this.#tokens.delete(merchantId);
  }

  /** The Telegram user of init data signed by this merchant's bot; 401 for anything else. */
  async check(merchantId: string, initData: string): Promise<TelegramProfile> {
    const refused = () => new ApiFailure('UNAUTHORIZED', { description: message('initDataRefused') });
    if (typeof initData !== 'string' || initData.length === 0 || initData.length > MAX_INIT_DATA) throw refused();
    const params = new URLSearchParams(initData);
    const pairs = [...params];
    if (new Set(pairs.map(([key]) => key)).size !== pairs.length) throw refused();
    if (!pairs.every(([key, value]) => isSafeText(key) && isSafeText(value))) throw refused();
    const authDate = Number(params.get('auth_date'));
    const nowSeconds = this.#now().getTime() / 1000;
    if (!Number.isSafeInteger(authDate) || authDate <= 0) throw refused();
    if (authDate > nowSeconds + AUTH_DATE_MAX_AHEAD_SECONDS || authDate < nowSeconds - this.#maxAgeSeconds) throw refused();
    const token = await this.#botToken(merchantId);
    if (!token) throw refused();
    // Telegram's data-check string: every pair but the hash, as key=value, sorted, one per line.
    const dataCheck = pairs
      .filter(([key]) => key !== 'hash')
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('\n');
    if (!sameSecret(signData(dataCheck, token), params.get('hash'))) throw refused();
    let user;
    try {
      user = webAppUserSchema.parse(JSON.parse(params.get('user') ?? ''));
    } catch {
      throw refused();
    }
    // The user is JSON inside a value: its own strings pass the same rule.
    if (inputProblem(user)) throw refused();
    return {
      telegramId: String(user.id),
      firstName: user.first_name.slice(0, 64) || null,
      lastName: user.last_name?.slice(0, 64) ?? null,
      username: user.username?.slice(0, 64) ?? null,
      language: user.language_code?.slice(0, 8) ?? null,
    };
  }

  /** The secret_token this server expects on its webhook for a merchant's bot (give it to setWebhook). */
  webhookSecret(merchantId: string): string {
    return this.#box.codeHash(['telegram-webhook', merchantId]);
  }

  /** Whether a webhook request carries this merchant's secret, compared in constant time. */
  webhookAllowed(merchantId: string, header: string | undefined): boolean {
    return sameSecret(this.webhookSecret(merchantId), header);
  }
}
