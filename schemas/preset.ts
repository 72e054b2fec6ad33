/**
 * The preset format: one JSON file per demo brand, a complete data set the server loads into
 * its database. `validatePreset` checks the shape and then the references between parts, and
 * answers every problem with its JSON path, so an invalid file is refused whole.
 */
import * as z from 'zod/mini';
import {
  bannerSchema,
  brandSchema,
  branchSchema,
  categorySchema,
  citySchema,
  groupSchema,
  merchantSchema,
  paymentSettingsSchema,
  policySchema,
  productGradeSchema,
  productSchema,
  storySchema,
  vacancySchema,
} from './entities.ts';
import { deliveryTariffSchema, paymentMethodSchema, promoSchema } from './order-entities.ts';
import { orderSettingSchema } from './order-setting.ts';
import { describeIssue } from './issue-text.ts';
import { nullish } from './common.ts';
import { staffRoleSchema } from './studio-endpoints.ts';
import { unknownKeys } from './unknown-keys.ts';
import { webSettingsSchema } from './web-settings.ts';

/**
 * A merchant's credentials for the payment providers (ours; `merchant.payments` of a preset). Never
 * sent to the storefront: the preset loader seals them into the server's secrets and keeps them
 * out of the merchant's row (server/services/payment-providers.ts).
 */
export const paymeCredentialsSchema = z.object({
  /** Payme's merchant (cashbox) id. */
  merchantId: z.string().check(z.minLength(1), z.maxLength(100)),
  key: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The account field set in Payme's cabinet: `order_id` unless set (LaMenu used `orderId`). */
  accountField: z._default(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,40}$/)), 'order_id'),
  /** The Subscribe API's cashbox id (saved cards); Payme's merchant id when not given. */
  cashboxId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export const clickCredentialsSchema = z.object({
  serviceId: z.string().check(z.regex(/^\d{1,20}$/)),
  merchantId: z.string().check(z.regex(/^\d{1,20}$/)),
  merchantUserId: z.optional(z.string().check(z.maxLength(40))),
  secretKey: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const uzumCredentialsSchema = z.object({
  terminalId: z.string().check(z.minLength(1), z.maxLength(100)),
  apiKey: z.string().check(z.minLength(1), z.maxLength(200)),
  payType: z._default(z.enum(['ONE_STEP', 'TWO_STEP']), 'ONE_STEP'),
});
export const paymentCredentialsSchema = z.object({
  payme: z.optional(paymeCredentialsSchema),
  click: z.optional(clickCredentialsSchema),
  uzum: z.optional(uzumCredentialsSchema),
});

/**
 * The OAuth 2.0 client of an amoCRM integration with the refresh token issued with `accessToken`:
 * the server refreshes the pair when amoCRM refuses the access token, and keeps the new pair sealed
 * (a refresh token is spent by its use). A preset with a new `refreshToken` starts over from it.
 */
const amoCRMOAuthSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(200)),
  clientSecret: z.string().check(z.minLength(1), z.maxLength(400)),
  redirectUri: z.string().check(z.minLength(1), z.maxLength(2000)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(4000)),
});

/**
 * A merchant's amoCRM account (ours; `merchant.amoCRM` of a preset): where its API answers and its
 * token (a private integration's long-lived token, or an OAuth access token with `oauth` to refresh
 * it), with the pipeline and stage new leads go to (the account's first stage when not given).
 * Never sent to the storefront: sealed like payments (server/services/crm.ts).
 */
export const amoCRMCredentialsSchema = z
  .object({
    /** The account's sub-domain: `example` for https://example.amocrm.ru. */
    subdomain: z.optional(z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/))),
    /** The account's address instead (another zone: amocrm.com, kommo.com): https, no path. */
    baseUrl: z.optional(z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+(?::\d{1,5})?\/?$/i))),
    accessToken: z.string().check(z.minLength(1), z.maxLength(4000)),
    pipelineId: z.optional(z.int().check(z.positive())),
    statusId: z.optional(z.int().check(z.positive())),
    oauth: z.optional(amoCRMOAuthSchema),
  })
  .check(z.refine((c) => c.subdomain !== undefined || c.baseUrl !== undefined, { error: 'expected subdomain or baseUrl' }));
