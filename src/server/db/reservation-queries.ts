/** The SQL of table reservations. Run inside `db.asMerchant`. */
import type { HeldTable } from '#domain/reservation';
import type { Row, Sql } from './database.ts';

export type ReservationStatus = 'NOT_ACCEPTED' | 'ACCEPTED' | 'REJECTED' | 'CANCELED';

export interface ReservationRow extends Row {
  readonly id: string;
  readonly userId: string;
  readonly branchId: string;
  readonly startsAt: string;
  readonly guests: number;
  readonly comment: string | null;
  readonly status: ReservationStatus;
  readonly createdDate: string;
  /** The shopper's name and phone (the restaurant's view). */
  readonly firstName: string | null;
  readonly phone: string | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `r.id, r.user_id as "userId", r.branch_id as "branchId", ${iso('r.starts_at')} as "startsAt", r.guests, r.comment, r.status,
  ${iso('r.created_at')} as "createdDate", u.first_name as "firstName", u.phone`;
const FROM = 'reservations r left join users u on u.merchant_id = r.merchant_id and u.id = r.user_id';

/** Serialises the bookings of one branch until the transaction ends: the capacity is checked and taken at once. */
export async function lockBranchBookings(sql: Sql, merchantId: string, branchId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`bookings:${merchantId}:${branchId}`]);
}

/** The bookings that hold a table of the branch and end after `from`. */
export async function heldTables(sql: Sql, merchantId: string, branchId: string, from: Date): Promise<HeldTable[]> {
  const rows = await sql.query<{ start: string; end: string; guests: number }>(
    `select (extract(epoch from starts_at) * 1000)::bigint as start, (extract(epoch from ends_at) * 1000)::bigint as end, guests
       from reservations where merchant_id = $1 and branch_id = $2 and status in ('NOT_ACCEPTED', 'ACCEPTED') and ends_at > $3`,
    [merchantId, branchId, from.toISOString()],
  );
  return rows.map((r) => ({ startMs: Number(r.start), endMs: Number(r.end), guests: r.guests }));
}

/** The shopper's bookings that still hold a table and start after `from`. */
export async function upcomingCount(sql: Sql, merchantId: string, userId: string, from: Date): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    `select count(*)::int as n from reservations where merchant_id = $1 and user_id = $2 and status in ('NOT_ACCEPTED', 'ACCEPTED') and starts_at > $3`,
    [merchantId, userId, from.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

export interface ReservationInput {
  readonly id: string;
  readonly userId: string;
  readonly branchId: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly guests: number;
  readonly comment: string | null;
}

export async function insertReservation(sql: Sql, merchantId: string, r: ReservationInput, now: Date): Promise<ReservationRow> {
  await sql.query(
    `insert into reservations (merchant_id, id, user_id, branch_id, starts_at, ends_at, guests, comment, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [merchantId, r.id, r.userId, r.branchId, r.startsAt.toISOString(), r.endsAt.toISOString(), r.guests, r.comment, now.toISOString()],
  );
  return (await reservationOf(sql, merchantId, r.id))!;
}

export async function reservationOf(sql: Sql, merchantId: string, id: string, options: { lock?: boolean } = {}): Promise<ReservationRow | null> {
  const rows = await sql.query<ReservationRow>(
    `select ${COLUMNS} from ${FROM} where r.merchant_id = $1 and r.id = $2${options.lock ? ' for update of r' : ''}`,
    [merchantId, id],
  );
  return rows[0] ?? null;
}

/** The shopper's bookings, newest start first. */
export function reservationsOfUser(sql: Sql, merchantId: string, userId: string, limit: number): Promise<ReservationRow[]> {
  return sql.query<ReservationRow>(`select ${COLUMNS} from ${FROM} where r.merchant_id = $1 and r.user_id = $2 order by r.starts_at desc, r.id limit $3`, [
    merchantId,
    userId,
    limit,
  ]);
}

/** The merchant's bookings starting in [from, to) (of some statuses when named), soonest first. */
export function reservationsBetween(
  sql: Sql,
  merchantId: string,
  from: Date,
  to: Date,
  statuses: readonly ReservationStatus[] | null,
): Promise<ReservationRow[]> {
  return sql.query<ReservationRow>(
    `select ${COLUMNS} from ${FROM}
      where r.merchant_id = $1 and r.starts_at >= $2 and r.starts_at < $3 and ($4::text[] is null or r.status = any($4::text[]))
      order by r.starts_at, r.id limit 500`,
    [merchantId, from.toISOString(), to.toISOString(), statuses],
  );
}

export async function setReservationStatus(sql: Sql, merchantId: string, id: string, status: ReservationStatus, now: Date): Promise<void> {
  await sql.query('update reservations set status = $3, updated_at = $4 where merchant_id = $1 and id = $2', [merchantId, id, status, now.toISOString()]);
}
