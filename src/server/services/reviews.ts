/**
 * Product reviews: a shopper who received an order rates its lines (a grade 1-5 and a short
 * text), each line once; each review adds to its product's ratings, so `GET /products/v1/grade`
 * follows them. A product's page reads its grade, the count and the newest reviews, 10 a page.
 * Text is stored as typed and escaped where it is shown (React, the studio).
 */
import { TRACKING_MESSAGES, isCompleted } from '#domain/order-status';
import type { Database } from '../db/database.ts';
import { lockOrder } from '../db/order-move-queries.ts';
import * as vq from '../db/review-queries.ts';
import { ownsOrder } from '../db/shopper-order-queries.ts';
import { ApiFailure } from '../errors.ts';
import { message } from '../messages.ts';
import { orderNotFound } from './order-life.ts';
import type { BrandData } from './brand-data.ts';

export const REVIEWS_PAGE_SIZE = 10;

export interface ReviewLine {
  readonly position: number;
  readonly grade: number;
  readonly text: string | null;
}

export class Reviews {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #now: () => Date;

  constructor(db: Database, data: BrandData, now: () => Date) {
    this.#db = db;
    this.#data = data;
    this.#now = now;
  }

  /**
   * Reviews lines of the shopper's own received order: another's is NOT_FOUND, one not received
   * yet a CONFLICT, a position the order has not a BAD_REQUEST, and lines reviewed already are
   * kept as they were (all of them reviewed already: a CONFLICT).
   */
  async review(merchantId: string, userId: string, orderId: string, lines: readonly ReviewLine[]): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order || order.userId !== userId) throw orderNotFound();
      if (!isCompleted(order.status)) throw new ApiFailure('CONFLICT', { description: TRACKING_MESSAGES.notCompleted, problem: 'notCompleted' });
      const products = new Map((await vq.linesOf(tx, merchantId, orderId)).map((l) => [l.position, l.productId]));
      const unknown = lines.findIndex((l) => !products.has(l.position));
      if (unknown >= 0)
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path: `$.body.lines[${unknown}].position`, message: 'expected a line of the order' }] });
      let written = 0;
      const now = this.#now();
      for (const line of new Map(lines.map((l) => [l.position, l])).values()) {
        const productId = products.get(line.position)!;
        if (
          await vq.insertReview(
            tx,
            merchantId,
            { orderId, position: line.position, productId, userId, grade: line.grade, text: line.text?.trim() || null },
            now,
          )
        )
          written++;
      }
      if (written === 0) throw new ApiFailure('CONFLICT', { description: message('alreadyReviewed'), problem: 'alreadyReviewed' });
    });
  }

  /** The positions of the order's lines the shopper reviewed already (their own order only). */
  async reviewed(merchantId: string, userId: string, orderId: string): Promise<number[]> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      if (!(await ownsOrder(tx, merchantId, userId, orderId))) throw orderNotFound();
      return vq.reviewedPositions(tx, merchantId, orderId);
    });
  }

  async ofProduct(merchantId: string, productId: number, page: number) {
    const [grades, found] = await Promise.all([
      this.#data.grades(merchantId),
      this.#db.asMerchant(merchantId, (tx) => vq.reviewsOf(tx, merchantId, productId, REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE)),
    ]);
    return {
      grade: grades.find((g) => g.productId === productId)?.grade ?? null,
      count: found.total,
      content: found.rows,
      totalElements: found.total,
    };
  }
}
