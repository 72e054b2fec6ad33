/**
 * The SQL of operator keys (the restaurant's API): stored as their hashes, per merchant. Run
 * inside `db.asMerchant`.
 */
import type { Sql } from './database.ts';

export async function insertOperatorKey(sql: Sql, merchantId: string, keyHash: string, label: string | null): Promise<void> {
  await sql.query('insert into operator_keys (key_hash, merchant_id, label) values ($1, $2, $3)', [keyHash, merchantId, label]);
}

/** The hashes of the merchant's keys that are not revoked (a merchant has a few). */
export async function liveOperatorKeyHashes(sql: Sql, merchantId: string): Promise<string[]> {
  const rows = await sql.query<{ keyHash: string }>('select key_hash as "keyHash" from operator_keys where merchant_id = $1 and revoked_at is null', [
    merchantId,
  ]);
  return rows.map((r) => r.keyHash);
}
