/**
 * A table's printed code and its calls (schemas/feature-endpoints.ts): which table a code seats
 * the shopper at (the server checks its signature), calling the waiter or asking for the bill,
 * and the table's calls, read again every few seconds while one is open so the restaurant's
 * moves (SENT -> ACKNOWLEDGED -> DONE) arrive without a reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callWaiterEndpoint, tableCallsEndpoint, tableEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { tableKeys } from './query-keys.ts';

/** How often an open call's status is read again while the page is visible. */
export const CALLS_POLL_MS = 5_000;

export function useTableCode(code: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: tableKeys.table(code ?? ''),
    queryFn: ({ signal }) => api.call(tableEndpoint, { params: { token: code ?? '' }, signal }),
    enabled: code !== null,
    // A refused code is refused again: no retry.
    retry: false,
    staleTime: Infinity,
  });
}

export function useTableCalls(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: tableKeys.calls(token ?? ''),
    queryFn: ({ signal }) => api.call(tableCallsEndpoint, { params: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((call) => call.status !== 'DONE') ? CALLS_POLL_MS : false),
  });
}

export function useCallWaiter(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'WAITER' | 'BILL') => api.call(callWaiterEndpoint, { params: { token }, body: { kind } }),
    onSettled: () => void client.invalidateQueries({ queryKey: tableKeys.calls(token) }),
  });
}
