/**
 * The server: database (PGlite or PostgreSQL), migrations, presets, the per-merchant cache,
 * and the Hono app with one route module per service prefix. `createServer` is what main.ts
 * runs and what tests call in process (`server.app.request(...)`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { MERCHANT_HEADER } from '#schemas/endpoints';
import { CHANNEL_HEADER, IDEMPOTENCY_HEADER } from '#schemas/order-endpoints';
import { COOKIE } from '#domain/cookie-names';
import { DEVELOPMENT_BRAND_DOMAINS, isValidHost } from '#domain/merchant-host';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { migrateUnknownKeys } from './db/unknown-keys-cleanup.ts';
import { dropSchema } from './db/maintenance-queries.ts';
import { ApiFailure, answerError } from './errors.ts';
import { setAnswerHeader, type ServerContext, type StreamSettings } from './http.ts';
import { anySecret, writeSecret } from './db/account-queries.ts';
import { findMerchant } from './db/queries.ts';
import { Accounts, DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './services/accounts.ts';
import { Addresses } from './services/addresses.ts';
import { BrandData } from './services/brand-data.ts';
import { Orders } from './services/orders.ts';
import { DemoKitchen } from './services/demo-kitchen.ts';
import { OrderEventHub } from './services/order-events.ts';
import { OrderLife } from './services/order-life.ts';
import { OperatorKeys } from './services/operator-keys.ts';
import { OperatorOrders } from './services/operator-orders.ts';
import { ShopperOrders } from './services/shopper-orders.ts';
import { Payments } from './services/payments.ts';
import { PaymentProviders, type ProviderUrls } from './services/payment-providers.ts';
import type { FetchLike } from './payments/payme-subscribe.ts';
import { paymentSandboxRoutes } from './routes/payment-sandbox.ts';
import { studioRoutes } from './routes/studio.ts';
import { Studio } from './services/studio.ts';
import { Favourites } from './services/favourites.ts';
import { OpenPromos } from './services/open-promos.ts';
import { Reservations } from './services/reservations.ts';
import { Reviews } from './services/reviews.ts';
import { Tables } from './services/tables.ts';
import { Vacancies } from './services/vacancies.ts';
import { Scheduler } from './services/scheduler.ts';
import { Crm } from './services/crm.ts';
import { Telegram } from './services/telegram.ts';
import { TelegramShoppers } from './services/telegram-shoppers.ts';
import { loadSecretsKey, SECRET, SecretBox } from './services/secrets.ts';
import { gatewaySender, outboxSender, type SmsMode } from './services/sms.ts';
import { gatewayFor } from './sms/gateways.ts';
import { DEFAULT_GATEWAY_URLS, type GatewayUrls } from './sms/gateway.ts';
import { distPages, type PageSource } from './services/pages.ts';
import { describeLoad, loadPresetsDir, type PresetLoad } from './services/presets.ts';
import { PresetWatch, type RefusedPreset } from './services/preset-watch.ts';
import { imagesRoutes } from './routes/images.ts';
import { deliveriesRoutes } from './routes/deliveries.ts';
import { devRoutes } from './routes/dev.ts';
import { operatorRoutes } from './routes/operator.ts';
import { webbotRoutes } from './routes/webbot.ts';
import { ordersRoutes } from './routes/orders.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { productsRoutes } from './routes/products.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { supportRoutes } from './routes/support.ts';
import { usersRoutes } from './routes/users.ts';
import type { MapConfig } from '#schemas/map-config';

const root = resolve(import.meta.dirname, '../..');

/** Path prefixes of the API: these never fall through to the storefront's pages. */
export const API_PREFIXES = ['users', 'products', 'orders', 'deliveries', 'payments', 'support', 'webbot'] as const;
/** Development paths (the SMS outbox, the preview sheet): never a storefront page, never cross-origin. */
const DEV_PREFIX = 'dev';
/** The restaurant's API (operator keys): never a page, never cross-origin. */
const OPERATOR_PREFIX = 'operator';
/** The merchant studio's API (staff tokens): never a page, never cross-origin. */
const STUDIO_API_PREFIX = 'studio/v1';

