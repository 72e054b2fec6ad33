/**
 * The server entry (built with `vite build --ssr` to dist/server/): renders a page of a brand
 * with its real data, in the visitor's language, to HTML plus the state the browser hydrates
 * from, and writes a brand's sitemap. The server loads this file as a build artifact and calls
 * it through the contract of schemas/page.ts; data comes through the same HTTP contract the
 * browser uses, answered in process.
 */
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Language } from '#schemas/common';
import type { Branch, City, OverallMenu, ProductGrade, User } from '#schemas/entities';
import { meEndpoint } from '#schemas/endpoints';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '#schemas/web-settings';
import { DEFAULT_MAP_CONFIG, YANDEX_MAPS_CSP } from '#schemas/map-config';
import {
  escapeHtml,
  MAIN_SCREENS,
  SHOPPER_PAGES,
  type BrandScreens,
  type MainScreen,
  type PageRequest,
  type PageResult,
  type PageSources,
  type PageState,
  type SitemapRequest,
} from '#schemas/page';
import { CARD_FORM_PATHS } from '#schemas/payment-endpoints';
import { DEFAULT_LANGUAGE } from '#domain/language';
import { HTML_LANG } from '#domain/html-lang';
import { chooseNearestBranch } from '#domain/nearest-branch';
import { assembleMenu, mergeGrades } from '#domain/menu-assembly';
import { planLayout } from '#engine/plan-layout';
import { provideEngine } from './plan-engine.ts';
import type { Channel, LayoutPlan } from '#engine/layout-plan';
import type { RouteId } from '#schemas/routes';
import { createApiClient, type ApiClient } from '../lib/api-client.ts';
import { toApiError } from '../lib/api-error.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { newRenderRecord, type PageMeta } from '../lib/render-context.tsx';
import { productJsonLd, restaurantJsonLd, type StructuredDataInput } from '../lib/structured-data.ts';
import { absoluteUrl } from '../lib/urls.ts';
import { dataColorCss } from '../lib/color-classes.ts';
import { paths } from '../lib/paths.ts';
import { IMAGE_BASE, squareImage } from '../lib/image.ts';
import { cdnUrl } from '#domain/image-url';
import { createI18n } from '../i18n/i18n.ts';
import { webSettingsQueryOptions } from '../features/settings/api/get-web-settings.ts';
import { overallsQueryOptions, overallsType } from '../features/menu/api/get-overalls.ts';
import { gradesQueryOptions } from '../features/menu/api/get-grades.ts';
import { menuKeys } from '../features/menu/api/query-keys.ts';
import { citiesQueryOptions } from '../features/branches/api/get-cities.ts';
import { branchesQueryOptions } from '../features/branches/api/get-branches.ts';
import { branchesKeys } from '../features/branches/api/query-keys.ts';
import { policyQueryOptions } from '../features/policies/api/get-policy.ts';
import { bannersQueryOptions } from '../features/home-media/api/get-banners.ts';
import { storiesQueryOptions } from '../features/home-media/api/get-stories.ts';
import { brandCatalogQueryOptions } from '../features/brands/api/get-brand-catalog.ts';
import { brandsKeys } from '../features/brands/api/query-keys.ts';
import { paymentSettingsQueryOptions } from '../features/payments/api/get-payment-settings.ts';
import { favouritesQueryOptions } from '../features/favourites/api/favourites.ts';
import { openPromosQueryOptions } from '../features/promos/api/open-promos.ts';
import { orderSettingQueryOptions } from '../features/checkout/api/get-order-setting.ts';
import { vacanciesQueryOptions, vacancyQueryOptions } from '../features/vacancies/api/vacancies.ts';
import { lazyModuleKeys, preloadModules } from '../lib/lazy-modules.tsx';
import { pageHead } from './page-head.ts';
import { Storefront } from './storefront.tsx';
import { faviconUrl, themeCss } from './theme.ts';

// The server renders with the engine itself; the browser loads it only when the plan changes.
provideEngine(planLayout);
// Every lazy module is loaded once per process, so a render never suspends on code.
const modulesReady = preloadModules(lazyModuleKeys());

const siteOf = (origin: string) => {
  const match = /^(https?:)\/\/[^/]*?(?::(\d+))?$/i.exec(origin);
  return { protocol: match?.[1]?.toLowerCase() ?? 'https:', port: match?.[2] ?? '' };
};

/** The plan's languages for these settings: which one renders, which fills gaps. */
function languagesOf(settings: WebSettings, channel: Channel, asked: Language) {
  return planLayout(settings, {
    channel,
    language: asked,
    categories: [],
    paymentSettings: [],
    brandCount: 0,
    hasBanners: false,
    hasStories: false,
  }).languages;
}

