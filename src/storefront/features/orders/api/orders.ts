/** The shopper's orders: pages of a tab, one order, its actions, notifications, stream tickets. */
import { useCallback } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeOrdersEndpoint,
  courierEndpoint,
  cancelOrderEndpoint,
  notificationsEndpoint,
  orderEndpoint,
  rateOrderEndpoint,
  reorderEndpoint,
  streamTicketEndpoint,
  userOrdersEndpoint,
} from '#schemas/order-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { ordersKeys } from './query-keys.ts';

/** How often the courier's position is asked for while the order is on its way. */
export const COURIER_POLL_MS = 3_000;

/**
 * The courier of a shopper's order, and where they are: asked while `ask` (the order is active),
 * and again every few seconds while `follow` (it is on its way). Once the order is done the
 * server no longer shows its courier: the last answer stays.
 */
export function useCourier(courierId: string | null, { ask, follow }: { readonly ask: boolean; readonly follow: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: ordersKeys.courier(courierId ?? ''),
    queryFn: ({ signal }) => api.call(courierEndpoint, { params: { id: courierId! }, signal }),
    enabled: !!courierId && ask,
    refetchInterval: follow ? COURIER_POLL_MS : false,
    retry: false,
  });
}

/** A tab of the shopper's orders, 10 a page, the next page on demand. */
export function useOrderPages(userId: string, archive: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ordersKeys.list(userId, archive),
    queryFn: ({ pageParam, signal }) =>
      api.call(userOrdersEndpoint, { params: { userId }, query: { page: String(pageParam), onlyArchive: archive ? 'true' : 'false' }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useActiveOrders(userId: string | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ordersKeys.active(userId ?? ''),
    queryFn: ({ signal }) => api.call(activeOrdersEndpoint, { params: { userId: userId! }, signal }),
    enabled: enabled && !!userId,
    refetchInterval: 30_000,
  });
}

export function useOrder(id: string) {
  const api = useApi();
  return useQuery({ queryKey: ordersKeys.one(id), queryFn: ({ signal }) => api.call(orderEndpoint, { params: { id }, signal }), retry: 1 });
}

export function useCancelOrder(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(cancelOrderEndpoint, { params: { id } }),
    onSuccess: (order) => {
      client.setQueryData(ordersKeys.one(id), order);
      void client.invalidateQueries({ queryKey: ordersKeys.lists });
    },
  });
}

export function useReorder(id: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call(reorderEndpoint, { params: { id } }) });
}

export function useRateOrder(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rating: { grade: number; comment: string | null }) => api.call(rateOrderEndpoint, { params: { id }, body: rating }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ordersKeys.one(id) }),
  });
}

export function useNotifications(userId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ordersKeys.notifications(userId),
    queryFn: ({ pageParam, signal }) =>
      api.call(notificationsEndpoint, { query: { before: pageParam === null ? undefined : String(pageParam), size: '20' }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.length === 20 ? last[last.length - 1]!.id : undefined),
  });
}

/** A short-lived ticket for the event streams (an EventSource sends no Authorization header). */
export function useStreamTicket() {
  const api = useApi();
  return useCallback(() => api.call(streamTicketEndpoint), [api]);
}
