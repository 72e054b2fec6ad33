/**
 * What every route module shares: the context type, the merchant of a request, and input
 * validation against the endpoint table of schemas/endpoints.ts.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { idSchema } from '#schemas/common';
import { MERCHANT_HEADER, type Endpoint } from '#schemas/endpoints';
import { describeIssue } from '#schemas/issue-text';
import { jsonPath } from '#schemas/preset';
import { inputProblem } from '#schemas/wire-text';
import { DEVELOPMENT_BRAND_DOMAINS, normalizeSub, subOfHost } from '#domain/merchant-host';
import type { User } from '#schemas/entities';
import type { MerchantRow } from './db/queries.ts';
import type { Accounts } from './services/accounts.ts';
import type { Addresses } from './services/addresses.ts';
import type { Studio } from './services/studio.ts';
import type { Favourites } from './services/favourites.ts';
import type { OpenPromos } from './services/open-promos.ts';
import type { Reservations } from './services/reservations.ts';
import type { Reviews } from './services/reviews.ts';
import type { Tables } from './services/tables.ts';
import type { Vacancies } from './services/vacancies.ts';
import type { SecretBox } from './services/secrets.ts';
import type { Payments } from './services/payments.ts';
import type { Orders } from './services/orders.ts';
import type { OrderLife } from './services/order-life.ts';
import type { OrderEventHub } from './services/order-events.ts';
import type { OperatorKeys } from './services/operator-keys.ts';
import type { OperatorOrders } from './services/operator-orders.ts';
import type { ShopperOrders } from './services/shopper-orders.ts';
import type { Telegram } from './services/telegram.ts';
import type { TelegramShoppers } from './services/telegram-shoppers.ts';
import type { BrandData } from './services/brand-data.ts';
import type { SmsMode } from './services/sms.ts';
import { ApiFailure, refuseUnknownKeys } from './errors.ts';
import { message } from './messages.ts';
import { CHANNEL_HEADER, orderChannelSchema } from '#schemas/order-endpoints';
import type { Channel } from '#domain/offer';

/** The merchant a request is for: its row (id, sub, flags) with its wire object. */
export type RequestMerchant = MerchantRow;

export interface AppEnv {
  Variables: {
    merchant: RequestMerchant;
    /** The signed-in shopper and their token, when the request carried a live one. */
    user: User | undefined;
    token: string | undefined;
  };
}

export interface ServerContext {
  readonly data: BrandData;
  /** Base domains whose sub-domains name brands (BRAND_DOMAINS). */
  readonly brandDomains: readonly string[];
  readonly accounts: Accounts;
  readonly addresses: Addresses;
  readonly orders: Orders;
  /** Online payment: where to pay, the providers' calls, saved cards. */
  readonly payments: Payments;
  /** The merchant studio: staff, settings versions, the stop-list, the orders board. */
  readonly studio: Studio;
  /** The shopper's features beside ordering (decision 021). */
  readonly favourites: Favourites;
  readonly promos: OpenPromos;
  readonly vacancies: Vacancies;
  readonly reservations: Reservations;
  readonly tables: Tables;
  readonly reviews: Reviews;
  /** Seals merchant secrets (a studio import may carry credentials). */
  readonly secrets: SecretBox;
  /** Orders after placement: moves, couriers, cancel, rating. */
  readonly life: OrderLife;
  /** What a shopper reads of their orders, and the reads of their event streams. */
  readonly shopperOrders: ShopperOrders;
  /** Live order events fanned out to this instance's streams. */
  readonly events: OrderEventHub;
  readonly operatorKeys: OperatorKeys;
  /** What the restaurant reads and keeps: orders, couriers. */
  readonly operatorOrders: OperatorOrders;
  readonly streams: StreamSettings;
  readonly telegram: Telegram;
  readonly telegramShoppers: TelegramShoppers;
  readonly smsMode: SmsMode;
  /** NODE_ENV=production: the development pages (/dev/preview) do not exist. */
  readonly production: boolean;
  /** The time (tests fix it; the rules take `now` from here). */
  readonly now: () => Date;
  /** Take the client's address from X-Forwarded-For (behind a proxy of ours: TRUST_PROXY). */
  readonly trustProxy: boolean;
}

