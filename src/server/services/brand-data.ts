/**
 * What the server reads about a brand, through one per-merchant cache: the merchant, its web
 * settings, policies, cities, banners, stories, brand catalog and the menu overview per channel
 * (serialised once, with its ETag). Every change to a merchant's rows is announced by a database
 * trigger (db/migrations), and the announcement drops that merchant's entries on every server
 * instance listening, so a cached answer never outlives the data it came from.
 *
 * The cache is trusted only while the listener listens (DESIGN, scale-out): while it is lost,
 * every read goes to the database, and when it is back everything cached before is dropped, as
 * announcements may have been missed in between. `version(merchantId)` tells caches built on top
 * of this one (pages) which data they would be keyed by, or that they must not cache now.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ID_PATTERN } from '#schemas/common';
import { filterByChannel } from '#domain/menu-assembly';
import { normalizeSub } from '#domain/merchant-host';
import { parseWebSettingsLenient, type WebSettings } from '#schemas/web-settings';
import { describeIssue } from '#schemas/issue-text';
import type { Branch, OverallMenu } from '#schemas/entities';
import type { DeliveryTariff, Promo } from '#schemas/order-entities';
import type { OrderSetting } from '#schemas/order-setting';
import type { Database, Sql } from '../db/database.ts';
import * as oq from '../db/order-queries.ts';
import { publicFields } from '../db/public-fields.ts';
import * as q from '../db/queries.ts';

export type OverallsChannel = 'WEB' | 'TG';

export interface OverallsAnswer {
  readonly menu: OverallMenu;
  /** The JSON body, serialised once. */
  readonly body: string;
  readonly etag: string;
  /** The body gzip-compressed once, for clients that accept it. */
  readonly gzip: Uint8Array<ArrayBuffer>;
  /** The gzip form's own strong ETag: `etag` with `-gzip` inside the quotes. */
  readonly gzipEtag: string;
}

export interface OrderingData {
  readonly branches: readonly Branch[];
  readonly tariffs: readonly DeliveryTariff[];
  readonly promos: readonly Promo[];
  readonly orderSettings: readonly OrderSetting[];
}

export type PublicMerchant = Record<string, unknown> & { id: string; sub: string };

function publicMerchant(row: q.MerchantRow): PublicMerchant {
  // The row's data holds its public fields only (findMerchant): no server field, no unknown key.
  return { ...row.data, id: row.id, sub: row.sub };
}

/**
 * Web settings as shoppers read them: parsed leniently (decision 002: a bad value is its default),
 * with exactly the fields of the schema (decision 029: a stored key it does not name is never shown).
 */
export function publicWebSettings(raw: unknown): WebSettings {
  return publicFields.webSettings(parseWebSettingsLenient(raw, { describe: describeIssue }).settings);
}

/** Merchant lookups kept at most by default; past it the least recently used go first. */
export const MERCHANT_CACHE_LIMIT = 10_000;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export interface BrandDataOptions {
  /** Off: every read goes to the database (benchmarks compare the two). */
  readonly cache: boolean;
  /** Merchant lookups kept at most (default MERCHANT_CACHE_LIMIT). */
  readonly merchantCacheLimit?: number;
}

export class BrandData {
  readonly #db: Database;
  readonly #cache: boolean;
  readonly #merchantCacheLimit: number;
  /** merchant id -> part name -> answer. */
  readonly #parts = new Map<string, Map<string, Promise<unknown>>>();
  /** `id:ID` or `sub:SUB` -> merchant, or null for a key that names none. */
  readonly #merchants = new Map<string, Promise<q.MerchantRow | null>>();
  #unlisten: (() => Promise<void>) | null = null;
  /** Whether change announcements arrive: set by watch(), cleared while the listener is lost. */
  #listening = false;
  /** Counts every invalidation and every reset; versions are values it has taken. */
  #generation = 0;
  /** The generation of the last reset (watch, listener lost or back): every merchant's version since. */
  #epoch = 0;
  /** merchant id -> the generation of its last invalidation after the last reset. */
  readonly #versions = new Map<string, number>();

