/** A city's order settings (GET /orders/v1/order/setting/{cityId}): the checkout's money rules and the order's limits. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chooseNearestBranch } from '#domain/nearest-branch';
import { orderSettingEndpoint } from '#schemas/order-setting';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { useNearestBranchId } from '#storefront/lib/nearest-branch-store.ts';

import { checkoutKeys } from './query-keys.ts';

export const orderSettingQueryOptions = (api: ApiClient, cityId: string | null | undefined) =>
  queryOptions({
    queryKey: checkoutKeys.orderSetting(cityId),
    queryFn: ({ signal }) => api.call(orderSettingEndpoint, { params: { cityId: cityId! }, signal }),
    enabled: !!cityId,
    retry: false,
  });

export const useOrderSetting = (cityId: string | null | undefined) => useQuery(orderSettingQueryOptions(useApi(), cityId));

/** The order settings of the shopper's city: the city of their branch (chosen, nearest, else the main one). */
export function useHomeOrderSetting() {
  const branches = useBranches();
  const nearestId = useNearestBranchId();
  const homeId = branches.data ? chooseNearestBranch({ branches: branches.data, saved: nearestId })?.branchId : null;
  return useOrderSetting(branches.data?.find((b) => b.id === homeId)?.cityId);
}
