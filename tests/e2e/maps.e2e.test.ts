/**
 * The map screens in a real browser against a real server process of their own: one whose demo
 * kitchen steps every few seconds (so an order reaches its courier within the test) and whose
 * Leaflet maps draw tiles from a fixture tile server on 127.0.0.1 (MAP_TILE_URL). No test reaches
 * Yandex: a Yandex brand here has no key, and its screens must fall back without an error.
 *
 * burger draws Leaflet (its preset's mapType LEAFLET); pizza keeps the default, Yandex.
 */
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ORDER_MESSAGES } from '#domain/order-messages';
import { ordersUz } from '../../src/storefront/i18n/dictionaries/orders/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { mapsUz } from '../../src/storefront/i18n/dictionaries/maps/uz.ts';
import { SHOTS, testBrowser, type Visit } from './test-browser.ts';
import { freePort, startServer, type RunningServer } from '../support/server-process.ts';
import { hydrated, merchantOf, newPhone, seriousViolations, signInUz } from './shopper.ts';

const PHONE = { width: 390, height: 844 };
/** In the nearest zone of burger's round-the-clock Yunusobod branch, a couple of kilometres from it. */
const INSIDE_ZONE = { latitude: 41.35, longitude: 69.3 };
/** Each demo kitchen step: the courier drives from the branch to the address during one. */
const STEP_MS = 4_000;

let server: RunningServer;
let tiles: Server;
let tileRequests = 0;
const chrome = testBrowser();
let origin: (sub: string) => string;
let api: string;

beforeAll(async () => {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#E6ECEF' } })
    .composite([
      { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 .5H256M.5 0V256" stroke="#B8C4CC"/></svg>') },
    ])
    .png()
    .toBuffer();
  const tilePort = await freePort();
  tiles = createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    tileRequests++;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(tile);
  });
  await new Promise<void>((done) => tiles.listen(tilePort, '127.0.0.1', done));
  server = await startServer({
    PRESETS_DIR: resolve(inject('presetsDir')),
    DEMO_KITCHEN_STEP_MS: String(STEP_MS),
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: 'Fixture tiles',
  });
  origin = (sub) => server.origin(sub);
  api = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.stop();
  // The browser closes after this hook, and its keep-alive tile connections would hold close() open.
  tiles?.closeAllConnections();
  await new Promise((done) => tiles?.close(done));
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/maps-${name}.png` });

// The event stream's reconnects are the browser's own notices, not the page's.
const open = (options: BrowserContextOptions = {}): Promise<Visit> =>
  chrome.open({ viewport: PHONE, ...options, warnings: true, ignore: (message) => /EventSource/.test(message.text()) });

/** A visit signed in at `sub`, on `path` (the guard sends it through /login and back). */
async function signedIn(sub: string, path: string, options: BrowserContextOptions = {}): Promise<Visit & { token: string }> {
  const visit = await open(options);
  await visit.page.goto(`${origin(sub)}${path}`);
  await signInUz(visit.page, api, sub, newPhone('95'));
  await visit.page.waitForURL((url) => url.pathname === path);
  await hydrated(visit.page);
  const merchant = await merchantOf(api, sub);
  const token = await visit.page.evaluate(
    (m) => (JSON.parse(localStorage.getItem(`sf:${m}:session`) ?? '{}') as { state?: { token?: string } }).state?.token ?? '',
    merchant,
  );
  expect(token).not.toBe('');
  return { ...visit, token };
}

/** A delivery order to a point of burger's zone, placed through the API at the total the server quotes. */
async function placeDelivery(token: string): Promise<{ id: string; number: number }> {
  const headers = { merchant: await merchantOf(api, 'burger'), authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const overalls = (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers })).json()) as {
    products: { id: number; amount: number; modificationGroups: unknown[] }[];
  };
  // The dearest plain product, three times: above the zone's minimum.
  const product = overalls.products.filter((p) => p.modificationGroups.length === 0).sort((a, b) => b.amount - a.amount)[0]!;
  const body = {
    serviceType: 'DELIVERY',
    paymentType: 'CASH',
    address: { type: 'HOUSE', ...INSIDE_ZONE, streetName: 'Amir Temur', houseNumber: '7' },
    cartItems: [{ productId: product.id, count: 3 }],
  };
  const quote = await fetch(`${api}/orders/v1/orders/quote`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(quote.status, await quote.clone().text()).toBe(200);
  const { totals } = (await quote.json()) as { totals: { totalPrice: number } };
  const placed = await fetch(`${api}/orders/v1/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...body, totalPrice: totals.totalPrice }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  return (await placed.json()) as { id: string; number: number };
}

