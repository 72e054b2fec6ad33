/**
 * Paying online in a real browser against a server process of this file's own, whose merchants
 * pay in the payment sandbox (docs/decisions/018-payments.md): on two brands an order is placed
 * with each provider the brand offers, paid on the sandbox's page (whose Pay calls our callbacks
 * as the provider would), and its page, open in another tab, turns paid live. A declined payment
 * is paid again on the same order; an order switches to another method; a card is added through
 * Payme's Subscribe API (the sandbox's) and pays an order; an unpaid order expires.
 *
 * The server's clock cannot move, and its window is at least 5 minutes: the expiry is the
 * scheduler's own, run on the server's data folder after the order's deadline is moved into the
 * past there (the server stopped meanwhile, since its embedded database has one owner), and the
 * order's page, left open, shows it once the server is back. The server of this file keeps cards
 * at burger (web setting cardActive), which burger's preset does not.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PaymentType } from '#schemas/common';
import { validatePreset } from '#schemas/preset';
import { offeredPaymentTypes } from '#domain/offer';
import { isOnlinePayment, type OnlineProvider } from '#domain/payment';
import { createServer } from '../../src/server/app.ts';
import { saveWebSettings } from '../../src/server/db/queries.ts';
import { SANDBOX_SMS_CODE } from '../../src/server/payments/sandbox/payme-subscribe-api.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { ordersUz } from '../../src/storefront/i18n/dictionaries/orders/uz.ts';
import { paymentUz } from '../../src/storefront/i18n/dictionaries/payment/uz.ts';
import { SHOTS, testBrowser, type Visit } from './test-browser.ts';
import { chooseFirstSlot, hydrated, newPhone, seriousViolations, signInUz } from './shopper.ts';
import { fill } from './brands.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const presetsDir = inject('presetsDir');
/** The brands paid on here: together they offer Payme, Click and Uzum. */
const BRANDS = ['burger', 'pizza'] as const;
/** The brand that keeps cards on this file's server. */
const CARD_BRAND = 'burger';
/** Payme's test card of the sandbox (INTEGRATIONS.md). */
const TEST_CARD = { number: '8600069195406311', expiry: '0399' };

interface Brand {
  readonly sub: string;
  readonly merchantId: string;
  readonly online: readonly OnlineProvider[];
}

function brandOf(sub: string): Brand {
  const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, `${sub}.json`), 'utf8')));
  if (!result.ok) throw new Error(`${sub}.json: ${result.issues.map((i) => i.message).join('; ')}`);
  const { merchant, webSettings, paymentSettings } = result.preset;
  const online = offeredPaymentTypes(webSettings, paymentSettings, 'web').filter(isOnlinePayment);
  return { sub: merchant.sub, merchantId: merchant.id, online };
}

const brands = BRANDS.map(brandOf);
const chrome = testBrowser();
let server: RunningServer;
let dataDir = '';
let port = 0;
const origin = (sub: string) => `http://${sub}.localhost:${port}`;
const api = () => `http://127.0.0.1:${port}`;

const serverEnv = () => ({ DATA_DIR: dataDir, PRESETS_DIR: presetsDir, PORT: String(port) });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-payments-'));
  const prepared = await createServer({ dataDir, presetsDir, cache: false, schedulerIntervalMs: null });
  try {
    const [row] = await prepared.db.query<{ id: string; data: Record<string, unknown> }>(
      'select m.id, w.data from merchants m join web_settings w on w.merchant_id = m.id where m.sub = $1',
      [CARD_BRAND],
    );
    await prepared.db.transaction((tx) => saveWebSettings(tx, row!.id, { ...row!.data, cardActive: true }));
  } finally {
    await prepared.close();
  }
  server = await startServer({ DATA_DIR: dataDir, PRESETS_DIR: presetsDir });
  port = server.port;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/payments-${name}.png`, fullPage: true });

/** The same screen at a phone's and a desktop's width. */
async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1280`);
  if (size) await page.setViewportSize(size);
}

/** Axe's serious findings once animations (a toast sliding in) are over: a text half faded in has no contrast to judge yet. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  return seriousViolations(page);
}

/** A shopper of a brand, signed in (through /profile/orders, which asks for it). */
async function shopper(sub: string): Promise<Visit> {
  // The server's restart (the expiry test) and the provider pages' redirects abort requests under way.
  const visit = await chrome.open({ viewport: PHONE, ignore: (message) => /Failed to load resource|EventSource|ERR_CONNECTION_REFUSED/.test(message.text()) });
  await visit.page.goto(`${origin(sub)}/profile/orders`);
  await signInUz(visit.page, api(), sub, newPhone('95'));
  await visit.page.waitForURL(/\/profile\/orders$/);
  return visit;
}

