/**
 * Brand presets into the database. A file is parsed and validated whole (shape, then
 * references); an invalid file changes nothing and answers every problem with its JSON path.
 * Loading is idempotent: a file whose content the merchant row already records is skipped
 * unless forced, and a forced load replaces the brand's rows with the same rows.
 *
 * The file seeds the brand (docs/decisions/028-the-preset-file-is-a-seed.md): a changed file is
 * loaded only while the studio has not worked on the brand since the file's last load (publish,
 * rollback, import, catalogue edits: its log); otherwise it is refused, said loudly, and noticed on
 * the merchant's row for the studio to show, unless forced. A studio import replaces the rows as a
 * load does but is the studio's work: it leaves the file's record as it was.
 */
import { createHash, randomUUID } from 'node:crypto';
import { normalizePhone } from '#domain/phone';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PresetIssue } from '#schemas/preset';
import type { BrandWork } from '#schemas/studio-endpoints';
import type { Database } from '../db/database.ts';
import { findMerchant, recordPresetLoad, replaceBrand, setPresetNotice } from '../db/queries.ts';
import { writeSecret } from '../db/account-queries.ts';
import { brandWorkSince, insertLog, lockSettings, recordLoadAsVersion, upsertStaff } from '../db/studio-queries.ts';
import { PAYMENT_SECRET } from './payment-providers.ts';
import { CRM_SECRET, CRM_TOKENS_SECRET } from './crm.ts';
import { SECRET, type SecretBox } from './secrets.ts';
import { checkPreset, formatIssue, locateIssues, parsePresetJson, type LocatedIssue } from './preset-check.ts';

export interface LoadOptions {
  /** Load even when the merchant row records this very file, or the studio has worked on the brand since its last load. */
  readonly force?: boolean;
  /**
   * A studio import by this member: the rows are replaced whatever the file's record says, the
   * record stays the file's, and the import is logged (the studio's work) in the same transaction.
   */
  readonly importedBy?: { readonly id: string; readonly name: string | null };
  /** Seals the preset's server secrets (SMS credentials); a preset that has some needs it. */
  readonly secrets?: SecretBox;
  /** PUBLIC_DIR's images/: the pictures a preset names must be there (services/preset-check.ts). */
  readonly imagesDir?: string | null;
}

/** The SMS credentials a preset's merchant carries, as the secret's JSON; null when it has none. */
function smsSecretOf(merchant: { smsGateway?: string | null; smsUsername?: string | null; smsPassword?: string | null }): string | null {
  if (!merchant.smsGateway || !merchant.smsUsername || !merchant.smsPassword) return null;
  return JSON.stringify({ gateway: merchant.smsGateway, username: merchant.smsUsername, password: merchant.smsPassword });
}

export type PresetLoad =
  | { readonly status: 'loaded' | 'unchanged'; readonly file: string; readonly sub: string; readonly merchantId: string }
  /** A changed file not loaded over the studio's work since the file's last load. */
  | { readonly status: 'refused'; readonly file: string; readonly sub: string; readonly merchantId: string; readonly work: readonly BrandWork[] }
  /** Every problem at its line and column in the file's text. */
  | { readonly status: 'invalid'; readonly file: string; readonly issues: readonly LocatedIssue[] };

