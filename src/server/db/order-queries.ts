/**
 * The SQL of orders: the rows a placement reads (promos, tariffs), and the one transaction that
 * writes an order with its lines, its first history event, its idempotency key, the stock it
 * takes and the cashback it spends. Run inside `db.asMerchant` (row-level security applies).
 */
import type { DeliveryTariff, OrderInput, Promo } from '#schemas/order-entities';
import type { SoldLine } from '#schemas/order-endpoints';
import type { Row, Sql } from './database.ts';
import { ORDER_WIRE, type LockedOrder, type StoredOrder } from './order-columns.ts';
import { publicFields } from './public-fields.ts';

export async function promosOf(sql: Sql, merchantId: string): Promise<Promo[]> {
  return (await sql.query<{ data: Promo }>('select data from promos where merchant_id = $1 order by id', [merchantId])).map((r) => publicFields.promo(r.data));
}

export async function tariffsOf(sql: Sql, merchantId: string): Promise<DeliveryTariff[]> {
  return (await sql.query<{ data: DeliveryTariff }>('select data from delivery_tariffs where merchant_id = $1 order by id', [merchantId])).map((r) =>
    publicFields.deliveryTariff(r.data),
  );
}

/** Serialises the orders that use one promo (by its code, any case) until the transaction ends. */
export async function lockPromo(sql: Sql, merchantId: string, code: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`promo:${merchantId}:${code.toUpperCase()}`]);
}

/** Orders that used a promo and were not cancelled: in all, and of one shopper. */
export async function promoUses(sql: Sql, merchantId: string, code: string, userId: string): Promise<{ all: number; mine: number }> {
  const rows = await sql.query<{ all: number; mine: number }>(
    `select count(*)::int as all, (count(*) filter (where user_id = $3))::int as mine from orders
      where merchant_id = $1 and upper(promo_code) = upper($2) and status <> 'CANCELED'`,
    [merchantId, code, userId],
  );
  return rows[0] ?? { all: 0, mine: 0 };
}

/** Serialises the submissions of one idempotency key until the transaction ends. */
export async function lockIdempotencyKey(sql: Sql, merchantId: string, userId: string, key: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`order:${merchantId}:${userId}:${key}`]);
}

export interface KeyRow extends Row {
  readonly bodyHash: string;
  readonly orderId: string;
}

export async function idempotencyKey(sql: Sql, merchantId: string, userId: string, key: string): Promise<KeyRow | null> {
  const rows = await sql.query<KeyRow>(
    'select body_hash as "bodyHash", order_id as "orderId" from idempotency_keys where merchant_id = $1 and user_id = $2 and key = $3',
    [merchantId, userId, key],
  );
  return rows[0] ?? null;
}

/** One order's wire object with its current status, or null (not this user's, or none). */
export async function orderOfUser(sql: Sql, merchantId: string, userId: string, orderId: string): Promise<StoredOrder | null> {
  const rows = await sql.query<{ data: StoredOrder }>(`select ${ORDER_WIRE} as data from orders o where o.merchant_id = $1 and o.user_id = $2 and o.id = $3`, [
    merchantId,
    userId,
    orderId,
  ]);
  return rows[0]?.data ?? null;
}

/**
 * Takes the units of each product from the branch's stock where the branch keeps a count
 * (rows locked until the transaction ends); false, taking nothing, when it keeps too few.
 * Uncounted links cost this one query.
 */
export async function takeStock(sql: Sql, merchantId: string, branchId: string, units: ReadonlyMap<number, number>): Promise<boolean> {
  if (units.size === 0) return true;
  const counted = await sql.query<{ productId: number; stock: number }>(
    `select product_id as "productId", stock from product_branches
      where merchant_id = $1 and branch_id = $2 and product_id = any($3::int[]) and stock is not null
      order by product_id for update`,
    [merchantId, branchId, [...units.keys()]],
  );
  if (counted.some((row) => row.stock < (units.get(row.productId) ?? 0))) return false;
  for (const row of counted) {
    await sql.query('update product_branches set stock = stock - $4 where merchant_id = $1 and branch_id = $2 and product_id = $3', [
      merchantId,
      branchId,
      row.productId,
      units.get(row.productId),
    ]);
  }
  return true;
}

