/**
 * What the restaurant reads and keeps through the operator API (routes/operator.ts): a page of
 * the merchant's orders by status and day, one order with its shopper and the moves it allows
 * now, and the merchant's couriers. Moves and courier assignments are order-life.ts.
 */
import { allowedMoves, serviceTypeOf } from '#domain/order-status';
import type { Database } from '../db/database.ts';
import { customerOf, ordersForOperator, type Customer } from '../db/operator-order-queries.ts';
import type { OrderPage, OrderStatus } from '../db/order-columns.ts';
import { couriersOf, saveCourier, type CourierRow } from '../db/courier-queries.ts';
import { branchOf } from '../db/queries.ts';
import { orderDetail } from '../db/shopper-order-queries.ts';
import { courierWire, type CourierWire } from './order-life.ts';
import { orderAnswer, type OrderAnswer } from './shopper-orders.ts';

/** One order as the restaurant sees it: with the shopper to call and the moves it allows now. */
export type OperatorOrderAnswer = OrderAnswer & { readonly customer: Customer | null; readonly allowedMoves: readonly OrderStatus[] };

/** A courier as the restaurant sees them: with their position and balance. */
export type OperatorCourier = CourierWire & { readonly balance: number };

export const operatorCourier = (row: CourierRow): OperatorCourier => ({ ...courierWire(row, true), balance: row.balance });

export interface CourierInput {
  readonly branchId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
}

export class OperatorOrders {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /**
   * A page of the merchant's orders, newest first: of the statuses named (all when none), and of
   * one branch-local day [from, to) of the time each is for.
   */
  page(
    merchantId: string,
    options: { statuses: readonly OrderStatus[] | null; from: Date | null; to: Date | null; limit: number; offset: number },
  ): Promise<OrderPage> {
    return this.#db.asMerchant(merchantId, (tx) => ordersForOperator(tx, merchantId, options));
  }

  /** One order of the merchant; null when it has none by that id. */
  async order(merchantId: string, orderId: string): Promise<OperatorOrderAnswer | null> {
    const found = await this.#db.asMerchant(merchantId, async (tx) => {
      const detail = await orderDetail(tx, merchantId, orderId);
      if (!detail) return null;
      return { detail, customer: await customerOf(tx, merchantId, detail.userId) };
    });
    if (!found) return null;
    const { detail, customer } = found;
    return { ...orderAnswer(detail), customer, allowedMoves: allowedMoves(detail.order.status, serviceTypeOf(detail.order.serviceType)) };
  }

  async couriers(merchantId: string): Promise<OperatorCourier[]> {
    const rows = await this.#db.asMerchant(merchantId, (tx) => couriersOf(tx, merchantId));
    return rows.map(operatorCourier);
  }

  /** Creates or changes a courier; null when the branch named is none of the merchant's. */
  async saveCourier(merchantId: string, courierId: string, input: CourierInput): Promise<OperatorCourier | null> {
    const row = await this.#db.asMerchant(merchantId, async (tx) => {
      if (input.branchId && !(await branchOf(tx, merchantId, input.branchId))) return null;
      return saveCourier(tx, merchantId, { id: courierId, ...input });
    });
    return row ? operatorCourier(row) : null;
  }
}
