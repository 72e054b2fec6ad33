/**
 * A city's order settings (SPEC 3: order setting per city) and the call that reads them: the
 * checkout's money rules. A module of its own, so what reads them needs no other order schema.
 */
import * as z from 'zod/mini';
import { idSchema, moneySchema, nullish, serviceTypeSchema } from './common.ts';
import { endpoint } from './endpoints.ts';

export const orderSettingSchema = z.looseObject({
  isServiceFeeEnabled: z._default(z.boolean(), false),
  isServiceFeeFreeAboveThreshold: z._default(z.boolean(), false),
  serviceFeeThreshold: z._default(moneySchema, 0),
  serviceFeeAmount: z._default(moneySchema, 0),
  minimalDeliveryPrice: z._default(moneySchema, 0),
  /**
   * Percent of an order's product total the shopper earns as cashback (0 earns nothing). It sits
   * with the other money rules of an order, which the checkout already loads per city.
   */
  cashbackPercent: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  /** How many days after today an order may be scheduled for ("later": today and the next N). */
  scheduleDaysAhead: z._default(z.int().check(z.gte(0), z.lte(30)), 2),
  defaultTelegramDeliveryType: nullish(serviceTypeSchema),
  defaultWebSiteDeliveryType: nullish(serviceTypeSchema),
  defaultApplicationDeliveryType: nullish(serviceTypeSchema),
  cityId: idSchema,
});
export type OrderSetting = z.infer<typeof orderSettingSchema>;

export const orderSettingEndpoint = endpoint({
  name: 'orderSetting',
  method: 'GET',
  path: '/orders/v1/order/setting/:cityId',
  response: orderSettingSchema,
  withToken: true,
  use: 'order settings',
});
