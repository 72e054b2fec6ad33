import { storiesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { homeMediaKeys } from './query-keys.ts';

export const getStories = (api: ApiClient, signal?: AbortSignal) => api.call(storiesEndpoint, { signal });

export const storiesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: homeMediaKeys.stories, queryFn: ({ signal }) => getStories(api, signal) });

export const useStories = (enabled = true) => useQuery({ ...storiesQueryOptions(useApi()), enabled });
