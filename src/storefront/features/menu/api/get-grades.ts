import { gradesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

export const gradeKeys = { all: ['grades'] as const };

export const getGrades = (api: ApiClient, signal?: AbortSignal) => api.call(gradesEndpoint, { signal });

export const gradesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: gradeKeys.all, queryFn: ({ signal }) => getGrades(api, signal) });

export const useGrades = () => useQuery(gradesQueryOptions(useApi()));
