/**
 * The SQL of an order's life after placement: reading a shopper's orders, moving an order with
 * its history event and live event, couriers, ratings, operator keys and stream tickets. Tenant
 * queries run inside `db.asMerchant`. The scheduled work's rows are in scheduled-queries.ts.
 */
import { ORDER_EVENTS_CHANNEL, type Row, type Sql } from './database.ts';

type Json = Record<string, unknown>;

export const ARCHIVE = `('DELIVERED', 'CLOSED', 'CANCELED')`;
/** The wire object of an order with the columns that move (status, courier) laid over it. */
const ORDER_WIRE = `o.data || jsonb_build_object('status', o.status)`;

// ---- a shopper's orders -----------------------------------------------------------------------

export interface OrderPage {
  readonly content: Json[];
  readonly totalElements: number;
}

/** A page of the shopper's orders, newest first; `archive` true: only archived, false: only active. */
export async function ordersOfUser(
  sql: Sql, merchantId: string, userId: string, options: { archive?: boolean; limit: number; offset: number },
): Promise<OrderPage> {
  const filter = options.archive === undefined ? '' : `and o.status ${options.archive ? '' : 'not '}in ${ARCHIVE}`;
  const rows = await sql.query<{ data: Json; total: number }>(
    `select ${ORDER_WIRE} as data, count(*) over ()::int as total from orders o
      where o.merchant_id = $1 and o.user_id = $2 ${filter}
      order by o.created_at desc, o.id desc limit $3 offset $4`,
    [merchantId, userId, options.limit, options.offset]);
  if (rows.length > 0 || options.offset === 0) return { content: rows.map((r) => r.data), totalElements: rows[0]?.total ?? 0 };
  // A page past the end still says how many there are.
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from orders o where o.merchant_id = $1 and o.user_id = $2 ${filter}`, [merchantId, userId]);
  return { content: [], totalElements: count?.total ?? 0 };
}

/** Every active order of the shopper, newest first (a shopper has few at once). */
export async function activeOrdersOfUser(sql: Sql, merchantId: string, userId: string): Promise<Json[]> {
  const rows = await sql.query<{ data: Json }>(
    `select ${ORDER_WIRE} as data from orders o
      where o.merchant_id = $1 and o.user_id = $2 and o.status not in ${ARCHIVE}
      order by o.created_at desc, o.id desc limit 100`, [merchantId, userId]);
  return rows.map((r) => r.data);
}

export interface HistoryEntry extends Row {
  readonly kind: string;
  readonly status: string | null;
  readonly data: Json;
  readonly createdDate: string;
}

export interface OrderDetail {
  readonly order: Json;
  readonly userId: string;
  readonly history: HistoryEntry[];
  readonly lines: Json[];
  readonly rating: Json | null;
  readonly lastEventId: number;
}

/** One order with its history, its line snapshots, its rating and its newest event's id; `userId` narrows it to one shopper's. */
export async function orderDetail(sql: Sql, merchantId: string, orderId: string, userId?: string): Promise<OrderDetail | null> {
  const [row] = await sql.query<{ data: Json; userId: string }>(
    `select ${ORDER_WIRE} as data, o.user_id as "userId" from orders o
      where o.merchant_id = $1 and o.id = $2 and ($3::text is null or o.user_id = $3)`, [merchantId, orderId, userId ?? null]);
  if (!row) return null;
  const [history, lines, ratings, events] = [
    await sql.query<HistoryEntry>(
      `select kind, status, data, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
         from order_history where merchant_id = $1 and order_id = $2 order by id`, [merchantId, orderId]),
    await sql.query<{ data: Json }>('select data from order_lines where merchant_id = $1 and order_id = $2 order by position', [merchantId, orderId]),
    await sql.query<{ grade: number; comment: string | null; createdDate: string }>(
      `select grade, comment, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
         from order_ratings where merchant_id = $1 and order_id = $2`, [merchantId, orderId]),
    await sql.query<{ id: string | null }>('select max(id)::text as id from order_events where merchant_id = $1 and order_id = $2', [merchantId, orderId]),
  ];
  return {
    order: row.data,
    userId: row.userId,
    history,
    lines: lines.map((l) => l.data),
    rating: ratings[0] ?? null,
    lastEventId: Number(events[0]?.id ?? 0),
  };
}

/** Whether the shopper owns the order (an order of another answers as none). */
export async function ownsOrder(sql: Sql, merchantId: string, userId: string, orderId: string): Promise<boolean> {
  const rows = await sql.query('select 1 from orders where merchant_id = $1 and id = $2 and user_id = $3', [merchantId, orderId, userId]);
  return rows.length > 0;
}

// ---- the restaurant's reads --------------------------------------------------------------------

/**
 * A page of the merchant's orders, newest first: of the statuses named (all when none), and of
 * one branch-local day [from, to) of the time it is for (its due time when scheduled, else when it
 * was placed).
 */
export async function ordersForOperator(
  sql: Sql, merchantId: string, options: { statuses: readonly string[] | null; from: Date | null; to: Date | null; limit: number; offset: number },
): Promise<OrderPage> {
  const where = `o.merchant_id = $1 and ($2::text[] is null or o.status = any($2))
        and ($3::timestamptz is null or coalesce(o.deliver_at, o.created_at) >= $3)
        and ($4::timestamptz is null or coalesce(o.deliver_at, o.created_at) < $4)`;
  const params = [merchantId, options.statuses, options.from, options.to];
  const rows = await sql.query<{ data: Json; total: number }>(
    `select ${ORDER_WIRE} as data, count(*) over ()::int as total from orders o where ${where}
      order by o.created_at desc, o.id desc limit $5 offset $6`, [...params, options.limit, options.offset]);
  if (rows.length > 0 || options.offset === 0) return { content: rows.map((r) => r.data), totalElements: rows[0]?.total ?? 0 };
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from orders o where ${where}`, params);
  return { content: [], totalElements: count?.total ?? 0 };
}

