/**
 * The studio's menu editor on the 2,000-product brand (bench/presets/large.json, with the demo
 * owner added as its staff): the calls a merchant's editing makes, timed at the server's answer,
 * and the editor itself in Chromium at 1280x800.
 *
 *   open      GET /studio/v1/brand, sequential (median, p95), and the editor opened in a fresh
 *             browser context: from the navigation's start to the first rows of the dish list
 *             (the median of `runs`); target <= 300 ms
 *   search    a query typed into the list's search, a key every 300 ms, then erased: from each
 *             key's keydown to the list's last change after it; target <= 50 ms per key
 *   save      PUT /studio/v1/brand/products/{id} of a changed price with If-Match, sequential
 *             (median, p99); target <= 150 ms
 *   scroll    the whole list of dishes scrolled top to bottom at 4x CPU slowdown
 *             under a trace: main-thread tasks over 50 ms; target none
 *   publish   a price changed in the draft, then POST /studio/v1/settings/publish: from sending
 *             it to the last instance's overalls showing the new price; on two instances of one
 *             PostgreSQL with DATABASE_URL, on one PGlite instance without; target <= 2 s
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEMO_OWNER } from '../scripts/demo/build-preset.ts';
import { uz } from '../src/studio/i18n/uz.ts';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';
import { merchantId, OVERALLS_PATH } from './load.ts';
import { LARGE_PRESET_FILE, LONG_TASK_MS, CPU_SLOWDOWN, tasksBetweenMarks, wheelToEnd } from './long-menu.ts';
import { benchDatabase } from './server.ts';
import { median, percentile, round } from './stats.ts';

export const STUDIO_TARGETS = { openMs: 300, keystrokeMs: 50, saveMs: 150, publishMs: 2000 } as const;
const QUERY = 'taom 04';
const KEY_PAUSE_MS = 300;

interface Timing {
  readonly p50ms: number;
  readonly p95ms: number;
  readonly maxMs: number;
  readonly samples: number;
}

export interface StudioMenuResult {
  readonly products: number;
  readonly database: 'pglite' | 'postgres';
  readonly instances: number;
  readonly brandCall: Timing & { readonly kb: number };
  /** The menu chosen in the studio (from its settings): the click to the first rows. */
  readonly openList: Timing;
  /** The studio loaded at its menu's address in a fresh tab: the navigation's start to the first rows. */
  readonly loadList: Timing;
  readonly keystrokes: Timing & { readonly perKeyMs: readonly number[] };
  readonly save: Timing & { readonly p99ms: number };
  readonly scroll: {
    readonly rows: number;
    readonly steps: number;
    readonly reachedBottom: boolean;
    readonly tasks: number;
    readonly longTasks: number;
    readonly longestTaskMs: number;
  };
  readonly publish: { readonly answerMs: number; readonly reachedMs: readonly number[] };
  readonly misses: readonly string[];
}

const timing = (samples: readonly number[]): Timing => ({
  p50ms: round(median(samples), 1),
  p95ms: round(percentile(samples, 95), 1),
  maxMs: round(Math.max(...samples), 1),
  samples: samples.length,
});

