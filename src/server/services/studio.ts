/**
 * The merchant studio's side of the server (docs/decisions/020-studio.md): staff accounts and
 * sessions, the web settings edited as a draft and published as numbered versions, the preview
 * link, the catalogue's presentation, the stop-list, the orders board, staff, the log, and the
 * brand's export and import. Every action a member takes is checked against their role
 * (#domain/studio-roles) here, not in the studio's pages, and written to the studio's log without
 * any secret.
 *
 * A staff session is a token of its own table (staff_tokens): a shopper's token opens no studio
 * call and a staff token opens no shopper call. A publish writes `web_settings`, whose change
 * notification every instance receives (BrandData, the page cache): shoppers see it within the
 * notification's delay, on any instance.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type FormatEnum, type OutputInfo } from 'sharp';
import { normalizePhone } from '#domain/phone';
import { changedFields, mayDo, type StaffRole, type StudioAction } from '#domain/studio-roles';
import type { OrderStatus } from '#domain/order-status';
import { validatePreset, validatePresetItem, type PresetIssue, type PresetResult } from '#schemas/preset';
import { parseWebSettingsLenient, webSettingsSchema } from '#schemas/web-settings';
import { describeIssue } from '#schemas/issue-text';
import { jsonPath } from '#schemas/preset';
import { IMAGE_UPLOAD_LIMITS, UPLOADS_PREFIX, type BrandCollection, type Staff } from '#schemas/studio-endpoints';
import type { OverallMenu } from '#schemas/entities';
import type { Database, Sql } from '../db/database.ts';
import { findMerchant, replaceBrand, saveWebSettings, webSettingsOf } from '../db/queries.ts';
import { publicFields } from '../db/public-fields.ts';
import * as sq from '../db/studio-queries.ts';
import { ApiFailure, notFound, refuseUnknownKeys } from '../errors.ts';
import { message } from '../messages.ts';
import { sameSecret } from '../secret-compare.ts';
import type { Accounts } from './accounts.ts';
import type { OrderLife } from './order-life.ts';
import type { OperatorOrders } from './operator-orders.ts';
import { loadPresetText } from './presets.ts';
import {
  asItemIssues,
  dependentsOf,
  draftMenu,
  etagMatches,
  findItem,
  itemEtag,
  itemsOf,
  keyOf,
  picturesOf,
  withItem,
  withoutItem,
  type BrandDocument,
  type BrandItem,
} from './brand-draft.ts';
import { issueInWords, problemWords } from './issue-words.ts';
import type { SecretBox } from './secrets.ts';

/** A staff session lives this long after its last use. */
export const STAFF_TOKEN_TTL_SECONDS = 7 * 86_400;
/** A preview link opens the draft this long. */
export const PREVIEW_TTL_SECONDS = 15 * 60;

/** A signed-in member of staff, as a studio route knows them. */
export type StaffMember = sq.StaffRow;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const staffWire = (row: sq.StaffRow): Staff => ({ id: row.id, phone: row.phone, role: row.role, name: row.name });

export interface StudioOptions {
  readonly now: () => Date;
  /** Where uploaded images are kept (the data folder's uploads/); the image proxy serves them. */
  readonly uploadsDir: string;
}

/** The formats, as sharp names them, that an upload may be. */
const UPLOAD_FORMATS: ReadonlySet<string> = new Set(Object.values(IMAGE_UPLOAD_LIMITS.types));
const imageRefused = (detail: string, reason: 'imageRefused' | 'imageHeic' | 'imageSvgUnsafe' = 'imageRefused') =>
  new ApiFailure('BAD_REQUEST', { description: message(reason), fields: [{ path: '$.body', message: detail }] });

/** The longest side of the picture an uploaded SVG is drawn into. */
const SVG_RASTER_SIDE = 1024;

