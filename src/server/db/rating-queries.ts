/**
 * The SQL of ratings: a shopper's rating of an order, once, and the grade it gives each product
 * of the order. Run inside `db.asMerchant`.
 */
import type { Sql } from './database.ts';

/** The order's rating; false when it was already rated (nothing written). */
export async function insertRating(
  sql: Sql,
  merchantId: string,
  rating: { orderId: string; userId: string; grade: number; comment: string | null },
): Promise<boolean> {
  const rows = await sql.query(
    `insert into order_ratings (merchant_id, order_id, user_id, grade, comment) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id, order_id) do nothing returning order_id`,
    [merchantId, rating.orderId, rating.userId, rating.grade, rating.comment],
  );
  return rows.length > 0;
}

/** Adds one grade to each distinct product of the order. */
export async function gradeProductsOf(sql: Sql, merchantId: string, orderId: string, grade: number): Promise<void> {
  await sql.query(
    `insert into product_ratings (merchant_id, product_id, ratings, total)
     select $1, product_id, 1, $3 from (select distinct product_id from order_lines where merchant_id = $1 and order_id = $2) p
     on conflict (merchant_id, product_id) do update set ratings = product_ratings.ratings + 1, total = product_ratings.total + excluded.total`,
    [merchantId, orderId, grade],
  );
}
