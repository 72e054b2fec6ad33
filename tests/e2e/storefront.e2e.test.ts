/**
 * The storefront in a real browser against the real server process: every brand of presets/
 * renders as itself, its menu opens, the language switches, and the error screens of
 * SPEC point 8 appear where they should. Expectations come from the preset files.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { ru } from '../../src/storefront/i18n/dictionaries/ru.ts';
import { eng } from '../../src/storefront/i18n/dictionaries/eng.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { chunkPath } from './built-chunks.ts';
import { BROKEN_BRAND, STRESS_BRAND, cssRgb, fill, readBrands, type BrandExpectation, presetBrand as requiredBrand } from './brands.ts';

const DICTIONARIES = { uz, ru, eng } as const;
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;
const FIXTURE_PRESETS = resolve(import.meta.dirname, '../fixtures/presets');

const port = inject('port');
const presetsDir = inject('presetsDir');
const brands = readBrands(presetsDir);
const origin = (sub: string) => `http://${sub}.localhost:${port}`;

const chrome = testBrowser();

interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Uncaught page errors, console errors (CSP violations among them) and hydration warnings seen so far. */
  readonly errors: string[];
}

async function visit(url: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const { page, context, problems } = await chrome.open({ viewport: PHONE, ...options });
  await page.goto(url);
  return { page, context, errors: problems };
}

/** The server's menu is on screen and the app has hydrated it (it answers clicks and keys). */
async function menuReady(page: Page): Promise<void> {
  await page.locator('article.product-card').first().waitFor({ state: 'visible', timeout: 20_000 });
  await hydrated(page);
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * The open dialog has slid in (motion left its panel opaque and in place) and its focus trap,
 * loaded with the first dialog, holds the focus on it.
 */
async function dialogSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('dialog[open]');
    const panel = dialog?.querySelector<HTMLElement>('.dialog__panel');
    return !!panel && panel.style.opacity === '1' && getComputedStyle(panel).transform === 'none' && document.activeElement === dialog;
  });
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The brand of the loaded presets that a test needs (brands.ts presetBrand). */
const presetBrand = (need: string, fits: (brand: BrandExpectation) => boolean) => requiredBrand(brands, presetsDir, need, fits);

/** A brand whose first language is another, so choosing Russian changes something. */
const offersRussianSecond = (brand: BrandExpectation) => brand.offered.includes('ru') && brand.language !== 'ru';

describe('the presets', () => {
  it('are there to test (presets/*.json, or PRESETS_DIR)', () => {
    expect(brands.length).toBeGreaterThan(0);
  });

  // The language tests below run for each brand that offers the language; these make sure some do.
  it('have a brand that offers Russian besides its first language', () => {
    presetBrand('a brand that offers Russian besides its first language', offersRussianSecond);
  });

  it('have a brand that offers English', () => {
    presetBrand('a brand that offers English', (brand) => brand.offered.includes('eng'));
  });
});

/** The prices whose text runs under their card's add button (names of those cards). */
function pricesUnderAddButton(page: Page): Promise<string[]> {
  return page.locator('article.product-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const price = card.querySelector('.price');
      const button = card.querySelector('.add-button--icon')?.getBoundingClientRect();
      if (!price || !button) return [];
      // The price's own text, not its box: the box may reserve room for the button.
      const range = document.createRange();
      range.selectNodeContents(price);
      const text = range.getBoundingClientRect();
      const apart = text.right <= button.left || button.right <= text.left || text.bottom <= button.top || button.bottom <= text.top;
      return apart ? [] : [card.querySelector('.product-card__name')?.textContent ?? '?'];
    }),
  );
}

