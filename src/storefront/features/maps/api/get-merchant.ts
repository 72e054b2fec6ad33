import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantBySubEndpoint } from '#schemas/endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';
import { mapsKeys } from './query-keys.ts';

/** The brand's merchant by its sub-domain: a Yandex map needs the merchant's key. It does not change while the page lives. */
export const merchantQueryOptions = (api: ApiClient, sub: string | null) =>
  queryOptions({
    queryKey: mapsKeys.merchant(sub),
    queryFn: ({ signal }) => api.call(merchantBySubEndpoint, { params: { sub: sub ?? '' }, signal }),
    enabled: !!sub,
    staleTime: Infinity,
  });

/** This brand's merchant, asked only while `wanted` (a Yandex map is to be drawn). */
export function useMerchant(wanted: boolean) {
  const options = merchantQueryOptions(useApi(), useBrand().sub);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
