/**
 * The SQL of accounts: shoppers, sign-in codes, tokens, the SMS outbox and sealed merchant
 * secrets. Shopper rows are read and written in a transaction of `db.asMerchant` (row-level
 * security applies) and filtered by merchant id as well; secrets and the per-address count go
 * through the owner connection, which alone can see them.
 */
import type { AddressInput } from '#schemas/account-endpoints';
import type { Address } from '#schemas/order-entities';
import type { Row, Sql } from './database.ts';
import type { SecretBox } from '../services/secrets.ts';

// ---- shoppers ----------------------------------------------------------------------------

export interface UserRow extends Row {
  readonly id: string;
  readonly merchantId: string;
  readonly phone: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly birthday: string | null;
  readonly gender: 'MALE' | 'FEMALE' | null;
  readonly image: string | null;
  readonly cashback: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

const USER_COLUMNS = `id, merchant_id as "merchantId", phone, first_name as "firstName", last_name as "lastName", email,
  to_char(birthday, 'YYYY-MM-DD') as birthday, gender, image, cashback,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

export async function userById(sql: Sql, merchantId: string, id: string): Promise<UserRow | null> {
  const rows = await sql.query<UserRow>(`select ${USER_COLUMNS} from users where merchant_id = $1 and id = $2 and deleted_at is null`, [merchantId, id]);
  return rows[0] ?? null;
}

export async function userByPhone(sql: Sql, merchantId: string, phone: string): Promise<UserRow | null> {
  const rows = await sql.query<UserRow>(`select ${USER_COLUMNS} from users where merchant_id = $1 and phone = $2 and deleted_at is null`, [merchantId, phone]);
  return rows[0] ?? null;
}

/** A new shopper; `phone` null for one who signed in through Telegram without sharing it. */
export async function insertUser(
  sql: Sql,
  merchantId: string,
  id: string,
  phone: string | null,
  names: { firstName?: string | null; lastName?: string | null } = {},
): Promise<UserRow> {
  const rows = await sql.query<UserRow>(
    `insert into users (merchant_id, id, phone, first_name, last_name) values ($1, $2, $3, $4, $5) returning ${USER_COLUMNS}`,
    [merchantId, id, phone, names.firstName ?? null, names.lastName ?? null],
  );
  return rows[0]!;
}

export interface ProfileChange {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly birthday?: string | null;
  readonly gender?: 'MALE' | 'FEMALE' | null;
}

/** Sets the fields given (undefined leaves a field as it is). */
export async function updateProfile(sql: Sql, merchantId: string, id: string, change: ProfileChange): Promise<UserRow | null> {
  const columns = { firstName: 'first_name', lastName: 'last_name', email: 'email', birthday: 'birthday', gender: 'gender' } as const;
  const sets: string[] = [];
  const params: unknown[] = [merchantId, id];
  for (const [key, column] of Object.entries(columns)) {
    const value = change[key as keyof ProfileChange];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}${column === 'birthday' ? '::date' : ''}`);
  }
  sets.push('updated_at = now()');
  const rows = await sql.query<UserRow>(
    `update users set ${sets.join(', ')} where merchant_id = $1 and id = $2 and deleted_at is null returning ${USER_COLUMNS}`,
    params,
  );
  return rows[0] ?? null;
}

export async function setPhone(sql: Sql, merchantId: string, id: string, phone: string): Promise<UserRow | null> {
  const rows = await sql.query<UserRow>(
    `update users set phone = $3, updated_at = now() where merchant_id = $1 and id = $2 and deleted_at is null returning ${USER_COLUMNS}`,
    [merchantId, id, phone],
  );
  return rows[0] ?? null;
}

/**
 * Deletes the person from the account: personal data and saved addresses gone, every token
 * revoked, codes of the phone dropped. The row stays, so what points at it (orders later) keeps its totals.
 */
export async function eraseUser(sql: Sql, merchantId: string, id: string): Promise<void> {
  const rows = await sql.query<{ phone: string | null }>(
    `update users u set phone = null, first_name = null, last_name = null, email = null, birthday = null, gender = null,
       image = null, deleted_at = now(), updated_at = now()
     from (select phone from users where merchant_id = $1 and id = $2) old
     where u.merchant_id = $1 and u.id = $2 and u.deleted_at is null
     returning old.phone`,
    [merchantId, id],
  );
  await sql.query('update auth_tokens set revoked_at = now() where merchant_id = $1 and user_id = $2 and revoked_at is null', [merchantId, id]);
  await sql.query('delete from addresses where merchant_id = $1 and user_id = $2', [merchantId, id]);
  const phone = rows[0]?.phone;
  if (phone) await sql.query('delete from sign_in_codes where merchant_id = $1 and phone = $2', [merchantId, phone]);
  await sql.query('delete from sign_in_codes where merchant_id = $1 and user_id = $2', [merchantId, id]);
}

// ---- sign-in codes -----------------------------------------------------------------------

export type CodePurpose = 'SIGN_IN' | 'PHONE_CHANGE' | 'STAFF_SIGN_IN';

