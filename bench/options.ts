/**
 * The command line of `npm run bench`: which parts run and how far each is narrowed.
 *
 *   --only=js,lighthouse,interactions,render,overalls,large,studio,signin,orders,streams,kill,payments   parts to run (default: all)
 *   --brand=burger,sushi      demo brands of the lighthouse, interactions and js parts (default: every preset)
 *   --routes=home,product     routes of the lighthouse and js parts (checkout, vacancy, favorites, promos, booking: lighthouse only)
 *   --runs=3                  lighthouse runs per route, interaction runs per action, studio editor opens (the median is judged)
 *   --duration=10             seconds of each load-generator run
 *   --requests=30             sequential requests of the server-rendering timing
 *   --max-steps=1000          scroll steps at most on the 2,000-product brand
 *   --phones=2000             shoppers signing in, in the signin part
 *   --streams=1000            event streams open at once, in the streams part
 *   --moves=100               status moves timed, in the streams part
 *   --kills=20                SIGKILLs of the server, in the kill part
 *   --payment-orders=1000     Payme orders paid by callbacks, in the payments part
 *   --build                   rebuild dist/ first (it is built when missing)
 */
export const PARTS = ['js', 'lighthouse', 'interactions', 'render', 'overalls', 'large', 'studio', 'signin', 'orders', 'streams', 'kill', 'payments'] as const;
export type Part = (typeof PARTS)[number];

/**
 * The routes Lighthouse judges (the checkout and the profile's screens as a signed-in shopper with
 * a filled basket sees them, the others on a first visit; a screen only on the brands whose plan
 * has it), and those whose first-load JavaScript is weighed (a first visit).
 */
export const LIGHTHOUSE_ROUTES = ['home', 'category', 'product', 'basket', 'checkout', 'vacancy', 'favorites', 'promos', 'booking'] as const;
export const JS_ROUTES = ['home', 'category', 'product', 'basket', 'search', 'branches', 'about'] as const;
export type RouteName = (typeof LIGHTHOUSE_ROUTES)[number] | (typeof JS_ROUTES)[number];
/** Routes judged with a returning shopper's storage: signed in, products in the basket. */
export const SHOPPER_ROUTES: readonly RouteName[] = ['checkout', 'favorites', 'promos', 'booking'];

export interface Options {
  readonly only: ReadonlySet<Part>;
  /** Subs to measure; null: every preset of presets/. */
  readonly brands: readonly string[] | null;
  /** Routes to measure; null: every route of the part. */
  readonly routes: readonly RouteName[] | null;
  readonly runs: number;
  readonly durationSec: number;
  readonly requests: number;
  readonly maxSteps: number;
  readonly phones: number;
  readonly streams: number;
  readonly moves: number;
  readonly kills: number;
  readonly paymentOrders: number;
  readonly build: boolean;
}

function list(value: string | undefined): string[] | null {
  if (value == null) return null;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value == null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, not ${value}`);
  return n;
}

export function parseOptions(argv: readonly string[]): Options {
  const args = new Map(
    argv.map((a) => {
      const [k, ...v] = a.replace(/^--/, '').split('=');
      return [k!, v.length ? v.join('=') : 'true'] as const;
    }),
  );
  const known = new Set([
    'only',
    'brand',
    'routes',
    'runs',
    'duration',
    'requests',
    'max-steps',
    'phones',
    'streams',
    'moves',
    'kills',
    'payment-orders',
    'build',
  ]);
  for (const key of args.keys()) if (!known.has(key)) throw new Error(`unknown option --${key}`);

  const only = list(args.get('only')) ?? [...PARTS];
  for (const part of only) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`--only: no part ${part} (parts: ${PARTS.join(', ')})`);
  const routes = list(args.get('routes'));
  const knownRoutes: readonly string[] = [...new Set<string>([...LIGHTHOUSE_ROUTES, ...JS_ROUTES])];
  for (const route of routes ?? []) if (!knownRoutes.includes(route)) throw new Error(`--routes: no route ${route} (routes: ${knownRoutes.join(', ')})`);
  return {
    only: new Set(only as Part[]),
    brands: list(args.get('brand')),
    routes: routes as RouteName[] | null,
    runs: positive('runs', args.get('runs'), 3),
    durationSec: positive('duration', args.get('duration'), 10),
    requests: positive('requests', args.get('requests'), 30),
    maxSteps: positive('max-steps', args.get('max-steps'), 1000),
    phones: positive('phones', args.get('phones'), 2000),
    streams: positive('streams', args.get('streams'), 1000),
    moves: positive('moves', args.get('moves'), 100),
    kills: positive('kills', args.get('kills'), 20),
    paymentOrders: positive('payment-orders', args.get('payment-orders'), 1000),
    build: args.has('build'),
  };
}
