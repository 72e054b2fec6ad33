/**
 * The HTTP contract of SPEC.md point 7: one row per call. The storefront's API client and the
 * server's routes both read this table, so a path, a query or a response shape is written once.
 *
 * `path` uses `:name` for path parameters. `withToken` marks WITH_TOKEN calls: the client sends
 * a bearer token only when one exists. Every call carries the merchant header.
 */
import * as z from 'zod/mini';
import {
  courierStatusSchema, genderSchema, idSchema, intIdSchema, orderHistoryEventSchema, orderStatusSchema, languageSchema, latitudeSchema, orderServiceTypeSchema, paymentTypeSchema, longitudeSchema, nullish, policyTypeSchema, productChannelSchema, serviceTypeSchema,
} from './common.ts';
import {
  botBasketSchema, botLoginSchema, brandSchema, branchSchema, citySchema, courierSchema,
  deliveryTariffRequestSchema, merchantSchema, orderSchema, orderSettingSchema, overallMenuSchema,
  addressSchema, paymentSettingsSchema, phoneVerificationSchema, policySchema, productGradeSchema, productSchema, userSchema, bannerSchema, storySchema,
} from './entities.ts';
import { webSettingsSchema } from './web-settings.ts';

/** The header that names the merchant on every request. */
export const MERCHANT_HEADER = 'merchant';
/** SPEC point 7: every call times out after 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** SPEC point 9: order page size. */
export const ORDER_PAGE_SIZE = 10;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Q extends z.ZodMiniType | null = z.ZodMiniType | null,
  B extends z.ZodMiniType | null = z.ZodMiniType | null,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Query parameters (strings on the wire, coerced by the schema); null when the call takes none. */
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  readonly withToken: boolean;
  readonly use: string;
  /** The endpoint's key in the `endpoints` table. */
  readonly name: string;
}

// Each endpoint is its own export, so a bundle keeps only the endpoints (and response schemas)
// it calls: building one has no side effects.
// @__NO_SIDE_EFFECTS__
export function endpoint<R extends z.ZodMiniType, Q extends z.ZodMiniType | null = null, B extends z.ZodMiniType | null = null>(
  e: { name: string; method: HttpMethod; path: string; query?: Q; body?: B; response: R; withToken?: boolean; use: string },
): Endpoint<Q, B, R> {
  return {
    name: e.name,
    method: e.method,
    path: e.path,
    query: (e.query ?? null) as Q,
    body: (e.body ?? null) as B,
    response: e.response,
    withToken: e.withToken ?? false,
    use: e.use,
  };
}

/** Query numbers arrive as strings; these coerce and range-check them. */
// @__NO_SIDE_EFFECTS__
export const queryNumber = (inner: z.ZodMiniType<number, number>) => z.pipe(
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  z.pipe(z.transform((v: string) => Number(v)), inner),
);
const queryLatitude = queryNumber(latitudeSchema);
const queryLongitude = queryNumber(longitudeSchema);
const queryBoolean = z.pipe(z.enum(['true', 'false']), z.transform((v: 'true' | 'false') => v === 'true'));

const okSchema = z.object({ ok: z.boolean() });
const tokenAnswerSchema = z.object({ token: z.string(), user: nullish(userSchema) });

/**
 * A phone as typed; the server normalises it to `998XXXXXXXXX` (src/domain/phone.ts) and answers
 * INVALID_PHONE for anything else.
 */
const phoneInputSchema = z.string().check(z.maxLength(32));
/** A sign-in code: six digits. */
export const SIGN_IN_CODE_LENGTH = 6;
export const signInCodeSchema = z.string().check(z.regex(/^\d{6}$/, { error: 'expected the 6-digit code' }));
/** A code was sent: how long it is valid, and when another may be asked for. */
export const codeSentSchema = z.object({ ttlSeconds: z.int(), resendSeconds: z.int() });
export type CodeSent = z.infer<typeof codeSentSchema>;
export const signedInSchema = z.object({ token: z.string(), user: userSchema });