/** The shopper of an order, as the restaurant calls them. */
export async function customerOf(sql: Sql, merchantId: string, userId: string): Promise<Json | null> {
  const rows = await sql.query<Json>(
    'select id, first_name as "firstName", last_name as "lastName", phone from users where merchant_id = $1 and id = $2', [merchantId, userId]);
  return rows[0] ?? null;
}

// ---- moving an order --------------------------------------------------------------------------

export interface LockedOrder extends Row {
  readonly id: string;
  readonly number: number;
  readonly userId: string;
  readonly status: string;
  readonly serviceType: string;
  readonly branchId: string;
  readonly cashbackSpent: number;
  readonly courierId: string | null;
  readonly data: Json;
}

export const LOCKED_COLUMNS = `id, number, user_id as "userId", status, service_type as "serviceType", branch_id as "branchId",
  cashback_spent as "cashbackSpent", courier_id as "courierId", data`;

/** The order, locked until the transaction ends (every move of one order waits for the one before). */
export async function lockOrder(sql: Sql, merchantId: string, orderId: string): Promise<LockedOrder | null> {
  const rows = await sql.query<LockedOrder>(`select ${LOCKED_COLUMNS} from orders where merchant_id = $1 and id = $2 for update`, [merchantId, orderId]);
  return rows[0] ?? null;
}

export interface StatusUpdate {
  readonly status: string;
  /** Fields laid over the order's wire object. */
  readonly patch: Json;
  readonly now: Date;
  readonly completed: boolean;
  readonly paid: boolean;
}

export async function updateStatus(sql: Sql, merchantId: string, orderId: string, update: StatusUpdate): Promise<void> {
  await sql.query(
    `update orders set status = $3, data = data || $4::jsonb, status_changed_at = $5, updated_at = $5,
            completed_at = case when $6 then $5 else completed_at end,
            payment_state = case when $7 then 'PAID' else payment_state end
      where merchant_id = $1 and id = $2`,
    [merchantId, orderId, update.status, JSON.stringify({ ...update.patch, status: update.status }), update.now, update.completed, update.paid]);
}

