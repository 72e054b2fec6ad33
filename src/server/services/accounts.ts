/**
 * Sign-in by SMS code, tokens and the shopper's account (DESIGN "Accounts and sessions",
 * "Security by design"):
 * - codes: 6 digits from crypto.randomInt, kept as a keyed hash, single use, valid
 *   `codeTtlSeconds`, at most `maxFailures` wrong tries per code (then that code is burnt; a new
 *   one may be asked for), a resend cooldown, a cap per phone per hour and per client address per
 *   hour; all of it rows, so the limits hold across instances. A phone's guesses in an hour are at
 *   most `codesPerPhoneHour` x `maxFailures` (decision 006). The answer never says whether the
 *   phone has an account.
 * - tokens: 256 random bits, only their SHA-256 stored, bound to merchant and user, expiring
 *   `tokenTtlSeconds` after their last use, revoked by logout and account deletion.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Language } from '#schemas/common';
import type { CodeSent } from '#schemas/account-endpoints';
import type { User } from '#schemas/entities';
import { normalizePhone } from '#domain/phone';
import type { Database } from '../db/database.ts';
import * as aq from '../db/account-queries.ts';
import { ApiFailure } from '../errors.ts';
import { MESSAGES, message } from '../messages.ts';
import { sameSecret } from '../secret-compare.ts';
import type { SecretBox } from './secrets.ts';
import type { SmsSender } from './sms.ts';

export interface AccountSettings {
  /** How long a code is valid (default 5 minutes). */
  readonly codeTtlSeconds: number;
  /** How long before another code may be sent to the same phone. */
  readonly resendSeconds: number;
  /** Wrong tries a code allows; then it is burnt. */
  readonly maxFailures: number;
  /** Codes per phone per hour. */
  readonly codesPerPhoneHour: number;
  /** Codes per client address per hour, at every merchant together. */
  readonly codesPerAddressHour: number;
  /** A token lives this long after its last use. */
  readonly tokenTtlSeconds: number;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  codeTtlSeconds: 300,
  resendSeconds: 60,
  maxFailures: 5,
  codesPerPhoneHour: 5,
  codesPerAddressHour: 30,
  tokenTtlSeconds: 30 * 86_400,
};

/** A token's expiry is pushed out at most once in this long. */
const TOKEN_RENEW_AFTER_SECONDS = 3600;
const HOUR = 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The wire form of a shopper (SPEC 3, User). */
export function userOf(row: aq.UserRow): User {
  return {
    id: row.id,
    merchantId: row.merchantId,
    phone: row.phone ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    image: row.image,
    birthday: row.birthday,
    gender: row.gender,
    role: 'CLIENT',
    cashback: row.cashback,
    isActive: true,
    createdDate: row.createdAt,
    lastModifiedDate: row.updatedAt,
  };
}

export function phoneOrFail(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new ApiFailure('INVALID_PHONE', { fields: [{ path: '$.body.phone', message: 'expected an Uzbek mobile number +998 (XX) XXX-XX-XX' }] });
  return phone;
}

