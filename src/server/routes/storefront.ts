/**
 * The built storefront for every brand host: files of the build as they are (hashed assets
 * cached for good), the platform files (builds/latest.json, robots.txt, sitemap.xml), and for
 * every other path the page rendered on the server by the storefront's own server entry, with
 * the brand's data in the visitor's language. Public pages are cached per (merchant, origin,
 * path, asked language, channel, whether the basket has lines, build, data version); the data
 * version changes with the database's change notifications, so a cached page never outlives its
 * data.
 */
import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { accepts } from 'hono/accepts';
import { serveStatic } from '@hono/node-server/serve-static';
import { languageSchema, type Language } from '#schemas/common';
import { tileOrigin, type MapConfig } from '#schemas/map-config';
import { PAGE_MARKERS, PAGE_STATE_ELEMENT_ID, SHOPPER_PAGES, escapeHtml, scriptJson, type PageFetch, type PageResult } from '#schemas/page';
import { ROUTE_PATHS } from '#schemas/routes';
import { COOKIE } from '#domain/cookie-names';
import { basketHintOf } from '#domain/basket-hint';
import { subFromHost } from '#domain/merchant-host';
import { languageParamOf, parsePathPrefix } from '#domain/path-prefix';
import { visitChannel } from '#domain/visit-channel';
import { METRICA_CSP, METRICA_DATASET_KEY, metricaCounter } from '#domain/metrica';
import { PREVIEW_HEADER, PREVIEW_PARAM } from '#schemas/studio-endpoints';
import { requestOrigin, type RequestMerchant, type ServerContext } from '../http.ts';
import { clearShopperCookie, shopperCookieOf } from '../shopper-cookie.ts';
import { chooseEncoding, matchingEtag } from '../accept-encoding.ts';
import { refusedPresetsPanel, type RefusedPreset } from '../services/preset-watch.ts';
import { PageCache, servablePage, STUDIO_CSP, STUDIO_MERCHANT_MARKER, type CachedPage, type PageBuild, type PageSource } from '../services/pages.ts';

/** Accept-Language's primary subtags of the storefront's languages. */
const BROWSER_LANGUAGES: Readonly<Record<string, Language>> = { uz: 'uz', ru: 'ru', en: 'eng' };

/**
 * The first of the browser's Accept-Language, by weight, that the storefront speaks ("ru-RU" is
 * Russian, "en-GB" English); Uzbek when it names none of them.
 */
function browserLanguage(c: Context): Language {
  const tag = accepts(c, {
    header: 'Accept-Language',
    supports: Object.keys(BROWSER_LANGUAGES),
    default: 'uz',
    match: (ranges, config) =>
      [...ranges]
        .filter((range) => range.q > 0)
        .sort((a, b) => b.q - a.q)
        .map((range) => range.type.toLowerCase().split('-', 1)[0]!)
        .find((primary) => config.supports.includes(primary)) ?? config.default,
  });
  return BROWSER_LANGUAGES[tag] ?? 'uz';
}

/** The merchant cookie lasts as long as the language cookie (SPEC point 9: 365 days). */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const MERCHANT_NOT_AVAILABLE = ROUTE_PATHS.merchantNotAvailable;
/** The paths of the shopper's own screens, which the server draws for the shopper of the session cookie. */
const SHOPPER_PATHS: ReadonlySet<string> = new Set(SHOPPER_PAGES.map((id) => ROUTE_PATHS[id]));

export interface StorefrontOptions {
  readonly pages: PageSource;
  /** Static files of the client build (dist/client). */
  readonly clientDir: string;
  /** The API in process, for the pages' data. */
  readonly api: PageFetch;
  /** Off: every page is rendered anew (benchmarks compare the two). */
  readonly cache: boolean;
  /** Off under Vite's dev server (its client talks to a websocket and inlines styles). */
  readonly csp: boolean;
  /** The map settings every page carries (MAP_TILE_URL); absent: the defaults. */
  readonly maps?: MapConfig;
  /** Brands' Yandex Metrica counters (off: no page allows or names one, as under CI). */
  readonly metrica: boolean;
  /**
   * Development only (`npm run dev`): the preset files of a brand (by sub) whose last save was
   * refused; its pages show their problems, never cached. Absent in production.
   */
  readonly refusedPresets?: (sub: string | null) => readonly RefusedPreset[];
}

/**
 * The client build's files, once the build is there: a server started before `npm run build`, or
 * the dev server (Vite serves its modules), has no dist/client, and that is no fault to report
 * (serveStatic warns of a missing root when it is made).
 */
function buildFiles(root: string): MiddlewareHandler {
  let serve: MiddlewareHandler | null = null;
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({ root });
    }
    return serve(c, next);
  };
}

/** Path and query of the request, without building a URL from the Host header. */
function pathAndQuery(c: Context): { path: string; search: string } {
  const query = c.req.url.indexOf('?');
  return { path: c.req.path, search: query < 0 ? '' : c.req.url.slice(query) };
}