/** Lays fields over the order's wire object (a courier's status, the grade), nothing else. */
export async function patchOrder(sql: Sql, merchantId: string, orderId: string, patch: Json, courierId?: string | null): Promise<void> {
  await sql.query(
    `update orders set data = data || $3::jsonb, updated_at = now(), courier_id = case when $4 then $5 else courier_id end
      where merchant_id = $1 and id = $2`,
    [merchantId, orderId, JSON.stringify(patch), courierId !== undefined, courierId ?? null]);
}

export async function insertHistory(sql: Sql, merchantId: string, orderId: string, entry: { kind: string; status: string | null; data?: Json; at: Date }): Promise<void> {
  await sql.query('insert into order_history (merchant_id, order_id, kind, status, data, created_at) values ($1, $2, $3, $4, $5, $6)',
    [merchantId, orderId, entry.kind, entry.status, JSON.stringify(entry.data ?? {}), entry.at]);
}

export type EventType = 'status' | 'courier' | 'position';

export interface StoredEvent {
  readonly id: number;
  readonly merchantId: string;
  readonly userId: string;
  readonly orderId: string;
  readonly type: EventType;
  readonly data: Json;
  readonly at: string;
}

/**
 * Adds a live event of the shopper's and announces it on ORDER_EVENTS_CHANNEL; the
 * announcement goes out when the transaction commits, and not at all when it rolls back. The
 * shopper's advisory lock (held to the end of the transaction) numbers their events in commit
 * order, so a stream that resumes after an id never misses an earlier-numbered event.
 */
export async function insertEvent(sql: Sql, event: Omit<StoredEvent, 'id'>): Promise<StoredEvent> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`events:${event.merchantId}:${event.userId}`]);
  const [row] = await sql.query<{ id: string }>(
    'insert into order_events (merchant_id, user_id, order_id, type, data, created_at) values ($1, $2, $3, $4, $5, $6) returning id::text as id',
    [event.merchantId, event.userId, event.orderId, event.type, JSON.stringify(event.data), event.at]);
  const stored: StoredEvent = { ...event, id: Number(row!.id) };
  await sql.query('select pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify(stored)]);
  return stored;
}

const EVENT_COLUMNS = `id::int as id, merchant_id as "merchantId", user_id as "userId", order_id as "orderId", type, data,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`;

/** The shopper's events after `afterId` (of one order when named), oldest first. */
export async function eventsAfter(
  sql: Sql, merchantId: string, userId: string, options: { orderId: string | null; afterId: number; limit: number; types?: readonly EventType[] },
): Promise<StoredEvent[]> {
  return sql.query<StoredEvent & Row>(
    `select ${EVENT_COLUMNS} from order_events
      where merchant_id = $1 and user_id = $2 and id > $3 and ($4::text is null or order_id = $4)
      order by id limit $5`, [merchantId, userId, options.afterId, options.orderId, options.limit]);
}

/** The shopper's status events, newest first, before `beforeId` (their notifications). */
export async function statusEventsBefore(sql: Sql, merchantId: string, userId: string, beforeId: number | null, limit: number): Promise<StoredEvent[]> {
  return sql.query<StoredEvent & Row>(
    `select ${EVENT_COLUMNS} from order_events
      where merchant_id = $1 and user_id = $2 and type = 'status' and ($3::bigint is null or id < $3)
      order by id desc limit $4`, [merchantId, userId, beforeId, limit]);
}

/** The newest event id of the shopper (0: none). */
export async function lastEventIdOfUser(sql: Sql, merchantId: string, userId: string): Promise<number> {
  const [row] = await sql.query<{ id: string | null }>('select max(id)::text as id from order_events where merchant_id = $1 and user_id = $2', [merchantId, userId]);
  return Number(row?.id ?? 0);
}

