/**
 * The shopper's extras on coffee, which turns them on, in a real browser against the real server
 * process: a favourite added on the product page (signed out, the heart sends to sign-in and
 * back) and removed from its card on /profile/favorites; a promo applied from /profile/promos reaching checkout; an
 * application for a vacancy (checked in the form first); the menu filter hiding a dish with an
 * allergen, kept over a reload; and the product page's allergens and reviews. Each screen has no
 * serious axe violation.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { extrasUz } from '../../src/storefront/i18n/dictionaries/extras/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { addedWithoutChoices, hydrated, menuProducts, newPhone, productCard, seriousViolations, signInUz } from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const port = inject('port');
const SUB = 'coffee';
const home = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;

const chrome = testBrowser();

const shot = async (page: Page, name: string) => {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/extras-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/extras-${name}-phone.png`, fullPage: true });
};

const products = () => menuProducts(api, SUB);
const simple = addedWithoutChoices;
const card = productCard;

const open = () => chrome.open({ viewport: PHONE, ignore: (message) => /Failed to load resource/.test(message.text()) });

describe('the shopper extras on coffee', () => {
  it('adds a favourite from the product page (signing in on the way), lists it on /profile/favorites and removes it; applies a promo that checkout then holds', async () => {
    const { page, problems } = await open();
    const product = (await products()).find(simple)!;
    const name = product.name.uz!;
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.favourite }).click();
    await signInUz(page, api, SUB, newPhone('90'));
    await page.waitForURL(`${home}/product/${product.id}`);
    await hydrated(page);
    const heart = page.getByRole('button', { name: uz.product.favourite });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The session cookie signing in set: the server draws the shopper's favourites, for them only.
    const served = await page.goto(`${home}/profile/favorites`);
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    expect(await served?.text()).toMatch(
      new RegExp(`<ul class="favourites__grid"><li><article class="product-card[^"]*"><a class="product-card__link" href="/product/${product.id}"`),
    );
    await hydrated(page);
    await page.getByRole('heading', { name: extrasUz.favourites.title, level: 1 }).waitFor();
    await card(page, name).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'favourites');
    const cardHeart = card(page, name).getByRole('button', { name: uz.product.favourite });
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await cardHeart.click();
    await page.getByText(extrasUz.favourites.empty).waitFor();
    await page.reload();
    await hydrated(page);
    await page.getByText(extrasUz.favourites.empty).waitFor();

    // A product in the basket, then the promo from the list.
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    const promos = await page.goto(`${home}/profile/promos`);
    expect(await promos?.text()).toContain('<h2 class="promo-card__code">KOFE20</h2>');
    await hydrated(page);
    const apply = page.getByRole('button', { name: extrasUz.promos.applyCode.replace('{{code}}', 'KOFE20') });
    await apply.waitFor();
    await page.getByText(extrasUz.promos.minimum.replace('{{value}}', "50\u202F000\u00A0so'm")).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'promos');
    await apply.click();
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await expect.poll(() => page.getByLabel(orderUz.promo, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('KOFE20');
    expect(problems).toEqual([]);
  });

  it('applies for a vacancy: the form points at a bad field first, then sends', async () => {
    const { page, problems } = await open();
    await page.goto(`${home}/vacancy`);
    // The vacancies are public: the server draws the list and a vacancy's page, with their facts.
    const served = (path: string) => page.evaluate((url) => fetch(url).then((res) => res.text()), path);
    const list = await served('/vacancy');
    expect(list).toMatch(/<h2 class="vacancy-card__title"><a href="\/vacancy\/barista"[^>]*>Barista<\/a><\/h2><p class="vacancy__salary">/);
    expect(list).toContain('class="vacancy__facts"');
    expect(await served('/vacancy/barista')).toMatch(/<h1[^>]*>Barista<\/h1>/);
    await hydrated(page);
    await page.getByRole('heading', { name: extrasUz.vacancies.title, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'vacancies');
    await page.getByRole('link', { name: 'Barista' }).click();
    await page.waitForURL(/\/vacancy\/barista$/);
    await page.getByRole('heading', { name: 'Barista', level: 1 }).waitFor();
    await page.getByLabel(extrasUz.vacancies.name).fill('A');
    await page.getByLabel(extrasUz.vacancies.phone).fill(newPhone('90').slice(3));
    await page.getByRole('button', { name: extrasUz.vacancies.send }).click();
    await page.getByText(extrasUz.vacancies.nameInvalid).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'vacancy');
    await page.getByLabel(extrasUz.vacancies.name).fill('Aziza Karimova');
    await page.getByLabel(extrasUz.vacancies.text).fill('<b>Two years</b> as a barista');
    await page.getByRole('button', { name: extrasUz.vacancies.send }).click();
    await page.getByText(extrasUz.vacancies.sent).waitFor();
    expect(problems).toEqual([]);
  });

  it('hides a dish with a filtered allergen on the home and on its category page, and keeps the filter over a reload; a category it empties says so and clears it; the product page lists allergens and reviews', async () => {
    const { page, problems } = await open();
    const all = await products();
    const withMilk = all.find((p) => p.allergens.includes('MILK'))!;
    const without = all.find((p) => !p.allergens.includes('MILK'))!;
    await page.goto(home);
    await hydrated(page);
    await card(page, withMilk.name.uz!).waitFor();
    await page.getByRole('button', { name: uz.menu.filter }).click();
    const dialog = page.getByRole('dialog', { name: extrasUz.filter.title });
    await dialog.getByRole('button', { name: extrasUz.allergens.codes.MILK }).click();
    await expect.poll(() => dialog.getByRole('button', { name: extrasUz.allergens.codes.MILK }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'filter');
    await dialog.getByRole('button', { name: extrasUz.filter.apply }).click();
    await page.getByRole('button', { name: `${uz.menu.filter} (1)` }).waitFor();
    await expect.poll(() => card(page, withMilk.name.uz!).count()).toBe(0);
    await card(page, without.name.uz!).waitFor();
    await page.reload();
    await hydrated(page);
    await card(page, without.name.uz!).waitFor();
    await expect.poll(() => card(page, withMilk.name.uz!).count()).toBe(0);

    // A category's own page hides the dish too; one whose every dish has milk says so and can clear the filter.
    const partly = all.find((p) => p.categoryId === withMilk.categoryId && !p.allergens.includes('MILK'))!;
    await page.goto(`${home}/category?id=${withMilk.categoryId}`);
    await hydrated(page);
    await card(page, partly.name.uz!).waitFor();
    await expect.poll(() => card(page, withMilk.name.uz!).count()).toBe(0);
    const milky = [...new Set(all.map((p) => p.categoryId))].find((id) => all.every((p) => p.categoryId !== id || p.allergens.includes('MILK')))!;
    const dishes = all.filter((p) => p.categoryId === milky);
    await page.goto(`${home}/category?id=${milky}`);
    await hydrated(page);
    await page.getByText(extrasUz.filter.hidden.replace('{{count}}', String(dishes.length))).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: extrasUz.filter.reset }).click();
    await card(page, dishes[0]!.name.uz!).waitFor();
    await page.goto(home);
    await hydrated(page);
    await page.getByRole('button', { name: uz.menu.filter, exact: true }).waitFor();

    await page.goto(`${home}/product/${withMilk.id}`);
    await hydrated(page);
    // The allergens and reviews load when the shopper scrolls to them.
    await page.locator('.product-details__extras').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: extrasUz.allergens.title }).waitFor();
    await page.getByText(extrasUz.allergens.codes.MILK, { exact: false }).first().waitFor();
    const reviews = page.getByRole('heading', { name: extrasUz.reviews.title });
    await reviews.waitFor();
    await page.locator('.reviews__none, .reviews__list').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'product');
    expect(problems).toEqual([]);
  });
});
