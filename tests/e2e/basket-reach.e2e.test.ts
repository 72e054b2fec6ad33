/**
 * The basket one tap away (issue 31, coffee on a phone): whatever the brand's basket position,
 * once the basket holds something every screen of the default layout offers it on a phone, in
 * view: the bottom bar's entry (NAVIGATION_BAR) or the floating button (FLOATING_OVER_PRODUCT),
 * on the product page, search and the profile as on the menu.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { testBrowser } from './test-browser.ts';
import { readBrands } from './brands.ts';
import { addedWithoutChoices, addToBasket, hydrated, menuProducts, merchantOf } from './shopper.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';

const PHONE = { width: 360, height: 740 };
const port = inject('port');
const api = `http://127.0.0.1:${port}`;
const brands = readBrands(inject('presetsDir'));
const chrome = testBrowser();

/** The basket's links the page offers on a phone, wherever the brand puts them. */
const basketLinks = (page: Page) => page.locator('a.floating-basket, nav.main-nav--bottom a.main-nav__link').filter({ hasText: uz.nav.basket });

/** A basket link is on screen, inside the viewport, and nothing covers its middle. */
async function basketInReach(page: Page, where: string): Promise<void> {
  const link = basketLinks(page).first();
  await link.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {
    throw new Error(`${where}: no basket link on screen`);
  });
  const box = (await link.boundingBox())!;
  expect(box.y + box.height, where).toBeLessThanOrEqual(PHONE.height);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  const onTop = await link.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, `${where}: the basket link is covered`).toBe(true);
}

/** A product of the brand that goes into the basket with one tap (not in a category shown without a basket). */
async function orderable(sub: string): Promise<number> {
  const res = await fetch(`${api}/products/v1/overalls?type=WEB`, { headers: { merchant: await merchantOf(api, sub) } });
  const { categories } = (await res.json()) as { categories: { id: number; isWithoutCart?: boolean | null }[] };
  const withoutCart = new Set(categories.filter((c) => c.isWithoutCart).map((c) => c.id));
  const product = (await menuProducts(api, sub)).find((p) => addedWithoutChoices(p) && !withoutCart.has(p.categoryId));
  if (!product) throw new Error(`${sub}: no product goes into the basket with one tap`);
  return product.id;
}

describe('the basket one tap away on a phone', () => {
  it.each(brands.map((b) => [b.sub, b] as const))('%s: on the product page, search and the profile once it holds something', async (_sub, brand) => {
    const origin = `http://${brand.sub}.localhost:${port}`;
    const { page, context, problems } = await chrome.open({ viewport: PHONE });
    await addToBasket(page, origin, await orderable(brand.sub));
    await basketInReach(page, `${brand.sub} product page (${brand.basketPosition})`);

    const screens = ['/search', '/profile'].filter((path) => brand.routes.includes(path.slice(1) as (typeof brand.routes)[number]));
    for (const path of screens) {
      await page.goto(`${origin}${path}`);
      await hydrated(page);
      await basketInReach(page, `${brand.sub} ${path} (${brand.basketPosition})`);
    }
    const link = basketLinks(page).first();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/basket' || url.searchParams.get('basket') === '1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an empty basket shows no floating button away from the menu', async () => {
    const floating = brands.find((b) => b.basketPosition === 'FLOATING_OVER_PRODUCT');
    if (!floating) throw new Error('no preset brand floats its basket');
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`http://${floating.sub}.localhost:${port}/search`);
    await hydrated(page);
    expect(await page.locator('a.floating-basket').count()).toBe(0);
    await context.close();
  });
});
