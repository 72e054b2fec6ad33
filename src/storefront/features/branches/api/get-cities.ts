import { citiesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';

import { branchesKeys } from './query-keys.ts';

export const getCities = (api: ApiClient, merchantId: string, signal?: AbortSignal) => api.call(citiesEndpoint, { params: { merchantId }, signal });

export const citiesQueryOptions = (api: ApiClient, merchantId: string) =>
  queryOptions({ queryKey: branchesKeys.cities(merchantId), queryFn: ({ signal }) => getCities(api, merchantId, signal) });

export const useCities = () => useQuery(citiesQueryOptions(useApi(), useBrand().merchantId));
