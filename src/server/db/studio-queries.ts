/**
 * The SQL of the merchant studio: staff and their sessions, the web settings' draft and versions,
 * the stop-list, the catalogue's presentation, and the studio's log. Run inside `db.asMerchant`
 * (row-level security applies) unless named an owner query.
 */
import { leavesNoOwner, type StaffChange, type StaffRole } from '#domain/studio-roles';
import { BRAND_WORK_ACTIONS, type BrandWork } from '#schemas/studio-endpoints';
import { ApiFailure } from '../errors.ts';
import { message } from '../messages.ts';
import type { Row, Sql } from './database.ts';

// ---- staff and their sessions -----------------------------------------------------------------

export interface StaffRow extends Row {
  readonly id: string;
  readonly phone: string;
  readonly role: StaffRole;
  readonly name: string | null;
}

const STAFF_COLUMNS = 'id, phone, role, name';

export async function staffByPhone(sql: Sql, merchantId: string, phone: string): Promise<StaffRow | null> {
  const rows = await sql.query<StaffRow>(`select ${STAFF_COLUMNS} from staff where merchant_id = $1 and phone = $2`, [merchantId, phone]);
  return rows[0] ?? null;
}

export async function staffOf(sql: Sql, merchantId: string): Promise<StaffRow[]> {
  return sql.query<StaffRow>(`select ${STAFF_COLUMNS} from staff where merchant_id = $1 order by role, name, id`, [merchantId]);
}

/**
 * Serialises the staff changes of one merchant until the transaction ends: the last-owner rule
 * reads the staff after any change that committed first, so two owners demoting each other at
 * once leave one.
 */
async function lockStaff(sql: Sql, merchantId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`studio-staff:${merchantId}`]);
}

/** Refuses (409) a change that would leave the brand without an owner (#domain/studio-roles leavesNoOwner). */
async function keepAnOwner(sql: Sql, merchantId: string, change: StaffChange): Promise<void> {
  await lockStaff(sql, merchantId);
  if (leavesNoOwner(await staffOf(sql, merchantId), change)) throw new ApiFailure('CONFLICT', { description: message('lastOwner') });
}

/**
 * Adds a member, or changes the role and name of the member with that phone; answers the member.
 * The one way staff get a role (the studio, the preset loader, staff:add), so it is where a
 * brand's last owner is refused another role.
 */
export async function upsertStaff(
  sql: Sql,
  merchantId: string,
  member: { id: string; phone: string; role: StaffRole; name: string | null },
): Promise<StaffRow> {
  await keepAnOwner(sql, merchantId, { phone: member.phone, role: member.role });
  const rows = await sql.query<StaffRow>(
    `insert into staff (merchant_id, id, phone, role, name) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id, phone) do update set role = excluded.role, name = coalesce(excluded.name, staff.name)
     returning ${STAFF_COLUMNS}`,
    [merchantId, member.id, member.phone, member.role, member.name],
  );
  return rows[0]!;
}

/** Removes a member; answers whether there was one. The brand's last owner is refused (409), as by upsertStaff. */
export async function removeStaff(sql: Sql, merchantId: string, id: string): Promise<boolean> {
  await keepAnOwner(sql, merchantId, { removeId: id });
  return (await sql.query('delete from staff where merchant_id = $1 and id = $2 returning id', [merchantId, id])).length > 0;
}

export async function insertStaffToken(sql: Sql, merchantId: string, staffId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
  await sql.query('insert into staff_tokens (token_hash, merchant_id, staff_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))', [
    tokenHash,
    merchantId,
    staffId,
    ttlSeconds,
  ]);
}

/** The member of a live staff token at this merchant (its expiry pushed out by use); null otherwise. */
export async function staffOfToken(sql: Sql, merchantId: string, tokenHash: string, ttlSeconds: number): Promise<StaffRow | null> {
  const rows = await sql.query<StaffRow>(
    `update staff_tokens t set last_used_at = now(), expires_at = now() + make_interval(secs => $3)
      from staff s
      where t.token_hash = $2 and t.merchant_id = $1 and t.revoked_at is null and t.expires_at > now()
        and s.merchant_id = t.merchant_id and s.id = t.staff_id
      returning s.id, s.phone, s.role, s.name`,
    [merchantId, tokenHash, ttlSeconds],
  );
  return rows[0] ?? null;
}