async function call(
  server: RunningServer,
  method: string,
  path: string,
  init: { token?: string; merchant?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.merchant ? { merchant: init.merchant } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function ownerToken(server: RunningServer, merchant: string): Promise<string> {
  const phone = DEMO_OWNER.phone;
  const sent = await call(server, 'POST', '/studio/v1/auth/send-code', { merchant, body: { phone } });
  if (sent.status !== 200) throw new Error(`studio send-code: ${sent.status} ${sent.text}`);
  const outbox = JSON.parse((await call(server, 'GET', `/dev/outbox?phone=${phone}`, { merchant })).text) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
  const verified = await call(server, 'POST', '/studio/v1/auth/verify', { merchant, body: { phone, code } });
  if (verified.status !== 200) throw new Error(`studio verify: ${verified.status} ${verified.text}`);
  return verified.json().token as string;
}

/** The price a shopper's overalls on `server` show for `productId`. */
async function shownPrice(server: RunningServer, merchant: string, productId: number): Promise<number | undefined> {
  const res = await call(server, 'GET', OVERALLS_PATH, { merchant });
  const overalls = res.json() as { products?: { id: number; amount: number }[] };
  return overalls.products?.find((p) => p.id === productId)?.amount;
}

interface Product {
  id: number;
  amount: number;
  [key: string]: unknown;
}

async function editorPage(browser: Browser, origin: string, storage: { key: string; token: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(({ key, token }) => {
    localStorage.setItem(key, token);
    // The first rows of the dish list, as the page's own clock saw them.
    const w = window as unknown as { __listAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('.menu-products li')) {
        w.__listAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, storage);
  return context;
}

async function openOnce(browser: Browser, origin: string, storage: { key: string; token: string }): Promise<number> {
  const context = await editorPage(browser, origin, storage);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/studio/menu`, { waitUntil: 'commit' });
    await page.locator('.menu-products li').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => (window as unknown as { __listAt: number }).__listAt);
  } finally {
    await context.close();
  }
}

/** From the settings, the menu chosen in the studio's sections: from the click to the first rows of the list. */
async function openFromSettings(browser: Browser, origin: string, storage: { key: string; token: string }, label: string): Promise<number> {
  const context = await editorPage(browser, origin, storage);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/studio/settings`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number };
      document.addEventListener('click', (e) => (w.__clickAt ??= e.timeStamp), true);
    });
    await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
    await page.locator('.menu-products li').first().waitFor({ timeout: 60_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __listAt: number };
      return w.__listAt - w.__clickAt;
    });
  } finally {
    await context.close();
  }
}

/** Types QUERY and erases it, one key every KEY_PAUSE_MS; each key's time to the list's last change after it. */
async function typeAndErase(browser: Browser, origin: string, storage: { key: string; token: string }): Promise<number[]> {
  const context = await editorPage(browser, origin, storage);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/studio/menu`);
    await page.locator('.menu-products li').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const search = page.locator('.menu-filters input[type="search"]');
    await search.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __keys: { down: number; last: number }[] };
      w.__keys = [];
      document.addEventListener('keydown', (e) => w.__keys.push({ down: e.timeStamp, last: e.timeStamp }), true);
      new MutationObserver(() => {
        const key = w.__keys.at(-1);
        if (key) key.last = performance.now();
      }).observe(document.querySelector('.menu-list')!, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    const keys = [...QUERY.split(''), ...QUERY.split('').map(() => 'Backspace')];
    for (const key of keys) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(KEY_PAUSE_MS);
    }
    const count = await page.locator('.menu-products li').count();
    if (count === 0) throw new Error('the list is empty after the query was erased');
    return await page.evaluate(() => (window as unknown as { __keys: { down: number; last: number }[] }).__keys.map((k) => k.last - k.down));
  } finally {
    await context.close();
  }
}

/** The list of every dish scrolled to its end at CPU_SLOWDOWN under a trace. */
async function scrollList(browser: Browser, origin: string, storage: { key: string; token: string }): Promise<StudioMenuResult['scroll']> {
  const context = await editorPage(browser, origin, storage);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/studio/menu`);
    await page.locator('.menu-products li').first().waitFor({ timeout: 60_000 });
    // The dishes of the whole menu, in a box that draws the rows in view.
    const rows = Number(await page.locator('.menu-products li').first().getAttribute('aria-setsize'));
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    await page.locator('.menu-products').scrollIntoViewIfNeeded();
    const box = (await page.locator('.menu-products').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const position = () =>
      page.evaluate(() => {
        const el = document.querySelector('.menu-products')!;
        return { top: el.scrollTop, max: el.scrollHeight - el.clientHeight };
      });
    await page.evaluate(() => console.timeStamp('bench:scroll:start'));
    const { steps, now } = await wheelToEnd(page, position, 2000);
    await page.waitForTimeout(500);
    await page.evaluate(() => console.timeStamp('bench:scroll:end'));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: never[] } | never[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = tasksBetweenMarks(Array.isArray(trace) ? trace : trace.traceEvents);
    return {
      rows,
      steps,
      reachedBottom: now.top >= now.max - 1,
      tasks: tasks.length,
      longTasks: tasks.filter((ms) => ms > LONG_TASK_MS).length,
      longestTaskMs: round(Math.max(0, ...tasks), 1),
    };
  } finally {
    await context.close();
  }
}