/** Spends cashback from the balance; false when the balance is short. */
export async function spendCashback(sql: Sql, merchantId: string, userId: string, amount: number): Promise<boolean> {
  if (amount <= 0) return true;
  const rows = await sql.query(
    'update users set cashback = cashback - $3, updated_at = now() where merchant_id = $1 and id = $2 and cashback >= $3 returning id',
    [merchantId, userId, amount],
  );
  return rows.length > 0;
}

/**
 * The next order number of the merchant, from a counter row updated in a statement of its own
 * (the owner connection, committed at once): orders placed together never wait for each
 * other's transactions. A number whose order then fails is skipped, never given twice.
 */
export async function nextOrderNumber(sql: Sql, merchantId: string): Promise<number> {
  const rows = await sql.query<{ next: number }>(
    `insert into order_numbers (merchant_id, last) values ($1, 1)
     on conflict (merchant_id) do update set last = order_numbers.last + 1
     returning last as next`,
    [merchantId],
  );
  return rows[0]!.next;
}

export interface NewOrder {
  readonly merchantId: string;
  readonly id: string;
  readonly number: number;
  readonly userId: string;
  readonly status: LockedOrder['status'];
  readonly serviceType: LockedOrder['serviceType'];
  readonly branchId: string;
  readonly paymentType: NonNullable<OrderInput['paymentType']>;
  readonly totalPrice: number;
  readonly cashbackSpent: number;
  /** The promo's code as the merchant wrote it, or null. */
  readonly promoCode: string | null;
  /** NONE, or PENDING for an online payment, which then expires at `paymentExpiresAt`. */
  readonly paymentState: 'NONE' | 'PENDING';
  readonly paymentExpiresAt: Date | null;
  readonly deliverAt: Date | null;
  /** A scheduled order falls due then (its slot less the preparation time). */
  readonly dueAt: Date | null;
  /** When it was placed, by the server's clock (its status has not moved since). */
  readonly placedAt: Date;
  readonly data: OrderInput;
  readonly lines: readonly { readonly productId: number; readonly data: SoldLine }[];
  readonly idempotency: { readonly key: string; readonly bodyHash: string };
}

export async function insertOrder(sql: Sql, order: NewOrder): Promise<void> {
  await sql.query(
    `insert into orders (merchant_id, id, number, user_id, status, service_type, branch_id, payment_type, total_price, cashback_spent, deliver_at, data, due_at,
       status_changed_at, promo_code, payment_state, payment_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      order.merchantId,
      order.id,
      order.number,
      order.userId,
      order.status,
      order.serviceType,
      order.branchId,
      order.paymentType,
      order.totalPrice,
      order.cashbackSpent,
      order.deliverAt,
      JSON.stringify(order.data),
      order.dueAt,
      order.placedAt,
      order.promoCode,
      order.paymentState,
      order.paymentExpiresAt,
    ],
  );
  await sql.query(
    `insert into order_lines (merchant_id, order_id, position, product_id, data)
     select $1, $2, (l->>'position')::int, (l->>'productId')::int, l->'data' from jsonb_array_elements($3::jsonb) as l`,
    [order.merchantId, order.id, JSON.stringify(order.lines.map((l, position) => ({ position, productId: l.productId, data: l.data })))],
  );
  await sql.query("insert into order_history (merchant_id, order_id, kind, status) values ($1, $2, 'CHANGE_STATUS', $3)", [
    order.merchantId,
    order.id,
    order.status,
  ]);
  await sql.query('insert into idempotency_keys (merchant_id, user_id, key, body_hash, order_id) values ($1, $2, $3, $4, $5)', [
    order.merchantId,
    order.userId,
    order.idempotency.key,
    order.idempotency.bodyHash,
    order.id,
  ]);
}
