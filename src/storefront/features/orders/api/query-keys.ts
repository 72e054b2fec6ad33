/** The orders feature's query keys: the shopper's orders, one order, its courier, the notifications. */
export const ordersKeys = {
  /** Every list of the shopper's orders (a tab, the active ones): what a change to an order refreshes. */
  lists: ['orders'] as const,
  list: (userId: string, archive: boolean) => ['orders', userId, archive ? 'archive' : 'active'] as const,
  active: (userId: string) => ['orders', userId, 'active-now'] as const,
  one: (id: string) => ['order', id] as const,
  notifications: (userId: string) => ['notifications', userId] as const,
  /** Every courier asked for: what a courier's move refreshes. */
  couriers: ['courier'] as const,
  courier: (id: string) => ['courier', id] as const,
};
