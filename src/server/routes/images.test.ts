/**
 * /img: brand images as they are (/img/cdn) and resized (/img/resize); the placeholder for a
 * missing file. The images never touch the database: one embedded server is enough.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { apiErrorSchema } from '#schemas/errors';
import { call, listenOnSocket, startTestServer } from '../testing/test-server.ts';

describe('images', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('resizes an image to WebP 480x480 by default (SPEC point 7)', async () => {
    const res = await server.app.request('/img/resize?src=fixture/burger.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    const small = await server.app.request('/img/resize?src=fixture/burger.svg&w=240&h=120&f=jpeg&q=70');
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['jpeg', 240, 120]);
  });

  it('answers the placeholder for a missing image or a file that is no image (a broken link still shows a picture)', async () => {
    for (const src of ['fixture/missing.svg', 'fixture/not-an-image.txt']) {
      const res = await server.app.request(`/img/resize?src=${src}`);
      expect(res.headers.get('x-image-placeholder'), src).toBe('1');
      expect(res.headers.get('content-type'), src).toBe('image/svg+xml');
      expect(await res.text(), src).toContain('<svg');
    }
    expect((await server.app.request('/img/cdn/fixture/missing.svg')).headers.get('x-image-placeholder')).toBe('1');
    expect((await server.app.request('/img/cdn/fixture/burger.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses a name outside the images folder with the JSON error body', async () => {
    for (const src of ['../placeholder.svg', '..%2F..%2Fpackage.json', '%2E%2E%2Fplaceholder.svg', 'fixture%00.svg', '%E0%A4%A']) {
      const res = await call(server, `/img/resize?src=${src}`);
      expect(res.status, src).toBe(400);
      expect(apiErrorSchema.parse(res.body).code, src).toBe('BAD_REQUEST');
      expect(res.body.fields[0].path, src).toBe('$.query.src');
    }
    for (const path of ['/img/cdn/..%2F..%2F..%2Fpackage.json', '/img/cdn/..%5C..%5Cpackage.json', '/img/cdn/fixture%2F..%2F..%2Fplaceholder.svg']) {
      const res = await call(server, path);
      expect(res.status, path).toBe(400);
      expect(apiErrorSchema.parse(res.body).code, path).toBe('BAD_REQUEST');
      expect(res.text, path).not.toContain('"name"');
    }
  });

  it('refuses a path whose dot segments leave /img (as the client sent it) with the JSON error body, never a page', async () => {
    // app.request() normalises the URL before the app sees it, as @hono/node-server does: only a
    // real socket shows what a client can send.
    const socket = await listenOnSocket(server);
    try {
      for (const path of ['/img/cdn/../../x', '/img/cdn/../../x.png', '/img/cdn/%2e%2e/%2e%2e/x.png', '/img/cdn/%2E%2E/%2e./package.json',
        '/img/cdn/.%2e/.%2E/x', '/img/../x.png', '/img/resize/../../x?src=a', '/img/cdn/./fixture/burger.svg', '/products/v1/../../x.png']) {
        const res = await socket.request(path);
        expect([400, 404], path).toContain(res.status);
        expect(res.headers['content-type'], path).toMatch(/^application\/json/);
        expect(apiErrorSchema.safeParse(JSON.parse(res.text)).success, path).toBe(true);
      }
      expect((await socket.request('/img/cdn/fixture/burger.svg')).status).toBe(200);
    } finally {
      await socket.close();
    }
  });

  it('refuses bad resize parameters with 400', async () => {
    for (const query of ['w=0', 'w=99999', 'q=500', 'f=gif', 'w=abc']) {
      const res = await call(server, `/img/resize?src=fixture/burger.svg&${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