export interface ServerOptions {
  /** PGlite data folder, or 'memory'. Ignored when `databaseUrl` is given. */
  readonly dataDir?: string;
  /**
   * The studio's uploaded images; default uploads/ of the data folder, or a folder of its own
   * removed on close when the data lives in memory or on PostgreSQL without a data folder.
   */
  readonly uploadsDir?: string;
  readonly databaseUrl?: string;
  /** PostgreSQL schema (tests give each file its own); dropped on close when `dropSchema`. */
  readonly dbSchema?: string;
  readonly dropSchema?: boolean;
  /** Presets loaded at start; null loads none. */
  readonly presetsDir?: string | null;
  /**
   * Development only (`npm run dev`): `presetsDir` is watched, a saved file loaded by itself, and a
   * refused one's problems shown on its brand's pages beside its last good version.
   */
  readonly watchPresets?: boolean;
  /** The build of `npm run build` (client/ and server/); pages and assets come from it. */
  readonly distDir?: string;
  /** Where pages are rendered from; default the build in `distDir` (the dev server passes Vite's). */
  readonly pages?: PageSource;
  readonly publicDir?: string;
  /** The per-merchant cache (default on). */
  readonly cache?: boolean;
  /** The rendered-page cache (default on; off with the per-merchant cache too). */
  readonly pageCache?: boolean;
  /** The pages' Content-Security-Policy (default on; Vite's dev client needs it off). */
  readonly csp?: boolean;
  /** Tiles of the storefront's Leaflet maps (MAP_TILE_URL). */
  readonly maps?: MapConfig;
  /** PostgreSQL: back-off of a lost change listener (default 100 ms doubling to 5 s). */
  readonly listenRetry?: DatabaseOptions['listenRetry'];
  readonly corsOrigins?: readonly string[];
  /** Base domains whose sub-domains name brands (BRAND_DOMAINS); default localhost and local. */
  readonly brandDomains?: readonly string[];
  readonly log?: (line: string) => void;
  /** SECRETS_KEY (32 bytes, hex or base64); default: the data folder's key, or a fresh one in memory. */
  readonly secretsKey?: string;
  /**
   * SMS: `mode` outbox or gateway (default: gateway when a merchant has gateway credentials,
   * else outbox); `production` refuses outbox mode unless `outboxAllowed`; gateway base URLs.
   */
  readonly sms?: { readonly mode?: SmsMode; readonly production?: boolean; readonly outboxAllowed?: boolean; readonly urls?: Partial<GatewayUrls> };
  readonly accountSettings?: Partial<AccountSettings>;
  /** Client addresses from X-Forwarded-For (TRUST_PROXY). */
  readonly trustProxy?: boolean;
  /**
   * Telegram: bot tokens by merchant sub (TELEGRAM_BOT_TOKENS), sealed into the secrets at
   * start; how old init data may be (TELEGRAM_INIT_DATA_MAX_AGE_SECONDS, default one day).
   */
  readonly telegram?: { readonly botTokens?: Readonly<Record<string, string>>; readonly initDataMaxAgeSeconds?: number };
  /** The clock of the order rules (tests fix it); default the system's. */
  readonly clock?: () => Date;
  /** The demo kitchen (DEMO_KITCHEN): default on with the embedded database, off on PostgreSQL. */
  readonly demoKitchen?: boolean;
  /** How long each demo kitchen step takes (DEMO_KITCHEN_STEP_MS); default 20 s. */
  readonly demoKitchenStepMs?: number;
  /** How often the scheduled work runs (SCHEDULER_INTERVAL_MS); default 5 s; null: never by itself. */
  readonly schedulerIntervalMs?: number | null;
  /** Event streams: heartbeat, sign-in re-check, ticket lifetime. */
  readonly streams?: Partial<StreamSettings>;
  /**
   * Online payments: the sandbox serves merchants without credentials (default on unless
   * `production`; production refuses it), the providers' addresses (local fakes in tests), and the
   * fetch that calls them.
   */
  readonly payments?: { readonly sandbox?: boolean; readonly production?: boolean; readonly urls?: Partial<ProviderUrls>; readonly fetch?: FetchLike };
  /** amoCRM (services/crm.ts): every merchant's address replaced (tests: a local fake), and the fetch that calls it. */
  readonly crm?: { readonly baseUrl?: string; readonly fetch?: FetchLike };
  /** Brands' Yandex Metrica counters on their pages (decision 022); default `metricaByDefault`: off under CI and tests. */
  readonly metrica?: boolean;
  /** NODE_ENV=production: no development page (/dev/preview) is served. Default off. */
  readonly production?: boolean;
}

