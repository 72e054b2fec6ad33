import { useQuery } from '@tanstack/react-query';
import { openPromosEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { promosKeys } from './query-keys.ts';

/** GET /orders/v1/promos: the merchant's promos open to this shopper now, with their terms. */
export function useOpenPromos() {
  const api = useApi();
  return useQuery({ queryKey: promosKeys.open, queryFn: ({ signal }) => api.call(openPromosEndpoint, { signal }) });
}