  constructor(db: Database, options: BrandDataOptions) {
    this.#db = db;
    this.#cache = options.cache;
    this.#merchantCacheLimit = options.merchantCacheLimit ?? MERCHANT_CACHE_LIMIT;
  }

  /** Subscribes to change announcements; call once after the database is migrated. */
  async watch(): Promise<void> {
    this.#unlisten = await this.#db.listen(
      (payload) => {
        const [merchantId, table] = payload.split(':');
        if (!merchantId) return;
        this.invalidate(merchantId, table === 'merchants');
      },
      (listening) => this.#reset(listening),
    );
    this.#reset(true);
  }

  async close(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = null;
    this.#reset(false);
  }

  /**
   * Whether cached answers can be trusted now: the cache is on and the listener listens. When
   * not, every read goes to the database.
   */
  get cacheTrusted(): boolean {
    return this.#cache && this.#listening;
  }

  /**
   * The version of a merchant's data: a number that changes whenever that merchant's cached data
   * is invalidated, and for every merchant when the listener is lost or comes back. Null means
   * "do not cache now" (the cache is off or the listener is lost). Read it before the data a
   * cache entry is keyed by: an entry stored under an older version is simply never asked for.
   */
  version(merchantId: string): number | null {
    if (!this.cacheTrusted) return null;
    return this.#versions.get(merchantId) ?? this.#epoch;
  }

  invalidate(merchantId: string, merchantRow = true): void {
    this.#parts.delete(merchantId);
    if (merchantRow) this.#merchants.clear();
    this.#generation += 1;
    this.#versions.set(merchantId, this.#generation);
  }

  /** Forgets every cached answer and moves every version on; `listening` is the listener's state. */
  #reset(listening: boolean): void {
    this.#listening = listening;
    this.#parts.clear();
    this.#merchants.clear();
    this.#versions.clear();
    this.#generation += 1;
    this.#epoch = this.#generation;
  }

  /** An active, not deleted merchant by id or by sub; null when there is none. */
  async merchant(key: { id: string } | { sub: string }): Promise<q.MerchantRow | null> {
    // A key no merchant can have never reaches the database (nor the lookup cache).
    if ('id' in key ? !ID_PATTERN.test(key.id) : normalizeSub(key.sub) !== key.sub) return null;
    const cacheKey = 'id' in key ? `id:${key.id}` : `sub:${key.sub}`;
    const cached = this.cacheTrusted;
    let found = cached ? this.#merchants.get(cacheKey) : undefined;
    if (found) {
      // Least recently used first out: a Map iterates in insertion order, so a hit moves to the end.
      this.#merchants.delete(cacheKey);
      this.#merchants.set(cacheKey, found);
      return found;
    }
    found = q.findMerchant(this.#db, key).then((row) => (row && row.isActive && !row.deleted ? row : null));
    if (cached) {
      // Answers for unknown keys are kept too (any host name can ask), but the map is bounded:
      // a flood of unknown names pushes out the oldest entries, never the ones in use.
      for (const oldest of this.#merchants.keys()) {
        if (this.#merchants.size < this.#merchantCacheLimit) break;
        this.#merchants.delete(oldest);
      }
      this.#merchants.set(cacheKey, found);
      const stored = found;
      found.catch(() => {
        if (this.#merchants.get(cacheKey) === stored) this.#merchants.delete(cacheKey);
      });
    }
    return found;
  }

  /** The sub of every active merchant, in order (the development pages name them). */
  async subs(): Promise<string[]> {
    return (await q.merchantSubs(this.#db)).map((row) => row.sub);
  }

  publicMerchant(row: q.MerchantRow): PublicMerchant {
    return publicMerchant(row);
  }

  #part<T>(merchantId: string, name: string, load: (tx: Sql) => Promise<T>): Promise<T> {
    if (!this.cacheTrusted) return this.#db.asMerchant(merchantId, load);
    let parts = this.#parts.get(merchantId);
    if (!parts) {
      parts = new Map();
      this.#parts.set(merchantId, parts);
    }
    let answer = parts.get(name) as Promise<T> | undefined;
    if (!answer) {
      answer = this.#db.asMerchant(merchantId, load);
      const stored = parts;
      stored.set(name, answer);
      answer.catch(() => stored.delete(name));
    }
    return answer;
  }

  /** The settings as stored (raw) and as the storefront reads them (lenient). */
  settings(merchantId: string): Promise<{ raw: unknown; settings: WebSettings }> {
    return this.#part(merchantId, 'settings', async (tx) => {
      const raw = await q.webSettingsOf(tx, merchantId);
      return { raw, settings: publicWebSettings(raw) };
    });
  }

  policies(merchantId: string) {
    return this.#part(merchantId, 'policies', (tx) => q.policiesOf(tx, merchantId));
  }

  cities(merchantId: string) {
    return this.#part(merchantId, 'cities', (tx) => q.citiesOf(tx, merchantId));
  }

  banners(merchantId: string) {
    return this.#part(merchantId, 'banners', (tx) => q.listOf(tx, 'banners', merchantId));
  }

  stories(merchantId: string) {
    return this.#part(merchantId, 'stories', (tx) => q.listOf(tx, 'stories', merchantId));
  }

  brands(merchantId: string) {
    return this.#part(merchantId, 'brands', (tx) => q.listOf(tx, 'brands', merchantId));
  }

  paymentSettings(merchantId: string) {
    return this.#part(merchantId, 'payment-settings', (tx) => q.paymentSettingsOf(tx, merchantId));
  }

  /**
   * What placing an order reads besides the menu: branches (zones, hours, holidays), delivery
   * tariffs, promos and the order settings of every city; cached like the rest of the brand.
   */
  ordering(merchantId: string): Promise<OrderingData> {
    return this.#part(merchantId, 'ordering', async (tx) => ({
      branches: await q.branchesOf(tx, merchantId),
      tariffs: await oq.tariffsOf(tx, merchantId),
      promos: await oq.promosOf(tx, merchantId),
      orderSettings: await q.orderSettingsOf(tx, merchantId),
    }));
  }

  /** The order settings of one city (SPEC 3, Order setting per city), or null. */
  async orderSetting(merchantId: string, cityId: string): Promise<OrderSetting | null> {
    const { orderSettings } = await this.ordering(merchantId);
    return orderSettings.find((setting) => setting.cityId === cityId) ?? null;
  }

  grades(merchantId: string) {
    return this.#part(merchantId, 'grades', (tx) => q.gradesOf(tx, merchantId));
  }

  overalls(merchantId: string, channel: OverallsChannel): Promise<OverallsAnswer> {
    return this.#part(merchantId, `overalls:${channel}`, async (tx) => {
      const raw = await q.menuOf(tx, merchantId);
      const menu: OverallMenu = { groups: raw.groups, categories: raw.categories, products: filterByChannel(raw.products, channel) };
      const body = JSON.stringify(menu);
      const etag = etagOf(body);
      return { menu, body, etag, gzip: new Uint8Array(gzipSync(body)), gzipEtag: `${etag.slice(0, -1)}-gzip"` };
    });
  }

  /** The merchant's branches that are not deleted (`cityId`: of one city), read past the cache. */
  branches(merchantId: string, cityId?: string): Promise<Branch[]> {
    return this.#db.asMerchant(merchantId, (tx) => q.branchesOf(tx, merchantId, cityId));
  }

  /** One branch that is not deleted, read past the cache; null when the merchant has none by that id. */
  branch(merchantId: string, id: string): Promise<Branch | null> {
    return this.#db.asMerchant(merchantId, (tx) => q.branchOf(tx, merchantId, id));
  }
}
