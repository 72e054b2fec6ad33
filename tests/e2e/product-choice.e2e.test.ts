/**
 * Issue 19, product and basket (items 10, 11, 15, 20): choosing a product's modifications and
 * adding it, in a real browser against the real server. The chosen chips read on every brand's
 * colour; adding from a pop-up or a sheet is seen; the groups sit inside the dialog; a full-screen
 * page has a way back; buying in one click buys that item alone; a search that finds nothing is
 * not remembered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validatePreset } from '#schemas/preset';
import { MIN_TEXT_CONTRAST } from '#domain/theme';

import { readBrands } from './brands.ts';
import { paintedContrasts } from './contrast.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, merchantOf, newPhone, signInUz } from './shopper.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { cartUz } from '../../src/storefront/i18n/dictionaries/cart/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { searchUz } from '../../src/storefront/i18n/dictionaries/search/uz.ts';

const PHONE = { width: 360, height: 800 };

const port = inject('port');
const api = `http://127.0.0.1:${port}`;
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const origin = (sub: string) => `http://${sub}.localhost:${port}`;

const chrome = testBrowser();

/** A brand's first product with a priced modification, and how its category opens it. */
function pricedProduct(file: string): { id: number; navigationType: string } | null {
  const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, file), 'utf8')));
  if (!result.ok) throw new Error(`${file} is no valid preset`);
  const { products, categories } = result.preset.menu;
  const product = products.find((p) => p.modificationGroups.some((g) => g.modifications.some((m) => m.price > 0)));
  if (!product) return null;
  return { id: product.id, navigationType: categories.find((c) => c.id === product.categoryId)?.navigationType ?? 'POP_UP' };
}

/** Chooses, in every group, the first priced option still free to choose. */
async function choosePricedOptions(page: Page): Promise<void> {
  for (const group of await page.locator('fieldset.modifications__group').all()) {
    const option = group.locator('label:has(.tile__price):not([data-checked]):not(:has(input:disabled))').first();
    if (await option.count()) await option.click();
  }
}

const unreadable = async (page: Page) => (await paintedContrasts(page)).filter((c) => c.ratio < MIN_TEXT_CONTRAST).map((c) => `${c.what} ${c.ratio}`);