/**
 * Metrica's counters are on unless tests run: under CI, in a Vitest process, and in the servers
 * its end-to-end tests start (they inherit its environment), so no test reaches Metrica.
 */
export const metricaByDefault = (env: NodeJS.ProcessEnv): boolean => !/^(true|1)$/i.test(env.CI ?? '') && !env.VITEST && env.NODE_ENV !== 'test';

export const DEFAULT_STREAM_SETTINGS: StreamSettings = { heartbeatMs: 15_000, recheckMs: 60_000, ticketTtlSeconds: 300 };
export const DEFAULT_DEMO_KITCHEN_STEP_MS = 20_000;
export const DEFAULT_SCHEDULER_INTERVAL_MS = 5_000;

export interface Server {
  readonly app: Hono;
  readonly db: Database;
  readonly data: BrandData;
  readonly presets: readonly PresetLoad[];
  /** The watch of the presets' folder, when `watchPresets`. */
  readonly presetWatch: PresetWatch | null;
  readonly accounts: Accounts;
  readonly life: OrderLife;
  readonly events: OrderEventHub;
  readonly scheduler: Scheduler;
  readonly payments: Payments;
  /** The demo kitchen, when it runs. */
  readonly kitchen: DemoKitchen | null;
  readonly operatorKeys: OperatorKeys;
  readonly smsMode: SmsMode;
  readonly telegram: Telegram;
  /** Seals and opens merchant secrets (the preset loader needs it). */
  readonly secrets: SecretBox;
  close(): Promise<void>;
}

/**
 * The policy of every answer that sets none of its own (a redirect, such as an unknown brand's to
 * /merchantNotAvailable, a plain-text answer, the API's JSON): nothing may load, run or frame it,
 * but for the Telegram clients, which frame the mini app. A page sets its own (services/pages.ts).
 */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'self' https://web.telegram.org https://*.telegram.org; base-uri 'none'; form-action 'none'";

function securityHeaders(options: { csp: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (options.csp && !c.res.headers.has('Content-Security-Policy')) setAnswerHeader(c, 'Content-Security-Policy', FALLBACK_CSP);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:')) {
      setAnswerHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Refuses, before any route runs, what no route may see:
 * - a Host that is no host name: @hono/node-server builds the request's URL from it, and a host
 *   such as `burger.123` makes every later `new URL(c.req.url)` throw;
 * - control characters (a NUL above all) in the merchant header or cookie, which would reach a
 *   query. Other values that name no merchant are the routes' business (404, or the plain page).
 */
function requestCheck(): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isValidHost(host)) {
      throw new ApiFailure('BAD_REQUEST', {
        fields: [{ path: '$.header.host', message: 'expected a host name, an IP address or [IPv6], with an optional port' }],
      });
    }
    const named = [
      { path: '$.header.merchant', value: c.req.header(MERCHANT_HEADER) },
      // hono decodes the cookie's percent-escapes: `merchant=%00` arrives as a NUL.
      { path: '$.cookie.merchant', value: getCookie(c, COOKIE.merchant) },
    ];
    for (const { path, value } of named) {
      if (value !== undefined && CONTROL_CHARACTERS.test(value)) {
        throw new ApiFailure('BAD_REQUEST', { fields: [{ path, message: 'expected an id: 1-64 letters, digits, - or _' }] });
      }
    }
    if (leavesApiPrefix(c.env as Partial<HttpBindings> | undefined, c.req.path)) {
      throw new ApiFailure('BAD_REQUEST', { fields: [{ path: '$.path', message: 'expected a path without . or .. segments' }] });
    }
    await next();
  };
}

