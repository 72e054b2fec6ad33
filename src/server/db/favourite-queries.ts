/** The SQL of a shopper's favourite products (SPEC 9: count 1, amount 1). Run inside `db.asMerchant`. */
import type { Row, Sql } from './database.ts';

export interface FavouriteRow extends Row {
  readonly productId: number;
  readonly count: number;
  readonly amount: number;
}

/** The shopper's favourites, newest first. */
export function favouritesOf(sql: Sql, merchantId: string, userId: string): Promise<FavouriteRow[]> {
  return sql.query<FavouriteRow>(
    `select product_id as "productId", count, amount from favourites
      where merchant_id = $1 and user_id = $2 order by created_at desc, product_id`,
    [merchantId, userId],
  );
}

/**
 * Adds a favourite (kept as it is when already there) unless the shopper keeps `max` already;
 * null when they do.
 */
export async function insertFavourite(sql: Sql, merchantId: string, userId: string, productId: number, max: number): Promise<FavouriteRow | null> {
  // One shopper's adds are serialised, so two at once cannot pass the limit together.
  await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`favourites:${merchantId}:${userId}`]);
  const rows = await sql.query<FavouriteRow>(
    `insert into favourites (merchant_id, user_id, product_id)
     select $1, $2, $3 where (select count(*) from favourites where merchant_id = $1 and user_id = $2 and product_id <> $3) < $4
     on conflict (merchant_id, user_id, product_id) do update set count = favourites.count
     returning product_id as "productId", count, amount`,
    [merchantId, userId, productId, max],
  );
  return rows[0] ?? null;
}

/** Removes a favourite; false when the shopper had none of that product. */
export async function deleteFavourite(sql: Sql, merchantId: string, userId: string, productId: number): Promise<boolean> {
  const rows = await sql.query('delete from favourites where merchant_id = $1 and user_id = $2 and product_id = $3 returning product_id', [
    merchantId,
    userId,
    productId,
  ]);
  return rows.length > 0;
}
