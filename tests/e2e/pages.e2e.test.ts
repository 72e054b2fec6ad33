/**
 * Every route of every preset as the server renders it and the browser takes it over
 * (DESIGN: rendering, one path): hydration adopts the server's markup (no node of the first
 * screen is replaced, no hydration warning), the page has no serious or critical accessibility
 * violation (axe-core), and without JavaScript every route is readable and its links work.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import type { RouteId } from '#schemas/routes';
import { readBrands, type BrandExpectation } from './brands.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, seriousViolations } from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const port = inject('port');
const brands = readBrands(inject('presetsDir'));
const origin = (sub: string) => `http://${sub}.localhost:${port}`;

/** The routes of a brand worth a visit, with the paths that reach them. */
function routesOf(brand: BrandExpectation): { readonly name: string; readonly path: string }[] {
  const optional: [RouteId, string][] = [
    ['branches', '/branches'],
    ['about', '/about'],
    ['offerta', '/offerta'],
    ['privacy', '/privacy'],
  ];
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category?id=${brand.firstCategory.id}` },
    { name: 'product', path: `/product/${brand.firstProduct.id}` },
    { name: 'product dialog', path: `/?product=${brand.firstProduct.id}` },
    { name: 'search', path: '/search' },
    { name: 'basket', path: '/basket' },
    { name: 'not found', path: '/no-such-page' },
    // The sign-in and profile screens as a visitor who is not signed in gets them (signed in:
    // accounts.e2e.test.ts).
    { name: 'login', path: '/login' },
    { name: 'login rules', path: '/login/rules' },
    { name: 'profile', path: '/profile' },
    { name: 'language', path: '/language' },
    ...optional.filter(([id]) => brand.routes.includes(id)).map(([name, path]) => ({ name, path })),
  ];
}

const chrome = testBrowser();

// The status of a not-found page itself is reported as a failed load of the document.
const open = (options: BrowserContextOptions = {}) =>
  chrome.open({ viewport: PHONE, ...options, ignore: (message, page) => message.location().url === page.url() && /status of 404/.test(message.text()) });

describe.each(brands)('brand $sub: server page, hydration and accessibility', (brand) => {
  it.each(routesOf(brand))(
    "$name ($path): the browser adopts every node of the server's first screen, warns of nothing, and axe finds no serious violation",
    async ({ path }) => {
      const { context, page, problems } = await open();
      try {
        // Hold the app's entry script until the server's nodes are noted.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
          await gate;
          await route.continue();
        });
        // DOMContentLoaded waits for module scripts: wait for the parsed page state instead.
        await page.goto(`${origin(brand.sub)}${path}`, { waitUntil: 'commit' });
        await page.locator('#page-state').waitFor({ state: 'attached' });
        const noted = await page.evaluate(() => {
          // Placeholders (skeletons, busy regions) are meant to be filled after hydration.
          const nodes = [...document.querySelectorAll('#root *')].filter((el) => !el.closest('.skeleton, [aria-busy="true"]'));
          (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
          return nodes.length;
        });
        expect(noted).toBeGreaterThan(10);
        release();
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const replaced = await page.evaluate(() =>
          (window as unknown as { serverNodes: Element[] }).serverNodes
            .filter((node) => !node.isConnected)
            .slice(0, 5)
            .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
        );
        expect(replaced).toEqual([]);
        expect(problems).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(routesOf(brand))('$name ($path) without JavaScript: readable, with a level-1 heading', async ({ path }) => {
    const { context, page } = await open({ javaScriptEnabled: false });
    try {
      const response = await page.goto(`${origin(brand.sub)}${path}`);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const heading = page.locator('h1').first();
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(0);
      // Nothing hidden behind the app: the page's own texts are on screen.
      expect(await page.locator('#root').innerText()).not.toBe('');
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the links work: a product card opens its product, the search form finds it', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    try {
      await page.goto(`${origin(brand.sub)}/`);
      await page.locator(`#category-${brand.firstCategory.id} a.product-card__link`).first().click();
      await page.getByRole('heading', { name: brand.firstProduct.name, exact: true }).first().waitFor();
      if (brand.firstCategory.navigationType !== 'FULL_SCREEN') {
        expect(new URL(page.url()).searchParams.get('product')).toBe(String(brand.firstProduct.id));
        await page.locator('a.dialog__close').click();
        expect(new URL(page.url()).searchParams.has('product')).toBe(false);
      }
      await page.goto(`${origin(brand.sub)}/search`);
      await page.getByRole('searchbox').fill(brand.firstProduct.name);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=/);
      await page.locator(`a.search-result[href="/product/${brand.firstProduct.id}"]`).waitFor();
    } finally {
      await context.close();
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('looks right at %s width with JavaScript and without (screenshots), never wider than the screen', async (size, viewport) => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await open({ viewport, javaScriptEnabled });
      try {
        await page.goto(`${origin(brand.sub)}/`);
        if (javaScriptEnabled) await hydrated(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${brand.sub}-home-${size}-${javaScriptEnabled ? 'js' : 'nojs'}.png` });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      } finally {
        await context.close();
      }
    }
  });
});

describe('a brand nobody knows', () => {
  it('lands on /merchantNotAvailable, hydrates it, and has no serious accessibility violation', async () => {
    const { context, page, problems } = await open();
    try {
      const response = await page.goto(`${origin('nosuchbrand')}/`);
      expect(new URL(page.url()).pathname).toBe('/merchantNotAvailable');
      expect(response?.status()).toBe(404);
      await hydrated(page);
      expect(problems).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
