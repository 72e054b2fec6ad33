/**
 * `npm run operator:key -- SUB [LABEL]`: makes a key of the operator API for the brand SUB in
 * the database the server uses (DATA_DIR or DATABASE_URL) and prints it once; only its hash is
 * kept. Stop the embedded server first: PGlite has one writer.
 */
import { normalizeSub } from '#domain/merchant-host';
import { withBrand } from './brand-command.ts';
import { OperatorKeys } from './services/operator-keys.ts';

async function main(args: string[]): Promise<number> {
  const sub = normalizeSub(args[0] ?? '');
  if (!sub) {
    console.error('usage: npm run operator:key -- SUB [LABEL]');
    return 2;
  }
  return withBrand(sub, async ({ db, merchant }) => {
    const key = await new OperatorKeys(db).create(merchant.id, args.slice(1).join(' ').trim() || null);
    console.log(`operator key of ${sub} (${merchant.id}); it is shown this once, keep it safe:`);
    console.log(key);
    console.log(`use it as: Authorization: Bearer ${key.slice(0, 9)}...  with the header merchant: ${merchant.id}`);
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
