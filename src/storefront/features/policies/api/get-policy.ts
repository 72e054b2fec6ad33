import { policiesEndpoint } from '#schemas/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyType } from '#schemas/common';
import type { Policy } from '#schemas/entities';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { policiesKeys } from './query-keys.ts';

/** One policy text (about, terms, privacy); null when the brand has none. */
export async function getPolicy(api: ApiClient, type: PolicyType, signal?: AbortSignal): Promise<Policy | null> {
  const policies = await api.call(policiesEndpoint, { query: { policies: type }, signal });
  return policies.find((p) => p.type === type) ?? null;
}

export const policyQueryOptions = (api: ApiClient, type: PolicyType) =>
  queryOptions({ queryKey: policiesKeys.type(type), queryFn: ({ signal }) => getPolicy(api, type, signal) });

export const usePolicy = (type: PolicyType) => useQuery(policyQueryOptions(useApi(), type));
