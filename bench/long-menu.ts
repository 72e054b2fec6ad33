/**
 * Scrolling the 2,000-product brand (bench/presets/large.json) on a slow phone: a server that
 * loads only that preset, Chromium at 360x800 with the CPU slowed 4x, the page scrolled from
 * top to bottom in wheel steps while a trace records the renderer's main thread. Every task
 * over 50 ms there is a frame the shopper sees stutter; the target is none.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { validatePreset } from '#schemas/preset';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';
import { round } from './stats.ts';

export const LARGE_PRESET_FILE = resolve(import.meta.dirname, 'presets/large.json');
export const LONG_TASK_MS = 50;
export const CPU_SLOWDOWN = 4;
const STEP_PX = 600;
const STEP_PAUSE_MS = 100;
const MARK_START = 'bench:scroll:start';
const MARK_END = 'bench:scroll:end';

export interface ScrollResult {
  readonly path: string;
  readonly productCards: number;
  readonly steps: number;
  readonly reachedBottom: boolean;
  readonly scrolledPx: number;
  readonly pageHeightPx: number;
  /** How far the page can scroll (its height less the viewport's). */
  readonly maxScrollPx: number;
  readonly scrollMs: number;
  readonly tasks: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The ten longest tasks, in ms. */
  readonly longestTasksMs: readonly number[];
  readonly pass: boolean;
}

export interface LongMenu {
  readonly sub: string;
  readonly products: number;
  readonly longestCategory: { id: number; products: number };
  readonly cpuSlowdown: number;
  readonly serverStartMs: number;
  readonly category: ScrollResult;
  readonly home: ScrollResult;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { message?: string } };
}

/** The longest category of the preset and its product count. */
export function longestCategory(file = LARGE_PRESET_FILE): { sub: string; products: number; id: number; count: number } {
  const result = validatePreset(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.ok) throw new Error(`${file}: ${result.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  const counts = new Map<number, number>();
  for (const p of result.preset.menu.products) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
  const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { sub: result.preset.merchant.sub, products: result.preset.menu.products.length, id, count };
}

/** Main-thread tasks between the two marks: RunTask events on the thread that logged the marks. */
export function tasksBetweenMarks(events: readonly TraceEvent[]): number[] {
  const mark = (message: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const start = mark(MARK_START);
  const end = mark(MARK_END);
  if (!start || !end) throw new Error('the trace holds no scroll marks (TimeStamp events)');
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid)
    .filter((e) => e.ts + (e.dur ?? 0) >= start.ts && e.ts <= end.ts)
    .map((e) => (e.dur ?? 0) / 1000);
}

/** Where a scroller is: its top, how far it can go, and (the page's) height. */
interface ScrollPosition {
  readonly top: number;
  readonly max: number;
  readonly height?: number;
}

/**
 * Wheel steps of STEP_PX under the mouse, STEP_PAUSE_MS apart, until the scroller `position` reads
 * is at its end, `maxSteps` were taken, or it stopped moving for 10 steps (a scroll trap).
 */
export async function wheelToEnd<P extends ScrollPosition>(page: Page, position: () => Promise<P>, maxSteps: number): Promise<{ steps: number; now: P }> {
  let steps = 0;
  let now = await position();
  let still = 0;
  while (steps < maxSteps && now.top < now.max - 1) {
    await page.mouse.wheel(0, STEP_PX);
    await page.waitForTimeout(STEP_PAUSE_MS);
    steps++;
    const next = await position();
    still = next.top <= now.top ? still + 1 : 0;
    now = next;
    if (still >= 10) break;
  }
  return { steps, now };
}

async function scrollPage(browser: Browser, origin: string, path: string, maxSteps: number): Promise<ScrollResult> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('article.product-card').first().waitFor({ state: 'visible', timeout: 120_000 });
    // Let hydration and the first images settle at full speed: the scroll is what is measured.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const productCards = await page.locator('article.product-card').count();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.mouse.move(180, 400);
    const position = () =>
      page.evaluate(() => {
        const el = document.scrollingElement ?? document.documentElement;
        return { top: el.scrollTop, max: el.scrollHeight - el.clientHeight, height: el.scrollHeight };
      });
    const first = await position();
    await page.evaluate((m) => console.timeStamp(m), MARK_START);
    const started = performance.now();
    const { steps, now } = await wheelToEnd(page, position, maxSteps);
    await page.waitForTimeout(500);
    await page.evaluate((m) => console.timeStamp(m), MARK_END);
    const scrollMs = performance.now() - started;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = tasksBetweenMarks(Array.isArray(trace) ? trace : trace.traceEvents);
    const long = tasks.filter((ms) => ms > LONG_TASK_MS).sort((a, b) => b - a);
    return {
      path,
      productCards,
      steps,
      reachedBottom: now.top >= now.max - 1,
      scrolledPx: Math.round(now.top - first.top),
      pageHeightPx: now.height,
      maxScrollPx: now.max,
      scrollMs: Math.round(scrollMs),
      tasks: tasks.length,
      longTasks: long.length,
      longestTaskMs: round(Math.max(0, ...tasks), 1),
      longestTasksMs: long.slice(0, 10).map((ms) => round(ms, 1)),
      pass: long.length === 0,
    };
  } finally {
    await context.close();
  }
}

export async function longMenu(maxSteps: number): Promise<LongMenu> {
  const large = longestCategory();
  const presetsDir = mkdtempSync(join(tmpdir(), 'bench-presets-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  copyFileSync(LARGE_PRESET_FILE, join(presetsDir, 'large.json'));
  let server: RunningServer | undefined;
  try {
    const started = performance.now();
    server = await startServer({ PRESETS_DIR: presetsDir, DATA_DIR: dataDir });
    const serverStartMs = Math.round(performance.now() - started);
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    try {
      const origin = server.origin(large.sub);
      const category = await scrollPage(browser, origin, `/category?id=${large.id}`, maxSteps);
      const home = await scrollPage(browser, origin, '/', maxSteps);
      return {
        sub: large.sub,
        products: large.products,
        longestCategory: { id: large.id, products: large.count },
        cpuSlowdown: CPU_SLOWDOWN,
        serverStartMs,
        category,
        home,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server?.stop();
    rmSync(presetsDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatScroll(label: string, r: ScrollResult): string {
  return [
    `  ${label} ${r.path}: ${r.longTasks} tasks over ${LONG_TASK_MS} ms (longest ${r.longestTaskMs} ms) of ${r.tasks}; ` +
      `${r.steps} steps, scrolled ${r.scrolledPx} of ${r.pageHeightPx} px${r.reachedBottom ? ' (bottom)' : ' (NOT at the bottom)'} ` +
      `in ${r.scrollMs} ms; ${r.productCards} product cards in the DOM before scrolling: ${r.pass ? 'pass' : 'FAIL'}`,
    ...(r.longTasks ? [`    longest tasks: ${r.longestTasksMs.join(', ')} ms`] : []),
  ].join('\n');
}
