/**
 * The calls of ordering and of an order's life: placing it (SPEC 7 and ours), the shopper's
 * orders, their events and actions, couriers, order settings, the delivery price and checkout.
 * A module of its own so that only the screens that use them load them.
 */
import * as z from 'zod/mini';
import {
  boundedText,
  courierStatusSchema,
  idSchema,
  intIdSchema,
  latitudeSchema,
  longitudeSchema,
  nullish,
  orderHistoryEventSchema,
  orderServiceTypeSchema,
  orderStatusSchema,
  paymentStateSchema,
  paymentTypeSchema,
} from './common.ts';
import { courierSchema, deliveryTariffRequestSchema, orderSchema } from './order-entities.ts';
import { endpoint, ORDER_PAGE_SIZE, queryBoolean, queryNumber } from './endpoints.ts';
import { LINE_COUNT_MAX, LINE_MODIFICATIONS_MAX, MAX_ORDER_TOTAL_CEILING, MODIFICATION_COUNT_MAX, ORDER_LINES_MAX } from './order-limits.ts';

const field = boundedText;

/** A basket line as an order carries it: ids and counts, never prices (limits: order-limits.ts). */
export const orderLineInputSchema = z.object({
  productId: intIdSchema,
  count: z.int().check(z.gte(1), z.lte(LINE_COUNT_MAX)),
  modifications: z._default(
    z
      .array(
        z.object({
          id: intIdSchema,
          count: nullish(z.int().check(z.gte(1), z.lte(MODIFICATION_COUNT_MAX))),
        }),
      )
      .check(z.maxLength(LINE_MODIFICATIONS_MAX)),
    [],
  ),
});
/**
 * An order as the storefront submits it (POST /orders/v1/orders and /at-time): the SPEC order
 * request's fields that mean something to the server. Prices in it are ignored except
 * `totalPrice`, the total the shopper was shown: when the server's differs, nothing is placed.
 */
export const orderSubmissionSchema = z.looseObject({
  serviceType: orderServiceTypeSchema,
  // An empty basket is the rules' to refuse, with their message.
  cartItems: z.array(orderLineInputSchema).check(z.maxLength(ORDER_LINES_MAX)),
  /** The chosen branch (pick-up, dine-in; delivery: the server picks the nearest that can). */
  branch: nullish(z.looseObject({ id: idSchema })),
  address: nullish(
    z.looseObject({
      id: nullish(z.string().check(z.maxLength(64))),
      latitude: nullish(latitudeSchema),
      longitude: nullish(longitudeSchema),
      name: field(100),
      streetName: field(200),
      houseNumber: field(20),
      details: field(300),
    }),
  ),
  addressType: nullish(z.enum(['HOUSE', 'APARTMENT'])),
  office: field(20),
  domophone: field(20),
  entrance: field(20),
  floor: field(20),
  tableId: field(20),
  /** Ours: the printed code of the table the shopper sits at; the server takes branch and table from it. */
  tableToken: field(200),
  /** Ours (`receiverActive`): someone else who receives the order, with their phone. */
  receiver: nullish(z.object({ name: field(80), phone: field(32) })),
  paymentType: paymentTypeSchema,
  promoCode: field(64),
  cashback: nullish(z.int().check(z.nonnegative())),
  comment: field(500),
  sendChequePhone: field(32),
  /**
   * Ours: paid in cash, the note the shopper pays with (integer so'm), so the courier or the
   * cashier brings change. Kept only on a cash order, and never below its total.
   */
  changeFrom: nullish(z.int().check(z.positive(), z.lte(MAX_ORDER_TOTAL_CEILING))),
  /** A scheduled order (at-time): the branch-local day YYYY-MM-DD and time HH:MM. */
  day: field(10),
  time: field(5),
  totalPrice: z.int().check(z.nonnegative()),
});
export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;
export type OrderSubmissionInput = z.input<typeof orderSubmissionSchema>;
/** The header that makes a retried submission one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * The header that names the channel an order (or its quote) is made on: `telegram` from the
 * mini app (orderDevice TELEGRAM_BOT, payment types by botEnabled), `web` or none otherwise.
 */
