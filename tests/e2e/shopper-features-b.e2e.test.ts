/**
 * Issue 22 in a real browser against the real server process, on coffee (bookings, tables and
 * the chat on): booking a table that the restaurant accepts through the operator API while the
 * shopper watches, sitting at a table by its printed code and calling the waiter (acknowledged
 * live), a forged code refused, and a product's photos full screen and zoomed. The restaurant's
 * side uses the operator key global-setup made for coffee.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { IMAGE_VIEWER } from '../../src/storefront/features/menu/image-viewer-math.ts';
import { bookingUz } from '../../src/storefront/i18n/dictionaries/booking/uz.ts';
import { tableUz } from '../../src/storefront/i18n/dictionaries/table/uz.ts';
import { viewerUz } from '../../src/storefront/i18n/dictionaries/viewer/uz.ts';
import { storiesUz } from '../../src/storefront/i18n/dictionaries/stories/uz.ts';
import { STORY_VIEWER } from '../../src/storefront/features/home-media/story-viewer-rules.ts';
import { profileUz } from '../../src/storefront/i18n/dictionaries/profile/uz.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { fill, readBrands } from './brands.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { hydrated, merchantOf, newPhone, seriousViolations, sessionToken, signInUz } from './shopper.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const port = inject('port');
const SUB = 'coffee';
const BRANCH = 'coffee-tashkent-city';
const BRANCH_NAME = 'Tashkent City';
const home = `http://${SUB}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const operatorKey = () => {
  const key = inject('operatorKeys')[SUB];
  if (!key) throw new Error(`global-setup made no operator key for ${SUB}`);
  return key;
};

const chrome = testBrowser();
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS}/features-b-${name}.png`, fullPage });
// A refused table code answers 404, which the browser reports as a failed resource.
const ignore = (message: { text(): string }) => /Failed to load resource/.test(message.text());

async function operator<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api}/operator/v1${path}`, {
    method,
    headers: { merchant: await merchantOf(api, SUB), authorization: `Bearer ${operatorKey()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
}

describe('booking a table (Bron)', () => {
  it('books through sign-in and back; the restaurant accepts it and the shopper sees ACCEPTED without a reload', async () => {
    const { page, problems } = await chrome.open({ viewport: PHONE, ignore });
    await page.goto(`${home}/booking`);
    // The form and its branches come drawn by the server: what the shopper reads first is in the page.
    const served = await page.evaluate(() => fetch('/booking').then((res) => res.text()));
    expect(served).toMatch(/<p class="form__lead booking__lead">[^<]+<\/p><form class="form form--card booking-form"/);
    expect(served).toContain(`>${BRANCH_NAME}</option>`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: bookingUz.title }).waitFor();
    await page.getByText(bookingUz.mineSignedOut).waitFor();
    await page.getByRole('link', { name: bookingUz.signInToBook }).click();
    await signInUz(page, api, SUB, newPhone('95'));
    await page.waitForURL(/\/booking$/);
    await hydrated(page);

    // Submitting with nothing chosen names the field that is missing.
    await page.getByRole('button', { name: bookingUz.submit }).click();
    const branch = page.getByLabel(bookingUz.branch, { exact: true });
    expect(await branch.getAttribute('aria-invalid')).toBe('true');
    await branch.selectOption({ label: BRANCH_NAME });
    const slot = page.locator('.booking-slot input:not([disabled])').first();
    await slot.waitFor({ state: 'attached' });
    // The slots show their free seats.
    await page.locator('.booking-slot__free').first().waitFor();
    await page.getByLabel(bookingUz.guests, { exact: true }).fill('99');
    await page.getByRole('button', { name: bookingUz.submit }).click();
    await page.getByText(fill(bookingUz.guestsRange, { max: '8' })).waitFor();
    await page.getByLabel(bookingUz.guests, { exact: true }).fill('3');
    await page.locator('.booking-slot input:not([disabled])').first().check();
    await page.getByLabel(bookingUz.comment, { exact: true }).fill('Deraza oldida <b>iltimos</b>');
    await shot(page, 'booking-phone', true);
    await page.getByRole('button', { name: bookingUz.submit }).click();

    const item = page.locator('.booking-item').first();
    await item.getByText(bookingUz.status.NOT_ACCEPTED).waitFor();
    // Stored text is shown as text.
    await item.getByText('Deraza oldida <b>iltimos</b>').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const token = await sessionToken(page, api, SUB);
    const mine = (await (
      await fetch(`${api}/users/v1/reservations`, { headers: { merchant: await merchantOf(api, SUB), authorization: `Bearer ${token}` } })
    ).json()) as { id: string; status: string }[];
    expect(mine.map((r) => r.status)).toEqual(['NOT_ACCEPTED']);
    const accepted = await operator<{ status: string }>('POST', `/reservations/${mine[0]!.id}/status`, { status: 'ACCEPTED' });
    expect(accepted.status).toBe('ACCEPTED');
    // No reload: the list is read again while the page is shown.
    await item.getByText(bookingUz.status.ACCEPTED).waitFor({ timeout: 15_000 });
    await shot(page, 'booking-accepted-phone');

    await item.getByRole('button', { name: bookingUz.cancel }).click();
    await item.getByRole('button', { name: bookingUz.cancelYes }).click();
    await item.getByText(bookingUz.status.CANCELED).waitFor();

    await page.setViewportSize(DESKTOP);
    await shot(page, 'booking-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 90_000);
});

describe('at the table', () => {
  it('a printed code seats the shopper; the waiter call is idempotent and its acknowledgement arrives live; leaving clears it', async () => {
    const tables = await operator<{ branchId: string; tableId: string; path: string; token: string }[]>('GET', '/tables');
    const table = tables.find((t) => t.branchId === BRANCH && t.tableId === 't4')!;
    expect(table.path).toBe(`/?table=${encodeURIComponent(table.token)}`);

    const { page, problems } = await chrome.open({ viewport: PHONE, ignore });
    await page.goto(`${home}${table.path}`);
    await hydrated(page);
    const title = fill(tableUz.seatedAt, { table: fill(tableUz.numbered, { name: '4' }), branch: BRANCH_NAME });
    await page.getByRole('heading', { name: title }).waitFor();
    // The code is read once: the address keeps no token.
    await page.waitForURL((url) => !url.search.includes('table='));

    await page.getByRole('button', { name: tableUz.callWaiter }).click();
    const bar = page.locator('.table-bar');
    await bar.getByText(`${tableUz.kind.WAITER}: ${tableUz.status.SENT}`).waitFor();
    await page.getByRole('button', { name: tableUz.callWaiter }).click();
    await bar.getByText(fill(tableUz.alreadyOpen, { status: tableUz.status.SENT })).waitFor();
    await shot(page, 'table-phone');
    expect(await seriousViolations(page)).toEqual([]);

    const calls = await operator<{ id: string; tableId: string; branchId: string; kind: string; status: string }[]>('GET', '/table-calls');
    const open = calls.filter((c) => c.branchId === BRANCH && c.tableId === 't4' && c.kind === 'WAITER' && c.status === 'SENT');
    expect(open).toHaveLength(1);
    await operator('POST', `/table-calls/${open[0]!.id}/status`, { status: 'ACKNOWLEDGED' });
    await bar.locator('.table-bar__status', { hasText: tableUz.status.ACKNOWLEDGED }).waitFor({ timeout: 15_000 });
    await operator('POST', `/table-calls/${open[0]!.id}/status`, { status: 'DONE' });
    await bar.locator('.table-bar__status', { hasText: tableUz.status.DONE }).waitFor({ timeout: 15_000 });
    // A new call right after one was done waits the cool-down; the server's message says how long.
    await page.getByRole('button', { name: tableUz.callWaiter }).click();
    await bar.locator('.table-bar__message--error').waitFor();
    expect((await bar.locator('.table-bar__message--error').textContent())?.trim()).not.toBe('');

    // Seated on every screen of the visit, until the shopper leaves.
    await page.goto(`${home}/profile`);
    await hydrated(page);
    await page.getByRole('heading', { name: title }).waitFor();
    // The brand's chat (chatActive) opens its Telegram.
    expect(await page.getByRole('link', { name: profileUz.chat, exact: true }).getAttribute('href')).toBe('https://t.me/bodomcoffee');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'table-desktop');
    await page.getByRole('button', { name: tableUz.leave }).click();
    await page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });
    expect(await page.evaluate((m) => JSON.parse(sessionStorage.getItem(`sf:${m}:table`) ?? '{}') as unknown, await merchantOf(api, SUB))).toMatchObject({
      state: { seated: null },
    });
    expect(problems).toEqual([]);
  }, 90_000);

  it('a forged code seats nobody and says so', async () => {
    const { page, problems } = await chrome.open({ viewport: PHONE, ignore });
    await page.goto(`${home}/?table=${BRANCH}.t4.AAAAAAAAAAAAAAAAAAAAAA`);
    await hydrated(page);
    await page.getByRole('alert').getByText(tableUz.invalid).waitFor();
    expect(await page.getByRole('button', { name: tableUz.callWaiter }).count()).toBe(0);
    expect(await page.evaluate((m) => sessionStorage.getItem(`sf:${m}:table`), await merchantOf(api, SUB))).toBeNull();
    await shot(page, 'table-forged-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.table-bar--refused').getByRole('button', { name: uz.common.close }).click();
    await page.getByText(tableUz.invalid).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});

describe('the image viewer', () => {
  it("opens a product's photo full screen at 90% of the screen, zooms by button, wheel and double tap, and closes with Escape", async () => {
    const coffee = readBrands(inject('presetsDir')).find((b) => b.sub === SUB)!;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems } = await chrome.open({ viewport, ignore });
      await page.goto(`${home}/product/${coffee.firstProduct.id}`);
      await hydrated(page);
      await page.getByRole('button', { name: uz.product.openPhotos }).click();
      const dialog = page.getByRole('dialog', { name: fill(viewerUz.title, { name: coffee.firstProduct.name }) });
      await dialog.waitFor();
      const image = dialog.locator('.viewer__image');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.style.visibility !== 'hidden' && img.complete)).toBe(true);
      const ratio = async () => Number(await image.getAttribute('data-ratio'));
      // Initial coverage: the limiting side covers 90% of the stage (measured again once a resize settles).
      const coverage = async () => {
        const [stageBox, box] = [await dialog.locator('.viewer__stage').boundingBox(), await image.boundingBox()];
        return Math.max(box!.width / stageBox!.width, box!.height / stageBox!.height);
      };
      await expect.poll(coverage).toBeCloseTo(IMAGE_VIEWER.initialCoverage, 2);
      const stage = await dialog.locator('.viewer__stage').boundingBox();
      const initial = await ratio();
      await shot(page, `viewer-initial-${viewport.width}`);

      await dialog.getByRole('button', { name: viewerUz.zoomIn }).click();
      await expect.poll(ratio).toBeCloseTo(initial * IMAGE_VIEWER.zoomStep, 5);
      await dialog.locator('.viewer__tooltip--shown').waitFor();
      await dialog.getByRole('button', { name: viewerUz.reset }).click();
      await expect.poll(ratio).toBeCloseTo(initial, 5);

      await page.mouse.move(stage!.x + stage!.width / 2, stage!.y + stage!.height / 2);
      await page.mouse.wheel(0, -100);
      await expect.poll(ratio).toBeGreaterThan(initial);
      await dialog.getByRole('button', { name: viewerUz.reset }).click();
      await expect.poll(ratio).toBeCloseTo(initial, 5);
      await page.mouse.dblclick(stage!.x + stage!.width / 2, stage!.y + stage!.height / 2);
      await expect.poll(ratio).toBeCloseTo(initial * IMAGE_VIEWER.doubleTapFactor, 5);
      await shot(page, `viewer-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Focus stays in the viewer; Escape closes it.
      for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    }
  }, 90_000);
});

describe('the stories viewer', () => {
  it('plays the stories with a progress bar, moves on by itself and by taps, and closes on a drag down and on Escape, focus back on the story', async () => {
    const preset = JSON.parse(readFileSync(join(inject('presetsDir'), `${SUB}.json`), 'utf8')) as { stories?: { title: { uz: string }; priority: number }[] };
    const titles = [...(preset.stories ?? [])].sort((a, b) => a.priority - b.priority).map((s) => s.title.uz);
    expect(titles.length, `${SUB} has stories to show`).toBeGreaterThanOrEqual(3);
    const { page, problems } = await chrome.open({ viewport: PHONE, ignore });
    await page.goto(home);
    await hydrated(page);
    const row = page.getByRole('region', { name: uz.menu.stories });
    const first = row.getByRole('button', { name: titles[0] });
    await first.click();
    const dialog = page.locator('dialog.story-dialog');
    await page.getByRole('dialog', { name: fill(storiesUz.title, { name: titles[0]! }) }).waitFor();
    await dialog.getByRole('link', { name: storiesUz.close }).waitFor();
    const heading = dialog.getByRole('heading', { level: 2 });
    expect(await heading.textContent()).toBe(titles[0]);
    expect(await dialog.locator('.story-viewer__segment').count()).toBe(titles.length);
    await dialog.locator('.story-viewer__fill--current').waitFor();
    // The current segment fills over the story's time, then the next story opens.
    await expect
      .poll(() => dialog.locator('.story-viewer__fill--current').evaluate((f) => new DOMMatrix(getComputedStyle(f).transform).a))
      .toBeGreaterThan(0.05);
    await expect.poll(() => heading.textContent(), { timeout: STORY_VIEWER.durationMs + 5_000 }).toBe(titles[1]);
    expect(await dialog.locator('.story-viewer__fill--done').count()).toBe(1);
    await shot(page, 'stories-phone');
    expect(await seriousViolations(page)).toEqual([]);

    // A tap on the right goes on, one on the left third back.
    const card = (await dialog.locator('.story-viewer__card').boundingBox())!;
    await page.mouse.click(card.x + card.width * 0.8, card.y + card.height / 2);
    await expect.poll(() => heading.textContent()).toBe(titles[2]);
    await page.mouse.click(card.x + card.width * 0.1, card.y + card.height / 2);
    await expect.poll(() => heading.textContent()).toBe(titles[1]);

    // A drag down closes, and the focus is back where it was.
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 3);
    await page.mouse.down();
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 3 + STORY_VIEWER.closeSwipePx + 60, { steps: 6 });
    await page.mouse.up();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => first.evaluate((b) => b === document.activeElement)).toBe(true);

    // Escape closes too.
    await first.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  }, 90_000);
});