/** The marker's pin is drawn inside the map's box (not only present in the page). */
const inMap = (page: Page, kind: string) =>
  page.locator(`.leaflet-marker-pane .map-marker--${kind} .map-marker__pin`).evaluate((el) => {
    const pin = el.getBoundingClientRect();
    const frame = el.closest('.map-frame')!.getBoundingClientRect();
    return pin.width > 0 && pin.left >= frame.left && pin.right <= frame.right && pin.top >= frame.top && pin.bottom <= frame.bottom;
  });
const courierCoords = (page: Page) => page.getByTestId('coords-courier').textContent();
const courierTransform = (page: Page) => page.locator('.leaflet-marker-pane .map-marker--courier').evaluate((el) => (el as HTMLElement).style.transform);

describe('the order on a map (Leaflet brand)', () => {
  it('shows the branch, the address and the courier, who moves while the demo kitchen drives the order; another shopper gets a 404', async () => {
    const { page, token, problems } = await signedIn('burger', '/profile/orders');
    const order = await placeDelivery(token);
    await page.goto(`${origin('burger')}/profile/orders/${order.id}`);
    await hydrated(page);
    await page.getByRole('link', { name: ordersUz.onMap }).waitFor();
    await shot(page, 'order-detail-phone');
    await page.getByRole('link', { name: ordersUz.onMap }).click();
    await page.waitForURL(new RegExp(`/profile/orders/${order.id}/map$`));
    await page.getByRole('heading', { name: mapsUz.order.title.replace('{{number}}', String(order.number)) }).waitFor();
    await page.locator('.map-frame[data-map="leaflet"] .leaflet-container').waitFor();
    await page.locator('.leaflet-marker-pane .map-marker--branch').waitFor();
    await page.locator('.leaflet-marker-pane .map-marker--address').waitFor();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests).toBeGreaterThan(0);
    expect(await page.getByTestId('coords-address').textContent()).toBe('41.35000, 69.30000');

    // The kitchen reaches ON_WAY after four steps; the courier then drives for one.
    await page.locator('.leaflet-marker-pane .map-marker--courier').waitFor({ timeout: 6 * STEP_MS });
    const first = { coords: await courierCoords(page), transform: await courierTransform(page) };
    for (const kind of ['branch', 'address', 'courier']) expect(await inMap(page, kind), kind).toBe(true);
    await shot(page, 'order-phone');
    await expect.poll(() => courierCoords(page), { timeout: 2 * STEP_MS, interval: 100 }).not.toBe(first.coords);
    // The first move can be less than a pixel at the map's zoom: the marker is drawn moved soon after.
    await expect.poll(() => courierTransform(page), { timeout: 2 * STEP_MS, interval: 100 }).not.toBe(first.transform);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    const other = await signedIn('burger', '/profile/orders');
    await other.page.goto(`${origin('burger')}/profile/orders/${order.id}/map`);
    await other.page.getByText(ordersUz.notFound).waitFor();
    expect(await other.page.locator('.map-frame').count()).toBe(0);
    expect(other.problems.filter((p) => !/404/.test(p))).toEqual([]);
  }, 90_000);
});

const deliveryPoint = (page: Page) => page.getByTestId('delivery-point').textContent();

