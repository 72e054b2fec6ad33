/**
 * An order after it is placed (DESIGN "Orders and money"): every status move follows the state
 * machine of src/domain/order-status.ts and is one transaction with its history event and its
 * live event (announced to every instance when it commits). The order row is locked first, so
 * two moves of one order never both pass the check.
 *
 * Who moves what: the restaurant (operator API) any allowed move; the shopper only a cancel,
 * where the brand allows it and before cooking; the scheduler a scheduled order falling due; the
 * demo kitchen its steps. A cancel puts the stock back and returns the cashback spent; a completed
 * order's cashback is credited later by the scheduler, once. A shopper rates a completed order
 * once. What the shopper and the restaurant read: shopper-orders.ts, operator-orders.ts.
 */
import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { courierAnswerSchema } from '#schemas/order-endpoints';
import {
  allowedMoves,
  canMove,
  COURIER_STATUS_KIND,
  historyKindOfMove,
  isArchive,
  isCompleted,
  serviceTypeOf,
  shopperCancel,
  STATUS_TIME_FIELD,
  TRACKING_MESSAGES,
  UPDATE_KIND,
  type CourierStatus,
  type HistoryKind,
  type OrderStatus,
} from '#domain/order-status';
import type { Database, Sql } from '../db/database.ts';
import type { LockedOrder } from '../db/order-columns.ts';
import { insertHistory, lockOrder, patchOrder, refundCashback, restoreStock, updateStatus, type OrderPatch } from '../db/order-move-queries.ts';
import { insertEvent, type StoredEvent } from '../db/order-event-queries.ts';
import { courierOf, type CourierRow, lockActiveOrdersOfCourier, updateCourier } from '../db/courier-queries.ts';
import { gradeProductsOf, insertRating } from '../db/rating-queries.ts';
import { reachesKitchen } from '#domain/payment';
import { ApiFailure, notFound } from '../errors.ts';
import { requestRefundIn } from './payment-ledger.ts';
import { message } from '../messages.ts';
import type { BrandData } from './brand-data.ts';

export type Actor = 'operator' | 'shopper' | 'scheduler' | 'kitchen' | 'payment';

export const orderNotFound = () => notFound('orderNotFound');
export const courierNotFound = () => notFound('courierNotFound');

const refused = (key: keyof typeof TRACKING_MESSAGES) => new ApiFailure('CONFLICT', { description: TRACKING_MESSAGES[key], problem: key });

export interface MoveOptions {
  readonly actor: Actor;
  readonly now: Date;
  /** The move also records the payment (PAID_AND_CHANGE_STATUS). */
  readonly paid?: boolean;
  /** Why (a cancel's reason), kept on the order and in its history. */
  readonly reason?: string | null;
  /**
   * A cancel of a paid order asks for its money back (payment-ledger.ts requestRefundIn) unless
   * false: the provider itself is giving it back.
   */
  readonly refund?: boolean;
}

/** A courier as the server writes them (the contract's courier answer, before a reader's parse). */
export type CourierWire = z.input<typeof courierAnswerSchema>;

/** The courier as an order and a shopper see them: no balance, a position only while carrying. */
export function courierWire(row: CourierRow, withPosition: boolean): CourierWire {
  return {
    id: row.id,
    status: row.status,
    createdDate: row.createdDate,
    user: { id: row.id, firstName: row.firstName, lastName: row.lastName, phone: row.phone ?? '' },
    branch: row.branchId ? { id: row.branchId } : null,
    position: withPosition && row.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude, at: row.positionAt } : null,
  };
}

export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

export class OrderLife {
  readonly #db: Database;
  readonly #data: BrandData;

  constructor(db: Database, data: BrandData) {
    this.#db = db;
    this.#data = data;
  }

