/**
 * A merchant's server secrets (SMS gateway credentials now; bot tokens and payment keys later):
 * sealed with AES-256-GCM under the key of SECRETS_KEY and kept in `merchant_secrets`, a table
 * the application role cannot read. Only this module opens them, through the owner connection.
 *
 * The key: SECRETS_KEY (32 bytes, base64 or hex) when set; the embedded default generates one
 * into its data folder once (`secrets.key`, readable by the owner only); an in-memory database
 * gets a key of its own per process. Several instances on one PostgreSQL must share SECRETS_KEY.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRETS_KEY_BYTES = 32;
const KEY_FILE = 'secrets.key';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version of the sealed format: `v1.` then base64url of iv, tag and ciphertext. */
const SEALED_PREFIX = 'v1.';

/** A key given as 64 hex digits or base64 of 32 bytes; null for anything else. */
export function parseSecretsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    return key.length === SECRETS_KEY_BYTES ? key : null;
  }
  return null;
}

/**
 * The key of SECRETS_KEY, else the data folder's key file (generated on first use), else (an
 * in-memory database) a fresh one.
 */
export function loadSecretsKey(options: { readonly key?: string; readonly dataDir?: string }): Buffer {
  if (options.key) {
    const key = parseSecretsKey(options.key);
    if (!key) throw new Error('SECRETS_KEY: expected 32 bytes as 64 hex digits or base64');
    return key;
  }
  if (!options.dataDir || options.dataDir === 'memory') return randomBytes(SECRETS_KEY_BYTES);
  const file = join(options.dataDir, KEY_FILE);
  if (existsSync(file)) {
    const key = parseSecretsKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file}: not a secrets key (32 bytes, hex or base64)`);
    return key;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(SECRETS_KEY_BYTES);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

export class SecretBox {
  readonly #key: Buffer;
  readonly #codeKey: Buffer;

  constructor(key: Buffer) {
    if (key.length !== SECRETS_KEY_BYTES) throw new Error('a secrets key has 32 bytes');
    this.#key = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'merchant secrets', 32));
    this.#codeKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'sign-in codes', 32));
  }

  /** `value` sealed; the merchant and the name are bound in, so a row moved elsewhere fails to open. */
  seal(merchantId: string, name: string, value: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(`${merchantId}\u0000${name}`));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The value, or null when the sealed text was not made with this key for this merchant and name. */
  open(merchantId: string, name: string, sealed: string): string | null {
    if (!sealed.startsWith(SEALED_PREFIX)) return null;
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(`${merchantId}\u0000${name}`));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A keyed hash of a sign-in code: a stolen table does not give the codes away by lookup. */
  codeHash(parts: readonly string[]): string {
    return createHmac('sha256', this.#codeKey).update(parts.join('\u0000')).digest('base64url');
  }
}

/** Secret names. */
export const SECRET = {
  /** `{ gateway, username, password, sender? }` of the merchant's SMS gateway. */
  sms: 'sms',
  /** The token of the merchant's Telegram bot (init data checks). */
  telegramBot: 'telegram-bot',
} as const;
