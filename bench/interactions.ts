/**
 * How fast the home page answers a shopper's first touches on a slow phone: every demo brand's
 * home in Chromium at 412x823 with touch, the CPU slowed 4x from the first byte, settled
 * (hydrated, the network quiet, half a second more), then one action on a fresh page each time:
 * a category chip, the first card's "+" (the modification view, where the product needs a
 * choice), a product card, the basket (one product in it) and the language switcher. A
 * PerformanceObserver of Event Timing entries (durationThreshold 16) gives the longest event
 * duration of the action: input to the next paint after its handlers. Median of the runs.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium.ts';
import type { BrandRoutes } from './routes.ts';
import type { BenchServer } from './server.ts';
import { basketStorage } from './shopper-state.ts';
import { median } from './stats.ts';

export const INTERACTION_CPU_SLOWDOWN = 4;
export const MAX_EVENT_MS = 100;
export const ACTIONS = ['chip', 'add', 'product', 'basket', 'language'] as const;
export type Action = (typeof ACTIONS)[number];
const VIEWPORT = { width: 412, height: 823 };
/** Event Timing's smallest threshold: shorter events are not reported (0 in the results). */
const DURATION_THRESHOLD_MS = 16;
/** Time after the action for its entries to arrive (they come after the next paint). */
const SETTLE_AFTER_MS = 1500;

export interface ActionSample {
  /** The longest event of the action, ms (0: none over 16 ms); null: the page has no such control. */
  readonly longestMs: number | null;
  /** The type of that event (pointerdown, click, keydown...). */
  readonly type: string | null;
}

export interface BrandInteractions {
  readonly sub: string;
  /** Median of the runs' longest events per action; null: the brand's home has no such control. */
  readonly medianMs: Readonly<Record<Action, number | null>>;
  /** Every run's longest event per action. */
  readonly runsMs: Readonly<Record<Action, readonly (number | null)[]>>;
  /** What the first add opened: the basket directly, or the product's choice. */
  readonly firstAdd: 'basket' | 'choice' | null;
}

export interface Interactions {
  readonly cpuSlowdown: number;
  readonly targetMs: number;
  readonly viewport: typeof VIEWPORT;
  readonly brands: readonly BrandInteractions[];
  /** `sub action median > target`, for every median over the target. */
  readonly over: readonly string[];
}

/** The longest event duration of each action's runs, as medians; a control missing in any run counts as missing. */
export function summarise(sub: string, runs: readonly Readonly<Record<Action, ActionSample>>[], firstAdd: BrandInteractions['firstAdd']): BrandInteractions {
  const runsMs = Object.fromEntries(ACTIONS.map((a) => [a, runs.map((r) => r[a].longestMs)])) as Record<Action, (number | null)[]>;
  const medianMs = Object.fromEntries(
    ACTIONS.map((a) => {
      const values = runsMs[a];
      return [a, values.length === 0 || values.some((v) => v === null) ? null : median(values as number[])];
    }),
  ) as Record<Action, number | null>;
  return { sub, medianMs, runsMs, firstAdd };
}

/** The medians over the target, as `sub action median ms > target ms`. */
export function overTarget(brands: readonly BrandInteractions[], targetMs = MAX_EVENT_MS): string[] {
  return brands.flatMap((b) => ACTIONS.filter((a) => (b.medianMs[a] ?? 0) >= targetMs).map((a) => `${b.sub} ${a} ${b.medianMs[a]} ms >= ${targetMs} ms`));
}

/** Collects Event Timing entries from the page's start into `window.__benchEvents`. */
function observeEvents(threshold: number) {
  const events: { type: string; duration: number; startTime: number }[] = [];
  (window as unknown as { __benchEvents: typeof events }).__benchEvents = events;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) events.push({ type: e.name, duration: e.duration, startTime: e.startTime });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

const takeEvents = (page: Page) =>
  page.evaluate(() => {
    const list = (window as unknown as { __benchEvents: { type: string; duration: number }[] }).__benchEvents;
    return list.splice(0, list.length);
  });

/** Resolves once the main thread has been idle twice in a row (or after 3 s each, on a busy machine). */
const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
  });

/** Whether a tap at the element's centre reaches it (nothing drawn over it there). */
const reachable = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });

