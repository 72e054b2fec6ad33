/**
 * The storefront's pages as the server answers them: rendered on the server from the
 * storefront's own entry with the brand's real data (DESIGN, rendering: one path), with the
 * status of SPEC point 8, the brand's SEO, a strict Content-Security-Policy, and a cache that
 * follows the data.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PAGE_STATE_ELEMENT_ID, pageStateSchema } from '#schemas/page';
import { YANDEX_MAPS_CSP } from '#schemas/map-config';
import { saveWebSettings } from '../src/server/db/queries.ts';
import { call, describeEachBackend } from '../src/server/testing/test-server.ts';
import { request, signIn } from '../src/server/testing/tracking.ts';
import { formatPhone } from '#domain/phone';
import { FALLBACK_CSP } from '../src/server/app.ts';
import { SOURCE_BUILD_ID, sourcePages } from './support/source-pages.ts';
import { uz } from '../src/storefront/i18n/dictionaries/uz.ts';
import { ru } from '../src/storefront/i18n/dictionaries/ru.ts';
import { eng } from '../src/storefront/i18n/dictionaries/eng.ts';
import { cartUz } from '../src/storefront/i18n/dictionaries/cart/uz.ts';
import { searchUz } from '../src/storefront/i18n/dictionaries/search/uz.ts';

const pages = sourcePages();

function stateOf(html: string) {
  const match = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return match ? pageStateSchema.parse(JSON.parse(match[1]!)) : null;
}

const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);

/** The markup React rendered into #root, its character references for quotes read back. */
const rootOf = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script id="page-state"/.exec(html)?.[1] ?? '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

const offerSchema = z.object({ '@type': z.literal('Offer'), price: z.number().check(z.nonnegative()), priceCurrency: z.literal('UZS') });
const menuItemSchema = z.object({ '@type': z.literal('MenuItem'), name: z.string().check(z.minLength(1)), url: z.url(), offers: offerSchema });
const addressSchema = z.object({ '@type': z.literal('PostalAddress'), addressCountry: z.literal('UZ') });
const hoursSchema = z.object({
  '@type': z.literal('OpeningHoursSpecification'),
  dayOfWeek: z.string().check(z.regex(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/)),
  opens: z.string().check(z.regex(/^\d\d:\d\d$/)),
  closes: z.string().check(z.regex(/^\d\d:\d\d$/)),
});
const restaurantSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Restaurant'),
  name: z.string().check(z.minLength(1)),
  url: z.url(),
  address: addressSchema,
  openingHoursSpecification: z.array(hoursSchema).check(z.minLength(1)),
  department: z.optional(
    z.array(z.object({ '@type': z.literal('Restaurant'), address: addressSchema, openingHoursSpecification: z.optional(z.array(hoursSchema)) })),
  ),
  hasMenu: z.object({
    '@type': z.literal('Menu'),
    hasMenuSection: z
      .array(z.object({ '@type': z.literal('MenuSection'), name: z.string(), hasMenuItem: z.array(menuItemSchema).check(z.minLength(1)) }))
      .check(z.minLength(1)),
  }),
});

