/**
 * The SQL of the restaurant's reads (the operator API): a page of the merchant's orders and the
 * shopper of an order. Run inside `db.asMerchant` (row-level security applies).
 */
import { NEVER_THE_RESTAURANTS } from '#domain/payment';
import type { OperatorOrder } from '#schemas/operator-endpoints';
import type { Sql } from './database.ts';
import { ORDER_WIRE, type OrderPage, type OrderStatus, type StoredOrder } from './order-columns.ts';

/** The shopper of an order as the restaurant sees them. */
export type Customer = NonNullable<OperatorOrder['customer']>;

/**
 * A page of the merchant's orders, newest first: of the statuses named (all when none), and of
 * one branch-local day [from, to) of the time it is for (its due time when scheduled, else when it
 * was placed).
 */
export async function ordersForOperator(
  sql: Sql,
  merchantId: string,
  options: { statuses: readonly OrderStatus[] | null; from: Date | null; to: Date | null; limit: number; offset: number },
): Promise<OrderPage> {
  // An order waiting for its online payment is not the kitchen's yet, and one that expired unpaid never was.
  const where = `o.merchant_id = $1 and ($2::text[] is null or o.status = any($2)) and o.payment_state <> all($5::text[])
        and ($3::timestamptz is null or coalesce(o.deliver_at, o.created_at) >= $3)
        and ($4::timestamptz is null or coalesce(o.deliver_at, o.created_at) < $4)`;
  const params = [merchantId, options.statuses, options.from, options.to, NEVER_THE_RESTAURANTS];
  const rows = await sql.query<{ data: StoredOrder; total: number }>(
    `select ${ORDER_WIRE} as data, count(*) over ()::int as total from orders o where ${where}
      order by o.created_at desc, o.id desc limit $6 offset $7`,
    [...params, options.limit, options.offset],
  );
  if (rows.length > 0 || options.offset === 0) return { content: rows.map((r) => r.data), totalElements: rows[0]?.total ?? 0 };
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from orders o where ${where}`, params);
  return { content: [], totalElements: count?.total ?? 0 };
}

/** The shopper of an order, as the restaurant calls them. */
export async function customerOf(sql: Sql, merchantId: string, userId: string): Promise<Customer | null> {
  const rows = await sql.query<Customer>('select id, first_name as "firstName", last_name as "lastName", phone from users where merchant_id = $1 and id = $2', [
    merchantId,
    userId,
  ]);
  return rows[0] ?? null;
}
