/**
 * A shopper's favourite products (`favouriteActive`; SPEC 9: a favourite is count 1, amount 1).
 * The menu's products carry `isFavourite: false` for everyone, cached once per brand; a shopper's
 * own list comes from here, never from the page cache.
 */
import type { Product } from '#schemas/entities';
import type { Database } from '../db/database.ts';
import * as fq from '../db/favourite-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import type { BrandData } from './brand-data.ts';

/** How many favourites a shopper keeps at most. */
export const MAX_FAVOURITES = 200;

export class Favourites {
  readonly #db: Database;
  readonly #data: BrandData;

  constructor(db: Database, data: BrandData) {
    this.#db = db;
    this.#data = data;
  }

  async #menu(merchantId: string): Promise<Map<number, Product>> {
    const { settings } = await this.#data.settings(merchantId);
    if (!settings.favouriteActive) throw notFound('featureOff');
    const overalls = await this.#data.overalls(merchantId, 'WEB');
    return new Map(overalls.menu.products.map((p) => [p.id, p]));
  }

  /** The shopper's favourites that are on the menu now, newest first, each marked as theirs. */
  async list(merchantId: string, userId: string): Promise<Product[]> {
    const menu = await this.#menu(merchantId);
    const rows = await this.#db.asMerchant(merchantId, (tx) => fq.favouritesOf(tx, merchantId, userId));
    return rows.flatMap((row) => {
      const product = menu.get(row.productId);
      return product ? [{ ...product, isFavourite: true, favourite: true }] : [];
    });
  }

  async add(merchantId: string, userId: string, productId: number): Promise<fq.FavouriteRow> {
    const menu = await this.#menu(merchantId);
    if (!menu.has(productId)) throw notFound('productNotFound');
    const row = await this.#db.asMerchant(merchantId, (tx) => fq.insertFavourite(tx, merchantId, userId, productId, MAX_FAVOURITES));
    if (!row) throw new ApiFailure('CONFLICT', { description: message('favouriteLimit', { max: MAX_FAVOURITES }) });
    return row;
  }

  async remove(merchantId: string, userId: string, productId: number): Promise<void> {
    if (!(await this.#db.asMerchant(merchantId, (tx) => fq.deleteFavourite(tx, merchantId, userId, productId)))) throw notFound('productNotFound');
  }
}
