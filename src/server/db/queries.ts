/**
 * The SQL of a brand's own data: the merchant, its settings, policies, cities, branches, menu,
 * catalog and payment and order settings, and the write that loads a whole brand from a preset.
 * Reads that belong to a merchant take the transaction of `db.asMerchant` (row-level security
 * applies) and filter by merchant id as well; writes of a whole brand take an owner transaction.
 *
 * Rows come back as the contract's types. Their JSON was written from a validated preset (or by
 * the server itself), so each read is typed once, at its query, and never parsed again; web
 * settings, which a merchant may edit by hand, are the exception and answered as stored (BrandData
 * parses them leniently). Each read answers exactly its entity's public fields (./public-fields.ts,
 * decision 029): a key a row holds that the schema does not name is never answered. What a
 * write stores is the preset's parsed value with exactly its schema's keys.
 */
import { presetSchema, type Preset } from '#schemas/preset';
import { knownOnly } from '#schemas/unknown-keys';
import type { PolicyType } from '#schemas/common';
import type { Banner, Branch, Brand, Category, City, Group, Merchant, PaymentSettings, Policy, Product, Story } from '#schemas/entities';
import type { OrderSetting } from '#schemas/order-setting';
import type { PresetNotice } from '#schemas/studio-endpoints';
import type { Sql } from './database.ts';
import { publicFields, SERVER_ONLY_MERCHANT_FIELDS } from './public-fields.ts';

export { SERVER_ONLY_MERCHANT_FIELDS } from './public-fields.ts';

type Json = Record<string, unknown>;
/** The JSON column of each row (where a table keeps the wire object of the contract), with its public fields only. */
const data = <T>(rows: readonly { readonly data: T }[], fields: (value: T) => T): T[] => rows.map((r) => fields(r.data));

// ---- merchants (public rows) -------------------------------------------------------------

export interface MerchantRow {
  readonly id: string;
  readonly sub: string;
  readonly isActive: boolean;
  readonly deleted: boolean;
  /** The hash of the preset file as last loaded (decision 028): a studio import leaves it. */
  readonly presetHash: string | null;
  /** The studio log's last entry at that load: the studio's work since is the log after it. */
  readonly presetLogMark: number;
  /** Why a changed preset file was refused, while it is (decision 028). */
  readonly presetNotice: PresetNotice | null;
  /** The merchant's wire object, without the fields only the server may know. */
  readonly data: Merchant;
}

const MERCHANT_COLUMNS =
  'id, sub, is_active as "isActive", deleted, preset_hash as "presetHash", preset_log_mark::int as "presetLogMark", preset_notice as "presetNotice", data';

export async function findMerchant(sql: Sql, key: { id?: string; sub?: string }): Promise<MerchantRow | null> {
  const rows =
    key.id !== undefined
      ? await sql.query<MerchantRow & Json>(`select ${MERCHANT_COLUMNS} from merchants where id = $1`, [key.id])
      : await sql.query<MerchantRow & Json>(`select ${MERCHANT_COLUMNS} from merchants where sub = $1`, [key.sub ?? '']);
  const row = rows[0];
  return row ? { ...row, data: publicFields.merchant(row.data) } : null;
}

export async function merchantSubs(sql: Sql): Promise<{ id: string; sub: string }[]> {
  return sql.query('select id, sub from merchants where is_active and not deleted order by sub');
}

// ---- reads of one merchant ---------------------------------------------------------------

export async function webSettingsOf(sql: Sql, merchantId: string): Promise<unknown> {
  const rows = await sql.query<{ data: unknown }>('select data from web_settings where merchant_id = $1', [merchantId]);
  return rows[0]?.data;
}

export async function policiesOf(sql: Sql, merchantId: string, types?: readonly PolicyType[]): Promise<Policy[]> {
  const rows =
    types && types.length > 0
      ? await sql.query<{ data: Policy }>('select data from policies where merchant_id = $1 and type = any($2) order by type', [merchantId, types])
      : await sql.query<{ data: Policy }>('select data from policies where merchant_id = $1 order by type', [merchantId]);
  return data(rows, publicFields.policy);
}

export async function citiesOf(sql: Sql, merchantId: string): Promise<City[]> {
  return data(await sql.query<{ data: City }>('select data from cities where merchant_id = $1 order by is_main desc, id', [merchantId]), publicFields.city);
}

