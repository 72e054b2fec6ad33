/**
 * What the app does for every request before a route module answers: the Host check, the
 * security headers, CORS, and the refusal of paths that leave their prefix.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/errors';
import { call, describeEachBackend, listenOnSocket } from './testing/test-server.ts';

const alpha = { merchant: 'alpha-id' };
const distDir = resolve(import.meta.dirname, '../../tests/fixtures/dist');

describeEachBackend(
  'the app in front of the routes',
  (server) => {
    let socket: Awaited<ReturnType<typeof listenOnSocket>>;
    beforeAll(async () => {
      socket = await listenOnSocket(server());
    });
    afterAll(async () => {
      await socket?.close();
    });

    describe('a Host that is no host name is a 400 with the error body, on every route', () => {
      // Each passes the HTTP server's own check but is no URL host: a last label that looks
      // numeric makes the whole name an IPv4 address, and these are not.
      const badHosts = ['burger.123', '1.2.3.999', '.5', 'shop.0x1f', 'a..b', '1.2.3.4.5'];

      it('behind a real socket', async () => {
        for (const host of badHosts) {
          for (const path of ['/', '/products/v1/overalls', '/img/cdn/fixture/burger.svg', '/about']) {
            const res = await socket.request(path, { host, ...alpha });
            expect(res.status, `${host} ${path}`).toBe(400);
            const body = apiErrorSchema.parse(JSON.parse(res.text));
            expect(body.code).toBe('BAD_REQUEST');
            expect(body.fields?.[0]?.path).toBe('$.header.host');
            expect(res.text, host).not.toMatch(/at .*\.ts/);
          }
        }
      });

      it('through app.request', async () => {
        for (const host of badHosts) {
          const res = await call(server(), '/users/v1/branches', { host, ...alpha });
          expect(res.status, host).toBe(400);
          expect(res.body.code, host).toBe('BAD_REQUEST');
        }
      });

      it('good hosts still pass: names, IPv4, IPv6, with ports', async () => {
        for (const host of ['alpha.localhost:8080', 'localhost', '127.0.0.1:8080', '[::1]:8080', 'shop.example.uz', 'EXAMPLE.UZ.']) {
          const res = await socket.request('/users/v1/branches', { host, ...alpha });
          expect(res.status, host).toBe(200);
        }
      });
    });

    describe('ids are digits, letters, - and _ only: anything else is a 400 before it reaches the database', () => {
      it('in a path parameter', async () => {
        for (const path of [
          '/users/v1/branches/%00',
          '/users/v1/branches/a%00b',
          '/users/v1/branches/a%01b',
          '/users/v1/branches/a.b',
          '/users/v1/city-merchant/merchant/alpha%00',
          '/users/v1/branches/merchant/alpha%00/closest?lat=41&lon=69',
          `/users/v1/branches/${'a'.repeat(65)}`,
        ]) {
          const res = await call(server(), path, alpha);
          expect(res.status, path).toBe(400);
          expect(apiErrorSchema.parse(res.body).code, path).toBe('BAD_REQUEST');
          expect(res.body.fields[0].message, path).toMatch(/expected an id/);
        }
      });

      it('in a query parameter', async () => {
        const res = await call(server(), '/users/v1/branches/full?cityId=tashkent%00', alpha);
        expect(res.status).toBe(400);
        expect(res.body.fields[0].path).toBe('$.query.cityId');
      });

      it('in the merchant header', async () => {
        for (const merchant of ['alpha\u0001id', 'alpha id', 'alpha/id', 'alpha.id']) {
          const res = await call(server(), '/users/v1/branches', { merchant });
          expect(res.status, merchant).toBe(400);
          expect(res.body.fields[0].path, merchant).toBe('$.header.merchant');
        }
      });

      it('in the merchant cookie', async () => {
        for (const cookie of ['merchant=%00', 'merchant=alpha%00id', 'merchant=a%01']) {
          const res = await call(server(), '/about', { host: 'localhost:8080', cookie });
          expect(res.status, cookie).toBe(400);
          expect(apiErrorSchema.parse(res.body).code, cookie).toBe('BAD_REQUEST');
        }
      });

      it('every id of every preset stays valid', async () => {
        const { readdirSync, readFileSync } = await import('node:fs');
        const { resolve } = await import('node:path');
        const { validatePreset } = await import('#schemas/preset');
        for (const dir of ['presets', 'tests/fixtures/presets']) {
          const folder = resolve(import.meta.dirname, '../..', dir);
          for (const file of readdirSync(folder).filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))) {
            const result = validatePreset(JSON.parse(readFileSync(resolve(folder, file), 'utf8')));
            expect(result.ok ? [] : result.issues, file).toEqual([]);
          }
        }
      });
    });

    describe('CORS for the origins of CORS_ORIGINS only', () => {
      const allowed = 'https://shop.example.uz';
      const apiPaths = ['/products/v1/overalls', '/users/v1/branches', '/support/v1/merchant/settings/web', '/orders/v1/orders', '/webbot/v1/setting'];

      it('an allowed origin gets Access-Control-Allow-Origin on a GET', async () => {
        const res = await call(server(), '/products/v1/overalls', { ...alpha, origin: allowed });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
        expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
        expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
      });

      it('a preflight from an allowed origin is a 204 with the request headers the API reads', async () => {
        for (const path of apiPaths) {
          const res = await server().app.request(path, {
            method: 'OPTIONS',
            headers: { origin: allowed, 'access-control-request-method': 'GET', 'access-control-request-headers': 'merchant, authorization' },
          });
          expect(res.status, path).toBe(204);
          expect(res.headers.get('access-control-allow-origin'), path).toBe(allowed);
          const headers = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
          expect(headers, path).toEqual(expect.arrayContaining(['merchant', 'authorization', 'content-type', 'idempotency-key']));
          expect(res.headers.get('access-control-allow-methods'), path).toContain('GET');
        }
      });

      it('a foreign origin gets no allow-origin header', async () => {
        const get = await call(server(), '/products/v1/overalls', { ...alpha, origin: 'https://evil.example' });
        expect(get.status).toBe(200);
        expect(get.headers.get('access-control-allow-origin')).toBeNull();
        const preflight = await server().app.request('/products/v1/overalls', {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('pages and images are no CORS resources', async () => {
        const page = await call(server(), '/', { host: 'alpha.localhost', origin: allowed });
        expect(page.headers.get('access-control-allow-origin')).toBeNull();
      });
    });

    describe("every merchant-scoped answer varies by the merchant header and Host (no brand served from another brand's cache entry)", () => {
      /** One request per GET route of the brand prefixes; the route table below must name them all. */
      const scoped: Record<string, string> = {
        '/users/v1/merchants/sub/:sub': '/users/v1/merchants/sub/alpha',
        '/users/v1/city-merchant/merchant/:merchantId': '/users/v1/city-merchant/merchant/alpha-id',
        '/users/v1/branches': '/users/v1/branches',
        '/users/v1/branches/full': '/users/v1/branches/full?cityId=tashkent',
        '/users/v1/branches/:id': '/users/v1/branches/center',
        '/users/v1/branches/merchant/:merchant/closest': '/users/v1/branches/merchant/alpha-id/closest?lat=41.3&lon=69.2',
        '/users/v1/local/branch/closest': '/users/v1/local/branch/closest?lat=41.3&lon=69.2',
        '/products/v1/overalls': '/products/v1/overalls',
        '/products/v1/grade': '/products/v1/grade',
        '/support/v1/merchant/settings/web': '/support/v1/merchant/settings/web',
        '/support/v1/company/policies': '/support/v1/company/policies',
        '/support/v1/brand/catalog': '/support/v1/brand/catalog',
        '/support/v1/banners': '/support/v1/banners',
        '/support/v1/stories': '/support/v1/stories',
        '/orders/v1/order/setting/:cityId': '/orders/v1/order/setting/tashkent',
      };
      /**
       * GET routes of features a brand may have off, or of things the fixture has none of: answered
       * 200 or 404 by the brand's settings and data, varying by the merchant and Host either way.
       */
      const scopedFeatures: Record<string, string> = {
        '/support/v1/vacancies': '/support/v1/vacancies',
        '/support/v1/vacancies/:id': '/support/v1/vacancies/none',
        '/users/v1/branches/:id/booking': '/users/v1/branches/center/booking',
        '/users/v1/tables/:token': '/users/v1/tables/center.t1.forged',
        '/users/v1/tables/:token/calls': '/users/v1/tables/center.t1.forged/calls',
        '/products/v1/products/:id/reviews': '/products/v1/products/1/reviews',
      };
      const varyOf = (headers: Headers) => (headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

      /** GET routes of a signed-in shopper: a 401 without a token, never stored by any cache. */
      const signedIn = [
        '/users/v1/users/me',
        '/users/v1/addresses',
        '/orders/v1/orders/user/:userId',
        '/orders/v1/orders/user/:userId/active',
        '/orders/v1/orders/user/:userId/events',
        '/orders/v1/orders/:id',
        '/orders/v1/orders/:id/events',
        '/orders/v1/orders/:id/reorder',
        '/orders/v1/notifications',
        '/products/v1/favourite/all',
        '/orders/v1/promos',
        '/users/v1/reservations',
        '/orders/v1/orders/:id/reviews',
      ];

      it('the list covers every GET route of /users, /products, /support and /orders', () => {
        const routes = new Set(
          server()
            .app.routes.filter((r) => r.method === 'GET' && /^\/(users|products|support|orders)\//.test(r.path) && !r.path.endsWith('/*'))
            .map((r) => r.path),
        );
        expect([...routes].sort()).toEqual([...Object.keys(scoped), ...Object.keys(scopedFeatures), ...signedIn].sort());
      });

      it("a feature's answers vary by the merchant and Host, whether the brand has it or not", async () => {
        for (const path of Object.values(scopedFeatures)) {
          const res = await call(server(), path, alpha);
          expect([200, 404], path).toContain(res.status);
          expect(varyOf(res.headers), path).toEqual(expect.arrayContaining(['merchant', 'host']));
        }
      });

      it("a signed-in shopper's answers vary by the merchant and Host and are never stored", async () => {
        for (const path of signedIn) {
          const res = await call(server(), path, alpha);
          expect(res.status, path).toBe(401);
          expect(varyOf(res.headers), path).toEqual(expect.arrayContaining(['merchant', 'host']));
          expect(res.headers.get('cache-control'), path).toBe('no-store');
        }
      });

      it('200 answers, with Accept-Encoding where the body depends on it', async () => {
        for (const path of Object.values(scoped)) {
          const res = await call(server(), path, alpha);
          expect(res.status, path).toBe(200);
          expect(varyOf(res.headers), path).toEqual(expect.arrayContaining(['merchant', 'host']));
        }
        const overalls = await call(server(), '/products/v1/overalls', { ...alpha, 'accept-encoding': 'gzip' });
        expect(varyOf(overalls.headers)).toEqual(expect.arrayContaining(['merchant', 'host', 'accept-encoding']));
        expect(varyOf(overalls.headers).filter((v) => v === 'merchant')).toHaveLength(1);
      });

      it('304 and error answers too (a 404 for one host must not answer another)', async () => {
        const etag = (await call(server(), '/products/v1/overalls', alpha)).headers.get('etag')!;
        const revalidated = await call(server(), '/products/v1/overalls', { ...alpha, 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(varyOf(revalidated.headers)).toEqual(expect.arrayContaining(['merchant', 'host', 'accept-encoding']));
        for (const path of ['/support/v1/merchant/settings/web', '/users/v1/branches', '/products/v1/grade']) {
          const missing = await call(server(), path, { host: 'nobody.localhost' });
          expect(missing.status, path).toBe(404);
          expect(varyOf(missing.headers), path).toEqual(expect.arrayContaining(['merchant', 'host']));
        }
      });
    });

    it('the Host names a brand only as <sub>.<one of BRAND_DOMAINS>', async () => {
      for (const host of ['beta.example.uz', 'beta.localhost:8080', 'BETA.EXAMPLE.UZ.']) {
        const res = await call(server(), '/users/v1/branches', { host });
        expect(res.status, host).toBe(200);
        expect(res.body[0].merchantId, host).toBe('beta-id');
      }
      for (const host of ['beta.evil.example', 'beta.example.uz.evil.example', 'beta.shop.example.uz', 'beta.local', 'beta.123.example']) {
        const res = await call(server(), '/users/v1/branches', { host });
        expect(res.status, host).toBe(404);
        expect(res.body.code, host).toBe('MERCHANT_NOT_FOUND');
      }
    });

    it('security headers on every answer, HSTS only over https', async () => {
      const plain = await call(server(), '/users/v1/branches', alpha);
      expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const proxied = await call(server(), '/users/v1/branches', { ...alpha, 'x-forwarded-proto': 'https' });
      expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
      const direct = await server().app.request('https://alpha.example.uz/users/v1/branches', { headers: alpha });
      expect(direct.headers.get('strict-transport-security')).toContain('max-age=');
    });
  },
  { distDir, corsOrigins: ['https://shop.example.uz'], brandDomains: ['example.uz', 'localhost'] },
);
