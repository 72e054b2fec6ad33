/**
 * The page contract between the server and the storefront's server entry
 * (src/storefront/app/entry-server.tsx, built to dist/server/): what the server asks a page
 * render for, what the render answers, and the state inlined into the page for the browser to
 * hydrate from. The server never imports storefront source; it loads the built entry and
 * speaks through these types.
 */
import * as z from 'zod/mini';
import { languageSchema, type Language } from './common.ts';
import { mapConfigSchema, type MapConfig } from './map-config.ts';
import { userSchema } from './entities.ts';
import type { RouteId } from './routes.ts';

/** Markers of index.html the server fills per page. */
export const PAGE_MARKERS = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  state: '<!--app-state-->',
} as const;

/** The element that carries the page state (`<script type="application/json">`). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

export type PageChannel = 'web' | 'telegram';

/**
 * The signed-in shopper's own screens the server draws with their data when the page comes with
 * the shopper's session cookie (src/server/shopper-cookie.ts, decision 027): never cached, never shared.
 */
export const SHOPPER_PAGES: readonly RouteId[] = ['profile', 'profileFavorites', 'profilePromos'];

/** What the server knows of the basket: `empty`, or `lines` (the browser holds them). */
export type PageBasket = 'empty' | 'lines';

/** An API call made in process by the render: the same paths and answers as over HTTP. */
export type PageFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** Path and query of the page, as asked for. */
  readonly url: string;
  /** `scheme://host[:port]` of the visit: canonical, Open Graph and sitemap URLs. */
  readonly origin: string;
  /** The brand the server resolved for the host, `?vendor=` or cookie; null when none. */
  readonly merchant: { readonly id: string; readonly sub: string } | null;
  /** The language the visitor asked for (language cookie); the brand's plan may fall back. */
  readonly language: Language | null;
  readonly channel: PageChannel;
  /**
   * Whether the shopper's basket has lines, as far as the server knows (#domain/basket-hint:
   * the `basket` cookie): the basket screen renders its empty state or its placeholder.
   */
  readonly basket: PageBasket;
  /** The build this page belongs to (compared with builds/latest.json after a failed chunk). */
  readonly buildId: string;
  readonly fetch: PageFetch;
  /** The server's map settings (tiles of the Leaflet maps); absent: the defaults. */
  readonly maps?: MapConfig;
  /** The origin of Payme's Subscribe API, which the card pages' form sends a card to; absent: none. */
  readonly cardApiOrigin?: string;
  /** The page renders the studio's draft (a valid preview token came with it): it takes the studio's edits live. */
  readonly preview?: boolean;
  /**
   * The shopper's session token (their `shopper` cookie), given for a page of SHOPPER_PAGES only:
   * the render asks for the shopper's data with it and draws the screen signed in.
   */
  readonly shopperToken?: string;
}

/** Hosts a page's own features load from, per CSP directive (a Yandex brand's maps). */
export interface PageSources {
  readonly script?: readonly string[];
  readonly style?: readonly string[];
  readonly img?: readonly string[];
  readonly connect?: readonly string[];
}

export interface PageResult {
  /** 200, 404 for an unknown route or one whose own validation fails, 503 when the brand could not load. */
  readonly status: number;
  /** Tags for `<head>`: title, description, canonical, Open Graph, JSON-LD, the theme's styles. */
  readonly head: string;
  /** The rendered markup of `#root`. */
  readonly html: string;
  /** Attributes of `<html>`: lang and the theme mode. */
  readonly htmlAttributes: Readonly<Record<string, string>>;
  readonly state: PageState;
  /** Source modules (keys of the client build's manifest) the page renders: preloaded, then hydrated. */
  readonly modules: readonly string[];
  /** False when a part failed to load: such a page is never put in the shared cache. */
  readonly cacheable: boolean;
  /** What the page's Content-Security-Policy allows beyond its own origin. */
  readonly sources?: PageSources;
  /** The shopper token came and the API refused it (expired, revoked): the cookie goes. */
  readonly shopperRefused?: boolean;
}

export interface SitemapRequest {
  readonly origin: string;
  readonly merchant: { readonly id: string; readonly sub: string };
  readonly fetch: PageFetch;
}

/** The main screens of a brand, in the order the development preview sheet shows them. */
export const MAIN_SCREENS = ['home', 'category', 'product', 'basket', 'checkout'] as const satisfies readonly RouteId[];
export type MainScreen = (typeof MAIN_SCREENS)[number];

/**
 * A brand's main screens as its plan offers them, each with the address of one example (the
 * first category and product of its menu), and the languages it offers: what the development
 * preview sheet (/dev/preview) frames.
 */
export interface BrandScreens {
  readonly screens: readonly { readonly id: MainScreen; readonly path: string }[];
  readonly languages: readonly Language[];
}

/** What the built server entry exports. */
export interface PageEntry {
  render(request: PageRequest): Promise<PageResult>;
  /** The brand's sitemap.xml: home, categories, products and the pages its plan has. */
  sitemap(request: SitemapRequest): Promise<string>;
  /** The brand's main screens and languages (the same request as the sitemap's). */
  screens(request: SitemapRequest): Promise<BrandScreens>;
}

export const pageStateSchema = z.object({
  kind: z.enum(['ready', 'merchant-missing', 'failed']),
  merchantId: z.nullable(z.string()),
  sub: z.nullable(z.string()),
  channel: z.enum(['web', 'telegram']),
  language: languageSchema,
  /** The language that fills texts missing in `language`. */
  fallback: languageSchema,
  /** What the page was rendered knowing of the basket (PageRequest.basket); hydration draws the same. */
  basket: z.optional(z.enum(['empty', 'lines'])),
  buildId: z.string(),
  /** The visit's protocol and port: links to a group's other brands keep them on development hosts. */
  site: z.object({ protocol: z.string(), port: z.string() }),
  /** The query cache the render used (TanStack Query's dehydrated state). */
  queries: z.unknown(),
  /** The failure a `failed` page shows: its description in the three languages. */
  error: z.optional(z.object({ code: z.string(), description: z.object({ ru: z.string(), uz: z.string(), eng: z.string() }) })),
  /** Modules to load before hydrating (the same as PageResult.modules). */
  modules: z.array(z.string()),
  /**
   * The layout plan the page was rendered with (src/engine/layout-plan.ts, a `ready` page only):
   * the browser starts from it and loads the engine only when the plan's inputs change.
   */
  plan: z.optional(z.unknown()),
  /** The server's map settings: the tiles a Leaflet map draws. */
  maps: z.optional(mapConfigSchema),
  /** A studio preview (PageRequest.preview): the page loads the listener for the studio's edits. */
  preview: z.optional(z.boolean()),
  /** The shopper the page was drawn for (PageRequest.shopperToken): hydration draws the screen signed in as them. */
  shopper: z.optional(userSchema),
});
export type PageState = z.infer<typeof pageStateSchema>;

/** JSON inside `<script>`: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
