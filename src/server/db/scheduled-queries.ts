/**
 * The SQL of scheduled work (services/scheduler.ts, services/demo-kitchen.ts): the rows each run
 * takes, the cashback it credits, what it forgets, and the failures it keeps per row.
 *
 * Rows are taken with `FOR UPDATE SKIP LOCKED` inside the transaction that works on them, so
 * instances that run the same work at once each take a row once. A row whose work failed is in
 * `work_failures` and is not taken again before its `retry_at`, so it never holds up the rows
 * behind it. The queries that find which merchants have work run as the owner (named so below);
 * the rest run inside `db.asMerchant`.
 */
import { NEVER_THE_RESTAURANTS } from '#domain/payment';
import type { Row, Sql } from './database.ts';
import { ARCHIVE, LOCKED_COLUMNS, type LockedOrder } from './order-columns.ts';

/** A kind of scheduled work that keeps failures per row. */
export type WorkKind = 'due-order' | 'cashback' | 'kitchen' | 'payment-expiry' | 'refund';

/** An order waiting for its online payment, or expired unpaid, does not reach the kitchen (domain/payment.ts). */
const KITCHEN_MAY_SEE = `o.payment_state not in (${NEVER_THE_RESTAURANTS.map((state) => `'${state}'`).join(', ')})`;

/** Rows of `kind` (their id in column `o.id`) that failed and wait for their retry are left out. */
const notWaiting = (kind: WorkKind, now: string) => `not exists (select 1 from work_failures f
    where f.merchant_id = o.merchant_id and f.kind = '${kind}' and f.row_id = o.id and f.retry_at > ${now})`;
/** Whether the row failed before (its failure is forgotten once it works). */
const failedBefore = (kind: WorkKind) => `exists (select 1 from work_failures f
    where f.merchant_id = o.merchant_id and f.kind = '${kind}' and f.row_id = o.id) as "failedBefore"`;

/** A row of scheduled work with whether it failed before. */
export type Retried<T> = T & { readonly failedBefore: boolean };

// ---- scheduled orders falling due -------------------------------------------------------------

/** Owner query: merchants with scheduled orders due at `now`. */
export async function merchantsWithDueOrders(sql: Sql, now: Date): Promise<string[]> {
  const rows = await sql.query<{ m: string }>(
    `select distinct merchant_id as m from orders o where status = 'AT_TIME' and due_at <= $1 and ${KITCHEN_MAY_SEE}
        and ${notWaiting('due-order', '$1')}`,
    [now],
  );
  return rows.map((r) => r.m);
}

/** Due scheduled orders of a merchant, locked; rows another instance holds are skipped. */
export async function lockDueOrders(sql: Sql, merchantId: string, now: Date, limit: number): Promise<Retried<LockedOrder>[]> {
  return sql.query<Retried<LockedOrder>>(
    `select ${LOCKED_COLUMNS}, ${failedBefore('due-order')} from orders o
      where merchant_id = $1 and status = 'AT_TIME' and due_at <= $2 and ${KITCHEN_MAY_SEE} and ${notWaiting('due-order', '$2')}
      order by due_at, id limit $3 for update skip locked`,
    [merchantId, now, limit],
  );
}

// ---- cashback of completed orders -------------------------------------------------------------

/** Owner query: merchants with completed orders whose cashback is not credited yet. */
export async function merchantsWithCashbackDue(sql: Sql, now: Date): Promise<string[]> {
  const rows = await sql.query<{ m: string }>(
    `select distinct merchant_id as m from orders o
      where completed_at is not null and cashback_credited_at is null and ${notWaiting('cashback', '$1')}`,
    [now],
  );
  return rows.map((r) => r.m);
}

export interface CashbackDue extends Row {
  readonly orderId: string;
  readonly userId: string;
  /** So'm the order earned (0 or more). */
  readonly amount: number;
}

/** Completed orders of a merchant whose cashback is not credited yet, locked, oldest first. */
export async function lockCashbackDue(sql: Sql, merchantId: string, now: Date, limit: number): Promise<Retried<CashbackDue>[]> {
  return sql.query<Retried<CashbackDue>>(
    `select id as "orderId", user_id as "userId", case when data->>'cashbackEarned' ~ '^[0-9]{1,15}$' then (data->>'cashbackEarned')::bigint else 0 end as amount,
        ${failedBefore('cashback')}
       from orders o where merchant_id = $1 and completed_at is not null and cashback_credited_at is null
        and ${notWaiting('cashback', '$2')}
      order by completed_at, id limit $3 for update skip locked`,
    [merchantId, now, limit],
  );
}

/** Credits one order's cashback to its shopper and marks the order credited. */
export async function creditCashback(sql: Sql, merchantId: string, due: CashbackDue, now: Date): Promise<void> {
  if (due.amount > 0) {
    await sql.query('update users set cashback = cashback + $3, updated_at = now() where merchant_id = $1 and id = $2', [merchantId, due.userId, due.amount]);
  }
  await sql.query('update orders set cashback_credited_at = $3 where merchant_id = $1 and id = $2', [merchantId, due.orderId, now]);
}

