/**
 * The SQL that works on the database itself rather than on a merchant's rows: removing the
 * PostgreSQL schema a server was given to work in (tests give each file one, dropped on close).
 */
import type { Sql } from './database.ts';

/** Drops `schema` with everything in it; nothing happens when it does not exist. */
export async function dropSchema(sql: Sql, schema: string): Promise<void> {
  // An identifier cannot be a parameter: quoted, the name is one identifier whatever it holds.
  await sql.exec(`drop schema if exists "${schema.replaceAll('"', '""')}" cascade`);
}
