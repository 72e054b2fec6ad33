/**
 * `npm run preset:load -- FILE...`: validates each file and loads it into the database the
 * server uses (DATA_DIR or DATABASE_URL). An invalid file is refused whole, every problem
 * printed with its JSON path; the command then exits non-zero. While a server holds the embedded
 * database it is refused, naming that server's process (PGlite has one writer, db/data-dir-lock.ts).
 */
import { resolve } from 'node:path';
import { readConfig } from './config.ts';
import { DataDirHeld } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { describeLoad, loadPresetFile } from './services/presets.ts';
import { loadSecretsKey, SecretBox } from './services/secrets.ts';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: npm run preset:load -- path/to/brand.json [...]');
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
        load = await loadPresetFile(db, resolve(file), { force: true, secrets });
      } catch (error) {
        console.error(`${file}: ${(error as Error).message}`);
        failed++;
        continue;
      }
      (load.status === 'invalid' ? console.error : console.log)(describeLoad(load));
      if (load.status === 'invalid') failed++;
    }
  } finally {
    await db.close();
  }
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
