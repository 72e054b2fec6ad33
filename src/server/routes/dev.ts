/**
 * /dev: development only, and only to a request from the loopback interface that no proxy
 * forwarded; anything else is the plain API 404, as if it did not exist.
 *
 * - `GET /dev/outbox?phone=` lists the SMS outbox of one phone at the request's merchant, newest
 *   first, so a developer and the browser tests can sign in without a gateway. Only in outbox mode.
 * - `GET /dev/preview?vendor=SUB` is the preview sheet of a brand (routes/preview-sheet.ts): its
 *   main screens, as its plan offers them, at a phone's, a tablet's and a desktop's width, in each
 *   language it offers. Never in production. A brand host names the brand without `?vendor=`;
 *   no brand, or an unknown one, answers the list of the brands there are.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '#schemas/endpoint-table';
import type { PageFetch } from '#schemas/page';
import { subFromHost } from '#domain/merchant-host';
import { ApiFailure } from '../errors.ts';
import { queryOf, requestOrigin, requireMerchant, type AppEnv, type ServerContext } from '../http.ts';
import { phoneOrFail } from '../services/accounts.ts';
import type { PageSource } from '../services/pages.ts';
import { PREVIEW_TTL_SECONDS } from '../services/studio.ts';
import { brandsPage, SHEET_CSP, sheetPage } from './preview-sheet.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request straight from this machine: a loopback socket, and no proxy header saying otherwise. */
export function fromLoopback(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
  return address !== undefined && LOOPBACK.has(address);
}

export interface DevOptions {
  /** Where the storefront's pages come from: its entry says which screens a brand has. */
  readonly pages: PageSource;
  /** The API in process, for the entry's reads. */
  readonly api: PageFetch;
}

export function devRoutes(ctx: ServerContext, options: DevOptions) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    if (!fromLoopback(c)) throw new ApiFailure('NOT_FOUND');
    await next();
  });
  app.get(
    '/outbox',
    async (c, next) => {
      if (ctx.smsMode !== 'outbox') throw new ApiFailure('NOT_FOUND');
      await next();
    },
    requireMerchant(ctx),
    async (c) => {
      const merchantId = c.get('merchant').id;
      const phone = phoneOrFail(queryOf(c, endpoints.devOutbox).phone);
      c.header('Cache-Control', 'no-store');
      return c.json(await ctx.accounts.outbox(merchantId, phone));
    },
  );
  app.get('/preview', async (c) => {
    if (ctx.production) throw new ApiFailure('NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Security-Policy', SHEET_CSP);
    const query = c.req.url.indexOf('?');
    const search = query < 0 ? '' : c.req.url.slice(query);
    const sub = subFromHost(c.req.header('host') ?? '', search, ctx.brandDomains);
    const row = sub ? await ctx.data.merchant({ sub }) : null;
    if (!row) {
      const asked = sub ?? new URLSearchParams(search).get('vendor');
      return c.html(brandsPage(asked, await ctx.data.subs()), asked === null ? 200 : 404);
    }
    const build = await options.pages.current(c.req.path);
    if (!build) return c.text('The storefront is not built yet: run `npm run build` (npm start does it).', 503);
    const merchant = { id: row.id, sub: row.sub };
    const [screens, { settings }, subs] = await Promise.all([
      build.entry.screens({ origin: requestOrigin(c), merchant, fetch: options.api }),
      ctx.data.settings(row.id),
      ctx.data.subs(),
    ]);
    const { token } = ctx.studio.previewToken(row.id);
    return c.html(sheetPage({ sub: row.sub, screens, settings, token, tokenMinutes: PREVIEW_TTL_SECONDS / 60, subs }));
  });
  return app;
}
