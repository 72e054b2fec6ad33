/**
 * The menu overview (overalls) under load: full answers and ETag revalidations (304), on a
 * server with its per-merchant cache and on one without it (OVERALLS_CACHE=off).
 */
import type { RunningServer } from '../tests/support/server-process.ts';
import { load, merchantId, OVERALLS_PATH, type LoadSummary } from './load.ts';

export interface OverallsLoad {
  readonly sub: string;
  readonly body200: LoadSummary;
  readonly revalidated304: LoadSummary | null;
}

export async function loadOveralls(server: RunningServer, sub: string, durationSec: number): Promise<OverallsLoad> {
  const merchant = await merchantId(server, sub);
  const body200 = await load(server, OVERALLS_PATH, { merchant }, durationSec);
  const etag = (await fetch(`http://127.0.0.1:${server.port}${OVERALLS_PATH}`, { headers: { merchant } })).headers.get('etag');
  const revalidated304 = etag ? await load(server, OVERALLS_PATH, { merchant, 'if-none-match': etag }, durationSec) : null;
  return { sub, body200, revalidated304 };
}

export function formatOveralls(label: string, r: OverallsLoad): string {
  const line = (name: string, s: LoadSummary | null) =>
    s
      ? `  ${label.padEnd(9)} ${name}: ${s.requestsPerSec} req/s, p50 ${s.p50ms} ms, p99 ${s.p99ms} ms, non-2xx ${s.non2xx}, errors ${s.errors}`
      : `  ${label.padEnd(9)} ${name}: no ETag, not measured`;
  return [line('200 body', r.body200), line('304 ETag', r.revalidated304)].join('\n');
}
