/** The SQL of calls from a table: the waiter, the bill. Run inside `db.asMerchant`. */
import type { Row, Sql } from './database.ts';

export type TableCallKind = 'WAITER' | 'BILL';
export type TableCallStatus = 'SENT' | 'ACKNOWLEDGED' | 'DONE';

export interface TableCallRow extends Row {
  readonly id: string;
  readonly branchId: string;
  readonly tableId: string;
  readonly kind: TableCallKind;
  readonly status: TableCallStatus;
  readonly createdDate: string;
  readonly updatedDate: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, branch_id as "branchId", table_id as "tableId", kind, status, ${iso('created_at')} as "createdDate", ${iso('updated_at')} as "updatedDate"`;

/** Serialises the calls of one table until the transaction ends. */
export async function lockTable(sql: Sql, merchantId: string, branchId: string, tableId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`table:${merchantId}:${branchId}:${tableId}`]);
}

/** The table's open call of a kind, or null. */
export async function openCall(sql: Sql, merchantId: string, branchId: string, tableId: string, kind: TableCallKind): Promise<TableCallRow | null> {
  const rows = await sql.query<TableCallRow>(
    `select ${COLUMNS} from table_calls where merchant_id = $1 and branch_id = $2 and table_id = $3 and kind = $4 and status <> 'DONE'`,
    [merchantId, branchId, tableId, kind],
  );
  return rows[0] ?? null;
}

/** When the table's last call of a kind was done, or null. */
export async function lastDone(sql: Sql, merchantId: string, branchId: string, tableId: string, kind: TableCallKind): Promise<Date | null> {
  const rows = await sql.query<{ at: Date | string }>(
    `select max(updated_at) as at from table_calls where merchant_id = $1 and branch_id = $2 and table_id = $3 and kind = $4 and status = 'DONE'`,
    [merchantId, branchId, tableId, kind],
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

export async function insertCall(
  sql: Sql,
  merchantId: string,
  call: { id: string; branchId: string; tableId: string; kind: TableCallKind; userId: string | null },
  now: Date,
): Promise<TableCallRow> {
  const rows = await sql.query<TableCallRow>(
    `insert into table_calls (merchant_id, id, branch_id, table_id, user_id, kind, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $7)
     returning ${COLUMNS}`,
    [merchantId, call.id, call.branchId, call.tableId, call.userId, call.kind, now.toISOString()],
  );
  return rows[0]!;
}

/** The table's calls since `since`, newest first. */
export function callsOfTable(sql: Sql, merchantId: string, branchId: string, tableId: string, since: Date): Promise<TableCallRow[]> {
  return sql.query<TableCallRow>(
    `select ${COLUMNS} from table_calls where merchant_id = $1 and branch_id = $2 and table_id = $3 and created_at >= $4
      order by created_at desc, id limit 20`,
    [merchantId, branchId, tableId, since.toISOString()],
  );
}

/** The merchant's open calls and those done since `since`, oldest first. */
export function callsOfMerchant(sql: Sql, merchantId: string, since: Date): Promise<TableCallRow[]> {
  return sql.query<TableCallRow>(
    `select ${COLUMNS} from table_calls where merchant_id = $1 and (status <> 'DONE' or updated_at >= $2)
      order by created_at, id limit 500`,
    [merchantId, since.toISOString()],
  );
}

export async function callOf(sql: Sql, merchantId: string, id: string): Promise<TableCallRow | null> {
  const rows = await sql.query<TableCallRow>(`select ${COLUMNS} from table_calls where merchant_id = $1 and id = $2 for update`, [merchantId, id]);
  return rows[0] ?? null;
}

export async function setCallStatus(sql: Sql, merchantId: string, id: string, status: TableCallStatus, now: Date): Promise<TableCallRow> {
  const rows = await sql.query<TableCallRow>(`update table_calls set status = $3, updated_at = $4 where merchant_id = $1 and id = $2 returning ${COLUMNS}`, [
    merchantId,
    id,
    status,
    now.toISOString(),
  ]);
  return rows[0]!;
}
