import { gradesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { menuKeys } from './query-keys.ts';

export const getGrades = (api: ApiClient, signal?: AbortSignal) => api.call(gradesEndpoint, { signal });

export const gradesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: menuKeys.grades, queryFn: ({ signal }) => getGrades(api, signal) });

export const useGrades = () => useQuery(gradesQueryOptions(useApi()));
