import { bannersEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { homeMediaKeys } from './query-keys.ts';

export const getBanners = (api: ApiClient, signal?: AbortSignal) => api.call(bannersEndpoint, { signal });

export const bannersQueryOptions = (api: ApiClient) => queryOptions({ queryKey: homeMediaKeys.banners, queryFn: ({ signal }) => getBanners(api, signal) });

export const useBanners = (enabled = true) => useQuery({ ...bannersQueryOptions(useApi()), enabled });
