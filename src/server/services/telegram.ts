/**
 * Telegram's side of sign-in (INTEGRATIONS.md, "Telegram Mini Apps"): init data is checked with
 * `@tma.js/init-data-node` against the merchant's own bot token (HMAC-SHA256 keyed by
 * "WebAppData", constant-time compare, `auth_date` no older than `maxAgeSeconds`), so init data
 * of one merchant's bot is refused at every other. Keys that appear twice are refused before
 * the check. The bot token is a sealed merchant secret and never leaves the server.
 */
import { timingSafeEqual } from 'node:crypto';
import { parse, validate } from '@tma.js/init-data-node';
import type { Database } from '../db/database.ts';
import { readSecret } from '../db/account-queries.ts';
import type { TelegramProfile } from '../db/telegram-queries.ts';
import { ApiFailure } from '../errors.ts';
import { SECRET, type SecretBox } from './secrets.ts';

/** Init data longer than this is no init data. */
const MAX_INIT_DATA = 8192;
/** A bot token is read from the secrets at most this often per merchant. */
const TOKEN_TTL_MS = 60_000;

export const INIT_DATA_REFUSED = {
  uz: "Telegram ma'lumotlari tasdiqlanmadi. Ilovani bot orqali qayta oching",
  ru: 'Данные Telegram не подтверждены. Откройте приложение из бота заново',
  eng: 'Telegram could not be verified. Open the app from the bot again',
} as const;

export class Telegram {
  readonly #db: Database;
  readonly #box: SecretBox;
  readonly #maxAgeSeconds: number;
  readonly #tokens = new Map<string, { token: string | null; at: number }>();

  constructor(db: Database, box: SecretBox, options: { maxAgeSeconds: number }) {
    this.#db = db;
    this.#box = box;
    this.#maxAgeSeconds = options.maxAgeSeconds;
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
    const refused = () => new ApiFailure('UNAUTHORIZED', { description: INIT_DATA_REFUSED });
    if (typeof initData !== 'string' || initData.length === 0 || initData.length > MAX_INIT_DATA) throw refused();
    const params = new URLSearchParams(initData);
    const keys = [...params.keys()];
    if (new Set(keys).size !== keys.length) throw refused();
    const token = await this.#botToken(merchantId);
    if (!token) throw refused();
    try {
      validate(params, token, { expiresIn: this.#maxAgeSeconds });
    } catch {
      throw refused();
    }
    let user;
    try {
      user = parse(params).user;
    } catch {
      throw refused();
    }
    if (!user) throw refused();
    return {
      telegramId: String(user.id),
      firstName: user.first_name?.slice(0, 64) ?? null,
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
    if (!header) return false;
    const expected = Buffer.from(this.webhookSecret(merchantId));
    const given = Buffer.from(header);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
