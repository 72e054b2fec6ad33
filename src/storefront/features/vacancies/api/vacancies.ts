/** The brand's vacancies and applying to one (schemas/feature-endpoints.ts). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { applyEndpoint, vacanciesEndpoint, vacancyEndpoint } from '#schemas/feature-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import type { ApplicationBody } from '../application.ts';
import { vacanciesKeys } from './query-keys.ts';

export const vacanciesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: vacanciesKeys.all, queryFn: ({ signal }) => api.call(vacanciesEndpoint, { signal }) });

export const vacancyQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: vacanciesKeys.one(id), queryFn: ({ signal }) => api.call(vacancyEndpoint, { params: { id }, signal }), retry: false });

export const useVacancies = () => useQuery(vacanciesQueryOptions(useApi()));

export const useVacancy = (id: string) => useQuery(vacancyQueryOptions(useApi(), id));

export function useApply(vacancyId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (body: ApplicationBody) => api.call(applyEndpoint, { params: { id: vacancyId }, body }) });
}