export async function loadPresetText(db: Database, file: string, text: string, options: LoadOptions = {}): Promise<PresetLoad> {
  const refused = (issues: readonly PresetIssue[]) => ({ status: 'invalid', file, issues: locateIssues(text, issues) }) as const;
  const parsed = parsePresetJson(text);
  if (!parsed.ok) return { status: 'invalid', file, issues: parsed.issues };
  // The rules of `npm run preset:check`, each problem at its line and column.
  const result = checkPreset(parsed.value, { imagesDir: options.imagesDir });
  if (!result.ok) return refused(result.issues);
  const { merchant } = result.preset;
  const smsSecret = smsSecretOf(merchant);
  const botToken = merchant.telegramBotToken || null;
  const payments = merchant.payments ?? null;
  const amoCRM = merchant.amoCRM ?? null;
  if ((smsSecret || botToken || payments || amoCRM) && !options.secrets) {
    return refused([{ path: '$.merchant.smsPassword', message: "SMS credentials and bot tokens need the server's secrets key to be stored" }]);
  }
  // Staff by a phone the studio can sign in: normalised, or the file is refused.
  const staff = result.preset.staff.map((s) => ({ ...s, phone: normalizePhone(s.phone) }));
  const badPhone = staff.findIndex((s) => s.phone === null);
  if (badPhone >= 0) return refused([{ path: `$.staff[${badPhone}].phone`, message: 'expected an Uzbek mobile number +998 (XX) XXX-XX-XX' }]);
  const hash = createHash('sha256').update(text).digest('hex');
  return db.transaction(async (tx) => {
    // A publish or rollback waits for the load, or the load for it: the work since is read whole.
    await lockSettings(tx, merchant.id);
    const stored = await findMerchant(tx, { id: merchant.id });
    const found = { file, sub: merchant.sub, merchantId: merchant.id };
    if (!options.importedBy && !options.force && stored) {
      if (stored.presetHash === hash) {
        // The file is back to what was loaded: nothing refused any more.
        if (stored.presetNotice) await setPresetNotice(tx, merchant.id, null);
        return { status: 'unchanged', ...found } as const;
      }
      const work = await brandWorkSince(tx, merchant.id, stored.presetLogMark);
      if (work.length > 0) {
        const earlier = stored.presetNotice?.hash === hash ? stored.presetNotice : null;
        await setPresetNotice(tx, merchant.id, { file: basename(file), hash, date: earlier?.date ?? new Date().toISOString(), work });
        return { status: 'refused', ...found, work } as const;
      }
    }
    const taken = await findMerchant(tx, { sub: merchant.sub });
    if (taken && taken.id !== merchant.id) {
      return refused([{ path: '$.merchant.sub', message: `sub ${merchant.sub} belongs to merchant ${taken.id}` }]);
    }
    await replaceBrand(tx, result.preset);
    // A brand published before gets the load as a version of its own (and no draft made on the old brand).
    await recordLoadAsVersion(tx, merchant.id, options.importedBy ?? { id: null, name: basename(file) });
    if (options.importedBy) {
      const by = options.importedBy;
      await insertLog(tx, merchant.id, { staffId: by.id, staffName: by.name, action: 'import', detail: {} });
    } else {
      await recordPresetLoad(tx, merchant.id, hash);
    }
    // Staff are added or their role set, never removed by a preset: the studio keeps who it added.
    for (const member of staff) await upsertStaff(tx, merchant.id, { id: randomUUID(), phone: member.phone!, role: member.role, name: member.name ?? null });
    if (options.secrets) {
      // A document carries no secret it does not name (an export never does): each secret it does
      // not carry stays as sealed, each it carries replaces that one only.
      const write = (name: string, value: string) => writeSecret(tx, options.secrets!, merchant.id, name, value);
      if (smsSecret) await write(SECRET.sms, smsSecret);
      // A bot token given another way (TELEGRAM_BOT_TOKENS) stays unless the preset names one.
      if (botToken) await write(SECRET.telegramBot, botToken);
      for (const [provider, key] of [
        ['PAYME', 'payme'],
        ['CLICK', 'click'],
        ['UZUM', 'uzum'],
      ] as const) {
        const credentials = payments?.[key];
        if (credentials) await write(PAYMENT_SECRET[provider], JSON.stringify(credentials));
      }
      if (amoCRM) {
        await write(CRM_SECRET, JSON.stringify(amoCRM));
        // Tokens refreshed from the account it replaces are of no use to anyone (with oauth, crm.ts
        // takes them only while they descend from the preset's refresh token).
        if (!amoCRM.oauth) await writeSecret(tx, options.secrets, merchant.id, CRM_TOKENS_SECRET, null);
      }
    }
    return { status: 'loaded', ...found } as const;
  });
}

export function loadPresetFile(db: Database, file: string, options: LoadOptions = {}): Promise<PresetLoad> {
  return loadPresetText(db, file, readFileSync(file, 'utf8'), options);
}

/** A preset's file name in a folder of presets: `*.json`, but for the editor's JSON schema beside them. */
export const isPresetFileName = (name: string): boolean => name.endsWith('.json') && name !== 'preset.schema.json';

/** Every `*.json` preset of a folder, in name order; one bad file does not stop the others. */
export async function loadPresetsDir(db: Database, dir: string, options: Omit<LoadOptions, 'force'> = {}): Promise<PresetLoad[]> {
  let names: string[];
  try {
    names = readdirSync(dir).filter(isPresetFileName).sort();
  } catch {
    return [];
  }
  const results: PresetLoad[] = [];
  for (const name of names) results.push(await loadPresetFile(db, join(dir, name), options));
  return results;
}

export function describeLoad(load: PresetLoad): string {
  if (load.status === 'invalid') {
    return [`${load.file}: refused, ${load.issues.length} problem(s)`, ...load.issues.map((i) => `  ${formatIssue(load.file, i)}`)].join('\n');
  }
  if (load.status === 'refused') {
    const work = load.work.map((w) => `${w.action} x${w.count} (last ${w.lastDate}${w.lastBy ? ` by ${w.lastBy}` : ''})`).join(', ');
    return [
      `WARNING ${load.file}: changed, NOT LOADED (${load.sub}, merchant ${load.merchantId}): the studio has changed the brand since the file's last load: ${work}.`,
      `  The brand keeps the studio's work and the studio shows this notice. To replace the brand with the file: npm run preset:load -- --force ${load.file}`,
    ].join('\n');
  }
  return `${load.file}: ${load.status} (${load.sub}, merchant ${load.merchantId})`;
}