const GUARDED_PREFIXES: ReadonlySet<string> = new Set([...API_PREFIXES, 'img', DEV_PREFIX, OPERATOR_PREFIX, 'studio']);
const firstSegment = (path: string) => {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether the request target, as the client sent it, has `.` or `..` segments (`%2e` forms
 * included) under an API or image prefix, before or after normalisation. The URL the app sees is
 * already normalised (`/img/cdn/../../x` arrives as `/x`, a page), so only the raw target that
 * @hono/node-server keeps tells such a request from a page's; nothing of ours sends one.
 */
function leavesApiPrefix(env: Partial<HttpBindings> | undefined, path: string): boolean {
  const raw = env?.incoming?.url;
  if (!raw) return false;
  const rawPath = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? '';
  const dotted = rawPath.split('/').some((segment) => {
    const s = segment.replace(/%2e/gi, '.');
    return s === '.' || s === '..';
  });
  return dotted && (GUARDED_PREFIXES.has(firstSegment(rawPath)) || GUARDED_PREFIXES.has(firstSegment(path)));
}

/** Seals each bot token of TELEGRAM_BOT_TOKENS for the merchant of its sub; an unknown sub is logged. */
async function storeBotTokens(db: Database, box: SecretBox, tokens: Readonly<Record<string, string>>, log: (line: string) => void) {
  for (const [sub, token] of Object.entries(tokens)) {
    const merchant = await findMerchant(db, { sub });
    if (!merchant) {
      log(`TELEGRAM_BOT_TOKENS: no brand ${sub}`);
      continue;
    }
    await db.transaction((tx) => writeSecret(tx, box, merchant.id, SECRET.telegramBot, token));
  }
}

export interface AppOptions {
  readonly maps?: MapConfig;
  readonly distDir: string;
  readonly pages: PageSource;
  readonly publicDir: string;
  readonly uploadsDir: string;
  readonly corsOrigins: readonly string[];
  readonly pageCache: boolean;
  readonly csp: boolean;
  readonly metrica?: boolean;
  /** Development only: the refused preset files a brand's pages show. */
  readonly refusedPresets?: (sub: string | null) => readonly RefusedPreset[];
}

export function buildApp(ctx: ServerContext, options: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders({ csp: options.csp }));
  app.use(requestCheck());
  if (options.corsOrigins.length > 0) {
    const allowCors = cors({
      origin: [...options.corsOrigins],
      allowHeaders: ['Content-Type', 'Authorization', MERCHANT_HEADER, IDEMPOTENCY_HEADER, CHANNEL_HEADER],
      exposeHeaders: ['ETag'],
      credentials: true,
    });
    // One registration per prefix: Hono's paths have no alternation (`/(a|b)/*` matches nothing).
    for (const prefix of API_PREFIXES) app.use(`/${prefix}/*`, allowCors);
  }
  app.use(compress());

  app.route('/users', usersRoutes(ctx));
  app.route('/products', productsRoutes(ctx));
  app.route('/support', supportRoutes(ctx));
  if (ctx.payments.sandbox) {
    // The sandbox's pages call the app's own callback endpoints in process, as a provider's request would arrive.
    app.route(
      '/payments/sandbox',
      paymentSandboxRoutes(ctx.payments.providers, () => (path, init) => Promise.resolve(app.request(path, init))),
    );
    ctx.payments.answerSandboxWith((url, init) => {
      const target = new URL(url);
      return Promise.resolve(app.request(`${target.pathname}${target.search}`, init));
    });
  }
  app.route('/payments', paymentsRoutes(ctx));
  app.route('/orders', ordersRoutes(ctx));
  app.route('/deliveries', deliveriesRoutes(ctx));
  app.route('/webbot', webbotRoutes(ctx));
  app.route('/img', imagesRoutes({ publicDir: options.publicDir, uploadsDir: options.uploadsDir }));
  // An API path nothing answered is a JSON 404, never the storefront's page.
  app.route(`/${DEV_PREFIX}`, devRoutes(ctx, { pages: options.pages, api: (path, init) => Promise.resolve(app.request(path, init)) }));
  app.route(`/${OPERATOR_PREFIX}`, operatorRoutes(ctx));
  // The studio's API; its pages are /studio and below, served by the storefront's routes.
  app.route('/studio', studioRoutes(ctx));
  for (const prefix of [...API_PREFIXES, 'img', DEV_PREFIX, OPERATOR_PREFIX, STUDIO_API_PREFIX]) {
    app.all(`/${prefix}/*`, () => {
      throw new ApiFailure('NOT_FOUND');
    });
  }
  app.route(
    '/',
    storefrontRoutes(ctx, {
      pages: options.pages,
      clientDir: resolve(options.distDir, 'client'),
      // Pages take their data through the API, answered in process.
      api: (path, init) => Promise.resolve(app.request(path, init)),
      cache: options.pageCache,
      csp: options.csp,
      maps: options.maps,
      metrica: options.metrica ?? false,
      refusedPresets: options.refusedPresets,
    }),
  );

  app.onError(answerError);
  return app;
}

