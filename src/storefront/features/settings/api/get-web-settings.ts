import { webSettingsEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

export const webSettingsKeys = { all: ['web-settings'] as const };

/** Merchant web settings, parsed leniently by the client: a bad field takes its default. */
export const getWebSettings = (api: ApiClient, signal?: AbortSignal) => api.call(webSettingsEndpoint, { signal });

export const webSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: webSettingsKeys.all, queryFn: ({ signal }) => getWebSettings(api, signal) });

export const useWebSettings = () => useQuery(webSettingsQueryOptions(useApi()));
