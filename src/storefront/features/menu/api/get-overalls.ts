import { overallsEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '#engine/layout-plan';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';
import { menuKeys } from './query-keys.ts';

/** SPEC point 7: the overalls type is TG inside the mini app, otherwise WEB. */
export const overallsType = (channel: Channel) => (channel === 'telegram' ? 'TG' : 'WEB');
export type OverallsType = ReturnType<typeof overallsType>;

export const getOveralls = (api: ApiClient, type: OverallsType, signal?: AbortSignal) => api.call(overallsEndpoint, { query: { type }, signal });

export const overallsQueryOptions = (api: ApiClient, type: OverallsType) =>
  queryOptions({ queryKey: menuKeys.overalls(type), queryFn: ({ signal }) => getOveralls(api, type, signal) });

export const useOveralls = () => useQuery(overallsQueryOptions(useApi(), overallsType(useBrand().channel)));
