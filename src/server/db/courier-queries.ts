/**
 * The SQL of couriers: the merchant's couriers, their status and position, the active orders
 * they carry, and whether they carry one of a shopper's. Run inside `db.asMerchant`.
 */
import type { Order } from '#schemas/order-entities';
import type { Row, Sql } from './database.ts';
import { ARCHIVE, LOCKED_COLUMNS, type LockedOrder } from './order-columns.ts';

export type CourierStatus = NonNullable<Order['courierStatus']>;

export interface CourierRow extends Row {
  readonly id: string;
  readonly branchId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
  readonly status: CourierStatus;
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
  sql: Sql,
  merchantId: string,
  courier: { id: string; branchId: string | null; firstName: string | null; lastName: string | null; phone: string | null },
): Promise<CourierRow> {
  const [row] = await sql.query<CourierRow>(
    `insert into couriers (merchant_id, id, branch_id, first_name, last_name, phone) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id, id) do update set branch_id = excluded.branch_id, first_name = excluded.first_name,
       last_name = excluded.last_name, phone = excluded.phone, updated_at = now()
     returning ${COURIER_COLUMNS}`,
    [merchantId, courier.id, courier.branchId, courier.firstName, courier.lastName, courier.phone],
  );
  return row!;
}

/** The courier's status or position (either may be left as it is), locked until the transaction ends. */
export async function updateCourier(
  sql: Sql,
  merchantId: string,
  courierId: string,
  change: { status?: CourierStatus; position?: { latitude: number; longitude: number; at: Date } },
): Promise<CourierRow | null> {
  const rows = await sql.query<CourierRow>(
    `update couriers set status = coalesce($3, status),
            latitude = case when $4::double precision is null then latitude else $4 end,
            longitude = case when $5::double precision is null then longitude else $5 end,
            position_at = case when $4::double precision is null then position_at else $6 end,
            updated_at = now()
      where merchant_id = $1 and id = $2 returning ${COURIER_COLUMNS}`,
    [merchantId, courierId, change.status ?? null, change.position?.latitude ?? null, change.position?.longitude ?? null, change.position?.at ?? null],
  );
  return rows[0] ?? null;
}

/** The active orders a courier carries, locked in id order. */
export async function lockActiveOrdersOfCourier(sql: Sql, merchantId: string, courierId: string): Promise<LockedOrder[]> {
  return sql.query<LockedOrder>(
    `select ${LOCKED_COLUMNS} from orders where merchant_id = $1 and courier_id = $2 and status not in ${ARCHIVE}
      order by id for update`,
    [merchantId, courierId],
  );
}

/** Whether the courier carries an active order of this shopper (what lets the shopper see them). */
export async function courierServesUser(sql: Sql, merchantId: string, courierId: string, userId: string): Promise<boolean> {
  const rows = await sql.query(`select 1 from orders where merchant_id = $1 and courier_id = $2 and user_id = $3 and status not in ${ARCHIVE} limit 1`, [
    merchantId,
    courierId,
    userId,
  ]);
  return rows.length > 0;
}