interface RouteMatch {
  readonly id: RouteId;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The route a path renders and its parameters, by the plan's route table (null: the not-found screen). */
function routeOf(routes: LayoutPlan['routes'], pathname: string): RouteMatch | null {
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, id: r.id })),
    pathname,
  );
  const match = matches?.[0];
  return match ? { id: match.route.id as RouteId, params: match.params } : null;
}

/** SPEC point 1, step 2 (settings, about text, cities, menu) and what the route itself shows. */
async function prefetchPage(queryClient: QueryClient, api: ApiClient, merchantId: string, channel: Channel, match: RouteMatch | null) {
  const route = match?.id ?? null;
  const prefetch: Promise<void>[] = [
    queryClient.prefetchQuery(overallsQueryOptions(api, overallsType(channel))),
    queryClient.prefetchQuery(gradesQueryOptions(api)),
    queryClient.prefetchQuery(citiesQueryOptions(api, merchantId)),
    queryClient.prefetchQuery(policyQueryOptions(api, 'ABOUT_COMPANY')),
    queryClient.prefetchQuery(bannersQueryOptions(api)),
    queryClient.prefetchQuery(storiesQueryOptions(api)),
    queryClient.prefetchQuery(brandCatalogQueryOptions(api)),
    queryClient.prefetchQuery(paymentSettingsQueryOptions(api)),
  ];
  // The home carries the brand's structured data (its branches' addresses and hours).
  // The branch screens (the list, the map, the pick-up choice) draw them on the server too, the
  // booking form waits for them (the branches that take bookings), and a vacancy names its
  // branch: the page carries them.
  if (['branches', 'home', 'branchesMap', 'addressPickup', 'addressPickup2', 'booking', 'vacancy', 'vacancyDetail'].includes(route ?? '')) {
    prefetch.push(queryClient.prefetchQuery(branchesQueryOptions(api)));
  }
  // Checkout's form waits for the branches too (the branch that serves the basket), and starts on
  // the service the shopper's city sets as the default (its order setting): the city of the
  // brand's main branch until the browser knows the shopper's nearest one. The page carries both.
  if (route === 'checkout') {
    prefetch.push(
      queryClient
        .fetchQuery(branchesQueryOptions(api))
        .then((branches) => {
          const main = chooseNearestBranch({ branches })?.branchId;
          const city = branches.find((b) => b.id === main)?.cityId;
          return city ? queryClient.prefetchQuery(orderSettingQueryOptions(api, city)) : undefined;
        })
        .catch(() => undefined),
    );
  }
  if (route === 'offerta' || route === 'loginRules') prefetch.push(queryClient.prefetchQuery(policyQueryOptions(api, 'TERMS')));
  if (route === 'privacy') prefetch.push(queryClient.prefetchQuery(policyQueryOptions(api, 'PRIVACY_POLICY')));
  // The vacancies are public: their list and a vacancy's page are drawn on the server.
  if (route === 'vacancy') prefetch.push(queryClient.prefetchQuery(vacanciesQueryOptions(api)));
  const vacancyId = route === 'vacancyDetail' ? match?.params.id : undefined;
  if (vacancyId) prefetch.push(queryClient.prefetchQuery(vacancyQueryOptions(api, vacancyId)));
  await Promise.all(prefetch);
}

/**
 * A shopper's own screen (SHOPPER_PAGES) with their token: the shopper the token names and the
 * screen's data, in the query cache the page carries. `refused` when the API does not know the
 * token (expired, revoked); null when it could not answer (the browser asks again).
 */
async function prefetchShopperPage(api: ApiClient, queryClient: QueryClient, route: RouteId): Promise<User | 'refused' | null> {
  let user: User;
  try {
    user = await api.call(meEndpoint);
  } catch (error) {
    return toApiError(error).status === 401 ? 'refused' : null;
  }
  if (route === 'profileFavorites') await queryClient.prefetchQuery(favouritesQueryOptions(api, user.id));
  if (route === 'profilePromos') await queryClient.prefetchQuery(openPromosQueryOptions(api));
  return user;
}

/**
 * What the page's Content-Security-Policy allows beyond its own origin. Any page can lead to a map
 * screen without a new document: a Yandex brand's pages all allow its API. The card pages' form
 * sends a card from the browser to Payme's Subscribe API: only their own documents may reach it.
 */
function pageSources(plan: LayoutPlan, pathname: string, cardApiOrigin: string | undefined): PageSources {
  const maps: PageSources = plan.features.map === 'yandex' ? YANDEX_MAPS_CSP : {};
  if (!cardApiOrigin || !plan.payment.cards || !CARD_FORM_PATHS.includes(pathname)) return maps;
  return { ...maps, connect: [...(maps.connect ?? []), cardApiOrigin] };
}

