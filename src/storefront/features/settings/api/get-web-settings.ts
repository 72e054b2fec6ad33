import { webSettingsEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { settingsKeys } from './query-keys.ts';

/** Merchant web settings, parsed leniently by the client: a bad field takes its default. */
export const getWebSettings = (api: ApiClient, signal?: AbortSignal) => api.call(webSettingsEndpoint, { signal });

export const webSettingsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: settingsKeys.web, queryFn: ({ signal }) => getWebSettings(api, signal) });

export const useWebSettings = () => useQuery(webSettingsQueryOptions(useApi()));