describe('the delivery point on a map (Leaflet brand)', () => {
  it('outside every zone says so; a tap or the arrow keys move the pin; inside a zone it goes on to the new-address form with the point', async () => {
    const { page, problems } = await open();
    await page.goto(`${origin('burger')}/address/delivery?lat=41.6&lng=69.6&back=${encodeURIComponent('/checkout')}`);
    await hydrated(page);
    await page.locator('.map-frame[data-map="leaflet"] .leaflet-container').waitFor();
    await page.getByText(ORDER_MESSAGES.outsideServiceArea.uz).waitFor();
    expect(await deliveryPoint(page)).toBe(mapsUz.delivery.point.replace('{{point}}', '41.60000, 69.60000'));
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(page, 'delivery-outside-phone');
    expect(await seriousViolations(page)).toEqual([]);

    // A tap brings the tapped place under the pin.
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const before = await deliveryPoint(page);
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect.poll(() => deliveryPoint(page)).not.toBe(before);
    // The focused map pans with the arrow keys: the pin's point changes without a pointer.
    const tapped = await deliveryPoint(page);
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => deliveryPoint(page)).not.toBe(tapped);

    await page.goto(`${origin('burger')}/address/delivery?lat=41.35&lng=69.3&back=${encodeURIComponent('/checkout')}`);
    await hydrated(page);
    await page.locator('[role="status"]', { hasText: mapsUz.delivery.inZone }).waitFor();
    await shot(page, 'delivery-inside-phone');
    await page.getByRole('link', { name: mapsUz.delivery.continue }).click();
    // The form is the shopper's own: signing in keeps the point.
    await signInUz(page, api, 'burger', newPhone('95'));
    await page.waitForURL((url) => url.pathname === '/profile/address/create' && url.searchParams.get('lat') === '41.350000');
    await hydrated(page);
    // The form says it has the point (the coordinates themselves are never shown as an address).
    await page.locator('p.checkout__message', { hasText: orderUz.myLocation }).waitFor();
    await page.getByLabel(orderUz.addressName).fill('Ish');
    await page.getByRole('button', { name: orderUz.save }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const merchant = await merchantOf(api, 'burger');
    const request = await page.evaluate(
      (m) => (JSON.parse(localStorage.getItem(`sf:${m}:session`) ?? '{}') as { state?: { orderRequest?: unknown } }).state?.orderRequest,
      merchant,
    );
    expect(request).toMatchObject({ serviceType: 'DELIVERY', address: { latitude: 41.35, longitude: 69.3, name: 'Ish' } });
    expect(problems).toEqual([]);
  }, 90_000);
});

