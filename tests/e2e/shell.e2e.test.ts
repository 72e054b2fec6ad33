/**
 * The server-rendered shell (DESIGN.md, performance by design): a brand's first answer is
 * HTML that already carries the brand (title, theme colour, boot data, a skeleton in its
 * colours) before any JavaScript runs.
 */
import { mkdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { BOOT_DATA_ELEMENT_ID } from '#schemas/boot';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';
import { cssRgb, readBrands } from './brands.ts';

const SHOTS = '/tmp/e2e-shots';
const port = inject('port');
const brands = readBrands(inject('presetsDir'));
const origin = (sub: string) => `http://${sub}.localhost:${port}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A plain GET with the brand's Host header: Node resolves no *.localhost names, and its
 * fetch drops a Host header, so node:http it is.
 */
function fetchPage(sub: string): Promise<{ status: number; headers: IncomingHttpHeaders; html: string }> {
  return new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { host: `${sub}.localhost:${port}` } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { html += chunk; });
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, html }));
      res.on('error', fail);
    }).on('error', fail);
  });
}

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(brands)('brand $sub: the first HTML', (brand) => {
  it('carries the title, the theme-color meta and the boot data before the first script', async () => {
    const { status, headers, html } = await fetchPage(brand.sub);
    expect(status).toBe(200);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    const firstScript = html.search(/<script\b(?![^>]*type="application\/json")/);
    const before = firstScript < 0 ? html : html.slice(0, firstScript);

    expect(before).toContain(`<title>${escapeHtml(brand.title)}</title>`);
    expect(before).toMatch(new RegExp(`<meta name="theme-color" content="${brand.mainColor}"`, 'i'));
    expect(html).toMatch(new RegExp(`--sf-main:${brand.mainColor}`, 'i'));
    // The boot data: JSON the storefront reads instead of its first calls.
    const boot = /<script id="([\w-]+)" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(boot?.[1]).toBe(BOOT_DATA_ELEMENT_ID);
    const data = JSON.parse(boot?.[2] ?? 'null') as { sub?: string; overalls?: { products?: unknown[] } } | null;
    expect(data?.sub).toBe(brand.sub);
    expect(data?.overalls?.products?.length).toBeGreaterThan(0);
  });

  it('without JavaScript still shows the brand title and a skeleton in the brand colour', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin(brand.sub)}/`);
      await page.screenshot({ path: `${SHOTS}/${brand.sub}-nojs-phone.png` });
      expect(await page.title()).toBe(brand.title);
      const header = page.locator('header.site-header');
      expect((await header.locator('.site-header__title').textContent())?.trim()).toBe(brand.title);
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(cssRgb(brand.mainColor));
      expect(await page.locator('[aria-busy="true"] .skeleton').count()).toBeGreaterThan(0);
      // The skeleton is styled: the built stylesheet applied (a bare skeleton has no height).
      const box = await page.locator('.skeleton').first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