export async function studioMenu(runs: number, saves: number): Promise<StudioMenuResult> {
  const preset = JSON.parse(readFileSync(LARGE_PRESET_FILE, 'utf8')) as { merchant: { sub: string }; staff?: unknown[] };
  const sub = preset.merchant.sub;
  const presetsDir = mkdtempSync(join(tmpdir(), 'bench-studio-presets-'));
  writeFileSync(join(presetsDir, 'large.json'), JSON.stringify({ ...preset, staff: [DEMO_OWNER] }));
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const db = benchDatabase(database, 'studio');
  const shared = { ...db.env, PRESETS_DIR: presetsDir, SMS_MODE: 'outbox', SECRETS_KEY: randomBytes(32).toString('hex') };
  const servers: RunningServer[] = [];
  const misses: string[] = [];
  try {
    // One after the other, as a deploy adds an instance; PGlite is one process's database.
    servers.push(await startServer(shared));
    if (database === 'postgres') servers.push(await startServer(shared));
    const [studio] = servers as [RunningServer];
    const merchant = await merchantId(studio, sub);
    const token = await ownerToken(studio, merchant);

    const brandMs: number[] = [];
    let bytes = 0;
    let brand: { baseVersion: number; brand: { menu: { products: Product[] } } } | undefined;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await call(studio, 'GET', '/studio/v1/brand', { token, merchant });
      brandMs.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`GET /studio/v1/brand: ${res.status} ${res.text}`);
      bytes = res.text.length;
      brand = res.json() as unknown as typeof brand;
    }
    const products = brand!.brand.menu.products;

    // Saves: one product repriced again and again, each PUT guarded by the ETag of the last.
    const target = products[Math.floor(products.length / 2)]!;
    const first = await call(studio, 'GET', `/studio/v1/brand/products/${target.id}`, { token, merchant });
    let etag = first.headers.get('etag')!;
    const saveMs: number[] = [];
    for (let i = 1; i <= saves; i++) {
      const body = { ...target, amount: target.amount + i * 100 };
      const started = performance.now();
      const res = await call(studio, 'PUT', `/studio/v1/brand/products/${target.id}`, { token, merchant, body, headers: { 'if-match': etag } });
      saveMs.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`PUT product: ${res.status} ${res.text}`);
      etag = res.json().etag as string;
    }

    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    const openMs: number[] = [];
    const loadMs: number[] = [];
    let keyMs: number[] = [];
    let scroll: StudioMenuResult['scroll'];
    try {
      const origin = studio.origin(sub);
      const storage = { key: `studio-token:${merchant}`, token };
      // The first open fills the browser's and the server's caches of the studio's scripts: not counted.
      await openOnce(browser, origin, storage);
      for (let i = 0; i < runs; i++) {
        openMs.push(await openFromSettings(browser, origin, storage, uz.sections.menu));
        loadMs.push(await openOnce(browser, origin, storage));
      }
      keyMs = await typeAndErase(browser, origin, storage);
      scroll = await scrollList(browser, origin, storage);
    } finally {
      await browser.close();
    }

    // Publish: the last price saved goes to every instance's shoppers.
    const expected = target.amount + saves * 100;
    const baseVersion = ((await call(studio, 'GET', '/studio/v1/brand', { token, merchant })).json() as { baseVersion: number }).baseVersion;
    for (const server of servers) await shownPrice(server, merchant, target.id); // each instance holds its overalls
    const from = performance.now();
    const published = call(studio, 'POST', '/studio/v1/settings/publish', { token, merchant, body: { baseVersion } }).then((res) => {
      if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.text}`);
      return performance.now() - from;
    });
    const reached = servers.map(async (server) => {
      while (performance.now() - from < 20_000) {
        if ((await shownPrice(server, merchant, target.id)) === expected) return performance.now() - from;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`the instance on port ${server.port} never showed the published price`);
    });
    const [answerMs, ...reachedMs] = await Promise.all([published, ...reached]);

    const result: StudioMenuResult = {
      products: products.length,
      database,
      instances: servers.length,
      brandCall: { ...timing(brandMs), kb: round(bytes / 1024, 0) },
      openList: timing(openMs),
      loadList: timing(loadMs),
      keystrokes: { ...timing(keyMs), perKeyMs: keyMs.map((ms) => round(ms, 1)) },
      save: { ...timing(saveMs), p99ms: round(percentile(saveMs, 99), 1) },
      scroll: scroll!,
      publish: { answerMs: round(answerMs!, 0), reachedMs: reachedMs.map((ms) => round(ms, 0)) },
      misses,
    };
    if (result.openList.p50ms > STUDIO_TARGETS.openMs) misses.push(`open to the list: median ${result.openList.p50ms} ms > ${STUDIO_TARGETS.openMs} ms`);
    if (result.keystrokes.maxMs > STUDIO_TARGETS.keystrokeMs)
      misses.push(`search: a key took ${result.keystrokes.maxMs} ms > ${STUDIO_TARGETS.keystrokeMs} ms`);
    if (result.save.p50ms > STUDIO_TARGETS.saveMs) misses.push(`save: median ${result.save.p50ms} ms > ${STUDIO_TARGETS.saveMs} ms`);
    if (result.scroll.longTasks > 0)
      misses.push(`scroll: ${result.scroll.longTasks} tasks over ${LONG_TASK_MS} ms (longest ${result.scroll.longestTaskMs} ms)`);
    if (!result.scroll.reachedBottom) misses.push('scroll: the list did not reach its end');
    if (Math.max(...result.publish.reachedMs) > STUDIO_TARGETS.publishMs)
      misses.push(`publish: ${Math.max(...result.publish.reachedMs)} ms to the last instance > ${STUDIO_TARGETS.publishMs} ms`);
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
    rmSync(presetsDir, { recursive: true, force: true });
  }
}

export function formatStudioMenu(r: StudioMenuResult): string {
  const t = (s: Timing) => `p50 ${s.p50ms} ms, p95 ${s.p95ms} ms, max ${s.maxMs} ms (${s.samples})`;
  return [
    `  ${r.products} products, ${r.database}, ${r.instances} instance${r.instances === 1 ? '' : 's'}`,
    `  GET /studio/v1/brand (${r.brandCall.kb} KB): ${t(r.brandCall)}`,
    `  the menu chosen in the studio, the click to the dish list: ${t(r.openList)} (target <= ${STUDIO_TARGETS.openMs} ms)`,
    `  the studio loaded at the menu in a fresh tab, to the dish list: ${t(r.loadList)}`,
    `  search, each key to the list's last change: ${t(r.keystrokes)} (target <= ${STUDIO_TARGETS.keystrokeMs} ms)`,
    `    per key: ${r.keystrokes.perKeyMs.join(', ')}`,
    `  PUT a product with If-Match: ${t(r.save)}, p99 ${r.save.p99ms} ms (target <= ${STUDIO_TARGETS.saveMs} ms)`,
    `  the list of ${r.scroll.rows} rows scrolled at ${CPU_SLOWDOWN}x CPU: ${r.scroll.longTasks} tasks over ${LONG_TASK_MS} ms of ${r.scroll.tasks} ` +
      `(longest ${r.scroll.longestTaskMs} ms), ${r.scroll.steps} steps${r.scroll.reachedBottom ? ' (end)' : ' (NOT at the end)'}`,
    `  publish: answered in ${r.publish.answerMs} ms; the new price in each instance's overalls after ${r.publish.reachedMs.join(', ')} ms (target <= ${STUDIO_TARGETS.publishMs} ms)`,
    `  ${r.misses.length ? `MISSED: ${r.misses.join('; ')}` : 'every target met'}`,
  ].join('\n');
}
