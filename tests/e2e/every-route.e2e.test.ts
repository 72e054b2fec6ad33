/**
 * Issue 22's browser check, at 360 px, on coffee (the demo brand that turns every feature and
 * screen on) in a real browser against the real server process. One shopper goes through the whole
 * journey in order: a favourite added and removed, a promo applied from the list (the order then
 * goes out for delivery with it), an application for a vacancy, a table booked (the restaurant
 * accepts it and the page follows), a table's printed code scanned, an order at that table, the
 * waiter called (acknowledged live), the delivery order moved to DELIVERED by the restaurant while
 * its page is open and its product rated, the grade on the product page, an allergen filtered out
 * and a photo zoomed. The restaurant's side is the operator API over HTTP with the key global-setup
 * made. Then the same shopper walks every route of the engine's route table (src/engine/routes.ts),
 * ids filled from the API and the journey, and no screen is the "in preparation" placeholder, a
 * 404, or says anything in the console. Should coffee's plan leave a route out, the route is walked
 * on the first demo brand that offers it (a signed-in one must be turned on in coffee).
 */
import { describe, expect, inject, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { ROUTES } from '#engine/routes';
import type { RouteId } from '#schemas/routes';
import { allowedMoves, courierStatusLabel, serviceTypeOf, type OrderStatus } from '#domain/order-status';
import { IMAGE_VIEWER } from '../../src/storefront/features/menu/image-viewer-math.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { extrasUz } from '../../src/storefront/i18n/dictionaries/extras/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { bookingUz } from '../../src/storefront/i18n/dictionaries/booking/uz.ts';
import { tableUz } from '../../src/storefront/i18n/dictionaries/table/uz.ts';
import { viewerUz } from '../../src/storefront/i18n/dictionaries/viewer/uz.ts';
import { pendingUz } from '../../src/storefront/i18n/dictionaries/pending/uz.ts';
import { mapsUz } from '../../src/storefront/i18n/dictionaries/maps/uz.ts';
import { fill, readBrands } from './brands.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import {
  addedWithoutChoices,
  chooseFirstSlot,
  hydrated,
  menuProducts,
  merchantOf,
  newPhone,
  productCard,
  seriousViolations,
  sessionToken,
  signInUz,
} from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const port = inject('port');
const presetsDir = inject('presetsDir');
const SUB = 'coffee';
const BRANCH = 'coffee-tashkent-city';
const BRANCH_NAME = 'Tashkent City';
/** Inside the near delivery district of Tashkent City. */
const AT_HOME = { latitude: 41.318, longitude: 69.253 };
/** A table no other browser test calls from (a done call holds its table for a minute). */
const TABLE = 't9';
const origin = (sub: string) => `http://${sub}.localhost:${port}`;
const home = origin(SUB);
const api = `http://127.0.0.1:${port}`;
/** Long enough for a poll of the booking or table screen, or an order's event, on a busy machine. */
const LIVE = 30_000;

