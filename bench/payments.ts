/**
 * Payments under load, on PostgreSQL (docs/decisions/018-payments.md): the real server (a child
 * process) takes ORDERS Payme orders, then Payme's callbacks pay every one of them at 50 concurrent
 * clients (CreateTransaction, then PerformTransaction sent twice at once, as a provider that
 * retries would), timed per call. Then a second round pays orders while the server is killed with
 * SIGKILL several times and started again, each client repeating a call it got no answer to, as
 * Payme does. Afterwards the database is read directly: every order paid exactly once (one PAID
 * history event, one performed transaction), none lost, none doubled, none half-written.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Branch, Product } from '#schemas/entities';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { parseSecretsKey, SecretBox } from '../src/server/services/secrets.ts';
import { benchDatabase } from './server.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

export const PAYMENT_CONNECTIONS = 50;
const SUB = 'burger';
const SECRETS_KEY = '11'.repeat(32);

export interface PaymentsResult {
  readonly database: 'postgres';
  readonly orders: number;
  readonly callbacks: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly callbacksPerSec: number;
  readonly kills: number;
  readonly killRoundOrders: number;
  readonly retries: number;
  /** Orders not PAID at the end, orders with more than one PAID event, PAID without a performed transaction or the other way. */
  readonly unpaid: number;
  readonly doubled: number;
  readonly halfWritten: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function paymentsLoad(orderCount: number, kills: number): Promise<PaymentsResult> {
  const store = benchDatabase('postgres', 'payments');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-payments-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SMS_MODE: 'outbox',
    DEMO_KITCHEN: 'off',
    PAYMENT_SANDBOX: 'on',
    SECRETS_KEY,
    SMS_CODES_PER_ADDRESS_HOUR: '100000',
    SCHEDULER_INTERVAL_MS: '3600000',
    ...store.env,
  };
  let server: RunningServer = await startServer(env);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: { merchant: SUB, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  try {
    const phone = '998977777701';
    await call('POST', '/users/v1/auth/send-code', { phone });
    const outbox = (await call('GET', `/dev/outbox?phone=${phone}`)).body as unknown as { text: string }[];
    const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
    const token = (await call('POST', '/users/v1/auth/verify', { phone, code })).body.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const merchantId = (await call('GET', `/users/v1/merchants/sub/${SUB}`)).body.id as string;
    const menu = (await call('GET', '/products/v1/overalls')).body as unknown as { products: Product[] };
    const branches = (await call('GET', '/users/v1/branches')).body as unknown as Branch[];
    const product = menu.products.find((p) => p.active && p.modificationGroups.length === 0 && p.productBranch.every((l) => l.stock == null))!;
    const branch = branches.find(
      (b) =>
        b.isActive && b.settings?.pickupEnabled !== false && (product.productBranch.length === 0 || product.productBranch.some((l) => l.branchId === b.id)),
    )!;
    const day = orderSchedule(branch, new Date(), { preparation: preparationMinutes([product]), daysAhead: 1 }).find((d) => d.slots.length > 0)!;
    const submission = {
      serviceType: 'PICK_UP',
      branch: { id: branch.id },
      paymentType: 'PAYME',
      cartItems: [{ productId: product.id, count: 1 }],
      day: day.date,
      time: day.slots.at(-1),
      totalPrice: 0,
    };
    const probe = await call('POST', '/orders/v1/orders/at-time', submission, { ...auth, 'idempotency-key': 'bench-pay-probe' });
    const total = (probe.body.totals as { totalPrice: number }).totalPrice;
    const place = async (n: number) => {
      const ids: string[] = [];
      await pool(
        Array.from({ length: n }, (_, i) => i),
        20,
        async (i) => {
          const placed = await call(
            'POST',
            '/orders/v1/orders/at-time',
            { ...submission, totalPrice: total },
            { ...auth, 'idempotency-key': `bench-pay-${randomBytes(6).toString('hex')}-${i}` },
          );
          if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
          ids.push(placed.body.id as string);
        },
      );
      return ids;
    };
    // The sandbox's key is derived from the secrets key (services/payment-providers.ts).
    const key = new SecretBox(parseSecretsKey(SECRETS_KEY)!).codeHash(['payment-sandbox', merchantId, 'payme']);
    const basic = `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
    const payme = async (method: string, params: Record<string, unknown>) => {
      const res = await fetch(`http://127.0.0.1:${server.port}/payments/v1/payme/${merchantId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic },
        body: JSON.stringify({ id: 1, method, params }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json()) as { result?: unknown; error?: { code: number } };
      if (!body.result) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    };

    // ---- round 1: every order paid by callbacks at 50 concurrent clients, timed per call ------------
    const ids = await place(orderCount);
    const latencies: number[] = [];
    const timed = async (method: string, params: Record<string, unknown>) => {
      const started = performance.now();
      await payme(method, params);
      latencies.push(performance.now() - started);
    };
    const started = performance.now();
    await pool(ids, PAYMENT_CONNECTIONS, async (orderId) => {
      const id = randomBytes(12).toString('hex');
      await timed('CreateTransaction', { id, time: Date.now(), amount: total * 100, account: { order_id: orderId } });
      await Promise.all([timed('PerformTransaction', { id }), timed('PerformTransaction', { id })]);
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    // ---- round 2: paying through SIGKILLs, each unanswered call repeated ------------------------
    const killIds = await place(Math.max(50, Math.round(orderCount / 5)));
    let retries = 0;
    let alive = true;
    const persistently = async (method: string, params: Record<string, unknown>) => {
      for (;;) {
        try {
          await payme(method, params);
          return;
        } catch (error) {
          const text = String((error as Error).message);
          // A protocol answer is an answer (it was decided); only a dead server is retried.
          if (text.startsWith(`${method}:`)) return;
          retries++;
          await pause(100);
        }
      }
    };
    const killer = (async () => {
      for (let k = 0; k < kills; k++) {
        await pause(400);
        process.kill(server.pid, 'SIGKILL');
        alive = false;
        await pause(200);
        server = await startServer(env);
        alive = true;
      }
    })();
    await pool(killIds, 10, async (orderId) => {
      const id = randomBytes(12).toString('hex');
      await persistently('CreateTransaction', { id, time: Date.now(), amount: total * 100, account: { order_id: orderId } });
      await persistently('PerformTransaction', { id });
    });
    await killer;
    void alive;

    // ---- the database, read directly --------------------------------------------------------------
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const schema = store.schema!;
      const all = [...ids, ...killIds];
      const q = async (text: string) => Number((await client.query(text, [merchantId, all])).rows[0].n);
      const unpaid = await q(`select count(*) as n from ${schema}.orders where merchant_id = $1 and id = any($2) and payment_state <> 'PAID'`);
      const doubled =
        (await q(`select count(*) as n from (select order_id from ${schema}.order_history where merchant_id = $1 and order_id = any($2) and kind = 'PAID'
        group by order_id having count(*) > 1) d`)) +
        (await q(`select count(*) as n from (select order_id from ${schema}.payment_attempts where merchant_id = $1 and order_id = any($2) and state = '2'
        group by order_id having count(*) > 1) d`));
      const halfWritten = await q(`select count(*) as n from ${schema}.orders o where merchant_id = $1 and id = any($2) and
        ((payment_state = 'PAID') <> exists (select 1 from ${schema}.payment_attempts a where a.merchant_id = o.merchant_id and a.order_id = o.id and a.state = '2')
         or (payment_state = 'PAID') <> exists (select 1 from ${schema}.order_history h where h.merchant_id = o.merchant_id and h.order_id = o.id and h.kind = 'PAID'))`);
      return {
        database: 'postgres',
        orders: orderCount,
        callbacks: latencies.length,
        p50ms: Math.round(percentile(latencies, 50)),
        p99ms: Math.round(percentile(latencies, 99)),
        callbacksPerSec: Math.round(latencies.length / seconds),
        kills,
        killRoundOrders: killIds.length,
        retries,
        unpaid,
        doubled,
        halfWritten,
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

export function formatPayments(r: PaymentsResult): string {
  return [
    `  postgres: ${r.orders} Payme orders paid by ${r.callbacks} callbacks at ${PAYMENT_CONNECTIONS} concurrent clients`,
    `    callbacks ${r.callbacksPerSec}/s  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms`,
    `    through ${r.kills} SIGKILLs: ${r.killRoundOrders} more orders paid, ${r.retries} calls repeated after no answer`,
    `    unpaid ${r.unpaid}  doubled ${r.doubled}  half-written ${r.halfWritten}`,
  ].join('\n');
}
