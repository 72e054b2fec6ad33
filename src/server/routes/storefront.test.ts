/**
 * The build as the server uses it: the client's index.html, manifest and assets from
 * dist/client, the server entry from dist/server (a stand-in here), and the images.
 */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BACKENDS, call, describeEachBackend, startTestServer } from '../testing/test-server.ts';

const distDir = resolve(import.meta.dirname, '../../../tests/fixtures/dist');

describeEachBackend(
  'the build the pages come from',
  (server) => {
    it('renders through the built server entry (an artifact of dist/server) into the built index.html', async () => {
      const res = await call(server(), '/', { host: 'alpha.localhost:8080' });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Fixture alpha</title>');
      expect(res.text).toContain('<div id="root"><main><h1>Fixture home</h1></main></div>');
      expect(res.text).toMatch(/<script id="page-state" type="application\/json">\{"kind":"ready","merchantId":"alpha-id"\}<\/script>/);
      expect((await call(server(), '/elsewhere', { host: 'alpha.localhost:8080' })).status).toBe(404);
    });

    it("inlines the global stylesheet and the page's own, and starts the app after the first paint with the entry and the page's own chunks, with all they import", async () => {
      const html = (await call(server(), '/', { host: 'alpha.localhost' })).text;
      // The entry's stylesheet first, then those of the page's chunks, each named by a link the browser does not fetch.
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => [m[1]!.trim(), m[2]]);
      expect(styles).toEqual([
        ['body{color:red}', '/assets/index-test.css'],
        ['.home{color:green}', '/assets/home-test.css'],
        ['.home-dep{color:blue}', '/assets/home-dep-test.css'],
      ]);
      expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
      // No script or module preload in the head: nothing is fetched before the page paints.
      expect(html).not.toMatch(/<script type="module"[^>]*src=/);
      expect(html).not.toContain('modulepreload');
      const start = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(start).toContain('["/assets/index-test.js","/assets/shared-test.js","/assets/home-test.js","/assets/home-dep-test.js"]');
      expect(start).toContain('requestAnimationFrame');
      expect(html.indexOf('<script type="module">')).toBeGreaterThan(html.indexOf('id="page-state"'));
    });

    it('sends a content security policy that lets Telegram frame the page and allows its inline style by hash', async () => {
      const csp = (await call(server(), '/', { host: 'alpha.localhost' })).headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
      expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain('frame-ancestors');
      expect(csp).toContain('https://web.telegram.org');
    });

    it('names its build in builds/latest.json by the client manifest', async () => {
      const first = await call(server(), '/builds/latest.json');
      expect(first.body.id).toMatch(/^[\w-]{16}$/);
    });

    it('serves built assets with a long cache, and 404 for a missing file', async () => {
      const asset = await call(server(), '/assets/index-test.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await call(server(), '/assets/missing.js')).status).toBe(404);
    });

    it("answers /studio and every path below it with the studio's own page, naming the host's brand, uncached, unindexed, unframed; its API stays JSON", async () => {
      for (const path of ['/studio', '/studio/settings', '/studio/orders/today']) {
        const res = await call(server(), path, { host: 'alpha.localhost' });
        expect(res.status, path).toBe(200);
        expect(res.text).toContain('<meta name="merchant" content="alpha-id">');
        expect(res.text).toContain('<script type="module" crossorigin src="/assets/studio-test.js"></script>');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-robots-tag')).toContain('noindex');
        const csp = res.headers.get('content-security-policy')!;
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("frame-src 'self'");
      }
      const stranger = await call(server(), '/studio', { host: 'nobody.localhost' });
      expect(stranger.status).toBe(200);
      expect(stranger.text).not.toContain('name="merchant"');
      const api = await call(server(), '/studio/v1/me', { host: 'alpha.localhost' });
      expect(api.status).toBe(401);
      expect(api.body.code).toBe('UNAUTHORIZED');
      // The shop's pages never start the studio's entry.
      expect((await call(server(), '/', { host: 'alpha.localhost' })).text).not.toContain('studio-test.js');
    });
  },
  { distDir },
);

describe('a server without a client build (npm run dev, or before npm run build)', () => {
  it('says nothing of a missing dist/client, and answers 404 for a file of the build', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const backend of BACKENDS) {
        const server = await startTestServer(backend, { distDir: resolve(tmpdir(), 'no-such-build') });
        try {
          expect((await call(server, '/assets/index-test.js', { host: 'alpha.localhost' })).status).toBe(404);
          expect((await call(server, '/favicon.ico', { host: 'alpha.localhost' })).status).toBe(404);
          expect((await call(server, '/', { host: 'alpha.localhost' })).status).toBe(503);
        } finally {
          await server.close();
        }
      }
      expect(errors.mock.calls.map((args) => String(args[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
