/**
 * Whether an order's page speaks of a courier (a module of its own: the order page alone needs it,
 * while the order statuses load with every page).
 */
import { isCompleted, type CourierStatus, type OrderStatus } from './order-status.ts';

/**
 * Whether an order's page has a courier to speak of: a delivery that is still under way, or one a
 * courier status was given to. A delivery completed or cancelled with none (the restaurant's own
 * courier, outside the system) says nothing, never "no courier yet" under "Delivered".
 */
export function showsCourier(order: {
  readonly serviceType?: string | null;
  readonly status: OrderStatus;
  readonly courierStatus?: CourierStatus | null;
}): boolean {
  if (order.serviceType !== 'DELIVERY') return false;
  if (order.courierStatus) return true;
  return !isCompleted(order.status) && order.status !== 'CANCELED';
}