describeEachBackend(
  'pages rendered on the server',
  (server) => {
    const page = (path: string, headers: Record<string, string> = {}) => call(server(), path, { host: 'alpha.localhost:8080', ...headers });

    it("the home is the brand's real page: title, theme, menu, and the state the browser hydrates from", async () => {
      const res = await page('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = res.text;
      expect(html).toContain('<title>Alfa</title>');
      expect(html).toContain('<meta name="theme-color" content="#112233">');
      expect(html).toMatch(/<html lang="uz" data-theme="dark">/);
      expect(html).toContain('--color-main:#112233');
      // The menu itself, drawn by the storefront's components: categories by priority, products in them.
      const root = rootOf(html);
      expect(root).toContain('Burgerlar');
      expect(root).toContain('Chizburger');
      expect(root.indexOf('Burgerlar')).toBeLessThan(root.indexOf('Lavash'));
      expect(root).toContain('class="product-grid product-grid--big cols-1 cols-tablet-2 cols-desktop-3"');
      const state = stateOf(html)!;
      expect(state).toMatchObject({ kind: 'ready', merchantId: 'alpha-id', sub: 'alpha', language: 'uz', channel: 'web', buildId: SOURCE_BUILD_ID });
      expect(state.modules).toContain('src/storefront/routes/home.tsx');
      expect(JSON.stringify(state.queries)).toContain('Chizburger');
      expect(html).not.toContain('secret-password');
    });

    it("every route renders on the server in the visitor's language, with the screen's own heading", async () => {
      const cases: [string, string][] = [
        ['/category?id=10', 'Burgerlar'],
        ['/product/100', 'Gamburger'],
        ['/search', searchUz.title],
        ['/branches', uz.branches.title],
        ['/about', uz.policies.about],
        ['/offerta', uz.policies.offerta],
        // No basket cookie (a first visit): the empty basket.
        ['/basket', uz.basket.empty],
      ];
      for (const [path, heading] of cases) {
        const res = await page(path);
        expect(res.status, path).toBe(200);
        expect(rootOf(res.text), path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      }
      const russian = await page('/about', { cookie: 'lang=ru' });
      expect(russian.text).toMatch(/<html lang="ru"/);
      expect(rootOf(russian.text)).toContain('Об Альфе.');
    });

    it('the basket page knows from the basket cookie whether there are lines: the empty basket, or the placeholder the stored lines replace', async () => {
      const emptyTitle = new RegExp(`<h1[^>]*>${uz.basket.empty}</h1>`);
      const placeholder = (html: string) => /<div class="basket basket--page" aria-busy="true"><h1 class="page-title">([^<]*)<\/h1>/.exec(rootOf(html))?.[1];
      const first = await page('/basket');
      expect(rootOf(first.text)).toMatch(emptyTitle);
      expect(stateOf(first.text)?.basket).toBe('empty');

      const withLines = await page('/basket', { cookie: 'basket=alpha-id.2' });
      expect(placeholder(withLines.text)).toBe(cartUz.basketTitle);
      expect(rootOf(withLines.text)).not.toMatch(emptyTitle);
      expect(stateOf(withLines.text)?.basket).toBe('lines');
      // The two are cached apart: the first page's entry does not answer the second.
      expect(rootOf((await page('/basket')).text)).toMatch(emptyTitle);
      expect(placeholder((await page('/basket', { cookie: 'basket=alpha-id.2' })).text)).toBe(cartUz.basketTitle);

      // Another brand's count, none, or a malformed cookie is no line of this brand's.
      for (const cookie of ['basket=beta-id.3', 'basket=alpha-id.0', 'basket=alpha-id.lots']) {
        expect(rootOf((await page('/basket', { cookie })).text), cookie).toMatch(emptyTitle);
      }
    });

    it('the search renders its results on the server from ?q= (the form works without JavaScript)', async () => {
      const root = rootOf((await page('/search?q=lavash')).text);
      expect(root).toContain('name="q"');
      expect(root).toContain('value="lavash"');
      expect(root).toMatch(/class="search-result"[^>]*href="\/product\/110"/);
    });

    it('a search result has the add button its card on the menu has (the brand adds from the menu)', async () => {
      const root = rootOf((await page('/search?q=burger')).text);
      const results = [...root.matchAll(/<li class="search-results__item[^"]*">(.*?)<\/li>/g)].map((m) => m[1]!);
      expect(results).toHaveLength(2);
      for (const result of results) expect(result).toContain(`aria-label="${uz.product.addToBasket}"`);
    });

    it('SPEC 8: an unknown path is a 404 saying "Page not found: {path}"; an unknown id a 404 saying "Page Not Found: {path}"', async () => {
      const unknown = await page('/no-such-page');
      expect(unknown.status).toBe(404);
      expect(rootOf(unknown.text)).toContain('<h1 class="state-message__title">Sahifa topilmadi: /no-such-page</h1>');
      const product = await page('/product/999999', { cookie: 'lang=eng' });
      expect(product.status).toBe(404);
      expect(rootOf(product.text)).toContain('Page Not Found: /product/999999');
      const category = await page('/category?id=424242', { cookie: 'lang=eng' });
      expect(category.status).toBe(404);
      expect(rootOf(category.text)).toContain('Page Not Found: /category?id=424242');
    });

    it('SPEC 8: an unknown brand is sent to /merchantNotAvailable, its merchant cookie cleared, and that page says so with a 404', async () => {
      const res = await call(server(), '/menu', { host: 'nobody.localhost:8080', cookie: 'merchant=alpha-id' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/merchantNotAvailable');
      expect(res.headers.get('set-cookie')).toMatch(/merchant=;.*Max-Age=0/i);
      const shown = await call(server(), '/merchantNotAvailable', { host: 'localhost:8080' });
      expect(shown.status).toBe(404);
      expect(rootOf(shown.text)).toContain(uz.merchant.notAvailableTitle);
      expect(stateOf(shown.text)?.kind).toBe('merchant-missing');
    });

    it("the unknown brand's page speaks the visitor's language: the language cookie, else the browser's Accept-Language, else Uzbek", async () => {
      const shown = (headers: Record<string, string>) => call(server(), '/merchantNotAvailable', { host: 'localhost:8080', ...headers });
      const title = async (headers: Record<string, string>) => rootOf((await shown(headers)).text);
      expect(await title({ 'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8' })).toContain(ru.merchant.notAvailableTitle);
      expect(await title({ 'accept-language': 'de-DE,en;q=0.7,ru;q=0.3' })).toContain(eng.merchant.notAvailableTitle);
      expect(await title({ 'accept-language': 'uz-Latn-UZ' })).toContain(uz.merchant.notAvailableTitle);
      expect(await title({ 'accept-language': 'fr, de' })).toContain(uz.merchant.notAvailableTitle);
      expect(await title({ 'accept-language': 'ru;q=0' })).toContain(uz.merchant.notAvailableTitle);
      expect(await title({ 'accept-language': 'ru', cookie: 'lang=eng' })).toContain(eng.merchant.notAvailableTitle);
      expect((await shown({ 'accept-language': 'ru' })).text).toContain('<html lang="ru"');
    });

    it("the unknown brand's page, deep links to it and the redirects there all carry a Content-Security-Policy", async () => {
      const answers = [
        await call(server(), '/menu', { host: 'nobody.localhost:8080' }),
        await call(server(), '/merchantNotAvailable/deep/link?x=1', { host: 'nobody.localhost:8080' }),
        await call(server(), '/ru/merchantNotAvailable', { host: 'nobody.localhost:8080' }),
        await call(server(), '/merchantNotAvailable', { host: 'nobody.localhost:8080' }),
        await call(server(), '/merchantNotAvailable?vendor=nobody', { host: 'localhost:8080' }),
        await call(server(), '/nothing.txt', { host: 'nobody.localhost:8080' }),
        await call(server(), '/users/v1/merchants/sub/nobody', { host: 'nobody.localhost:8080' }),
      ];
      for (const answer of answers) {
        const csp = answer.headers.get('content-security-policy') ?? '';
        expect(csp, `${answer.status}`).toMatch(/default-src '(self|none)'/);
        expect(csp).toContain('frame-ancestors');
      }
      // Redirects and plain answers load nothing at all; the page its own policy.
      expect(answers[0]!.headers.get('content-security-policy')).toBe(FALLBACK_CSP);
      expect(answers[3]!.headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it('?vendor= names the brand on development hosts and is remembered in the merchant cookie', async () => {
      const res = await call(server(), '/?vendor=beta', { host: 'localhost:8080' });
      expect(res.text).toContain('<title>Online menu</title>');
      expect(res.headers.get('set-cookie')).toMatch(/merchant=beta-id/);
      expect((await call(server(), '/about', { host: '127.0.0.1:8080', cookie: 'merchant=beta-id' })).text).toContain('Online menu');
    });

    it('SPEC 2: /ru/... sets the language cookie and sends the visitor to the root', async () => {
      const res = await page('/ru/menu');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.get('set-cookie')).toMatch(/lang=ru/);
      const paged = await page('/uz/2');
      expect(paged.headers.get('set-cookie')).toMatch(/page=2/);
    });

    it("a brand tab's ?lang= becomes the language cookie and leaves the address, the rest of it kept", async () => {
      const res = await page('/?lang=ru');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.get('set-cookie')).toMatch(/lang=ru/);
      const named = await call(server(), '/menu?vendor=beta&lang=eng', { host: 'localhost:8080' });
      expect(named.status).toBe(302);
      expect(named.headers.get('location')).toBe('/menu?vendor=beta');
      expect(named.headers.get('set-cookie')).toMatch(/lang=eng/);
    });

    it('the language cookie picks the page language when the brand offers it, else the brand falls back', async () => {
      expect((await page('/', { cookie: 'lang=eng' })).text).toMatch(/<html lang="en"/);
      expect((await call(server(), '/', { host: 'beta.localhost', cookie: 'lang=eng' })).text).not.toMatch(/<html lang="en"/);
    });

    it('no inline style attribute anywhere, and each inline style element is allowed by its hash in the policy', async () => {
      for (const path of ['/', '/product/100', '/category?id=10', '/?product=100', '/branches']) {
        const res = await page(path);
        expect(res.text, path).not.toMatch(/<[^>]+\sstyle="/);
        const csp = res.headers.get('content-security-policy')!;
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).toContain("script-src 'self'");
        // The fixture brand draws Yandex maps (the default): its pages may reach the Yandex Maps API, nothing else.
        expect(csp.split('; ')).toContain(["connect-src 'self'", ...YANDEX_MAPS_CSP.connect].join(' '));
        expect(csp).toContain('frame-ancestors');
        for (const [, css] of res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
          expect(csp).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
        }
      }
    });

    it('a product opened over the home (?product=) is rendered open, its close control a plain link', async () => {
      const root = rootOf((await page('/?product=100')).text);
      expect(root).toMatch(/<dialog open=""[^>]*class="dialog dialog--center"/);
      expect(root).toMatch(/<a class="dialog__close" href="\/"/);
      expect(stateOf((await page('/?product=100')).text)?.modules).toContain('src/storefront/features/menu/components/product-overlay-dialog.tsx');
    });

    it('SEO: canonical URL, description, Open Graph, and schema.org Restaurant and Menu on the home', async () => {
      const html = (await page('/')).text;
      expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:8080/">');
      expect(html).toContain('<meta name="description" content="Alfa haqida.">');
      expect(html).toContain('<meta property="og:title" content="Alfa">');
      expect(html).toContain('<meta property="og:url" content="http://alpha.localhost:8080/">');
      const [restaurant] = jsonLdOf(html);
      const parsed = restaurantSchema.safeParse(restaurant);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      const parsedRestaurant = restaurant as z.infer<typeof restaurantSchema>;
      // The main branch's address and its six working days; Sunday is closed.
      expect(parsedRestaurant.openingHoursSpecification).toHaveLength(6);
      expect(parsedRestaurant.address).toMatchObject({ streetAddress: "Amir Temur ko'chasi, 1", addressCountry: 'UZ' });
      const sections = parsedRestaurant.hasMenu.hasMenuSection;
      expect(sections.map((s) => s.name)).toEqual(['Burgerlar', 'Sharbatlar', 'Lavash']);
      expect(sections[0]!.hasMenuItem.map((i) => i.name)).toEqual(['Gamburger', 'Chizburger']);
    });

    it('SEO: a product page is its own canonical page with a MenuItem and its offer in UZS', async () => {
      const html = (await page('/product/100')).text;
      expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:8080/product/100">');
      expect(html).toMatch(/<title>Gamburger · Alfa<\/title>/);
      const [item] = jsonLdOf(html);
      expect(menuItemSchema.safeParse(item).success).toBe(true);
    });

    it("robots.txt and sitemap.xml name the brand's pages", async () => {
      const robots = await page('/robots.txt');
      expect(robots.text).toContain('Sitemap: http://alpha.localhost:8080/sitemap.xml');
      const sitemap = await page('/sitemap.xml');
      expect(sitemap.headers.get('content-type')).toContain('application/xml');
      const locations = [...sitemap.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
      expect(locations).toContain('http://alpha.localhost:8080/');
      expect(locations).toContain('http://alpha.localhost:8080/category?id=10');
      expect(locations).toContain('http://alpha.localhost:8080/product/100');
      expect(locations).toContain('http://alpha.localhost:8080/about');
      expect(locations).toContain('http://alpha.localhost:8080/branches');
      expect(locations).not.toContain('http://alpha.localhost:8080/product/113');
      expect((await call(server(), '/robots.txt', { host: 'nobody.localhost' })).text).toContain('Disallow: /');
    });

    it('builds/latest.json names the build the pages come from', async () => {
      const res = await page('/builds/latest.json?t=1');
      expect(res.body).toEqual({ id: SOURCE_BUILD_ID });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it("a cached page is served without rendering again, and a change of the brand's data reaches the next page", async () => {
      await page('/about', { cookie: 'lang=uz' });
      const before = pages.renders();
      const again = await page('/about', { cookie: 'lang=uz' });
      expect(pages.renders()).toBe(before);
      expect(again.headers.get('etag')).toMatch(/^"/);
      expect((await page('/about', { cookie: 'lang=uz', 'if-none-match': again.headers.get('etag')! })).status).toBe(304);

      await server().db.transaction((tx) => saveWebSettings(tx, 'beta-id', { brand: 'Beta renamed' }));
      let title = '';
      for (let i = 0; i < 100 && !title.includes('Beta renamed'); i++) {
        title = /<title>(.*?)<\/title>/.exec((await call(server(), '/', { host: 'beta.localhost' })).text)?.[1] ?? '';
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(title).toBe('Beta renamed');
    });

    it('issue 9: ?tg=1 renders the Telegram channel (bottom bar at every width, menu type TG) and the channel cookie keeps it for the visit; the cache keeps channels apart', async () => {
      const web = stateOf((await page('/about')).text)!;
      const opened = await page('/about?tg=1');
      const cookie = (opened.headers.get('set-cookie') ?? '').split(', ').find((c) => c.startsWith('channel=')) ?? '';
      expect(cookie).toMatch(/^channel=telegram;/);
      // A cookie for the visit only: no expiry.
      expect(cookie).not.toMatch(/max-age|expires/i);
      const tg = stateOf(opened.text)!;
      expect(tg.channel).toBe('telegram');
      expect(tg.plan).toMatchObject({ navigation: { bottomBar: 'always' } });
      expect(web.plan).toMatchObject({ navigation: { bottomBar: 'narrow' } });
      expect(JSON.stringify(tg.queries)).toContain('"TG"');
      expect(JSON.stringify(web.queries)).not.toContain('"TG"');

      // Later pages of the visit carry only the cookie; the same URL without it stays the web.
      const later = await page('/about', { cookie: 'merchant=alpha-id; channel=telegram' });
      expect(stateOf(later.text)!.channel).toBe('telegram');
      expect(later.headers.get('set-cookie')).toBeNull();
      expect(stateOf((await page('/about')).text)!.channel).toBe('web');
      const left = await page('/about?tg=0', { cookie: 'channel=telegram' });
      expect(stateOf(left.text)!.channel).toBe('web');
      expect(left.headers.get('set-cookie')).toMatch(/channel=;/);
    });

    it('the page state cannot break out of its script element', async () => {
      await server().db.transaction((tx) => saveWebSettings(tx, 'beta-id', { brand: '</script><script>alert(1)</script>' }));
      let html = '';
      for (let i = 0; i < 100 && !html.includes('alert(1)'); i++) {
        html = (await call(server(), '/', { host: 'beta.localhost' })).text;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;/script&gt;');
    });

    it("decision 027: a shopper's own screen comes with their session cookie drawn for them, never cached; a refused token is forgotten; other pages ignore it", async () => {
      await server().db.transaction((tx) => saveWebSettings(tx, 'alpha-id', { brand: 'Alfa', promoActive: true }));
      for (let i = 0; i < 100 && (await page('/profile/promos')).status !== 200; i++) await new Promise((r) => setTimeout(r, 20));
      const shopper = await signIn(server());
      const placeholder = '<div class="screen-skeleton" aria-busy="true">';

      const theirs = await page('/profile/promos', { cookie: `shopper=${shopper.token}` });
      expect(theirs.headers.get('cache-control')).toBe('private, no-store');
      expect(rootOf(theirs.text)).not.toContain(placeholder);
      expect(rootOf(theirs.text)).toMatch(/<div class="promos"><h1 class="page-title">/);
      expect(stateOf(theirs.text)?.shopper).toMatchObject({ id: shopper.id, phone: shopper.phone });
      // The shared cache never answers with it: without the cookie the page knows no one.
      const anyone = await page('/profile/promos');
      expect(rootOf(anyone.text)).toContain(placeholder);
      expect(stateOf(anyone.text)?.shopper).toBeUndefined();
      expect(anyone.headers.get('cache-control')).toBe('no-cache, no-transform');
      // The profile: the shopper's card (their phone) rather than its placeholder.
      const card = '<div class="profile-card" aria-busy="true">';
      expect(rootOf((await page('/profile')).text)).toContain(card);
      const profile = rootOf((await page('/profile', { cookie: `shopper=${shopper.token}` })).text);
      expect(profile).not.toContain(card);
      expect(profile).toContain(`<span class="profile-card__phone">${formatPhone(shopper.phone)}</span>`);

      // A token the API no longer knows: the page is everyone's and the cookie goes.
      expect((await request(server(), 'POST', '/users/v1/users/logout', { token: shopper.token })).status).toBe(200);
      const revoked = await page('/profile/promos', { cookie: `shopper=${shopper.token}` });
      expect(rootOf(revoked.text)).toContain(placeholder);
      expect(revoked.headers.get('set-cookie')).toMatch(/(^|, )shopper=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

      // Another page, the home, is everyone's whatever the cookie.
      const again = await signIn(server());
      expect(stateOf((await page('/', { cookie: `shopper=${again.token}` })).text)?.shopper).toBeUndefined();
      await server().db.transaction((tx) => saveWebSettings(tx, 'alpha-id', { brand: 'Alfa', promoActive: false }));
    });

    it("the card pages, and only they, may reach Payme's card API from the browser (connect-src), at a brand that keeps cards", async () => {
      const beta = (path: string) => call(server(), path, { host: 'beta.localhost' });
      const connectOf = async (path: string) =>
        (await beta(path)).headers
          .get('content-security-policy')
          ?.split('; ')
          .find((d) => d.startsWith('connect-src')) ?? '';
      await server().db.transaction((tx) => saveWebSettings(tx, 'beta-id', { brand: 'Beta', cardActive: true }));
      for (let i = 0; i < 100 && (await beta('/profile/cards/create')).status !== 200; i++) await new Promise((r) => setTimeout(r, 20));
      for (const path of ['/profile/cards/create', '/profile/cards/confirm']) expect(await connectOf(path), path).toContain('https://checkout.paycom.uz');
      for (const path of ['/', '/profile/cards', '/checkout', '/profile']) expect(await connectOf(path), path).not.toContain('paycom.uz');
      await server().db.transaction((tx) => saveWebSettings(tx, 'beta-id', { brand: 'Beta', cardActive: false }));
      for (let i = 0; i < 100 && (await beta('/profile/cards/create')).status !== 404; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await connectOf('/profile/cards/create')).not.toContain('paycom.uz');
    });
  },
  // Sign-in codes land in the outbox (decision 027's test signs a shopper in).
  { pages, sms: { mode: 'outbox' } },
);
