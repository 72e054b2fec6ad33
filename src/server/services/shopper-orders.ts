/**
 * What a shopper reads of their orders (SPEC point 7 and ours): a page of them, the active ones
 * with the newest event id to open a stream from, one order with its history, its lines again as
 * basket lines, their notifications, the courier carrying one of them, and the stream tickets and
 * reads of an open event stream. Every read is scoped to the shopper: another's order answers as
 * none. Moves, cancels and ratings are order-life.ts.
 */
import { randomBytes } from 'node:crypto';
import { reorderLines, type ReorderLine } from '#domain/reorder';
import type { Database } from '../db/database.ts';
import type { OrderPage, StoredOrder } from '../db/order-columns.ts';
import { courierOf, courierServesUser, type CourierRow } from '../db/courier-queries.ts';
import { eventsAfter, lastEventIdOfUser, statusEventsBefore, type EventType, type StoredEvent } from '../db/order-event-queries.ts';
import { activeOrdersOfUser, orderDetail, ordersOfUser, ownsOrder, type OrderWithHistory } from '../db/shopper-order-queries.ts';
import { insertStreamTicket, streamTicket, tokenLive } from '../db/stream-ticket-queries.ts';
import type { BrandData } from './brand-data.ts';
import { hashSecret } from './order-life.ts';
import { wireEvent, type WireEvent } from './order-events.ts';

/** One order as its shopper (and, with more, the restaurant) sees it: the wire object with what is kept beside it. */
export type OrderAnswer = StoredOrder & Omit<OrderWithHistory, 'order' | 'userId'>;

export function orderAnswer(detail: OrderWithHistory): OrderAnswer {
  return { ...detail.order, history: detail.history, lines: detail.lines, rating: detail.rating, lastEventId: detail.lastEventId };
}

export interface StreamTicket {
  readonly ticket: string;
  readonly expiresInSeconds: number;
}

/** Who an event stream is for: the shopper and the sign-in (its hash) a ticket was issued under. */
export interface StreamCaller {
  readonly userId: string;
  readonly tokenHash: string;
}

export class ShopperOrders {
  readonly #db: Database;
  readonly #data: BrandData;

  constructor(db: Database, data: BrandData) {
    this.#db = db;
    this.#data = data;
  }

  /** A page of the shopper's orders, newest first; `archive` true: only archived, false: only active. */
  page(merchantId: string, userId: string, options: { archive?: boolean; limit: number; offset: number }): Promise<OrderPage> {
    return this.#db.asMerchant(merchantId, (tx) => ordersOfUser(tx, merchantId, userId, options));
  }

  /** Every active order of the shopper, and the id of their newest event (a stream opened from it misses no move). */
  active(merchantId: string, userId: string): Promise<{ orders: StoredOrder[]; lastEventId: number }> {
    return this.#db.asMerchant(merchantId, async (tx) => ({
      orders: await activeOrdersOfUser(tx, merchantId, userId),
      lastEventId: await lastEventIdOfUser(tx, merchantId, userId),
    }));
  }

  /** One order of the shopper with its history, lines and rating; null when it is not theirs. */
  detail(merchantId: string, userId: string, orderId: string): Promise<OrderWithHistory | null> {
    return this.#db.asMerchant(merchantId, (tx) => orderDetail(tx, merchantId, orderId, userId));
  }

  /** Whether the shopper owns the order (an order of another answers as none). */
  owns(merchantId: string, userId: string, orderId: string): Promise<boolean> {
    return this.#db.asMerchant(merchantId, (tx) => ownsOrder(tx, merchantId, userId, orderId));
  }

  /** The order's lines as basket lines against today's menu, what is no longer sold flagged. */
  async reorder(merchantId: string, userId: string, orderId: string): Promise<ReorderLine[] | null> {
    const detail = await this.detail(merchantId, userId, orderId);
    if (!detail) return null;
    const { menu } = await this.#data.overalls(merchantId, 'WEB');
    const products = new Map(menu.products.map((p) => [p.id, p]));
    return reorderLines(detail.lines, products);
  }

  /** The shopper's status events in their wire form, newest first, before `beforeId` (their notifications). */
  async notifications(merchantId: string, userId: string, beforeId: number | null, limit: number): Promise<WireEvent[]> {
    const events = await this.#db.asMerchant(merchantId, (tx) => statusEventsBefore(tx, merchantId, userId, beforeId, limit));
    return events.map(wireEvent);
  }

  /** A courier who carries an active order of the shopper; null for any other (what the shopper may not see). */
  courier(merchantId: string, userId: string, courierId: string): Promise<CourierRow | null> {
    return this.#db.asMerchant(merchantId, async (tx) =>
      (await courierServesUser(tx, merchantId, courierId, userId)) ? courierOf(tx, merchantId, courierId) : null,
    );
  }

  // ---- event streams ----------------------------------------------------------------------------

  /** A ticket that opens the shopper's event streams for `ttlSeconds`, while their sign-in is live. */
  async streamTicket(merchantId: string, userId: string, token: string, now: Date, ttlSeconds: number): Promise<StreamTicket> {
    const ticket = randomBytes(32).toString('base64url');
    await this.#db.asMerchant(merchantId, (tx) =>
      insertStreamTicket(tx, {
        hash: hashSecret(ticket),
        merchantId,
        userId,
        tokenHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      }),
    );
    return { ticket, expiresInSeconds: ttlSeconds };
  }

  /** The shopper of a ticket that has not expired and whose sign-in is live; null otherwise. */
  ticketCaller(merchantId: string, ticket: string, now: Date): Promise<StreamCaller | null> {
    return this.#db.asMerchant(merchantId, (tx) => streamTicket(tx, merchantId, hashSecret(ticket), now));
  }

  /** Whether a sign-in is still live (an open stream checks now and then). */
  signInLive(merchantId: string, tokenHash: string): Promise<boolean> {
    return this.#db.asMerchant(merchantId, (tx) => tokenLive(tx, merchantId, tokenHash));
  }

  /** The shopper's events after `afterId` (of one order when named), oldest first: what a stream replays. */
  eventsAfter(
    merchantId: string,
    userId: string,
    options: { orderId: string | null; afterId: number; limit: number; types?: readonly EventType[] },
  ): Promise<StoredEvent[]> {
    return this.#db.asMerchant(merchantId, (tx) => eventsAfter(tx, merchantId, userId, options));
  }
}
