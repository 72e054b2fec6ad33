/**
 * The menu editor in a real browser against its own server process (issue 28): the owner builds a
 * small menu in the studio's UI (two groups, three categories, five dishes, one with a required
 * modifier group) and publishes it; a shopper orders the dish with its modifier on the storefront;
 * the owner changes its price, sees it in the preview, then in the shopper's quote once published,
 * and rolls the brand back to version 0, the brand as loaded from its preset. A bad price is
 * refused under its field in the studio's language. A spreadsheet read back into the draft shows
 * what it adds and changes before it applies, and a bad cell by its line and column. Screenshots
 * at 1280 and 390 px, uz and ru: /tmp/e2e-shots/studio-menu-*.png.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_MESSAGES } from '#domain/order-messages';
import { uz } from '../../src/studio/i18n/uz.ts';
import { ru } from '../../src/studio/i18n/ru.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { DEMO_OWNER } from '../../scripts/demo/build-preset.ts';
import { freePort, startServer, type RunningServer } from '../support/server-process.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { addToBasket, chooseFirstSlot, hydrated, newPhone, sessionToken, signInUz } from './shopper.ts';

const root = resolve(import.meta.dirname, '../..');
const SUB = 'minimal';
const dir = mkdtempSync(join(tmpdir(), 'studio-menu-'));
let server: RunningServer;
let api = '';
let origin = '';
let merchantId = '';
let token = '';
const chrome = testBrowser();
const m = uz.menu;

interface Product {
  readonly id: number;
  readonly name: { readonly uz?: string };
  readonly amount: number;
  readonly categoryId: number;
}
const shopperMenu = async () =>
  (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers: { merchant: merchantId } })).json()) as {
    products: Product[];
    categories: { id: number; name: { uz?: string } }[];
  };

beforeAll(async () => {
  mkdirSync(join(dir, 'presets'));
  copyFileSync(join(root, 'presets/minimal.json'), join(dir, 'presets/minimal.json'));
  server = await startServer({ PRESETS_DIR: join(dir, 'presets'), DATA_DIR: join(dir, 'data'), PORT: String(await freePort()), SMS_MODE: 'outbox' });
  api = `http://127.0.0.1:${server.port}`;
  origin = server.origin(SUB);
  merchantId = ((await (await fetch(`${api}/users/v1/merchants/sub/${SUB}`)).json()) as { id: string }).id;
  const headers = { merchant: merchantId, 'content-type': 'application/json' };
  await fetch(`${api}/studio/v1/auth/send-code`, { method: 'POST', headers, body: JSON.stringify({ phone: DEMO_OWNER.phone }) });
  const [message] = (await (await fetch(`${api}/dev/outbox?phone=${DEMO_OWNER.phone}`, { headers })).json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(message!.text)![1];
  const verified = await fetch(`${api}/studio/v1/auth/verify`, { method: 'POST', headers, body: JSON.stringify({ phone: DEMO_OWNER.phone, code }) });
  token = ((await verified.json()) as { token: string }).token;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function openStudio(page: Page, section: string, language = 'uz') {
  await page.addInitScript(
    ({ key, value, language }) => {
      localStorage.setItem(key, value);
      localStorage.setItem('studio-language', language);
    },
    { key: `studio-token:${merchantId}`, value: token, language },
  );
  await page.goto(`${origin}/studio/${section}`);
}

const form = (page: Page) => page.locator('.menu-item-form');
/** The first name input of the form (the item's, not a modifier group's), in Uzbek. */
const nameField = (page: Page) =>
  form(page)
    .getByLabel(new RegExp(`^${m.name.replace('{{language}}', "O'zbekcha")}`))
    .first();

async function saved(page: Page) {
  await page.getByText(m.saved, { exact: true }).waitFor();
}

async function addGroup(page: Page, name: string) {
  await page.getByRole('button', { name: `+ ${m.addGroup}` }).click();
  await nameField(page).fill(name);
  await form(page).getByRole('button', { name: m.save }).click();
  await saved(page);
}

async function addCategory(page: Page, name: string, group: string) {
  await page.getByRole('button', { name: `+ ${m.addCategory}` }).click();
  await nameField(page).fill(name);
  await form(page)
    .getByLabel(new RegExp(`^${m.group}`))
    .selectOption({ label: group });
  await form(page).getByRole('button', { name: m.save }).click();
  await saved(page);
}

async function addProduct(page: Page, name: string, category: string, price: number, bread = false) {
  await page.getByRole('button', { name: `+ ${m.addProduct}` }).click();
  await nameField(page).fill(name);
  await form(page)
    .getByLabel(new RegExp(`^${m.category}`))
    .selectOption({ label: category });
  await form(page).getByLabel(m.price, { exact: true }).fill(String(price));
  if (bread) {
    await form(page)
      .getByRole('button', { name: `+ ${m.addModGroup}` })
      .click();
    const group = form(page).locator('.menu-mod-group');
    await group
      .getByLabel(new RegExp(`^${m.name.replace('{{language}}', "O'zbekcha")}`))
      .first()
      .fill('Non');
    await group.getByLabel(m.required).check();
    await group.getByRole('button', { name: `+ ${m.addModification}` }).click();
    await group.getByLabel(new RegExp(`^${m.modificationName.replace('{{language}}', "O'zbekcha")}`)).fill('Patir');
    await group.getByLabel(m.modificationPrice).fill('4000');
  }
  await form(page).getByRole('button', { name: m.save }).click();
  await saved(page);
}