export function storefrontRoutes(ctx: ServerContext, options: StorefrontOptions) {
  const app = new Hono();
  const cache = new PageCache();
  const files = buildFiles(options.clientDir);

  /** The page's brand: the one its host (or `?vendor=`) names, else the merchant cookie's; `sub` is the name asked for. */
  async function merchantOfPage(c: Context, search: string): Promise<{ named: boolean; sub: string | null; row: RequestMerchant | null }> {
    const sub = subFromHost(c.req.header('host') ?? '', search, ctx.brandDomains);
    if (sub) return { named: true, sub, row: await ctx.data.merchant({ sub }) };
    const cookie = getCookie(c, COOKIE.merchant);
    const row = cookie ? await ctx.data.merchant({ id: cookie }) : null;
    return { named: false, sub: row?.sub ?? null, row };
  }

  function assemble(build: PageBuild, result: PageResult): string {
    const attributes = Object.entries(result.htmlAttributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    const state = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(result.state)}</script>`;
    const scripts = build.scripts(result.modules);
    return build.template
      .replace('</head>', () => `${build.styles(result.modules)}</head>`)
      .replace(/<html[^>]*>/, `<html${attributes}>`)
      .replace(PAGE_MARKERS.head, () => result.head)
      .replace(PAGE_MARKERS.html, () => result.html)
      .replace(PAGE_MARKERS.state, () => (scripts ? `${state}\n    ${scripts}` : state));
  }

  /** A page in the coding the client takes: compressed once, never per request. */
  function answer(c: Context, page: CachedPage) {
    if (options.csp) c.header('Content-Security-Policy', page.csp);
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('Vary', 'Host, Cookie, Accept-Encoding');
    const coding = chooseEncoding(c.req.header('accept-encoding'), ['gzip']);
    c.header('ETag', coding === 'gzip' ? page.gzipEtag : page.etag);
    if (page.status === 200 && matchingEtag(c.req.header('if-none-match'), [page.etag, page.gzipEtag])) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (coding === 'gzip') {
      c.header('Content-Encoding', 'gzip');
      return c.body(page.gzip, page.status as 200);
    }
    return c.body(page.html, page.status as 200);
  }

  // Files of the build: hashed assets never change, the rest is revalidated.
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    files,
  );

  // SPEC point 7, platform call: the newest build, so an open page can tell its chunks are gone.
  app.get('/builds/latest.json', async (c) => {
    const build = await options.pages.current(c.req.path);
    c.header('Cache-Control', 'no-store');
    return build ? c.json({ id: build.id }) : c.json({ id: null }, 503);
  });

  app.get('/robots.txt', async (c) => {
    const { search } = pathAndQuery(c);
    const { row } = await merchantOfPage(c, search);
    c.header('Vary', 'Host, Cookie');
    if (!row) return c.text('User-agent: *\nDisallow: /\n');
    return c.text(`User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /checkout\nDisallow: /login\n\nSitemap: ${requestOrigin(c)}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', async (c, next) => {
    const { search } = pathAndQuery(c);
    const [{ row }, build] = await Promise.all([merchantOfPage(c, search), options.pages.current(c.req.path)]);
    if (!row || !build) return next();
    const xml = await build.entry.sitemap({ origin: requestOrigin(c), merchant: { id: row.id, sub: row.sub }, fetch: options.api });
    c.header('Vary', 'Host, Cookie');
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });

  // The merchant studio (src/studio): one page for /studio and every path below it (its own router
  // draws the section), naming the brand of the host, never cached nor indexed, with a policy of
  // its own. Its API is /studio/v1, answered before these routes.
  const studioPage = async (c: Context) => {
    const build = await options.pages.current(c.req.path);
    if (!build?.studio) return c.text('The studio is not built yet: run `npm run build` (npm start does it).', 503);
    const { row } = await merchantOfPage(c, pathAndQuery(c).search);
    if (options.csp) c.header('Content-Security-Policy', STUDIO_CSP);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Vary', 'Host, Cookie');
    return c.html(build.studio.replace(STUDIO_MERCHANT_MARKER, () => (row ? `<meta name="merchant" content="${escapeHtml(row.id)}">` : '')));
  };
  app.get('/studio', studioPage);
  app.get('/studio/*', studioPage);

  app.get('*', async (c, next) => {
    const ext = extname(c.req.path);
    if (!ext || ext === '.html') return next();
    return files(c, async () => {
      c.res = c.text('Not found', 404);
    });
  });

  app.get('*', async (c) => {
    const { path, search } = pathAndQuery(c);
    // SPEC point 2: /ru/... and /uz/1 set their cookies and lead to the root.
    const cookie = { path: '/', maxAge: COOKIE_MAX_AGE, sameSite: 'Lax', secure: requestOrigin(c).startsWith('https:') } as const;
    const prefix = parsePathPrefix(path);
    if (prefix) {
      if (prefix.language) setCookie(c, COOKIE.language, prefix.language, cookie);
      if (prefix.page) setCookie(c, COOKIE.page, prefix.page, cookie);
      return c.redirect(prefix.redirect, 302);
    }
    // The brand tabs hand the shopper's language to a brand of the group as `?lang=`: it becomes
    // this site's language cookie and leaves the address.
    const handedOver = languageParamOf(search);
    if (handedOver) {
      setCookie(c, COOKIE.language, handedOver.language, cookie);
      return c.redirect(`${path}${handedOver.search}`, 302);
    }

    const build = await options.pages.current(`${path}${search}`);
    if (!build) return c.text('The storefront is not built yet: run `npm run build` (npm start does it).', 503);
    const { named, sub, row } = await merchantOfPage(c, search);
    // SPEC point 8: no merchant answers to this address; the merchant cookie goes with it.
    if (!row) {
      deleteCookie(c, COOKIE.merchant, { path: '/' });
      if (path !== MERCHANT_NOT_AVAILABLE) return c.redirect(MERCHANT_NOT_AVAILABLE, 302);
    } else if (named && getCookie(c, COOKIE.merchant) !== row.id) {
      setCookie(c, COOKIE.merchant, row.id, cookie);
    }

    // The mini app's menu-button URL says Telegram (`?tg=1`); the cookie keeps it for the
    // visit. Telegram Web frames the app on another site, where only a SameSite=None cookie
    // comes back.
    const visit = visitChannel(search, getCookie(c, COOKIE.channel));
    const secure = cookie.secure;
    if (visit.cookie === 'set') setCookie(c, COOKIE.channel, visit.channel, { path: '/', sameSite: secure ? 'None' : 'Lax', secure });
    if (visit.cookie === 'clear') deleteCookie(c, COOKIE.channel, { path: '/' });
    const { channel } = visit;

    const asked = languageSchema.safeParse(getCookie(c, COOKIE.language));
    // A brand falls back on its own language; a page of no brand on the browser's.
    const language = asked.success ? asked.data : row ? null : browserLanguage(c);
    const basket = row ? basketHintOf(getCookie(c, COOKIE.basket), row.id) : 'empty';
    const origin = requestOrigin(c);
    const url = `${path}${search}`;
    const version = row && options.cache ? ctx.data.version(row.id) : null;
    // The studio's preview (`?preview=<signed token>`): the draft, for this request only, never cached
    // nor indexed. Without a valid token the page is the published one: nothing of the draft shows.
    const asPreview = row ? new URLSearchParams(search).get(PREVIEW_PARAM) : null;
    const preview = row && asPreview && ctx.studio.previewValid(row.id, asPreview) ? asPreview : null;
    // A shopper's own screen comes with their session cookie: drawn for them, never cached (decision 027).
    const shopperToken = row && !preview && SHOPPER_PATHS.has(path) ? shopperCookieOf(c) : null;
    const refused = options.refusedPresets?.(sub) ?? [];
    const key =
      row && version !== null && !preview && !shopperToken && refused.length === 0
        ? [row.id, origin, url, language ?? '', channel, basket, build.id, version].join('\n')
        : null;
    const cached = key ? cache.get(key) : undefined;
    if (cached) return answer(c, cached);

    const result = await build.entry.render({
      url,
      origin,
      merchant: row ? { id: row.id, sub: row.sub } : null,
      language,
      channel,
      basket,
      buildId: build.id,
      fetch: preview
        ? (apiPath, init) => options.api(apiPath, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), [PREVIEW_HEADER]: preview } })
        : options.api,
      maps: options.maps,
      cardApiOrigin: new URL(ctx.payments.providers.urls.paymeSubscribe).origin,
      preview: preview !== null,
      ...(shopperToken ? { shopperToken } : {}),
    });
    if (result.shopperRefused) clearShopperCookie(c);
    // The tiles' server is allowed to draw images (an https one already is).
    const tiles = options.maps ? [tileOrigin(options.maps.tileUrl)].filter((o) => !o.startsWith('https:')) : [];
    // The brand's Metrica counter on this channel (decision 022): its hosts in this page's policy
    // only, and its id on the page for the loader. The page's key names the brand, the channel and
    // its data version, so a cached page follows the settings.
    const counter = row && options.metrica ? metricaCounter((await ctx.data.settings(row.id)).settings, channel) : null;
    const metrica = counter ? METRICA_CSP : {};
    const sources = {
      ...result.sources,
      script: [...(result.sources?.script ?? []), ...(metrica.script ?? [])],
      connect: [...(result.sources?.connect ?? []), ...(metrica.connect ?? [])],
      img: [...(result.sources?.img ?? []), ...tiles, ...(metrica.img ?? [])],
    };
    const drawn = counter ? { ...result, htmlAttributes: { ...result.htmlAttributes, [`data-${METRICA_DATASET_KEY}`]: counter } } : result;
    const html = assemble(build, drawn);
    // Outside the app's root, which hydration leaves alone.
    const shown = refused.length > 0 ? html.replace('</body>', () => `${refusedPresetsPanel(refused)}</body>`) : html;
    const page = servablePage(result.status, shown, sources);
    if (key && result.cacheable) cache.set(key, page);
    const answered = answer(c, page);
    if (preview) {
      answered.headers.set('Cache-Control', 'no-store');
      answered.headers.set('X-Robots-Tag', 'noindex, nofollow');
    }
    if (result.state.shopper) answered.headers.set('Cache-Control', 'private, no-store');
    return answered;
  });

  return app;
}
