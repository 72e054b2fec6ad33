/**
 * Lighthouse mobile performance (its default: a phone with simulated slow 4G and 4x CPU) on
 * each brand's routes, several runs each in a fresh Chromium; the run with the median score is
 * judged. Targets: score >= 0.98, CLS <= 0.02, TBT <= 100 ms.
 */
import type { RunningServer } from '../tests/support/server-process.ts';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium.ts';
import type { RouteName } from './options.ts';
import type { BrandRoutes } from './routes.ts';
import type { BrowserState } from './shopper-state.ts';

export const LIGHTHOUSE_TARGETS = { minScore: 98, maxCls: 0.02, maxTbtMs: 100 } as const;

export interface LighthouseMetrics {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly siMs: number;
}

export interface LighthouseRun {
  /** 0-100, as Lighthouse shows it (the category score has two decimals). */
  readonly score: number;
  readonly metrics: LighthouseMetrics;
  readonly lcpElement: string;
  /**
   * Lighthouse's measure of the host's speed (environment.benchmarkIndex): simulated times
   * scale the host's own task times, so a slower host scores lower, TBT first.
   */
  readonly benchmarkIndex: number;
}

export interface LighthouseRoute {
  readonly sub: string;
  readonly route: RouteName;
  readonly path: string;
  readonly scores: readonly number[];
  readonly median: number;
  readonly metrics: LighthouseMetrics;
  readonly lcpElement: string;
  /** The host's speed index of the judged run. */
  readonly benchmarkIndex: number;
  readonly pass: boolean;
  /** What missed its target, e.g. "score 91 < 98". */
  readonly misses: readonly string[];
  readonly errors: readonly string[];
}

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

function lcpSnippet(lhr: Lhr): string {
  // Lighthouse 12: a list whose first table names the element.
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

/** Puts a visitor's storage and cookies into the origin of the Chrome on `port`, through the DevTools protocol. */
async function seedStorage(port: number, url: string, { storage, cookies }: BrowserState): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const origin = new URL(url).origin;
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin, httpOnly: true, sameSite: 'Lax' as const })));
    const page = await context.newPage();
    // A small response of the origin: local storage belongs to it.
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

async function runOnce(url: string, storage: BrowserState | null): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // A returning shopper's page: what was put in storage stays for the run.
      disableStorageReset: storage !== null,
    });
    const lhr = result?.lhr as Lhr | undefined;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        fcpMs: Math.round(value('first-contentful-paint')),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        siMs: Math.round(value('speed-index')),
      },
      lcpElement: lcpSnippet(lhr),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    };
  } finally {
    chrome.kill();
  }
}

function judge(run: LighthouseRun): string[] {
  const misses: string[] = [];
  if (!(run.score >= LIGHTHOUSE_TARGETS.minScore)) misses.push(`score ${run.score} < ${LIGHTHOUSE_TARGETS.minScore}`);
  if (!(run.metrics.cls <= LIGHTHOUSE_TARGETS.maxCls)) misses.push(`CLS ${run.metrics.cls} > ${LIGHTHOUSE_TARGETS.maxCls}`);
  if (!(run.metrics.tbtMs <= LIGHTHOUSE_TARGETS.maxTbtMs)) misses.push(`TBT ${run.metrics.tbtMs} ms > ${LIGHTHOUSE_TARGETS.maxTbtMs} ms`);
  return misses;
}

/** Whether the server still answers the page, for the report of a failed run. */
async function probe(url: string): Promise<string> {
  const { host, pathname, search, port } = new URL(url);
  try {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}${search}`, { headers: { host }, signal: AbortSignal.timeout(10_000) });
    return `the server answers it with HTTP ${res.status}`;
  } catch (error) {
    return `the server does not answer: ${(error as Error).message}`;
  }
}

/**
 * `storage`: local storage entries and cookies of the brand's origin for every run (a signed-in shopper with
 * a basket, bench/shopper-state.ts); null: a first visit on a fresh profile.
 */
export async function lighthouseRoute(
  server: RunningServer,
  brand: BrandRoutes,
  route: RouteName,
  runs: number,
  storage: BrowserState | null = null,
): Promise<LighthouseRoute> {
  const path = brand.paths[route];
  if (path === undefined) throw new Error(`${brand.sub} has no ${route} screen`);
  const url = `${server.origin(brand.sub)}${path}`;
  const done: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      done.push(await runOnce(url, storage));
    } catch (error) {
      errors.push(`${(error as Error).message.split('\n')[0]!} (${await probe(url)})`);
    }
  }
  if (done.length === 0) {
    const metrics = { fcpMs: Number.NaN, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, siMs: Number.NaN };
    return {
      sub: brand.sub,
      route,
      path,
      scores: [],
      median: 0,
      metrics,
      lcpElement: 'unknown',
      benchmarkIndex: Number.NaN,
      pass: false,
      misses: ['no run finished'],
      errors,
    };
  }
  // The run with the median score (the lower middle one for an even count) is the one judged.
  const byScore = [...done].sort((a, b) => a.score - b.score);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const misses = [...judge(middle), ...(errors.length ? [`${errors.length} of ${runs} runs failed`] : [])];
  return {
    sub: brand.sub,
    route,
    path,
    scores: done.map((r) => r.score),
    median: middle.score,
    metrics: middle.metrics,
    lcpElement: middle.lcpElement,
    benchmarkIndex: middle.benchmarkIndex,
    pass: misses.length === 0,
    misses,
    errors,
  };
}

export function formatLighthouseRoute(r: LighthouseRoute): string {
  const m = r.metrics;
  const verdict = r.pass ? 'pass' : `FAIL (${r.misses.join('; ')})`;
  return [
    `  ${r.sub.padEnd(8)} ${r.route.padEnd(9)} median ${String(r.median).padStart(3)} of [${r.scores.join(', ')}]  ` +
      `FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}  SI ${m.siMs} ms  host index ${r.benchmarkIndex}  ${verdict}`,
    `           LCP element: ${r.lcpElement.replace(/\s+/g, ' ').slice(0, 160)}`,
    ...r.errors.map((e) => `           run error: ${e}`),
  ].join('\n');
}