export type AmoCRMCredentials = z.infer<typeof amoCRMCredentialsSchema>;

/** A preset's merchant: the merchant with its server-only credentials (payments, amoCRM). */
const presetMerchantSchema = z.extend(merchantSchema, {
  /** Never sent to the storefront: the preset loader seals each provider's credentials. */
  payments: nullish(paymentCredentialsSchema),
  /** Never sent to the storefront: the preset loader seals them. */
  amoCRM: nullish(amoCRMCredentialsSchema),
});

export const presetSchema = z.object({
  /** Editor completion: "./preset.schema.json". */
  $schema: z.optional(z.string()),
  merchant: presetMerchantSchema,
  webSettings: webSettingsSchema,
  policies: z._default(z.array(policySchema), []),
  cities: z.array(citySchema).check(z.minLength(1)),
  branches: z.array(branchSchema).check(z.minLength(1)),
  paymentMethods: z._default(z.array(paymentMethodSchema), []),
  paymentSettings: z._default(z.array(paymentSettingsSchema), []),
  orderSettings: z._default(z.array(orderSettingSchema), []),
  deliveryTariffs: z._default(z.array(deliveryTariffSchema), []),
  promos: z._default(z.array(promoSchema), []),
  /** The brand catalog this brand shows (its group, for multi-tab navigation). */
  brands: z._default(z.array(brandSchema), []),
  banners: z._default(z.array(bannerSchema), []),
  stories: z._default(z.array(storySchema), []),
  menu: z.object({
    groups: z.array(groupSchema),
    categories: z.array(categorySchema),
    products: z.array(productSchema),
  }),
  grades: z._default(z.array(productGradeSchema), []),
  /** The jobs the restaurant offers (ours; shown with `vacanciesActive`). */
  vacancies: z._default(z.array(vacancySchema), []),
  /** The brand's staff in the studio (ours): the first owner comes from here or `npm run staff:add`. */
  staff: z._default(
    z.array(
      z.object({
        /** An Uzbek mobile number (+998 XX XXX XX XX in any spacing). */
        phone: z.string().check(z.minLength(9), z.maxLength(32)),
        role: staffRoleSchema,
        name: nullish(z.string().check(z.maxLength(80))),
      }),
    ),
    [],
  ),
});
export type Preset = z.infer<typeof presetSchema>;
export type PresetInput = z.input<typeof presetSchema>;

export interface PresetIssue {
  /** JSON path of the bad value, e.g. `$.menu.products[3].categoryId`. */
  readonly path: string;
  readonly message: string;
}

type Corner = { readonly latitude: number; readonly longitude: number };

/** Twice the signed area of a polygon in square degrees (shoelace, taken about its first corner). */
function doubleArea(polygon: readonly Corner[]): number {
  const o = polygon[0]!;
  let sum = 0;
  for (let i = 1; i + 1 < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[i + 1]!;
    sum += (a.longitude - o.longitude) * (b.latitude - o.latitude) - (b.longitude - o.longitude) * (a.latitude - o.latitude);
  }
  return sum;
}

/** Far below any drawn zone (a 10 m square is ~1e-8 square degrees), far above rounding. */
const NO_AREA = 1e-12;

const cross = (o: Corner, a: Corner, b: Corner) =>
  (a.longitude - o.longitude) * (b.latitude - o.latitude) - (a.latitude - o.latitude) * (b.longitude - o.longitude);

/** Whether two edges that share no corner cross or touch. */
function edgesMeet(a: Corner, b: Corner, c: Corner, d: Corner): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (p: Corner, q: Corner, r: Corner) =>
    Math.min(p.longitude, q.longitude) <= r.longitude &&
    r.longitude <= Math.max(p.longitude, q.longitude) &&
    Math.min(p.latitude, q.latitude) <= r.latitude &&
    r.latitude <= Math.max(p.latitude, q.latitude);
  return (d1 === 0 && on(c, d, a)) || (d2 === 0 && on(c, d, b)) || (d3 === 0 && on(a, b, c)) || (d4 === 0 && on(a, b, d));
}

