/**
 * Where a page opens (issue 31, a new page at the last page's offset): a new page at its top, a
 * page gone back to where the shopper left it, and a product over the page (a dialog) leaves the
 * page where it is. The storefront is one document, so none of this is the browser's own doing.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { testBrowser } from './test-browser.ts';
import { presetBrand, readBrands } from './brands.ts';

const PHONE = { width: 360, height: 800 };
const port = inject('port');
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const chrome = testBrowser();

const offset = (page: Page) => page.evaluate(() => Math.round(scrollY));
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });

/** Scrolls the page to `y` and waits until the page has come to rest there (and the offset is kept). */
async function scrollToOffset(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(scrollY - top) <= 1, y);
  // The offset is kept at the next frame; two frames leave it written.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('where a page opens', () => {
  // A brand with a bottom bar on phones and a category long enough to scroll far down.
  const brand = presetBrand(
    brands,
    presetsDir,
    'a brand with a home tab and a category of 5+ products',
    (b) => b.routes.includes('home') && b.firstCategory.productCount >= 5,
  );
  const origin = `http://${brand.sub}.localhost:${port}`;

  it('a new page opens at its top; back returns to where the shopper was, forward too', async () => {
    const { page, context, problems } = await chrome.open({ viewport: PHONE });
    await page.goto(`${origin}/category?id=${brand.firstCategory.id}`);
    await page.locator('article.product-card').first().waitFor();
    await hydrated(page);
    const far = Math.min(1500, (await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)) - 10);
    expect(far).toBeGreaterThan(300);
    await scrollToOffset(page, far);

    await page.locator('nav.main-nav--bottom a.main-nav__link[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('article.product-card').first().waitFor();
    expect(await offset(page)).toBe(0);
    await scrollToOffset(page, 200);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/category');
    await page.waitForFunction((top) => Math.abs(scrollY - top) <= 2, far, { timeout: 5000 });

    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => Math.abs(scrollY - 200) <= 2, undefined, { timeout: 5000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a product opened over the page and closed leaves the page where it was', async () => {
    const overlay = brands.find((b) => b.firstCategory.navigationType !== 'FULL_SCREEN');
    if (!overlay) throw new Error('no preset brand opens its first category in a dialog');
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`http://${overlay.sub}.localhost:${port}/`);
    await page.locator('article.product-card').first().waitFor();
    await hydrated(page);
    const card = page.locator(`#category-${overlay.firstCategory.id} article.product-card a.product-card__link`).first();
    await card.scrollIntoViewIfNeeded();
    const before = await offset(page);
    await card.click();
    const dialog = page.getByRole('dialog', { name: overlay.firstProduct.name, exact: true });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(Math.abs((await offset(page)) - before)).toBeLessThanOrEqual(2);
    await context.close();
  });
});
