/**
 * The server's settings, from the environment, parsed once at start (README, Environment).
 * A bad value stops the start with a message naming the variable.
 */
import * as z from 'zod/mini';
import { describeIssue } from '#schemas/issue-text';
import { DEVELOPMENT_BRAND_DOMAINS, normalizeBaseDomain } from '#domain/merchant-host';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from '#schemas/map-config';
import { tileUrlSchema } from '#schemas/tile-url';

const port = z.pipe(z.string().check(z.regex(/^\d+$/)), z.pipe(z.transform(Number), z.int().check(z.gte(1), z.lte(65535))));

const positive = (max: number) => z.pipe(z.string().check(z.regex(/^\d+$/)), z.pipe(z.transform(Number), z.int().check(z.gte(1), z.lte(max))));
const seconds = positive(86_400);
const count = positive(100_000);

/** `sub=token,sub=token`; a bot token is `<digits>:<letters, digits, - and _>`. */
const botTokens = z.pipe(
  z.string().check(
    z.regex(/^\s*([a-z0-9-]+=\d+:[A-Za-z0-9_-]+)(\s*,\s*[a-z0-9-]+=\d+:[A-Za-z0-9_-]+)*\s*$/, {
      error: 'expected sub=bot-token pairs separated by commas (burger=123456:ABC-def)',
    }),
  ),
  z.transform(
    (value: string) =>
      Object.fromEntries(
        value.split(',').map((pair) => {
          const [sub, token] = pair.trim().split(/=(.*)/s);
          return [sub!, token!];
        }),
      ) as Record<string, string>,
  ),
);

const DOMAIN_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** Comma-separated base domains, each a DNS name; at least one. */
const domainList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.split(',').map(normalizeBaseDomain).filter(Boolean)),
  ),
  z
    .array(z.string().check(z.regex(DOMAIN_NAME, { error: 'expected domain names separated by commas' })))
    .check(z.minLength(1, { error: 'expected at least one domain name' })),
);

export const configSchema = z.object({
  PORT: z._default(port, 8080),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//))),
  DATABASE_SCHEMA: z.optional(z.string().check(z.regex(/^[a-z_][a-z0-9_]{0,62}$/))),
  PRESETS_DIR: z._default(z.string(), 'presets'),
  DIST_DIR: z._default(z.string(), 'dist'),
  PUBLIC_DIR: z._default(z.string(), 'public'),
  CORS_ORIGINS: z._default(z.string(), ''),
  /** Base domains whose sub-domains name brands (`burger.example.uz`); others name none. */
  BRAND_DOMAINS: z._default(domainList, [...DEVELOPMENT_BRAND_DOMAINS]),
  OVERALLS_CACHE: z._default(z.enum(['on', 'off']), 'on'),
  PAGE_CACHE: z._default(z.enum(['on', 'off']), 'on'),
  /** 32 bytes (64 hex digits or base64) sealing merchant secrets; instances on one PostgreSQL share it. */
  SECRETS_KEY: z.optional(z.string().check(z.regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, { error: 'expected 32 bytes as 64 hex digits or base64' }))),
  /** outbox: codes kept in a table and the log; gateway: the merchants' SMS gateways. Default: gateway when any merchant has credentials. */
  SMS_MODE: z.optional(z.enum(['outbox', 'gateway'])),
  /** Production refuses outbox mode unless this says yes. */
  SMS_OUTBOX_ALLOWED: z._default(z.enum(['yes', 'no']), 'no'),
  ESKIZ_URL: z.optional(z.url()),
  PLAY_MOBILE_URL: z.optional(z.url()),
  SMS_CODE_TTL_SECONDS: z._default(seconds, 300),
  SMS_RESEND_SECONDS: z._default(seconds, 60),
  SMS_CODES_PER_PHONE_HOUR: z._default(count, 5),
  SMS_CODES_PER_ADDRESS_HOUR: z._default(count, 30),
  SMS_CODE_MAX_FAILURES: z._default(count, 5),
  TOKEN_TTL_DAYS: z._default(count, 30),
  /** Behind a proxy of ours: the client's address is the first of X-Forwarded-For. */
  TRUST_PROXY: z._default(z.enum(['on', 'off']), 'off'),
  /** The demo kitchen moves orders along by itself. Default: on with the embedded database, off on PostgreSQL. */
  DEMO_KITCHEN: z.optional(z.enum(['on', 'off'])),
  /** How long each demo kitchen step takes. */
  DEMO_KITCHEN_STEP_MS: z._default(positive(3_600_000), 20_000),
  /** How often each instance runs the scheduled work (scheduled orders falling due, cashback). */
  SCHEDULER_INTERVAL_MS: z._default(positive(3_600_000), 5_000),
  /** A heartbeat on every open event stream this often. */
  STREAM_HEARTBEAT_SECONDS: z._default(positive(3_600), 15),
  /** How long a stream ticket opens event streams. */
  STREAM_TICKET_TTL_SECONDS: z._default(positive(86_400), 300),
  /** Bot tokens by brand: `burger=123:ABC,coffee=456:DEF` (sealed into the secrets at start). */
  TELEGRAM_BOT_TOKENS: z._default(botTokens, {}),
  /** How old Telegram init data may be, in seconds (default one day). */
  TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: z._default(positive(31 * 86_400), 86_400),
  /** Tiles of the Leaflet maps (brands with mapType LEAFLET, and the fallback when Yandex cannot load): a URL template with {z}, {x}, {y}. */
  MAP_TILE_URL: z._default(tileUrlSchema, DEFAULT_TILE_URL),
  /** The credit the tile provider asks for. */
  MAP_TILE_ATTRIBUTION: z._default(z.string(), DEFAULT_TILE_ATTRIBUTION),
  /** The payment sandbox for merchants without credentials: default on unless NODE_ENV=production, which refuses it. */
  PAYMENT_SANDBOX: z.optional(z.enum(['on', 'off'])),
  /** The providers' addresses (their production hosts by default). */
  PAYME_CHECKOUT_URL: z.optional(z.url()),
  PAYME_SUBSCRIBE_URL: z.optional(z.url()),
  CLICK_PAY_URL: z.optional(z.url()),
  UZUM_CHECKOUT_URL: z.optional(z.url()),
  NODE_ENV: z.optional(z.string()),
});
export type Config = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in a shell.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present, { error: describeIssue });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
