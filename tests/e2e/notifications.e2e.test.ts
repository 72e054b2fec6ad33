/**
 * Issue 19, items 11 to 13: where the shopper's feedback shows. Adding from a pop-up or a sheet is
 * seen (the plan closes it, the notification and the basket's count show above everything); a
 * notification that comes while a dialog is open shows above it; the location request goes by
 * itself or on scroll and covers no navigation; notifications stay clear of the header, the
 * brand tabs, the bars, the floating basket and the screen's title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TOAST_DURATION_MS } from '#engine/layout-plan';
import { validatePreset } from '#schemas/preset';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { presetBrand, readBrands } from './brands.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { accountUz } from '../../src/storefront/i18n/dictionaries/account/uz.ts';
import { addToBasket, hydrated, menuProducts, addedWithoutChoices, newPhone, seriousViolations, signInUz } from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const port = inject('port');
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const origin = (sub: string) => `http://${sub}.localhost:${port}`;
const brand = (sub: string) => presetBrand(brands, presetsDir, `the brand ${sub} of presets/${sub}.json`, (b) => b.sub === sub);

const chrome = testBrowser();

/** A category of the brand with a product its card's + puts straight into the basket (nothing to choose). */
function categoryWithQuickAdd(sub: string): number {
  const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, brand(sub).file), 'utf8')));
  if (!result.ok) throw new Error(`${sub} is no valid preset`);
  const product = result.preset.menu.products.find((p) => p.modificationGroups.every((g) => !g.isRequired && g.minCount === 0));
  if (!product) throw new Error(`${sub} has no product to add without a choice`);
  return product.categoryId;
}

/** The element is what the shopper sees at its centre: nothing is drawn over it. */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!seen && (seen === element || element.contains(seen));
  });

type Box = { left: number; top: number; right: number; bottom: number; what: string };

/** The boxes of what a notification must never cover: navigation, basket, brand tabs, the screen's title and main action. */
function keptClear(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.site-header, .brand-tabs, .main-nav--bottom, .floating-basket, .checkout__place, .basket__footer, h1')]
      .filter((element) => getComputedStyle(element).display !== 'none' && !element.closest('.visually-hidden'))
      .map((element) => {
        // A title is its text, not the width of its block.
        const range = document.createRange();
        range.selectNodeContents(element);
        const { left, top, right, bottom } = element.tagName === 'H1' ? range.getBoundingClientRect() : element.getBoundingClientRect();
        return { left, top, right, bottom, what: `${element.tagName.toLowerCase()}.${element.className}` };
      })
      .filter((box) => box.bottom > 0 && box.top < innerHeight && box.right > box.left),
  );
}

async function overlaps(page: Page, toast: Locator): Promise<string[]> {
  const t = (await toast.boundingBox())!;
  return (await keptClear(page)).filter((b) => t.x < b.right && b.left < t.x + t.width && t.y < b.bottom && b.top < t.y + t.height).map((b) => b.what);
}

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