/** What in an SVG's markup could act or reach outside it, in words for the refusal; null: none. */
function svgHazard(markup: string): string | null {
  if (/<!ENTITY/i.test(markup)) return 'entity definitions';
  if (/<script\b/i.test(markup)) return 'scripts';
  if (/\son[a-z]+\s*=/i.test(markup)) return 'event handlers';
  if (/<foreignObject\b/i.test(markup)) return 'embedded HTML';
  // Every link inside the drawing (href, xlink:href, url(...), @import) stays inside it: #id or data:.
  for (const match of markup.matchAll(/(?:href\s*=\s*["']\s*|url\(\s*["']?\s*|@import\s+["']?)([^"')\s]*)/gi)) {
    const target = match[1] ?? '';
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|webp|gif);/i.test(target)) return 'links to other files or addresses';
  }
  return null;
}

export class Studio {
  readonly #db: Database;
  readonly #accounts: Accounts;
  readonly #box: SecretBox;
  readonly #orders: OperatorOrders;
  readonly #life: OrderLife;
  readonly #now: () => Date;
  readonly #uploadsDir: string;

  constructor(db: Database, accounts: Accounts, box: SecretBox, orders: OperatorOrders, life: OrderLife, options: StudioOptions) {
    this.#db = db;
    this.#accounts = accounts;
    this.#box = box;
    this.#orders = orders;
    this.#life = life;
    this.#now = options.now;
    this.#uploadsDir = options.uploadsDir;
  }

  // ---- sign-in ---------------------------------------------------------------------------------

  /** Sends a staff sign-in code; a phone that is no member's gets no message, and the same answer. */
  async sendCode(merchantId: string, phone: string, clientAddress: string | null, text: (code: string) => string | Promise<string>) {
    const member = await this.#db.asMerchant(merchantId, (tx) => sq.staffByPhone(tx, merchantId, phone));
    return this.#accounts.sendCode({ merchantId, phone, purpose: 'STAFF_SIGN_IN', clientAddress, text, deliver: member !== null });
  }

  async verify(merchantId: string, phone: string, code: string): Promise<{ token: string; staff: Staff }> {
    const token = `sfst_${randomBytes(32).toString('base64url')}`;
    const member = await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await this.#accounts.checkCodeIn(tx, merchantId, phone, 'STAFF_SIGN_IN', code))) return null;
      const row = await sq.staffByPhone(tx, merchantId, phone);
      if (!row) return null;
      await sq.insertStaffToken(tx, merchantId, row.id, hash(token), STAFF_TOKEN_TTL_SECONDS);
      await sq.insertLog(tx, merchantId, { staffId: row.id, staffName: row.name, action: 'signIn', detail: {} });
      return row;
    });
    if (!member) throw new ApiFailure('WRONG_CODE');
    return { token, staff: staffWire(member) };
  }

  /** The member of a live staff token at this merchant; null for a shopper's token, another merchant's, or an ended one. */
  async authenticate(merchantId: string, token: string): Promise<sq.StaffRow | null> {
    if (!token.startsWith('sfst_') || token.length > 100) return null;
    return this.#db.asMerchant(merchantId, (tx) => sq.staffOfToken(tx, merchantId, hash(token), STAFF_TOKEN_TTL_SECONDS));
  }

  async logout(merchantId: string, token: string): Promise<void> {
    await this.#db.asMerchant(merchantId, (tx) => sq.revokeStaffToken(tx, merchantId, hash(token)));
  }

  /** Refuses (403) what the member's role does not allow. */
  static require(member: sq.StaffRow, action: StudioAction): void {
    if (!mayDo(member.role, action)) throw new ApiFailure('FORBIDDEN');
  }

  #log(tx: Sql, merchantId: string, member: sq.StaffRow, action: string, detail: Record<string, unknown> = {}) {
    return sq.insertLog(tx, merchantId, { staffId: member.id, staffName: member.name, action, detail });
  }

  // ---- settings: draft, publish, versions, rollback ---------------------------------------------

  async #published(tx: Sql, merchantId: string): Promise<{ version: number; settings: Record<string, unknown> }> {
    const latest = await sq.latestVersion(tx, merchantId);
    if (latest) return { version: latest.version, settings: latest.settings };
    // Before the first publish, version 0 is what the preset gave.
    const raw = await webSettingsOf(tx, merchantId);
    return { version: 0, settings: raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {} };
  }

  async settings(merchantId: string) {
    return this.#db.asMerchant(merchantId, async (tx) => ({
      published: await this.#published(tx, merchantId),
      draft: await sq.draftOf(tx, merchantId),
      // A changed preset file the server refused over the studio's work (decision 028).
      presetNotice: (await findMerchant(tx, { id: merchantId }))?.presetNotice ?? null,
    }));
  }

  /**
   * Saves the draft. Refused (409, naming who) when the published version moved on since the
   * editor's base, or when the draft is not at the `revision` the editor saw: nothing is lost,
   * the editor reloads and reapplies. Fields the storefront could not use are answered as problems.
   */
  async saveDraft(merchantId: string, member: sq.StaffRow, input: { baseVersion: number; revision: number; settings: Record<string, unknown> }) {
    // A key the settings do not declare would be published to every shopper: refused, named by its path.
    refuseUnknownKeys(webSettingsSchema, input.settings, ['body', 'settings']);
    const draft = await this.#db.asMerchant(merchantId, async (tx) => {
      await sq.lockSettings(tx, merchantId);
      const published = await this.#published(tx, merchantId);
      if (published.version !== input.baseVersion) await this.#conflict(tx, merchantId, published.version);
      // The revision the editor last saw (0: no draft): any other means someone saved, or the draft went, since.
      const current = await sq.draftOf(tx, merchantId);
      if ((current?.revision ?? 0) !== input.revision) {
        const by = current ? null : await sq.versionOf(tx, merchantId, published.version);
        const who = current ? (current.updatedByName ?? current.updatedBy) : (by?.authorName ?? by?.authorId);
        throw new ApiFailure('CONFLICT', { description: message('draftChanged', { who: who ?? '?' }) });
      }
      await sq.saveDraft(tx, merchantId, { baseVersion: input.baseVersion, settings: input.settings, staffId: member.id, staffName: member.name });
      return (await sq.draftOf(tx, merchantId))!;
    });
    const problems = parseWebSettingsLenient(input.settings, { describe: describeIssue }).replaced.map((r) => ({ field: r.field, message: r.message }));
    return { draft, problems };
  }

  async #conflict(tx: Sql, merchantId: string, version: number): Promise<never> {
    const by = await sq.versionOf(tx, merchantId, version);
    throw new ApiFailure('CONFLICT', { description: message('versionChanged', { who: by?.authorName ?? by?.authorId ?? '?' }) });
  }

  /** Publishes the draft as the next version: validated whole with the storefront's schema, else nothing changes. */
  async publish(merchantId: string, member: sq.StaffRow, baseVersion: number): Promise<{ version: number; changedFields: string[] }> {
    // As the owner role, as the preset loader writes: a brand draft rewrites the merchant's row too.
    return this.#db.transaction(async (tx) => {
      await sq.lockSettings(tx, merchantId);
      const published = await this.#published(tx, merchantId);
      if (published.version !== baseVersion) await this.#conflict(tx, merchantId, published.version);
      const draft = await sq.draftOf(tx, merchantId);
      if (!draft) throw new ApiFailure('CONFLICT', { description: message('nothingToPublish') });
      const brand = (await sq.draftBrandOf(tx, merchantId))?.brand ?? null;
      return this.#write(tx, merchantId, member, published, draft.settings, brand, null);
    });
  }

  async #write(
    tx: Sql,
    merchantId: string,
    member: sq.StaffRow,
    published: { version: number; settings: Record<string, unknown> },
    settings: Record<string, unknown>,
    brand: BrandDocument | null,
    rollbackOf: number | null,
  ) {
    refuseUnknownKeys(webSettingsSchema, settings, ['settings']);
    const parsed = webSettingsSchema.safeParse(settings, { error: describeIssue });
    if (!parsed.success) {
      throw new ApiFailure('BAD_REQUEST', { fields: parsed.error.issues.map((i) => ({ path: jsonPath(['settings', ...i.path]), message: i.message })) });
    }
    const next = { ...settings, merchantId };
    const changed = changedFields(published.settings, next);
    const version = published.version + 1;
    // Before the first publish, the brand as it stands (as loaded from its preset) is kept as
    // version 0: the first publish can be undone like any other.
    if (published.version === 0 && !(await sq.versionOf(tx, merchantId, 0))) {
      await sq.insertVersion(tx, merchantId, {
        version: 0,
        settings: published.settings,
        authorId: null,
        authorName: null,
        changedFields: [],
        rollbackOf: null,
      });
      await sq.setVersionBrand(tx, merchantId, 0, await sq.storedBrand(tx, merchantId));
    }
    if (brand) {
      const before = await sq.storedBrand(tx, merchantId);
      await this.#replaceBrandRows(tx, merchantId, brand, next);
      changed.push(...changedCollections(before, brand));
    }
    await sq.insertVersion(tx, merchantId, { version, settings: next, authorId: member.id, authorName: member.name, changedFields: changed, rollbackOf });
    await saveWebSettings(tx, merchantId, next);
    await sq.setVersionBrand(tx, merchantId, version, brand ?? (await sq.storedBrand(tx, merchantId)));
    await sq.deleteDraft(tx, merchantId);
    await this.#log(tx, merchantId, member, rollbackOf === null ? 'publish' : 'rollback', {
      version,
      changedFields: changed,
      ...(rollbackOf === null ? {} : { rollbackOf }),
    });
    return { version, changedFields: changed };
  }

  async versions(merchantId: string) {
    return this.#db.asMerchant(merchantId, (tx) => sq.versionsOf(tx, merchantId, 100));
  }

  /**
   * Publishes an earlier version's settings and brand as a new version; version 0 is the brand as
   * loaded from its preset (before the first publish, the brand as it stands).
   */
  async rollback(merchantId: string, member: sq.StaffRow, version: number) {
    return this.#db.transaction(async (tx) => {
      await sq.lockSettings(tx, merchantId);
      const published = await this.#published(tx, merchantId);
      const target = await sq.versionOf(tx, merchantId, version);
      if (!target) {
        // Never published: version 0 is what shoppers see now.
        if (version === 0 && published.version === 0) return this.#write(tx, merchantId, member, published, published.settings, null, 0);
        throw notFound();
      }
      const brand = await sq.versionBrandOf(tx, merchantId, version);
      // A version from before versions kept their brand restores its settings only.
      return this.#write(tx, merchantId, member, published, target.settings, brand, version);
    });
  }

  /**
   * Writes a brand document as the brand's rows (validated whole with the loader's rules first),
   * with these settings; the brand's own grades stay for the products it keeps.
   */
  async #replaceBrandRows(tx: Sql, merchantId: string, brand: BrandDocument, settings: Record<string, unknown>) {
    const stored = await sq.brandRows(tx, merchantId);
    const productIds = new Set(itemsOf(brand, 'products').map((p) => p.id));
    const grades = ((stored.grades ?? []) as { productId: number }[]).filter((g) => productIds.has(g.productId));
    const checked = validatePreset({ ...brand, webSettings: settings, grades, staff: [] });
    if (!checked.ok) throw new ApiFailure('BAD_REQUEST', { fields: checked.issues });
    await replaceBrand(tx, checked.preset);
  }

  // ---- the brand draft: one item at a time (docs/decisions/032-one-brand-draft.md) ----------------

  /** The draft's brand, or the published one; with the draft's settings (or the published ones) as its web settings. */
  async brand(merchantId: string) {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const published = await this.#published(tx, merchantId);
      const draft = await sq.draftOf(tx, merchantId);
      const draftBrand = (await sq.draftBrandOf(tx, merchantId))?.brand ?? null;
      const doc = draftBrand ?? (await sq.storedBrand(tx, merchantId));
      const etags: Record<string, string> = {};
      for (const collection of ['groups', 'categories', 'products'] as const) {
        for (const item of itemsOf(doc, collection)) etags[`${collection}/${keyOf(collection, item)}`] = itemEtag(item);
      }
      return { baseVersion: published.version, brand: { ...doc, webSettings: draft?.settings ?? published.settings }, draft: draftBrand !== null, etags };
    });
  }

  async brandItem(merchantId: string, collection: BrandCollection, key: string): Promise<{ item: BrandItem; etag: string }> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const doc = (await sq.draftBrandOf(tx, merchantId))?.brand ?? (await sq.storedBrand(tx, merchantId));
      const found = findItem(doc, collection, key);
      if (!found) throw notFound();
      return { item: found.item, etag: itemEtag(found.item) };
    });
  }

  /**
   * Creates or replaces an item of the draft, checked whole with the loader's rules (nothing is
   * saved when the brand it makes is refused). `ifMatch`: refused (412, naming who) when the item
   * changed since its editor read it; `ifNoneMatch: *`: refused when the key is taken.
   */
  async putBrandItem(
    merchantId: string,
    member: sq.StaffRow,
    collection: BrandCollection,
    key: string,
    body: BrandItem,
    preconditions: { ifMatch: string | null; ifNoneMatch: string | null },
  ): Promise<{ etag: string }> {
    if (!/^[1-9]\d{0,8}$/.test(key)) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.key', message: 'expected a positive whole number' }] });
    if (body.id !== undefined && String(body.id) !== key) {
      throw new ApiFailure('BAD_REQUEST', {
        description: message('itemKeyMismatch', { key }),
        fields: [{ path: '$.body.id', message: `expected ${key}, the key of the path` }],
      });
    }
    const item: BrandItem = { ...body, id: Number(key) };
    return this.#db.asMerchant(merchantId, async (tx) => {
      await sq.lockSettings(tx, merchantId);
      const { published, doc, edits, parsedDraft } = await this.#draftDocument(tx, merchantId);
      const found = findItem(doc, collection, key);
      await this.#preconditions(tx, merchantId, collection, key, found?.item ?? null, edits, preconditions);
      const pictureIssues = this.#pictureIssues(merchantId, doc, found?.item ?? null, item);
      const next = withItem(doc, collection, key, item);
      const checked = checkedDraft(doc, next.doc, collection, next.index, item, parsedDraft);
      const issues = [...pictureIssues, ...asItemIssues(checked.ok ? [] : checked.issues, collection, next.index)];
      if (issues.length > 0 || !checked.ok) throw itemRefused(issues);
      // Stored as the loader reads it, with the defaults of the fields it left out: the whole
      // brand so on the first edit, so later edits check their item alone against it.
      const { webSettings: _settings, grades: _grades, staff: _staff, ...stored } = checked.preset;
      const parsed = itemsOf(stored, collection)[next.index]!;
      await sq.saveDraftBrand(tx, merchantId, {
        baseVersion: published.version,
        settings: (await sq.draftOf(tx, merchantId))?.settings ?? published.settings,
        brand: stored,
        edit: `${collection}/${key}`,
        staffId: member.id,
        staffName: member.name,
      });
      await this.#log(tx, merchantId, member, 'brandItem', { collection, key, change: found ? 'changed' : 'added' });
      return { etag: itemEtag(parsed) };
    });
  }

  /** Removes an item of the draft; refused (409) with what still points at it. */
  async deleteBrandItem(
    merchantId: string,
    member: sq.StaffRow,
    collection: BrandCollection,
    key: string,
    preconditions: { ifMatch: string | null },
  ): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      await sq.lockSettings(tx, merchantId);
      const { published, doc, edits } = await this.#draftDocument(tx, merchantId);
      const found = findItem(doc, collection, key);
      if (!found) throw notFound();
      await this.#preconditions(tx, merchantId, collection, key, found.item, edits, { ifMatch: preconditions.ifMatch, ifNoneMatch: null });
      const dependents = dependentsOf(doc, collection, key);
      if (dependents.length > 0) {
        const names = dependents
          .slice(0, 5)
          .map((d) => `${d.collection} ${d.key}`)
          .join(', ');
        throw new ApiFailure('CONFLICT', { description: message('itemInUse', { count: dependents.length, names }), dependents });
      }
      await sq.saveDraftBrand(tx, merchantId, {
        baseVersion: published.version,
        settings: (await sq.draftOf(tx, merchantId))?.settings ?? published.settings,
        brand: withoutItem(doc, collection, key),
        edit: `${collection}/${key}`,
        staffId: member.id,
        staffName: member.name,
      });
      await this.#log(tx, merchantId, member, 'brandItem', { collection, key, change: 'removed' });
    });
  }

  /**
   * A live catalogue edit (it wrote the published rows) made in a draft's brand too, when there is
   * one: publishing the draft does not undo it.
   */
  async #mirror(tx: Sql, merchantId: string, member: sq.StaffRow, collection: BrandCollection, edit: (items: BrandItem[]) => BrandItem[]) {
    await sq.lockSettings(tx, merchantId);
    const draft = await sq.draftBrandOf(tx, merchantId);
    if (!draft?.brand) return;
    let doc: BrandDocument = draft.brand;
    const edited = edit(itemsOf(doc, collection));
    for (const item of edited) doc = withItem(doc, collection, keyOf(collection, item), item).doc;
    const row = (await sq.draftOf(tx, merchantId))!;
    await sq.saveDraftBrand(tx, merchantId, {
      baseVersion: row.baseVersion,
      settings: row.settings,
      brand: doc,
      edit: collection,
      staffId: member.id,
      staffName: member.name,
    });
  }

  async #draftDocument(tx: Sql, merchantId: string) {
    const published = await this.#published(tx, merchantId);
    const draft = await sq.draftBrandOf(tx, merchantId);
    const doc = draft?.brand ?? (await sq.storedBrand(tx, merchantId));
    // A draft's brand is stored as the loader parsed it (putBrandItem); the published rows are not.
    return { published, doc, edits: draft?.edits ?? {}, parsedDraft: Boolean(draft?.brand) };
  }

  async #preconditions(
    tx: Sql,
    merchantId: string,
    collection: BrandCollection,
    key: string,
    current: BrandItem | null,
    edits: sq.BrandEdits,
    given: { ifMatch: string | null; ifNoneMatch: string | null },
  ): Promise<void> {
    if (given.ifNoneMatch?.trim() === '*' && current) throw new ApiFailure('PRECONDITION_FAILED', { description: message('itemExists', { key }) });
    if (given.ifMatch === null || etagMatches(given.ifMatch, current ? itemEtag(current) : null)) return;
    const edit = edits[`${collection}/${key}`];
    const author = edit ? null : await sq.latestVersion(tx, merchantId);
    const who = edit ? (edit.name ?? edit.by) : (author?.authorName ?? author?.authorId ?? '?');
    throw new ApiFailure('PRECONDITION_FAILED', { description: message('itemChanged', { who }) });
  }

  /**
   * A picture an item gains must be this brand's upload, an https address, or one the brand already
   * shows; another brand's upload is refused.
   */
  #pictureIssues(merchantId: string, doc: BrandDocument, before: BrandItem | null, item: BrandItem): PresetIssue[] {
    const had = new Set(before ? picturesOf(before) : []);
    const fresh = picturesOf(item).filter((p) => !had.has(p) && !isUploadOf(merchantId, p) && !/^https:\/\//i.test(p));
    if (fresh.length === 0) return [];
    const known = new Set(['groups', 'categories', 'products'].flatMap((c) => itemsOf(doc, c as BrandCollection).flatMap(picturesOf)));
    return fresh
      .filter((p) => !known.has(p))
      .map((p) => ({
        path: '$.body.image',
        message: p.startsWith(UPLOADS_PREFIX) ? `picture ${p} belongs to another brand` : `no picture ${p}: upload it to this brand first`,
      }));
  }

  /** The draft's menu for the studio's preview, as the storefront's overview answers it; null without a brand draft. */
  async previewMenu(merchantId: string, channel: 'WEB' | 'TG'): Promise<OverallMenu | null> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const brand = (await sq.draftBrandOf(tx, merchantId))?.brand ?? null;
      if (!brand) return null;
      const soldOut = new Map<number, string[]>();
      for (const entry of await sq.stopListOf(tx, merchantId)) soldOut.set(entry.productId, [...(soldOut.get(entry.productId) ?? []), entry.branchId]);
      const menu = draftMenu(brand, soldOut, channel);
      return {
        groups: menu.groups.map((g) => publicFields.group(g)),
        categories: menu.categories.map((c) => publicFields.category(c)),
        products: menu.products.map((p) => publicFields.product(p)),
      } as OverallMenu;
    });
  }

  // ---- the preview link ------------------------------------------------------------------------

  /** A signed link that renders the draft for `PREVIEW_TTL_SECONDS`; anyone without it sees nothing of the draft. */
  previewToken(merchantId: string): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.#now().getTime() + PREVIEW_TTL_SECONDS * 1000);
    const expires = String(expiresAt.getTime());
    return { token: `${expires}.${this.#box.codeHash(['studio-preview', merchantId, expires])}`, expiresAt };
  }

  /** Whether a preview token is this merchant's and not expired. */
  previewValid(merchantId: string, token: string | undefined): boolean {
    const [expires, signature] = (token ?? '').split('.');
    if (!expires || !signature || !/^\d{1,15}$/.test(expires) || Number(expires) <= this.#now().getTime()) return false;
    return sameSecret(this.#box.codeHash(['studio-preview', merchantId, expires]), signature);
  }

  /** The draft a valid preview renders (the published settings when there is no draft). */
  async previewSettings(merchantId: string): Promise<Record<string, unknown>> {
    const { published, draft } = await this.settings(merchantId);
    return draft?.settings ?? published.settings;
  }

  // ---- the catalogue and the stop-list ----------------------------------------------------------

  async patchCategory(merchantId: string, member: sq.StaffRow, id: number, patch: Record<string, unknown>): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await sq.patchCategory(tx, merchantId, id, patch, null))) throw notFound();
      await this.#mirror(tx, merchantId, member, 'categories', (items) => items.map((c) => (c.id === id ? { ...c, ...patch } : c)));
      await this.#log(tx, merchantId, member, 'category', { id, ...patch });
    });
  }

  /**
   * The order of a merchant's groups, categories or products, the first id first. An id that is
   * not this merchant's (another brand's, or none) is refused whole: nothing is reordered.
   */
  async reorder(merchantId: string, member: sq.StaffRow, kind: 'groups' | 'categories' | 'products', ids: readonly number[]): Promise<void> {
    const table = kind === 'groups' ? 'menu_groups' : kind;
    if (new Set(ids).size !== ids.length) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body.ids', message: 'expected each id once' }] });
    await this.#db.asMerchant(merchantId, async (tx) => {
      if ((await sq.reorder(tx, merchantId, table, ids)) !== ids.length) throw notFound();
      const position = new Map(ids.map((id, i) => [id, i + 1]));
      await this.#mirror(tx, merchantId, member, kind, (items) =>
        items.map((item) => (position.has(item.id as number) ? { ...item, priority: position.get(item.id as number) } : item)),
      );
      await this.#log(tx, merchantId, member, 'reorder', { kind, count: ids.length });
    });
  }

  stopList(merchantId: string) {
    return this.#db.asMerchant(merchantId, (tx) => sq.stopListOf(tx, merchantId));
  }

  /** Sold out now at a branch, or available again: shoppers see it, quotes and orders refuse it. */
  async setStopList(merchantId: string, member: sq.StaffRow, entry: { branchId: string; productId: number; available: boolean }): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await sq.branchSells(tx, merchantId, entry.branchId, entry.productId))) throw notFound();
      if (await sq.setStopped(tx, merchantId, { branchId: entry.branchId, productId: entry.productId, stopped: !entry.available, staffId: member.id })) {
        await this.#log(tx, merchantId, member, entry.available ? 'available' : 'soldOut', { branchId: entry.branchId, productId: entry.productId });
      }
    });
  }

  // ---- images ------------------------------------------------------------------------------------

  /**
   * Keeps an uploaded image in the data folder and answers its name for the image proxy. The type
   * is what the bytes are (sharp reads them), not what the request says: PNG, JPEG or WebP within
   * IMAGE_UPLOAD_LIMITS; an SVG is drawn into a PNG (#uploadSvg); a phone's HEIC photo and anything
   * else is refused with the reason. It is written again by sharp, turned
   * upright, without its metadata (a phone's photo carries where it was taken), under a name from
   * its content, so the same picture uploaded twice is one file.
   */
  async uploadImage(merchantId: string, member: sq.StaffRow, bytes: Uint8Array): Promise<{ file: string; width: number; height: number }> {
    if (bytes.byteLength === 0) throw imageRefused('expected an image, the body is empty');
    if (bytes.byteLength > IMAGE_UPLOAD_LIMITS.maxBytes) throw imageRefused(`expected at most ${IMAGE_UPLOAD_LIMITS.maxBytes} bytes`);
    const max = IMAGE_UPLOAD_LIMITS.maxSide;
    const input = () => sharp(bytes, { limitInputPixels: max * max, failOn: 'error' });
    let format: string | undefined;
    let width = 0;
    let height = 0;
    let compression: string | undefined;
    try {
      ({ format, width = 0, height = 0, compression } = await input().metadata());
    } catch {
      throw imageRefused('expected a PNG, JPEG or WebP image');
    }
    if (format === 'svg') return this.#uploadSvg(merchantId, member, bytes, { width, height });
    // A phone's HEIC photo (HEVC): its codec is not ours to decode; the phone saves a JPEG when asked.
    if (format === 'heif' && compression !== 'av1') throw imageRefused('expected a PNG, JPEG or WebP image, not HEIC', 'imageHeic');
    if (!format || !UPLOAD_FORMATS.has(format)) throw imageRefused(`expected a PNG, JPEG or WebP image, not ${format ?? 'this file'}`);
    if (width < 1 || height < 1 || width > max || height > max) throw imageRefused(`expected at most ${max}x${max} pixels, not ${width}x${height}`);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await input()
        .rotate()
        .toFormat(format as keyof FormatEnum)
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw imageRefused('expected an image that can be read whole');
    }
    return this.#keepImage(merchantId, member, output, format === 'jpeg' ? 'jpg' : format);
  }

  /**
   * A merchant's SVG, drawn once into a PNG of at most SVG_RASTER_SIDE pixels a side: what is kept
   * and served is pixels, never the drawing's markup. One that could act when opened (a script, an
   * event handler), reach outside itself (a link to another file or address) or define entities is
   * refused with that reason, as is one that cannot be drawn.
   */
  async #uploadSvg(
    merchantId: string,
    member: sq.StaffRow,
    bytes: Uint8Array,
    { width, height }: { width: number; height: number },
  ): Promise<{ file: string; width: number; height: number }> {
    const unsafe = svgHazard(new TextDecoder().decode(bytes));
    if (unsafe) throw imageRefused(`expected an SVG without ${unsafe}`, 'imageSvgUnsafe');
    if (width < 1 || height < 1) throw imageRefused('expected an SVG that can be drawn', 'imageSvgUnsafe');
    let output: { data: Buffer; info: OutputInfo };
    try {
      // Drawn at the density that makes its longest side SVG_RASTER_SIDE (72 dpi is its own size).
      const density = Math.min(2400, Math.max(1, (72 * SVG_RASTER_SIDE) / Math.max(width, height)));
      output = await sharp(bytes, { density, failOn: 'error', limitInputPixels: IMAGE_UPLOAD_LIMITS.maxSide ** 2 })
        .resize({ width: SVG_RASTER_SIDE, height: SVG_RASTER_SIDE, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw imageRefused('expected an SVG that can be drawn', 'imageSvgUnsafe');
    }
    return this.#keepImage(merchantId, member, output, 'png');
  }

  /** Writes an image under a name from its content and logs it. */
  async #keepImage(
    merchantId: string,
    member: sq.StaffRow,
    output: { data: Buffer; info: OutputInfo },
    extension: string,
  ): Promise<{ file: string; width: number; height: number }> {
    const name = `${createHash('sha256').update(output.data).digest('hex').slice(0, 24)}.${extension}`;
    const dir = join(this.#uploadsDir, merchantId);
    await mkdir(dir, { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const temporary = join(dir, `.${name}.${randomBytes(4).toString('hex')}`);
    await writeFile(temporary, output.data);
    await rename(temporary, join(dir, name));
    const file = `${UPLOADS_PREFIX}${merchantId}/${name}`;
    await this.#db.asMerchant(merchantId, (tx) =>
      this.#log(tx, merchantId, member, 'imageUploaded', { file, width: output.info.width, height: output.info.height }),
    );
    return { file, width: output.info.width, height: output.info.height };
  }

  /** A category's, product's or banner's picture: only an image this merchant uploaded. */
  async setImage(merchantId: string, member: sq.StaffRow, kind: 'categories' | 'products' | 'banners', id: number, file: string): Promise<void> {
    if (!isUploadOf(merchantId, file)) {
      throw new ApiFailure('BAD_REQUEST', {
        fields: [{ path: '$.body.file', message: `expected the name of an image uploaded to this brand (${UPLOADS_PREFIX}${merchantId}/...)` }],
      });
    }
    await this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await sq.setImage(tx, merchantId, kind, id, file))) throw notFound();
      if (kind !== 'banners')
        await this.#mirror(tx, merchantId, member, kind, (items) => items.map((item) => (item.id === id ? { ...item, image: file } : item)));
      await this.#log(tx, merchantId, member, 'image', { kind, id, file });
    });
  }

  // ---- the orders board --------------------------------------------------------------------------

  /** The merchant's orders of the last day that reached the kitchen, newest first, each with its moves. */
  async board(merchantId: string) {
    const now = this.#now();
    const page = await this.#orders.page(merchantId, { statuses: null, from: new Date(now.getTime() - 86_400_000), to: null, limit: 200, offset: 0 });
    const answers = await Promise.all(page.content.map((o) => this.#orders.order(merchantId, String(o.id))));
    return answers.filter((a) => a !== null);
  }

  async move(merchantId: string, member: sq.StaffRow, orderId: string, status: OrderStatus, reason: string | null) {
    await this.#life.operatorMove(merchantId, orderId, status, { now: this.#now(), reason });
    await this.#db.asMerchant(merchantId, (tx) => this.#log(tx, merchantId, member, 'orderMove', { orderId, status, ...(reason ? { reason } : {}) }));
    const order = await this.#orders.order(merchantId, orderId);
    if (!order) throw notFound('orderNotFound');
    return order;
  }

  // ---- staff and the log ---------------------------------------------------------------------------

  async staff(merchantId: string): Promise<Staff[]> {
    return (await this.#db.asMerchant(merchantId, (tx) => sq.staffOf(tx, merchantId))).map(staffWire);
  }

  async addStaff(merchantId: string, member: sq.StaffRow | null, input: { phone: string; role: StaffRole; name: string | null }): Promise<Staff> {
    const phone = normalizePhone(input.phone);
    if (!phone) throw new ApiFailure('INVALID_PHONE', { fields: [{ path: '$.body.phone', message: 'expected an Uzbek mobile number +998 (XX) XXX-XX-XX' }] });
    return this.#db.asMerchant(merchantId, async (tx) => {
      const row = await sq.upsertStaff(tx, merchantId, { id: randomUUID(), phone, role: input.role, name: input.name });
      await sq.insertLog(tx, merchantId, {
        staffId: member?.id ?? null,
        staffName: member?.name ?? null,
        action: 'staff',
        detail: { id: row.id, role: row.role },
      });
      return staffWire(row);
    });
  }

  async removeStaff(merchantId: string, member: sq.StaffRow, id: string): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      // The last owner is refused there (409), as a demotion is by upsertStaff.
      if (!(await sq.removeStaff(tx, merchantId, id))) throw notFound();
      await this.#log(tx, merchantId, member, 'staffRemoved', { id });
    });
  }

  log(merchantId: string) {
    return this.#db.asMerchant(merchantId, (tx) => sq.logOf(tx, merchantId, 200));
  }

  // ---- the brand as a preset ---------------------------------------------------------------------

  /** The brand as a preset JSON: what the loader takes back unchanged (validated here before it is answered). */
  async exportBrand(merchantId: string, member: sq.StaffRow): Promise<Record<string, unknown>> {
    const rows = await this.#db.asMerchant(merchantId, async (tx) => {
      await this.#log(tx, merchantId, member, 'export');
      return sq.brandRows(tx, merchantId);
    });
    const checked = validatePreset(rows);
    if (!checked.ok) throw new Error(`the stored brand is no valid preset: ${checked.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    return rows;
  }

  /**
   * Replaces the brand with a preset, validated whole as the loader does; another merchant's preset
   * is refused. The sealed credentials it does not carry stay; the preset file's record stays the file's.
   */
  async importBrand(
    merchantId: string,
    member: sq.StaffRow,
    preset: Record<string, unknown>,
    options: { secrets: SecretBox },
  ): Promise<{ ok: boolean; issues: PresetIssue[] }> {
    const merchant = preset.merchant as { id?: unknown } | undefined;
    if (merchant?.id !== merchantId)
      return { ok: false, issues: [{ path: '$.merchant.id', message: `expected ${merchantId}: a preset replaces its own brand only` }] };
    // The studio's work, logged with it: the brand's preset file, changed later, does not undo it (decision 028).
    const load = await loadPresetText(this.#db, 'studio-import.json', JSON.stringify(preset), {
      importedBy: { id: member.id, name: member.name },
      secrets: options.secrets,
    });
    // The studio's answer names each problem's path (the import sent JSON, not a file with lines).
    if (load.status === 'invalid') return { ok: false, issues: load.issues.map(({ path, message }) => ({ path, message })) };
    return { ok: true, issues: [] };
  }
}

/** A refused item: its first problem in words in the studio's languages, every problem by its path. */
/**
 * The brand an item's save makes, checked with the loader's rules: on a draft stored as the loader
 * parsed it, the item alone against the rest (validatePresetItem); otherwise, or when the stored
 * draft is not of that shape, the whole brand (validatePreset).
 */
function checkedDraft(
  before: BrandDocument,
  after: BrandDocument,
  collection: BrandCollection,
  index: number,
  item: BrandItem,
  parsedDraft: boolean,
): PresetResult {
  // The menu's rules only: the settings are checked by their own calls (a lenient stored value never blocks a dish).
  const extra = { webSettings: {}, grades: [], staff: [] };
  if (parsedDraft) {
    try {
      const alone = validatePresetItem({ ...before, ...extra }, collection, index, item);
      if (alone.ok) return alone;
    } catch {
      // A draft of another shape: checked whole below.
    }
  }
  return validatePreset({ ...after, ...extra });
}

function itemRefused(issues: readonly PresetIssue[]): ApiFailure {
  const { field, problem } = issueInWords(issues[0]!);
  const text = message('itemRefused');
  const fill = (language: keyof typeof text) => text[language].replace('{field}', field[language]).replace('{problem}', problem[language]);
  return new ApiFailure('BAD_REQUEST', {
    description: { uz: fill('uz'), ru: fill('ru'), eng: fill('eng') },
    fields: issues.map((issue) => ({ ...issue, text: problemWords(issue.message) })),
  });
}

/** The collections whose items differ between two brands, named as the versions list shows them. */
function changedCollections(before: BrandDocument, after: BrandDocument): string[] {
  return (['groups', 'categories', 'products'] as const)
    .filter((c) => itemsOf(before, c).map(itemEtag).join() !== itemsOf(after, c).map(itemEtag).join())
    .map((c) => `menu.${c}`);
}

/** Whether a name is one of this merchant's uploads as uploadImage names them (no way out of the folder). */
export const isUploadOf = (merchantId: string, file: string): boolean =>
  file.startsWith(`${UPLOADS_PREFIX}${merchantId}/`) && /^[0-9a-f]{24}\.(png|jpg|webp)$/.test(file.slice(`${UPLOADS_PREFIX}${merchantId}/`.length));
