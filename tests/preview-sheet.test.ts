/**
 * The development preview sheet (`/dev/preview?vendor=SUB`): the brand's main screens, as its
 * plan offers them, framed at the studio preview's widths in every language the brand offers,
 * each frame a signed preview of the storefront that loads lazily. Served on the loopback
 * interface outside production only; an unknown brand answers a page that says so.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, pageStateSchema } from '#schemas/page';
import { PREVIEW_WIDTHS } from '#schemas/studio-preview';
import type { Server } from '../src/server/app.ts';
import { describeEachBackend, FIXTURE_PRESETS, loadPreset } from '../src/server/testing/test-server.ts';
import { LOOPBACK } from '../src/server/testing/tracking.ts';
import { sourcePages } from './support/source-pages.ts';

const WIDTHS = Object.keys(PREVIEW_WIDTHS);

async function get(server: Server, path: string, options: { env?: object; headers?: Record<string, string> } = {}) {
  const res = await server.app.request(path, { headers: { host: 'localhost:8080', ...options.headers } }, options.env ?? LOOPBACK);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

interface Frame {
  readonly screen: string;
  readonly width: string;
  readonly language: string;
  readonly src: string;
  readonly lazy: boolean;
}

/** Every framed screen of the sheet, as its figure and iframe name it. */
function framesOf(html: string): Frame[] {
  return [...html.matchAll(/<figure [^>]*data-screen="([^"]+)" data-width="([^"]+)" data-language="([^"]+)"[^>]*>[\s\S]*?<iframe ([^>]*)>/g)].map((m) => ({
    screen: m[1]!,
    width: m[2]!,
    language: m[3]!,
    src: (/src="([^"]+)"/.exec(m[4]!)?.[1] ?? '').replace(/&amp;/g, '&'),
    lazy: /(?:^|\s)loading="lazy"(?:\s|$)/.test(m[4]!),
  }));
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const stateOf = (html: string) => {
  const match = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return match ? pageStateSchema.parse(JSON.parse(match[1]!)) : null;
};

describeEachBackend(
  'the preview sheet of a preset',
  (server) => {
    it("frames the brand's main screens at the three widths in each language it offers, lazily", async () => {
      const res = await get(server(), '/dev/preview?vendor=alpha');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const frames = framesOf(res.text);
      // alpha offers uz, ru and eng; its plan has every main screen (it delivers, so checkout too).
      expect(unique(frames.map((f) => f.screen))).toEqual(['home', 'category', 'product', 'basket', 'checkout']);
      expect(unique(frames.map((f) => f.language))).toEqual(['uz', 'ru', 'eng']);
      expect(frames).toHaveLength(5 * WIDTHS.length * 3);
      for (const screen of unique(frames.map((f) => f.screen))) {
        for (const language of ['uz', 'ru', 'eng']) {
          expect(frames.filter((f) => f.screen === screen && f.language === language).map((f) => f.width)).toEqual(WIDTHS);
        }
      }
      expect(frames.every((f) => f.lazy)).toBe(true);
      // Each frame is the brand's page on the web channel, opened with a signed preview link (so it takes its row's language).
      const home = frames.find((f) => f.screen === 'home')!;
      const url = new URL(home.src, 'http://localhost:8080');
      expect(url.pathname).toBe('/');
      expect(url.searchParams.get('vendor')).toBe('alpha');
      expect(url.searchParams.get('tg')).toBe('0');
      expect(frames.find((f) => f.screen === 'category')!.src).toMatch(/^\/category\?id=\d+&/);
      expect(frames.find((f) => f.screen === 'product')!.src).toMatch(/^\/product\/\d+\?/);
      const page = await get(server(), home.src);
      expect(page.status).toBe(200);
      expect(stateOf(page.text)).toMatchObject({ kind: 'ready', merchantId: 'alpha-id', preview: true });
    });

    it('carries the published settings the frames are drawn with, and a policy that runs only its own script', async () => {
      const res = await get(server(), '/dev/preview?vendor=alpha');
      const data = /<script id="sheet-data" type="application\/json">(.*?)<\/script>/s.exec(res.text)?.[1];
      expect(JSON.parse(data!).settings).toMatchObject({ mainColor: '#112233', engLangActive: true });
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'/);
      expect(csp).toContain("frame-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
    });

    it("a brand's languages and plan decide the frames: beta offers uz and ru, and without a service no checkout", async () => {
      const beta = framesOf((await get(server(), '/dev/preview?vendor=beta')).text);
      expect(unique(beta.map((f) => f.language))).toEqual(['uz', 'ru']);
      const preset = JSON.parse(readFileSync(resolve(FIXTURE_PRESETS, 'beta.json'), 'utf8')) as {
        merchant: { id: string; sub: string };
        branches: { merchantId: string }[];
      };
      preset.merchant = { ...preset.merchant, id: 'sheet-id', sub: 'sheet' };
      for (const branch of preset.branches) branch.merchantId = 'sheet-id';
      const load = await loadPreset(
        server(),
        'sheet.json',
        JSON.stringify({
          ...preset,
          webSettings: { deliveryActive: false, pickupActive: false, dineInActive: false, uzLangActive: false, engLangActive: true },
        }),
      );
      expect(load.status).toBe('loaded');
      const frames = framesOf((await get(server(), '/dev/preview?vendor=sheet')).text);
      expect(unique(frames.map((f) => f.screen))).toEqual(['home', 'category', 'product', 'basket']);
      expect(unique(frames.map((f) => f.language))).toEqual(['ru', 'eng']);
    });

    it('names the brand of a brand host without ?vendor=', async () => {
      const frames = framesOf((await get(server(), '/dev/preview', { headers: { host: 'beta.localhost:8080' } })).text);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.every((f) => new URL(f.src, 'http://x').searchParams.get('vendor') === 'beta')).toBe(true);
    });

    it('an unknown brand answers a page saying so, with the brands there are; no brand at all lists them', async () => {
      const unknown = await get(server(), '/dev/preview?vendor=nosuch%3Cb%3E');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('text/html');
      expect(unknown.text).toContain('No brand nosuch&lt;b&gt; on this server');
      expect(unknown.text).not.toContain('<b>');
      expect(unknown.text).toContain('href="/dev/preview?vendor=alpha"');
      expect(unknown.text).toContain('href="/dev/preview?vendor=beta"');
      const none = await get(server(), '/dev/preview');
      expect(none.status).toBe(200);
      expect(none.text).toContain('href="/dev/preview?vendor=alpha"');
      expect(framesOf(none.text)).toEqual([]);
    });

    it('answers only on the loopback interface, unforwarded, whatever the SMS mode', async () => {
      // alpha's preset carries SMS gateway credentials: this server sends real codes, and still shows the sheet.
      expect(server().smsMode).toBe('gateway');
      expect((await get(server(), '/dev/preview?vendor=alpha', { env: { incoming: { socket: { remoteAddress: '10.1.2.3' } } } })).status).toBe(404);
      expect((await get(server(), '/dev/preview?vendor=alpha', { env: {} })).status).toBe(404);
      expect((await get(server(), '/dev/preview?vendor=alpha', { headers: { 'x-forwarded-for': '8.8.8.8' } })).status).toBe(404);
    });
  },
  { pages: sourcePages() },
);

describeEachBackend(
  'the preview sheet in production',
  (server) => {
    it('is the plain API 404, as if it did not exist', async () => {
      const res = await get(server(), '/dev/preview?vendor=alpha');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.text).not.toContain('iframe');
    });
  },
  { pages: sourcePages(), production: true },
);
