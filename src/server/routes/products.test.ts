/** /products: the menu overview per channel, its ETag and cache invalidation, and the grades. */
import { describe, expect, it } from 'vitest';
import { overallMenuSchema } from '#schemas/entities';
import { createServer } from '../app.ts';
import { listenerName } from '../db/database.ts';
import { BACKENDS, call, describeEachBackend, FIXTURE_PRESETS, FIXTURE_PUBLIC } from '../testing/test-server.ts';

const alpha = { merchant: 'alpha-id' };
const ids = (list: { id: number }[]) => list.map((x) => x.id);

/** Waits until a change notification has reached the server (it arrives asynchronously). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describeEachBackend('products routes', (server) => {
  it('answers the overall menu in the contract shape, sorted by priority, active products only', async () => {
    const res = await call(server(), '/products/v1/overalls?type=WEB', alpha);
    expect(res.status).toBe(200);
    const menu = overallMenuSchema.parse(res.body);
    expect(ids(menu.groups)).toEqual([1, 2]);
    expect(ids(menu.categories)).toEqual([10, 20, 11, 30]);
    // priority first (110, 112 and 200 have the default 0), then id
    expect(ids(menu.products)).toEqual([110, 112, 200, 100, 101]);
    expect(menu.products.find((p) => p.id === 113)).toBeUndefined();
  });

  it('serves each channel its products: TG inside the mini app, WEB otherwise (default WEB)', async () => {
    const web = overallMenuSchema.parse((await call(server(), '/products/v1/overalls', alpha)).body);
    const tg = overallMenuSchema.parse((await call(server(), '/products/v1/overalls?type=TG', alpha)).body);
    expect(ids(web.products)).toContain(112);
    expect(ids(web.products)).not.toContain(111);
    expect(ids(tg.products)).toContain(111);
    expect(ids(tg.products)).not.toContain(112);
  });

  it("attaches each product's branch links with the branch's active state", async () => {
    const menu = overallMenuSchema.parse((await call(server(), '/products/v1/overalls', alpha)).body);
    const juice = menu.products.find((p) => p.id === 200)!;
    expect(juice.productBranch).toEqual([expect.objectContaining({ branchId: 'closed', isActive: true, branch: { id: 'closed', isActive: false } })]);
    expect(menu.products.find((p) => p.id === 101)!.productBranch.map((l) => l.branchId)).toEqual(['center', 'chilonzor']);
  });

  it('never mixes merchants: the same product id answers each merchant its own product', async () => {
    const beta = overallMenuSchema.parse((await call(server(), '/products/v1/overalls', { merchant: 'beta-id' })).body);
    expect(beta.products.map((p) => p.name.uz)).toEqual(['Beta burger']);
  });

  it('bad type is 400; unknown merchant 404', async () => {
    const bad = await call(server(), '/products/v1/overalls?type=APP', alpha);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('$.query.type');
    expect((await call(server(), '/products/v1/overalls', { merchant: 'nobody' })).status).toBe(404);
  });

  it('answers 304 to a matching ETag and a new ETag after the menu changes', async () => {
    const first = await call(server(), '/products/v1/overalls', alpha);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(server(), '/products/v1/overalls', { ...alpha, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await server().db.query(`update products set data = jsonb_set(data, '{amount}', '99000') where merchant_id = 'alpha-id' and id = 100`);
    const changed = await eventually(async () => (await call(server(), '/products/v1/overalls', { ...alpha, 'if-none-match': etag })).status === 200);
    expect(changed).toBe(true);
    const fresh = overallMenuSchema.parse((await call(server(), '/products/v1/overalls', alpha)).body);
    expect(fresh.products.find((p) => p.id === 100)!.amount).toBe(99000);
    // Another merchant's cached menu is untouched by the change.
    const beta = await call(server(), '/products/v1/overalls', { merchant: 'beta-id' });
    expect(beta.status).toBe(200);
  });

  it('lists grades as productId and grade', async () => {
    const res = await call(server(), '/products/v1/grade', alpha);
    expect(res.body).toEqual([
      { productId: 100, grade: 4.5 },
      { productId: 101, grade: 3 },
    ]);
    expect((await call(server(), '/products/v1/grade', { merchant: 'beta-id' })).body).toEqual([]);
  });
});

describeEachBackend(
  'products routes without the cache',
  (server) => {
    it('reads the database on every request and shows a change at once', async () => {
      const before = await call(server(), '/products/v1/overalls', alpha);
      await server().db.query(`update products set data = jsonb_set(data, '{amount}', '55000') where merchant_id = 'alpha-id' and id = 110`);
      const after = await call(server(), '/products/v1/overalls', { ...alpha, 'if-none-match': before.headers.get('etag')! });
      expect(after.status).toBe(200);
      expect(after.body.products.find((p: { id: number }) => p.id === 110).amount).toBe(55000);
    });
  },
  { cache: false },
);

describeEachBackend('overalls compression', (server) => {
  const overalls = (headers: Record<string, string> = {}) => server().app.request('/products/v1/overalls', { headers: { ...alpha, ...headers } });

  it('answers gzip to a client that accepts it, the same menu as the plain body, under an ETag of its own', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await overalls();
    const zipped = await overalls({ 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const [plainTag, zippedTag] = [plain.headers.get('etag')!, zipped.headers.get('etag')!];
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(zippedTag).toMatch(/^"[\w-]+"$/);
    expect(zippedTag).not.toBe(plainTag);
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(unzipped).toBe(await plain.text());
  });

  it('gzip;q=0 and deflate-only clients get the plain body, never compressed per request', async () => {
    const plain = await overalls();
    for (const acceptEncoding of ['gzip;q=0', 'deflate', 'gzip;q=0, deflate', 'identity']) {
      const res = await overalls({ 'accept-encoding': acceptEncoding });
      expect(res.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(res.headers.get('etag'), acceptEncoding).toBe(plain.headers.get('etag'));
      expect(await res.text(), acceptEncoding).toBe(await (await overalls()).text());
    }
  });

  it('If-None-Match matches the tag of either form; a stale tag gets the body', async () => {
    const plainTag = (await overalls()).headers.get('etag')!;
    const zippedTag = (await overalls({ 'accept-encoding': 'gzip' })).headers.get('etag')!;
    for (const [acceptEncoding, tag] of [
      ['gzip', zippedTag],
      ['gzip', `W/${zippedTag}`],
      ['', plainTag],
      ['gzip', plainTag],
      ['deflate', `W/${plainTag}`],
    ] as const) {
      const res = await overalls({ 'accept-encoding': acceptEncoding, 'if-none-match': tag });
      expect(res.status, `${acceptEncoding} ${tag}`).toBe(304);
      expect(await res.text()).toBe('');
    }
    const stale = await overalls({ 'accept-encoding': 'gzip', 'if-none-match': '"stale", "stale-gzip"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-encoding')).toBe('gzip');
  });
});

describe.runIf(BACKENDS.includes('postgres'))('several server instances on one PostgreSQL', () => {
  it('a change written through one instance reaches the cached menu of another', async () => {
    const schema = `test_${Date.now().toString(36)}`;
    const first = await createServer({ databaseUrl: process.env.DATABASE_URL, dbSchema: schema, presetsDir: FIXTURE_PRESETS, publicDir: FIXTURE_PUBLIC });
    const second = await createServer({
      databaseUrl: process.env.DATABASE_URL,
      dbSchema: schema,
      presetsDir: FIXTURE_PRESETS,
      publicDir: FIXTURE_PUBLIC,
      dropSchema: true,
    });
    try {
      expect(second.presets.map((p) => p.status)).toEqual(['unchanged', 'unchanged']);
      const before = await call(second, '/products/v1/overalls', alpha);
      const etag = before.headers.get('etag')!;
      await first.db.query(`update products set data = jsonb_set(data, '{amount}', '77000') where merchant_id = 'alpha-id' and id = 110`);
      const seen = await eventually(async () => (await call(second, '/products/v1/overalls', { ...alpha, 'if-none-match': etag })).status === 200);
      expect(seen).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('an instance whose listener is lost reads the database until it listens again, then trusts its cache again', async () => {
    const schema = `test_${Date.now().toString(36)}_l`;
    const options = { databaseUrl: process.env.DATABASE_URL, dbSchema: schema, presetsDir: FIXTURE_PRESETS, publicDir: FIXTURE_PUBLIC };
    const first = await createServer(options);
    const listenerPids = async () =>
      (await first.db.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 order by pid', [listenerName(schema)])).map(
        (r) => r.pid,
      );
    const firstPids = await listenerPids();
    // A long first back-off leaves a window in which the second instance has no listener.
    const second = await createServer({ ...options, dropSchema: true, listenRetry: { initialMs: 1500, maxMs: 1500 } });
    const amountOf = async () => (await call(second, '/products/v1/overalls', alpha)).body.products.find((p: { id: number }) => p.id === 110).amount;
    const setAmount = (amount: number) =>
      first.db.query(`update products set data = jsonb_set(data, '{amount}', $1::jsonb) where merchant_id = 'alpha-id' and id = 110`, [String(amount)]);
    try {
      const secondPid = (await listenerPids()).find((pid) => !firstPids.includes(pid));
      expect(secondPid).toBeDefined();
      await amountOf();
      expect(second.data.version('alpha-id')).toEqual(expect.any(Number));

      await first.db.query('select pg_terminate_backend($1)', [secondPid]);
      expect(await eventually(async () => !second.data.cacheTrusted, 2000)).toBe(true);
      expect(second.data.version('alpha-id')).toBeNull();
      // While reconnecting: no announcement can arrive, and the change shows all the same.
      await setAmount(81000);
      expect(await eventually(async () => (await amountOf()) === 81000, 1000)).toBe(true);
      expect(second.data.cacheTrusted).toBe(false);

      // Back: listening on a new connection, the cache trusted again, and changes announced.
      expect(await eventually(async () => second.data.cacheTrusted, 6000)).toBe(true);
      expect((await listenerPids()).filter((pid) => !firstPids.includes(pid) && pid !== secondPid)).toHaveLength(1);
      expect(second.data.version('alpha-id')).toEqual(expect.any(Number));
      expect(await amountOf()).toBe(81000);
      await setAmount(82000);
      expect(await eventually(async () => (await amountOf()) === 82000, 3000)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