/** What is wrong with a zone's outline: no area, or edges that cross (a figure eight). */
export function polygonProblem(polygon: readonly Corner[]): string | null {
  if (Math.abs(doubleArea(polygon)) < NO_AREA) return 'the corners lie on one line: a zone needs an area';
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner; they may not be tested for crossing.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (edgesMeet(polygon[i]!, polygon[(i + 1) % n]!, polygon[j]!, polygon[(j + 1) % n]!)) {
        return `edges ${i} and ${j} cross: list the corners in order around the zone`;
      }
    }
  }
  return null;
}

export type PresetResult = { ok: true; preset: Preset } | { ok: false; issues: PresetIssue[] };

export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`), '$');
}

function duplicates<T>(items: readonly T[], key: (item: T) => string | number, at: string, issues: PresetIssue[]) {
  const seen = new Set<string | number>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) issues.push({ path: `${at}[${i}]`, message: `duplicate id ${String(k)}` });
    seen.add(k);
  });
}

/** The longest name and description of a menu item, in characters per language (the studio's inputs keep them too). */
export const MENU_TEXT_LIMITS = { name: 120, description: 2000 } as const;

function textLengths(text: unknown, at: string, max: number, issues: PresetIssue[]) {
  if (!text || typeof text !== 'object') return;
  for (const [language, value] of Object.entries(text as Record<string, unknown>)) {
    if (typeof value === 'string' && value.length > max) issues.push({ path: `${at}.${language}`, message: `expected at most ${max} characters` });
  }
}

/** The menu's names and descriptions within MENU_TEXT_LIMITS. */
function menuTextLengths(p: Preset, issues: PresetIssue[]) {
  const { name, description } = MENU_TEXT_LIMITS;
  p.menu.groups.forEach((g, i) => textLengths(g.name, `$.menu.groups[${i}].name`, name, issues));
  p.menu.categories.forEach((c, i) => textLengths(c.name, `$.menu.categories[${i}].name`, name, issues));
  p.menu.products.forEach((x, i) => {
    const at = `$.menu.products[${i}]`;
    textLengths(x.name, `${at}.name`, name, issues);
    textLengths(x.description, `${at}.description`, description, issues);
    x.modificationGroups.forEach((g, j) => {
      textLengths(g.name, `${at}.modificationGroups[${j}].name`, name, issues);
      g.modifications.forEach((m, k) => textLengths(m.name, `${at}.modificationGroups[${j}].modifications[${k}].name`, name, issues));
    });
  });
}

/** The references between parts of a shape-valid preset. */
export function checkPresetReferences(p: Preset): PresetIssue[] {
  const issues: PresetIssue[] = [];
  const merchantId = p.merchant.id;
  const cityIds = new Set(p.cities.map((c) => c.id));
  const branchIds = new Set(p.branches.map((b) => b.id));
  const groupIds = new Set(p.menu.groups.map((g) => g.id));
  const categoryIds = new Set(p.menu.categories.map((c) => c.id));
  const productIds = new Set(p.menu.products.map((x) => x.id));

  duplicates(p.cities, (c) => c.id, '$.cities', issues);
  duplicates(p.branches, (b) => b.id, '$.branches', issues);
  duplicates(p.menu.groups, (g) => g.id, '$.menu.groups', issues);
  duplicates(p.menu.categories, (c) => c.id, '$.menu.categories', issues);
  duplicates(p.menu.products, (x) => x.id, '$.menu.products', issues);
  duplicates(p.promos, (x) => x.code.toUpperCase(), '$.promos', issues);
  duplicates(p.policies, (x) => x.type, '$.policies', issues);

  if (p.webSettings.merchantId && p.webSettings.merchantId !== merchantId) {
    issues.push({ path: '$.webSettings.merchantId', message: `must be the merchant id ${merchantId}` });
  }
  if (p.merchant.mainCityId && !cityIds.has(p.merchant.mainCityId)) {
    issues.push({ path: '$.merchant.mainCityId', message: `no city ${p.merchant.mainCityId}` });
  }
  const zoneIds = new Set<string>();
  p.branches.forEach((b, i) =>
    b.deliveryZones.forEach((zone, j) => {
      // Zone ids are unique in the whole brand: an order names its zone by id alone.
      if (zoneIds.has(zone.id)) issues.push({ path: `$.branches[${i}].deliveryZones[${j}]`, message: `duplicate id ${zone.id}` });
      zoneIds.add(zone.id);
    }),
  );
  p.branches.forEach((b, i) => {
    if (b.merchantId !== merchantId) issues.push({ path: `$.branches[${i}].merchantId`, message: `must be ${merchantId}` });
    if (!cityIds.has(b.cityId)) issues.push({ path: `$.branches[${i}].cityId`, message: `no city ${b.cityId}` });
    b.deliveryZones.forEach((zone, j) => {
      const problem = polygonProblem(zone.polygon);
      if (problem) issues.push({ path: `$.branches[${i}].deliveryZones[${j}].polygon`, message: problem });
    });
    duplicates(b.holidays, (d) => d, `$.branches[${i}].holidays`, issues);
  });
  p.menu.categories.forEach((c, i) => {
    if (c.groupId != null && !groupIds.has(c.groupId)) {
      issues.push({ path: `$.menu.categories[${i}].groupId`, message: `no group ${c.groupId}` });
    }
  });
  p.menu.products.forEach((x, i) => {
    if (!categoryIds.has(x.categoryId)) {
      issues.push({ path: `$.menu.products[${i}].categoryId`, message: `no category ${x.categoryId}` });
    }
    x.productBranch.forEach((link, j) => {
      if (!branchIds.has(link.branchId)) {
        issues.push({ path: `$.menu.products[${i}].productBranch[${j}].branchId`, message: `no branch ${link.branchId}` });
      }
    });
  });
  p.menu.products.forEach((x, i) => {
    const at = `$.menu.products[${i}]`;
    duplicates(x.modificationGroups, (g) => g.id, `${at}.modificationGroups`, issues);
    // A basket line names its modifications by id alone: unique in the whole product.
    const modificationIds = new Set<number>();
    x.modificationGroups.forEach((g, j) => {
      g.modifications.forEach((m, k) => {
        if (modificationIds.has(m.id)) issues.push({ path: `${at}.modificationGroups[${j}].modifications[${k}]`, message: `duplicate id ${m.id}` });
        modificationIds.add(m.id);
      });
      if (g.minCount > g.maxCount) issues.push({ path: `${at}.modificationGroups[${j}].minCount`, message: `must not be above maxCount ${g.maxCount}` });
      const defaults = g.modifications.filter((m) => m.isDefault).length;
      if (defaults > g.maxCount) {
        issues.push({ path: `${at}.modificationGroups[${j}]`, message: `${defaults} modifications are default, but at most ${g.maxCount} may be chosen` });
      }
    });
  });
  duplicates(p.banners, (b) => b.id, '$.banners', issues);
  p.banners.forEach((b, i) => {
    if (b.productId != null && !productIds.has(b.productId)) issues.push({ path: `$.banners[${i}].productId`, message: `no product ${b.productId}` });
    if (b.categoryId != null && !categoryIds.has(b.categoryId)) issues.push({ path: `$.banners[${i}].categoryId`, message: `no category ${b.categoryId}` });
  });
  duplicates(p.stories, (s) => s.id, '$.stories', issues);
  duplicates(p.brands, (b) => b.id, '$.brands', issues);
  duplicates(p.paymentMethods, (m) => m.id, '$.paymentMethods', issues);
  p.grades.forEach((g, i) => {
    if (!productIds.has(g.productId)) issues.push({ path: `$.grades[${i}].productId`, message: `no product ${g.productId}` });
  });
  p.paymentSettings.forEach((s, i) => {
    if (s.merchantId !== merchantId) issues.push({ path: `$.paymentSettings[${i}].merchantId`, message: `must be ${merchantId}` });
  });
  p.orderSettings.forEach((s, i) => {
    if (!cityIds.has(s.cityId)) issues.push({ path: `$.orderSettings[${i}].cityId`, message: `no city ${s.cityId}` });
  });
  p.deliveryTariffs.forEach((t, i) => {
    if (!cityIds.has(t.cityId)) issues.push({ path: `$.deliveryTariffs[${i}].cityId`, message: `no city ${t.cityId}` });
    if (t.branchId && !branchIds.has(t.branchId)) {
      issues.push({ path: `$.deliveryTariffs[${i}].branchId`, message: `no branch ${t.branchId}` });
    }
  });
  p.brands.forEach((b, i) => {
    if (!b.domainUrl) issues.push({ path: `$.brands[${i}].domainUrl`, message: 'required' });
  });
  p.branches.forEach((b, i) => duplicates(b.tables, (t) => t.id, `$.branches[${i}].tables`, issues));
  menuTextLengths(p, issues);
  duplicates(p.vacancies, (v) => v.id, '$.vacancies', issues);
  p.vacancies.forEach((v, i) => {
    if (v.branchId && !branchIds.has(v.branchId)) issues.push({ path: `$.vacancies[${i}].branchId`, message: `no branch ${v.branchId}` });
    if (v.cityId && !cityIds.has(v.cityId)) issues.push({ path: `$.vacancies[${i}].cityId`, message: `no city ${v.cityId}` });
    if (v.publishedFrom && v.publishedTo && v.publishedTo < v.publishedFrom) {
      issues.push({ path: `$.vacancies[${i}].publishedTo`, message: 'must not be before publishedFrom' });
    }
    if (v.salaryFrom != null && v.salaryTo != null && v.salaryTo < v.salaryFrom) {
      issues.push({ path: `$.vacancies[${i}].salaryTo`, message: 'must not be below salaryFrom' });
    }
  });
  return issues;
}

/**
 * Validates a parsed preset file: keys the format does not know (each named with the nearest
 * known one: nothing of a file with a misspelt key is stored), the shape, then references.
 * Never throws.
 */
export function validatePreset(raw: unknown): PresetResult {
  const unknown: PresetIssue[] = unknownKeys(presetSchema, raw);
  const parsed = presetSchema.safeParse(raw, { error: describeIssue });
  if (!parsed.success) {
    return {
      ok: false,
      issues: [...unknown, ...parsed.error.issues.map((issue) => ({ path: jsonPath(issue.path), message: issue.message }))],
    };
  }
  const issues = [...unknown, ...checkPresetReferences(parsed.data)];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, preset: parsed.data };
}

/** The menu's collections an item of which can be checked alone (validatePresetItem). */
export const MENU_ITEM_SCHEMAS = { groups: groupSchema, categories: categorySchema, products: productSchema } as const;
export type MenuCollection = keyof typeof MENU_ITEM_SCHEMAS;

/**
 * One menu item of a preset that passed validatePreset, changed in place or added at the end
 * (`index`): the same rules as validatePreset, the item's shape (unknown keys, then the schema)
 * and the references of the whole preset with the item in it, without parsing again the items
 * that did not change. Issues name their path in the whole preset. `stored` is what
 * validatePreset answered (a stored copy of it): it throws on a document of another shape.
 */
export function validatePresetItem(stored: Readonly<Record<string, unknown>>, collection: MenuCollection, index: number, raw: unknown): PresetResult {
  const preset = stored as Preset;
  const at = ['menu', collection, index] as const;
  const schema = MENU_ITEM_SCHEMAS[collection];
  const unknown: PresetIssue[] = unknownKeys(schema, raw, at);
  const parsed = schema.safeParse(raw, { error: describeIssue });
  if (!parsed.success) {
    return { ok: false, issues: [...unknown, ...parsed.error.issues.map((issue) => ({ path: jsonPath([...at, ...issue.path]), message: issue.message }))] };
  }
  const items: unknown[] = [...preset.menu[collection]];
  items[index] = parsed.data;
  const next = { ...preset, menu: { ...preset.menu, [collection]: items } } as Preset;
  const issues = [...unknown, ...checkPresetReferences(next)];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, preset: next };
}