// ---- what a cancel gives back -----------------------------------------------------------------

/** Puts the units of a cancelled order back into the branch's counted stock. */
export async function restoreStock(sql: Sql, merchantId: string, orderId: string, branchId: string): Promise<void> {
  await sql.query(
    `update product_branches pb set stock = pb.stock + l.units
       from (select product_id, sum((data->>'count')::int) as units from order_lines
              where merchant_id = $1 and order_id = $2 group by product_id) l
      where pb.merchant_id = $1 and pb.branch_id = $3 and pb.product_id = l.product_id and pb.stock is not null`,
    [merchantId, orderId, branchId]);
}

/** Gives the cashback a cancelled order spent back to its shopper. */
export async function refundCashback(sql: Sql, merchantId: string, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await sql.query('update users set cashback = cashback + $3, updated_at = now() where merchant_id = $1 and id = $2', [merchantId, userId, amount]);
}

// ---- couriers ---------------------------------------------------------------------------------

export interface CourierRow extends Row {
  readonly id: string;
  readonly branchId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly status: string;
  readonly balance: number;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly positionAt: string | null;
  readonly createdDate: string;
}

const COURIER_COLUMNS = `id, branch_id as "branchId", first_name as "firstName", last_name as "lastName", phone, status, balance,
  latitude, longitude, to_char(position_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "positionAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"`;

export async function courierOf(sql: Sql, merchantId: string, courierId: string): Promise<CourierRow | null> {
  const rows = await sql.query<CourierRow>(`select ${COURIER_COLUMNS} from couriers where merchant_id = $1 and id = $2`, [merchantId, courierId]);
  return rows[0] ?? null;
}

export async function couriersOf(sql: Sql, merchantId: string): Promise<CourierRow[]> {
  return sql.query<CourierRow>(`select ${COURIER_COLUMNS} from couriers where merchant_id = $1 order by id`, [merchantId]);
}

export async function saveCourier(
  sql: Sql, merchantId: string, courier: { id: string; branchId: string | null; firstName: string | null; lastName: string | null; phone: string | null },
): Promise<CourierRow> {
  const [row] = await sql.query<CourierRow>(
    `insert into couriers (merchant_id, id, branch_id, first_name, last_name, phone) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id, id) do update set branch_id = excluded.branch_id, first_name = excluded.first_name,
       last_name = excluded.last_name, phone = excluded.phone, updated_at = now()
     returning ${COURIER_COLUMNS}`,
    [merchantId, courier.id, courier.branchId, courier.firstName, courier.lastName, courier.phone]);
  return row!;
}

/** The courier's status or position (either may be left as it is), locked until the transaction ends. */
export async function updateCourier(
  sql: Sql, merchantId: string, courierId: string, change: { status?: string; position?: { latitude: number; longitude: number; at: Date } },
): Promise<CourierRow | null> {
  const rows = await sql.query<CourierRow>(
    `update couriers set status = coalesce($3, status),
            latitude = case when $4::double precision is null then latitude else $4 end,
            longitude = case when $5::double precision is null then longitude else $5 end,
            position_at = case when $4::double precision is null then position_at else $6 end,
            updated_at = now()
      where merchant_id = $1 and id = $2 returning ${COURIER_COLUMNS}`,
    [merchantId, courierId, change.status ?? null, change.position?.latitude ?? null, change.position?.longitude ?? null, change.position?.at ?? null]);
  return rows[0] ?? null;
}

/** The active orders a courier carries, locked in id order. */
export async function lockActiveOrdersOfCourier(sql: Sql, merchantId: string, courierId: string): Promise<LockedOrder[]> {
  return sql.query<LockedOrder>(
    `select ${LOCKED_COLUMNS} from orders where merchant_id = $1 and courier_id = $2 and status not in ${ARCHIVE}
      order by id for update`, [merchantId, courierId]);
}

