/**
 * /img: brand images as they are (/img/cdn) and resized (/img/resize); the placeholder for a
 * missing file; the variants served and the bounds on encoding. The images never touch the
 * database: one embedded server is enough, and the encoding tests need none.
 */
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#schemas/errors';
import { IMAGE_VARIANTS } from '#domain/image-url';
import type { Server } from '../app.ts';
import { answerError } from '../errors.ts';
import { call, FIXTURE_PUBLIC, listenOnSocket, startTestServer } from '../testing/test-server.ts';
import { imagesRoutes, sharpEncode, type ImagesOptions, type ResizeVariant } from './images.ts';

describe('images', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('resizes an image to WebP 480x480 by default (SPEC point 7), and to each variant the storefront asks for', async () => {
    const res = await server.app.request('/img/resize?src=fixture/burger.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    for (const { width, height } of IMAGE_VARIANTS.sizes) {
      const sized = await server.app.request(`/img/resize?src=fixture/banner.svg&w=${width}&h=${height}&q=100&f=webp`);
      const sizedMeta = await sharp(Buffer.from(await sized.arrayBuffer())).metadata();
      expect([sizedMeta.format, sizedMeta.width, sizedMeta.height]).toEqual(['webp', width, height]);
    }
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
      for (const path of [
        '/img/cdn/../../x',
        '/img/cdn/../../x.png',
        '/img/cdn/%2e%2e/%2e%2e/x.png',
        '/img/cdn/%2E%2E/%2e./package.json',
        '/img/cdn/.%2e/.%2E/x',
        '/img/../x.png',
        '/img/resize/../../x?src=a',
        '/img/cdn/./fixture/burger.svg',
        '/products/v1/../../x.png',
      ]) {
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

  it('refuses any other size, quality or format with 400 naming the field (IMAGE_VARIANTS)', async () => {
    const cases: [string, string][] = [
      ['w=0', '$.query.w'],
      ['w=99999', '$.query.w'],
      ['w=abc', '$.query.w'],
      ['w=2048&h=2048', '$.query.w'],
      ['w=500&h=500', '$.query.w'],
      ['w=240&h=480', '$.query.h'],
      ['w=960&h=960', '$.query.h'],
      ['h=120', '$.query.h'],
      ['q=500', '$.query.q'],
      ['q=99', '$.query.q'],
      ['q=1', '$.query.q'],
      ['f=gif', '$.query.f'],
      ['f=avif', '$.query.f'],
      ['f=jpeg', '$.query.f'],
      ['f=png', '$.query.f'],
    ];
    for (const [query, field] of cases) {
      const res = await call(server, `/img/resize?src=fixture/burger.svg&${query}`);
      expect(res.status, query).toBe(400);
      expect(
        apiErrorSchema.parse(res.body).fields?.map((f) => f.path),
        query,
      ).toContain(field);
    }
  });
});

describe('image encodes: a few at a time, a bounded queue, none for clients that left', () => {
  /** An encoder the test paces by hand and that counts what it was asked to encode. */
  function pacedEncoder() {
    const started: string[] = [];
    const gates: (() => void)[] = [];
    const encode = async (file: string, v: ResizeVariant) => {
      started.push(`${file.split('/').pop()} ${v.width}x${v.height}`);
      await new Promise<void>((release) => gates.push(release));
      return sharpEncode(file, v);
    };
    return { started, encode, releaseAll: () => gates.splice(0).forEach((release) => release()) };
  }

  function imagesApp(options: Omit<ImagesOptions, 'publicDir'>) {
    const app = new Hono();
    app.route('/img', imagesRoutes({ publicDir: FIXTURE_PUBLIC, ...options }));
    app.onError(answerError);
    return app;
  }

  const urls = IMAGE_VARIANTS.sizes.flatMap(({ width, height }) =>
    ['burger', 'banner'].map((file) => `/img/resize?src=fixture/${file}.svg&w=${width}&h=${height}`),
  );
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    return check();
  };

  it('requests beyond the limit wait for a slot, then are answered', async () => {
    const encoder = pacedEncoder();
    const app = imagesApp({ concurrency: 2, queueLimit: 8, encode: encoder.encode });
    const answers = urls.slice(0, 5).map((url) => app.request(url));
    expect(await until(() => encoder.started.length === 2)).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(encoder.started).toHaveLength(2);
    while ((await Promise.race([Promise.all(answers).then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), 20))])) !== 'done') {
      encoder.releaseAll();
    }
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(encoder.started).toHaveLength(5);
  });

  it('a full queue answers 503 with the error body and Retry-After', async () => {
    const encoder = pacedEncoder();
    const app = imagesApp({ concurrency: 1, queueLimit: 1, encode: encoder.encode });
    const first = [app.request(urls[0]!), app.request(urls[1]!)];
    expect(await until(() => encoder.started.length === 1)).toBe(true);
    const refused = await app.request(urls[2]!);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(apiErrorSchema.parse(await refused.json()).code).toBe('UNAVAILABLE');
    // The same image as one queued joins it instead of being refused.
    const joined = app.request(urls[1]!);
    while ((await Promise.race([Promise.all([...first, joined]).then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), 20))])) !== 'done') {
      encoder.releaseAll();
    }
    expect((await Promise.all([...first, joined])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(encoder.started).toHaveLength(2);
  });

  it('a request whose client left never starts an encode, queued or not yet arrived', async () => {
    const encoder = pacedEncoder();
    const app = imagesApp({ concurrency: 1, queueLimit: 8, encode: encoder.encode });
    const busy = app.request(urls[0]!);
    expect(await until(() => encoder.started.length === 1)).toBe(true);
    const client = new AbortController();
    const left = app.request(urls[1]!, { signal: client.signal });
    await new Promise((r) => setTimeout(r, 20));
    client.abort();
    await Promise.resolve(left).then(
      (r) => r.status,
      () => 'aborted',
    );
    const gone = await Promise.resolve(app.request(urls[2]!, { signal: AbortSignal.abort() })).then(
      (r) => r.status,
      () => 'aborted',
    );
    expect([503, 'aborted']).toContain(gone);
    encoder.releaseAll();
    expect((await busy).status).toBe(200);
    await new Promise((r) => setTimeout(r, 30));
    expect(encoder.started).toEqual(['burger.svg 240x240']);
    // The image nobody waited for is encoded when someone asks again.
    const again = app.request(urls[1]!);
    expect(await until(() => encoder.started.length === 2)).toBe(true);
    encoder.releaseAll();
    expect((await again).status).toBe(200);
  });
});
