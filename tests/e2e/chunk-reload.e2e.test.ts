/**
 * SPEC point 8, a lazy part that fails to load: the page reloads once, and only when
 * builds/latest.json names a newer build than the page's; a second failure within 10 s does not
 * reload again but shows the screen's error. Served from a copy of the build whose chunk is then
 * removed (a deploy that replaced the files under an open page).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { LATEST_BUILD_PATH, RELOAD_GUARD_MS } from '../../src/storefront/lib/lazy-modules.tsx';

const root = resolve(import.meta.dirname, '../..');
const SEARCH_SCREEN = 'src/storefront/routes/search.tsx';

let browser: Browser;
let server: RunningServer;
let dist: string;

const manifestFile = () => join(dist, 'client/.vite/manifest.json');

/** Removes the search screen's chunk, as a new build would have replaced it. */
function removeSearchChunk(): void {
  const manifest = JSON.parse(readFileSync(manifestFile(), 'utf8')) as Record<string, { file: string }>;
  unlinkSync(join(dist, 'client', manifest[SEARCH_SCREEN]!.file));
}

/** A newer build: its manifest (and so its id) differs from the open page's. */
function publishNewerBuild(): void {
  writeFileSync(manifestFile(), `${readFileSync(manifestFile(), 'utf8').trimEnd()}\n\n`);
}

async function openHome(): Promise<{ page: Page; loads: () => number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(`${server.origin('alpha')}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { page, loads: () => loads };
}

beforeAll(async () => {
  // Inside the project (tmp/ is ignored by git), so the copied server entry finds node_modules.
  mkdirSync(join(root, 'tmp'), { recursive: true });
  dist = mkdtempSync(join(root, 'tmp', 'dist-'));
  cpSync(join(root, 'dist'), dist, { recursive: true });
  server = await startServer({
    DIST_DIR: dist,
    PRESETS_DIR: join(root, 'tests/fixtures/presets'),
    PUBLIC_DIR: join(root, 'tests/fixtures/public'),
  });
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('a screen whose chunk is gone', () => {
  it('without a newer build: no reload, the screen says it could not be shown', async () => {
    const { page, loads } = await openHome();
    removeSearchChunk();
    await page.getByRole('navigation', { name: uz.nav.bottom }).getByRole('link', { name: uz.nav.search }).click();
    await page.getByRole('heading', { name: uz.errors.screen }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(loads()).toBe(1);
    await page.context().close();
  });

  it('with a newer build: one reload to the page asked for; no second one within the guard, one again after it', async () => {
    const { page, loads } = await openHome();
    const search = () => page.getByRole('navigation', { name: uz.nav.bottom }).getByRole('link', { name: uz.nav.search }).click();
    const screenError = page.getByRole('heading', { name: uz.errors.screen });
    publishNewerBuild();
    // After the first check, each check of the newest build names yet another one (deploys keep
    // coming), so only the guard keeps a reloaded page from reloading again.
    let checks = 0;
    await page.route(`**${LATEST_BUILD_PATH}?*`, (route) => (checks++ === 0 ? route.continue() : route.fulfill({ json: { id: `newer-${checks}` } })));
    // The page's date stands still (its timers run on): each failure is at a moment the test
    // chose, however long a reload takes.
    const start = Date.now();
    await page.clock.setFixedTime(start);

    await search();
    await expect.poll(loads, { timeout: 15_000 }).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/search');
    // The server drew the search page again and its chunk is still gone, 0 ms into the guard. A
    // failed load that reloads never settles, so the screen's error appears only once the page's
    // tries to load the chunk (before hydration, then the screen's own) each decided not to.
    await screenError.waitFor({ timeout: 15_000 });
    expect(loads()).toBe(2);

    // At the guard's end the same failure reloads once more, and that page is guarded again.
    await page.clock.setFixedTime(start + RELOAD_GUARD_MS);
    await page.reload();
    await expect.poll(loads, { timeout: 15_000 }).toBe(4);
    await screenError.waitFor({ timeout: 15_000 });
    expect(loads()).toBe(4);
    await page.context().close();
  });
});