function renderHtml(state: PageState, api: ApiClient, queryClient: QueryClient, i18n: Awaited<ReturnType<typeof createI18n>>, url: string) {
  const record = newRenderRecord();
  const html = renderToString(
    <Storefront
      state={state}
      api={api}
      queryClient={queryClient}
      i18n={i18n}
      record={record}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
  );
  return { html, record };
}

/** The page's schema.org data, from what its screen says it is about and the render's data. */
function structuredDataOf(
  meta: PageMeta,
  ctx: { queryClient: QueryClient; plan: LayoutPlan; settings: WebSettings; language: Language; origin: string; channel: Channel; merchantId: string },
): object[] {
  if (!meta.about) return [];
  const { queryClient, plan, settings, language, origin } = ctx;
  const overalls = queryClient.getQueryData<OverallMenu>(menuKeys.overalls(overallsType(ctx.channel)));
  const grades = queryClient.getQueryData<ProductGrade[]>(menuKeys.grades);
  const menu = overalls ? assembleMenu(grades ? mergeGrades(overalls, grades) : overalls) : null;
  const imageUrl = (file: string | null | undefined) => (file ? absoluteUrl(origin, squareImage(file, 480).src) : null);
  const input: StructuredDataInput = {
    name: plan.title,
    origin,
    language,
    fallback: plan.languages.fallback,
    description: meta.description ?? null,
    logo: imageUrl(settings.logo),
    telephone: settings.phone ?? null,
    imageUrl,
    productUrl: (id) => absoluteUrl(origin, paths.product(id)),
  };
  if (meta.about.kind === 'restaurant') {
    return [
      restaurantJsonLd(input, {
        menu,
        branches: queryClient.getQueryData<Branch[]>(branchesKeys.all) ?? [],
        cities: queryClient.getQueryData<City[]>(branchesKeys.cities(ctx.merchantId)) ?? [],
      }),
    ];
  }
  const { productId } = meta.about;
  const product = menu?.products.find((p) => p.id === productId);
  return product ? [productJsonLd(product, input)] : [];
}

