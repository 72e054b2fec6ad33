/** A city's order settings (GET /orders/v1/order/setting/{cityId}): the checkout's money rules and the order's limits. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderSettingEndpoint } from '#schemas/order-setting';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';

import { checkoutKeys } from './query-keys.ts';

export const orderSettingQueryOptions = (api: ApiClient, cityId: string | null | undefined) =>
  queryOptions({
    queryKey: checkoutKeys.orderSetting(cityId),
    queryFn: ({ signal }) => api.call(orderSettingEndpoint, { params: { cityId: cityId! }, signal }),
    enabled: !!cityId,
    retry: false,
  });

export const useOrderSetting = (cityId: string | null | undefined) => useQuery(orderSettingQueryOptions(useApi(), cityId));