describe.each(brands)('brand $sub ($file)', (brand) => {
  const home = `${origin(brand.sub)}/`;
  const dict = DICTIONARIES[brand.language];

  // One home visit per size, shared by the tests that only read it (page loads are the cost).
  const homes: Partial<Record<'phone' | 'desktop', Visit>> = {};
  beforeAll(async () => {
    await Promise.all(
      (
        [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const
      ).map(async ([size, viewport]) => {
        const opened = await visit(home, { viewport });
        homes[size] = opened;
        await menuReady(opened.page);
        // Stories, brand tabs and images arrive after the first cards.
        await opened.page.waitForLoadState('networkidle');
        await shot(opened.page, `${brand.sub}-home-${size}`);
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(Object.values(homes).map((v) => v.context.close()));
  });

  it.each(['phone', 'desktop'] as const)('SPEC 1: the home renders with the brand title, main colour, first category and product cards (%s)', async (size) => {
    const { page } = homes[size]!;
    expect(await page.title()).toBe(brand.title);
    const headerBackground = await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).toBe(cssRgb(brand.mainColor));
    const rootMain = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-main').trim());
    expect(rootMain.toLowerCase()).toBe(brand.mainColor.toLowerCase());

    const firstHeading = page.locator('.category__title').first();
    expect((await firstHeading.textContent())?.trim()).toBe(brand.firstCategory.name);
    expect(await page.locator('article.product-card').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: brand.firstProduct.name, exact: true }).first().waitFor();
  });

  it.each(['phone', 'desktop'] as const)("SPEC 2 (home, menu): no card's price runs under its add button (%s)", async (size) => {
    expect(await pricesUnderAddButton(homes[size]!.page)).toEqual([]);
  });

  it('SPEC 8 (other errors are logged to the console): the home has no uncaught errors and no console errors', () => {
    expect([...homes.phone!.errors, ...homes.desktop!.errors]).toEqual([]);
  });

  it("SPEC 1 (multi-brand tabs): the brand tabs list the group's brands, this one current; none outside a group", async () => {
    const tabs = homes.phone!.page.getByRole('navigation', { name: dict.nav.brands, exact: true });
    if (brand.brandTabs.length < 2) {
      expect(await tabs.count()).toBe(0);
      return;
    }
    await tabs.waitFor();
    const names = await tabs.getByRole('link').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(brand.brandTabs);
    expect((await tabs.locator('[aria-current="page"]').textContent())?.trim()).toBe(brand.brandName);
  });

  it("the brand tabs speak the shopper's language, and the brand a tab opens speaks it too", async () => {
    if (brand.brandTabs.length < 2 || !brand.offered.includes('ru')) return;
    const { page, context, errors } = await visit(`${origin(brand.sub)}/?lang=ru`);
    try {
      // The hand-over leaves the address once it is the language cookie.
      expect(new URL(page.url()).search).toBe('');
      const tabs = page.getByRole('navigation', { name: ru.nav.brands, exact: true });
      await tabs.waitFor();
      expect((await tabs.getByRole('link').allTextContents()).map((n) => n.trim())).toEqual(brand.brandTabsRu);
      await menuReady(page);
      await tabs.locator('a:not([aria-current])').first().click();
      await page.waitForURL((url) => !url.hostname.startsWith(`${brand.sub}.`) && url.search === '');
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("SPEC 1: the language switcher offers exactly the brand's languages", async () => {
    const select = homes.phone!.page.getByLabel(dict.language.label, { exact: true });
    if (brand.offered.length < 2) {
      expect(await select.count()).toBe(0);
    } else {
      const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values).toEqual(brand.offered);
    }
  });

  it('SPEC 2: /category?id= shows the category and its products, under a link back to the menu', async () => {
    const { page, context, errors } = await visit(`${origin(brand.sub)}/category?id=${brand.firstCategory.id}`);
    await menuReady(page);
    await shot(page, `${brand.sub}-category-phone`);
    await page.getByRole('heading', { name: brand.firstCategory.name, exact: true }).waitFor();
    await page.getByRole('heading', { name: brand.firstProduct.name, exact: true }).waitFor();
    // A full-screen page has a way back on the phone, not only the browser's.
    const back = page.locator('main a.back-link');
    expect(await back.getAttribute('href')).toBe('/');
    expect(await back.textContent()).toBe(dict.nav.home);
    expect(await back.isVisible()).toBe(true);
    // A category's page is a grid of its view type, a horizontal row included: SMALL and
    // MEDIUM cards stand two or more to a line on a phone.
    if (brand.firstCategory.viewType !== 'BIG' && brand.firstCategory.productCount > 1) {
      const tops = await page.locator('article.product-card').evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
      expect(tops[0]).toBe(tops[1]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("SPEC 2: /product/{id} shows the product name as the level-1 heading, under a link back to the product's category", async () => {
    const { page, context, errors } = await visit(`${origin(brand.sub)}/product/${brand.firstProduct.id}`);
    const heading = page.getByRole('heading', { level: 1, name: brand.firstProduct.name, exact: true });
    await heading.waitFor({ timeout: 20_000 });
    await shot(page, `${brand.sub}-product-phone`);
    const back = page.getByRole('link', { name: brand.firstCategory.name, exact: true }).and(page.locator('.back-link'));
    await back.click();
    await page.waitForURL((url) => url.pathname === '/category' && url.searchParams.get('id') === String(brand.firstCategory.id));
    await page.getByRole('heading', { level: 1, name: brand.firstCategory.name, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`SPEC 2: a product card opens the product (${brand.firstCategory.navigationType === 'FULL_SCREEN' ? 'page' : 'dialog'}); a dialog keeps focus inside and gives it back`, async () => {
    const { page, context } = await visit(home);
    await menuReady(page);
    const card = page.locator(`#category-${brand.firstCategory.id} article.product-card`).first();
    await card.locator('a.product-card__link').click();
    if (brand.firstCategory.navigationType === 'FULL_SCREEN') {
      await page.waitForURL(`**/product/${brand.firstProduct.id}`);
      await page.getByRole('heading', { level: 1, name: brand.firstProduct.name, exact: true }).waitFor();
    } else {
      const dialog = page.getByRole('dialog', { name: brand.firstProduct.name, exact: true });
      await dialog.getByRole('heading', { level: 2, name: brand.firstProduct.name, exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('product')).toBe(String(brand.firstProduct.id));
      // The picture and the keyboard both want the dialog as the shopper gets it, settled.
      await dialogSettled(page);
      await shot(page, `${brand.sub}-product-dialog-phone`);
      // The page behind is inert while the dialog is open: Tab never leaves it.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('product')).toBe(false);
      // Focus returns to the card that opened it.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('product-card__link'))).toBe(true);
    }
    await context.close();
  });

  it.runIf(offersRussianSecond(brand))(
    'SPEC 1, 9: choosing Russian changes the texts, the brand title, a branch address and <html lang>, sets the lang cookie for 365 days, and survives a reload',
    async () => {
      const { page, context } = await visit(home);
      await menuReady(page);
      await page.getByLabel(dict.language.label, { exact: true }).selectOption('ru');
      const footerTitle = page.getByRole('heading', { name: ru.footer.pages, exact: true });
      await footerTitle.waitFor();
      expect(await page.getByRole('heading', { name: dict.footer.pages, exact: true }).count()).toBe(0);
      expect(await page.getAttribute('html', 'lang')).toBe('ru');
      await page.getByLabel(ru.language.label, { exact: true }).waitFor();
      // The brand's title is localised data (decision 024): the header and the tab show the Russian one
      // (the main language's where the brand gives none, as the minimal preset's plain strings).
      await page.locator('.site-header__title', { hasText: brand.ru.title }).waitFor();
      expect(await page.title()).toContain(brand.ru.title);

      const cookie = (await context.cookies()).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe('ru');
      const daysAhead = ((cookie?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;
      expect(daysAhead).toBeGreaterThan(364);
      expect(daysAhead).toBeLessThan(366);

      await page.reload();
      await menuReady(page);
      await footerTitle.waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('ru');
      await shot(page, `${brand.sub}-home-ru-phone`);

      // So is a branch's address: the branches page, rendered by the server in Russian, shows it.
      await page.goto(`${origin(brand.sub)}/branches`);
      await page.locator('.branch__address', { hasText: brand.ru.branchAddress }).first().waitFor();
      expect(await page.locator('.site-header__title').textContent()).toBe(brand.ru.title);
      await context.close();
    },
  );

  // Brands that do not offer English are covered by the offered-languages test above.
  it.runIf(brand.offered.includes('eng'))(
    'SPEC 1: English, when offered, switches the texts and <html lang> to English; the engine comes only then (the page carried its plan)',
    async () => {
      const context = await chrome.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const engineLoads: string[] = [];
      const engine = chunkPath('src/engine/plan-layout.ts');
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === engine) engineLoads.push(request.url());
      });
      await page.goto(home);
      await menuReady(page);
      await page.waitForLoadState('networkidle');
      expect(engineLoads).toEqual([]);
      await page.getByLabel(dict.language.label, { exact: true }).selectOption('eng');
      await page.getByRole('heading', { name: eng.footer.pages, exact: true }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(engineLoads).toHaveLength(1);
      await context.close();
    },
  );
});

describe('a category chip', () => {
  it('SPEC 2 (home, menu): a chip of the category strip brings its category into view; at the top the first chip is current', async () => {
    const brand = presetBrand('a brand with the category strip and more than one category', (b) => b.categoryCount > 1 && b.categoryStrip);
    const { page, context } = await visit(`${origin(brand.sub)}/`);
    await menuReady(page);
    const strip = page.getByRole('navigation', { name: DICTIONARIES[brand.language].menu.categories, exact: true });
    // The first chip whose section is below the fold, and not the last one (the last section
    // may be too short to reach the top of the page).
    const below = await strip.getByRole('link').evaluateAll(
      (links, height) =>
        links.slice(0, -1).findIndex((link) => {
          const section = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
          return section !== null && section.getBoundingClientRect().top > height;
        }),
      PHONE.height,
    );
    expect(below).toBeGreaterThan(0);
    const chip = strip.getByRole('link').nth(below);
    const target = (await chip.getAttribute('href'))?.slice(1) ?? '';
    await chip.click();
    await expect
      .poll(
        async () => {
          const top = await page.locator(`#${target}`).evaluate((el) => el.getBoundingClientRect().top);
          return top >= 0 && top < PHONE.height / 2;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    // The scroll-spy marks the chip of the section now at the top.
    await expect.poll(() => chip.getAttribute('aria-current'), { timeout: 5000 }).toBe('true');
    // Back at the top of the page, the first chip is the current one again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => strip.getByRole('link').first().getAttribute('aria-current'), { timeout: 5000 }).toBe('true');
    expect(await chip.getAttribute('aria-current')).toBeNull();
    await context.close();
  });
});

describe('rows for a mouse', () => {
  it('issue 19 (desktop): a chip bar and a product row that run past the screen show an arrow that scrolls them, none at the end they point to', async () => {
    const brand = presetBrand('a brand whose chip bar and a product row run past a desktop screen', (b) => b.sub === 'coffee');
    const { page, context } = await visit(`${origin(brand.sub)}/`, { viewport: DESKTOP });
    await menuReady(page);
    for (const selector of ['.category-strip__list', '.product-row']) {
      const row = page.locator(selector).first();
      await row.scrollIntoViewIfNeeded();
      const arrow = (side: 'left' | 'right') =>
        row.evaluate((el, s) => {
          const style = getComputedStyle(el, `::scroll-button(${s})`);
          return { content: style.content, visibility: style.visibility };
        }, side);
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // At the start: an arrow to the right, none to the left.
      expect(await arrow('right')).toEqual({ content: expect.stringMatching(/^"›" \/ "/), visibility: 'visible' });
      expect((await arrow('left')).visibility).toBe('hidden');
      const box = (await row.boundingBox())!;
      // 34 px in from an end: on the arrow of a chip bar (4-40 px) and of a product row, which sits 12 px further in (16-52 px).
      await page.mouse.click(box.x + box.width - 34, box.y + box.height / 2);
      await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 5000 }).toBeGreaterThan(100);
      // A mouse user clicks again once the row has come to rest and its left arrow shows: on a
      // busy machine the smooth scroll outlasts the poll above.
      await row.evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            let last = -1;
            const settle = () => (el.scrollLeft === last ? resolve() : ((last = el.scrollLeft), setTimeout(settle, 150)));
            settle();
          }),
      );
      await expect.poll(async () => (await arrow('left')).visibility, { timeout: 5000 }).toBe('visible');
      // Scrolled: the left arrow brings it back.
      await page.mouse.click(box.x + 34, box.y + box.height / 2);
      await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 5000 }).toBe(0);
    }
    await context.close();
  });

  it('issue 19: a phone gets no arrows; the row is swiped', async () => {
    const brand = presetBrand('a brand with a chip bar', (b) => b.sub === 'coffee');
    const { page, context } = await visit(`${origin(brand.sub)}/`, { hasTouch: true, isMobile: true });
    await menuReady(page);
    const content = await page.locator('.category-strip__list').evaluate((el) => getComputedStyle(el, '::scroll-button(right)').content);
    expect(content).not.toMatch(/›/);
    await context.close();
  });
});

describe('error screens', () => {
  const brand = brands[0]!;

  it('SPEC 8 (merchant not found): an unknown sub-domain lands on /merchantNotAvailable', async () => {
    // No brand, so no brand's language: the page speaks the browser's, Uzbek by default.
    const { page, context } = await visit(`${origin('nosuchbrand')}/`, { locale: 'uz-UZ' });
    await page.getByRole('heading', { level: 1, name: uz.merchant.notAvailableTitle, exact: true }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/merchantNotAvailable');
    await shot(page, 'nosuchbrand-phone');
    await context.close();
    const russian = await visit(`${origin('nosuchbrand')}/`, { locale: 'ru-RU' });
    await russian.page.getByRole('heading', { level: 1, name: ru.merchant.notAvailableTitle, exact: true }).waitFor({ timeout: 20_000 });
    await russian.context.close();
  });

  it('SPEC 8 (unknown route): /no-such-page shows "Page not found: /no-such-page" in the user\'s language', async () => {
    const { page, context } = await visit(`${origin(brand.sub)}/no-such-page`);
    const text = fill(DICTIONARIES[brand.language].errors.pageNotFound, { path: '/no-such-page' });
    await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 20_000 });
    await shot(page, `${brand.sub}-404-phone`);
    await context.close();
  });

  it('SPEC 8 (unknown route): the 404 text follows the language cookie', async () => {
    const russian = presetBrand('a brand that offers Russian besides its first language', offersRussianSecond);
    const context = await chrome.newContext({ viewport: PHONE });
    await context.addCookies([{ name: 'lang', value: 'ru', url: origin(russian.sub) }]);
    const page = await context.newPage();
    await page.goto(`${origin(russian.sub)}/no-such-page`);
    const text = fill(ru.errors.pageNotFound, { path: '/no-such-page' });
    await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

describe('a brand with broken settings values', () => {
  it('DESIGN (bad settings replaced by defaults): still renders with its title, the default main colour and its menu', async () => {
    const { page, context, errors } = await visit(`${origin(BROKEN_BRAND.sub)}/`);
    await menuReady(page);
    await shot(page, 'broken-home-phone');
    expect(await page.title()).toBe(BROKEN_BRAND.title);
    const headerBackground = await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).toBe(cssRgb(BROKEN_BRAND.mainColor));
    // Its menu is the fixture brand beta's (global-setup.ts).
    const beta = readBrands(FIXTURE_PRESETS).find((b) => b.sub === 'beta')!;
    await page.getByRole('heading', { name: beta.firstCategory.name, exact: true }).waitFor();
    await page.getByRole('heading', { name: beta.firstProduct.name, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the nearest branch (SPEC point 4: the menu of the chosen branch)', () => {
  // Its branches and products are named below: the brand of presets/burger.json.
  const burger = () => presetBrand('the brand burger of presets/burger.json', (b) => b.sub === 'burger');
  const entry = (page: Page) =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith(':nearest-branch'));
      return key ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { branchId?: string } }).state?.branchId ?? null) : null;
    });

  it('with the position allowed, the closest branch is chosen and kept, and the home shows only what it sells', async () => {
    const { sub } = burger();
    // Samarkand: burger's branch there does not sell "Mega burger".
    const { page, context } = await visit(`${origin(sub)}/`, { geolocation: { latitude: 39.6526, longitude: 66.9615 }, permissions: ['geolocation'] });
    await menuReady(page);
    await expect.poll(() => entry(page), { timeout: 10_000 }).toBe('burger-samarkand');
    await expect.poll(() => page.getByRole('heading', { name: 'Mega burger', exact: true }).count(), { timeout: 10_000 }).toBe(0);
    // Its own page still shows it: the address names it.
    await page.goto(`${origin(sub)}/product/1107`);
    await page.getByRole('heading', { level: 1, name: 'Mega burger', exact: true }).waitFor();
    await context.close();
  });

  it('with the position refused, the main branch is chosen and the Uzbek notice asks to allow it', async () => {
    const { page, context } = await visit(`${origin(burger().sub)}/`);
    await menuReady(page);
    // A notification (issue 19, item 12): it says so politely and goes by itself or when closed.
    const notice = page.getByRole('status').filter({ hasText: uz.branches.geolocationDenied });
    await notice.waitFor();
    expect(await entry(page)).toBe('burger-chilonzor');
    await notice.getByRole('button', { name: uz.common.close }).click();
    await notice.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the layout at its limits (a label longer than a card, a footer text without a break)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('never widens the page, and the label wraps inside its card (%s)', async (size, viewport) => {
    const { page, context, errors } = await visit(`${origin(STRESS_BRAND.sub)}/`, { viewport });
    await menuReady(page);
    await shot(page, `stress-home-${size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const overflow = await page.locator('article.product-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.label')].filter((label) => label.getBoundingClientRect().right > box.right + 0.5).map((l) => l.textContent);
      }),
    );
    expect(overflow).toEqual([]);
    expect(await page.getByText(STRESS_BRAND.label).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the header at tablet width', () => {
  // At 768 px the header's navigation with Russian labels ran to 803 px: the logo was squeezed to
  // nothing and the language switcher cut off. Its entries are icons there, named for screen readers.
  it.each(brands.filter((b) => b.offered.includes('ru')).map((b) => b.sub))('%s in Russian fits 768 px with its logo and language switcher', async (sub) => {
    const context = await chrome.newContext({ viewport: { width: 768, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'ru', url: origin(sub) }]);
    const page = await context.newPage();
    await page.goto(`${origin(sub)}/`);
    await page.locator('.site-header').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    const switcher = await page.locator('.language-switcher__select').boundingBox();
    expect(switcher!.x + switcher!.width).toBeLessThanOrEqual(768);
    const logo = page.locator('.site-header__logo');
    if ((await logo.count()) > 0) expect((await logo.boundingBox())!.width).toBe(36);
    // Each entry is still named: the label is hidden, not removed.
    if (await page.locator('.main-nav--header').isVisible()) {
      expect(await page.locator('.main-nav--header').getByRole('link', { name: ru.nav.home, exact: true }).count()).toBe(1);
    }
    await context.close();
  });
});
