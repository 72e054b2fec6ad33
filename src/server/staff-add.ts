/**
 * `npm run staff:add -- SUB PHONE ROLE [NAME]`: adds a member of staff of the brand SUB (or sets
 * the role of the member with that phone) in the database the server uses (DATA_DIR or
 * DATABASE_URL), so a brand's first owner can sign in to its studio. ROLE is OWNER, MANAGER or
 * OPERATOR. Stop the embedded server first: PGlite has one writer.
 */
import { randomUUID } from 'node:crypto';
import { normalizeSub } from '#domain/merchant-host';
import { normalizePhone } from '#domain/phone';
import { STAFF_ROLES, type StaffRole } from '#domain/studio-roles';
import { withBrand } from './brand-command.ts';
import { insertLog, upsertStaff } from './db/studio-queries.ts';
import { ApiFailure } from './errors.ts';

async function main(args: string[]): Promise<number> {
  const [subArg, phoneArg, roleArg, ...nameParts] = args;
  const sub = normalizeSub(subArg ?? '');
  const phone = normalizePhone(phoneArg ?? '');
  const role = (roleArg ?? '').toUpperCase() as StaffRole;
  if (!sub || !phone || !STAFF_ROLES.includes(role)) {
    console.error('usage: npm run staff:add -- SUB PHONE OWNER|MANAGER|OPERATOR [NAME]   (PHONE: an Uzbek mobile number, 998901234567)');
    return 2;
  }
  return withBrand(sub, async ({ db, merchant }) => {
    const name = nameParts.join(' ').trim() || null;
    let member;
    try {
      member = await db.asMerchant(merchant.id, async (tx) => {
        const row = await upsertStaff(tx, merchant.id, { id: randomUUID(), phone, role, name });
        await insertLog(tx, merchant.id, { staffId: null, staffName: 'staff:add', action: 'staff', detail: { id: row.id, role: row.role } });
        return row;
      });
    } catch (error) {
      // The brand's last owner given another role: refused here as in the studio; add another owner first.
      if (!(error instanceof ApiFailure)) throw error;
      console.error(`${sub}: ${error.body.description.eng}`);
      return 1;
    }
    console.log(
      `${member.role.toLowerCase()} ${member.phone}${member.name ? ` (${member.name})` : ''} of ${sub}: sign in at /studio on the brand's host with an SMS code`,
    );
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
