/**
 * The built storefront for every brand host: files of dist/ as they are (hashed assets cached
 * for good), and for every other path the brand's HTML page (services/shell.ts) with the data
 * of the first screen inlined. The brand comes from the Host sub-domain, `?vendor=` on
 * development hosts, or the merchant cookie of an earlier visit.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import type { BootData } from '#schemas/boot';
import { languageSchema } from '#schemas/common';
import type { City, OverallMenu, Policy } from '#schemas/entities';
import { COOKIE } from '#domain/cookie-names';
import { brandLanguages, resolveLanguage } from '#domain/language';
import { subFromHost } from '#domain/merchant-host';
import type { MerchantRow } from '../db/queries.ts';
import type { ServerContext } from '../http.ts';
import { renderBrandPage, renderPlainPage } from '../services/shell.ts';


/** Content-Security-Policy of the pages: own scripts only; Telegram clients may frame them. */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://telegram.org https://api-maps.yandex.ru https://*.yandex.ru",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self' data:",
  "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function storefrontRoutes(ctx: ServerContext, options: { distDir: string }) {
  const app = new Hono();
  const indexFile = join(options.distDir, 'index.html');
  let template: { text: string; mtimeMs: number } | null = null;

  /**
   * index.html as built, its stylesheets inlined (one round trip less before the first paint;
   * the CSS is a few KB); read again when a new build replaces it.
   */
  function readTemplate(): string | null {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) template = { text: inlineStylesheets(readFileSync(indexFile, 'utf8')), mtimeMs };
    return template.text;
  }

  function inlineStylesheets(html: string): string {
    return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
      const path = join(options.distDir, file);
      if (!existsSync(path)) return tag;
      // `</style` cannot occur in CSS the build wrote, but a stray one must not end the element.
      return `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  }

  async function merchantOfPage(c: Context): Promise<{ sub: string | null; row: MerchantRow | null }> {
    const url = new URL(c.req.url);
    const sub = subFromHost(c.req.header('host') ?? url.host, url.search);
    if (sub) return { sub, row: await ctx.data.merchant({ sub }) };
    const cookie = getCookie(c, COOKIE.merchant);
    const row = cookie ? await ctx.data.merchant({ id: cookie }) : null;
    return { sub: row?.sub ?? null, row };
  }

  async function brandPage(c: Context, template: string, row: MerchantRow): Promise<string> {
    const id = row.id;
    const [{ settings }, overalls, cities, policies, banners, stories, brands] = await Promise.all([
      ctx.data.settings(id),
      ctx.data.overalls(id, 'WEB'),
      ctx.data.cities(id),
      ctx.data.policies(id),
      ctx.data.banners(id),
      ctx.data.stories(id),
      ctx.data.brands(id),
    ]);
    const asked = languageSchema.safeParse(getCookie(c, COOKIE.language));
    const { offered, fallback } = brandLanguages(settings);
    const language = resolveLanguage({ asked: asked.success ? asked.data : null, offered, fallback });
    const merchant = ctx.data.publicMerchant(row);
    const boot = {
      sub: row.sub,
      merchant,
      webSettings: settings,
      overalls: overalls.menu,
      overallsEtag: overalls.etag,
      cities: cities as unknown as City[],
      policies: policies as unknown as Policy[],
      banners: settings.bannersActive ? banners : [],
      stories: settings.storiesActive ? stories : [],
      brands,
    } as BootData;
    const url = new URL(c.req.url);
    return renderBrandPage(template, {
      language,
      settings,
      menu: overalls.menu as OverallMenu,
      boot,
      site: { protocol: url.protocol, port: (c.req.header('host') ?? url.host).match(/:(\d+)$/)?.[1] ?? '' },
    });
  }

  // Files of the build: hashed assets never change, the rest is revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  }, serveStatic({ root: options.distDir }));

  app.get('*', async (c, next) => {
    const ext = extname(c.req.path);
    if (!ext || ext === '.html') return next();
    return serveStatic({ root: options.distDir })(c, async () => {
      c.res = c.text('Not found', 404);
    });
  });

  app.get('*', async (c) => {
    const page = readTemplate();
    if (!page) return c.text('The storefront is not built yet: run `npm run build` (npm start does it).', 503);
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Host, Cookie');
    const { sub, row } = await merchantOfPage(c);
    if (row) return c.html(await brandPage(c, page, row));
    // A sub that names no brand: the storefront goes straight to /merchantNotAvailable.
    const boot: BootData | null = sub ? { sub, merchant: null } : null;
    return c.html(renderPlainPage(page, boot));
  });

  return app;
}
