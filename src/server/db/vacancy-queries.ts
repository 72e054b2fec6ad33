/** The SQL of vacancies and the applications to them. Run inside `db.asMerchant`. */
import type { Vacancy } from '#schemas/entities';
import type { Row, Sql } from './database.ts';
import { publicFields } from './public-fields.ts';

/** Every vacancy of the merchant, by priority. */
export async function vacanciesOf(sql: Sql, merchantId: string): Promise<Vacancy[]> {
  return (await sql.query<{ data: Vacancy }>('select data from vacancies where merchant_id = $1 order by priority, id', [merchantId])).map((r) =>
    publicFields.vacancy(r.data),
  );
}

export interface ApplicationInput {
  readonly id: string;
  readonly vacancyId: string;
  readonly name: string;
  readonly phone: string;
  readonly text: string | null;
  readonly clientAddress: string | null;
}

/** Applications sent from one client address, and for one phone, since `since`. */
export async function recentApplications(
  sql: Sql,
  merchantId: string,
  clientAddress: string | null,
  phone: string,
  since: Date,
): Promise<{ byAddress: number; byPhone: number }> {
  const rows = await sql.query<{ byAddress: number; byPhone: number }>(
    `select (count(*) filter (where $2::text is not null and client_address = $2))::int as "byAddress",
            (count(*) filter (where phone = $3))::int as "byPhone"
       from vacancy_applications where merchant_id = $1 and created_at >= $4`,
    [merchantId, clientAddress, phone, since.toISOString()],
  );
  return rows[0] ?? { byAddress: 0, byPhone: 0 };
}

/** Serialises the applications of one merchant until the transaction ends: a burst cannot pass the limits together. */
export async function lockApplications(sql: Sql, merchantId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`applications:${merchantId}`]);
}

export async function insertApplication(sql: Sql, merchantId: string, application: ApplicationInput, now: Date): Promise<void> {
  await sql.query(
    `insert into vacancy_applications (merchant_id, id, vacancy_id, name, phone, text, client_address, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [merchantId, application.id, application.vacancyId, application.name, application.phone, application.text, application.clientAddress, now.toISOString()],
  );
}

export interface ApplicationRow extends Row {
  readonly id: string;
  readonly vacancyId: string;
  readonly name: string;
  readonly phone: string;
  readonly text: string | null;
  readonly createdDate: string;
}

/** The merchant's applications, newest first. */
export function applicationsOf(sql: Sql, merchantId: string, limit: number, offset: number): Promise<ApplicationRow[]> {
  return sql.query<ApplicationRow>(
    `select id, vacancy_id as "vacancyId", name, phone, text,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
       from vacancy_applications where merchant_id = $1 order by created_at desc, id limit $2 offset $3`,
    [merchantId, limit, offset],
  );
}