export interface StreamSettings {
  /** A comment line on every open stream this often, so proxies and clients see it alive. */
  readonly heartbeatMs: number;
  /** An open stream checks this often that the sign-in it was opened with is still live. */
  readonly recheckMs: number;
  /** How long a stream ticket opens streams. */
  readonly ticketTtlSeconds: number;
}

/** The address the request came from: the socket's, or behind a trusted proxy the first forwarded one. */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? null;
}

/** The bearer token of the Authorization header, or null when none is sent. */
export function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  // A header that is there but says nothing usable is a token that does not work: 401.
  return match?.[1] ?? '';
}

/**
 * WITH_TOKEN (SPEC 6): a token is sent only when one exists, and a sent one must be live at
 * the request's merchant (a token of another merchant, revoked or expired is a 401). `required`:
 * no token is a 401 too. Runs after the merchant is known.
 */
export function withToken(ctx: ServerContext, options: { required: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerOf(c);
    if (token === null) {
      if (options.required) throw new ApiFailure('UNAUTHORIZED');
      return next();
    }
    const user = token ? await ctx.accounts.authenticate(c.get('merchant').id, token) : null;
    if (!user) throw new ApiFailure('UNAUTHORIZED');
    c.set('user', user);
    c.set('token', token);
    await next();
  };
}

/** The signed-in shopper of a route behind `withToken({ required: true })`. */
export function userOf(c: Context<AppEnv>): User & { token: string } {
  const user = c.get('user');
  const token = c.get('token');
  if (!user || !token) throw new ApiFailure('UNAUTHORIZED');
  return { ...user, token };
}

/**
 * Refuses input with text the product cannot store or show, or nested past any contract's depth
 * (#schemas/wire-text): a 400 naming the field, before any schema reads it.
 */
export function checkInputText(value: unknown, prefix: string): void {
  const found = inputProblem(value);
  if (found) throw new ApiFailure('BAD_REQUEST', { fields: [{ path: jsonPath([prefix, ...found.path]), message: found.message }] });
}

/** The body of a request, parsed by the endpoint's body schema; 400 with each bad field. */
export async function bodyOf<B extends z.ZodMiniType>(c: Context, endpoint: Endpoint<z.ZodMiniType | null, B>): Promise<z.infer<B>> {
  if (!endpoint.body) return {} as z.infer<B>;
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.body', message: 'expected a JSON body' }] });
  }
  checkInputText(raw, 'body');
  const parsed = endpoint.body.safeParse(raw, { error: describeIssue });
  if (!parsed.success) throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(parsed.error, 'body') });
  return parsed.data as z.infer<B>;
}

/**
 * The body of a call that writes a brand's data, as bodyOf reads it, refused for a key its schema
 * does not know: parsing would drop or keep it silently, and a misspelt field is a lost edit.
 */
export async function knownBodyOf<B extends z.ZodMiniType>(c: Context, endpoint: Endpoint<z.ZodMiniType | null, B>): Promise<z.infer<B>> {
  const body = await bodyOf(c, endpoint);
  // Read again from the request's cache: the body as sent, before parsing dropped anything.
  if (endpoint.body) refuseUnknownKeys(endpoint.body, await c.req.json(), ['body']);
  return body;
}

/**
 * The merchant of an API request: the merchant header (an id, or a sub), else the Host's
 * sub-domain under one of `brandDomains`. None, or an inactive one, is MERCHANT_NOT_FOUND.
 */