describe('item 10: text on the brand colour reads (WCAG AA, 4.5:1)', () => {
  it.each(brands)('$sub: every chip, button and badge of the home and of a product with its priced options chosen', async (brand) => {
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`${origin(brand.sub)}/`);
    await hydrated(page);
    await page.locator('article.product-card').first().waitFor();
    expect(await unreadable(page), 'home').toEqual([]);

    const product = pricedProduct(brand.file);
    if (product) {
      await page.goto(`${origin(brand.sub)}/product/${product.id}`);
      await hydrated(page);
      await choosePricedOptions(page);
      expect(await page.locator('.modifications [data-checked] .tile__price').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/contrast-${brand.sub}-product.png` });
      expect(await unreadable(page), `product ${product.id}`).toEqual([]);
    }
    await context.close();
  });
});

describe('item 20: "buy in one click" buys that item alone', () => {
  it("burger: the checkout orders only the item chosen, the basket stays as it was, and the basket's own way to the checkout orders the basket", async () => {
    const brand = brands.find((b) => b.sub === 'burger')!;
    const product = pricedProduct(brand.file)!;
    const { page, context, problems } = await chrome.open({ viewport: PHONE });
    const quoted: { cartItems: { productId: number; count: number }[] }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/orders/v1/orders/quote')) quoted.push(r.postDataJSON());
    });
    // The basket holds another product first.
    await page.goto(`${origin(brand.sub)}/product/${brand.firstProduct.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();

    await page.goto(`${origin(brand.sub)}/product/${product.id}`);
    await hydrated(page);
    await choosePricedOptions(page);
    await page.getByRole('button', { name: uz.product.buyNow }).click();
    // The checkout asks to sign in first; the item waits through it.
    await signInUz(page, api, brand.sub, newPhone('93'));
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.locator('.checkout__buy-now').waitFor();
    // Pick-up at a branch: the order is priced (a delivery waits for its address).
    await page.getByLabel(orderUz.serviceType.PICK_UP, { exact: true }).check();
    await expect.poll(() => quoted.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(quoted.flatMap((q) => q.cartItems.map((i) => i.productId)))).toEqual(new Set([product.id]));
    await page.screenshot({ path: `${SHOTS}/buy-now-checkout-phone.png` });
    // Item 15: a branch's choice runs to two lines and its dot keeps its size.
    const dots = await page
      .locator('.choice input[type="radio"]')
      .evaluateAll((inputs) =>
        inputs.map((input) => ({ width: input.getBoundingClientRect().width, lines: input.closest('.choice')!.getBoundingClientRect().height > 60 })),
      );
    expect(dots.some((d) => d.lines)).toBe(true);
    expect(dots.map((d) => d.width)).toEqual(dots.map(() => 18));

    // The basket is as it was: the first product alone.
    const stored = async () =>
      page.evaluate(
        (m) => (JSON.parse(localStorage.getItem(`sf:${m}:basket`) ?? '{}') as { state?: { lines?: { productId: number }[] } }).state?.lines ?? [],
        await merchantOf(api, brand.sub),
      );
    expect((await stored()).map((l) => l.productId)).toEqual([brand.firstProduct.id]);

    // A reload of the checkout still buys the one item.
    quoted.length = 0;
    await page.reload();
    await hydrated(page);
    await page.locator('.checkout__buy-now').waitFor();
    await expect.poll(() => quoted.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(quoted.flatMap((q) => q.cartItems.map((i) => i.productId)))).toEqual(new Set([product.id]));

    // From the basket, the checkout orders the basket.
    await page.goto(`${origin(brand.sub)}/basket`);
    await hydrated(page);
    quoted.length = 0;
    await page.getByRole('link', { name: cartUz.toCheckout }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect.poll(() => quoted.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('.checkout__buy-now').count()).toBe(0);
    expect(new Set(quoted.at(-1)!.cartItems.map((i) => i.productId))).toEqual(new Set([brand.firstProduct.id]));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('item 14: on a desktop the basket stays in reach when the page scrolls', () => {
  it.each(brands)('$sub at 1280 px: a way to the basket is on screen and uncovered after a long scroll', async (brand) => {
    const { page, context } = await chrome.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin(brand.sub)}/`);
    await hydrated(page);
    await page.locator('article.product-card').first().waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600);
    // The header's basket link, or the floating basket: on screen, and the topmost thing where it is.
    const reachable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href="/basket"]')].some((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!top && link.contains(top);
      }),
    );
    await page.screenshot({ path: `${SHOTS}/desktop-scrolled-${brand.sub}.png` });
    expect(reachable).toBe(true);
    // A chip's jump brings its category's title out from under the header and the strip.
    const chips = page.locator('.category-strip a');
    if ((await chips.count()) > 2) {
      const chip = chips.nth(2);
      const target = (await chip.getAttribute('href'))!.slice(1);
      await chip.click();
      const titleSeen = () =>
        page.locator(`#${target} .category__title`).evaluate((title) => {
          const box = title.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return box.top >= 0 && !!top && title.contains(top);
        });
      await expect.poll(titleSeen, { timeout: 5000 }).toBe(true);
    }
    await context.close();
  });
});

describe('item 15: the groups of a product sit inside its dialog', () => {
  it.each([
    ['burger', 1113, 'sheet'],
    ['burger', 1120, 'pop-up'],
    ['plov', 5135, 'pop-up'],
    ['sushi', 3100, 'page'],
  ])('%s product %i (%s): each group is inset like the name above it', async (sub, id, how) => {
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(how === 'page' ? `${origin(sub)}/product/${id}` : `${origin(sub)}/?product=${id}`);
    await hydrated(page);
    const name = page.locator('.product-details__name');
    await name.waitFor();
    const nameX = (await name.boundingBox())!.x;
    const groups = await page.locator('fieldset.modifications__group').evaluateAll((all) => all.map((g) => g.getBoundingClientRect().x));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.map((x) => Math.round(x))).toEqual(groups.map(() => Math.round(nameX)));
    await page.screenshot({ path: `${SHOTS}/groups-${sub}-${id}-phone.png` });
    await context.close();
  });
});

describe('item 20: a search that finds nothing is not remembered', () => {
  it('burger: a search with results joins the history, one with none does not', async () => {
    const brand = brands.find((b) => b.sub === 'burger')!;
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`${origin(brand.sub)}/search`);
    await hydrated(page);
    const input = page.getByRole('searchbox', { name: searchUz.placeholder });
    const search = async (text: string) => {
      await input.fill(text);
      await input.press('Enter');
    };
    await search('zzzqqq');
    await page.getByText(searchUz.noResults.replace('{{query}}', 'zzzqqq')).waitFor();
    const found = brand.firstProduct.name.slice(0, 4);
    await search(found);
    await page.locator('.search-results').waitFor();
    await input.fill('');
    const history = page.locator('.search-history__list');
    await history.waitFor();
    expect(await history.getByRole('button').allInnerTexts()).toEqual([found]);
    await context.close();
  });
});
