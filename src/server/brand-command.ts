/**
 * What the brand's command-line tools share (`operator:key`, `staff:add`, `tables:codes`): the
 * database the server uses (DATA_DIR or DATABASE_URL), migrated, and the brand SUB in it, or a
 * message saying how to load it. Stop the embedded server first: PGlite has one writer.
 */
import { resolve } from 'node:path';
import { readConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { findMerchant, type MerchantRow } from './db/queries.ts';

export interface BrandCommand {
  readonly config: Config;
  readonly db: Database;
  readonly merchant: MerchantRow;
}

/** Runs `work` with the brand SUB's database open; answers its exit code (1 when there is no such brand). */
export async function withBrand(sub: string, work: (command: BrandCommand) => Promise<number>): Promise<number> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR), schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db);
    const merchant = await findMerchant(db, { sub });
    if (!merchant) {
      console.error(`no brand ${sub} in this database (start the server once to load the presets, or load one with npm run preset:load)`);
      return 1;
    }
    return await work({ config, db, merchant });
  } finally {
    await db.close();
  }
}
