/**
 * /img: brand images as they are (/img/cdn) and resized (/img/resize); the placeholder for a
 * missing file. The images never touch the database: one embedded server is enough.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from '../app.ts';
import { call, startTestServer } from '../testing/test-server.ts';

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

  it('answers the placeholder for a missing image or a path outside the images folder', async () => {
    for (const src of ['fixture/missing.svg', '../placeholder.svg', '..%2F..%2Fpackage.json', 'fixture/not-an-image.txt']) {
      const res = await server.app.request(`/img/resize?src=${src}`);
      expect(res.headers.get('x-image-placeholder'), src).toBe('1');
      expect(res.headers.get('content-type'), src).toBe('image/svg+xml');
      expect(await res.text(), src).toContain('<svg');
    }
    const cdn = await server.app.request('/img/cdn/..%2F..%2F..%2Fpackage.json');
    expect(cdn.headers.get('x-image-placeholder')).toBe('1');
    expect(await cdn.text()).not.toContain('"name"');
    expect((await server.app.request('/img/cdn/fixture/burger.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses bad resize parameters with 400', async () => {
    for (const query of ['w=0', 'w=99999', 'q=500', 'f=gif', 'w=abc']) {
      const res = await call(server, `/img/resize?src=fixture/burger.svg&${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
