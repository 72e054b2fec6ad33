/**
 * The merchant's limits of one order (#domain/order-limits) as the basket and the product page show
 * them before checkout: the order settings of the brand's main city (the basket has no branch yet;
 * checkout and the server then hold the order to its own city's). The defaults until they load.
 */
import { orderLimitsOf, type OrderLimits } from '#domain/order-limits';
import { useCities } from '../branches/api/get-cities.ts';
import { useOrderSetting } from '../checkout/api/get-order-setting.ts';

export function useOrderLimits(): OrderLimits {
  const cities = useCities();
  const city = cities.data?.find((c) => c.isMain) ?? cities.data?.[0];
  return orderLimitsOf(useOrderSetting(city?.id).data);
}