export async function revokeStaffToken(sql: Sql, merchantId: string, tokenHash: string): Promise<void> {
  await sql.query('update staff_tokens set revoked_at = now() where merchant_id = $1 and token_hash = $2', [merchantId, tokenHash]);
}

// ---- settings: the published versions and the draft -------------------------------------------

export interface VersionRow extends Row {
  readonly version: number;
  readonly settings: Record<string, unknown>;
  readonly authorId: string | null;
  readonly authorName: string | null;
  readonly changedFields: string[];
  readonly rollbackOf: number | null;
  readonly createdDate: string;
}

const VERSION_COLUMNS = `version, settings, author_id as "authorId", author_name as "authorName", changed_fields as "changedFields",
  rollback_of as "rollbackOf", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"`;

/** The newest published version, or null before the first publish. */
export async function latestVersion(sql: Sql, merchantId: string): Promise<VersionRow | null> {
  const rows = await sql.query<VersionRow>(`select ${VERSION_COLUMNS} from settings_versions where merchant_id = $1 order by version desc limit 1`, [
    merchantId,
  ]);
  return rows[0] ?? null;
}

export async function versionOf(sql: Sql, merchantId: string, version: number): Promise<VersionRow | null> {
  const rows = await sql.query<VersionRow>(`select ${VERSION_COLUMNS} from settings_versions where merchant_id = $1 and version = $2`, [merchantId, version]);
  return rows[0] ?? null;
}

/** The versions, newest first, without their settings (a list of who changed what when). */
export async function versionsOf(sql: Sql, merchantId: string, limit: number): Promise<Omit<VersionRow, 'settings'>[]> {
  return sql.query<Omit<VersionRow, 'settings'>>(
    `select version, author_id as "authorId", author_name as "authorName", changed_fields as "changedFields", rollback_of as "rollbackOf",
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
       from settings_versions where merchant_id = $1 order by version desc limit $2`,
    [merchantId, limit],
  );
}

/** Serialises the settings work of one merchant (draft saves, publishes) until the transaction ends. */
export async function lockSettings(sql: Sql, merchantId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`studio-settings:${merchantId}`]);
}

export async function insertVersion(
  sql: Sql,
  merchantId: string,
  version: {
    version: number;
    settings: unknown;
    authorId: string | null;
    authorName: string | null;
    changedFields: readonly string[];
    rollbackOf: number | null;
  },
): Promise<void> {
  await sql.query(
    `insert into settings_versions (merchant_id, version, settings, author_id, author_name, changed_fields, rollback_of) values ($1, $2, $3, $4, $5, $6, $7)`,
    [merchantId, version.version, JSON.stringify(version.settings), version.authorId, version.authorName, [...version.changedFields], version.rollbackOf],
  );
}

export interface DraftRow extends Row {
  readonly baseVersion: number;
  readonly revision: number;
  readonly settings: Record<string, unknown>;
  readonly updatedBy: string | null;
  readonly updatedByName: string | null;
  readonly updatedDate: string;
}

export async function draftOf(sql: Sql, merchantId: string): Promise<DraftRow | null> {
  const rows = await sql.query<DraftRow>(
    `select base_version as "baseVersion", revision, settings, updated_by as "updatedBy", updated_by_name as "updatedByName",
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedDate"
       from settings_drafts where merchant_id = $1`,
    [merchantId],
  );
  return rows[0] ?? null;
}

/** Writes the draft, one revision on; answers the new revision. */
export async function saveDraft(
  sql: Sql,
  merchantId: string,
  draft: { baseVersion: number; settings: unknown; staffId: string; staffName: string | null },
): Promise<number> {
  const rows = await sql.query<{ revision: number }>(
    `insert into settings_drafts (merchant_id, base_version, settings, updated_by, updated_by_name) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id) do update set base_version = excluded.base_version, settings = excluded.settings, updated_by = excluded.updated_by,
       updated_by_name = excluded.updated_by_name, updated_at = now(), revision = settings_drafts.revision + 1
     returning revision`,
    [merchantId, draft.baseVersion, JSON.stringify(draft.settings), draft.staffId, draft.staffName],
  );
  return rows[0]!.revision;
}

export async function deleteDraft(sql: Sql, merchantId: string): Promise<void> {
  await sql.query('delete from settings_drafts where merchant_id = $1', [merchantId]);
}

// ---- the brand draft and the brand each version published ------------------------------------

/** Who changed an item of the brand draft last, by `collection/key`. */
export type BrandEdits = Record<string, { by: string; name: string | null; date: string }>;

