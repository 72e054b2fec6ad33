import { queryOptions, useQuery } from '@tanstack/react-query';
import { openPromosEndpoint } from '#schemas/feature-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { promosKeys } from './query-keys.ts';

export const openPromosQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: promosKeys.open, queryFn: ({ signal }) => api.call(openPromosEndpoint, { signal }) });

/** GET /orders/v1/promos: the merchant's promos open to this shopper now, with their terms. */
export const useOpenPromos = () => useQuery(openPromosQueryOptions(useApi()));
