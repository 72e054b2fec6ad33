/**
 * `npm run preset:load -- [--force] FILE...`: validates each file and loads it into the database
 * the server uses (DATA_DIR or DATABASE_URL). An invalid file is refused whole, every problem
 * printed with its JSON path; the command then exits non-zero. As at start, the file seeds the
 * brand (docs/decisions/028-the-preset-file-is-a-seed.md): one the database already holds is left
 * as it is, and one the studio has worked on since its last load is refused (non-zero) naming that
 * work; `--force` loads it anyway, replacing the brand with the file. While a server holds the embedded
 * database it is refused, naming that server's process (PGlite has one writer, db/data-dir-lock.ts).
 */
import { resolve } from 'node:path';
import { readConfig } from './config.ts';
import { DataDirHeld } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { describeLoad, loadPresetFile } from './services/presets.ts';
import { loadSecretsKey, SecretBox } from './services/secrets.ts';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length === 0 || files.some((f) => f.startsWith('--'))) {
    console.error('usage: npm run preset:load -- [--force] path/to/brand.json [...]');
    return 2;
  }
  const config = readConfig();
  let db;
  try {
    db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR), schema: config.DATABASE_SCHEMA });
  } catch (error) {
    if (!(error instanceof DataDirHeld)) throw error;
    console.error(`preset:load refused: ${error.message}`);
    return 1;
  }
  // The server's key: SECRETS_KEY, else the data folder's key file (shared with `npm start`).
  const secrets = new SecretBox(loadSecretsKey({ key: config.SECRETS_KEY, dataDir: resolve(config.DATA_DIR) }));
  let failed = 0;
  try {
    await migrate(db);
    for (const file of files) {
      let load;
      try {
        load = await loadPresetFile(db, resolve(file), { force, secrets });
      } catch (error) {
        console.error(`${file}: ${(error as Error).message}`);
        failed++;
        continue;
      }
      const refused = load.status === 'invalid' || load.status === 'refused';
      (refused ? console.error : console.log)(describeLoad(load));
      if (refused) failed++;
    }
  } finally {
    await db.close();
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
