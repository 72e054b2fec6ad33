/**
 * The line beside an order's status on its map (/profile/orders/{id}/map): what the shopper can
 * expect of a courier. Only a delivery has one; pick-up and dine-in say which of the two the
 * order is, so a meal served in the hall is never called a pick-up.
 */
export type CourierLine = 'pickUp' | 'dineIn' | 'courierArrived' | 'courierOnWay' | 'courierWaiting';

export function courierLine(order: { readonly serviceType?: string | null; readonly status: string }, courierPositionKnown: boolean): CourierLine {
  if (order.serviceType === 'DINE_IN') return 'dineIn';
  if (order.serviceType !== 'DELIVERY') return 'pickUp';
  if (order.status === 'DELIVERED' || order.status === 'CLOSED') return 'courierArrived';
  return courierPositionKnown ? 'courierOnWay' : 'courierWaiting';
}