/** Whether the courier carries an active order of this shopper (what lets the shopper see them). */
export async function courierServesUser(sql: Sql, merchantId: string, courierId: string, userId: string): Promise<boolean> {
  const rows = await sql.query(
    `select 1 from orders where merchant_id = $1 and courier_id = $2 and user_id = $3 and status not in ${ARCHIVE} limit 1`,
    [merchantId, courierId, userId]);
  return rows.length > 0;
}

// ---- ratings ----------------------------------------------------------------------------------

/** The order's rating; false when it was already rated (nothing written). */
export async function insertRating(sql: Sql, merchantId: string, rating: { orderId: string; userId: string; grade: number; comment: string | null }): Promise<boolean> {
  const rows = await sql.query(
    `insert into order_ratings (merchant_id, order_id, user_id, grade, comment) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id, order_id) do nothing returning order_id`,
    [merchantId, rating.orderId, rating.userId, rating.grade, rating.comment]);
  return rows.length > 0;
}

/** Adds one grade to each distinct product of the order. */
export async function gradeProductsOf(sql: Sql, merchantId: string, orderId: string, grade: number): Promise<void> {
  await sql.query(
    `insert into product_ratings (merchant_id, product_id, ratings, total)
     select $1, product_id, 1, $3 from (select distinct product_id from order_lines where merchant_id = $1 and order_id = $2) p
     on conflict (merchant_id, product_id) do update set ratings = product_ratings.ratings + 1, total = product_ratings.total + excluded.total`,
    [merchantId, orderId, grade]);
}

// ---- operator keys and stream tickets ---------------------------------------------------------

export async function insertOperatorKey(sql: Sql, merchantId: string, keyHash: string, label: string | null): Promise<void> {
  await sql.query('insert into operator_keys (key_hash, merchant_id, label) values ($1, $2, $3)', [keyHash, merchantId, label]);
}

/** The hashes of the merchant's keys that are not revoked (a merchant has a few). */
export async function liveOperatorKeyHashes(sql: Sql, merchantId: string): Promise<string[]> {
  const rows = await sql.query<{ keyHash: string }>(
    'select key_hash as "keyHash" from operator_keys where merchant_id = $1 and revoked_at is null', [merchantId]);
  return rows.map((r) => r.keyHash);
}

export async function insertStreamTicket(sql: Sql, ticket: { hash: string; merchantId: string; userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await sql.query('insert into stream_tickets (ticket_hash, merchant_id, user_id, token_hash, expires_at) values ($1, $2, $3, $4, $5)',
    [ticket.hash, ticket.merchantId, ticket.userId, ticket.tokenHash, ticket.expiresAt]);
}

/** The shopper and sign-in of a ticket that has not expired and whose sign-in is live. */
export async function streamTicket(sql: Sql, merchantId: string, hash: string, now: Date): Promise<{ userId: string; tokenHash: string } | null> {
  const rows = await sql.query<{ userId: string; tokenHash: string }>(
    `select s.user_id as "userId", s.token_hash as "tokenHash" from stream_tickets s
       join auth_tokens t on t.token_hash = s.token_hash and t.merchant_id = s.merchant_id
       join users u on u.merchant_id = s.merchant_id and u.id = s.user_id
      where s.merchant_id = $1 and s.ticket_hash = $2 and s.expires_at > $3
        and t.revoked_at is null and t.expires_at > now() and u.deleted_at is null`, [merchantId, hash, now]);
  return rows[0] ?? null;
}

/** Whether a sign-in is still live (an open stream checks now and then). */
export async function tokenLive(sql: Sql, merchantId: string, tokenHash: string): Promise<boolean> {
  const rows = await sql.query(
    'select 1 from auth_tokens where merchant_id = $1 and token_hash = $2 and revoked_at is null and expires_at > now()', [merchantId, tokenHash]);
  return rows.length > 0;
}