/** Branches that are not deleted; `cityId` narrows to one city. */
export async function branchesOf(sql: Sql, merchantId: string, cityId?: string): Promise<Branch[]> {
  const rows =
    cityId === undefined
      ? await sql.query<{ data: Branch }>('select data from branches where merchant_id = $1 and not deleted order by id', [merchantId])
      : await sql.query<{ data: Branch }>('select data from branches where merchant_id = $1 and city_id = $2 and not deleted order by id', [
          merchantId,
          cityId,
        ]);
  return data(rows, publicFields.branch);
}

export async function branchOf(sql: Sql, merchantId: string, id: string): Promise<Branch | null> {
  const rows = await sql.query<{ data: Branch }>('select data from branches where merchant_id = $1 and id = $2 and not deleted', [merchantId, id]);
  return data(rows, publicFields.branch)[0] ?? null;
}

/** The menu overview: groups, categories and active products, each with its branch links. */
export async function menuOf(sql: Sql, merchantId: string): Promise<{ groups: Group[]; categories: Category[]; products: Product[] }> {
  // One after another: the three share one connection (a transaction), which runs one query at a time.
  const groups = await sql.query<{ data: Group }>('select data from menu_groups where merchant_id = $1 order by priority, id', [merchantId]);
  const categories = await sql.query<{ data: Category }>('select data from categories where merchant_id = $1 order by priority, id', [merchantId]);
  const products = await sql.query<{ data: Product }>(
    `select p.data || jsonb_build_object('productBranch', coalesce(links.list, '[]'::jsonb),
              'soldOutAt', coalesce((select jsonb_agg(s.branch_id order by s.branch_id) from stop_list s
                                      where s.merchant_id = p.merchant_id and s.product_id = p.id), '[]'::jsonb)) as data
       from products p
       left join lateral (
         select jsonb_agg(jsonb_build_object(
                  'branchId', pb.branch_id, 'isActive', pb.is_active, 'stock', pb.stock,
                  'branch', jsonb_build_object('id', b.id, 'isActive', coalesce(b.is_active and not b.deleted, false)))
                order by pb.branch_id) as list
           from product_branches pb
           left join branches b on b.merchant_id = pb.merchant_id and b.id = pb.branch_id
          where pb.merchant_id = p.merchant_id and pb.product_id = p.id
       ) links on true
      where p.merchant_id = $1 and p.active
      order by p.priority, p.id`,
    [merchantId],
  );
  return { groups: data(groups, publicFields.group), categories: data(categories, publicFields.category), products: data(products, publicFields.product) };
}

/**
 * The grade of each product: the average of the shoppers' ratings where it has any (rated
 * orders, product_ratings), else the brand's own grade (product_grades), rounded to 2 places.
 */
export async function gradesOf(sql: Sql, merchantId: string): Promise<{ productId: number; grade: number }[]> {
  const rows = await sql.query<{ productId: number; grade: string }>(
    `select coalesce(r.product_id, g.product_id) as "productId",
            case when r.ratings > 0 then round(r.total::numeric / r.ratings, 2) else g.grade end as grade
       from (select product_id, grade from product_grades where merchant_id = $1) g
       full join (select product_id, ratings, total from product_ratings where merchant_id = $1 and ratings > 0) r on r.product_id = g.product_id
      order by 1`,
    [merchantId],
  );
  return rows.map((r) => ({ productId: r.productId, grade: Number(r.grade) }));
}

/** The tables kept in the merchant's order (priority), with the entity each row holds. */
interface OrderedTables {
  readonly brands: Brand;
  readonly banners: Banner;
  readonly stories: Story;
}
const ORDERED_FIELDS = { brands: publicFields.brand, banners: publicFields.banner, stories: publicFields.story } as const;
export async function listOf<T extends keyof OrderedTables>(sql: Sql, table: T, merchantId: string): Promise<OrderedTables[T][]> {
  return data(
    await sql.query<{ data: OrderedTables[T] }>(`select data from ${table} where merchant_id = $1 order by priority, id`, [merchantId]),
    ORDERED_FIELDS[table]<OrderedTables[T]>,
  );
}

