/**
 * The studio's catalogue in a real browser against the real server process (issue 21): the demo
 * owner puts a category's second product first with the keyboard's button and uploads a picture
 * for it (a PNG made here); a shopper's category page then lists the products in the new order
 * and shows the new picture; a home banner takes a picture too. The section passes axe (0
 * serious); a screenshot at 1280 px goes to /tmp/e2e-shots/studio-catalog-1280.png.
 */
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uz } from '../../src/studio/i18n/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, merchantOf, seriousViolations } from './shopper.ts';
import { openStudioAsOwner } from './studio-staff.ts';

const port = inject('port');
const SUB = 'sushi';
const origin = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;

const chrome = testBrowser();

interface MenuItem {
  readonly id: number;
  readonly priority: number;
  readonly name: { readonly uz?: string };
}
interface Menu {
  readonly categories: MenuItem[];
  readonly products: (MenuItem & { readonly categoryId: number; readonly image?: string | null })[];
}

const byPriority = <T extends MenuItem>(items: T[]) => [...items].sort((a, b) => a.priority - b.priority || a.id - b.id);
const menu = async (): Promise<Menu> =>
  (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers: { merchant: await merchantOf(api, SUB) } })).json()) as Menu;
const productsOf = async (categoryId: number) => byPriority((await menu()).products.filter((p) => p.categoryId === categoryId));

/** The product names a shopper's category page lists, in its order. */
const shopperNames = (page: Page) => page.locator('.product-card__name').allTextContents();

describe("the studio's catalogue (issue 21)", () => {
  it("an owner reorders a category's products with the keyboard and uploads a product picture and a banner's; a shopper's page shows the order and picture", async () => {
    // A category with at least two products, not the first (the brand tests read the first one's).
    const { categories, products } = await menu();
    const category = byPriority(categories)
      .slice(1)
      .find((c) => products.filter((p) => p.categoryId === c.id).length >= 2)!;
    expect(category).toBeDefined();
    const [first, second] = await productsOf(category.id);
    const firstName = first!.name.uz!;
    const secondName = second!.name.uz!;

    const { page, problems } = await chrome.open({ viewport: { width: 1280, height: 900 } });
    await openStudioAsOwner(page, api, origin, SUB, 'catalog');
    const rows = page.locator(`details[data-category="${category.id}"]`);
    await rows.locator('summary').focus();
    await page.keyboard.press('Enter');
    await rows.getByText(secondName, { exact: true }).waitFor();

    // The keyboard's way: the second product's up button, pressed with Enter.
    await rows.getByRole('button', { name: `${uz.catalog.up}: ${secondName}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await productsOf(category.id)).slice(0, 2).map((p) => p.id)).toEqual([second!.id, first!.id]);
    // The studio shows the order it saved.
    expect(await rows.locator('.studio-reorder > li strong').first().textContent()).toBe(secondName);

    // A picture for the product now first: a small PNG, uploaded and named on the product.
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#16a085' } })
      .png()
      .toBuffer();
    await rows.getByLabel(`${uz.settings.upload}: ${secondName}`, { exact: true }).setInputFiles({ name: 'roll.png', mimeType: 'image/png', buffer: png });
    await expect.poll(async () => (await productsOf(category.id)).find((p) => p.id === second!.id)?.image ?? '').toMatch(/^uploads\/.+\/[0-9a-f]{24}\.png$/);
    const file = (await productsOf(category.id)).find((p) => p.id === second!.id)!.image!;
    await page.getByText(uz.catalog.saved).waitFor();
    // The studio's row shows the new picture through the image proxy.
    await expect.poll(() => rows.locator('.studio-reorder > li').first().locator('img').getAttribute('src')).toContain(encodeURIComponent(file));

    // A home banner's picture, the same way: the banners the storefront reads name the upload.
    const banners = async () =>
      (await (await fetch(`${api}/support/v1/banners`, { headers: { merchant: await merchantOf(api, SUB) } })).json()) as {
        id: number;
        image: string;
        title?: { uz?: string } | null;
      }[];
    const banner = (await banners()).find((b) => b.title?.uz)!;
    const wide = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#8e44ad' } })
      .png()
      .toBuffer();
    await page
      .getByLabel(`${uz.settings.upload}: ${banner.title!.uz!}`, { exact: true })
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: wide });
    await expect.poll(async () => (await banners()).find((b) => b.id === banner.id)?.image).toMatch(/^uploads\/.+\/[0-9a-f]{24}\.png$/);

    expect(await seriousViolations(page)).toEqual([]);
    // From the top, so the sticky bar is drawn where it belongs in the whole page's picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/studio-catalog-1280.png`, fullPage: true });

    // A shopper's category page: the new order, and the new picture (its URL names the upload).
    const shopper = await chrome.open({ viewport: { width: 360, height: 800 } });
    await shopper.page.goto(`${origin}/category?id=${category.id}`);
    await hydrated(shopper.page);
    const names = await shopperNames(shopper.page);
    expect(names.indexOf(secondName)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(secondName)).toBeLessThan(names.indexOf(firstName));
    const card = shopper.page.locator('.product-card', { has: shopper.page.getByRole('heading', { name: secondName, exact: true }) }).first();
    const src = (await card.locator('img.product-card__image').getAttribute('src')) ?? '';
    expect(new URL(src, origin).searchParams.get('src')).toBe(file);
    // The proxy serves it.
    const served = await fetch(new URL(src, api));
    expect(served.status).toBe(200);
    expect(served.headers.get('x-image-placeholder')).toBeNull();

    // Back in the preset's order, for the other tests (the picture stays: it is no setting they read).
    await rows.getByRole('button', { name: `${uz.catalog.down}: ${secondName}`, exact: true }).click();
    await expect.poll(async () => (await productsOf(category.id)).slice(0, 2).map((p) => p.id)).toEqual([first!.id, second!.id]);
    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
  });
});