export const CHANNEL_HEADER = 'X-Order-Channel';
export const orderChannelSchema = z.enum(['web', 'telegram']);

// @__NO_SIDE_EFFECTS__
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.int(),
    size: z.int(),
    totalElements: z.int(),
    totalPages: z.int(),
  });

/**
 * A live event of a shopper's order: the `data` of a server-sent event (whose `id` and `event`
 * are this `id` and `type`) and an entry of the notifications. `status`: the order moved
 * (`status`, `previous`, `number`); `courier`: a courier was assigned or changed status;
 * `position`: the courier moved; `payment`: the payment's state or method changed (`paymentState`,
 * `paymentType`).
 */
export const orderEventSchema = z.looseObject({
  id: z.int(),
  type: z.enum(['status', 'courier', 'position', 'payment']),
  orderId: z.string(),
  at: z.string(),
  number: nullish(z.int()),
  status: nullish(orderStatusSchema),
  previous: nullish(orderStatusSchema),
  courierId: nullish(z.string()),
  courierStatus: nullish(courierStatusSchema),
  courier: nullish(z.looseObject({ id: z.string(), firstName: nullish(z.string()), lastName: nullish(z.string()), phone: nullish(z.string()) })),
  latitude: nullish(latitudeSchema),
  longitude: nullish(longitudeSchema),
  paymentState: nullish(paymentStateSchema),
  paymentType: nullish(paymentTypeSchema),
});