const tooMany = (seconds: number) => new ApiFailure('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });

export interface SendCodeRequest {
  readonly merchantId: string;
  readonly phone: string;
  readonly purpose: aq.CodePurpose;
  /** PHONE_CHANGE: the shopper whose phone changes. */
  readonly userId?: string;
  readonly clientAddress: string | null;
  /** The SMS text for a code (the merchant's template with the code put in). */
  readonly text: (code: string) => string | Promise<string>;
  /**
   * False: the code is kept (cooldown and caps are spent the same) but no message goes, and the
   * answer is the same: a staff sign-in to a phone that is no member's must not say so, nor send.
   */
  readonly deliver?: boolean;
}

export class Accounts {
  readonly #db: Database;
  readonly #box: SecretBox;
  readonly #sms: SmsSender;
  readonly settings: AccountSettings;

  constructor(db: Database, box: SecretBox, sms: SmsSender, settings: AccountSettings = DEFAULT_ACCOUNT_SETTINGS) {
    this.#db = db;
    this.#box = box;
    this.#sms = sms;
    this.settings = settings;
  }

  #codeHash(merchantId: string, phone: string, purpose: aq.CodePurpose, code: string) {
    return this.#box.codeHash([merchantId, phone, purpose, code]);
  }

  /**
   * Sends a code to a normalised phone, or refuses with TOO_MANY_REQUESTS (and when to try
   * again). The code's row is written before the message goes and removed if the gateway does
   * not take it, so a failed send spends neither the cooldown nor the hourly cap.
   */
  async sendCode(request: SendCodeRequest): Promise<CodeSent> {
    const { merchantId, phone, purpose } = request;
    const s = this.settings;
    if (request.clientAddress) {
      const from = await aq.codesFromAddress(this.#db, request.clientAddress);
      if (from.count >= s.codesPerAddressHour) throw tooMany(HOUR - (from.oldestAgeSeconds ?? 0));
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await this.#db.asMerchant(merchantId, async (tx) => {
      await aq.lockPhone(tx, merchantId, phone);
      const window = await aq.codeWindow(tx, merchantId, phone, purpose);
      if (window.lastAgeSeconds !== null && window.lastAgeSeconds < s.resendSeconds) throw tooMany(s.resendSeconds - window.lastAgeSeconds);
      if (window.sentInHour >= s.codesPerPhoneHour) throw tooMany(HOUR - (window.oldestAgeSeconds ?? 0));
      return aq.insertCode(tx, {
        merchantId,
        phone,
        purpose,
        userId: request.userId ?? null,
        codeHash: this.#codeHash(merchantId, phone, purpose, code),
        clientAddress: request.clientAddress,
        ttlSeconds: s.codeTtlSeconds,
      });
    });
    if (request.deliver === false) return { ttlSeconds: s.codeTtlSeconds, resendSeconds: s.resendSeconds };
    try {
      await this.#sms.send(merchantId, phone, await request.text(code));
    } catch (error) {
      await this.#db.asMerchant(merchantId, (tx) => aq.deleteCode(tx, merchantId, id));
      throw error;
    }
    return { ttlSeconds: s.codeTtlSeconds, resendSeconds: s.resendSeconds };
  }

  /**
   * Checks a code against the newest one sent to the phone for this purpose; true spends it.
   * A wrong try is counted (and committed) before the answer; a code past its tries, expired,
   * used or of another merchant is never right.
   */
  async #checkCode(
    tx: Parameters<Parameters<Database['asMerchant']>[1]>[0],
    merchantId: string,
    phone: string,
    purpose: aq.CodePurpose,
    code: string,
    userId?: string,
  ): Promise<boolean> {
    await aq.lockPhone(tx, merchantId, phone);
    const live = await aq.newestCode(tx, merchantId, phone, purpose);
    if (!live) return false;
    if (live.expired || live.failures >= this.settings.maxFailures || (userId !== undefined && live.userId !== userId)) {
      if (!live.expired && live.failures < this.settings.maxFailures) await aq.countFailure(tx, merchantId, live.id);
      return false;
    }
    if (!sameSecret(live.codeHash, this.#codeHash(merchantId, phone, purpose, /^\d{6}$/.test(code) ? code : 'x'))) {
      await aq.countFailure(tx, merchantId, live.id);
      return false;
    }
    await aq.useCodes(tx, merchantId, phone, purpose);
    return true;
  }

  /** Checks a code inside the caller's transaction (a sign-in of another kind: the studio's staff); true spends it. */
  checkCodeIn(
    tx: Parameters<Parameters<Database['asMerchant']>[1]>[0],
    merchantId: string,
    phone: string,
    purpose: aq.CodePurpose,
    code: string,
  ): Promise<boolean> {
    return this.#checkCode(tx, merchantId, phone, purpose, code);
  }

  /** Signs in with a code: the shopper of this phone at this merchant (created when new) and a token. */
  async verify(merchantId: string, phone: string, code: string): Promise<{ token: string; user: User }> {
    const token = randomBytes(32).toString('base64url');
    const result = await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await this.#checkCode(tx, merchantId, phone, 'SIGN_IN', code))) return null;
      const row = (await aq.userByPhone(tx, merchantId, phone)) ?? (await aq.insertUser(tx, merchantId, randomUUID(), phone));
      await aq.insertToken(tx, merchantId, row.id, hashToken(token), this.settings.tokenTtlSeconds);
      return userOf(row);
    });
    // Thrown after the transaction: the counted failure stays.
    if (!result) throw new ApiFailure('WRONG_CODE');
    return { token, user: result };
  }

  /** A new token for a shopper already known to be who they are (Telegram's init data). */
  async issueToken(merchantId: string, userId: string): Promise<{ token: string; user: User }> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.#db.asMerchant(merchantId, async (tx) => {
      const user = await aq.userById(tx, merchantId, userId);
      if (user) await aq.insertToken(tx, merchantId, user.id, hashToken(token), this.settings.tokenTtlSeconds);
      return user;
    });
    if (!row) throw new ApiFailure('UNAUTHORIZED');
    return { token, user: userOf(row) };
  }

  /** The shopper of a bearer token at this merchant; null for a token that is unknown here, expired or revoked. */
  async authenticate(merchantId: string, token: string): Promise<User | null> {
    if (token.length < 20 || token.length > 100) return null;
    const row = await this.#db.asMerchant(merchantId, (tx) =>
      aq.userOfToken(tx, merchantId, hashToken(token), this.settings.tokenTtlSeconds, TOKEN_RENEW_AFTER_SECONDS),
    );
    return row ? userOf(row) : null;
  }

  async logout(merchantId: string, token: string): Promise<void> {
    await this.#db.asMerchant(merchantId, (tx) => aq.revokeToken(tx, merchantId, hashToken(token)));
  }

  async updateProfile(merchantId: string, userId: string, change: aq.ProfileChange): Promise<User> {
    const row = await this.#db.asMerchant(merchantId, (tx) => aq.updateProfile(tx, merchantId, userId, change));
    if (!row) throw new ApiFailure('UNAUTHORIZED');
    return userOf(row);
  }

  /** Whether another shopper of this merchant has the phone (a phone change to it is refused). */
  async phoneTaken(merchantId: string, phone: string, userId: string): Promise<boolean> {
    const row = await this.#db.asMerchant(merchantId, (tx) => aq.userByPhone(tx, merchantId, phone));
    return row !== null && row.id !== userId;
  }

  /** Confirms a phone change with the code sent to the new number. */
  async changePhone(merchantId: string, userId: string, phone: string, code: string): Promise<User> {
    const result = await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await this.#checkCode(tx, merchantId, phone, 'PHONE_CHANGE', code, userId))) return 'wrong' as const;
      const other = await aq.userByPhone(tx, merchantId, phone);
      if (other && other.id !== userId) return 'taken' as const;
      return aq.setPhone(tx, merchantId, userId, phone);
    });
    if (result === 'wrong') throw new ApiFailure('WRONG_CODE');
    if (result === 'taken') throw phoneInUse();
    if (!result) throw new ApiFailure('UNAUTHORIZED');
    return userOf(result);
  }

  async deleteAccount(merchantId: string, userId: string): Promise<void> {
    await this.#db.asMerchant(merchantId, (tx) => aq.eraseUser(tx, merchantId, userId));
  }

  /** The development SMS outbox of one phone, newest first (what outbox mode sent instead of a gateway). */
  outbox(merchantId: string, phone: string): Promise<{ phone: string; text: string; sentAt: string }[]> {
    return this.#db.asMerchant(merchantId, (tx) => aq.outboxOf(tx, merchantId, phone));
  }
}

export const phoneInUse = () => new ApiFailure('CONFLICT', { description: message('phoneInUse') });

/**
 * The SMS text: the merchant's template (`smsContent`, `{code}` where the code goes, appended
 * when the template has no place for it) or the default of the language.
 */
export function smsText(template: string | null | undefined, language: Language, brand: string, code: string): string {
  const base = template?.trim() ? template.trim() : MESSAGES.smsCode[language];
  const withCode = base.includes('{code}') ? base : `${base} {code}`;
  return withCode.replaceAll('{brand}', brand).replaceAll('{code}', code);
}
