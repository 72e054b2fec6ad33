/**
 * The studio's orders board in a real browser against the real server process (issue 21): the
 * board is open, a shopper places a delivery in the storefront, and the order appears on the
 * board without a reload, with the tab's title counting it as new; the owner moves it along the
 * state machine with the board's own buttons to DELIVERED, and the shopper's order page, open in
 * a page of its own, follows every move live. Screenshots of the board and the stop-list at 1280
 * and 768 px go to SHOTS (studio-orders-*.png, studio-stop-list-*.png).
 *
 * The order goes to burger's round-the-clock branch (the shopper stands at it), so it can be
 * placed now at any hour. The demo kitchen of the embedded default moves an order only after it
 * has stood still for its step (20 s), so the board's moves, a second or two apart, are the ones
 * taken.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#domain/order-status';
import { formatPhone } from '#domain/phone';
import { uz } from '../../src/studio/i18n/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { ordersUz } from '../../src/storefront/i18n/dictionaries/orders/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { addToBasket, hydrated, newPhone, signInUz } from './shopper.ts';
import { openStudioAsOwner } from './studio-staff.ts';

const port = inject('port');
const SUB = 'burger';
const origin = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
/** burger-yunusobod, open round the clock and delivering. */
const AT_YUNUSOBOD = { latitude: 41.3661, longitude: 69.2887 };
/** A delivery's way through the machine as the board offers it: DONE -> ON_WAY -> DELIVERED. */
const STREET = "Amir Temur ko'chasi, 108";
const MOVES: readonly OrderStatus[] = ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED'];

const chrome = testBrowser();

const moveButton = (status: OrderStatus) => uz.orders.moveTo.replace('{{status}}', uz.statuses[status]);

/** Places a delivery of two burgers now at the shopper's position, signing in as `phone`; answers the order's number. */
async function placeDelivery(page: Page, phone: string): Promise<number> {
  await addToBasket(page, origin, 1102, 2);
  await page.goto(`${origin}/checkout`);
  await signInUz(page, api, SUB, phone);
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await page.getByRole('radio', { name: orderUz.serviceType.DELIVERY }).check();
  await page.getByRole('button', { name: orderUz.useLocation }).click();
  await page.getByLabel(orderUz.street).fill(STREET);
  await page.getByRole('radio', { name: orderUz.now }).check();
  const place = page.getByRole('button', { name: new RegExp(`^${orderUz.place}`) });
  await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
  await place.click();
  const confirmed = page.locator('.confirmation .checkout__message');
  await confirmed.waitFor();
  return Number(/\d+/.exec((await confirmed.textContent()) ?? '')?.[0]);
}

describe('the studio: the orders board (issue 21)', () => {
  it("a shopper's order appears on the open board as new, is moved by its buttons to DELIVERED, and the shopper's page follows each move live", async () => {
    const studio = await chrome.open({ viewport: { width: 1280, height: 900 } });
    const board = studio.page;
    await openStudioAsOwner(board, api, origin, SUB, 'orders');
    await board.getByRole('heading', { level: 1, name: uz.orders.title }).waitFor();
    expect(await board.title()).toBe(uz.app.title);
    await board.evaluate(() => Object.assign(window, { boardMark: true }));

    const shopper = await chrome.open({
      viewport: { width: 360, height: 800 },
      geolocation: AT_YUNUSOBOD,
      permissions: ['geolocation'],
      ignore: (message) => /Failed to load resource|EventSource/.test(message.text()),
    });
    const phone = newPhone('97');
    const number = await placeDelivery(shopper.page, phone);
    const placedAt = Date.now();

    // On the board without a reload: a card of its own, marked new, and the tab's title counts it.
    const card = board.getByRole('article', { name: `#${number}`, exact: true });
    await card.waitFor({ timeout: 15_000 });
    console.log(`orders board: the order showed ${Date.now() - placedAt} ms after the shopper's confirmation`);
    expect(await card.getAttribute('class')).toContain('is-new');
    // Whom to call and where it goes.
    expect(await card.locator('dt, dd').allTextContents()).toEqual([uz.orders.customer, formatPhone(phone), uz.orders.address, STREET]);
    expect(await board.title()).toBe(`(1) ${uz.app.title}`);
    expect(await board.getByRole('heading', { level: 1 }).textContent()).toContain(`1 ${uz.orders.newOrders}`);
    await board
      .getByRole('region', { name: uz.statuses.OPEN })
      .getByRole('article', { name: `#${number}`, exact: true })
      .waitFor();
    await board.screenshot({ path: `${SHOTS}/studio-orders-new-1280.png` });

    // The shopper's order page, in a page of its own, follows it through the event stream.
    await shopper.page.getByRole('link', { name: orderUz.toOrder }).click();
    await shopper.page.waitForURL(/\/profile\/orders\/[^/]+$/);
    await hydrated(shopper.page);
    await shopper.page.getByText(ordersUz.live).waitFor();
    const badge = shopper.page.locator('.order-detail__status .badge');
    await badge.getByText(ORDER_STATUS_LABELS.OPEN.uz, { exact: true }).waitFor();
    await shopper.page.evaluate(() => Object.assign(window, { orderMark: true }));

    for (const status of MOVES) {
      const movedAt = Date.now();
      await card.getByRole('button', { name: moveButton(status), exact: true }).click();
      await board
        .getByRole('region', { name: uz.statuses[status] })
        .getByRole('article', { name: `#${number}`, exact: true })
        .waitFor();
      await badge.getByText(ORDER_STATUS_LABELS[status].uz, { exact: true }).waitFor({ timeout: 10_000 });
      console.log(`orders board: ${status} on the shopper's page ${Date.now() - movedAt} ms after the click`);
      // Handling the order is seeing it: the title's count is gone.
      expect(await board.title()).toBe(uz.app.title);
    }
    // The end of the machine: no move is left on the card.
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await board.evaluate(() => 'boardMark' in window)).toBe(true);
    expect(await shopper.page.evaluate(() => 'orderMark' in window)).toBe(true);

    await board.screenshot({ path: `${SHOTS}/studio-orders-1280.png` });
    await board.setViewportSize({ width: 768, height: 1000 });
    await board.screenshot({ path: `${SHOTS}/studio-orders-768.png` });

    // The stop-list, at both widths.
    await board.getByRole('link', { name: uz.sections.stopList }).click();
    await board.getByRole('heading', { level: 1, name: uz.stopList.title }).waitFor();
    await board.getByLabel(uz.stopList.branch).waitFor();
    await board.screenshot({ path: `${SHOTS}/studio-stop-list-768.png` });
    await board.setViewportSize({ width: 1280, height: 900 });
    await board.screenshot({ path: `${SHOTS}/studio-stop-list-1280.png` });

    expect(studio.problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
  }, 120_000);
});