/** A person's name: letters, spaces, apostrophes, hyphens and dots, at most 50. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'ʻʼ‘’. -]{0,49}$/u;
const nameSchema = z.string().check(
  z.trim(),
  z.regex(NAME, { error: 'expected a name: letters, spaces, apostrophes or hyphens, at most 50' }),
);
/** YYYY-MM-DD, a real calendar day after 1900-01-01 and before today. */
export const birthdaySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date YYYY-MM-DD' }),
  z.refine((value: string) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
      && value >= '1900-01-01' && day.getTime() < Date.now() - 86_400_000;
  }, { error: 'expected a past date' }),
);
/** What a shopper may change of their profile (PUT users/v1/users/{id}); other fields are ignored. */
export const userUpdateSchema = z.looseObject({
  firstName: nullish(nameSchema),
  lastName: nullish(nameSchema),
  email: nullish(z.union([z.literal(''), z.string().check(z.maxLength(254), z.email({ error: 'expected an e-mail address' }))])),
  birthday: nullish(z.union([z.literal(''), birthdaySchema])),
  gender: nullish(genderSchema),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
/** Free text of an address field: trimmed, bounded. */
const field = (max: number) => nullish(z.string().check(z.trim(), z.maxLength(max)));
/**
 * A saved address as the shopper gives it (POST/PUT /users/v1/addresses): a point on the map
 * and the details a courier needs. Ids, dates and owners are the server's.
 */
export const addressInputSchema = z.object({
  type: z._default(z.enum(['HOUSE', 'APARTMENT']), 'HOUSE'),
  name: field(100),
  streetName: field(200),
  houseNumber: field(20),
  details: field(300),
  description: field(500),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  cityId: nullish(idSchema),
  office: field(20),
  domophone: field(20),
  entrance: field(20),
  floor: field(20),
  comment: field(500),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
/** Saved addresses one shopper may keep. */
export const MAX_SAVED_ADDRESSES = 50;

/** A basket line as an order carries it: ids and counts, never prices. */
export const orderLineInputSchema = z.object({
  productId: intIdSchema,
  count: z.int().check(z.gte(1), z.lte(999)),
  modifications: z._default(z.array(z.object({ id: intIdSchema, count: nullish(z.int().check(z.gte(1), z.lte(99))) })).check(z.maxLength(50)), []),
});
/**
 * An order as the storefront submits it (POST /orders/v1/orders and /at-time): the SPEC order
 * request's fields that mean something to the server. Prices in it are ignored except
 * `totalPrice`, the total the shopper was shown: when the server's differs, nothing is placed.
 */
export const orderSubmissionSchema = z.looseObject({
  serviceType: orderServiceTypeSchema,
  // An empty basket is the rules' to refuse, with their message.
  cartItems: z.array(orderLineInputSchema).check(z.maxLength(100)),
  /** The chosen branch (pick-up, dine-in; delivery: the server picks the nearest that can). */
  branch: nullish(z.looseObject({ id: idSchema })),
  address: nullish(z.looseObject({
    id: nullish(z.string().check(z.maxLength(64))),
    latitude: nullish(latitudeSchema),
    longitude: nullish(longitudeSchema),
    name: field(100),
    streetName: field(200),
    houseNumber: field(20),
    details: field(300),
  })),
  addressType: nullish(z.enum(['HOUSE', 'APARTMENT'])),
  office: field(20),
  domophone: field(20),
  entrance: field(20),
  floor: field(20),
  tableId: field(20),
  paymentType: paymentTypeSchema,
  promoCode: field(64),
  cashback: nullish(z.int().check(z.nonnegative())),
  comment: field(500),
  sendChequePhone: field(32),
  /** A scheduled order (at-time): the branch-local day YYYY-MM-DD and time HH:MM. */
  day: field(10),
  time: field(5),
  totalPrice: z.int().check(z.nonnegative()),
});
export type OrderSubmission = z.infer<typeof orderSubmissionSchema>;
/** The header that makes a retried submission one order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A message kept by the development SMS outbox. */
export const outboxMessageSchema = z.object({ phone: z.string(), text: z.string(), sentAt: z.string() });
// @__NO_SIDE_EFFECTS__
export const pageSchema = <T extends z.ZodMiniType>(item: T) => z.object({
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
 * `position`: the courier moved.
 */
export const orderEventSchema = z.looseObject({
  id: z.int(),
  type: z.enum(['status', 'courier', 'position']),
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
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One entry of an order's history (SPEC 4 kinds), oldest first. */
export const orderHistoryEntrySchema = z.object({
  kind: orderHistoryEventSchema,
  status: nullish(orderStatusSchema),
  data: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
});
/** A line of an order as it was sold (names, prices and modifiers then). */
export const soldLineSchema = z.looseObject({
  productId: intIdSchema,
  name: nullish(z.record(z.string(), z.string())),
  count: z.int(),
  unitPrice: z.int(),
  price: z.int(),
  modifiers: z._default(z.array(z.looseObject({ id: intIdSchema, price: z.int(), count: z.int() })), []),
});
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

export const merchantBySubEndpoint = endpoint({ name: 'merchantBySub',
  method: 'GET', path: '/users/v1/merchants/sub/:sub', response: merchantSchema, use: 'the merchant',
});
export const citiesEndpoint = endpoint({ name: 'cities',
  method: 'GET', path: '/users/v1/city-merchant/merchant/:merchantId', response: z.array(citySchema),
  withToken: true, use: 'list of cities',
});
export const branchesEndpoint = endpoint({ name: 'branches', method: 'GET', path: '/users/v1/branches', response: z.array(branchSchema), use: 'list of branches' });
export const branchesOfCityEndpoint = endpoint({ name: 'branchesOfCity',
  method: 'GET', path: '/users/v1/branches/full', query: z.object({ cityId: idSchema }),
  response: z.array(branchSchema), use: 'branches of a city',
});
export const branchEndpoint = endpoint({ name: 'branch', method: 'GET', path: '/users/v1/branches/:id', response: branchSchema, use: 'one branch' });
export const closestBranchEndpoint = endpoint({ name: 'closestBranch',
  method: 'GET', path: '/users/v1/branches/merchant/:merchant/closest',
  query: z.object({ lat: queryLatitude, lon: queryLongitude, type: z.optional(serviceTypeSchema) }),
  response: branchSchema, use: 'closest branch',
});
export const closestBranchAuthenticatedEndpoint = endpoint({ name: 'closestBranchAuthenticated',
  method: 'GET', path: '/users/v1/local/branch/closest', query: z.object({ lat: queryLatitude, lon: queryLongitude }),
  response: branchSchema, withToken: true, use: 'closest branch, authenticated',
});
export const overallsEndpoint = endpoint({ name: 'overalls',
  method: 'GET', path: '/products/v1/overalls',
  query: z.object({ type: z._default(z.enum(['TG', 'WEB']), 'WEB') }),
  response: overallMenuSchema, use: 'groups, categories, products',
});
export const gradesEndpoint = endpoint({ name: 'grades',
  method: 'GET', path: '/products/v1/grade', response: z.array(productGradeSchema),
  use: 'list of productId and grade, merged into products by id',
});
export const favouritesEndpoint = endpoint({ name: 'favourites',
  method: 'GET', path: '/products/v1/favourite/all', query: z.object({ userId: idSchema, isFavourite: z.optional(queryBoolean) }),
  response: z.array(productSchema), withToken: true, use: 'favourites',
});
// SPEC names no paths for the web sign-in: ours (the accounts issue).
export const sendCodeEndpoint = endpoint({ name: 'sendCode',
  method: 'POST', path: '/users/v1/auth/send-code',
  // The language of the SMS text (default: the lang cookie, else the brand's main language).
  body: z.object({ phone: phoneInputSchema, language: z.optional(languageSchema) }), response: codeSentSchema,
  use: 'send a sign-in code by SMS; the same answer for a known or an unknown phone',
});
export const verifyCodeEndpoint = endpoint({ name: 'verifyCode',
  method: 'POST', path: '/users/v1/auth/verify', body: z.object({ phone: phoneInputSchema, code: z.string().check(z.maxLength(16)) }),
  response: signedInSchema, use: 'sign in with the code; a new phone creates the user',
});
export const meEndpoint = endpoint({ name: 'me', method: 'GET', path: '/users/v1/users/me', response: userSchema, withToken: true, use: 'current user' });
export const updateUserEndpoint = endpoint({ name: 'updateUser',
  method: 'PUT', path: '/users/v1/users/:id', body: userUpdateSchema, response: userSchema, withToken: true, use: 'update profile',
});
export const requestPhoneChangeEndpoint = endpoint({ name: 'requestPhoneChange',
  method: 'PUT', path: '/users/v1/users/phone',
  body: z.object({ phone: phoneInputSchema, type: z.literal('WEB'), language: z.optional(languageSchema) }),
  response: codeSentSchema, withToken: true, use: 'request phone change',
});
export const verifyPhoneChangeEndpoint = endpoint({ name: 'verifyPhoneChange',
  method: 'PUT', path: '/users/v1/users/phone/verify', body: phoneVerificationSchema, response: userSchema,
  withToken: true, use: 'confirm phone change',
});
export const deleteAccountEndpoint = endpoint({ name: 'deleteAccount', method: 'DELETE', path: '/users/v1/users', response: okSchema, withToken: true, use: 'delete the account' });
export const logoutEndpoint = endpoint({ name: 'logout', method: 'POST', path: '/users/v1/users/logout', response: okSchema, withToken: true, use: 'logout' });
export const botLogoutEndpoint = endpoint({ name: 'botLogout', method: 'POST', path: '/webbot/v1/users/logout', response: okSchema, withToken: true, use: 'bot logout' });
export const botLogoutVariantEndpoint = endpoint({ name: 'botLogoutVariant',
  method: 'PUT', path: '/webbot/v1/users/logout', body: z.object({ initData: z.string(), language: z.optional(z.string()) }),
  response: okSchema, withToken: true, use: 'bot logout, variant',
});
export const botTokenEndpoint = endpoint({ name: 'botToken',
  method: 'POST', path: '/webbot/v1/users/token', body: z.object({ initData: z.string() }), response: tokenAnswerSchema,
  use: 'messenger token',
});
export const botAuthEndpoint = endpoint({ name: 'botAuth',
  method: 'POST', path: '/webbot/v1/users/auth', body: z.object({ initData: z.string() }), response: tokenAnswerSchema,
  withToken: true, use: 'messenger auth',
});
export const botLoginEndpoint = endpoint({ name: 'botLogin',
  method: 'POST', path: '/webbot/v1/users/login', body: botLoginSchema, response: tokenAnswerSchema,
  use: 'messenger login; returns token and user',
});
export const botSettingsEndpoint = endpoint({ name: 'botSettings',
  method: 'GET', path: '/webbot/v1/setting', response: z.object({ isPhoneVerificationRequired: z.boolean() }),
  use: 'messenger settings',
});
export const courierEndpoint = endpoint({ name: 'courier', method: 'GET', path: '/deliveries/v1/delivery/courier/:id', response: courierSchema, withToken: true, use: 'courier info' });
export const userOrdersEndpoint = endpoint({ name: 'userOrders',
  method: 'GET', path: '/orders/v1/orders/user/:userId',
  query: z.object({
    size: z._default(queryNumber(z.int().check(z.positive(), z.lte(100))), ORDER_PAGE_SIZE),
    page: z._default(queryNumber(z.int().check(z.nonnegative())), 0),
    onlyArchive: z.optional(queryBoolean),
  }),
  response: pageSchema(orderSchema), withToken: true, use: 'paged orders',
});
export const activeOrdersEndpoint = endpoint({ name: 'activeOrders',
  method: 'GET', path: '/orders/v1/orders/user/:userId/active', response: z.array(orderSchema), withToken: true,
  use: 'active orders',
});
export const orderEndpoint = endpoint({ name: 'order', method: 'GET', path: '/orders/v1/orders/:id', response: orderDetailSchema, withToken: true, use: 'one order' });
// After placement (the tracking issue; SPEC names no paths for these): ours.
export const cancelOrderEndpoint = endpoint({ name: 'cancelOrder',
  method: 'POST', path: '/orders/v1/orders/:id/cancel', response: orderDetailSchema, withToken: true,
  use: 'cancel an own order (cancelOrderActive, before cooking)',
});
export const reorderEndpoint = endpoint({ name: 'reorder',
  method: 'GET', path: '/orders/v1/orders/:id/reorder', response: z.object({ items: z.array(reorderLineSchema), allAvailable: z.boolean() }),
  withToken: true, use: 'the lines of an own order as basket lines, what is no longer sold flagged',
});
export const rateOrderEndpoint = endpoint({ name: 'rateOrder',
  method: 'POST', path: '/orders/v1/orders/:id/rating', body: ratingInputSchema,
  response: z.object({ orderId: z.string(), grade: z.int(), comment: nullish(z.string()) }), withToken: true,
  use: 'rate a delivered or closed own order once; its products get the grade',
});
export const streamTicketEndpoint = endpoint({ name: 'streamTicket',
  method: 'POST', path: '/orders/v1/stream-tickets', response: streamTicketSchema, withToken: true,
  use: 'a short-lived ticket that opens the shopper\'s event streams (EventSource cannot send a token)',
});
export const orderEventsEndpoint = endpoint({ name: 'orderEvents',
  method: 'GET', path: '/orders/v1/orders/:id/events', query: streamQuerySchema, response: orderEventSchema, withToken: true,
  use: 'server-sent events of one own order (a ticket or a bearer token; Last-Event-ID resumes)',
});
export const userOrderEventsEndpoint = endpoint({ name: 'userOrderEvents',
  method: 'GET', path: '/orders/v1/orders/user/:userId/events', query: streamQuerySchema, response: orderEventSchema, withToken: true,
  use: 'server-sent events of every own order (a ticket or a bearer token; Last-Event-ID resumes)',
});
export const notificationsEndpoint = endpoint({ name: 'notifications',
  method: 'GET', path: '/orders/v1/notifications',
  query: z.object({
    before: z.optional(queryNumber(z.int().check(z.positive()))),
    size: z._default(queryNumber(z.int().check(z.positive(), z.lte(100))), 20),
  }),
  response: z.array(orderEventSchema), withToken: true, use: 'the shopper\'s status changes, newest first',
});
export const orderSettingEndpoint = endpoint({ name: 'orderSetting',
  method: 'GET', path: '/orders/v1/order/setting/:cityId', response: orderSettingSchema, withToken: true, use: 'order settings',
});
export const createOrderEndpoint = endpoint({ name: 'createOrder',
  method: 'POST', path: '/orders/v1/orders', body: orderSubmissionSchema, response: z.looseObject({ id: z.string() }),
  withToken: true, use: 'create order; response has id',
});
export const createScheduledOrderEndpoint = endpoint({ name: 'createScheduledOrder',
  method: 'POST', path: '/orders/v1/orders/at-time', body: orderSubmissionSchema, response: z.looseObject({ id: z.string() }),
  withToken: true, use: 'scheduled order',
});
export const checkoutEndpoint = endpoint({ name: 'checkout',
  method: 'GET', path: '/payments/v2/checkout/:id', response: z.looseObject({ url: nullish(z.string()) }),
  withToken: true, use: 'checkout info',
});
export const deliveryTariffEndpoint = endpoint({ name: 'deliveryTariff',
  method: 'POST', path: '/deliveries/v1/delivery/tariff/client/calculate', body: deliveryTariffRequestSchema,
  response: z.object({
    price: z.int(),
    /** The zone that priced it (null: none), the branch, and the reason when there is no price. */
    zone: nullish(z.looseObject({ id: z.string() })),
    branchId: nullish(z.string()),
    reason: nullish(z.string()),
    message: nullish(z.object({ uz: z.string(), ru: z.string(), eng: z.string() })),
  }), withToken: true, use: 'delivery price',
});
export const brandCatalogEndpoint = endpoint({ name: 'brandCatalog', method: 'GET', path: '/support/v1/brand/catalog', response: z.array(brandSchema), use: 'brand catalog' });
export const webSettingsEndpoint = endpoint({ name: 'webSettings', method: 'GET', path: '/support/v1/merchant/settings/web', response: webSettingsSchema, use: 'merchant web settings' });
export const policiesEndpoint = endpoint({ name: 'policies',
  method: 'GET', path: '/support/v1/company/policies',
  // A comma-separated list of policy types; absent means all.
  query: z.object({ policies: z.optional(z.pipe(z.string(), z.transform((v: string) => v.split(',').filter(Boolean)))) }),
  response: z.array(policySchema), use: 'policy type and text; used for the about text',
});
// Calls SPEC point 7 says exist without showing their paths: ours, in the same style.
export const bannersEndpoint = endpoint({ name: 'banners', method: 'GET', path: '/support/v1/banners', response: z.array(bannerSchema), use: 'home banners' });
export const storiesEndpoint = endpoint({ name: 'stories', method: 'GET', path: '/support/v1/stories', response: z.array(storySchema), use: 'home stories' });
export const paymentSettingsEndpoint = endpoint({ name: 'paymentSettings',
  method: 'GET', path: '/payments/v1/settings', response: z.array(paymentSettingsSchema),
  use: 'payment settings per type (which methods each channel offers)',
});
// Saved addresses (SPEC lists the screens, not the calls): ours.
export const addressesEndpoint = endpoint({ name: 'addresses',
  method: 'GET', path: '/users/v1/addresses', response: z.array(addressSchema), withToken: true, use: 'saved addresses, newest first',
});
export const createAddressEndpoint = endpoint({ name: 'createAddress',
  method: 'POST', path: '/users/v1/addresses', body: addressInputSchema, response: addressSchema, withToken: true, use: 'save an address',
});
export const updateAddressEndpoint = endpoint({ name: 'updateAddress',
  method: 'PUT', path: '/users/v1/addresses/:id', body: addressInputSchema, response: addressSchema, withToken: true, use: 'change a saved address',
});
export const deleteAddressEndpoint = endpoint({ name: 'deleteAddress',
  method: 'DELETE', path: '/users/v1/addresses/:id', response: okSchema, withToken: true, use: 'forget a saved address',
});
/** Development only: the SMS outbox of one phone, newest first (loopback, outbox mode). */
export const devOutboxEndpoint = endpoint({ name: 'devOutbox',
  method: 'GET', path: '/dev/outbox', query: z.object({ phone: phoneInputSchema }), response: z.array(outboxMessageSchema),
  use: 'development SMS outbox',
});
export const botContactEndpoint = endpoint({ name: 'botContact',
  method: 'POST', path: '/webbot/v1/users/contact', body: z.object({ initData: z.string() }),
  response: z.object({ status: z.enum(['SENT', 'NOT_SENT']) }),
  use: 'whether the bot has received the Telegram user\'s contact (SPEC 4, messenger contact request)',
});
export const botBasketEndpoint = endpoint({ name: 'botBasket',
  method: 'POST', path: '/webbot/v1/basket', body: botBasketSchema, response: okSchema, withToken: true,
  use: 'messenger basket hand-over',
});

/** The whole table, by name (the server and tests); the storefront imports endpoints one by one. */
export const endpoints = {
  merchantBySub: merchantBySubEndpoint,
  cities: citiesEndpoint,
  branches: branchesEndpoint,
  branchesOfCity: branchesOfCityEndpoint,
  branch: branchEndpoint,
  closestBranch: closestBranchEndpoint,
  closestBranchAuthenticated: closestBranchAuthenticatedEndpoint,
  overalls: overallsEndpoint,
  grades: gradesEndpoint,
  favourites: favouritesEndpoint,
  sendCode: sendCodeEndpoint,
  verifyCode: verifyCodeEndpoint,
  me: meEndpoint,
  updateUser: updateUserEndpoint,
  requestPhoneChange: requestPhoneChangeEndpoint,
  verifyPhoneChange: verifyPhoneChangeEndpoint,
  deleteAccount: deleteAccountEndpoint,
  logout: logoutEndpoint,
  botLogout: botLogoutEndpoint,
  botLogoutVariant: botLogoutVariantEndpoint,
  botToken: botTokenEndpoint,
  botAuth: botAuthEndpoint,
  botLogin: botLoginEndpoint,
  botSettings: botSettingsEndpoint,
  courier: courierEndpoint,
  userOrders: userOrdersEndpoint,
  activeOrders: activeOrdersEndpoint,
  order: orderEndpoint,
  cancelOrder: cancelOrderEndpoint,
  reorder: reorderEndpoint,
  rateOrder: rateOrderEndpoint,
  streamTicket: streamTicketEndpoint,
  orderEvents: orderEventsEndpoint,
  userOrderEvents: userOrderEventsEndpoint,
  notifications: notificationsEndpoint,
  orderSetting: orderSettingEndpoint,
  createOrder: createOrderEndpoint,
  createScheduledOrder: createScheduledOrderEndpoint,
  checkout: checkoutEndpoint,
  deliveryTariff: deliveryTariffEndpoint,
  brandCatalog: brandCatalogEndpoint,
  webSettings: webSettingsEndpoint,
  policies: policiesEndpoint,
  banners: bannersEndpoint,
  paymentSettings: paymentSettingsEndpoint,
  stories: storiesEndpoint,
  botBasket: botBasketEndpoint,
  botContact: botContactEndpoint,
  devOutbox: devOutboxEndpoint,
  addresses: addressesEndpoint,
  createAddress: createAddressEndpoint,
  updateAddress: updateAddressEndpoint,
  deleteAddress: deleteAddressEndpoint,
} as const;

export type EndpointName = keyof typeof endpoints;
export type AnyEndpoint = Endpoint<z.ZodMiniType | null, z.ZodMiniType | null, z.ZodMiniType>;
export type ResponseOf<E extends AnyEndpoint> = z.infer<E['response']>;

/** Policy types the policies query accepts. */
export const policyTypes = policyTypeSchema.options;
export const overallsChannels = productChannelSchema.options.filter((c) => c === 'TG' || c === 'WEB');

/** Fills `:name` parameters of an endpoint path; values are URI-encoded. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
