/**
 * The SQL of product reviews: a grade and a short text per line of a received order, once; each
 * adds to the product's ratings, which its grade is computed from (queries.ts gradesOf). Run
 * inside `db.asMerchant`.
 */
import type { Row, Sql } from './database.ts';

/** The order's lines: position and product. */
export function linesOf(sql: Sql, merchantId: string, orderId: string): Promise<{ position: number; productId: number }[]> {
  return sql.query<{ position: number; productId: number }>(
    'select position, product_id as "productId" from order_lines where merchant_id = $1 and order_id = $2 order by position',
    [merchantId, orderId],
  );
}

/** Writes a line's review and adds its grade to the product's; false when the line was reviewed already. */
export async function insertReview(
  sql: Sql,
  merchantId: string,
  review: { orderId: string; position: number; productId: number; userId: string; grade: number; text: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `insert into product_reviews (merchant_id, order_id, position, product_id, user_id, grade, text, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (merchant_id, order_id, position) do nothing returning position`,
    [merchantId, review.orderId, review.position, review.productId, review.userId, review.grade, review.text, now.toISOString()],
  );
  if (rows.length === 0) return false;
  await sql.query(
    `insert into product_ratings (merchant_id, product_id, ratings, total) values ($1, $2, 1, $3)
     on conflict (merchant_id, product_id) do update set ratings = product_ratings.ratings + 1, total = product_ratings.total + excluded.total`,
    [merchantId, review.productId, review.grade],
  );
  return true;
}

/** The positions of the order's lines reviewed already. */
export async function reviewedPositions(sql: Sql, merchantId: string, orderId: string): Promise<number[]> {
  return (
    await sql.query<{ position: number }>('select position from product_reviews where merchant_id = $1 and order_id = $2 order by position', [
      merchantId,
      orderId,
    ])
  ).map((r) => r.position);
}

export interface ReviewRow extends Row {
  readonly grade: number;
  readonly text: string | null;
  readonly author: string | null;
  readonly createdDate: string;
}

/** A product's reviews, newest first, with the count of all. */
export async function reviewsOf(sql: Sql, merchantId: string, productId: number, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await sql.query<ReviewRow>(
    `select r.grade, r.text, u.first_name as author, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate"
       from product_reviews r left join users u on u.merchant_id = r.merchant_id and u.id = r.user_id and u.deleted_at is null
      where r.merchant_id = $1 and r.product_id = $2 order by r.created_at desc, r.order_id, r.position limit $3 offset $4`,
    [merchantId, productId, limit, offset],
  );
  const [count] = await sql.query<{ n: number }>('select count(*)::int as n from product_reviews where merchant_id = $1 and product_id = $2', [
    merchantId,
    productId,
  ]);
  return { rows, total: count?.n ?? 0 };
}
