/**
 * `npm run bench`: the speed targets of the product, measured on this machine.
 *
 *   1. JavaScript executed on the first load of the home route (gzip), budget 120 KB.
 *   2. Lighthouse mobile performance (default mobile throttling) on a preset's home, median of 3.
 *   3. Overalls throughput and p99 latency from a loopback load generator, cached vs uncached.
 *
 * Options: --only=js,lighthouse,overalls  --brand=SUB  --duration=SECONDS
 * Results go to stdout and bench/results/latest.json. Exits 1 when the JS budget is exceeded.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/chromium.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

const root = resolve(import.meta.dirname, '..');
const args = new Map(process.argv.slice(2).map((a) => {
  const [k, v] = a.replace(/^--/, '').split('=');
  return [k!, v ?? 'true'] as const;
}));
const only = new Set((args.get('only') ?? 'js,lighthouse,overalls').split(','));
const brand = args.get('brand') ?? 'burger';
const durationSec = Number(args.get('duration') ?? 10);
const JS_BUDGET_BYTES = 120 * 1024;

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const results: Record<string, unknown> = { machine, brand, date: new Date().toISOString() };

async function firstLoadJs(server: RunningServer) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a response without a body (redirect) carries no script
      }
    });
    await page.goto(`${server.origin(brand)}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const files = [...scripts].map(([url, bytes]) => ({ file: new URL(url).pathname, gzipKB: +(bytes / 1024).toFixed(1) }));
    return { totalGzipKB: +(total / 1024).toFixed(1), budgetKB: JS_BUDGET_BYTES / 1024, withinBudget: total <= JS_BUDGET_BYTES, files };
  } finally {
    await browser.close();
  }
}

async function lighthouseMobile(server: RunningServer) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores: number[] = [];
  const metrics: Record<string, number>[] = [];
  const lcpElements: string[] = [];
  for (let run = 0; run < 3; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${server.origin(brand)}/`, {
        port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      lcpElements.push(lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown');
      metrics.push(Object.fromEntries(
        ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
          .map((id) => [id, +(lhr.audits[id]?.numericValue ?? 0).toFixed(id === 'cumulative-layout-shift' ? 3 : 0)]),
      ));
    } finally {
      await chrome.kill();
    }
  }
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
  const medianIndex = order[1]![1];
  return { scores, median: order[1]![0], medianMetrics: metrics[medianIndex], lcpElement: lcpElements[medianIndex] };
}

async function loadOveralls(server: RunningServer, sub: string) {
  // The merchant header carries the merchant id, as the storefront sends it.
  const merchant = (await (await fetch(`http://127.0.0.1:${server.port}/users/v1/merchants/sub/${sub}`)).json()) as { id: string };
  const run = (headers: Record<string, string>) => new Promise<autocannon.Result>((ok, fail) => {
    autocannon({
      url: `http://127.0.0.1:${server.port}/products/v1/overalls?type=WEB`,
      headers: { merchant: merchant.id, 'accept-encoding': 'gzip', ...headers },
      connections: 20,
      duration: durationSec,
    }, (error, result) => (error ? fail(error) : ok(result)));
  });
  const summary = (r: autocannon.Result) => ({
    requestsPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
  const full = await run({});
  const etag = (await fetch(`http://127.0.0.1:${server.port}/products/v1/overalls?type=WEB`, { headers: { merchant: merchant.id } }))
    .headers.get('etag');
  const revalidated = etag ? await run({ 'if-none-match': etag }) : null;
  return { body200: summary(full), revalidated304: revalidated ? summary(revalidated) : null };
}

async function main() {
  if (!existsSync(resolve(root, 'dist/index.html')) || args.has('build')) {
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
  console.log(`machine: ${machine}`);
  const server = await startServer();
  try {
    if (only.has('js')) {
      results.firstLoadJs = await firstLoadJs(server);
      console.log('first-load JS:', JSON.stringify(results.firstLoadJs, null, 2));
    }
    if (only.has('lighthouse')) {
      results.lighthouse = await lighthouseMobile(server);
      console.log('lighthouse mobile:', JSON.stringify(results.lighthouse));
    }
    if (only.has('overalls')) {
      results.overallsCached = await loadOveralls(server, brand);
      console.log('overalls, cached:', JSON.stringify(results.overallsCached));
    }
  } finally {
    await server.stop();
  }
  if (only.has('overalls')) {
    const uncached = await startServer({ OVERALLS_CACHE: 'off' });
    try {
      results.overallsUncached = await loadOveralls(uncached, brand);
      console.log('overalls, uncached:', JSON.stringify(results.overallsUncached));
    } finally {
      await uncached.stop();
    }
  }
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  writeFileSync(resolve(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const js = results.firstLoadJs as { withinBudget: boolean } | undefined;
  if (js && !js.withinBudget) {
    console.error('first-load JavaScript exceeds the 120 KB gzip budget');
    process.exitCode = 1;
  }
}

await main();
