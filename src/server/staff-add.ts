/**
 * `npm run staff:add -- SUB PHONE ROLE [NAME]`: adds a member of staff of the brand SUB (or sets
 * the role of the member with that phone) in the database the server uses (DATA_DIR or
 * DATABASE_URL), so a brand's first owner can sign in to its studio. ROLE is OWNER, MANAGER or
 * OPERATOR. Stop the embedded server first: PGlite has one writer.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { normalizeSub } from '#domain/merchant-host';
import { normalizePhone } from '#domain/phone';
import { STAFF_ROLES, type StaffRole } from '#domain/studio-roles';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { findMerchant } from './db/queries.ts';
import { insertLog, upsertStaff } from './db/studio-queries.ts';

async function main(args: string[]): Promise<number> {
  const [subArg, phoneArg, roleArg, ...nameParts] = args;
  const sub = normalizeSub(subArg ?? '');
  const phone = normalizePhone(phoneArg ?? '');
  const role = (roleArg ?? '').toUpperCase() as StaffRole;
  if (!sub || !phone || !STAFF_ROLES.includes(role)) {
    console.error('usage: npm run staff:add -- SUB PHONE OWNER|MANAGER|OPERATOR [NAME]   (PHONE: an Uzbek mobile number, 998901234567)');
    return 2;
  }
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR), schema: config.DATABASE_SCHEMA });
  try {
    await migrate(db);
    const merchant = await findMerchant(db, { sub });
    if (!merchant) {
      console.error(`no brand ${sub} in this database (start the server once to load the presets, or load one with npm run preset:load)`);
      return 1;
    }
    const name = nameParts.join(' ').trim() || null;
    const member = await db.asMerchant(merchant.id, async (tx) => {
      const row = await upsertStaff(tx, merchant.id, { id: randomUUID(), phone, role, name });
      await insertLog(tx, merchant.id, { staffId: null, staffName: 'staff:add', action: 'staff', detail: { id: row.id, role: row.role } });
      return row;
    });
    console.log(`${member.role.toLowerCase()} ${member.phone}${member.name ? ` (${member.name})` : ''} of ${sub}: sign in at /studio on the brand's host with an SMS code`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
