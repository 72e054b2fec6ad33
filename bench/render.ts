/**
 * Server rendering: how long the server takes to render a brand's home page without its page
 * cache (a server started with PAGE_CACHE=off; a server that does not know the variable
 * ignores it), and how the cached page holds up under load compared with the cached menu
 * overview measured right beside it on the same server with the same settings
 * (target: brand HTML at least half the overalls throughput, judged on the server's CPU per
 * request: decision 014).
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
  /**
   * Requests a second of the server's own CPU, brand HTML over overalls: what the server could
   * answer with a core of its own, whatever the load generator manages. Null without /proc.
   */
  readonly serverRatio: number | null;
  /** The ratio the target is judged on: the server's, where it can be read. */
  readonly judged: 'server' | 'wire';
  readonly pass: boolean;
}

/**
 * The load generator shares this machine's cores with the server, and on 2 cores it reads at
 * most about 50 MB of answers a second: a brand page (the menu's data, its markup, styles and
 * structured data) is 3.5 times the bytes of the menu overview alone, so under one load
 * generator the two throughputs measure the generator's reading as much as the server. The
 * target is judged on the server's CPU per request (decision 014); both ratios are printed.
 */
export async function htmlThroughput(server: RunningServer, sub: string, durationSec: number): Promise<HtmlThroughput> {
  const headers = htmlHeaders(server, sub);
  const merchant = await merchantId(server, sub);
  // One unmeasured second of each warms the caches and the JIT.
  await load(server, '/', headers, 1);
  await load(server, OVERALLS_PATH, { merchant }, 1);
  const html = await load(server, '/', headers, durationSec);
  const overalls = await load(server, OVERALLS_PATH, { merchant }, durationSec);
  const ratio = overalls.requestsPerSec > 0 ? round(html.requestsPerSec / overalls.requestsPerSec, 3) : 0;
  const serverRatio =
    html.serverCpuMsPerRequest && overalls.serverCpuMsPerRequest ? round(overalls.serverCpuMsPerRequest / html.serverCpuMsPerRequest, 3) : null;
  const judgedRatio = serverRatio ?? ratio;
  return {
    sub,
    html,
    overalls,
    ratio,
    serverRatio,
    judged: serverRatio === null ? 'wire' : 'server',
    pass: judgedRatio >= MIN_HTML_TO_OVERALLS && html.non2xx === 0 && html.errors === 0,
  };
}

export function formatTiming(label: string, t: HtmlTiming): string {
  return `  ${label}: median ${t.medianMs} ms, p90 ${t.p90ms} ms, min ${t.minMs} ms, max ${t.maxMs} ms over ${t.requests} requests (${t.wireKB} KB on the wire)`;
}

export function formatThroughput(t: HtmlThroughput): string {
  const s = (x: LoadSummary) =>
    [
      `${x.requestsPerSec} req/s (p50 ${x.p50ms} ms, p99 ${x.p99ms} ms, non-2xx ${x.non2xx}, errors ${x.errors})`,
      `${round(x.bytesPerSec / 1e6, 1)} MB/s read`,
      x.serverCpuMsPerRequest === null ? 'server CPU unknown' : `server CPU ${x.serverCpuMsPerRequest} ms a request`,
    ].join(', ');
  const verdict = `(target >= ${MIN_HTML_TO_OVERALLS}): ${t.pass ? 'pass' : 'FAIL'}`;
  return [
    `  ${t.sub} home HTML, cached: ${s(t.html)}`,
    `  ${t.sub} overalls, cached:  ${s(t.overalls)}`,
    `  ratio HTML/overalls, requests a second: ${t.ratio}${t.judged === 'wire' ? ` ${verdict}` : ''}`,
    t.serverRatio === null ? '' : `  ratio HTML/overalls, requests a second of server CPU: ${t.serverRatio} ${verdict}`,
  ]
    .filter(Boolean)
    .join('\n');
}
