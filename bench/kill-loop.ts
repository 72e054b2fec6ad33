/**
 * Orders survive a crash: the real server (a child process) on PostgreSQL takes orders from
 * CLIENTS concurrent shoppers while it is killed with SIGKILL KILLS times and started again. Each
 * shopper retries an order whose answer it did not get with the same Idempotency-Key until it
 * gets one, as the storefront does. Afterwards the database is read directly: orders without
 * lines, orders without a history, orders without their key, and keys that made more than one
 * order must all be zero, and every order a shopper was answered with must be there exactly once.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Branch, Product } from '#schemas/entities';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { benchDatabase } from './server.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

const root = resolve(import.meta.dirname, '..');
const SUB = 'burger';
const run = promisify(execFile);

export interface KillLoopResult {
  readonly database: 'postgres';
  readonly kills: number;
  readonly clients: number;
  /** Orders the shoppers were answered with (201 or a replayed 200). */
  readonly answered: number;
  /** Submissions that met a dead server and were retried with their key. */
  readonly retries: number;
  readonly ordersInDatabase: number;
  readonly withoutLines: number;
  readonly withoutHistory: number;
  readonly withoutKey: number;
  /** Keys behind more than one order, and answered orders missing or doubled in the database. */
  readonly duplicates: number;
  readonly lost: number;
  readonly seconds: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function killLoop(kills: number, clients: number): Promise<KillLoopResult> {
  const store = benchDatabase('postgres', 'kill');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-kill-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SMS_MODE: 'outbox',
    DEMO_KITCHEN: 'off',
    SMS_CODES_PER_ADDRESS_HOUR: '100000',
    ...store.env,
  };
  const childEnv = { ...process.env, ...env };
  await run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/preset-load.ts', `presets/${SUB}.json`], { cwd: root, env: childEnv });
  let server: RunningServer = await startServer(env);
  const started = performance.now();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: { merchant: SUB, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads answers field by field
    return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
  };
  try {
    // Shoppers, and one scheduled pick-up (placed at any hour) priced once by the quote.
    const tokens: string[] = [];
    for (let i = 0; i < clients; i++) {
      const phone = `99897${String(Date.now() % 100_000).padStart(5, '0')}${String(i).padStart(2, '0')}`;
      await call('POST', '/users/v1/auth/send-code', { phone });
      const outbox = (await call('GET', `/dev/outbox?phone=${phone}`)).body as { text: string }[];
      const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
      tokens.push((await call('POST', '/users/v1/auth/verify', { phone, code })).body.token as string);
    }
    const menu = (await call('GET', '/products/v1/overalls')).body as { products: Product[] };
    const branches = (await call('GET', '/users/v1/branches')).body as Branch[];
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
    };
    const quote = await call('POST', '/orders/v1/orders/quote', { ...submission, scheduled: true }, { authorization: `Bearer ${tokens[0]}` });
    if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
    const body = { ...submission, totalPrice: quote.body.totals.totalPrice };

    let stopping = false;
    let retries = 0;
    const answered: string[] = [];
    const shopper = async (token: string) => {
      while (!stopping) {
        const key = randomUUID();
        // The same key until an answer comes: a crash between commit and answer replays the order.
        for (let attempt = 0; ; attempt++) {
          try {
            const res = await call('POST', '/orders/v1/orders/at-time', body, { authorization: `Bearer ${token}`, 'idempotency-key': key });
            if (res.status === 201 || res.status === 200) {
              answered.push(res.body.id as string);
              break;
            }
            if (res.status < 500 && res.status !== 429) throw new Error(`order answered ${res.status}: ${JSON.stringify(res.body)}`);
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('order answered')) throw error;
          }
          retries += 1;
          await pause(100);
        }
      }
    };
    const running = tokens.map(shopper);
    for (let i = 0; i < kills; i++) {
      await pause(400 + Math.random() * 800);
      process.kill(server.pid, 'SIGKILL');
      server = await startServer(env);
    }
    await pause(1000);
    stopping = true;
    await Promise.all(running);

    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`set search_path to ${store.schema}`);
      const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
      const ordersInDatabase = await count('select count(*) as n from orders');
      const withoutLines = await count(
        'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.merchant_id = o.merchant_id and l.order_id = o.id)',
      );
      const withoutHistory = await count(
        'select count(*) as n from orders o where not exists (select 1 from order_history h where h.merchant_id = o.merchant_id and h.order_id = o.id)',
      );
      const withoutKey = await count(
        'select count(*) as n from orders o where not exists (select 1 from idempotency_keys k where k.merchant_id = o.merchant_id and k.order_id = o.id)',
      );
      const doubledKeys = await count('select count(*) as n from (select order_id from idempotency_keys group by order_id having count(*) > 1) d');
      const ids = new Set((await client.query<{ id: string }>('select id from orders')).rows.map((r) => r.id));
      const answeredSet = new Set(answered);
      const lost = [...answeredSet].filter((id) => !ids.has(id)).length;
      // Every order in the database was answered to a shopper: none was made twice by a retry.
      const unanswered = [...ids].filter((id) => !answeredSet.has(id)).length;
      return {
        database: 'postgres',
        kills,
        clients,
        answered: answeredSet.size,
        retries,
        ordersInDatabase,
        withoutLines,
        withoutHistory,
        withoutKey,
        duplicates: doubledKeys + unanswered,
        lost,
        seconds: Math.round((performance.now() - started) / 1000),
      };
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await store.drop();
  }
}

export const formatKillLoop = (r: KillLoopResult) =>
  `  postgres  ${r.kills} kills, ${r.clients} shoppers, ${r.seconds} s: ${r.answered} orders answered (${r.retries} retried submissions), ${r.ordersInDatabase} in the database; ` +
  `without lines ${r.withoutLines}, without history ${r.withoutHistory}, without key ${r.withoutKey}, duplicates ${r.duplicates}, lost ${r.lost}`;
