/**
 * The server: database (PGlite or PostgreSQL), migrations, presets, the per-merchant cache,
 * and the Hono app with one route module per service prefix. `createServer` is what main.ts
 * runs and what tests call in process (`server.app.request(...)`).
 */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ApiFailure } from './errors.ts';
import type { ServerContext } from './http.ts';
import { BrandData } from './services/brand-data.ts';
import { distPages, type PageSource } from './services/pages.ts';
import { describeLoad, loadPresetsDir, type PresetLoad } from './services/presets.ts';
import { imagesRoutes } from './routes/images.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { productsRoutes } from './routes/products.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { supportRoutes } from './routes/support.ts';
import { usersRoutes } from './routes/users.ts';

const root = resolve(import.meta.dirname, '../..');

/** Path prefixes of the API: these never fall through to the storefront's pages. */
export const API_PREFIXES = ['users', 'products', 'orders', 'deliveries', 'payments', 'support', 'webbot'] as const;

export interface ServerOptions {
  /** PGlite data folder, or 'memory'. Ignored when `databaseUrl` is given. */
  readonly dataDir?: string;
  readonly databaseUrl?: string;
  /** PostgreSQL schema (tests give each file its own); dropped on close when `dropSchema`. */
  readonly dbSchema?: string;
  readonly dropSchema?: boolean;
  /** Presets loaded at start; null loads none. */
  readonly presetsDir?: string | null;
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
  readonly corsOrigins?: readonly string[];
  readonly log?: (line: string) => void;
}

export interface Server {
  readonly app: Hono;
  readonly db: Database;
  readonly data: BrandData;
  readonly presets: readonly PresetLoad[];
  close(): Promise<void>;
}

function securityHeaders(): Parameters<Hono['use']>[1] {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:') {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}

export interface AppOptions {
  readonly distDir: string;
  readonly pages: PageSource;
  readonly publicDir: string;
  readonly corsOrigins: readonly string[];
  readonly pageCache: boolean;
  readonly csp: boolean;
}

export function buildApp(ctx: ServerContext, options: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  if (options.corsOrigins.length > 0) {
    app.use(`/(${API_PREFIXES.join('|')})/*`, cors({
      origin: [...options.corsOrigins],
      allowHeaders: ['Content-Type', 'Authorization', 'merchant', 'Idempotency-Key'],
      exposeHeaders: ['ETag'],
      credentials: true,
    }));
  }
  app.use(compress());

  app.route('/users', usersRoutes(ctx));
  app.route('/products', productsRoutes(ctx));
  app.route('/support', supportRoutes(ctx));
  app.route('/payments', paymentsRoutes(ctx));
  app.route('/img', imagesRoutes({ publicDir: options.publicDir }));
  // An API path nothing answered is a JSON 404, never the storefront's page.
  for (const prefix of [...API_PREFIXES, 'img']) {
    app.all(`/${prefix}/*`, () => {
      throw new ApiFailure('NOT_FOUND');
    });
  }
  app.route('/', storefrontRoutes(ctx, {
    pages: options.pages,
    clientDir: resolve(options.distDir, 'client'),
    // Pages take their data through the API, answered in process.
    api: (path, init) => Promise.resolve(app.request(path, init)),
    cache: options.pageCache,
    csp: options.csp,
  }));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.body, error.status as 400);
    console.error(`${c.req.method} ${c.req.path}:`, error);
    const failure = new ApiFailure('INTERNAL');
    return c.json(failure.body, 500);
  });
  return app;
}

export async function createServer(options: ServerOptions = {}): Promise<Server> {
  const log = options.log ?? (() => {});
  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? resolve(root, '.data'),
    schema: options.dbSchema,
  });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    const presetsDir = options.presetsDir === undefined ? resolve(root, 'presets') : options.presetsDir;
    const presets = presetsDir ? await loadPresetsDir(db, presetsDir) : [];
    for (const load of presets) log(describeLoad(load));

    const data = new BrandData(db, { cache: options.cache ?? true });
    await data.watch();
    const distDir = options.distDir ?? resolve(root, 'dist');
    const app = buildApp({ data }, {
      distDir,
      pages: options.pages ?? distPages(distDir),
      publicDir: options.publicDir ?? resolve(root, 'public'),
      corsOrigins: options.corsOrigins ?? [],
      pageCache: (options.pageCache ?? true) && (options.cache ?? true),
      csp: options.csp ?? true,
    });
    return {
      app,
      db,
      data,
      presets,
      close: async () => {
        await data.close();
        if (options.dropSchema && options.dbSchema && db.kind === 'postgres') {
          await db.exec(`drop schema if exists ${options.dbSchema} cascade`);
        }
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
