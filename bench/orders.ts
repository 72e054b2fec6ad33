/**
 * Orders under load: a signed-in shopper's pick-up orders at 50 concurrent clients for a fixed
 * time, each with an Idempotency-Key of its own (every request makes an order), then the
 * delivery tariff calculation at the same concurrency, through the real server on the
 * embedded PGlite and on the PostgreSQL of DATABASE_URL. Orders are scheduled for the first
 * slot the branch offers, so the run does not depend on the hour it starts at.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { Branch, Product } from '#schemas/entities';
import { orderSchedule, preparationMinutes } from '#domain/order-time';
import { benchDatabase } from './server.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

export const ORDER_CONNECTIONS = 50;
const SUB = 'burger';

export interface Load {
  readonly requests: number;
  readonly requestsPerSec: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface OrdersResult {
  readonly database: 'pglite' | 'postgres';
  readonly orders: Load;
  readonly tariff: Load;
  /** Orders in the database after the run: one per answered request. */
  readonly ordersStored: number;
  /** p99 target on PostgreSQL (ms). */
  readonly targetP99Ms: number;
}

const TARGET_P99_MS = 150;

async function json(server: RunningServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { merchant: SUB, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { totals?: { totalPrice: number } } };
}

async function signIn(server: RunningServer): Promise<string> {
  const phone = '998977777777';
  await json(server, 'POST', '/users/v1/auth/send-code', { phone });
  const outbox = (await json(server, 'GET', `/dev/outbox?phone=${phone}`)).body as unknown as { text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]?.text ?? '')?.[1];
  const verified = await json(server, 'POST', '/users/v1/auth/verify', { phone, code });
  if (typeof verified.body.token !== 'string') throw new Error(`sign-in failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}

function run(
  server: RunningServer,
  path: string,
  headers: Record<string, string>,
  body: string,
  durationSec: number,
  perRequest?: () => Record<string, string>,
): Promise<Load> {
  return new Promise((ok, fail) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}${path}`,
        method: 'POST',
        headers: { merchant: SUB, 'content-type': 'application/json', ...headers },
        body,
        connections: ORDER_CONNECTIONS,
        duration: durationSec,
        requests: perRequest ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...perRequest() } }) }] : undefined,
      },
      (error, r) =>
        error
          ? fail(error)
          : ok({
              requests: r.requests.total,
              requestsPerSec: Math.round(r.requests.average),
              p50ms: r.latency.p50,
              p99ms: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

export async function ordersLoad(database: 'pglite' | 'postgres', durationSec: number): Promise<OrdersResult> {
  const store = benchDatabase(database, 'orders');
  const server = await startServer({ SMS_MODE: 'outbox', ...store.env });
  try {
    const token = await signIn(server);
    const menu = (await json(server, 'GET', '/products/v1/overalls')).body as unknown as { products: Product[] };
    const branches = (await json(server, 'GET', '/users/v1/branches')).body as unknown as Branch[];
    const product = menu.products.find((p) => p.active && p.modificationGroups.length === 0 && p.productBranch.every((l) => l.stock == null));
    if (!product) throw new Error(`${SUB} has no simple product`);
    const branch = branches.find(
      (b) =>
        b.isActive && b.settings?.pickupEnabled !== false && (product.productBranch.length === 0 || product.productBranch.some((l) => l.branchId === b.id)),
    );
    if (!branch) throw new Error(`${SUB} has no pick-up branch for product ${product.id}`);
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
    const auth = { authorization: `Bearer ${token}` };
    const priced = await json(server, 'POST', '/orders/v1/orders/at-time', submission, { ...auth, 'idempotency-key': 'bench-price-probe' });
    if (priced.status !== 409 || !priced.body.totals) throw new Error(`pricing probe answered ${priced.status}: ${JSON.stringify(priced.body)}`);
    const body = JSON.stringify({ ...submission, totalPrice: priced.body.totals.totalPrice });
    let serial = 0;
    const orders = await run(server, '/orders/v1/orders/at-time', auth, body, durationSec, () => ({ 'idempotency-key': `bench-${process.pid}-${serial++}` }));
    const tariffBody = JSON.stringify({ productPrice: 100_000, branchId: branch.id, latitude: branch.latitude + 0.005, longitude: branch.longitude + 0.005 });
    const tariff = await run(server, '/deliveries/v1/delivery/tariff/client/calculate', {}, tariffBody, durationSec);
    let ordersStored = -1;
    if (store.schema) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        ordersStored = Number((await client.query(`select count(*) from ${store.schema}.orders`)).rows[0].count);
      } finally {
        await client.end();
      }
    }
    return { database, orders, tariff, ordersStored, targetP99Ms: TARGET_P99_MS };
  } finally {
    await server.stop();
    await store.drop();
  }
}

export function formatOrders(r: OrdersResult): string {
  const line = (name: string, l: Load) =>
    `    ${name.padEnd(8)} ${String(l.requestsPerSec).padStart(6)} req/s  p50 ${l.p50ms} ms  p99 ${l.p99ms} ms  requests ${l.requests}  non-2xx ${l.non2xx}  errors ${l.errors}`;
  return [
    `  ${r.database}: ${ORDER_CONNECTIONS} concurrent clients${r.ordersStored >= 0 ? `, ${r.ordersStored} orders stored` : ''}`,
    line('orders', r.orders),
    line('tariff', r.tariff),
  ].join('\n');
}
