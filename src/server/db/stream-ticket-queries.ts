/**
 * The SQL of stream tickets: a short-lived ticket that opens a shopper's event streams while
 * their sign-in is live, and the check an open stream repeats. Run inside `db.asMerchant`.
 */
import type { Sql } from './database.ts';

export async function insertStreamTicket(
  sql: Sql,
  ticket: { hash: string; merchantId: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await sql.query('insert into stream_tickets (ticket_hash, merchant_id, user_id, token_hash, expires_at) values ($1, $2, $3, $4, $5)', [
    ticket.hash,
    ticket.merchantId,
    ticket.userId,
    ticket.tokenHash,
    ticket.expiresAt,
  ]);
}

/** The shopper and sign-in of a ticket that has not expired and whose sign-in is live. */
export async function streamTicket(sql: Sql, merchantId: string, hash: string, now: Date): Promise<{ userId: string; tokenHash: string } | null> {
  const rows = await sql.query<{ userId: string; tokenHash: string }>(
    `select s.user_id as "userId", s.token_hash as "tokenHash" from stream_tickets s
       join auth_tokens t on t.token_hash = s.token_hash and t.merchant_id = s.merchant_id
       join users u on u.merchant_id = s.merchant_id and u.id = s.user_id
      where s.merchant_id = $1 and s.ticket_hash = $2 and s.expires_at > $3
        and t.revoked_at is null and t.expires_at > now() and u.deleted_at is null`,
    [merchantId, hash, now],
  );
  return rows[0] ?? null;
}

/** Whether a sign-in is still live (an open stream checks now and then). */
export async function tokenLive(sql: Sql, merchantId: string, tokenHash: string): Promise<boolean> {
  const rows = await sql.query('select 1 from auth_tokens where merchant_id = $1 and token_hash = $2 and revoked_at is null and expires_at > now()', [
    merchantId,
    tokenHash,
  ]);
  return rows.length > 0;
}