// ---- the demo kitchen -------------------------------------------------------------------------

/** Owner query: merchants with active orders whose status has not moved since `before` (the demo kitchen). */
export async function merchantsWithStaleOrders(sql: Sql, before: Date, now: Date): Promise<string[]> {
  const rows = await sql.query<{ m: string }>(
    `select distinct merchant_id as m from orders o where status not in ${ARCHIVE} and status <> 'AT_TIME' and status_changed_at <= $1
        and ${KITCHEN_MAY_SEE} and ${notWaiting('kitchen', '$2')}`,
    [before, now],
  );
  return rows.map((r) => r.m);
}

export async function lockStaleOrders(sql: Sql, merchantId: string, before: Date, now: Date, limit: number): Promise<Retried<LockedOrder>[]> {
  return sql.query<Retried<LockedOrder>>(
    `select ${LOCKED_COLUMNS}, ${failedBefore('kitchen')} from orders o
      where merchant_id = $1 and status not in ${ARCHIVE} and status <> 'AT_TIME' and status_changed_at <= $2
        and ${KITCHEN_MAY_SEE} and ${notWaiting('kitchen', '$3')}
      order by status_changed_at, id limit $4 for update skip locked`,
    [merchantId, before, now, limit],
  );
}

/** Owner query: merchants with orders on the way (the demo kitchen moves their couriers). */
export async function merchantsWithOrdersOnWay(sql: Sql): Promise<string[]> {
  return (await sql.query<{ m: string }>("select distinct merchant_id as m from orders where status = 'ON_WAY' and courier_id is not null")).map((r) => r.m);
}

export async function ordersOnWay(sql: Sql, merchantId: string): Promise<(LockedOrder & { statusChangedAt: Date })[]> {
  return sql.query<LockedOrder & { statusChangedAt: Date }>(
    `select ${LOCKED_COLUMNS}, status_changed_at as "statusChangedAt" from orders
      where merchant_id = $1 and status = 'ON_WAY' and courier_id is not null order by id`,
    [merchantId],
  );
}

// ---- failures and forgetting -------------------------------------------------------------------

/**
 * Records that work of `kind` failed on a row: it is left alone for `firstDelayMs` after its first
 * failure, twice that after the second, and so on up to `maxDelayMs`. Answers how many times in a
 * row it has failed (1: this is the first failure).
 */
export async function recordWorkFailure(
  sql: Sql,
  failure: { merchantId: string; kind: WorkKind; rowId: string; error: string; now: Date; firstDelayMs: number; maxDelayMs: number },
): Promise<number> {
  const rows = await sql.query<{ attempts: number }>(
    `insert into work_failures (merchant_id, kind, row_id, error, first_failed_at, last_failed_at, retry_at)
     values ($1, $2, $3, $4, $5, $5, $5::timestamptz + $6::float8 * interval '1 millisecond')
     on conflict (merchant_id, kind, row_id) do update
       set attempts = work_failures.attempts + 1, error = excluded.error, last_failed_at = excluded.last_failed_at,
           retry_at = excluded.last_failed_at + least($7::float8, $6::float8 * power(2, least(work_failures.attempts, 30))) * interval '1 millisecond'
     returning attempts`,
    [failure.merchantId, failure.kind, failure.rowId, failure.error.slice(0, 1000), failure.now, failure.firstDelayMs, failure.maxDelayMs],
  );
  return rows[0]!.attempts;
}

/** The row worked at last: its failure is forgotten. */
export async function forgetWorkFailure(sql: Sql, merchantId: string, kind: WorkKind, rowId: string): Promise<void> {
  await sql.query('delete from work_failures where merchant_id = $1 and kind = $2 and row_id = $3', [merchantId, kind, rowId]);
}

/** Runs `work` in a savepoint: its failure undoes its own writes and leaves the transaction usable. */
export async function inSavepoint<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  await sql.query('savepoint scheduled_row');
  try {
    const result = await work();
    await sql.query('release savepoint scheduled_row');
    return result;
  } catch (error) {
    await sql.query('rollback to savepoint scheduled_row');
    throw error;
  }
}

/** Owner query: forgets events past their use, expired stream tickets, and failures of rows that are gone. */
export async function prune(sql: Sql, now: Date): Promise<void> {
  await sql.query(
    "delete from order_events where (type = 'position' and created_at < $1::timestamptz - interval '1 day') or created_at < $1::timestamptz - interval '90 days'",
    [now],
  );
  await sql.query('delete from stream_tickets where expires_at < $1', [now]);
  await sql.query(`delete from work_failures f where not exists (select 1 from orders o where o.merchant_id = f.merchant_id and o.id = f.row_id)`);
}