const chrome = testBrowser();
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/walk-${name}.png`, fullPage: true });
// A refused call (a 404 the screen expects, a stream reopened) is reported by the browser as a failed load.
const ignore = (message: ConsoleMessage) => /Failed to load resource/.test(message.text());

const operatorKey = () => {
  const key = inject('operatorKeys')[SUB];
  if (!key) throw new Error(`global-setup made no operator key for ${SUB}`);
  return key;
};

/** The restaurant's side: one call of the operator API. */
async function operatorCall(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api}/operator/v1${path}`, {
    method,
    headers: { merchant: await merchantOf(api, SUB), authorization: `Bearer ${operatorKey()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function operator<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await operatorCall(method, path, body);
  expect(res.status, `${method} ${path}: ${res.status === 200 ? '' : await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The kitchen's way forward: never back to OPEN or CREATED, never cancelled. */
const FORWARD: readonly OrderStatus[] = ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'];

/**
 * The restaurant moves an order step by step until it is completed (DELIVERED for a delivery,
 * CLOSED for pick-up and dine-in, which never go DELIVERED). The demo kitchen of the embedded
 * server may take a step at the same moment: a refused move is read again and the walk goes on.
 */
async function completeOrder(orderId: string): Promise<OrderStatus> {
  for (let step = 0; step < 20; step++) {
    const order = await operator<{ status: OrderStatus; serviceType: string }>('GET', `/orders/${orderId}`);
    const service = serviceTypeOf(order.serviceType);
    const next = FORWARD.find((s) => allowedMoves(order.status, service).includes(s));
    if (!next) return order.status;
    const res = await operatorCall('POST', `/orders/${orderId}/status`, { status: next });
    if (res.status !== 200 && res.status !== 409 && res.status !== 400) throw new Error(`move to ${next}: ${res.status} ${await res.text()}`);
  }
  throw new Error(`order ${orderId} did not complete`);
}

const products = () => menuProducts(api, SUB);
const simple = addedWithoutChoices;
const card = productCard;

/** A product's reviews as the product page reads them: the grade and how many rated it. */
async function rating(productId: number): Promise<{ grade: number | null; count: number }> {
  const res = await fetch(`${api}/products/v1/products/${productId}/reviews`, { headers: { merchant: await merchantOf(api, SUB) } });
  expect(res.status).toBe(200);
  const page = (await res.json()) as { grade: number | null; count: number };
  return { grade: page.grade, count: page.count };
}

/** Places the order checkout shows and opens its page; its id. */
async function placeOrder(page: Page, name: string): Promise<string> {
  const place = page.getByRole('button', { name: new RegExp(`^${orderUz.place}`) });
  await expect.poll(() => place.isEnabled(), { timeout: 15_000 }).toBe(true);
  await shot(page, name);
  await place.click();
  await page.getByRole('link', { name: orderUz.toOrder }).click();
  await page.waitForURL(/\/profile\/orders\/[^/]+$/);
  await hydrated(page);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Marks the document: still there later means the page was not reloaded in between. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __walkMark: boolean }).__walkMark = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __walkMark?: boolean }).__walkMark === true);

/** What the journey leaves for the walk: the signed-in page and ids of its own. */
let journey: { page: Page; problems: string[]; orderId: string; productId: number } | undefined;

