/**
 * The SQL of a shopper's orders: a page of them, the active ones, one order with its history,
 * lines and rating (the restaurant reads it too), and whether an order is theirs. Run inside
 * `db.asMerchant` (row-level security applies).
 */
import type { OrderDetail as OrderDetailAnswer, OrderHistoryEntry, SoldLine } from '#schemas/order-endpoints';
import type { Sql } from './database.ts';
import { ARCHIVE, ORDER_WIRE, type OrderPage, type StoredOrder } from './order-columns.ts';

/** A page of the shopper's orders, newest first; `archive` true: only archived, false: only active. */
export async function ordersOfUser(
  sql: Sql,
  merchantId: string,
  userId: string,
  options: { archive?: boolean; limit: number; offset: number },
): Promise<OrderPage> {
  const filter = options.archive === undefined ? '' : `and o.status ${options.archive ? '' : 'not '}in ${ARCHIVE}`;
  const rows = await sql.query<{ data: StoredOrder; total: number }>(
    `select ${ORDER_WIRE} as data, count(*) over ()::int as total from orders o
      where o.merchant_id = $1 and o.user_id = $2 ${filter}
      order by o.created_at desc, o.id desc limit $3 offset $4`,
    [merchantId, userId, options.limit, options.offset],
  );
  if (rows.length > 0 || options.offset === 0) return { content: rows.map((r) => r.data), totalElements: rows[0]?.total ?? 0 };
  // A page past the end still says how many there are.
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from orders o where o.merchant_id = $1 and o.user_id = $2 ${filter}`, [
    merchantId,
    userId,
  ]);
  return { content: [], totalElements: count?.total ?? 0 };
}

/** Every active order of the shopper, newest first (a shopper has few at once). */
export async function activeOrdersOfUser(sql: Sql, merchantId: string, userId: string): Promise<StoredOrder[]> {
  const rows = await sql.query<{ data: StoredOrder }>(
    `select ${ORDER_WIRE} as data from orders o
      where o.merchant_id = $1 and o.user_id = $2 and o.status not in ${ARCHIVE}
      order by o.created_at desc, o.id desc limit 100`,
    [merchantId, userId],
  );
  return rows.map((r) => r.data);
}

/** An order with what is kept beside it: its history, the lines as sold, its rating and its newest event. */
export interface OrderWithHistory {
  readonly order: StoredOrder;
  readonly userId: string;
  readonly history: OrderHistoryEntry[];
  readonly lines: SoldLine[];
  readonly rating: NonNullable<OrderDetailAnswer['rating']> | null;
  readonly lastEventId: number;
}

/** One order with its history, its line snapshots, its rating and its newest event's id; `userId` narrows it to one shopper's. */
export async function orderDetail(sql: Sql, merchantId: string, orderId: string, userId?: string): Promise<OrderWithHistory | null> {
  const [row] = await sql.query<{ data: StoredOrder; userId: string }>(
    `select ${ORDER_WIRE} as data, o.user_id as "userId" from orders o
      where o.merchant_id = $1 and o.id = $2 and ($3::text is null or o.user_id = $3)`,
    [merchantId, orderId, userId ?? null],
  );
  if (!row) return null;
  const [history, lines, ratings, events] = [
    await sql.query<OrderHistoryEntry>(
      `select kind, status, data, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
         from order_history where merchant_id = $1 and order_id = $2 order by id`,
      [merchantId, orderId],
    ),
    await sql.query<{ data: SoldLine }>('select data from order_lines where merchant_id = $1 and order_id = $2 order by position', [merchantId, orderId]),
    await sql.query<{ grade: number; comment: string | null; createdDate: string }>(
      `select grade, comment, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
         from order_ratings where merchant_id = $1 and order_id = $2`,
      [merchantId, orderId],
    ),
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
