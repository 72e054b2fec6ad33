/**
 * `npm run tables:codes -- SUB [ORIGIN]`: prints every table of the brand SUB with the link its
 * printed code opens (`ORIGIN/?table=TOKEN`; the default origin is the brand's local development
 * host). The codes are signed with the server's secrets key (SECRETS_KEY, or the data folder's
 * secrets.key), so print them with the key the server runs with. Stop the embedded server first:
 * PGlite has one writer.
 */
import { resolve } from 'node:path';
import { normalizeSub } from '#domain/merchant-host';
import { withBrand } from './brand-command.ts';
import { BrandData } from './services/brand-data.ts';
import { loadSecretsKey, SecretBox } from './services/secrets.ts';
import { Tables } from './services/tables.ts';

async function main(args: string[]): Promise<number> {
  const sub = normalizeSub(args[0] ?? '');
  if (!sub) {
    console.error('usage: npm run tables:codes -- SUB [ORIGIN]');
    return 2;
  }
  return withBrand(sub, async ({ config, db, merchant }) => {
    const origin = (args[1] ?? `http://${sub}.localhost:${config.PORT}`).replace(/\/+$/, '');
    const box = new SecretBox(loadSecretsKey({ key: config.SECRETS_KEY, dataDir: resolve(config.DATA_DIR) }));
    const tables = await new Tables(db, new BrandData(db, { cache: false }), box, () => new Date()).list(merchant.id);
    if (tables.length === 0) {
      console.log(`${sub} has no tables: give its branches \`tables\` in the preset`);
      return 0;
    }
    for (const table of tables) {
      console.log(`${table.branchId}\t${table.name}\t${table.seats} seats\t${origin}/?table=${encodeURIComponent(table.token)}`);
    }
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