  /** One move inside the caller's transaction, the order already locked and the move allowed. */
  async #move(tx: Sql, merchantId: string, order: LockedOrder, to: OrderStatus, options: MoveOptions): Promise<StoredEvent> {
    const from = order.status;
    const at = options.now.toISOString();
    const patch: OrderPatch = {};
    const timeField = STATUS_TIME_FIELD[to];
    if (timeField) patch[timeField] = at;
    if (options.paid) Object.assign(patch, { isPaid: true, paymentState: 'PAID' });
    if (to === 'CANCELED') patch.reason = options.reason ?? null;
    await updateStatus(tx, merchantId, order.id, { status: to, patch, now: options.now, completed: isCompleted(to), paid: options.paid ?? false });
    await insertHistory(tx, merchantId, order.id, {
      kind: historyKindOfMove({ paid: options.paid ?? false }),
      status: to,
      data: { from, by: options.actor, ...(options.reason ? { reason: options.reason } : {}) },
      at: options.now,
    });
    if (to === 'CANCELED') {
      await restoreStock(tx, merchantId, order.id, order.branchId);
      await refundCashback(tx, merchantId, order.userId, order.cashbackSpent);
      if (order.paymentState === 'PAID' && options.refund !== false) await requestRefundIn(tx, merchantId, { id: order.id, status: to }, options.now);
    }
    return insertEvent(tx, {
      merchantId,
      userId: order.userId,
      orderId: order.id,
      type: 'status',
      at,
      data: { number: order.number, status: to, previous: from },
    });
  }

  /** The restaurant's move: 404 for no such order, 409 STATUS_NOT_ALLOWED naming the allowed moves. */
  async operatorMove(merchantId: string, orderId: string, to: OrderStatus, options: Omit<MoveOptions, 'actor'>): Promise<StoredEvent> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order) throw orderNotFound();
      const service = serviceTypeOf(order.serviceType);
      // An order waiting for its online payment is not the kitchen's yet: it may only be cancelled.
      if (!reachesKitchen(order.paymentState) && to !== 'CANCELED') {
        throw new ApiFailure('STATUS_NOT_ALLOWED', { allowed: ['CANCELED'], description: message('awaitingPayment') });
      }
      if (!canMove(order.status, to, service)) {
        const allowed = [...allowedMoves(order.status, service)];
        throw new ApiFailure('STATUS_NOT_ALLOWED', {
          allowed,
          description: message('statusMoveNotAllowed', { from: order.status, to, allowed: allowed.length ? allowed.join(', ') : '-' }),
        });
      }
      return this.#move(tx, merchantId, order, to, { ...options, actor: 'operator' });
    });
  }

  /** The shopper's cancel: their own order only (404 otherwise), where the brand allows it, before cooking. */
  async cancelByShopper(merchantId: string, userId: string, orderId: string, now: Date): Promise<void> {
    const { settings } = await this.#data.settings(merchantId);
    await this.#db.asMerchant(merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order || order.userId !== userId) throw orderNotFound();
      const check = shopperCancel(order.status, settings);
      if (!check.ok) throw refused(check.reason);
      await this.#move(tx, merchantId, order, 'CANCELED', { actor: 'shopper', now, reason: 'CANCELED_BY_CLIENT' });
    });
  }

  /** A move made by the scheduler or the demo kitchen inside their own transaction (the order locked by them). */
  async moveLocked(tx: Sql, merchantId: string, order: LockedOrder, to: OrderStatus, options: MoveOptions): Promise<StoredEvent | null> {
    if (!canMove(order.status, to, serviceTypeOf(order.serviceType))) return null;
    return this.#move(tx, merchantId, order, to, options);
  }

  // ---- couriers -------------------------------------------------------------------------------

  /** Assigns a courier to an active delivery (history UPDATE, a courier event). */
  async assignCourier(merchantId: string, orderId: string, courierId: string, now: Date): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order) throw orderNotFound();
      const courier = await courierOf(tx, merchantId, courierId);
      if (!courier) throw courierNotFound();
      if (order.serviceType !== 'DELIVERY' || isArchive(order.status)) {
        throw new ApiFailure('CONFLICT', { description: message('courierNeedsActiveDelivery') });
      }
      await this.assignIn(tx, merchantId, order, courier, now);
    });
  }

  /** Assigns inside the caller's transaction (the order locked by it). */
  assignIn(tx: Sql, merchantId: string, order: LockedOrder, courier: CourierRow, now: Date): Promise<void> {
    return this.#courierChanged(tx, merchantId, order, courier, UPDATE_KIND, now, courier.id);
  }

  async #courierChanged(tx: Sql, merchantId: string, order: LockedOrder, courier: CourierRow, kind: HistoryKind, now: Date, assign?: string): Promise<void> {
    const summary = { id: courier.id, firstName: courier.firstName, lastName: courier.lastName, phone: courier.phone };
    await patchOrder(tx, merchantId, order.id, { courierId: courier.id, courierStatus: courier.status, courier: summary }, assign);
    await insertHistory(tx, merchantId, order.id, { kind, status: order.status, data: { courierId: courier.id, courierStatus: courier.status }, at: now });
    await insertEvent(tx, {
      merchantId,
      userId: order.userId,
      orderId: order.id,
      type: 'courier',
      at: now.toISOString(),
      data: { courierId: courier.id, courierStatus: courier.status, courier: summary },
    });
  }

  /** The courier's status, on the courier and on each active order they carry (CHANGE_COURIER_STATUS). */
  async setCourierStatus(merchantId: string, courierId: string, status: CourierStatus, now: Date): Promise<CourierRow> {
    return this.#db.asMerchant(merchantId, (tx) => this.courierStatusIn(tx, merchantId, courierId, status, now));
  }

  async courierStatusIn(tx: Sql, merchantId: string, courierId: string, status: CourierStatus, now: Date): Promise<CourierRow> {
    const courier = await updateCourier(tx, merchantId, courierId, { status });
    if (!courier) throw courierNotFound();
    for (const order of await lockActiveOrdersOfCourier(tx, merchantId, courierId)) {
      await this.#courierChanged(tx, merchantId, order, courier, COURIER_STATUS_KIND, now);
    }
    return courier;
  }

  /** The courier's position, announced to the shoppers of the active orders they carry (no history). */
  async setCourierPosition(merchantId: string, courierId: string, position: { latitude: number; longitude: number }, now: Date): Promise<CourierRow> {
    return this.#db.asMerchant(merchantId, (tx) => this.courierPositionIn(tx, merchantId, courierId, position, now));
  }

  async courierPositionIn(tx: Sql, merchantId: string, courierId: string, position: { latitude: number; longitude: number }, now: Date): Promise<CourierRow> {
    const courier = await updateCourier(tx, merchantId, courierId, { position: { ...position, at: now } });
    if (!courier) throw courierNotFound();
    const orders = await lockActiveOrdersOfCourier(tx, merchantId, courierId);
    for (const order of orders) {
      await insertEvent(tx, {
        merchantId,
        userId: order.userId,
        orderId: order.id,
        type: 'position',
        at: now.toISOString(),
        data: { courierId, latitude: position.latitude, longitude: position.longitude },
      });
    }
    return courier;
  }

  // ---- what a shopper does -------------------------------------------------------------------

  /** Rates a completed order of the shopper once (1-5, a comment); every product of it gets the grade. */
  async rate(merchantId: string, userId: string, orderId: string, rating: { grade: number; comment: string | null }): Promise<void> {
    await this.#db.asMerchant(merchantId, async (tx) => {
      const order = await lockOrder(tx, merchantId, orderId);
      if (!order || order.userId !== userId) throw orderNotFound();
      if (!isCompleted(order.status)) throw refused('notCompleted');
      if (!(await insertRating(tx, merchantId, { orderId, userId, ...rating }))) throw refused('alreadyRated');
      await gradeProductsOf(tx, merchantId, orderId, rating.grade);
      await patchOrder(tx, merchantId, orderId, { grade: rating.grade, gradeComment: rating.comment });
    });
  }
}