export async function render(request: PageRequest): Promise<PageResult> {
  await modulesReady;
  const { merchant, channel } = request;
  const base = {
    merchantId: merchant?.id ?? null,
    sub: merchant?.sub ?? null,
    channel,
    basket: request.basket,
    buildId: request.buildId,
    site: siteOf(request.origin),
    modules: [] as string[],
    queries: null,
    maps: request.maps ?? DEFAULT_MAP_CONFIG,
    ...(request.preview ? { preview: true } : {}),
  };
  const api = createApiClient({ fetch: request.fetch, base: '', merchantId: () => merchant?.id ?? null, token: () => null });
  const queryClient = createQueryClient();
  const asked = request.language ?? DEFAULT_LANGUAGE;

  const plainPage = async (state: PageState, status: number): Promise<PageResult> => {
    const i18n = await createI18n(state.language, state.fallback);
    const { html, record } = renderHtml(state, api, queryClient, i18n, request.url);
    const plan = planLayout(DEFAULT_WEB_SETTINGS, {
      channel,
      language: state.language,
      categories: [],
      paymentSettings: [],
      brandCount: 0,
      hasBanners: false,
      hasStories: false,
    });
    const meta = record.meta ?? { title: plan.title };
    return {
      status,
      head: pageHead({ plan, meta, origin: request.origin, language: state.language, favicon: faviconUrl(null), logo: null, css: themeCss(plan) }),
      html,
      htmlAttributes: { lang: HTML_LANG[state.language], 'data-theme': plan.theme.mode },
      state: { ...state, modules: [...record.modules] },
      modules: [...record.modules],
      cacheable: false,
    };
  };

  if (!merchant) {
    return plainPage({ ...base, kind: 'merchant-missing', language: asked, fallback: asked }, 404);
  }

  let settings: WebSettings;
  try {
    settings = await queryClient.fetchQuery(webSettingsQueryOptions(api));
  } catch (error) {
    const { code, description } = toApiError(error);
    return plainPage({ ...base, kind: 'failed', language: asked, fallback: asked, error: { code, description } }, 503);
  }
  const languages = languagesOf(settings, channel, asked);
  const pathname = request.url.split(/[?#]/, 1)[0] || '/';
  const routes = planLayout(settings, {
    channel,
    language: languages.current,
    categories: [],
    paymentSettings: [],
    brandCount: 0,
    hasBanners: false,
    hasStories: false,
  }).routes;
  const match = routeOf(routes, pathname);
  // The shopper's token reaches the API only for the shopper's own screens, through a client of its own.
  const { shopperToken } = request;
  const shopperApi =
    shopperToken && match && SHOPPER_PAGES.includes(match.id)
      ? createApiClient({ fetch: request.fetch, base: '', merchantId: () => merchant.id, token: () => shopperToken })
      : null;
  const [known] = await Promise.all([
    shopperApi && match ? prefetchShopperPage(shopperApi, queryClient, match.id) : null,
    prefetchPage(queryClient, api, merchant.id, channel, match),
  ]);
  const shopper = known === 'refused' ? null : known;
  const shopperRefused = known === 'refused';

  const i18n = await createI18n(languages.current, languages.fallback);
  const state: PageState = {
    ...base,
    kind: 'ready',
    language: languages.current,
    fallback: languages.fallback,
    queries: dehydrate(queryClient),
    ...(shopper ? { shopper } : {}),
  };
  const { html, record } = renderHtml(state, api, queryClient, i18n, request.url);
  const plan = record.plan;
  if (!plan) throw new Error('the page rendered without a plan');

  const menu = queryClient.getQueryData<OverallMenu>(menuKeys.overalls(overallsType(channel)));
  const css = themeCss(plan) + dataColorCss(menu, queryClient.getQueryData(brandsKeys.catalog));
  const meta = record.meta ?? { title: plan.title };
  const modules = [...record.modules];
  const structuredData = structuredDataOf(meta, {
    queryClient,
    plan,
    settings,
    language: languages.current,
    origin: request.origin,
    channel,
    merchantId: merchant.id,
  });
  return {
    status: record.status,
    head: pageHead({
      plan,
      meta,
      origin: request.origin,
      language: languages.current,
      favicon: faviconUrl(settings.favicon),
      logo: settings.logo ? cdnUrl(settings.logo, IMAGE_BASE) : null,
      css,
      images: record.images,
      structuredData,
    }),
    html,
    htmlAttributes: { lang: HTML_LANG[languages.current], 'data-theme': plan.theme.mode },
    // The page carries its plan: the browser starts from it (app/plan-engine.ts).
    state: { ...state, modules, plan },
    modules,
    // A shopper's own page is never shared.
    cacheable:
      !shopper &&
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.state.status !== 'error'),
    sources: pageSources(plan, pathname, request.cardApiOrigin),
    ...(shopperRefused ? { shopperRefused } : {}),
  };
}

/** The brand's published settings and web menu, and the plan they make (languages aside: the brand's fallback). */
async function brandPlan(request: SitemapRequest) {
  const api = createApiClient({ fetch: request.fetch, base: '', merchantId: () => request.merchant.id, token: () => null });
  const queryClient = createQueryClient();
  const [settings, menu] = await Promise.all([queryClient.fetchQuery(webSettingsQueryOptions(api)), queryClient.fetchQuery(overallsQueryOptions(api, 'WEB'))]);
  const plan = planLayout(settings, {
    channel: 'web',
    language: DEFAULT_LANGUAGE,
    categories: menu.categories,
    paymentSettings: [],
    brandCount: 0,
    hasBanners: false,
    hasStories: false,
  });
  return { plan, routes: new Set(plan.routes.map((r) => r.id)), menu: assembleMenu(menu) };
}

export async function sitemap(request: SitemapRequest): Promise<string> {
  const { routes, menu: assembled } = await brandPlan(request);
  const locations = [
    paths.home,
    ...assembled.categories.map((c) => paths.category(c.id)),
    ...assembled.products.map((p) => paths.product(p.id)),
    ...(routes.has('about') ? [paths.about] : []),
    ...(routes.has('branches') ? [paths.branches] : []),
  ];
  const urls = locations.map((path) => `  <url><loc>${escapeHtml(`${request.origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The main screens the brand's plan has (a menu without categories or products has no such
 * screen, a brand that offers no service no checkout), each at the address of its first
 * category and product, and the languages the brand offers.
 */
export async function screens(request: SitemapRequest): Promise<BrandScreens> {
  const { plan, routes, menu } = await brandPlan(request);
  const category = menu.categories[0];
  const product = category?.products[0];
  const at: Readonly<Record<MainScreen, string | null>> = {
    home: paths.home,
    category: category ? paths.category(category.id) : null,
    product: product ? paths.product(product.id) : null,
    basket: paths.basket,
    checkout: paths.checkout,
  };
  return {
    screens: MAIN_SCREENS.flatMap((id) => {
      const path = at[id];
      return routes.has(id) && path !== null ? [{ id, path }] : [];
    }),
    languages: plan.languages.offered,
  };
}
