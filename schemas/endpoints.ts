/**
 * The HTTP contract of SPEC.md point 7: one row per call. The storefront's API client and the
 * server's routes both read this table, so a path, a query or a response shape is written once.
 *
 * `path` uses `:name` for path parameters. `withToken` marks WITH_TOKEN calls: the client sends
 * a bearer token only when one exists. Every call carries the merchant header.
 */
import * as z from 'zod/mini';
import {
  idSchema, latitudeSchema, longitudeSchema, nullish, policyTypeSchema, productChannelSchema, serviceTypeSchema,
} from './common.ts';
import {
  botBasketSchema, botLoginSchema, brandSchema, branchSchema, citySchema, courierSchema,
  deliveryTariffRequestSchema, merchantSchema, orderRequestSchema, orderSchema, orderSettingSchema, overallMenuSchema,
  phoneVerificationSchema, policySchema, productGradeSchema, productSchema, userSchema, bannerSchema, storySchema,
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
}

function endpoint<R extends z.ZodMiniType, Q extends z.ZodMiniType | null = null, B extends z.ZodMiniType | null = null>(
  e: { method: HttpMethod; path: string; query?: Q; body?: B; response: R; withToken?: boolean; use: string },
): Endpoint<Q, B, R> {
  return {
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
const queryNumber = (inner: z.ZodMiniType<number, number>) => z.pipe(
  z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  z.pipe(z.transform((v: string) => Number(v)), inner),
);
const queryLatitude = queryNumber(latitudeSchema);
const queryLongitude = queryNumber(longitudeSchema);
const queryBoolean = z.pipe(z.enum(['true', 'false']), z.transform((v: 'true' | 'false') => v === 'true'));

const okSchema = z.object({ ok: z.boolean() });
const tokenAnswerSchema = z.object({ token: z.string(), user: nullish(userSchema) });
const pageSchema = <T extends z.ZodMiniType>(item: T) => z.object({
  content: z.array(item),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});

export const endpoints = {
  merchantBySub: endpoint({
    method: 'GET', path: '/users/v1/merchants/sub/:sub', response: merchantSchema, use: 'the merchant',
  }),
  cities: endpoint({
    method: 'GET', path: '/users/v1/city-merchant/merchant/:merchantId', response: z.array(citySchema),
    withToken: true, use: 'list of cities',
  }),
  branches: endpoint({ method: 'GET', path: '/users/v1/branches', response: z.array(branchSchema), use: 'list of branches' }),
  branchesOfCity: endpoint({
    method: 'GET', path: '/users/v1/branches/full', query: z.object({ cityId: idSchema }),
    response: z.array(branchSchema), use: 'branches of a city',
  }),
  branch: endpoint({ method: 'GET', path: '/users/v1/branches/:id', response: branchSchema, use: 'one branch' }),
  closestBranch: endpoint({
    method: 'GET', path: '/users/v1/branches/merchant/:merchant/closest',
    query: z.object({ lat: queryLatitude, lon: queryLongitude, type: z.optional(serviceTypeSchema) }),
    response: branchSchema, use: 'closest branch',
  }),
  closestBranchAuthenticated: endpoint({
    method: 'GET', path: '/users/v1/local/branch/closest', query: z.object({ lat: queryLatitude, lon: queryLongitude }),
    response: branchSchema, withToken: true, use: 'closest branch, authenticated',
  }),
  overalls: endpoint({
    method: 'GET', path: '/products/v1/overalls',
    query: z.object({ type: z._default(z.enum(['TG', 'WEB']), 'WEB') }),
    response: overallMenuSchema, use: 'groups, categories, products',
  }),
  grades: endpoint({
    method: 'GET', path: '/products/v1/grade', response: z.array(productGradeSchema),
    use: 'list of productId and grade, merged into products by id',
  }),
  favourites: endpoint({
    method: 'GET', path: '/products/v1/favourite/all', query: z.object({ userId: idSchema, isFavourite: z.optional(queryBoolean) }),
    response: z.array(productSchema), withToken: true, use: 'favourites',
  }),
  me: endpoint({ method: 'GET', path: '/users/v1/users/me', response: userSchema, withToken: true, use: 'current user' }),
  updateUser: endpoint({
    method: 'PUT', path: '/users/v1/users/:id', body: userSchema, response: userSchema, withToken: true, use: 'update profile',
  }),
  requestPhoneChange: endpoint({
    method: 'PUT', path: '/users/v1/users/phone', body: z.object({ phone: z.string(), type: z.literal('WEB') }),
    response: okSchema, withToken: true, use: 'request phone change',
  }),
  verifyPhoneChange: endpoint({
    method: 'PUT', path: '/users/v1/users/phone/verify', body: phoneVerificationSchema, response: userSchema,
    withToken: true, use: 'confirm phone change',
  }),
  deleteAccount: endpoint({ method: 'DELETE', path: '/users/v1/users', response: okSchema, withToken: true, use: 'delete the account' }),
  logout: endpoint({ method: 'POST', path: '/users/v1/users/logout', response: okSchema, withToken: true, use: 'logout' }),
  botLogout: endpoint({ method: 'POST', path: '/webbot/v1/users/logout', response: okSchema, withToken: true, use: 'bot logout' }),
  botLogoutVariant: endpoint({
    method: 'PUT', path: '/webbot/v1/users/logout', body: z.object({ initData: z.string(), language: z.optional(z.string()) }),
    response: okSchema, withToken: true, use: 'bot logout, variant',
  }),
  botToken: endpoint({
    method: 'POST', path: '/webbot/v1/users/token', body: z.object({ initData: z.string() }), response: tokenAnswerSchema,
    use: 'messenger token',
  }),
  botAuth: endpoint({
    method: 'POST', path: '/webbot/v1/users/auth', body: z.object({ initData: z.string() }), response: tokenAnswerSchema,
    withToken: true, use: 'messenger auth',
  }),
  botLogin: endpoint({
    method: 'POST', path: '/webbot/v1/users/login', body: botLoginSchema, response: tokenAnswerSchema,
    use: 'messenger login; returns token and user',
  }),
  botSettings: endpoint({
    method: 'GET', path: '/webbot/v1/setting', response: z.object({ isPhoneVerificationRequired: z.boolean() }),
    use: 'messenger settings',
  }),
  courier: endpoint({ method: 'GET', path: '/deliveries/v1/delivery/courier/:id', response: courierSchema, withToken: true, use: 'courier info' }),
  userOrders: endpoint({
    method: 'GET', path: '/orders/v1/orders/user/:userId',
    query: z.object({
      size: z._default(queryNumber(z.int().check(z.positive(), z.lte(100))), ORDER_PAGE_SIZE),
      page: z._default(queryNumber(z.int().check(z.nonnegative())), 0),
      onlyArchive: z.optional(queryBoolean),
    }),
    response: pageSchema(orderSchema), withToken: true, use: 'paged orders',
  }),
  activeOrders: endpoint({
    method: 'GET', path: '/orders/v1/orders/user/:userId/active', response: z.array(orderSchema), withToken: true,
    use: 'active orders',
  }),
  order: endpoint({ method: 'GET', path: '/orders/v1/orders/:id', response: orderSchema, withToken: true, use: 'one order' }),
  orderSetting: endpoint({
    method: 'GET', path: '/orders/v1/order/setting/:cityId', response: orderSettingSchema, withToken: true, use: 'order settings',
  }),
  createOrder: endpoint({
    method: 'POST', path: '/orders/v1/orders', body: orderRequestSchema, response: z.looseObject({ id: z.string() }),
    withToken: true, use: 'create order; response has id',
  }),
  createScheduledOrder: endpoint({
    method: 'POST', path: '/orders/v1/orders/at-time', body: orderRequestSchema, response: z.looseObject({ id: z.string() }),
    withToken: true, use: 'scheduled order',
  }),
  checkout: endpoint({
    method: 'GET', path: '/payments/v2/checkout/:id', response: z.looseObject({ url: nullish(z.string()) }),
    withToken: true, use: 'checkout info',
  }),
  deliveryTariff: endpoint({
    method: 'POST', path: '/deliveries/v1/delivery/tariff/client/calculate', body: deliveryTariffRequestSchema,
    response: z.object({ price: z.int() }), withToken: true, use: 'delivery price',
  }),
  brandCatalog: endpoint({ method: 'GET', path: '/support/v1/brand/catalog', response: z.array(brandSchema), use: 'brand catalog' }),
  webSettings: endpoint({ method: 'GET', path: '/support/v1/merchant/settings/web', response: webSettingsSchema, use: 'merchant web settings' }),
  policies: endpoint({
    method: 'GET', path: '/support/v1/company/policies',
    // A comma-separated list of policy types; absent means all.
    query: z.object({ policies: z.optional(z.pipe(z.string(), z.transform((v: string) => v.split(',').filter(Boolean)))) }),
    response: z.array(policySchema), use: 'policy type and text; used for the about text',
  }),
  // Calls SPEC point 7 says exist without showing their paths: ours, in the same style.
  banners: endpoint({ method: 'GET', path: '/support/v1/banners', response: z.array(bannerSchema), use: 'home banners' }),
  stories: endpoint({ method: 'GET', path: '/support/v1/stories', response: z.array(storySchema), use: 'home stories' }),
  botBasket: endpoint({
    method: 'POST', path: '/webbot/v1/basket', body: botBasketSchema, response: okSchema, withToken: true,
    use: 'messenger basket hand-over',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

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