/** One entry of an order's history (SPEC 4 kinds), oldest first. */
export const orderHistoryEntrySchema = z.object({
  kind: orderHistoryEventSchema,
  status: nullish(orderStatusSchema),
  data: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
/** A line of an order as it was sold (names, prices and modifiers then). */
export const soldLineSchema = z.looseObject({
  productId: intIdSchema,
  name: nullish(z.record(z.string(), z.string())),
  count: z.int(),
  unitPrice: z.int(),
  price: z.int(),
  /** One unit before the product's discount, and the line's discount (order-pricing.ts `priceLine`). */
  unitBase: nullish(z.int()),
  discount: nullish(z.int()),
  modifiers: z._default(z.array(z.looseObject({ id: intIdSchema, price: z.int(), count: z.int() })), []),
});
export type SoldLine = z.infer<typeof soldLineSchema>;
/**
 * One order with its history, its lines and its rating. `lastEventId` is the id of its newest
 * live event: open its stream with it, so no move between this answer and the stream is missed.
 */
export const orderDetailSchema = z.extend(orderSchema, {
  history: z.array(orderHistoryEntrySchema),
  lines: z.array(soldLineSchema),
  rating: nullish(z.object({ grade: z.int(), comment: nullish(z.string()), createdDate: z.string() })),
  lastEventId: z.int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** A line of an earlier order as a basket line against today's menu (src/domain/reorder.ts). */
export const reorderLineSchema = z.object({
  productId: intIdSchema,
  count: z.int(),
  modifications: z.array(z.object({ id: intIdSchema, count: z.int() })),
  modificationIds: z.array(intIdSchema),
  name: z.unknown(),
  available: z.boolean(),
  problem: z.nullable(z.enum(['productUnavailable', 'modificationsInvalid'])),
  missingModificationIds: z.array(intIdSchema),
});
export const ratingInputSchema = z.object({
  grade: z.int().check(z.gte(1), z.lte(5)),
  comment: nullish(z.string().check(z.trim(), z.maxLength(1000))),
});
/** Stream endpoints: a stream ticket (EventSource sends no header) and where to resume. */
const streamQuerySchema = z.object({
  ticket: z.optional(z.string().check(z.maxLength(100))),
  lastEventId: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
});
export const streamTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.int() });

/**
 * The courier of a shopper's order as the server answers it: their name and phone, the branch
 * they left from (its id), and where they were last seen (ours; none before they set off).
 */
export const courierAnswerSchema = z.extend(courierSchema, {
  user: nullish(z.looseObject({ id: idSchema, firstName: nullish(z.string()), lastName: nullish(z.string()), phone: nullish(z.string()) })),
  branch: nullish(z.looseObject({ id: idSchema })),
  position: nullish(z.object({ latitude: latitudeSchema, longitude: longitudeSchema, at: nullish(z.string()) })),
});
export const courierEndpoint = endpoint({
  name: 'courier',
  method: 'GET',
  path: '/deliveries/v1/delivery/courier/:id',
  response: courierAnswerSchema,
  withToken: true,
  use: 'courier info',
});
export const userOrdersEndpoint = endpoint({
  name: 'userOrders',
  method: 'GET',
  path: '/orders/v1/orders/user/:userId',
  query: z.object({
    size: z._default(queryNumber(z.int().check(z.positive(), z.lte(100))), ORDER_PAGE_SIZE),
    page: z._default(queryNumber(z.int().check(z.nonnegative())), 0),
    onlyArchive: z.optional(queryBoolean),
  }),
  response: pageSchema(orderSchema),
  withToken: true,
  use: 'paged orders',
});
export const activeOrdersEndpoint = endpoint({
  name: 'activeOrders',
  method: 'GET',
  path: '/orders/v1/orders/user/:userId/active',
  response: z.array(orderSchema),
  withToken: true,
  use: 'active orders',
});
export const orderEndpoint = endpoint({
  name: 'order',
  method: 'GET',
  path: '/orders/v1/orders/:id',
  response: orderDetailSchema,
  withToken: true,
  use: 'one order',
});
// After placement (the tracking issue; SPEC names no paths for these): ours.
export const cancelOrderEndpoint = endpoint({
  name: 'cancelOrder',
  method: 'POST',
  path: '/orders/v1/orders/:id/cancel',
  response: orderDetailSchema,
  withToken: true,
  use: 'cancel an own order (cancelOrderActive, before cooking)',
});
export const reorderEndpoint = endpoint({
  name: 'reorder',
  method: 'GET',
  path: '/orders/v1/orders/:id/reorder',
  response: z.object({ items: z.array(reorderLineSchema), allAvailable: z.boolean() }),
  withToken: true,
  use: 'the lines of an own order as basket lines, what is no longer sold flagged',
});
export const rateOrderEndpoint = endpoint({
  name: 'rateOrder',
  method: 'POST',
  path: '/orders/v1/orders/:id/rating',
  body: ratingInputSchema,
  response: z.object({ orderId: z.string(), grade: z.int(), comment: nullish(z.string()) }),
  withToken: true,
  use: 'rate a delivered or closed own order once; its products get the grade',
});
export const streamTicketEndpoint = endpoint({
  name: 'streamTicket',
  method: 'POST',
  path: '/orders/v1/stream-tickets',
  response: streamTicketSchema,
  withToken: true,
  use: "a short-lived ticket that opens the shopper's event streams (EventSource cannot send a token)",
});
export const orderEventsEndpoint = endpoint({
  name: 'orderEvents',
  method: 'GET',
  path: '/orders/v1/orders/:id/events',
  query: streamQuerySchema,
  response: orderEventSchema,
  withToken: true,
  use: 'server-sent events of one own order (a ticket or a bearer token; Last-Event-ID resumes)',
});
export const userOrderEventsEndpoint = endpoint({
  name: 'userOrderEvents',
  method: 'GET',
  path: '/orders/v1/orders/user/:userId/events',
  query: streamQuerySchema,
  response: orderEventSchema,
  withToken: true,
  use: 'server-sent events of every own order (a ticket or a bearer token; Last-Event-ID resumes)',
});
export const notificationsEndpoint = endpoint({
  name: 'notifications',
  method: 'GET',
  path: '/orders/v1/notifications',
  query: z.object({
    before: z.optional(queryNumber(z.int().check(z.positive()))),
    size: z._default(queryNumber(z.int().check(z.positive(), z.lte(100))), 20),
  }),
  response: z.array(orderEventSchema),
  withToken: true,
  use: "the shopper's status changes, newest first",
});
export const createOrderEndpoint = endpoint({
  name: 'createOrder',
  method: 'POST',
  path: '/orders/v1/orders',
  body: orderSubmissionSchema,
  response: z.looseObject({ id: z.string() }),
  withToken: true,
  use: 'create order; response has id',
});
export const createScheduledOrderEndpoint = endpoint({
  name: 'createScheduledOrder',
  method: 'POST',
  path: '/orders/v1/orders/at-time',
  body: orderSubmissionSchema,
  response: z.looseObject({ id: z.string() }),
  withToken: true,
  use: 'scheduled order',
});
/**
 * The checkout's price (ours): the submission as it stands, priced by the server's rules from its
 * own data without placing anything. A rule that refuses is part of the answer (200, `problems`),
 * not a failure: the checkout shows the shopper exactly what placing would answer, at the field
 * it concerns. What still has a price (a time not offered, a promo that does not apply, the
 * minimum) comes with the totals, priced without the refused promo or cashback; what has none (no
 * branch takes the basket, outside the delivery area) comes with `totals: null`.
 */
export const orderQuoteRequestSchema = z.extend(orderSubmissionSchema, {
  totalPrice: z.optional(z.int().check(z.nonnegative())),
  /** Priced as a scheduled order (at-time) with its `day` and `time`. */
  scheduled: z.optional(z.boolean()),
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;
export const orderTotalsSchema = z.object({
  productCount: z.int(),
  productPrice: z.int(),
  productDiscount: z.int(),
  basketTotal: z.int(),
  promoDiscount: z.int(),
  totalProductDiscount: z.int(),
  totalProductPrice: z.int(),
  deliveryPrice: z.int(),
  deliveryDiscount: z.int(),
  servicePrice: z.int(),
  totalDiscount: z.int(),
  cashback: z.int(),
  totalPrice: z.int(),
  needsPayment: z.boolean(),
});
/** A rule's refusal as the quote answers it: the message's key (src/domain/order-messages.ts), its values and its text. */
export const orderQuoteProblemSchema = z.object({
  key: z.string(),
  values: z.optional(z.record(z.string(), z.int())),
  description: z.object({ uz: z.string(), ru: z.string(), eng: z.string() }),
});
export const orderQuoteSchema = z.object({
  totals: z.nullable(orderTotalsSchema),
  branch: z.nullable(z.looseObject({ id: idSchema })),
  /** The applied promo's code and SPEC 5's success message; null without a promo. */
  promo: z.nullable(z.object({ code: z.string(), message: z.object({ uz: z.string(), ru: z.string(), eng: z.string() }) })),
  /** Cashback the order earns once completed. */
  cashbackEarned: z.int(),
  deliverAt: z.nullable(z.string()),
  /** What keeps the order from being placed as it stands (and a promo that does not apply); empty when it can be placed. */
  problems: z.array(orderQuoteProblemSchema),
  /** The basket total above which the delivering tariff charges nothing; null without one. */
  freeDeliveryAbove: z.nullable(z.int()),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteEndpoint = endpoint({
  name: 'orderQuote',
  method: 'POST',
  path: '/orders/v1/orders/quote',
  body: orderQuoteRequestSchema,
  response: orderQuoteSchema,
  withToken: true,
  use: 'price the order being made without placing it (ours)',
});
export const deliveryTariffEndpoint = endpoint({
  name: 'deliveryTariff',
  method: 'POST',
  path: '/deliveries/v1/delivery/tariff/client/calculate',
  body: deliveryTariffRequestSchema,
  response: z.object({
    price: z.int(),
    /** The zone that priced it (null: none), the branch, and the reason when there is no price. */
    zone: nullish(z.looseObject({ id: z.string() })),
    branchId: nullish(z.string()),
    reason: nullish(z.string()),
    message: nullish(z.object({ uz: z.string(), ru: z.string(), eng: z.string() })),
  }),
  withToken: true,
  use: 'delivery price',
});
