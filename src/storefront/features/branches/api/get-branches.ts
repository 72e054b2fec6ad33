import { branchesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { branchesKeys } from './query-keys.ts';

export const getBranches = (api: ApiClient, signal?: AbortSignal) => api.call(branchesEndpoint, { signal });

export const branchesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: branchesKeys.all, queryFn: ({ signal }) => getBranches(api, signal) });

export const useBranches = () => useQuery(branchesQueryOptions(useApi()));