/** A product of the brand that needs no choice of options. */
async function simpleProduct(brand: Brand): Promise<number> {
  const res = await fetch(`${api()}/products/v1/overalls?type=WEB`, { headers: { merchant: brand.merchantId } });
  const menu = (await res.json()) as { products: { id: number; modificationGroups: unknown[] }[] };
  return menu.products.find((p) => p.modificationGroups.length === 0)!.id;
}

/** A way to pay as the storefront names it. */
const providerName = (type: PaymentType): string => (orderUz.paymentType as Readonly<Record<string, string>>)[type] ?? type;
const paymentRadio = (page: Page, type: PaymentType) => page.getByRole('radio', { name: new RegExp(`^${providerName(type)}\\b`) });

/** Puts a product in the basket, and opens the checkout at pick-up for later, paid by `type`. */
async function checkoutWith(page: Page, brand: Brand, type: PaymentType): Promise<void> {
  await page.goto(`${origin(brand.sub)}/product/${await simpleProduct(brand)}`);
  await hydrated(page);
  await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
  await page.getByText(uz.basket.added).first().waitFor();
  await page.goto(`${origin(brand.sub)}/checkout`);
  await hydrated(page);
  await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
  await chooseFirstSlot(page);
  await paymentRadio(page, type).check();
  await page.getByTestId('order-total').waitFor();
}

async function place(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(`^${orderUz.place}`) });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

/** The sandbox's page of a provider: the order it is for, read from its address as the provider's link carries it. */
async function onSandbox(page: Page, provider: OnlineProvider): Promise<string> {
  await page.waitForURL(/\/payments\/sandbox\//, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.pathname).toContain(`/${provider.toLowerCase()}/`);
  await page.getByRole('button', { name: 'Pay' }).waitFor();
  if (provider === 'CLICK') return url.searchParams.get('transaction_param')!;
  if (provider === 'UZUM') return url.searchParams.get('order')!;
  const pairs = Buffer.from(url.pathname.split('/').at(-1)!, 'base64').toString('utf8');
  return /ac\.\w+=([^;]+)/.exec(pairs)![1]!;
}

const paidWith = (type: PaymentType) => fill(paymentUz.paidWith, { provider: providerName(type) });

/** The order's page in a tab of its own, following the order live. */
async function orderTab(visit: Visit, orderId: string): Promise<Page> {
  const page = await visit.context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`${origin(new URL(visit.page.url()).hostname.split('.')[0]!)}/profile/orders/${orderId}`);
  await hydrated(page);
  await page.getByText(ordersUz.live).waitFor({ timeout: 15_000 });
  return page;
}