/** The draft's brand (null: the published brand, unchanged) and who changed each item. */
export async function draftBrandOf(sql: Sql, merchantId: string): Promise<{ brand: Record<string, unknown> | null; edits: BrandEdits } | null> {
  const rows = await sql.query<{ brand: Record<string, unknown> | null; edits: BrandEdits }>(
    'select brand, brand_edits as edits from settings_drafts where merchant_id = $1',
    [merchantId],
  );
  return rows[0] ?? null;
}

/**
 * Writes the draft's brand with one item's edit recorded; a merchant without a draft gets one based
 * on the published version, its settings the published ones (the settings editor sees revision 1).
 */
export async function saveDraftBrand(
  sql: Sql,
  merchantId: string,
  draft: { baseVersion: number; settings: unknown; brand: unknown; edit: string; staffId: string; staffName: string | null },
): Promise<void> {
  const edit = JSON.stringify({ [draft.edit]: { by: draft.staffId, name: draft.staffName, date: new Date().toISOString() } });
  await sql.query(
    `insert into settings_drafts (merchant_id, base_version, settings, brand, brand_edits, updated_by, updated_by_name)
       values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id) do update set brand = excluded.brand, brand_edits = settings_drafts.brand_edits || excluded.brand_edits,
       updated_by = excluded.updated_by, updated_by_name = excluded.updated_by_name, updated_at = now()`,
    [merchantId, draft.baseVersion, JSON.stringify(draft.settings), JSON.stringify(draft.brand), edit, draft.staffId, draft.staffName],
  );
}

/** Drops the draft's brand (a preset load replaced the brand under it); its settings stay. */
export async function clearDraftBrand(sql: Sql, merchantId: string): Promise<void> {
  await sql.query(`update settings_drafts set brand = null, brand_edits = '{}'::jsonb where merchant_id = $1 and brand is not null`, [merchantId]);
}

/** The brand a version published (null: a version from before versions kept it). */
export async function versionBrandOf(sql: Sql, merchantId: string, version: number): Promise<Record<string, unknown> | null> {
  const rows = await sql.query<{ brand: Record<string, unknown> | null }>('select brand from settings_versions where merchant_id = $1 and version = $2', [
    merchantId,
    version,
  ]);
  return rows[0]?.brand ?? null;
}

export async function setVersionBrand(sql: Sql, merchantId: string, version: number, brand: unknown): Promise<void> {
  await sql.query('update settings_versions set brand = $3 where merchant_id = $1 and version = $2', [merchantId, version, JSON.stringify(brand)]);
}

/**
 * The brand as stored, as the draft holds it: the preset's shape without its web settings, staff
 * and grades (brandRows), and so without any secret.
 */
export async function storedBrand(sql: Sql, merchantId: string): Promise<Record<string, unknown>> {
  const { webSettings: _settings, staff: _staff, grades: _grades, ...brand } = await brandRows(sql, merchantId);
  return brand;
}

/**
 * Records what a preset load (a file, or a studio import) made of a brand: before the studio's
 * first publish it is version 0, the brand as loaded from its preset; after it, a version of its own, so the
 * versions end at what shoppers see. A draft's edited brand, made on the brand the load replaced,
 * is dropped.
 */
export async function recordLoadAsVersion(sql: Sql, merchantId: string, author: { id: string | null; name: string | null }): Promise<void> {
  await clearDraftBrand(sql, merchantId);
  const latest = await latestVersion(sql, merchantId);
  // Never published: the load is version 0 anew.
  const version = latest && latest.version > 0 ? latest.version + 1 : 0;
  if (version === 0) await sql.query('delete from settings_versions where merchant_id = $1 and version = 0', [merchantId]);
  const [settings] = await sql.query<{ data: Record<string, unknown> }>('select data from web_settings where merchant_id = $1', [merchantId]);
  await insertVersion(sql, merchantId, {
    version,
    settings: settings?.data ?? {},
    authorId: author.id,
    authorName: author.name,
    changedFields: [],
    rollbackOf: null,
  });
  await setVersionBrand(sql, merchantId, version, await storedBrand(sql, merchantId));
}

// ---- the stop-list ----------------------------------------------------------------------------

export async function stopListOf(sql: Sql, merchantId: string): Promise<{ branchId: string; productId: number; createdDate: string }[]> {
  return sql.query(
    `select branch_id as "branchId", product_id as "productId", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
       from stop_list where merchant_id = $1 order by branch_id, product_id`,
    [merchantId],
  );
}

