/** The brand's vacancies and applying to one (schemas/feature-endpoints.ts). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { applyEndpoint, vacanciesEndpoint, vacancyEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import type { ApplicationBody } from '../application.ts';
import { vacanciesKeys } from './query-keys.ts';

export function useVacancies() {
  const api = useApi();
  return useQuery({ queryKey: vacanciesKeys.all, queryFn: ({ signal }) => api.call(vacanciesEndpoint, { signal }) });
}

export function useVacancy(id: string) {
  const api = useApi();
  return useQuery({ queryKey: vacanciesKeys.one(id), queryFn: ({ signal }) => api.call(vacancyEndpoint, { params: { id }, signal }), retry: false });
}

export function useApply(vacancyId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (body: ApplicationBody) => api.call(applyEndpoint, { params: { id: vacancyId }, body }) });
}