describe('issue 22 on coffee, at 360 px', () => {
  it('one shopper goes through every feature in order, the restaurant answering through the operator API', async () => {
    const { page, problems } = await chrome.open({ viewport: PHONE, ignore, geolocation: AT_HOME, permissions: ['geolocation'] });
    const menu = await products();
    const product = menu.find(simple)!;
    const name = product.name.uz!;

    // 1. A favourite: the heart on the product page sends a signed-out shopper to sign in and back.
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.favourite }).click();
    await signInUz(page, api, SUB, newPhone('93'));
    await page.waitForURL(`${home}/product/${product.id}`);
    await hydrated(page);
    const heart = page.getByRole('button', { name: uz.product.favourite });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${home}/profile/favorites`);
    await hydrated(page);
    await card(page, name).waitFor();
    await shot(page, 'favourites');
    const cardHeart = card(page, name).getByRole('button', { name: uz.product.favourite });
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await cardHeart.click();
    await page.getByText(extrasUz.favourites.empty).waitFor();

    // 2. A promo from the list reaches checkout, and the order goes out for delivery with it.
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    // Enough for the promo's minimum.
    for (let i = 1; i < 4; i++) await page.getByRole('button', { name: uz.basket.increase }).click();
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    await page.goto(`${home}/profile/promos`);
    await hydrated(page);
    const apply = page.getByRole('button', { name: fill(extrasUz.promos.applyCode, { code: 'KOFE20' }) });
    await apply.waitFor();
    await shot(page, 'promos');
    await apply.click();
    await page.waitForURL(/\/checkout$/);
    await hydrated(page);
    await expect.poll(() => page.getByLabel(orderUz.promo, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('KOFE20');
    await page.getByRole('radio', { name: orderUz.serviceType.DELIVERY }).check();
    await page.getByRole('button', { name: orderUz.useLocation }).click();
    await page.getByLabel(orderUz.street).fill("Navoiy ko'chasi, 30");
    await chooseFirstSlot(page);
    const deliveryOrderId = await placeOrder(page, 'delivery-checkout');

    // 3. An application for a vacancy.
    await page.goto(`${home}/vacancy`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Barista' }).click();
    await page.waitForURL(/\/vacancy\/barista$/);
    await page.getByRole('heading', { name: 'Barista', level: 1 }).waitFor();
    await page.getByLabel(extrasUz.vacancies.name).fill('Aziza Karimova');
    await page.getByLabel(extrasUz.vacancies.phone).fill(newPhone('93').slice(3));
    await page.getByRole('button', { name: extrasUz.vacancies.send }).click();
    await page.getByText(extrasUz.vacancies.sent).waitFor();
    await shot(page, 'vacancy-sent');

    // 4. A table booked; the restaurant accepts it while the shopper watches.
    await page.goto(`${home}/booking`);
    await hydrated(page);
    await page.getByLabel(bookingUz.branch, { exact: true }).selectOption({ label: BRANCH_NAME });
    await page.locator('.booking-slot input:not([disabled])').first().waitFor({ state: 'attached' });
    await page.getByLabel(bookingUz.guests, { exact: true }).fill('2');
    await page.locator('.booking-slot input:not([disabled])').first().check();
    await page.getByRole('button', { name: bookingUz.submit }).click();
    const booking = page.locator('.booking-item').first();
    await booking.getByText(bookingUz.status.NOT_ACCEPTED).waitFor();
    // The booking's id as the shopper's own list gives it (the operator's list is by day).
    const token = await sessionToken(page, api, SUB);
    const mine = (await (
      await fetch(`${api}/users/v1/reservations`, { headers: { merchant: await merchantOf(api, SUB), authorization: `Bearer ${token}` } })
    ).json()) as { id: string; status: string }[];
    expect(mine.map((r) => r.status)).toEqual(['NOT_ACCEPTED']);
    await markDocument(page);
    await operator('POST', `/reservations/${mine[0]!.id}/status`, { status: 'ACCEPTED' });
    await booking.getByText(bookingUz.status.ACCEPTED).waitFor({ timeout: LIVE });
    expect(await sameDocument(page)).toBe(true);
    await shot(page, 'booking-accepted');

    // 5. The table's printed code, as the restaurant lists it, seats the shopper.
    const tables = await operator<{ branchId: string; tableId: string; name: string; path: string }[]>('GET', '/tables');
    const table = tables.find((t) => t.branchId === BRANCH && t.tableId === TABLE)!;
    await page.goto(`${home}${table.path}`);
    await hydrated(page);
    const seatedTitle = fill(tableUz.seatedAt, { table: fill(tableUz.numbered, { name: table.name }), branch: BRANCH_NAME });
    await page.getByRole('heading', { name: seatedTitle }).waitFor();
    await page.waitForURL((url) => !url.search.includes('table='));
    await shot(page, 'table-seated');

    // 6. An order at that table: dine-in there, no address, no table number to type.
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    await page.goto(`${home}/checkout`);
    await hydrated(page);
    await page
      .getByTestId('seated-table')
      .getByText(fill(orderUz.atTable, { name: table.name }))
      .waitFor();
    expect(await page.getByLabel(orderUz.table).count()).toBe(0);
    if ((await page.getByRole('radio', { name: orderUz.later }).count()) > 0) await chooseFirstSlot(page);
    const tableOrderId = await placeOrder(page, 'table-checkout');

    // 7. The waiter called from the table's bar; the restaurant acknowledges and the bar follows.
    const bar = page.locator('.table-bar');
    await bar.getByRole('button', { name: tableUz.callWaiter }).click();
    await bar.getByText(`${tableUz.kind.WAITER}: ${tableUz.status.SENT}`).waitFor();
    const calls = await operator<{ id: string; tableId: string; branchId: string; kind: string; status: string }[]>('GET', '/table-calls');
    const call = calls.find((c) => c.branchId === BRANCH && c.tableId === TABLE && c.kind === 'WAITER' && c.status === 'SENT')!;
    await markDocument(page);
    await operator('POST', `/table-calls/${call.id}/status`, { status: 'ACKNOWLEDGED' });
    await bar.locator('.table-bar__status', { hasText: tableUz.status.ACKNOWLEDGED }).waitFor({ timeout: LIVE });
    // The press's notice follows the call too: it no longer says "sent" under the acknowledged badge.
    await expect.poll(() => bar.locator('.table-bar__message').textContent()).toBe(`${tableUz.kind.WAITER}: ${tableUz.status.ACKNOWLEDGED}`);
    expect(await sameDocument(page)).toBe(true);
    await shot(page, 'waiter-acknowledged');

    // 8. The restaurant serves the table and delivers the first order; the delivered order's page, open
    // meanwhile, follows without a reload, and the shopper rates its product.
    expect(await completeOrder(tableOrderId)).toBe('CLOSED');
    await page.locator(`.order-detail__status .badge[data-status="CLOSED"]`).waitFor({ timeout: LIVE });
    await page.goto(`${home}/profile/orders/${deliveryOrderId}`);
    await hydrated(page);
    await page.locator('.order-detail__status .badge').waitFor();
    await markDocument(page);
    const before = await rating(product.id);
    expect(await completeOrder(deliveryOrderId)).toBe('DELIVERED');
    await page.locator(`.order-detail__status .badge[data-status="DELIVERED"]`).waitFor({ timeout: LIVE });
    // Delivered by the restaurant's own courier: the page does not say "no courier yet".
    expect(await page.getByText(courierStatusLabel(null, 'uz')).count()).toBe(0);
    const rate = page.locator('.order-rate');
    await rate.waitFor({ timeout: LIVE });
    expect(await sameDocument(page)).toBe(true);
    const line = rate.locator('form.order-rate__line', { hasText: name });
    await line.getByRole('button', { name: fill(extrasUz.reviews.star, { value: '5' }) }).click();
    await line.getByLabel(extrasUz.reviews.text).fill('Juda mazali');
    await line.getByRole('button', { name: extrasUz.reviews.send }).click();
    await rate.locator('.order-rate__line', { hasText: name }).getByText(extrasUz.reviews.done).waitFor();
    await shot(page, 'order-rated');

    // 9. The grade and its count on the product page.
    const after = await rating(product.id);
    expect(after.count).toBe(before.count + 1);
    await page.goto(`${home}/product/${product.id}`);
    await hydrated(page);
    await page.locator('.product-details__extras').scrollIntoViewIfNeeded();
    const summary = fill(extrasUz.reviews.summary, { grade: String(Math.round(after.grade! * 10) / 10), count: String(after.count) });
    await page.locator('.reviews__summary').getByText(summary).waitFor();
    await page.locator('.reviews__list').getByText('Juda mazali').waitFor();
    await shot(page, 'product-graded');

    // 10. The menu filter hides a dish with an allergen.
    const withMilk = menu.find((p) => p.allergens.includes('MILK'))!;
    const without = menu.find((p) => !p.allergens.includes('MILK'))!;
    await page.goto(home);
    await hydrated(page);
    await card(page, withMilk.name.uz!).waitFor();
    await page.getByRole('button', { name: uz.menu.filter }).click();
    const dialog = page.getByRole('dialog', { name: extrasUz.filter.title });
    await dialog.getByRole('button', { name: extrasUz.allergens.codes.MILK }).click();
    await expect.poll(() => dialog.getByRole('button', { name: extrasUz.allergens.codes.MILK }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: extrasUz.filter.apply }).click();
    await page.getByRole('button', { name: `${uz.menu.filter} (1)` }).waitFor();
    await expect.poll(() => card(page, withMilk.name.uz!).count()).toBe(0);
    await card(page, without.name.uz!).waitFor();
    await shot(page, 'filtered');

    // 11. A product's photo full screen, zoomed.
    await page.goto(`${home}/product/${withMilk.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: uz.product.openPhotos }).click();
    const viewer = page.getByRole('dialog', { name: fill(viewerUz.title, { name: withMilk.name.uz! }) });
    await viewer.waitFor();
    const image = viewer.locator('.viewer__image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.style.visibility !== 'hidden' && img.complete)).toBe(true);
    const ratio = async () => Number(await image.getAttribute('data-ratio'));
    const initial = await ratio();
    await viewer.getByRole('button', { name: viewerUz.zoomIn }).click();
    await expect.poll(ratio).toBeCloseTo(initial * IMAGE_VIEWER.zoomStep, 5);
    await shot(page, 'viewer-zoomed');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    journey = { page, problems, orderId: deliveryOrderId, productId: product.id };
  }, 240_000);

  it('walks every route of the route table: none is the placeholder or a 404, none says anything in the console', async () => {
    if (!journey) throw new Error('the walk needs the signed-in shopper and the order of the journey above');
    const { page, problems, orderId, productId } = journey;
    problems.length = 0;
    const brands = readBrands(presetsDir);
    const coffee = brands.find((b) => b.sub === SUB)!;
    const vacancies = (await (await fetch(`${api}/support/v1/vacancies`, { headers: { merchant: await merchantOf(api, SUB) } })).json()) as { id: string }[];
    const ids: Partial<Record<RouteId, string>> = {
      product: String(productId),
      vacancyDetail: vacancies[0]!.id,
      profileOrderDetail: orderId,
      profileOrderMap: orderId,
    };
    const query: Partial<Record<RouteId, string>> = { category: `?id=${coffee.firstCategory.id}` };
    const notFound = new RegExp(`^${uz.errors.pageNotFound.split('{{')[0]}`);

    const walked: string[] = [];
    for (const id of Object.keys(ROUTES) as RouteId[]) {
      // A route coffee's plan leaves out is walked on the first demo brand that offers it, signed out.
      const brand = coffee.routes.includes(id) ? coffee : brands.find((b) => b.routes.includes(id));
      if (!brand) throw new Error(`no demo brand offers the route ${id}: turn it on in coffee`);
      if (brand !== coffee && ROUTES[id].signedIn) throw new Error(`coffee leaves out ${id}, a signed-in screen: turn it on in coffee`);
      const path = ROUTES[id].path.replace(':id', () => {
        const value = ids[id];
        if (!value) throw new Error(`no id for the route ${id}`);
        return encodeURIComponent(value);
      });
      const url = `${origin(brand.sub)}${path}${query[id] ?? ''}`;
      await page.goto(url);
      await hydrated(page);
      // The screen's own module has replaced the skeleton of its lazy load.
      await expect.poll(() => page.locator('.screen-skeleton').count(), { timeout: 15_000 }).toBe(0);
      await page.locator('h1, [role="main"] h2, main h2').first().waitFor({ timeout: 15_000 });
      expect(await page.getByText(pendingUz.title).count(), `${id} (${url}) shows the placeholder`).toBe(0);
      expect(await page.getByRole('heading', { name: notFound }).count(), `${id} (${url}) is a 404`).toBe(0);
      // The journey's order was delivered: its map says so.
      if (id === 'profileOrderMap') await page.getByText(mapsUz.order.courierArrived).waitFor();
      expect(problems, `${id} (${url})`).toEqual([]);
      await shot(page, `route-${id}`);
      walked.push(`${id} ${new URL(page.url()).pathname}`);
    }
    expect(walked).toHaveLength(Object.keys(ROUTES).length);
  }, 240_000);
});
