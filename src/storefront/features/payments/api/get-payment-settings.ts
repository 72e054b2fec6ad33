import { paymentSettingsEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { paymentsKeys } from './query-keys.ts';

export const getPaymentSettings = (api: ApiClient, signal?: AbortSignal) => api.call(paymentSettingsEndpoint, { signal });

export const paymentSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: paymentsKeys.settings, queryFn: ({ signal }) => getPaymentSettings(api, signal) });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions(useApi()));