/** Payment settings per type, in a stable order. */
export async function paymentSettingsOf(sql: Sql, merchantId: string): Promise<PaymentSettings[]> {
  return data(
    await sql.query<{ data: PaymentSettings }>("select data from payment_settings where merchant_id = $1 order by data->>'type', id", [merchantId]),
    publicFields.paymentSettings,
  );
}

// ---- writes of a whole brand ---------------------------------------------------------------

/** Every table of a merchant's data, children before parents (deletion order). */
const MERCHANT_TABLES = [
  'product_grades',
  'product_branches',
  'products',
  'categories',
  'menu_groups',
  'payment_methods',
  'payment_settings',
  'order_settings',
  'delivery_tariffs',
  'promos',
  'brands',
  'banners',
  'stories',
  'branches',
  'cities',
  'policies',
  'web_settings',
  'vacancies',
] as const;

/** Inserts many rows in one statement: each element of `rows` is one row as JSON. */
async function insertRows(sql: Sql, table: string, columns: Record<string, string>, rows: readonly unknown[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  await sql.query(
    `insert into ${table} (${names.join(', ')})
     select ${names.map((n) => columns[n]).join(', ')} from jsonb_array_elements($1::jsonb) as r(v)`,
    [JSON.stringify(rows)],
  );
}

const withoutBranchLinks = (product: Preset['menu']['products'][number]) => {
  const { productBranch: _links, ...rest } = product;
  return rest;
};

/** The merchant's wire object without its server-only fields. */
export function withoutServerOnlyFields<T extends Record<string, unknown>>(merchant: T): Omit<T, (typeof SERVER_ONLY_MERCHANT_FIELDS)[number]> {
  const copy: Record<string, unknown> = { ...merchant };
  for (const key of SERVER_ONLY_MERCHANT_FIELDS) delete copy[key];
  return copy as Omit<T, (typeof SERVER_ONLY_MERCHANT_FIELDS)[number]>;
}

/**
 * Replaces everything stored for the preset's merchant with the preset's data, in the caller's
 * transaction. Loading the same preset twice leaves the same rows. The record of the preset file's
 * load (its hash, decision 028) is not written here: a file load writes it (recordPresetLoad), a
 * studio import does not.
 */
export async function replaceBrand(sql: Sql, parsed: Preset): Promise<void> {
  // The only way into the rows is the schema's own fields.
  const preset = knownOnly(presetSchema, parsed);
  const m = preset.merchant;
  const id = m.id;
  const existing = await sql.query<{ id: string }>('select id from merchants where sub = $1 and id <> $2', [m.sub, id]);
  if (existing.length > 0) throw new Error(`sub ${m.sub} already belongs to merchant ${existing[0]!.id}`);
  await sql.query(
    `insert into merchants (id, sub, is_active, deleted, data) values ($1, $2, $3, $4, $5)
     on conflict (id) do update set sub = excluded.sub, is_active = excluded.is_active, deleted = excluded.deleted,
       data = excluded.data, updated_at = now()`,
    [id, m.sub, m.isActive, m.deleted, JSON.stringify(withoutServerOnlyFields(m))],
  );
  for (const table of MERCHANT_TABLES) await sql.query(`delete from ${table} where merchant_id = $1`, [id]);

  const item = (v: unknown) => ({ m: id, v });
  const jsonRows = (list: readonly unknown[]) => list.map(item);
  const base = { merchant_id: "v->>'m'", data: "v->'v'" };
  await sql.query('insert into web_settings (merchant_id, data) values ($1, $2)', [id, JSON.stringify({ ...preset.webSettings, merchantId: id })]);
  await insertRows(sql, 'policies', { ...base, type: "v->'v'->>'type'" }, jsonRows(preset.policies));
  await insertRows(sql, 'cities', { ...base, id: "v->'v'->>'id'", is_main: "(v->'v'->>'isMain')::boolean" }, jsonRows(preset.cities));
  await insertRows(
    sql,
    'branches',
    {
      ...base,
      id: "v->'v'->>'id'",
      city_id: "v->'v'->>'cityId'",
      is_active: "(v->'v'->>'isActive')::boolean",
      deleted: "(v->'v'->>'deleted')::boolean",
      latitude: "(v->'v'->>'latitude')::double precision",
      longitude: "(v->'v'->>'longitude')::double precision",
    },
    jsonRows(preset.branches),
  );
  const priority = "coalesce((v->'v'->>'priority')::integer, 0)";
  await insertRows(sql, 'menu_groups', { ...base, id: "(v->'v'->>'id')::integer", priority }, jsonRows(preset.menu.groups));
  await insertRows(
    sql,
    'categories',
    {
      ...base,
      id: "(v->'v'->>'id')::integer",
      group_id: "(v->'v'->>'groupId')::integer",
      priority,
    },
    jsonRows(preset.menu.categories),
  );
  await insertRows(
    sql,
    'products',
    {
      ...base,
      id: "(v->'v'->>'id')::integer",
      category_id: "(v->'v'->>'categoryId')::integer",
      priority,
      active: "(v->'v'->>'active')::boolean",
    },
    jsonRows(preset.menu.products.map(withoutBranchLinks)),
  );
  await insertRows(
    sql,
    'product_branches',
    {
      merchant_id: "v->>'m'",
      product_id: "(v->'v'->>'productId')::integer",
      branch_id: "v->'v'->>'branchId'",
      is_active: "(v->'v'->>'isActive')::boolean",
      stock: "(v->'v'->>'stock')::integer",
    },
    jsonRows(preset.menu.products.flatMap((p) => p.productBranch.map((l) => ({ productId: p.id, ...l })))),
  );
  await insertRows(
    sql,
    'product_grades',
    {
      merchant_id: "v->>'m'",
      product_id: "(v->'v'->>'productId')::integer",
      grade: "(v->'v'->>'grade')::numeric",
    },
    jsonRows(preset.grades),
  );
  const keyed = { ...base, id: "v->'v'->>'id'" };
  await insertRows(sql, 'payment_methods', keyed, jsonRows(preset.paymentMethods));
  await insertRows(sql, 'payment_settings', keyed, jsonRows(preset.paymentSettings));
  await insertRows(sql, 'order_settings', { ...base, id: "v->'v'->>'cityId'" }, jsonRows(preset.orderSettings));
  await insertRows(sql, 'delivery_tariffs', keyed, jsonRows(preset.deliveryTariffs));
  await insertRows(sql, 'promos', keyed, jsonRows(preset.promos));
  await insertRows(
    sql,
    'brands',
    { ...keyed, priority: "(v->>'i')::integer" },
    preset.brands.map((v, i) => ({ m: id, v, i })),
  );
  await insertRows(sql, 'banners', { ...keyed, priority }, jsonRows(preset.banners));
  await insertRows(sql, 'stories', { ...keyed, priority }, jsonRows(preset.stories));
  await insertRows(sql, 'vacancies', { ...keyed, priority }, jsonRows(preset.vacancies));
}

/**
 * Records that the preset file of this hash was loaded: the studio's work from here on is the log
 * after its last entry now, and a notice of an earlier refused file is done with.
 */
export async function recordPresetLoad(sql: Sql, merchantId: string, presetHash: string): Promise<void> {
  await sql.query(
    `update merchants set preset_hash = $2, preset_notice = null,
       preset_log_mark = (select coalesce(max(id), 0) from studio_log where merchant_id = $1)
     where id = $1`,
    [merchantId, presetHash],
  );
}

/** Sets (or with null clears) the notice of a refused preset file. */
export async function setPresetNotice(sql: Sql, merchantId: string, notice: PresetNotice | null): Promise<void> {
  await sql.query('update merchants set preset_notice = $2 where id = $1 and preset_notice is distinct from $2::jsonb', [
    merchantId,
    notice === null ? null : JSON.stringify(notice),
  ]);
}

/** Stores web settings exactly as given (a merchant's own edit); readers parse them leniently. */
export async function saveWebSettings(sql: Sql, merchantId: string, raw: unknown): Promise<void> {
  await sql.query(
    `insert into web_settings (merchant_id, data) values ($1, $2)
     on conflict (merchant_id) do update set data = excluded.data`,
    [merchantId, JSON.stringify(raw)],
  );
}

/** The order settings of every city of the merchant. */
export async function orderSettingsOf(sql: Sql, merchantId: string): Promise<OrderSetting[]> {
  return data(
    await sql.query<{ data: OrderSetting }>('select data from order_settings where merchant_id = $1 order by id', [merchantId]),
    publicFields.orderSetting,
  );
}
