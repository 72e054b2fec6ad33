import { storiesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

export const storyKeys = { all: ['stories'] as const };

export const getStories = (api: ApiClient, signal?: AbortSignal) => api.call(storiesEndpoint, { signal });

export const storiesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: storyKeys.all, queryFn: ({ signal }) => getStories(api, signal) });

export const useStories = (enabled = true) => useQuery({ ...storiesQueryOptions(useApi()), enabled });
