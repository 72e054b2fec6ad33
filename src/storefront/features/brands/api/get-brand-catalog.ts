import { brandCatalogEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { brandsKeys } from './query-keys.ts';

export const getBrandCatalog = (api: ApiClient, signal?: AbortSignal) => api.call(brandCatalogEndpoint, { signal });

export const brandCatalogQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: brandsKeys.catalog, queryFn: ({ signal }) => getBrandCatalog(api, signal) });

export const useBrandCatalog = () => useQuery(brandCatalogQueryOptions(useApi()));