/** Serialises sign-in work on one phone of one merchant until the transaction ends. */
export async function lockPhone(sql: Sql, merchantId: string, phone: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`sign-in:${merchantId}:${phone}`]);
}

export interface CodeWindow {
  /** Seconds since the newest code of this phone and purpose was sent (null: none in the hour). */
  readonly lastAgeSeconds: number | null;
  /** Codes sent to this phone (any purpose) in the last hour, and the age of the oldest of them. */
  readonly sentInHour: number;
  readonly oldestAgeSeconds: number | null;
}

export async function codeWindow(sql: Sql, merchantId: string, phone: string, purpose: CodePurpose): Promise<CodeWindow> {
  const rows = await sql.query<{ last: number | null; sent: number; oldest: number | null }>(
    `select
       (select extract(epoch from now() - max(created_at))::float8 from sign_in_codes
         where merchant_id = $1 and phone = $2 and purpose = $3 and created_at > now() - interval '1 hour') as last,
       (select count(*)::int from sign_in_codes where merchant_id = $1 and phone = $2 and created_at > now() - interval '1 hour') as sent,
       (select extract(epoch from now() - min(created_at))::float8 from sign_in_codes
         where merchant_id = $1 and phone = $2 and created_at > now() - interval '1 hour') as oldest`,
    [merchantId, phone, purpose],
  );
  const row = rows[0]!;
  return { lastAgeSeconds: row.last, sentInHour: row.sent, oldestAgeSeconds: row.oldest };
}

/** Codes sent for one client address in the last hour, at every merchant (owner connection). */
export async function codesFromAddress(sql: Sql, address: string): Promise<{ count: number; oldestAgeSeconds: number | null }> {
  const rows = await sql.query<{ count: number; oldest: number | null }>(
    `select count(*)::int as count, extract(epoch from now() - min(created_at))::float8 as oldest
       from sign_in_codes where client_address = $1 and created_at > now() - interval '1 hour'`,
    [address],
  );
  return { count: rows[0]!.count, oldestAgeSeconds: rows[0]!.oldest };
}

export interface NewCode {
  readonly merchantId: string;
  readonly phone: string;
  readonly purpose: CodePurpose;
  readonly userId: string | null;
  readonly codeHash: string;
  readonly clientAddress: string | null;
  readonly ttlSeconds: number;
}

export async function insertCode(sql: Sql, code: NewCode): Promise<string> {
  const rows = await sql.query<{ id: string }>(
    `insert into sign_in_codes (merchant_id, phone, purpose, user_id, code_hash, client_address, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) returning id::text`,
    [code.merchantId, code.phone, code.purpose, code.userId, code.codeHash, code.clientAddress, code.ttlSeconds],
  );
  return rows[0]!.id;
}

/** A code that could not be sent: as if it never was (its cooldown is not spent). */
export async function deleteCode(sql: Sql, merchantId: string, id: string): Promise<void> {
  await sql.query('delete from sign_in_codes where merchant_id = $1 and id = $2::bigint', [merchantId, id]);
}

export interface LiveCode extends Row {
  readonly id: string;
  readonly codeHash: string;
  readonly failures: number;
  readonly userId: string | null;
  readonly expired: boolean;
}

/** The newest unused code of the phone and purpose in the last hour (expired or not). */
export async function newestCode(sql: Sql, merchantId: string, phone: string, purpose: CodePurpose): Promise<LiveCode | null> {
  const rows = await sql.query<LiveCode>(
    `select id::text, code_hash as "codeHash", failures, user_id as "userId", expires_at <= now() as expired
       from sign_in_codes
      where merchant_id = $1 and phone = $2 and purpose = $3 and used_at is null and created_at > now() - interval '1 hour'
      order by created_at desc, id desc limit 1`,
    [merchantId, phone, purpose],
  );
  return rows[0] ?? null;
}

export async function countFailure(sql: Sql, merchantId: string, id: string): Promise<void> {
  await sql.query('update sign_in_codes set failures = failures + 1 where merchant_id = $1 and id = $2::bigint', [merchantId, id]);
}

/** The code is spent, with every other unused code of the phone and purpose. */
export async function useCodes(sql: Sql, merchantId: string, phone: string, purpose: CodePurpose): Promise<void> {
  await sql.query('update sign_in_codes set used_at = now() where merchant_id = $1 and phone = $2 and purpose = $3 and used_at is null', [
    merchantId,
    phone,
    purpose,
  ]);
}

// ---- tokens ------------------------------------------------------------------------------

export async function insertToken(sql: Sql, merchantId: string, userId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
  await sql.query(`insert into auth_tokens (token_hash, merchant_id, user_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`, [
    tokenHash,
    merchantId,
    userId,
    ttlSeconds,
  ]);
}

/**
 * The user of a live token of this merchant, its expiry pushed out when it was last renewed
 * more than `renewAfterSeconds` ago (so a busy shopper does not write on every call).
 */
