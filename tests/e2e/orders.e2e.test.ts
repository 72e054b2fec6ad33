/**
 * After the order, in a real browser against the real server process: the shopper's orders in
 * their tabs, one order moving live on its page (the demo kitchen of the embedded default moves
 * it), polling when the event stream cannot be opened, cancel with a confirmation, reorder into
 * the basket, and the notifications. Orders are placed through the API with the page's own
 * token, at burger's round-the-clock branch, so they can be placed at any hour.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ORDER_STATUS_LABELS } from '#domain/order-status';
import { ordersUz } from '../../src/storefront/i18n/dictionaries/orders/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { dayLabel } from '#domain/order-dates';
import { cartUz } from '../../src/storefront/i18n/dictionaries/cart/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, merchantOf, newPhone, seriousViolations, sessionToken, signInUz } from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const port = inject('port');
const SUB = 'burger';
const BRANCH = 'burger-yunusobod';
const home = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;

const chrome = testBrowser();

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/orders-${name}.png`, fullPage: true });
const merchant = () => merchantOf(api, SUB);

interface Shopper {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly token: string;
  readonly problems: string[];
}

/** A new shopper signed in on /profile/orders (the guard sends them through /login and back). */
async function signedIn(): Promise<Shopper> {
  const { page, context, problems } = await chrome.open({ viewport: PHONE, ignore: (message) => /Failed to load resource|EventSource/.test(message.text()) });
  await page.goto(`${home}/profile/orders`);
  await signInUz(page, api, SUB, newPhone('94'));
  await page.waitForURL(/\/profile\/orders$/);
  const token = await sessionToken(page, api, SUB);
  expect(token).not.toBe('');
  return { page, context, token, problems };
}

