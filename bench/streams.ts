/**
 * Live order status under load: STREAMS server-sent event streams open on one server instance
 * (the real server as a child process, demo kitchen off), all of one shopper's orders
 * (`/orders/v1/orders/user/{id}/events`), so every status move fans out to every stream. Then
 * MOVES status moves through the operator API, one after another: for each, the time from
 * sending the move to the last stream receiving its event (p50, p99 over the moves), and the
 * time to each stream (p50, p99 over every delivery). Memory per open stream is the server's
 * resident memory with the streams open less before, over their number.
 *
 * The streams are read by this process, which shares the machine's two cores with the server:
 * the times include this reader's own event loop.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Branch, Product } from '#schemas/entities';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { benchDatabase } from './server.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';
import { percentile, round } from './stats.ts';

const root = resolve(import.meta.dirname, '..');
const SUB = 'burger';
const run = promisify(execFile);

export interface StreamsResult {
  readonly database: 'pglite' | 'postgres';
  readonly streams: number;
  readonly moves: number;
  /** ms from sending a move to the last stream receiving it. */
  readonly toLastStream: { readonly p50ms: number; readonly p99ms: number; readonly maxms: number };
  /** ms from sending a move to each stream receiving it. */
  readonly toEachStream: { readonly p50ms: number; readonly p99ms: number };
  /** Moves whose event some stream never received (within 10 s). */
  readonly missed: number;
  readonly openMs: number;
  readonly rssBeforeMB: number;
  readonly rssWithStreamsMB: number;
  readonly bytesPerStream: number;
}

async function json(server: RunningServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { merchant: SUB, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads answers field by field
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
};

interface Stream {
  /** Event key (`orderId:status`) -> when it arrived (performance.now()). */
  readonly received: Map<string, number>;
  close(): void;
}

/** Opens one stream and records when each status event arrives. */
function openStream(port: number, path: string, onEvent: () => void): Promise<Stream> {
  return new Promise((ok, fail) => {
    const received = new Map<string, number>();
    const req = http.request({ host: '127.0.0.1', port, path, agent: false, headers: { merchant: SUB, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        fail(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let pending = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data || !block.includes('event: status')) continue;
          const event = JSON.parse(data) as { orderId: string; status: string };
          received.set(`${event.orderId}:${event.status}`, at);
          onEvent();
        }
      });
      res.on('error', () => {});
      ok({ received, close: () => req.destroy() });
    });
    req.on('error', fail);
    req.end();
  });
}

async function prepare(env: Record<string, string>): Promise<string> {
  const tsx = [join(root, 'node_modules/tsx/dist/cli.mjs')];
  const childEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  await run(process.execPath, [...tsx, 'src/server/preset-load.ts', `presets/${SUB}.json`], { cwd: root, env: childEnv });
  const { stdout } = await run(process.execPath, [...tsx, 'src/server/operator-key.ts', SUB, 'bench'], { cwd: root, env: childEnv });
  const key = /sfop_[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!key) throw new Error(`no operator key in: ${stdout}`);
  return key;
}