describe('item 11: adding from a pop-up or a sheet is seen', () => {
  // Sushi's product opens in a pop-up, burger's in a sheet (presets/sushi.json, presets/burger.json).
  it.each([
    ['sushi', 3105, 'pop-up'],
    ['burger', 1113, 'sheet'],
  ] as const)("%s: the %s closes (the plan's closeOnAdd); the notification and the basket's count show above everything", async (sub, productId, _kind) => {
    const { page, context, problems } = await chrome.open({
      viewport: PHONE,
      geolocation: { latitude: 41.31, longitude: 69.28 },
      permissions: ['geolocation'],
    });
    await page.goto(`${origin(brand(sub).sub)}/`);
    await hydrated(page);
    await page.locator(`a[href*="product=${productId}"], a[href$="/product/${productId}"]`).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const added = toast(page, uz.basket.added);
    await added.waitFor();
    expect(await onTop(added)).toBe(true);
    const count = page.locator('.main-nav--bottom .badge--count');
    await expect.poll(() => count.textContent()).toBe('1');
    expect(await onTop(count)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/added-from-overlay-${sub}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sushi: a notification that comes while a dialog is open (the location request of a first visit to a shared product) shows above it', async () => {
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`${origin(brand('sushi').sub)}/?product=3105`);
    await hydrated(page);
    await page.getByRole('dialog').waitFor();
    const notice = toast(page, uz.branches.geolocationDenied);
    await notice.waitFor();
    expect(await onTop(notice)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/notice-over-dialog-sushi.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('item 12: the location request goes by itself and covers no navigation', () => {
  it.each(['burger', 'sushi', 'coffee'])(
    "%s (first visit, position refused): clear of the bars, the basket and the header; gone after the notifications' time",
    async (sub) => {
      const { page, context } = await chrome.open({ viewport: PHONE });
      await page.goto(`${origin(brand(sub).sub)}/`);
      await hydrated(page);
      const notice = toast(page, uz.branches.geolocationDenied);
      await notice.waitFor();
      await page.screenshot({ path: `${SHOTS}/location-notice-${sub}.png` });
      expect(await overlaps(page, notice)).toEqual([]);
      await notice.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS + 2_000 });
      await context.close();
    },
  );

  it('burger: a scroll of the page sends it away at once', async () => {
    const { page, context } = await chrome.open({ viewport: PHONE });
    await page.goto(`${origin(brand('burger').sub)}/`);
    await hydrated(page);
    const notice = toast(page, uz.branches.geolocationDenied);
    await notice.waitFor();
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 400);
    await notice.waitFor({ state: 'detached', timeout: 1_000 });
    await context.close();
  });

  it('sushi: a touch on the notice sends it away and uncovers the card under it', async () => {
    const { page, context } = await chrome.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto(`${origin(brand('sushi').sub)}/`);
    await hydrated(page);
    const notice = toast(page, uz.branches.geolocationDenied);
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    const x = box.x + box.width / 3;
    const y = box.y + box.height / 2;
    await page.touchscreen.tap(x, y);
    await notice.waitFor({ state: 'detached', timeout: 1_000 });
    // What lay under it is the page's own again.
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.toasts') ?? null, [x, y])).toBeNull();
    await context.close();
  });
});

describe("item 13: notifications stay clear of the navigation and of the screen's title", () => {
  const cases = [
    ['sushi', 'phone', PHONE],
    ['sushi', 'desktop', DESKTOP],
    ['burger', 'phone', PHONE],
    ['burger', 'desktop', DESKTOP],
    ['coffee', 'phone', PHONE],
    ['coffee', 'desktop', DESKTOP],
  ] as const;
  it.each([
    ['coffee', 'phone', PHONE],
    ['burger', 'phone', PHONE],
    ['sushi', 'desktop', DESKTOP],
  ] as const)('%s (%s): the welcome back on checkout sits above its place button, not over it', async (sub, size, viewport) => {
    const { page, context } = await chrome.open({ viewport });
    const product = (await menuProducts(`http://127.0.0.1:${port}`, sub)).find(addedWithoutChoices)!;
    await addToBasket(page, origin(sub), product.id);
    await page.goto(`${origin(sub)}/checkout`);
    await signInUz(page, `http://127.0.0.1:${port}`, sub, newPhone('90'));
    const welcome = toast(page, accountUz.welcome);
    await welcome.waitFor();
    await page.locator('.checkout__place').waitFor();
    await page.screenshot({ path: `${SHOTS}/welcome-toast-${sub}-${size}.png` });
    expect(await overlaps(page, welcome)).toEqual([]);
    await context.close();
  });

  it.each(cases)('%s (%s): the "added" notification of a card\'s + button', async (sub, size, viewport) => {
    const { page, context } = await chrome.open({ viewport, geolocation: { latitude: 41.31, longitude: 69.28 }, permissions: ['geolocation'] });
    await page.goto(`${origin(sub)}/category?id=${categoryWithQuickAdd(sub)}`);
    await hydrated(page);
    await page.locator('.product-card button.add-button--icon').first().click();
    const added = toast(page, uz.basket.added);
    await added.waitFor();
    await page.screenshot({ path: `${SHOTS}/added-toast-${sub}-${size}.png` });
    expect(await overlaps(page, added)).toEqual([]);
    await context.close();
  });
});