export async function userOfToken(sql: Sql, merchantId: string, tokenHash: string, ttlSeconds: number, renewAfterSeconds: number): Promise<UserRow | null> {
  const tokens = await sql.query<{ userId: string; stale: boolean }>(
    `select user_id as "userId", last_used_at < now() - make_interval(secs => $3) as stale from auth_tokens
      where token_hash = $1 and merchant_id = $2 and revoked_at is null and expires_at > now()`,
    [tokenHash, merchantId, renewAfterSeconds],
  );
  const token = tokens[0];
  if (!token) return null;
  if (token.stale) {
    await sql.query(
      `update auth_tokens set last_used_at = now(), expires_at = now() + make_interval(secs => $3)
        where token_hash = $1 and merchant_id = $2`,
      [tokenHash, merchantId, ttlSeconds],
    );
  }
  return userById(sql, merchantId, token.userId);
}

export async function revokeToken(sql: Sql, merchantId: string, tokenHash: string): Promise<void> {
  await sql.query('update auth_tokens set revoked_at = now() where token_hash = $1 and merchant_id = $2 and revoked_at is null', [tokenHash, merchantId]);
}

// ---- SMS outbox --------------------------------------------------------------------------

export async function insertOutbox(sql: Sql, merchantId: string, phone: string, text: string): Promise<void> {
  await sql.query('insert into sms_outbox (merchant_id, phone, text) values ($1, $2, $3)', [merchantId, phone, text]);
}

export async function outboxOf(sql: Sql, merchantId: string, phone: string): Promise<{ phone: string; text: string; sentAt: string }[]> {
  return sql.query(
    `select phone, text, to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt"
       from sms_outbox where merchant_id = $1 and phone = $2 order by id desc limit 50`,
    [merchantId, phone],
  );
}

// ---- merchant secrets (owner connection only) --------------------------------------------

/** Writes (or with null removes) one secret, in the caller's owner transaction. */
export async function writeSecret(sql: Sql, box: SecretBox, merchantId: string, name: string, value: string | null): Promise<void> {
  if (value === null) {
    await sql.query('delete from merchant_secrets where merchant_id = $1 and name = $2', [merchantId, name]);
    return;
  }
  await sql.query(
    `insert into merchant_secrets (merchant_id, name, sealed) values ($1, $2, $3)
     on conflict (merchant_id, name) do update set sealed = excluded.sealed, updated_at = now()`,
    [merchantId, name, box.seal(merchantId, name, value)],
  );
}

/** One secret opened, or null (none, or sealed with another key). */
export async function readSecret(sql: Sql, box: SecretBox, merchantId: string, name: string): Promise<string | null> {
  const rows = await sql.query<{ sealed: string }>('select sealed from merchant_secrets where merchant_id = $1 and name = $2', [merchantId, name]);
  const sealed = rows[0]?.sealed;
  return sealed === undefined ? null : box.open(merchantId, name, sealed);
}

/** Whether any merchant has a secret of this name (SMS_MODE's default). */
export async function anySecret(sql: Sql, name: string): Promise<boolean> {
  return (await sql.query('select 1 from merchant_secrets where name = $1 limit 1', [name])).length > 0;
}

// ---- saved addresses ---------------------------------------------------------------------

const ADDRESS_DATA = `data || jsonb_build_object('id', id,
  'createdDate', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  'lastModifiedDate', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as data`;

export async function addressesOf(sql: Sql, merchantId: string, userId: string): Promise<Address[]> {
  const rows = await sql.query<{ data: Address }>(
    `select ${ADDRESS_DATA} from addresses where merchant_id = $1 and user_id = $2 order by created_at desc, id`,
    [merchantId, userId],
  );
  return rows.map((r) => r.data);
}

/** Saves an address unless the shopper already keeps `limit`; null when full. */
export async function insertAddress(sql: Sql, merchantId: string, userId: string, id: string, address: AddressInput, limit: number): Promise<Address | null> {
  const rows = await sql.query<{ data: Address }>(
    `insert into addresses (merchant_id, id, user_id, data)
     select $1, $2, $3, $4 where (select count(*) from addresses where merchant_id = $1 and user_id = $3) < $5
     returning ${ADDRESS_DATA}`,
    [merchantId, id, userId, JSON.stringify(address), limit],
  );
  return rows[0]?.data ?? null;
}

/** Replaces one of the shopper's own addresses; null when they have none of that id. */
export async function updateAddress(sql: Sql, merchantId: string, userId: string, id: string, address: AddressInput): Promise<Address | null> {
  const rows = await sql.query<{ data: Address }>(
    `update addresses set data = $4, updated_at = now() where merchant_id = $1 and user_id = $2 and id = $3
     returning ${ADDRESS_DATA}`,
    [merchantId, userId, id, JSON.stringify(address)],
  );
  return rows[0]?.data ?? null;
}

export async function deleteAddress(sql: Sql, merchantId: string, userId: string, id: string): Promise<boolean> {
  const rows = await sql.query('delete from addresses where merchant_id = $1 and user_id = $2 and id = $3 returning id', [merchantId, userId, id]);
  return rows.length > 0;
}