/** Sold out now (available false) or available again; answers whether anything changed. */
export async function setStopped(
  sql: Sql,
  merchantId: string,
  entry: { branchId: string; productId: number; stopped: boolean; staffId: string },
): Promise<boolean> {
  const rows = entry.stopped
    ? await sql.query(
        `insert into stop_list (merchant_id, branch_id, product_id, staff_id) values ($1, $2, $3, $4) on conflict do nothing returning product_id`,
        [merchantId, entry.branchId, entry.productId, entry.staffId],
      )
    : await sql.query('delete from stop_list where merchant_id = $1 and branch_id = $2 and product_id = $3 returning product_id', [
        merchantId,
        entry.branchId,
        entry.productId,
      ]);
  return rows.length > 0;
}

/** Whether the product is linked to the branch (only what a branch sells can be sold out there). */
export async function branchSells(sql: Sql, merchantId: string, branchId: string, productId: number): Promise<boolean> {
  const rows = await sql.query(
    `select 1 from products p where p.merchant_id = $1 and p.id = $3 and (
        exists (select 1 from product_branches pb where pb.merchant_id = p.merchant_id and pb.product_id = p.id and pb.branch_id = $2)
        or not exists (select 1 from product_branches pb where pb.merchant_id = p.merchant_id and pb.product_id = p.id))
        and exists (select 1 from branches b where b.merchant_id = $1 and b.id = $2)`,
    [merchantId, branchId, productId],
  );
  return rows.length > 0;
}

// ---- the catalogue's presentation ---------------------------------------------------------------

/** Lays fields over a category's wire object (its view, scroll, navigation, basket, priority). */
export async function patchCategory(sql: Sql, merchantId: string, id: number, patch: Record<string, unknown>, priority: number | null): Promise<boolean> {
  const rows = await sql.query(
    `update categories set data = data || $3::jsonb || case when $4::int is null then '{}'::jsonb else jsonb_build_object('priority', $4::int) end,
            priority = coalesce($4, priority)
      where merchant_id = $1 and id = $2 returning id`,
    [merchantId, id, JSON.stringify(patch), priority],
  );
  return rows.length > 0;
}

/** Sets the order of a merchant's groups, categories or products: the first id gets priority 1. */
export async function reorder(sql: Sql, merchantId: string, table: 'menu_groups' | 'categories' | 'products', ids: readonly number[]): Promise<number> {
  const rows = await sql.query(
    `update ${table} t set priority = o.position, data = t.data || jsonb_build_object('priority', o.position)
       from unnest($2::int[]) with ordinality as o(id, position)
      where t.merchant_id = $1 and t.id = o.id returning t.id`,
    [merchantId, [...ids]],
  );
  return rows.length;
}

/** Sets the picture of a category, product or banner of the merchant; answers whether it has one by that id. */
export async function setImage(sql: Sql, merchantId: string, table: 'categories' | 'products' | 'banners', id: number, file: string): Promise<boolean> {
  const rows = await sql.query(
    `update ${table} set data = data || jsonb_build_object('image', $3::text) where merchant_id = $1 and id::text = $2::text returning id`,
    [merchantId, id, file],
  );
  return rows.length > 0;
}

// ---- the log ------------------------------------------------------------------------------------

export async function insertLog(
  sql: Sql,
  merchantId: string,
  entry: { staffId: string | null; staffName: string | null; action: string; detail: Record<string, unknown> },
): Promise<void> {
  await sql.query('insert into studio_log (merchant_id, staff_id, staff_name, action, detail) values ($1, $2, $3, $4, $5)', [
    merchantId,
    entry.staffId,
    entry.staffName,
    entry.action,
    JSON.stringify(entry.detail),
  ]);
}

export async function logOf(
  sql: Sql,
  merchantId: string,
  limit: number,
): Promise<{ id: number; staffId: string | null; staffName: string | null; action: string; detail: Record<string, unknown>; createdDate: string }[]> {
  return sql.query(
    `select id::int as id, staff_id as "staffId", staff_name as "staffName", action, detail,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
       from studio_log where merchant_id = $1 order by id desc limit $2`,
    [merchantId, limit],
  );
}

/**
 * The studio's work on the brand's rows after the log entry `mark` (the last at the preset file's
 * load), by action: what a changed preset file would overwrite (decision 028).
 */