describe('the new-address form and the map (issue 19, item 6)', () => {
  it('keeps what was typed through "choose on map" and back, by the page\'s way and by the browser\'s, and starts empty once saved', async () => {
    const { page, problems } = await open();
    const form = `${origin('burger')}/profile/address/create?lat=41.35&lng=69.3&back=${encodeURIComponent('/checkout')}`;
    await page.goto(form);
    await signInUz(page, api, 'burger', newPhone('95'));
    await page.waitForURL((url) => url.pathname === '/profile/address/create');
    await hydrated(page);
    await page.getByLabel(orderUz.addressTypes.APARTMENT).check();
    const typed = { [orderUz.addressName]: 'Uy', [orderUz.street]: 'Amir Temur', [orderUz.houseNumber]: '12', [orderUz.entrance]: '3' };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    const kept = async () => {
      await hydrated(page);
      for (const [label, value] of Object.entries(typed))
        await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue(), { message: label }).toBe(value);
      expect(await page.getByLabel(orderUz.addressTypes.APARTMENT).isChecked()).toBe(true);
    };

    // To the map and back with the browser's back button.
    await page.getByRole('link', { name: orderUz.chooseOnMap }).click();
    await page.waitForURL((url) => url.pathname === '/address/delivery');
    await page.locator('[role="status"]', { hasText: mapsUz.delivery.inZone }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/profile/address/create');
    await kept();

    // To the map, and on with the point chosen there.
    await page.getByRole('link', { name: orderUz.chooseOnMap }).click();
    await page.waitForURL((url) => url.pathname === '/address/delivery');
    await page.locator('[role="status"]', { hasText: mapsUz.delivery.inZone }).waitFor();
    await page.getByRole('link', { name: mapsUz.delivery.continue }).click();
    await page.waitForURL((url) => url.pathname === '/profile/address/create' && url.searchParams.get('lat') === '41.350000');
    await kept();
    // And after a reload of the form.
    await page.reload();
    await kept();

    await page.getByRole('button', { name: orderUz.save }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.goto(form);
    await hydrated(page);
    expect(await page.getByLabel(orderUz.street, { exact: true }).inputValue()).toBe('');
    expect(problems).toEqual([]);
  }, 90_000);
});

/** From the product page, the product into the basket (its required choices first). */
async function addProduct(page: Page, sub: string, productId: number): Promise<void> {
  await page.goto(`${origin(sub)}/product/${productId}`);
  await hydrated(page);
  for (const group of await page.locator('fieldset.modifications__group').all()) {
    if ((await group.locator('.modifications__required').count()) === 0) continue;
    if ((await group.locator('input:checked').count()) > 0) continue;
    await group.locator('label').first().click();
  }
  await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
  await page.getByText(uz.basket.added).first().waitFor();
}

describe('the pick-up branch on a map (Leaflet brand)', () => {
  it('lists the pick-up branches on the map; choosing one returns to the checkout with it chosen; the second variant lists them first', async () => {
    const { page, problems } = await open();
    // The branch chosen on the map may be closed at the hour the test runs: the checkout's quote
    // then answers that as part of its answer (200), so nothing reaches the console.
    await addProduct(page, 'burger', 1102);
    await page.goto(`${origin('burger')}/checkout`);
    await signInUz(page, api, 'burger', newPhone('95'));
    await page.waitForURL((url) => url.pathname === '/checkout');
    await hydrated(page);
    await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
    const radios = page.getByRole('radiogroup', { name: orderUz.branch }).getByRole('radio');
    await radios.first().waitFor();
    // A branch the checkout has not chosen by itself.
    let other = '';
    for (const radio of await radios.all()) {
      if (!(await radio.isChecked()))
        other = (
          await radio.evaluate((el) => el.closest('label')?.querySelector('.choice__text')?.textContent ?? el.closest('label')?.textContent ?? '')
        ).trim();
    }
    expect(other).not.toBe('');

    await page.getByRole('link', { name: orderUz.chooseBranchOnMap }).click();
    await page.waitForURL((url) => url.pathname === '/address/pickup');
    await page.locator('.map-frame[data-map="leaflet"] .leaflet-marker-pane .map-marker--branch').first().waitFor();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(page, 'pickup-phone');
    expect(await seriousViolations(page)).toEqual([]);
    const choose = page.locator('.map-point', { hasText: other.split(/\s/)[0] }).getByRole('button', { name: new RegExp(`^${mapsUz.pickup.choose}`) });
    await choose.click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await hydrated(page);
    await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).waitFor();
    expect(await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).isChecked()).toBe(true);
    const chosen = page.getByRole('radiogroup', { name: orderUz.branch }).getByRole('radio', { checked: true });
    expect((await chosen.evaluate((el) => el.closest('label')?.textContent ?? '')).trim()).toContain(other.split(/\s/)[0]);

    await page.goto(`${origin('burger')}/address/pickup2?back=${encodeURIComponent('/checkout')}`);
    await hydrated(page);
    await page.locator('.leaflet-marker-pane .map-marker--branch').first().waitFor();
    // The list comes before the map.
    expect(
      await page
        .locator('.map-points')
        .evaluate((list) => !!(list.compareDocumentPosition(document.querySelector('.map-frame')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
    ).toBe(true);
    expect(await page.getByRole('button', { name: new RegExp(`^${mapsUz.pickup.chosen}`) }).count()).toBe(1);
    await shot(page, 'pickup2-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 90_000);
});

describe('the branches on a map', () => {
  it('burger (Leaflet): reachable from the branches list, every branch on the map and in the list', async () => {
    const { page, problems } = await open();
    await page.goto(`${origin('burger')}/branches`);
    await hydrated(page);
    // A branch open around the clock (00:00-00:00) says so, not "today 00:00-00:00".
    const allDay = page.locator('.branch', { hasText: 'Yunusobod (24/7)' }).locator('.branch__hours');
    await allDay.filter({ hasText: uz.branches.roundTheClock }).waitFor();
    expect(await allDay.textContent()).toBe(uz.branches.roundTheClock);
    await page.getByRole('link', { name: uz.branches.onMap }).click();
    await page.waitForURL((url) => url.pathname === '/branches/map');
    await page.locator('.leaflet-marker-pane .map-marker--branch').first().waitFor();
    const listed = await page.locator('.map-point').count();
    expect(listed).toBeGreaterThan(1);
    expect(await page.locator('.leaflet-marker-pane .map-marker--branch').count()).toBe(listed);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(page, 'branches-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('pizza (Yandex without a key): the loader refuses, no script is asked of Yandex, and the map falls back to Leaflet with the list', async () => {
    const { page, problems } = await open();
    const yandex: string[] = [];
    page.on('request', (request) => {
      if (/yandex/.test(request.url())) yandex.push(request.url());
    });
    const response = await page.goto(`${origin('pizza')}/branches/map`);
    // The page of a Yandex brand lets the Yandex Maps API load, should the merchant have a key.
    expect(response?.headers()['content-security-policy']).toContain('https://api-maps.yandex.ru');
    await hydrated(page);
    // Listed on the server already: readable before any map.
    expect(await page.locator('.map-point').count()).toBeGreaterThan(0);
    await page.locator('.map-frame[data-map="leaflet"] .leaflet-marker-pane .map-marker--branch').first().waitFor();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(yandex).toEqual([]);
    await shot(page, 'yandex-fallback-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
