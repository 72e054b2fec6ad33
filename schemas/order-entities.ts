/**
 * The entities of ordering (SPEC.md point 3): addresses, promo codes, the order request
 * and the order, couriers, a city's order settings and delivery tariffs, with their exact wire
 * field names. They live apart from entities.ts so that the browsing pages, which parse only
 * the menu, the brand and the shopper, do not load them: only the basket, checkout, address and
 * order screens do. Objects are loose, as in entities.ts.
 */
import * as z from 'zod/mini';
import {
  addressTypeSchema,
  courierStatusSchema,
  dateTimeSchema,
  discountTypeSchema,
  idSchema,
  intIdSchema,
  latitudeSchema,
  localizedTextSchema,
  longitudeSchema,
  moneySchema,
  nullish,
  orderServiceTypeSchema,
  orderSourceSchema,
  orderStatusSchema,
  paymentStateSchema,
  paymentTypeSchema,
} from './common.ts';
import { branchSchema, merchantSchema, userSchema } from './entities.ts';

export const paymentMethodSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  icon: nullish(z.string()),
  title: nullish(localizedTextSchema),
  iikoId: nullish(z.string()),
  type: paymentTypeSchema,
});

export const cartItemSchema = z.looseObject({
  productId: intIdSchema,
  count: z.int().check(z.positive()),
  modificationIds: z._default(z.array(intIdSchema), []),
});

