/**
 * The data migration of decision 029, run at start after the SQL migrations: every stored row of a
 * brand (and its studio's settings versions and draft) loses the keys its schema does not declare,
 * which rows written before keys were checked may hold. One log line per brand it changed, naming
 * each key by its path in the brand's preset form. It runs once per database, recorded in
 * schema_migrations beside the SQL files, under an advisory lock: instances starting together
 * clean once, and the others find it done.
 */
import type * as z from 'zod/mini';
import {
  bannerSchema,
  branchSchema,
  brandSchema,
  categorySchema,
  citySchema,
  groupSchema,
  merchantSchema,
  paymentSettingsSchema,
  policySchema,
  productSchema,
  storySchema,
  vacancySchema,
} from '#schemas/entities';
import { deliveryTariffSchema, paymentMethodSchema, promoSchema } from '#schemas/order-entities';
import { orderSettingSchema } from '#schemas/order-setting';
import { knownOnly, unknownKeys } from '#schemas/unknown-keys';
import { webSettingsSchema } from '#schemas/web-settings';
import type { Database, Sql } from './database.ts';

/** Its name in schema_migrations (no SQL file has it). */
export const UNKNOWN_KEYS_MIGRATION = '013-unknown-keys.ts';
/** Any fixed number: the advisory lock of this migration. */
const CLEANUP_LOCK = 724_312;

/** Each table of a brand's JSON rows: its entity's schema, its path in the preset, its preset order. */
const TABLES: readonly { table: string; schema: z.ZodMiniType; at: readonly string[]; order: string }[] = [
  { table: 'web_settings', schema: webSettingsSchema, at: ['webSettings'], order: 'merchant_id' },
  { table: 'policies', schema: policySchema, at: ['policies'], order: 'type' },
  { table: 'cities', schema: citySchema, at: ['cities'], order: 'id' },
  { table: 'branches', schema: branchSchema, at: ['branches'], order: 'id' },
  { table: 'payment_methods', schema: paymentMethodSchema, at: ['paymentMethods'], order: 'id' },
  { table: 'payment_settings', schema: paymentSettingsSchema, at: ['paymentSettings'], order: 'id' },
  { table: 'order_settings', schema: orderSettingSchema, at: ['orderSettings'], order: 'id' },
  { table: 'delivery_tariffs', schema: deliveryTariffSchema, at: ['deliveryTariffs'], order: 'id' },
  { table: 'promos', schema: promoSchema, at: ['promos'], order: 'id' },
  { table: 'brands', schema: brandSchema, at: ['brands'], order: 'priority, id' },
  { table: 'banners', schema: bannerSchema, at: ['banners'], order: 'priority, id' },
  { table: 'stories', schema: storySchema, at: ['stories'], order: 'priority, id' },
  { table: 'menu_groups', schema: groupSchema, at: ['menu', 'groups'], order: 'priority, id' },
  { table: 'categories', schema: categorySchema, at: ['menu', 'categories'], order: 'priority, id' },
  { table: 'products', schema: productSchema, at: ['menu', 'products'], order: 'priority, id' },
  { table: 'vacancies', schema: vacancySchema, at: ['vacancies'], order: 'priority, id' },
];

/** Rewrites each row whose JSON holds unknown keys without them; answers the paths it removed. */
async function cleanRows(
  rows: readonly { ref: string; data: unknown }[],
  schema: z.ZodMiniType,
  at: (index: number) => (string | number)[],
  write: (ref: string, data: unknown) => Promise<unknown>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const [index, row] of rows.entries()) {
    const unknown = unknownKeys(schema, row.data, at(index));
    if (unknown.length === 0) continue;
    removed.push(...unknown.map((u) => u.path));
    await write(row.ref, knownOnly(schema, row.data));
  }
  return removed;
}

/**
 * Removes the unknown keys of every brand's rows, in the caller's (owner) transaction; answers, per
 * brand it changed, the sub and the paths removed. Idempotent: a second run finds nothing.
 */
export async function cleanUnknownKeys(sql: Sql): Promise<{ sub: string; removed: string[] }[]> {
  const changed: { sub: string; removed: string[] }[] = [];
  const merchants = await sql.query<{ id: string; sub: string; data: unknown }>('select id, sub, data from merchants order by sub');
  for (const merchant of merchants) {
    const removed: string[] = [];
    const rewrite = (table: string) => (ref: string, data: unknown) =>
      sql.query(`update ${table} set data = $2 where ctid = $1::tid`, [ref, JSON.stringify(data)]);
    removed.push(
      ...(await cleanRows(
        [{ ref: '', data: merchant.data }],
        merchantSchema,
        () => ['merchant'],
        (_, data) => sql.query('update merchants set data = $2 where id = $1', [merchant.id, JSON.stringify(data)]),
      )),
    );
    for (const { table, schema, at, order } of TABLES) {
      const rows = await sql.query<{ ref: string; data: unknown }>(`select ctid::text as ref, data from ${table} where merchant_id = $1 order by ${order}`, [
        merchant.id,
      ]);
      const single = table === 'web_settings';
      removed.push(...(await cleanRows(rows, schema, (i) => (single ? [...at] : [...at, i]), rewrite(table))));
    }
    const versions = await sql.query<{ ref: string; version: number; data: unknown }>(
      'select ctid::text as ref, version, settings as data from settings_versions where merchant_id = $1 order by version',
      [merchant.id],
    );
    for (const version of versions) {
      removed.push(
        ...(await cleanRows(
          [version],
          webSettingsSchema,
          () => ['settingsVersions', version.version],
          (ref, data) => sql.query('update settings_versions set settings = $2 where ctid = $1::tid', [ref, JSON.stringify(data)]),
        )),
      );
    }
    const drafts = await sql.query<{ ref: string; data: unknown }>('select ctid::text as ref, settings as data from settings_drafts where merchant_id = $1', [
      merchant.id,
    ]);
    removed.push(
      ...(await cleanRows(
        drafts,
        webSettingsSchema,
        () => ['settingsDraft'],
        (ref, data) => sql.query('update settings_drafts set settings = $2 where ctid = $1::tid', [ref, JSON.stringify(data)]),
      )),
    );
    if (removed.length > 0) changed.push({ sub: merchant.sub, removed });
  }
  return changed;
}

/** The start's step: cleans once per database (recorded), logging one line per brand it changed. */
export async function migrateUnknownKeys(db: Database, log: (line: string) => void): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [CLEANUP_LOCK]);
    const done = await tx.query('select 1 from schema_migrations where name = $1', [UNKNOWN_KEYS_MIGRATION]);
    if (done.length > 0) return [];
    const result = await cleanUnknownKeys(tx);
    await tx.query('insert into schema_migrations (name) values ($1)', [UNKNOWN_KEYS_MIGRATION]);
    return result;
  });
  for (const brand of changed) log(`merchant ${brand.sub}: removed unknown keys ${brand.removed.join(', ')}`);
}