it('an owner builds a menu in the studio, publishes it, a shopper orders from it; a price change shows in the preview, then in the quote; rollback to version 0', async () => {
  const { page, problems } = await chrome.open({ viewport: { width: 1280, height: 900 }, ignore: (message) => /Failed to load resource/.test(message.text()) });
  await openStudio(page, 'menu');
  await page.getByRole('heading', { name: m.title, level: 1 }).waitFor();
  await page.getByText(m.noDraft).waitFor();
  const before = await shopperMenu();

  await addGroup(page, 'Issiq taomlar');
  await addGroup(page, 'Salqin ichimliklar');
  await addCategory(page, "Sho'rvalar", 'Issiq taomlar');
  await addCategory(page, 'Palovlar', 'Issiq taomlar');
  await addCategory(page, 'Kompotlar', 'Salqin ichimliklar');
  await addProduct(page, 'Yangi mastava', "Sho'rvalar", 24_000, true);
  await addProduct(page, 'Lagmon shorva', "Sho'rvalar", 26_000);
  await addProduct(page, "To'y oshi", 'Palovlar', 38_000);
  await addProduct(page, 'Samarqand oshi', 'Palovlar', 42_000);
  await addProduct(page, 'Olcha kompoti', 'Kompotlar', 9_000);
  await page.getByText(m.draft).waitFor();
  // Nothing of the draft reaches shoppers before the publish.
  expect((await shopperMenu()).products.length).toBe(before.products.length);

  // A bad price is refused under its field, in the studio's language, and saves nothing.
  await page.getByRole('button', { name: `+ ${m.addProduct}` }).click();
  await nameField(page).fill('Xato');
  await form(page)
    .getByLabel(m.price, { exact: true })
    .evaluate((input: HTMLInputElement) => {
      input.removeAttribute('min');
    });
  await form(page).getByLabel(m.price, { exact: true }).fill('-5');
  await form(page).getByRole('button', { name: m.save }).click();
  await form(page).getByRole('alert').filter({ hasText: /Narx/ }).first().waitFor();
  // Under the field too, in the same words.
  await form(page).locator('.studio-field-error', { hasText: "0 dan kam bo'lmasin" }).waitFor();
  await page.screenshot({ path: `${SHOTS}/studio-menu-1280-uz.png`, fullPage: false });

  await page.getByRole('button', { name: m.publish }).click();
  await page.getByText(m.published.replace('{{version}}', '1')).waitFor();
  const published = await shopperMenu();
  const mastava = published.products.find((p) => p.name.uz === 'Yangi mastava')!;
  expect(mastava).toMatchObject({ amount: 24_000 });
  expect(published.products.filter((p) => p.id > Math.max(...before.products.map((b) => b.id)))).toHaveLength(5);
  expect(published.categories.map((c) => c.name.uz)).toEqual(expect.arrayContaining(["Sho'rvalar", 'Palovlar', 'Kompotlar']));
  expect(published.products.map((p) => p.name.uz)).not.toContain('Xato');

  // A shopper orders the soup with its bread for pick-up.
  const shopper = await chrome.open({ viewport: { width: 390, height: 844 }, ignore: (message) => /Failed to load resource/.test(message.text()) });
  await addToBasket(shopper.page, origin, mastava.id);
  await shopper.page.goto(`${origin}/checkout`);
  await signInUz(shopper.page, api, SUB, newPhone('93'));
  await shopper.page.waitForURL(/\/checkout$/);
  await hydrated(shopper.page);
  await shopper.page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
  await chooseFirstSlot(shopper.page);
  const place = shopper.page.getByRole('button', { name: new RegExp(`^${orderUz.place}`) });
  await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
  await place.click();
  await shopper.page.getByRole('heading', { name: ORDER_MESSAGES.orderConfirmedTitle.uz }).waitFor();
  const shopperToken = await sessionToken(shopper.page, api, SUB);
  const quote = async () => {
    const res = await fetch(`${api}/orders/v1/orders/quote`, {
      method: 'POST',
      headers: { merchant: merchantId, 'content-type': 'application/json', authorization: `Bearer ${shopperToken}` },
      body: JSON.stringify({
        serviceType: 'PICK_UP',
        branch: { id: 'tushlik-markaz' },
        paymentType: 'CASH',
        cartItems: [{ productId: mastava.id, count: 1, modifications: [{ id: 1 }] }],
        totalPrice: 0,
      }),
    });
    return ((await res.json()) as { totals: { totalPrice: number } | null }).totals?.totalPrice ?? null;
  };
  const firstQuote = await quote();
  expect(firstQuote).not.toBeNull();

  // The price changes in the draft: the preview shows it, the shopper's quote does not yet.
  await page.locator('.menu-products li button', { hasText: 'Yangi mastava' }).click();
  await form(page).getByLabel(m.price, { exact: true }).fill('27000');
  await form(page).getByRole('button', { name: m.save }).click();
  await saved(page);
  const preview = page.frameLocator('.menu-preview iframe');
  await preview
    .getByText(/27\s?000/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect(await quote()).toBe(firstQuote);
  await page.getByRole('button', { name: m.publish }).click();
  await page.getByText(m.published.replace('{{version}}', '2')).waitFor();
  await expect.poll(quote).toBe(firstQuote! + 3_000);

  // Back to the brand as loaded from its preset.
  await page.goto(`${origin}/studio/settings`);
  await page.getByRole('button', { name: `${uz.settings.rollback} (0)` }).click();
  await expect.poll(async () => (await shopperMenu()).products.length).toBe(before.products.length);
  expect((await shopperMenu()).products.map((p) => p.name.uz)).not.toContain('Yangi mastava');
  expect(problems).toEqual([]);
  expect(shopper.problems).toEqual([]);
});

it('reads in Russian on a phone, the item chosen in view', async () => {
  const { page, problems } = await chrome.open({ viewport: { width: 390, height: 844 }, ignore: (message) => /Failed to load resource/.test(message.text()) });
  await openStudio(page, 'menu', 'ru');
  await page.getByRole('heading', { name: ru.menu.title, level: 1 }).waitFor();
  await page.screenshot({ path: `${SHOTS}/studio-menu-390-ru.png` });
  await page.locator('.menu-products li button').first().click();
  await page.locator('.menu-item-form h2').waitFor();
  await expect.poll(() => page.locator('.menu-item-form h2').evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(844);
  await page.screenshot({ path: `${SHOTS}/studio-menu-390-ru-dish.png` });
  // Every choice shows a human name, never a code.
  expect(await page.locator('.menu-item-form').innerText()).not.toMatch(/\b(COUNT|GRAMM|FLOATING_OVER_PRODUCT|GLUTEN)\b/);
  expect(problems).toEqual([]);
});

it('reads a spreadsheet into the draft: a bad cell is named by its line and column and nothing is saved; a good file shows what it adds and changes, then applies', async () => {
  const { page, problems } = await chrome.open({ viewport: { width: 1280, height: 900 }, ignore: (message) => /Failed to load resource/.test(message.text()) });
  await openStudio(page, 'menu');
  await page.locator('.menu-products li').first().waitFor();
  const before = (await shopperMenu()).products;
  const dish = before[0]!;
  const csvFile = page.locator('input[type="file"][accept=".csv,text/csv"]');
  const choose = (lines: string[]) => csvFile.setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });

  await choose(['type,id,category,name_uz,price', `product,${dish.id},,${dish.name.uz},narx`]);
  const panel = page.getByRole('region', { name: m.importTitle });
  await panel.getByRole('alert').waitFor();
  const line = m.importLine.replace('{{line}}', '2').replace('{{column}}', 'price').replace('{{problem}}', m.csvNumber.replace('{{value}}', 'narx'));
  expect(await panel.innerText()).toContain(line);
  expect(await panel.getByRole('button', { name: m.importApply }).count()).toBe(0);
  await panel.getByRole('button', { name: m.importCancel }).click();

  await choose(['type,id,category,name_uz,price', `product,${dish.id},,${dish.name.uz},${dish.amount + 1000}`, 'product,,Ichimliklar,Tarvuz sharbati,7 000']);
  await panel.getByText(m.importAdded.replace('{{count}}', '1')).waitFor();
  await panel.getByText(m.importChanged.replace('{{count}}', '1')).waitFor();
  await panel.getByText(m.importMissing.replace('{{count}}', String(before.length - 1))).waitFor();
  await page.screenshot({ path: `${SHOTS}/studio-menu-csv-1280-uz.png` });
  await panel.getByRole('button', { name: m.importApply }).click();
  await page.getByText(m.importDone.replace('{{count}}', '2')).waitFor();
  // The list draws the rows in view: the new dish is found by the search.
  await page.getByRole('searchbox', { name: m.search }).fill('Tarvuz');
  await page.locator('.menu-products li button', { hasText: 'Tarvuz sharbati' }).waitFor();

  const draft = (await (await fetch(`${api}/studio/v1/brand`, { headers: { merchant: merchantId, authorization: `Bearer ${token}` } })).json()) as {
    brand: { menu: { products: (Product & { name: { ru?: string } })[] } };
  };
  const products = draft.brand.menu.products;
  expect(products).toHaveLength(before.length + 1);
  const changed = products.find((p) => p.id === dish.id)!;
  expect(changed.amount).toBe(dish.amount + 1000);
  // A language without its column keeps its text.
  expect(changed.name.ru).toBeTruthy();
  expect(products.find((p) => p.name.uz === 'Tarvuz sharbati')).toMatchObject({ amount: 7000, categoryId: 6015 });
  // The shoppers' menu is the published one until a publish.
  expect((await shopperMenu()).products.find((p) => p.id === dish.id)!.amount).toBe(dish.amount);
  expect(problems).toEqual([]);
});