export async function createServer(options: ServerOptions = {}): Promise<Server> {
  const log = options.log ?? (() => {});
  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? resolve(root, '.data'),
    schema: options.dbSchema,
    listenRetry: options.listenRetry,
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    // Needs the schemas, so TypeScript: rows stored before keys were checked lose the unknown ones (decision 029).
    await migrateUnknownKeys(db, log);
    const presetsDir = options.presetsDir === undefined ? resolve(root, 'presets') : options.presetsDir;
    // The key file lives in the data folder; on PostgreSQL only when a folder is named.
    const dataDir = options.databaseUrl ? options.dataDir : (options.dataDir ?? resolve(root, '.data'));
    const box = new SecretBox(loadSecretsKey({ key: options.secretsKey, dataDir }));
    const folder = dataDir && dataDir !== 'memory' ? dataDir : null;
    const ownUploads = !options.uploadsDir && !folder ? mkdtempSync(join(tmpdir(), 'storefront-uploads-')) : null;
    const uploadsDir = options.uploadsDir ?? ownUploads ?? join(folder!, 'uploads');
    const publicDir = options.publicDir ?? resolve(root, 'public');
    const presetLoad = { secrets: box, imagesDir: join(publicDir, 'images') };
    const presets = presetsDir ? await loadPresetsDir(db, presetsDir, presetLoad) : [];
    for (const load of presets) log(describeLoad(load));

    const smsMode = options.sms?.mode ?? ((await anySecret(db, SECRET.sms)) ? 'gateway' : 'outbox');
    if (smsMode === 'outbox' && options.sms?.production && !options.sms.outboxAllowed) {
      throw new Error(
        "SMS_MODE=outbox in production: sign-in codes would never reach a phone. Configure the merchants' SMS gateways, or allow it with SMS_OUTBOX_ALLOWED=yes",
      );
    }
    const urls = { ...DEFAULT_GATEWAY_URLS, ...options.sms?.urls };
    const sms = smsMode === 'outbox' ? outboxSender(db, log) : gatewaySender(db, box, (credentials) => gatewayFor(credentials, urls), log);
    log(`sms: ${smsMode}${smsMode === 'outbox' ? ' (codes are kept in the outbox and printed here)' : ''}`);
    const accounts = new Accounts(db, box, sms, { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accountSettings });

    const now = options.clock ?? (() => new Date());
    const telegram = new Telegram(db, box, { maxAgeSeconds: options.telegram?.initDataMaxAgeSeconds ?? 86_400, now });
    await storeBotTokens(db, box, options.telegram?.botTokens ?? {}, log);

    const data = new BrandData(db, { cache: options.cache ?? true });
    await data.watch();
    const events = new OrderEventHub(db);
    await events.start();
    const life = new OrderLife(db, data);
    const operatorKeys = new OperatorKeys(db);
    const sandbox = options.payments?.sandbox ?? !options.payments?.production;
    if (sandbox && options.payments?.production) {
      throw new Error("PAYMENT_SANDBOX=on in production: orders would be marked paid by pages of this server. Give the merchants' payment credentials instead");
    }
    const providers = new PaymentProviders(db, box, { sandbox, urls: options.payments?.urls });
    const payments = new Payments(db, data, life, providers, box, { now, fetch: options.payments?.fetch ?? fetch, log });
    if (sandbox) log('payments: merchants without credentials pay in the sandbox (/payments/sandbox: test pages, never in production)');
    const crm = new Crm(db, box, { fetch: options.crm?.fetch ?? fetch, baseUrl: options.crm?.baseUrl, log });
    const scheduler = new Scheduler(db, life, { now, log, payments, crm });
    const intervalMs = options.schedulerIntervalMs === undefined ? DEFAULT_SCHEDULER_INTERVAL_MS : options.schedulerIntervalMs;
    if (intervalMs !== null) scheduler.start(intervalMs);
    const kitchen =
      (options.demoKitchen ?? db.kind === 'pglite')
        ? new DemoKitchen(db, life, data, { stepMs: options.demoKitchenStepMs ?? DEFAULT_DEMO_KITCHEN_STEP_MS, now, log })
        : null;
    if (kitchen) {
      kitchen.start();
      log(
        `demo kitchen: orders move a step every ${Math.round((options.demoKitchenStepMs ?? DEFAULT_DEMO_KITCHEN_STEP_MS) / 1000)} s (DEMO_KITCHEN=off stops it)`,
      );
    }
    const presetWatch = options.watchPresets && presetsDir ? new PresetWatch(db, presetsDir, { load: presetLoad, data, log }) : null;
    presetWatch?.start(presets);
    if (presetWatch) log(`presets: watching ${presetsDir} (a saved file is loaded; a refused one's problems show on its brand's pages)`);
    const distDir = options.distDir ?? resolve(root, 'dist');
    const operatorOrders = new OperatorOrders(db);
    const tables = new Tables(db, data, box, now);
    const app = buildApp(
      {
        data,
        brandDomains: options.brandDomains ?? DEVELOPMENT_BRAND_DOMAINS,
        accounts,
        addresses: new Addresses(db),
        orders: new Orders(db, data, (merchantId) => payments.offeredSettings(merchantId), tables),
        payments,
        life,
        shopperOrders: new ShopperOrders(db, data),
        events,
        operatorKeys,
        operatorOrders,
        studio: new Studio(db, accounts, box, operatorOrders, life, { now, uploadsDir }),
        secrets: box,
        favourites: new Favourites(db, data),
        promos: new OpenPromos(db, data, now),
        vacancies: new Vacancies(db, data, now),
        reservations: new Reservations(db, data, now),
        tables,
        reviews: new Reviews(db, data, now),
        streams: { ...DEFAULT_STREAM_SETTINGS, ...options.streams },
        telegram,
        telegramShoppers: new TelegramShoppers(db, telegram),
        smsMode,
        production: options.production ?? false,
        trustProxy: options.trustProxy ?? false,
        now,
      },
      {
        distDir,
        pages: options.pages ?? distPages(distDir),
        publicDir,
        uploadsDir,
        corsOrigins: options.corsOrigins ?? [],
        pageCache: (options.pageCache ?? true) && (options.cache ?? true),
        csp: options.csp ?? true,
        maps: options.maps,
        metrica: options.metrica ?? metricaByDefault(process.env),
        ...(presetWatch ? { refusedPresets: (sub: string | null) => presetWatch.refusedFor(sub) } : {}),
      },
    );
    return {
      app,
      db,
      data,
      presets,
      presetWatch,
      accounts,
      life,
      events,
      scheduler,
      payments,
      kitchen,
      operatorKeys,
      smsMode,
      telegram,
      secrets: box,
      close: async () => {
        await presetWatch?.close();
        await kitchen?.close();
        await scheduler.close();
        await events.close();
        await data.close();
        if (options.dropSchema && options.dbSchema && db.kind === 'postgres') {
          await dropSchema(db, options.dbSchema);
        }
        await db.close();
        if (ownUploads) rmSync(ownUploads, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
