/**
 * Applies the SQL files of db/migrations in name order, each once, recorded in
 * schema_migrations. Several server instances may start together against one PostgreSQL:
 * an advisory lock lets one migrate while the others wait.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Any fixed number: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 724_311;

function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Transaction-scoped: released at commit or rollback, whatever happens.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const name of migrationFiles()) {
      if (done.has(name)) continue;
      const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
