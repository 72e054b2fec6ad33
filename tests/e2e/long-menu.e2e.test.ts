/**
 * The 2,000-product brand of the benchmarks (bench/presets/large.json): the home stays short
 * (a long category shows its first products and a link to all), a long category's page keeps
 * only the rows near the screen in the page while every product can be scrolled to, and without
 * JavaScript the category reads page by page.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { validatePreset } from '#schemas/preset';
import { assembleMenu } from '#domain/menu-assembly';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { HOME_LIMIT, CATEGORY_PAGE_SIZE } from '../../src/storefront/features/menu/long-lists.ts';

const root = resolve(import.meta.dirname, '../..');
const presetFile = join(root, 'bench/presets/large.json');
const preset = validatePreset(JSON.parse(readFileSync(presetFile, 'utf8')));
if (!preset.ok) throw new Error('bench/presets/large.json is not a valid preset');
const menu = assembleMenu(preset.preset.menu);
const longest = [...menu.categories].sort((a, b) => b.products.length - a.products.length)[0]!;
const name = (p: { name: { uz?: string | null } }) => p.name.uz ?? '';

let browser: Browser;
let server: RunningServer;
let presets: string;
const url = (path: string) => `${server.origin(preset.preset.merchant.sub)}${path}`;

beforeAll(async () => {
  presets = mkdtempSync(join(tmpdir(), 'storefront-large-'));
  copyFileSync(presetFile, join(presets, 'large.json'));
  server = await startServer({ PRESETS_DIR: presets });
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (presets) rmSync(presets, { recursive: true, force: true });
});

describe(`a category of ${longest.products.length} products`, () => {
  it(`the home shows its first ${HOME_LIMIT} and a link to all of them`, async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(url('/'));
    const section = page.locator(`#category-${longest.id}`);
    expect(await section.locator('article.product-card').count()).toBe(HOME_LIMIT);
    expect(await section.locator(`a[href="/category?id=${longest.id}"]`).count()).toBe(1);
    await page.close();
  });

  it('its page keeps only the rows near the screen in the page, and the last product can be scrolled to', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(url(`/category?id=${longest.id}`));
    await page.locator('ul[data-virtual="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.locator('article.product-card').count()).toBeLessThan(60);
    const last = page.getByRole('heading', { name: name(longest.products[longest.products.length - 1]!), exact: true });
    // Rows measured on the way change the list's height: scroll to the bottom again until the
    // last product is drawn.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return last.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await last.waitFor();
    expect(await page.locator('article.product-card').count()).toBeLessThan(60);
    await page.close();
  });

  it('without JavaScript it reads page by page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(url(`/category?id=${longest.id}`));
    expect(await page.locator('article.product-card').count()).toBe(CATEGORY_PAGE_SIZE);
    const pages = Math.ceil(longest.products.length / CATEGORY_PAGE_SIZE);
    expect(await page.locator('a.pager__link').count()).toBe(pages);
    await page.locator('a.pager__link').nth(1).click();
    await page.getByRole('heading', { name: name(longest.products[CATEGORY_PAGE_SIZE]!), exact: true }).waitFor();
    expect(await page.locator('article.product-card').count()).toBe(CATEGORY_PAGE_SIZE);
    await context.close();
  });
});
