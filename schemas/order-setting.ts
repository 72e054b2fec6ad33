/**
 * A city's order settings (SPEC 3: order setting per city) and the call that reads them: the
 * checkout's money rules and the order's limits. A module of its own, so the basket and the
 * product page, which show the limits, load this schema and not every order schema.
 */
import * as z from 'zod/mini';
import { idSchema, moneySchema, nullish, serviceTypeSchema } from './common.ts';
import { endpoint } from './endpoints.ts';
import { DEFAULT_MAX_LINE_COUNT, DEFAULT_MAX_ORDER_TOTAL, LINE_COUNT_MAX, MAX_ORDER_TOTAL_CEILING } from './order-limits.ts';

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
  /**
   * The merchant's own limits of an order (order-limits.ts): units of one line, and the order's
   * total in so'm. Quotes and orders above them are refused; the basket shows them first.
   */
  maxLineCount: z._default(z.int().check(z.gte(1), z.lte(LINE_COUNT_MAX)), DEFAULT_MAX_LINE_COUNT),
  maxOrderTotal: z._default(z.int().check(z.gte(1), z.lte(MAX_ORDER_TOTAL_CEILING)), DEFAULT_MAX_ORDER_TOTAL),
  /** How many days after today an order may be scheduled for ("later": today and the next N). */
  scheduleDaysAhead: z._default(z.int().check(z.gte(0), z.lte(30)), 2),
  defaultTelegramDeliveryType: nullish(serviceTypeSchema),
  defaultWebSiteDeliveryType: nullish(serviceTypeSchema),
  defaultApplicationDeliveryType: nullish(serviceTypeSchema),
  cityId: idSchema,
});
export type OrderSetting = z.infer<typeof orderSettingSchema>;

export const orderSettingEndpoint = endpoint({ name: 'orderSetting',
  method: 'GET', path: '/orders/v1/order/setting/:cityId', response: orderSettingSchema, withToken: true, use: 'order settings',
});