export const addressSchema = z.looseObject({
  id: nullish(z.string()),
  type: z._default(addressTypeSchema, 'HOUSE'),
  name: nullish(z.string()),
  streetName: nullish(z.string()),
  details: nullish(z.string()),
  description: nullish(z.string()),
  latitude: nullish(latitudeSchema),
  longitude: nullish(longitudeSchema),
  createdDate: nullish(dateTimeSchema),
  lastModifiedDate: nullish(dateTimeSchema),
  cityId: nullish(idSchema),
  houseNumber: nullish(z.string()),
  office: nullish(z.string()),
  domophone: nullish(z.string()),
  entrance: nullish(z.string()),
  floor: nullish(z.string()),
  comment: nullish(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

export const promoSchema = z.looseObject({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  createdDate: nullish(dateTimeSchema),
  /** Discount on the delivery price, in so'm or percent by discountType. */
  deliveryDiscount: z._default(z.number().check(z.nonnegative()), 0),
  discountType: discountTypeSchema,
  endDate: nullish(dateTimeSchema),
  id: intIdSchema,
  isActive: z._default(z.boolean(), true),
  lastModifiedDate: nullish(dateTimeSchema),
  minPrice: z._default(moneySchema, 0),
  productDiscount: z._default(z.number().check(z.nonnegative()), 0),
  startDate: nullish(dateTimeSchema),
  /**
   * Ours: how many orders may use the promo in all, and per shopper (none: no limit). Orders that
   * were cancelled give their use back. Past a limit the promo answers SPEC's "not active".
   */
  maxUses: nullish(z.int().check(z.positive())),
  maxUsesPerUser: nullish(z.int().check(z.positive())),
});
export type Promo = z.infer<typeof promoSchema>;

export const orderRequestSchema = z.looseObject({
  cityId: nullish(idSchema),
  pickupValid: nullish(z.boolean()),
  office: nullish(z.string()),
  domophone: nullish(z.string()),
  entrance: nullish(z.string()),
  floor: nullish(z.string()),
  sendCheque: nullish(z.boolean()),
  courierComment: nullish(z.string()),
  sendChequePhone: nullish(z.string()),
  /** Ours: the note a cash order is paid with, so change comes with it (so'm; order submission's `changeFrom`). */
  changeFrom: nullish(moneySchema),
  day: nullish(z.string()),
  time: nullish(z.string()),
  day2: nullish(z.string()),
  time2: nullish(z.string()),
  later: nullish(z.boolean()),
  addressType: nullish(addressTypeSchema),
  note: nullish(z.string()),
  id: nullish(z.string()),
  promo: nullish(promoSchema),
  promoId: nullish(intIdSchema),
  promoCode: nullish(z.string()),
  totalProductPrice: nullish(moneySchema),
  totalProductDiscount: nullish(moneySchema),
  user: nullish(userSchema),
  address: nullish(addressSchema),
  serviceType: z._default(orderServiceTypeSchema, 'DELIVERY'),
  /** Ours: the shopper chose `serviceType` (else the city's default service is in effect, #domain/order-choices). */
  serviceChosen: nullish(z.boolean()),
  comment: nullish(z.string()),
  payment: nullish(paymentMethodSchema),
  paymentType: nullish(paymentTypeSchema),
  productCount: nullish(z.int()),
  totalPrice: nullish(moneySchema),
  totalDiscount: nullish(moneySchema),
  productPrice: nullish(moneySchema),
  productDiscount: nullish(moneySchema),
  deliveryPrice: nullish(moneySchema),
  deliveryDiscount: nullish(moneySchema),
  branch: nullish(branchSchema),
  merchant: nullish(merchantSchema),
  orderDevice: z._default(orderSourceSchema, 'CLIENT_WEB'),
  deliveryTariffId: nullish(z.string()),
  deliveryType: nullish(z.string()),
  hallId: nullish(z.string()),
  tableId: nullish(z.string()),
  /** Ours: the table's name in its branch (what the shopper and the waiter read), kept with the order. */
  tableName: nullish(z.string()),
  /** Ours: the signed code of the table the shopper sits at (services/tables.ts). */
  tableToken: nullish(z.string()),
  /** Ours (`receiverActive`): someone else who receives the order. */
  receiver: nullish(z.object({ name: nullish(z.string()), phone: z.string() })),
  serviceId: nullish(z.string()),
  servicePrice: nullish(moneySchema),
  waiterId: nullish(z.string()),
  number: nullish(z.int()),
  cashback: nullish(moneySchema),
  status: z._default(orderStatusSchema, 'OPEN'),
  deliveryAt: nullish(dateTimeSchema),
  cartItems: z._default(z.array(cartItemSchema), []),
  basketItems: z._default(z.array(cartItemSchema), []),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderSchema = z.extend(orderRequestSchema, {
  atTime: nullish(dateTimeSchema),
  acceptedTime: nullish(dateTimeSchema),
  cookingTime: nullish(dateTimeSchema),
  courierId: nullish(z.string()),
  courierPaid: nullish(z.boolean()),
  courierStatus: nullish(courierStatusSchema),
  deliveredAt: nullish(dateTimeSchema),
  deliveryType: z._default(z.string(), 'LAMENU'),
  eatsId: nullish(z.string()),
  eatsReasonCancel: nullish(z.string()),
  grade: nullish(z.number()),
  isPaid: z._default(z.boolean(), false),
  /** Ours: the payment's state (src/domain/payment.ts) and when an unpaid online order expires. */
  paymentState: z._default(paymentStateSchema, 'NONE'),
  paymentExpiresAt: nullish(dateTimeSchema),
  operatorId: nullish(z.string()),
  posterErrorMessage: nullish(z.string()),
  posterOrderId: nullish(z.string()),
  readyTime: nullish(dateTimeSchema),
  reason: nullish(z.string()),
  reasonReturn: nullish(z.string()),
  timestamp: nullish(z.number()),
  distance: nullish(z.number()),
  deliveryTypeComment: nullish(z.string()),
});
export type Order = z.infer<typeof orderSchema>;
/**
 * An order as the server writes it: the wire object before a reader's parse fills in the
 * defaults (its branch and its shopper are summaries, for one).
 */
export type OrderInput = z.input<typeof orderSchema>;

export const courierSchema = z.looseObject({
  id: idSchema,
  balance: z._default(z.number(), 0),
  user: nullish(userSchema),
  status: z._default(courierStatusSchema, 'ACCEPTED'),
  createdDate: nullish(dateTimeSchema),
  branch: nullish(branchSchema),
});

// A city's order settings: schemas/order-setting.ts (a module of its own: the basket loads it).

export const deliveryTariffRequestSchema = z.object({
  productPrice: moneySchema,
  distance: nullish(z.number().check(z.nonnegative())),
  branchId: idSchema,
  longitude: longitudeSchema,
  latitude: latitudeSchema,
  address: nullish(z.string()),
  cityId: nullish(idSchema),
});
export type DeliveryTariffRequest = z.infer<typeof deliveryTariffRequestSchema>;

/**
 * A delivery tariff (server data behind the tariff calculation): a base price covering the
 * first `baseDistanceKm`, then `pricePerKm` for each started kilometre, free above a basket
 * total when `freeAbovePrice` is set, no delivery beyond `maxDistanceKm`.
 */
export const deliveryTariffSchema = z.looseObject({
  id: idSchema,
  cityId: idSchema,
  branchId: nullish(idSchema),
  name: z.string(),
  basePrice: moneySchema,
  baseDistanceKm: z.number().check(z.nonnegative()),
  pricePerKm: moneySchema,
  maxDistanceKm: z.number().check(z.positive()),
  freeAbovePrice: nullish(moneySchema),
});
export type DeliveryTariff = z.infer<typeof deliveryTariffSchema>;
