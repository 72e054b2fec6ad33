/**
 * What the SQL of orders shares: the archive statuses, the wire object of an order with the
 * columns that move laid over it, the columns of a locked order, and a page of orders.
 */
import type { Row } from './database.ts';

type Json = Record<string, unknown>;

export const ARCHIVE = `('DELIVERED', 'CLOSED', 'CANCELED')`;
/** The wire object of an order with the columns that move (status, courier) laid over it. */
export const ORDER_WIRE = `o.data || jsonb_build_object('status', o.status)`;

export interface OrderPage {
  readonly content: Json[];
  readonly totalElements: number;
}

export interface LockedOrder extends Row {
  readonly id: string;
  readonly number: number;
  readonly userId: string;
  readonly status: string;
  readonly serviceType: string;
  readonly branchId: string;
  readonly cashbackSpent: number;
  readonly courierId: string | null;
  readonly data: Json;
}

export const LOCKED_COLUMNS = `id, number, user_id as "userId", status, service_type as "serviceType", branch_id as "branchId",
  cashback_spent as "cashbackSpent", courier_id as "courierId", data`;