/** Places a pick-up order through the API at the shown total the server quotes. */
async function placeOrder(token: string): Promise<{ id: string; number: number }> {
  const headers = { merchant: await merchant(), authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const overalls = (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers })).json()) as {
    products: { id: number; modificationGroups: unknown[] }[];
  };
  const product = overalls.products.find((p) => p.modificationGroups.length === 0)!;
  const body = { serviceType: 'PICK_UP', branch: { id: BRANCH }, paymentType: 'CASH', cartItems: [{ productId: product.id, count: 2 }] };
  const quote = await fetch(`${api}/orders/v1/orders/quote`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(quote.status).toBe(200);
  const { totals } = (await quote.json()) as { totals: { totalPrice: number } };
  const placed = await fetch(`${api}/orders/v1/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...body, totalPrice: totals.totalPrice }),
  });
  expect(placed.status).toBe(201);
  return (await placed.json()) as { id: string; number: number };
}

describe("the shopper's orders", () => {
  it('lists the order under Active, opens it, and shows it moving live as the kitchen moves it; then reorders it into the basket', async () => {
    const { page, token, problems } = await signedIn();
    await page.getByText(ordersUz.empty).waitFor();
    const order = await placeOrder(token);
    await page.reload();
    await hydrated(page);
    const row = page.getByRole('link', { name: new RegExp(ordersUz.number.replace('{{number}}', String(order.number))) });
    await row.waitFor();
    await shot(page, 'list-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: ordersUz.archive }).click();
    await page.getByText(ordersUz.empty).waitFor();
    await page.getByRole('tab', { name: ordersUz.active }).click();
    await row.click();

    await page.waitForURL(new RegExp(`/profile/orders/${order.id}$`));
    await page.getByText(ordersUz.live).waitFor();
    await page.locator('.order-detail__status .badge').getByText(ORDER_STATUS_LABELS.OPEN.uz).waitFor();
    // The demo kitchen's first step (20 s by default) arrives through the stream, no reload.
    await page.locator('.order-detail__status .badge').getByText(ORDER_STATUS_LABELS.ACCEPTED.uz).waitFor({ timeout: 40_000 });
    await page.locator('.timeline__item').nth(1).waitFor();
    await shot(page, 'detail-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: ordersUz.reorder }).click();
    await page.getByText(ordersUz.reordered).first().waitFor();
    await page.goto(`${home}/basket`);
    await hydrated(page);
    await page.locator('.basket-line').first().waitFor();
    expect(await page.locator('.basket-line .counter__value').first().textContent()).toBe('2');
    expect(await page.getByRole('link', { name: cartUz.toCheckout }).count()).toBe(1);
    expect(problems).toEqual([]);
  }, 90_000);

  it('cancels an order after a confirmation, and polls when the event stream cannot be opened', async () => {
    const { page, token, problems } = await signedIn();
    await page.route('**/orders/v1/orders/*/events**', (route) => route.abort());
    const order = await placeOrder(token);
    // SPEC 1, startup step 5: the home shows the active order as a card that opens it.
    await page.goto(home);
    await hydrated(page);
    await page
      .locator('.active-order')
      .getByText(ordersUz.number.replace('{{number}}', String(order.number)))
      .waitFor();
    await page.locator('.active-order').click();
    await page.waitForURL(new RegExp(`/profile/orders/${order.id}$`));
    await page.getByText(ordersUz.polling).waitFor();
    await page.getByRole('button', { name: ordersUz.cancel }).click();
    await page.getByText(ordersUz.cancelConfirm).waitFor();
    await page.getByRole('button', { name: ordersUz.cancelYes }).click();
    await page.locator('.order-detail__status .badge').getByText(ORDER_STATUS_LABELS.CANCELED.uz).waitFor();
    expect(await page.getByRole('button', { name: ordersUz.cancel }).count()).toBe(0);

    await page.goto(`${home}/profile/orders`);
    await hydrated(page);
    await page.getByRole('tab', { name: ordersUz.archive }).click();
    await page.getByRole('link', { name: new RegExp(ordersUz.number.replace('{{number}}', String(order.number))) }).waitFor();

    await page.goto(`${home}/notifications`);
    await hydrated(page);
    await page
      .getByRole('link', { name: new RegExp(ORDER_STATUS_LABELS.CANCELED.uz) })
      .first()
      .waitFor();
    await shot(page, 'notifications-phone');
    expect(problems).toEqual([]);
  });

  it('item 17 of issue 19: an empty Active tab leads to the archive, a scheduled order shows when it is due, the detail names its service, and the notifications give one entry an order', async () => {
    const { page, token, problems } = await signedIn();
    const headers = { merchant: await merchant(), authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const order = await placeOrder(token);
    // The demo kitchen accepts it (a status of its own), then the shopper cancels it: two steps of one order.
    const status = async () => ((await (await fetch(`${api}/orders/v1/orders/${order.id}`, { headers })).json()) as { status: string }).status;
    await expect.poll(status, { timeout: 45_000, interval: 500 }).toBe('ACCEPTED');
    expect((await fetch(`${api}/orders/v1/orders/${order.id}/cancel`, { method: 'POST', headers })).status).toBe(200);

    await page.reload();
    await hydrated(page);
    await page.getByText(ordersUz.noActive).waitFor();
    expect(await page.getByText(ordersUz.empty).count()).toBe(0);
    await page.getByRole('button', { name: ordersUz.toArchive }).click();
    expect(await page.getByRole('tab', { name: ordersUz.archive }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: new RegExp(ordersUz.number.replace('{{number}}', String(order.number))) }).waitFor();

    // A scheduled order: tomorrow at noon in Tashkent, at the round-the-clock branch.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date(Date.now() + 86_400_000));
    const overalls = (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers })).json()) as {
      products: { id: number; modificationGroups: unknown[] }[];
    };
    const product = overalls.products.find((p) => p.modificationGroups.length === 0)!;
    const body = {
      serviceType: 'PICK_UP',
      branch: { id: BRANCH },
      paymentType: 'CASH',
      cartItems: [{ productId: product.id, count: 1 }],
      day: tomorrow,
      time: '12:00',
    };
    const quote = await fetch(`${api}/orders/v1/orders/quote`, { method: 'POST', headers, body: JSON.stringify({ ...body, later: true }) });
    const { totals } = (await quote.json()) as { totals: { totalPrice: number } };
    const placed = await fetch(`${api}/orders/v1/orders/at-time`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...body, totalPrice: totals.totalPrice }),
    });
    expect(placed.status).toBe(201);
    const scheduled = (await placed.json()) as { id: string; number: number };
    await page.getByRole('tab', { name: ordersUz.active }).click();
    await page.reload();
    await hydrated(page);
    const row = page.getByRole('link', { name: new RegExp(ordersUz.number.replace('{{number}}', String(scheduled.number))) });
    await row.waitFor();
    expect(await row.locator('.order-row__due').textContent()).toBe(`${ordersUz.scheduledFor}: ${dayLabel(tomorrow, 'uz')}, 12:00`);
    await shot(page, 'scheduled-phone');
    await row.click();
    await page.waitForURL(new RegExp(`/profile/orders/${scheduled.id}$`));
    expect(await page.getByTestId('order-service').textContent()).toBe(`${ordersUz.service}${orderUz.serviceType.PICK_UP}`);
    // Picked up: the branch's address says where to go.
    const branches = (await (await fetch(`${api}/users/v1/branches`, { headers })).json()) as { id: string; name: { uz: string }; address: { uz: string } }[];
    const pickedUpAt = branches.find((b) => b.id === BRANCH)!;
    expect(await page.getByTestId('order-branch').locator('dd').textContent()).toBe(`${pickedUpAt.name.uz}${pickedUpAt.address.uz}`);
    expect(await page.getByTestId('order-due').textContent()).toBe(`${ordersUz.scheduledFor}${dayLabel(tomorrow, 'uz')}, 12:00`);
    await shot(page, 'scheduled-detail-phone');

    await page.goto(`${home}/notifications`);
    await hydrated(page);
    const entries = page.locator('.orders__list > li').filter({ hasText: `№${order.number}:` });
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    expect(await entries.locator('.order-row__link > span').textContent()).toContain(ORDER_STATUS_LABELS.CANCELED.uz);
    expect(await entries.locator('.order-row__steps').textContent()).toContain(ORDER_STATUS_LABELS.ACCEPTED.uz);
    await shot(page, 'notifications-grouped-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 90_000);

  it("another shopper's order is not found", async () => {
    const first = await signedIn();
    const order = await placeOrder(first.token);
    const second = await signedIn();
    await second.page.goto(`${home}/profile/orders/${order.id}`);
    await hydrated(second.page);
    await second.page.getByText(ordersUz.notFound).waitFor();
  });
});
