/**
 * The fields of a brand's data that the server answers and renders (docs/decisions/029-public-fields.md):
 * per entity, the contract's own schema, which names every field of the wire (the merchant without
 * the fields only the server may know). A stored row is answered through its entity's projection,
 * at its query, so a key that reached a row some other way (written by hand, or before keys were
 * checked) reaches no shopper until the schema names it.
 */
import * as z from 'zod/mini';
import {
  bannerSchema,
  branchSchema,
  brandSchema,
  categorySchema,
  citySchema,
  groupSchema,
  merchantSchema,
  paymentSettingsSchema,
  policySchema,
  productSchema,
  storySchema,
  vacancySchema,
} from '#schemas/entities';
import { deliveryTariffSchema, paymentMethodSchema, promoSchema } from '#schemas/order-entities';
import { orderSettingSchema } from '#schemas/order-setting';
import { projection } from '#schemas/unknown-keys';
import { webSettingsSchema } from '#schemas/web-settings';

/**
 * Merchant fields only the server may know: never stored in `merchants.data` (which the
 * application role reads) nor answered. SMS, payment and amoCRM credentials go to
 * `merchant_secrets`, sealed.
 */
export const SERVER_ONLY_MERCHANT_FIELDS = [
  'smsPassword',
  'smsUsername',
  'iikoApiLogin',
  'yandexDeliveryKey',
  'telegramBotToken',
  'payments',
  'amoCRM',
] as const;

const serverOnly: ReadonlySet<string> = new Set(SERVER_ONLY_MERCHANT_FIELDS);
/** The merchant a shopper may read: its schema without the server's fields. */
export const publicMerchantSchema = z.omit(
  merchantSchema,
  Object.fromEntries(Object.keys(merchantSchema.shape).flatMap((key) => (serverOnly.has(key) ? [[key, true]] : []))) as {
    [K in Extract<(typeof SERVER_ONLY_MERCHANT_FIELDS)[number], keyof typeof merchantSchema.shape>]: true;
  },
);

/** The schema each stored entity is answered by: its fields, and no other. */
export const PUBLIC_SCHEMAS = {
  merchant: publicMerchantSchema,
  webSettings: webSettingsSchema,
  policy: policySchema,
  city: citySchema,
  branch: branchSchema,
  group: groupSchema,
  category: categorySchema,
  product: productSchema,
  paymentMethod: paymentMethodSchema,
  paymentSettings: paymentSettingsSchema,
  orderSetting: orderSettingSchema,
  deliveryTariff: deliveryTariffSchema,
  promo: promoSchema,
  brand: brandSchema,
  banner: bannerSchema,
  story: storySchema,
  vacancy: vacancySchema,
} as const;

type Entities = { readonly [K in keyof typeof PUBLIC_SCHEMAS]: z.infer<(typeof PUBLIC_SCHEMAS)[K]> };

/** Per entity, a function answering a stored value with exactly its public fields (built once). */
export const publicFields: { readonly [K in keyof Entities]: <T>(value: T) => T } = Object.fromEntries(
  Object.entries(PUBLIC_SCHEMAS).map(([name, schema]) => [name, projection(schema)]),
) as { readonly [K in keyof Entities]: <T>(value: T) => T };