/** Taps the centre of the first visible element of `selector`; false when there is none. */
async function tapFirstVisible(page: Page, selector: string): Promise<boolean> {
  const all = page.locator(selector);
  const count = await all.count();
  for (let i = 0; i < count; i++) {
    const el = all.nth(i);
    if (!(await el.isVisible())) continue;
    await el.scrollIntoViewIfNeeded();
    // What the scroll brought into view is drawn first (its pictures decoded, its sections laid
    // out): a shopper taps what they have seen, so the tap meets the page's own work, not the scroll's.
    await settled(page);
    if (!(await reachable(el))) {
      // Under a notice at the screen's edge: the shopper scrolls it to the middle first.
      await el.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await settled(page);
      if (!(await reachable(el))) continue;
    }
    const box = await el.boundingBox();
    if (!box) continue;
    await takeEvents(page);
    // At the element's centre as it stands: a locator's tap would scroll it again first.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return true;
  }
  return false;
}

/** Performs one action on a settled page; false when the page has no control for it. */
async function perform(page: Page, action: Action): Promise<boolean> {
  switch (action) {
    case 'chip':
      // The second chip: the first is the current one.
      return tapFirstVisible(page, '.category-strip .chip >> nth=1');
    case 'add':
      return tapFirstVisible(page, 'article.product-card .add-button');
    case 'product':
      return tapFirstVisible(page, 'article.product-card .product-card__link');
    case 'basket':
      return tapFirstVisible(page, 'a[href*="basket"]');
    case 'language': {
      const select = page.locator('select.language-switcher__select').first();
      if (!(await select.count()) || !(await select.isVisible())) return false;
      const last = await select.evaluate((el: HTMLSelectElement) => el.selectedIndex === el.options.length - 1);
      await select.focus();
      await page.waitForTimeout(300);
      await takeEvents(page);
      // A closed select moves to the next option with an arrow key (a trusted keydown, then change).
      await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown');
      return true;
    }
  }
}

async function sample(browser: Browser, url: string, action: Action, storage: Record<string, string> | null): Promise<ActionSample & { opened?: string }> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  try {
    if (storage) {
      await context.addInitScript((entries: Record<string, string>) => {
        if (sessionStorage.getItem('bench:seeded')) return;
        sessionStorage.setItem('bench:seeded', '1');
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
    }
    await context.addInitScript(observeEvents, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const before = page.url();
    if (!(await perform(page, action))) return { longestMs: null, type: null };
    await page.waitForTimeout(SETTLE_AFTER_MS);
    const events = await takeEvents(page);
    const longest = events.reduce<{ type: string; duration: number } | null>((l, e) => (!l || e.duration > l.duration ? e : l), null);
    const opened = action === 'add' ? (page.url() !== before ? 'choice' : 'basket') : undefined;
    return { longestMs: longest?.duration ?? 0, type: longest?.type ?? null, opened };
  } finally {
    await context.close();
  }
}

export async function interactions(server: BenchServer, brands: readonly BrandRoutes[], runs: number, log: (line: string) => void): Promise<Interactions> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results: BrandInteractions[] = [];
  try {
    for (const brand of brands) {
      await server.ensureAnswering();
      const url = `${server.origin(brand.sub)}/`;
      const basket = await basketStorage(server, brand.sub, 1);
      const samples: Record<Action, ActionSample>[] = [];
      let firstAdd: BrandInteractions['firstAdd'] = null;
      for (let run = 0; run < runs; run++) {
        const one = {} as Record<Action, ActionSample>;
        for (const action of ACTIONS) {
          // One retry: on a loaded machine a page now and then misses its hydration deadline.
          const s = await sample(browser, url, action, action === 'basket' ? basket : null).catch((error: Error) => {
            log(`    ${brand.sub} ${action}: ${error.message.split('\n')[0]}; once more`);
            return sample(browser, url, action, action === 'basket' ? basket : null);
          });
          one[action] = { longestMs: s.longestMs, type: s.type };
          if (s.opened) firstAdd = s.opened as BrandInteractions['firstAdd'];
        }
        samples.push(one);
      }
      const r = summarise(brand.sub, samples, firstAdd);
      results.push(r);
      log(formatBrandInteractions(r));
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: INTERACTION_CPU_SLOWDOWN, targetMs: MAX_EVENT_MS, viewport: VIEWPORT, brands: results, over: overTarget(results) };
}

export function formatBrandInteractions(r: BrandInteractions): string {
  const cell = (a: Action) => {
    const m = r.medianMs[a];
    const text = m === null ? '-' : `${m} ms${m >= MAX_EVENT_MS ? ' OVER' : ''}`;
    return `${a}${a === 'add' && r.firstAdd === 'choice' ? ' (choice)' : ''} ${text}`;
  };
  const runs = ACTIONS.map((a) => `${a} ${r.runsMs[a].map((v) => (v === null ? '-' : v)).join('/')}`).join(', ');
  return `  ${r.sub.padEnd(8)} ${ACTIONS.map(cell).join('  ')}\n    runs: ${runs}`;
}
