/**
 * The brand pages: the built index.html with the brand's title, colours, skeleton and boot
 * data already in it, for sub-domains, ?vendor= on development hosts and the merchant cookie;
 * static files and images.
 */
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, bootDataSchema } from '#schemas/boot';
import { call, describeEachBackend } from '../testing/test-server.ts';

const distDir = resolve(import.meta.dirname, '../../../tests/fixtures/dist');

function bootOf(html: string) {
  const match = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return match ? bootDataSchema.parse(JSON.parse(match[1]!)) : null;
}

describeEachBackend('brand pages', (server) => {
  it('a brand sub-domain gets its title, theme colour, dark theme, skeleton and boot data', async () => {
    const res = await call(server(), '/', { host: 'alpha.localhost:8080' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.text;
    expect(html).toContain('<title>Alfa</title>');
    expect(html).toContain('<meta name="theme-color" content="#112233">');
    expect(html).toMatch(/<html lang="uz" data-theme="dark" style="--sf-main:#112233;--sf-on-main:#FFFFFF">/);
    expect(html).toContain('class="app-shell"');
    const boot = bootOf(html)!;
    expect(boot.sub).toBe('alpha');
    expect(boot.merchant?.id).toBe('alpha-id');
    expect(boot.overalls?.products.length).toBeGreaterThan(0);
    expect(boot.overallsEtag).toMatch(/^"/);
    expect(boot.policies?.map((p) => p.type)).toContain('ABOUT_COMPANY');
    expect(boot.banners?.length).toBe(2);
    expect(html).not.toContain('secret-password');
  });

  it('paints the first screen from the HTML: banners first, the first category\'s cards with their images', async () => {
    const html = (await call(server(), '/', { host: 'alpha.localhost:8080' })).text;
    // Banners come first on alpha's home, but its first category is BIG: on a phone that card's
    // square image outgrows a 2:1 banner, so it is the LCP candidate, preloaded.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/img\/resize\?src=fixture%2Fburger\.svg&amp;w=480&amp;h=480[^"]*"[^>]*fetchpriority="high">/);
    expect(html).toMatch(/<li class="banner"><img class="banner__image" src="\/img\/resize\?src=fixture%2Fbanner\.svg[^>]*alt="">/);
    // Category 10 (BIG, priority 1) comes first, with its two products' images at 480 px.
    expect(html).toContain('class="product-grid product-grid--big shell-grid--big"');
    expect(html.match(/<img class="product-card__image" src="\/img\/resize\?src=fixture%2Fburger\.svg&amp;w=480&amp;h=480/g)).toHaveLength(2);
  });

  it('without banners, the shell starts with the first category in its view (MEDIUM by default)', async () => {
    const html = (await call(server(), '/', { host: 'beta.localhost:8080' })).text;
    expect(html).not.toContain('class="banners"');
    expect(html).toContain('class="product-grid product-grid--medium shell-grid--medium"');
  });

  it('draws the brand tabs of a group, this brand current, development links on the visitor\'s port', async () => {
    const html = (await call(server(), '/', { host: 'alpha.localhost:9999' })).text;
    expect(html).toContain('<nav class="brand-tabs">');
    expect(html).toMatch(/<a class="brand-tab" href="http:\/\/alpha\.localhost:9999\/" aria-current="page"[^>]*>Alfa<\/a>/);
    expect(html).toMatch(/<a class="brand-tab" href="http:\/\/beta\.localhost:9999\/" style="--brand-color:#445566">Beta<\/a>/);
    expect(bootOf(html)?.brands?.map((b) => b.id)).toEqual(['alpha', 'beta']);
    // Beta has no tabs of its own (no multi-tab navigation, no catalog).
    expect((await call(server(), '/', { host: 'beta.localhost:9999' })).text).not.toContain('brand-tabs');
  });

  it('?vendor= names the brand on development hosts; a cookie remembers it on the bare host', async () => {
    // Beta sets no title and no brand name: the generic title (SPEC point 9), as the storefront shows it.
    expect((await call(server(), '/?vendor=beta', { host: 'localhost:8080' })).text).toContain('<title>Online menu</title>');
    expect((await call(server(), '/about', { host: '127.0.0.1:8080', cookie: 'merchant=beta-id' })).text).toContain('<title>Online menu</title>');
    // On a public host, ?vendor= does not switch brands.
    expect((await call(server(), '/?vendor=beta', { host: 'alpha.example.uz' })).text).toContain('<title>Alfa</title>');
  });

  it('the language cookie picks the page language when the brand offers it', async () => {
    expect((await call(server(), '/', { host: 'alpha.localhost', cookie: 'lang=eng' })).text).toMatch(/<html lang="en"/);
    // Beta offers uz and ru only (defaults): eng falls back.
    expect((await call(server(), '/', { host: 'beta.localhost', cookie: 'lang=eng' })).text).not.toMatch(/<html lang="en"/);
  });

  it('an unknown sub-domain gets a page whose boot data says there is no such merchant', async () => {
    const res = await call(server(), '/', { host: 'nobody.localhost:8080' });
    expect(res.status).toBe(200);
    expect(bootOf(res.text)).toEqual({ sub: 'nobody', merchant: null });
  });

  it('a bare host without a brand gets the plain page and no boot data', async () => {
    const res = await call(server(), '/', { host: 'localhost:8080' });
    expect(res.status).toBe(200);
    expect(bootOf(res.text)).toBeNull();
  });

  it('boot data cannot break out of its script element', async () => {
    await server().db.query(`update web_settings set data = jsonb_set(data, '{brand}', '"</script><script>alert(1)</script>"') where merchant_id = 'beta-id'`);
    let html = '';
    for (let i = 0; i < 100; i++) {
      html = (await call(server(), '/', { host: 'beta.localhost' })).text;
      if (html.includes('alert(1)')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/script&gt;');
    expect(bootOf(html)?.webSettings).toMatchObject({ brand: '</script><script>alert(1)</script>' });
  });

  it('inlines the built stylesheet so the first paint waits for no second request', async () => {
    const html = (await call(server(), '/', { host: 'alpha.localhost' })).text;
    expect(html).toContain('<style>body{color:red}');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('sends a content security policy that lets Telegram frame the page', async () => {
    const csp = (await call(server(), '/', { host: 'alpha.localhost' })).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://web.telegram.org');
  });

  it('serves built assets with a long cache, and 404 for a missing file', async () => {
    const asset = await call(server(), '/assets/index-test.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await call(server(), '/assets/missing.js')).status).toBe(404);
  });
}, { distDir });