export async function streamsLoad(database: 'pglite' | 'postgres', count: number, moves: number): Promise<StreamsResult> {
  const store = benchDatabase(database, 'streams');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-streams-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SMS_MODE: 'outbox',
    DEMO_KITCHEN: 'off',
    SMS_CODES_PER_ADDRESS_HOUR: '100000',
    ...store.env,
  };
  const key = await prepare(env);
  const server = await startServer(env);
  const streams: Stream[] = [];
  try {
    const phone = '998977777771';
    await json(server, 'POST', '/users/v1/auth/send-code', { phone });
    const outbox = (await json(server, 'GET', `/dev/outbox?phone=${phone}`)).body as { text: string }[];
    const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
    const signedIn = await json(server, 'POST', '/users/v1/auth/verify', { phone, code });
    const token = signedIn.body.token as string;
    const userId = signedIn.body.user.id as string;
    const auth = { authorization: `Bearer ${token}` };

    // Scheduled pick-ups (they start AT_TIME): five moves each to CLOSED.
    const menu = (await json(server, 'GET', '/products/v1/overalls')).body as { products: Product[] };
    const branches = (await json(server, 'GET', '/users/v1/branches')).body as Branch[];
    const product = menu.products.find((p) => p.active && p.modificationGroups.length === 0 && p.productBranch.every((l) => l.stock == null))!;
    const branch = branches.find(
      (b) =>
        b.isActive && b.settings?.pickupEnabled !== false && (product.productBranch.length === 0 || product.productBranch.some((l) => l.branchId === b.id)),
    )!;
    const day = orderSchedule(branch, new Date(), { preparation: preparationMinutes([product]), daysAhead: 1 }).find((d) => d.slots.length > 0);
    if (!day) throw new Error(`branch ${branch.id} offers no slot`);
    const submission = {
      serviceType: 'PICK_UP',
      branch: { id: branch.id },
      paymentType: 'CASH',
      cartItems: [{ productId: product.id, count: 1 }],
      day: day.date,
      time: day.slots.at(-1),
      totalPrice: 0,
    };
    const priced = await json(server, 'POST', '/orders/v1/orders/at-time', submission, { ...auth, 'idempotency-key': 'bench-streams-probe' });
    const body = { ...submission, totalPrice: priced.body.totals.totalPrice };
    const path = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];
    const orders: string[] = [];
    for (let i = 0; i < Math.ceil(moves / path.length); i++) {
      const placed = await json(server, 'POST', '/orders/v1/orders/at-time', body, { ...auth, 'idempotency-key': `bench-streams-${i}` });
      if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
      orders.push(placed.body.id);
    }
    const plan = orders.flatMap((id) => path.map((status) => ({ id, status }))).slice(0, moves);

    const rssBefore = rssOf(server.pid);
    const ticket = (await json(server, 'POST', '/orders/v1/stream-tickets', undefined, auth)).body.ticket as string;
    const streamPath = `/orders/v1/orders/user/${userId}/events?ticket=${encodeURIComponent(ticket)}`;
    let wake: (() => void) | null = null;
    const onEvent = () => wake?.();
    const opening = performance.now();
    for (let i = 0; i < count; i += 50) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => openStream(server.port, streamPath, onEvent)))));
    }
    const openMs = performance.now() - opening;
    await new Promise((r) => setTimeout(r, 2000));
    const rssWith = rssOf(server.pid);

    const toLast: number[] = [];
    const toEach: number[] = [];
    let missed = 0;
    for (const move of plan) {
      const eventKey = `${move.id}:${move.status}`;
      const sent = performance.now();
      const moved = await json(server, 'POST', `/operator/v1/orders/${move.id}/status`, { status: move.status }, { authorization: `Bearer ${key}` });
      if (moved.status !== 200) throw new Error(`move ${move.status} answered ${moved.status}: ${JSON.stringify(moved.body)}`);
      const all = () => streams.every((s) => s.received.has(eventKey));
      const deadline = sent + 10_000;
      while (!all() && performance.now() < deadline) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
      wake = null;
      if (!all()) {
        missed++;
        continue;
      }
      const times = streams.map((s) => s.received.get(eventKey)! - sent);
      toLast.push(Math.max(...times));
      toEach.push(...times);
    }
    return {
      database,
      streams: count,
      moves: plan.length,
      toLastStream: { p50ms: round(percentile(toLast, 50)), p99ms: round(percentile(toLast, 99)), maxms: round(Math.max(...toLast)) },
      toEachStream: { p50ms: round(percentile(toEach, 50)), p99ms: round(percentile(toEach, 99)) },
      missed,
      openMs: Math.round(openMs),
      rssBeforeMB: round(rssBefore / 2 ** 20),
      rssWithStreamsMB: round(rssWith / 2 ** 20),
      bytesPerStream: Math.round((rssWith - rssBefore) / count),
    };
  } finally {
    for (const s of streams) s.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await store.drop();
  }
}

export function formatStreams(r: StreamsResult): string {
  return [
    `  ${r.database}: ${r.streams} streams open in ${r.openMs} ms; ${r.moves} moves, ${r.missed} missed by some stream`,
    `    move -> last stream  p50 ${r.toLastStream.p50ms} ms  p99 ${r.toLastStream.p99ms} ms  max ${r.toLastStream.maxms} ms`,
    `    move -> each stream  p50 ${r.toEachStream.p50ms} ms  p99 ${r.toEachStream.p99ms} ms`,
    `    server memory ${r.rssBeforeMB} MB -> ${r.rssWithStreamsMB} MB with the streams: ${Math.round((r.bytesPerStream / 1024) * 10) / 10} KB a stream`,
  ].join('\n');
}
