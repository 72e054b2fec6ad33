/**
 * What the app does for every request before a route module answers: the Host check, the
 * security headers, CORS, and the refusal of paths that leave their prefix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/errors';
import { call, describeEachBackend, listenOnSocket } from './testing/test-server.ts';

const alpha = { merchant: 'alpha-id' };

describeEachBackend('the app in front of the routes', (server) => {
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

  it('security headers on every answer, HSTS only over https', async () => {
    const plain = await call(server(), '/users/v1/branches', alpha);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await call(server(), '/users/v1/branches', { ...alpha, 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
    const direct = await server().app.request('https://alpha.example.uz/users/v1/branches', { headers: alpha });
    expect(direct.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
