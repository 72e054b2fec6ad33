/**
 * The SQL of moving an order: the order locked, its status and wire object updated, its history
 * written, and what a cancel gives back (stock, cashback). Its live event is written by
 * order-event-queries.ts in the same transaction. Run inside `db.asMerchant`.
 */
import type { OrderInput } from '#schemas/order-entities';
import type { OrderHistoryEntry } from '#schemas/order-endpoints';
import type { Sql } from './database.ts';
import { LOCKED_COLUMNS, type LockedOrder, type OrderStatus } from './order-columns.ts';

/** Fields laid over an order's wire object. */
export type OrderPatch = Partial<OrderInput>;

/** The order, locked until the transaction ends (every move of one order waits for the one before). */
export async function lockOrder(sql: Sql, merchantId: string, orderId: string): Promise<LockedOrder | null> {
  const rows = await sql.query<LockedOrder>(`select ${LOCKED_COLUMNS} from orders where merchant_id = $1 and id = $2 for update`, [merchantId, orderId]);
  return rows[0] ?? null;
}

export interface StatusUpdate {
  readonly status: OrderStatus;
  readonly patch: OrderPatch;
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
    [merchantId, orderId, update.status, JSON.stringify({ ...update.patch, status: update.status }), update.now, update.completed, update.paid],
  );
}

/** Lays fields over the order's wire object (a courier's status, the grade), nothing else. */
export async function patchOrder(sql: Sql, merchantId: string, orderId: string, patch: OrderPatch, courierId?: string | null): Promise<void> {
  await sql.query(
    `update orders set data = data || $3::jsonb, updated_at = now(), courier_id = case when $4 then $5 else courier_id end
      where merchant_id = $1 and id = $2`,
    [merchantId, orderId, JSON.stringify(patch), courierId !== undefined, courierId ?? null],
  );
}

export async function insertHistory(
  sql: Sql,
  merchantId: string,
  orderId: string,
  entry: { kind: OrderHistoryEntry['kind']; status: OrderStatus | null; data?: OrderHistoryEntry['data']; at: Date },
): Promise<void> {
  await sql.query('insert into order_history (merchant_id, order_id, kind, status, data, created_at) values ($1, $2, $3, $4, $5, $6)', [
    merchantId,
    orderId,
    entry.kind,
    entry.status,
    JSON.stringify(entry.data ?? {}),
    entry.at,
  ]);
}

/** Puts the units of a cancelled order back into the branch's counted stock. */
export async function restoreStock(sql: Sql, merchantId: string, orderId: string, branchId: string): Promise<void> {
  await sql.query(
    `update product_branches pb set stock = pb.stock + l.units
       from (select product_id, sum((data->>'count')::int) as units from order_lines
              where merchant_id = $1 and order_id = $2 group by product_id) l
      where pb.merchant_id = $1 and pb.branch_id = $3 and pb.product_id = l.product_id and pb.stock is not null`,
    [merchantId, orderId, branchId],
  );
}

/** Gives the cashback a cancelled order spent back to its shopper. */
export async function refundCashback(sql: Sql, merchantId: string, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await sql.query('update users set cashback = cashback + $3, updated_at = now() where merchant_id = $1 and id = $2', [merchantId, userId, amount]);
}