export async function merchantOf(
  data: BrandData,
  header: string | undefined,
  host: string | undefined,
  brandDomains: readonly string[] = DEVELOPMENT_BRAND_DOMAINS,
): Promise<MerchantRow> {
  const named = header?.trim();
  let row: MerchantRow | null = null;
  if (named) {
    // A sub is an id as well (letters, digits, -), so one check refuses what can name neither.
    const id = idSchema.safeParse(named);
    if (!id.success) throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(id.error, 'header.merchant') });
    row = await data.merchant({ id: named });
    const sub = row ? null : normalizeSub(named);
    if (!row && sub) row = await data.merchant({ sub });
  } else {
    const sub = host ? subOfHost(host, brandDomains) : null;
    if (sub) row = await data.merchant({ sub });
  }
  if (!row) throw new ApiFailure('MERCHANT_NOT_FOUND');
  return row;
}

/** `current` (a Vary value) with each of `names` added once, compared case-insensitively. */
export function varyWith(current: string | null, names: readonly string[]): string {
  const list = (current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*')) return '*';
  for (const name of names) {
    if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  }
  return list.join(', ');
}

/**
 * Sets a header on the answer a handler has already made (middleware after `next()`): on the
 * response's own headers, as Hono's secure-headers middleware does. `c.header` there copies the
 * whole response and wraps its body in a stream; a response whose headers are immutable (one
 * made by `Response.redirect`, say) still goes that way.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * Marks every answer of a route module as depending on the merchant header and the Host (which
 * name the brand), errors and 304s included, so a shared cache never hands one brand's answer
 * to another.
 */
export function varyByMerchant(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setAnswerHeader(c, 'Vary', varyWith(c.res.headers.get('Vary'), [MERCHANT_HEADER, 'Host']));
  };
}

export function requireMerchant(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('merchant', await merchantOf(ctx.data, c.req.header(MERCHANT_HEADER), c.req.header('host'), ctx.brandDomains));
    await next();
  };
}

/** Each problem of a failed parse as a field of the error answer, its path under `prefix`. */
export function fieldsOf(error: z.core.$ZodError, prefix: string) {
  return error.issues.map((issue) => ({ path: jsonPath([prefix, ...issue.path]), message: issue.message }));
}

/** The query of a request, parsed by the endpoint's query schema; 400 with each bad field. */
export function queryOf<Q extends z.ZodMiniType>(c: Context, endpoint: Endpoint<Q, z.ZodMiniType | null>): z.infer<Q> {
  if (!endpoint.query) return {} as z.infer<Q>;
  const raw = c.req.query();
  checkInputText(raw, 'query');
  const parsed = endpoint.query.safeParse(raw, { error: describeIssue });
  if (!parsed.success) throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(parsed.error, 'query') });
  return parsed.data as z.infer<Q>;
}

/** A path parameter that must be an id; 400 when it is not. */
export function idParam(c: Context, name: string): string {
  const value = c.req.param(name);
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(parsed.error, name) });
  return parsed.data;
}

/**
 * The channel an order (or its payment) is made on (CHANNEL_HEADER; none is the web). It decides
 * the order's device and the payment types offered, so `telegram` is taken only from a shopper the
 * merchant's bot signed in (linked from checked init data).
 */
export async function orderChannelOf(ctx: ServerContext, c: Context, user: { merchantId: string; id: string }): Promise<Channel> {
  const header = c.req.header(CHANNEL_HEADER);
  if (header === undefined) return 'web';
  const parsed = orderChannelSchema.safeParse(header);
  if (!parsed.success) {
    throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.header.x-order-channel', message: 'expected web or telegram' }] });
  }
  if (parsed.data === 'telegram' && !(await ctx.telegramShoppers.hasLink(user.merchantId, user.id))) {
    throw new ApiFailure('FORBIDDEN', { description: message('notATelegramShopper') });
  }
  return parsed.data;
}

/** The origin the visitor sees (the Host they asked, https behind a proxy that says so): return URLs point there. */
export function requestOrigin(c: Context): string {
  const host = c.req.header('host') ?? 'localhost';
  const forwarded = c.req.header('x-forwarded-proto');
  const protocol = forwarded === 'https' || c.req.url.startsWith('https:') ? 'https' : 'http';
  return `${protocol}://${host}`;
}
