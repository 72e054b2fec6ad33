/**
 * Server rendering: how long the server takes to render a brand's home page without its page
 * cache (a server started with PAGE_CACHE=off; a server that does not know the variable
 * ignores it), and how the cached page holds up under load compared with the cached menu
 * overview measured right beside it on the same server with the same settings
 * (target: brand HTML at least half the overalls throughput).
 */
import { gunzipSync } from 'node:zlib';
import type { RunningServer } from '../tests/support/server-process.ts';
import { get, load, merchantId, OVERALLS_PATH, type LoadSummary } from './load.ts';
import { median, percentile, round } from './stats.ts';

export const MIN_HTML_TO_OVERALLS = 0.5;

export interface HtmlTiming {
  readonly requests: number;
  readonly medianMs: number;
  readonly p90ms: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly wireKB: number;
  readonly status: number;
}

const htmlHeaders = (server: RunningServer, sub: string) => ({
  host: `${sub}.localhost:${server.port}`,
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip',
  'accept-language': 'uz',
});

/** `requests` sequential GETs of a brand page after two unmeasured ones. */
export async function timeHtml(server: RunningServer, sub: string, path: string, requests: number): Promise<HtmlTiming> {
  const headers = htmlHeaders(server, sub);
  for (let i = 0; i < 2; i++) await get(server, path, headers);
  const times: number[] = [];
  let last = { status: 0, bytes: 0 };
  for (let i = 0; i < requests; i++) {
    const answer = await get(server, path, headers);
    if (answer.status !== 200) throw new Error(`${sub}${path}: HTTP ${answer.status}`);
    const text = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
    if (!/<html/i.test(text.toString('utf8', 0, 2000))) {
      throw new Error(`${sub}${path}: the answer is not an HTML page`);
    }
    times.push(answer.ms);
    last = answer;
  }
  return {
    requests,
    medianMs: round(median(times), 2),
    p90ms: round(percentile(times, 90), 2),
    minMs: round(Math.min(...times), 2),
    maxMs: round(Math.max(...times), 2),
    wireKB: round(last.bytes / 1024, 1),
    status: last.status,
  };
}

export interface HtmlThroughput {
  readonly sub: string;
  readonly html: LoadSummary;
  readonly overalls: LoadSummary;
  /** Brand HTML requests per second over overalls requests per second, same run, same settings. */
  readonly ratio: number;
  readonly pass: boolean;
}

export async function htmlThroughput(server: RunningServer, sub: string, durationSec: number): Promise<HtmlThroughput> {
  const headers = htmlHeaders(server, sub);
  const merchant = await merchantId(server, sub);
  // One unmeasured second of each warms the caches and the JIT.
  await load(server, '/', headers, 1);
  await load(server, OVERALLS_PATH, { merchant }, 1);
  const html = await load(server, '/', headers, durationSec);
  const overalls = await load(server, OVERALLS_PATH, { merchant }, durationSec);
  const ratio = overalls.requestsPerSec > 0 ? round(html.requestsPerSec / overalls.requestsPerSec, 3) : 0;
  return { sub, html, overalls, ratio, pass: ratio >= MIN_HTML_TO_OVERALLS && html.non2xx === 0 && html.errors === 0 };
}

export function formatTiming(label: string, t: HtmlTiming): string {
  return `  ${label}: median ${t.medianMs} ms, p90 ${t.p90ms} ms, min ${t.minMs} ms, max ${t.maxMs} ms over ${t.requests} requests (${t.wireKB} KB on the wire)`;
}

export function formatThroughput(t: HtmlThroughput): string {
  const s = (x: LoadSummary) => `${x.requestsPerSec} req/s (p50 ${x.p50ms} ms, p99 ${x.p99ms} ms, non-2xx ${x.non2xx}, errors ${x.errors})`;
  return [
    `  ${t.sub} home HTML, cached: ${s(t.html)}`,
    `  ${t.sub} overalls, cached:  ${s(t.overalls)}`,
    `  ratio HTML/overalls ${t.ratio} (target >= ${MIN_HTML_TO_OVERALLS}): ${t.pass ? 'pass' : 'FAIL'}`,
  ].join('\n');
}