export async function brandWorkSince(sql: Sql, merchantId: string, mark: number): Promise<BrandWork[]> {
  return sql.query<BrandWork>(
    `select action, count(*)::int as count,
            to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastDate",
            (array_agg(coalesce(staff_name, staff_id) order by id desc))[1] as "lastBy"
       from studio_log where merchant_id = $1 and id > $2 and action = any($3)
      group by action order by min(id)`,
    [merchantId, mark, [...BRAND_WORK_ACTIONS]],
  );
}

// ---- the brand as a preset (export) -----------------------------------------------------------------

const rowsData = async (sql: Sql, text: string, merchantId: string): Promise<unknown[]> =>
  (await sql.query<{ data: unknown }>(text, [merchantId])).map((r) => r.data);

/**
 * Everything stored of a merchant's brand in the preset format's shape (schemas/preset.ts), as the
 * loader would have written it: the export of the studio. Server-only fields are not here (they
 * never reach the merchant's row).
 */
export async function brandRows(sql: Sql, merchantId: string): Promise<Record<string, unknown>> {
  const [merchant] = await sql.query<{ data: Record<string, unknown>; sub: string; isActive: boolean }>(
    'select data, sub, is_active as "isActive" from merchants where id = $1',
    [merchantId],
  );
  const [settings] = await sql.query<{ data: Record<string, unknown> }>('select data from web_settings where merchant_id = $1', [merchantId]);
  const links = await sql.query<{ productId: number; branchId: string; isActive: boolean; stock: number | null }>(
    `select product_id as "productId", branch_id as "branchId", is_active as "isActive", stock from product_branches
      where merchant_id = $1 order by product_id, branch_id`,
    [merchantId],
  );
  const products = (await rowsData(sql, 'select data from products where merchant_id = $1 order by priority, id', merchantId)) as Record<string, unknown>[];
  const byProduct = new Map<number, { branchId: string; isActive: boolean; stock?: number }[]>();
  for (const l of links) {
    const list = byProduct.get(l.productId) ?? [];
    list.push({ branchId: l.branchId, isActive: l.isActive, ...(l.stock === null ? {} : { stock: l.stock }) });
    byProduct.set(l.productId, list);
  }
  const staff = await sql.query<{ phone: string; role: StaffRole; name: string | null }>(
    'select phone, role, name from staff where merchant_id = $1 order by role, phone',
    [merchantId],
  );
  const grades = await sql.query<{ productId: number; grade: string }>(
    'select product_id as "productId", grade from product_grades where merchant_id = $1 order by product_id',
    [merchantId],
  );
  return {
    merchant: { ...merchant?.data, sub: merchant?.sub, isActive: merchant?.isActive },
    webSettings: settings?.data ?? {},
    policies: await rowsData(sql, 'select data from policies where merchant_id = $1 order by type', merchantId),
    cities: await rowsData(sql, 'select data from cities where merchant_id = $1 order by id', merchantId),
    branches: await rowsData(sql, 'select data from branches where merchant_id = $1 order by id', merchantId),
    paymentMethods: await rowsData(sql, 'select data from payment_methods where merchant_id = $1 order by id', merchantId),
    paymentSettings: await rowsData(sql, 'select data from payment_settings where merchant_id = $1 order by id', merchantId),
    orderSettings: await rowsData(sql, 'select data from order_settings where merchant_id = $1 order by id', merchantId),
    deliveryTariffs: await rowsData(sql, 'select data from delivery_tariffs where merchant_id = $1 order by id', merchantId),
    promos: await rowsData(sql, 'select data from promos where merchant_id = $1 order by id', merchantId),
    brands: await rowsData(sql, 'select data from brands where merchant_id = $1 order by priority, id', merchantId),
    banners: await rowsData(sql, 'select data from banners where merchant_id = $1 order by priority, id', merchantId),
    stories: await rowsData(sql, 'select data from stories where merchant_id = $1 order by priority, id', merchantId),
    menu: {
      groups: await rowsData(sql, 'select data from menu_groups where merchant_id = $1 order by priority, id', merchantId),
      categories: await rowsData(sql, 'select data from categories where merchant_id = $1 order by priority, id', merchantId),
      products: products.map((p) => ({ ...p, productBranch: byProduct.get(p.id as number) ?? [] })),
    },
    grades: grades.map((g) => ({ productId: g.productId, grade: Number(g.grade) })),
    staff: staff.map((s) => ({ phone: s.phone, role: s.role, ...(s.name ? { name: s.name } : {}) })),
  };
}
