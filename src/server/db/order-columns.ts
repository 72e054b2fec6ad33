/**
 * What the SQL of orders shares: the archive statuses, the wire object of an order with the
 * columns that move laid over it, the columns of a locked order, and a page of orders.
 *
 * An order's `data` column holds the wire object the server wrote when it placed the order
 * (services/orders.ts), so reads type it once, here, as the contract's order input: what a
 * reader's parse of the answer starts from.
 */
import type { Order, OrderInput } from '#schemas/order-entities';
import { ARCHIVE_STATUSES } from '#domain/order-status';
import type { PaymentState } from '#domain/payment';
import type { Row } from './database.ts';

export type OrderStatus = Order['status'];

/** The archive statuses as an SQL list, `status in ${ARCHIVE}`. */
export const ARCHIVE = `(${[...ARCHIVE_STATUSES].map((status) => `'${status}'`).join(', ')})`;
/** The wire object of an order with the columns that move (status, the payment) laid over it. */
export const ORDER_WIRE = `o.data || jsonb_build_object('status', o.status, 'paymentType', o.payment_type, 'paymentState', o.payment_state,
  'isPaid', o.payment_state = 'PAID',
  'paymentExpiresAt', to_char(o.payment_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** An order's wire object as ORDER_WIRE reads it: its status and service type are always there. */
export type StoredOrder = OrderInput & { readonly status: OrderStatus; readonly serviceType: Order['serviceType'] };

export interface OrderPage {
  readonly content: StoredOrder[];
  readonly totalElements: number;
}

export interface LockedOrder extends Row {
  readonly id: string;
  readonly number: number;
  readonly userId: string;
  readonly status: OrderStatus;
  readonly serviceType: Order['serviceType'];
  readonly branchId: string;
  readonly cashbackSpent: number;
  readonly courierId: string | null;
  readonly paymentState: PaymentState;
  readonly data: OrderInput;
}

export const LOCKED_COLUMNS = `id, number, user_id as "userId", status, service_type as "serviceType", branch_id as "branchId",
  cashback_spent as "cashbackSpent", courier_id as "courierId", payment_state as "paymentState", data`;
