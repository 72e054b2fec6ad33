/**
 * The SQL of an order's live events: written with each move and announced when its
 * transaction commits, replayed to a stream that resumes, and read back as the shopper's
 * notifications. Run inside `db.asMerchant`.
 */
import { ORDER_EVENTS_CHANNEL, type Row, type Sql } from './database.ts';

type Json = Record<string, unknown>;

export type EventType = 'status' | 'courier' | 'position' | 'payment';

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
    [event.merchantId, event.userId, event.orderId, event.type, JSON.stringify(event.data), event.at],
  );
  const stored: StoredEvent = { ...event, id: Number(row!.id) };
  await sql.query('select pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify(stored)]);
  return stored;
}

const EVENT_COLUMNS = `id::int as id, merchant_id as "merchantId", user_id as "userId", order_id as "orderId", type, data,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`;

/** The shopper's events after `afterId` (of one order when named), oldest first. */
export async function eventsAfter(
  sql: Sql,
  merchantId: string,
  userId: string,
  options: { orderId: string | null; afterId: number; limit: number; types?: readonly EventType[] },
): Promise<StoredEvent[]> {
  return sql.query<StoredEvent & Row>(
    `select ${EVENT_COLUMNS} from order_events
      where merchant_id = $1 and user_id = $2 and id > $3 and ($4::text is null or order_id = $4)
      order by id limit $5`,
    [merchantId, userId, options.afterId, options.orderId, options.limit],
  );
}

/** The shopper's status events, newest first, before `beforeId` (their notifications). */
export async function statusEventsBefore(sql: Sql, merchantId: string, userId: string, beforeId: number | null, limit: number): Promise<StoredEvent[]> {
  return sql.query<StoredEvent & Row>(
    `select ${EVENT_COLUMNS} from order_events
      where merchant_id = $1 and user_id = $2 and type = 'status' and ($3::bigint is null or id < $3)
      order by id desc limit $4`,
    [merchantId, userId, beforeId, limit],
  );
}

/** The newest event id of the shopper (0: none). */
export async function lastEventIdOfUser(sql: Sql, merchantId: string, userId: string): Promise<number> {
  const [row] = await sql.query<{ id: string | null }>('select max(id)::text as id from order_events where merchant_id = $1 and user_id = $2', [
    merchantId,
    userId,
  ]);
  return Number(row?.id ?? 0);
}