describe('paying online in the sandbox', () => {
  it('brands offer Payme, Click and Uzum between them', () => {
    expect(new Set(brands.flatMap((b) => b.online))).toEqual(new Set(['PAYME', 'CLICK', 'UZUM']));
  });

  for (const brand of brands) {
    it(`${brand.sub}: an order with each offered provider (${brand.online.join(', ')}) is paid on its page, and the order's page turns paid live`, async () => {
      const visit = await shopper(brand.sub);
      const { page } = visit;
      for (const provider of brand.online) {
        await checkoutWith(page, brand, provider);
        // The payment step: each offered way with its mark and what happens next.
        if (provider === brand.online[0]) {
          const step = page.locator('fieldset.checkout__section', { has: paymentRadio(page, provider) });
          await step.scrollIntoViewIfNeeded();
          await shots(page, `${brand.sub}-checkout-payment-step`);
          expect(await violations(page)).toEqual([]);
          expect(await step.locator('svg.pay-mark').count()).toBe(await step.getByRole('radio').count());
        }
        await place(page);
        const orderId = await onSandbox(page, provider);

        const live = await orderTab(visit, orderId);
        await live.getByText(paymentUz.waiting).waitFor();
        await live.getByText(new RegExp(fill(paymentUz.timeLeft, { time: '\\d+:\\d\\d' }))).waitFor();
        if (provider === brand.online[0]) {
          await shots(live, `${brand.sub}-order-waiting`);
          expect(await violations(live)).toEqual([]);
        }

        await page.getByRole('button', { name: 'Pay' }).click();
        // The provider's return leads to the order's page, which reads it paid.
        await page.waitForURL(new RegExp(`/profile/orders/${orderId}$`));
        await page.getByText(paidWith(provider)).waitFor();
        // The tab that stayed open turns paid by itself: the stream's payment event.
        await live.getByText(paidWith(provider)).waitFor({ timeout: 10_000 });
        expect(await live.getByRole('button', { name: paymentUz.payAgain }).count()).toBe(0);
        if (provider === brand.online[0]) {
          await shots(live, `${brand.sub}-order-paid`);
          expect(await violations(live)).toEqual([]);
        }
        await live.close();
      }
      expect(visit.problems).toEqual([]);
    }, 240_000);
  }

  it('burger: a declined payment is paid again on the same order; the failed page offers another method', async () => {
    const brand = brands.find((b) => b.sub === 'burger')!;
    const provider = brand.online[0]!;
    const visit = await shopper(brand.sub);
    const { page } = visit;
    await checkoutWith(page, brand, provider);
    await place(page);
    const orderId = await onSandbox(page, provider);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${orderId}$`));
    await page.getByText(paymentUz.failed).waitFor();
    await page.getByText(paymentUz.failedHint).waitFor();
    const chooser = page.getByRole('button', { name: paymentUz.chooseMethod });
    await chooser.click();
    const methods = page.getByRole('list', { name: paymentUz.methods });
    await methods.waitFor();
    const others = brandMethods(brand).filter((m) => m !== provider);
    expect(await methods.getByRole('button').count()).toBe(others.length);
    for (const other of others) await methods.getByRole('button', { name: providerName(other), exact: true }).waitFor();
    await shots(page, 'order-failed');
    expect(await violations(page)).toEqual([]);
    // Keyboard: the chooser closes again, and paying again is reached and pressed from the keys.
    await chooser.focus();
    await page.keyboard.press('Enter');
    await methods.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: paymentUz.payAgain }).focus();
    await page.keyboard.press('Enter');
    expect(await onSandbox(page, provider)).toBe(orderId);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${orderId}$`));
    await page.getByText(paidWith(provider)).waitFor();
    // One order for all of it.
    await page.goto(`${origin(brand.sub)}/profile/orders`);
    await hydrated(page);
    await expect.poll(() => page.locator('.orders__list li').count()).toBe(1);
    expect(visit.problems).toEqual([]);
  }, 180_000);

  it('pizza: an order left unpaid switches to another online method and is paid with it', async () => {
    const brand = brands.find((b) => b.sub === 'pizza')!;
    const [first, second] = brand.online;
    const visit = await shopper(brand.sub);
    const { page } = visit;
    await checkoutWith(page, brand, first!);
    await place(page);
    const orderId = await onSandbox(page, first!);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${orderId}$`));
    await page.getByText(paymentUz.waiting).waitFor();
    await page.getByRole('button', { name: paymentUz.chooseMethod }).click();
    await page
      .getByRole('list', { name: paymentUz.methods })
      .getByRole('button', { name: providerName(second!) })
      .click();
    expect(await onSandbox(page, second!)).toBe(orderId);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${orderId}$`));
    await page.getByText(paidWith(second!)).waitFor();
    await page.locator('.summary').getByText(providerName(second!), { exact: true }).waitFor();
    expect(visit.problems).toEqual([]);
  }, 180_000);

  it(`${CARD_BRAND}: a card added through Payme's form (no CVV, nothing named, nothing posted) pays a Payme order without its page; then it is removed`, async () => {
    const brand = brands.find((b) => b.sub === CARD_BRAND)!;
    expect(brand.online).toContain('PAYME');
    const visit = await shopper(brand.sub);
    const { page } = visit;
    await page.goto(`${origin(brand.sub)}/profile/cards`);
    await hydrated(page);
    await page.getByText(paymentUz.cards.empty).waitFor();
    await shots(page, 'cards-empty');
    await page.getByRole('link', { name: paymentUz.cards.add }).click();
    await page.waitForURL(/\/profile\/cards\/create$/);
    const number = page.getByLabel(paymentUz.cards.number);
    await number.waitFor();
    // Payme's form rules: no input carries a name, the form has no action; its logo, its offer, where the card goes.
    expect(await page.locator('form input[name]').count()).toBe(0);
    expect(await page.locator('form[action]').count()).toBe(0);
    expect(await page.locator('form input').count()).toBe(2);
    await page.getByRole('img', { name: 'Payme' }).waitFor();
    expect(await page.getByRole('link', { name: paymentUz.cards.offer }).getAttribute('href')).toMatch(/^https:\/\/cdn\.payme\.uz\//);
    await page.getByText(paymentUz.cards.toPayme).waitFor();
    await page.getByRole('button', { name: paymentUz.cards.getCode }).click();
    await page.getByText(paymentUz.cards.numberInvalid).waitFor();
    await shots(page, 'card-create');
    expect(await violations(page)).toEqual([]);

    // Typed from the keyboard, the way a shopper would.
    await number.focus();
    await page.keyboard.type(TEST_CARD.number);
    expect(await number.inputValue()).toBe('8600 0691 9540 6311');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_CARD.expiry);
    expect(await page.getByLabel(paymentUz.cards.expiry).inputValue()).toBe('03/99');
    const sentToPayme: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sentToPayme.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile\/cards\/confirm$/);
    // The number went to Payme's API (the sandbox's), never to a call of ours.
    expect(sentToPayme.filter((r) => r.includes(TEST_CARD.number)).every((r) => r.startsWith('/payments/sandbox/payme-subscribe/api '))).toBe(true);
    expect(sentToPayme.some((r) => r.includes(TEST_CARD.number))).toBe(true);
    await page.getByLabel(paymentUz.cards.code).waitFor();
    await shots(page, 'card-confirm');
    expect(await violations(page)).toEqual([]);
    await page.getByLabel(paymentUz.cards.code).fill('000000');
    await page.getByRole('button', { name: paymentUz.cards.confirm }).click();
    await page.getByText(paymentUz.cards.codeWrong).waitFor();
    await page.getByLabel(paymentUz.cards.code).fill(SANDBOX_SMS_CODE);
    await page.getByRole('button', { name: paymentUz.cards.confirm }).click();
    await page.waitForURL(/\/profile\/cards$/);
    const card = fill(paymentUz.cards.card, { last: TEST_CARD.number.slice(-4) });
    await page.getByText(card).waitFor();
    expect(sentToPayme.filter((r) => r.startsWith('/payments/v1/cards ')).every((r) => !r.includes(TEST_CARD.number))).toBe(true);
    await shots(page, 'cards-list');
    expect(await violations(page)).toEqual([]);

    // At checkout, Payme with the saved card: paid here, no provider page.
    await checkoutWith(page, brand, 'PAYME');
    const saved = page.getByRole('radio', { name: fill(paymentUz.savedCard, { last: TEST_CARD.number.slice(-4) }) });
    await saved.check();
    await shots(page, 'checkout-saved-card');
    expect(await violations(page)).toEqual([]);
    await place(page);
    await page.waitForURL(/\/profile\/orders\/[\w-]+$/);
    await page.getByText(paidWith('PAYME')).waitFor();
    expect(page.url()).not.toContain('/payments/sandbox/');

    await page.goto(`${origin(brand.sub)}/profile/cards`);
    await hydrated(page);
    await page.getByRole('button', { name: `${paymentUz.cards.remove}: ${card}` }).click();
    await page.getByRole('button', { name: paymentUz.cards.removeYes }).click();
    await page.getByText(paymentUz.cards.empty).waitFor();
    expect(visit.problems).toEqual([]);
  }, 180_000);

  it('burger: an order nobody pays expires; its page, left open, says so when the server is back', async () => {
    const brand = brands.find((b) => b.sub === 'burger')!;
    const provider = brand.online[0]!;
    const visit = await shopper(brand.sub);
    const { page } = visit;
    await checkoutWith(page, brand, provider);
    await place(page);
    const orderId = await onSandbox(page, provider);
    await page.goto(`${origin(brand.sub)}/profile/orders/${orderId}`);
    await hydrated(page);
    await page.getByText(paymentUz.waiting).waitFor();

    // The deadline moved into the past in the server's own database, and its scheduler run there.
    await server.stop();
    const offline = await createServer({ dataDir, presetsDir: null, cache: false, schedulerIntervalMs: null, demoKitchen: false });
    try {
      await offline.db.query("update orders set payment_expires_at = now() - interval '1 minute' where id = $1", [orderId]);
      await offline.scheduler.runOnce();
      const [row] = await offline.db.query<{ status: string; payment_state: string }>('select status, payment_state from orders where id = $1', [orderId]);
      expect(row).toEqual({ status: 'CANCELED', payment_state: 'EXPIRED' });
    } finally {
      await offline.close();
    }
    server = await startServer(serverEnv());

    await page.getByText(paymentUz.expiredHint).waitFor({ timeout: 45_000 });
    await page.getByText(paymentUz.expired).waitFor();
    expect(await page.getByRole('button', { name: paymentUz.payAgain }).count()).toBe(0);
    await shots(page, 'order-expired');
    expect(await violations(page)).toEqual([]);
    expect(visit.problems).toEqual([]);
  }, 180_000);
});

/** The methods the brand offers on the web, in the checkout's order. */
function brandMethods(brand: Brand): PaymentType[] {
  const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, `${brand.sub}.json`), 'utf8')));
  if (!result.ok) throw new Error(brand.sub);
  return offeredPaymentTypes(result.preset.webSettings, result.preset.paymentSettings, 'web');
}
