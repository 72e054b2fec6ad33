/**
 * Keys of the operator API (the restaurant's side): one or more per merchant, made by
 * `npm run operator:key -- SUB`, printed once and kept only as their SHA-256. A key is checked
 * under the request's merchant (row-level security too), so a key of one merchant opens nothing
 * at another.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { insertOperatorKey, liveOperatorKeyHashes } from '../db/operator-key-queries.ts';
import { sameSecret } from '../secret-compare.ts';
import { hashSecret } from './order-life.ts';

/** Operator keys start with this, so one found in a log or a file says what it is. */
export const OPERATOR_KEY_PREFIX = 'sfop_';
const KEY_SHAPE = /^sfop_[A-Za-z0-9_-]{43}$/;

export class OperatorKeys {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** A new key of the merchant: answered once, stored hashed. */
  async create(merchantId: string, label: string | null = null): Promise<string> {
    const key = `${OPERATOR_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.#db.asMerchant(merchantId, (tx) => insertOperatorKey(tx, merchantId, hashSecret(key), label));
    return key;
  }

  async valid(merchantId: string, key: string): Promise<boolean> {
    if (!KEY_SHAPE.test(key)) return false;
    const given = hashSecret(key);
    const live = await this.#db.asMerchant(merchantId, (tx) => liveOperatorKeyHashes(tx, merchantId));
    // Every live key is compared, found or not, each in constant time.
    return live.reduce((found, hash) => sameSecret(hash, given) || found, false);
  }
}
