/**
 * A brand's Yandex Metrica counter on its pages (decision 022): the page of a brand that turns it
 * on allows Metrica's hosts in its own Content-Security-Policy and names the counter
 * (`<html data-metrica>`); another brand's page, the same brand with it off, and the mini app
 * unless the brand says so, have neither, also when the page comes from the page cache.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { COOKIE } from '#domain/cookie-names';
import { METRICA_CSP } from '#domain/metrica';
import { call, describeEachBackend, FIXTURE_PRESETS, loadPreset } from '../testing/test-server.ts';
import type { Server } from '../app.ts';

const distDir = resolve(import.meta.dirname, '../../../tests/fixtures/dist');
const COUNTER = '24681357';
const METRICA_HOSTS = [...new Set([...(METRICA_CSP.script ?? []), ...(METRICA_CSP.connect ?? []), ...(METRICA_CSP.img ?? [])])];

async function loadAlpha(server: Server, settings: Record<string, unknown>): Promise<void> {
  const preset = JSON.parse(readFileSync(join(FIXTURE_PRESETS, 'alpha.json'), 'utf8'));
  Object.assign(preset.webSettings, settings);
  const load = await loadPreset(server, 'alpha.json', JSON.stringify(preset));
  expect(load.status).toBe('loaded');
  // The change reaches the page cache by the data's notification.
  await server.data.settings('alpha-id');
}

const page = async (server: Server, host: string, path = '/', headers: Record<string, string> = {}) => {
  const res = await call(server, path, { host, ...headers });
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  const html = /<html[^>]*>/.exec(res.text)?.[0] ?? '';
  return { csp, html, hosts: METRICA_HOSTS.filter((h) => csp.includes(h)) };
};

/** Waits until alpha's page shows (or stops showing) the counter: the cache follows the settings' notification. */
async function alphaPageUntil(server: Server, named: boolean) {
  for (let i = 0; i < 50; i++) {
    const p = await page(server, 'alpha.localhost');
    if (p.html.includes(`data-metrica="${COUNTER}"`) === named) return p;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`alpha's page never ${named ? 'named' : 'dropped'} its counter`);
}

describeEachBackend(
  "Yandex Metrica on a brand's pages",
  (server) => {
    beforeAll(async () => {
      await loadAlpha(server(), { yandexMetricsEnabled: true, yandexMetricsId: COUNTER, yandexMetricsInTelegram: false });
    });

    it("the brand with Metrica on: its hosts in the page's policy and the counter on <html>", async () => {
      const alpha = await alphaPageUntil(server(), true);
      expect(alpha.hosts).toEqual(METRICA_HOSTS);
      expect(alpha.csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
      expect(alpha.csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
      expect(alpha.csp).toMatch(/img-src [^;]*https:\/\/mc\.yandex\.ru/);
      // Served again from the page cache, the same.
      const again = await page(server(), 'alpha.localhost');
      expect(again).toEqual(alpha);
    });

    it("another brand's page, cached or not, has neither, also right after the first brand's page was cached", async () => {
      await alphaPageUntil(server(), true);
      for (let i = 0; i < 2; i++) {
        const beta = await page(server(), 'beta.localhost');
        expect(beta.hosts).toEqual([]);
        expect(beta.html).not.toContain('data-metrica');
        expect(beta.csp).not.toContain('yandex');
      }
    });

    it('in the mini app the counter is off unless the brand turns yandexMetricsInTelegram on', async () => {
      const telegram = await page(server(), 'alpha.localhost', '/?tg=1');
      expect(telegram.hosts).toEqual([]);
      expect(telegram.html).not.toContain('data-metrica');
      // The channel's cookie keeps the visit in the mini app.
      const later = await page(server(), 'alpha.localhost', '/', { cookie: `${COOKIE.channel}=telegram` });
      expect(later.html).not.toContain('data-metrica');
    });

    it("turned off, the brand's page drops both at once, though the page was cached", async () => {
      await alphaPageUntil(server(), true);
      await loadAlpha(server(), { yandexMetricsEnabled: false, yandexMetricsId: COUNTER });
      const off = await alphaPageUntil(server(), false);
      expect(off.hosts).toEqual([]);
      expect(off.html).not.toContain('data-metrica');
      // On again with the mini app allowed: the mini app's page names it too.
      await loadAlpha(server(), { yandexMetricsEnabled: true, yandexMetricsId: COUNTER, yandexMetricsInTelegram: true });
      await alphaPageUntil(server(), true);
      const telegram = await page(server(), 'alpha.localhost', '/?tg=1');
      expect(telegram.html).toContain(`data-metrica="${COUNTER}"`);
      expect(telegram.hosts).toEqual(METRICA_HOSTS);
    });
  },
  { distDir, metrica: true },
);

describeEachBackend(
  'Yandex Metrica switched off for the server (tests, CI)',
  (server) => {
    it('no page names a counter or allows Metrica, even for a brand that turns it on', async () => {
      await loadAlpha(server(), { yandexMetricsEnabled: true, yandexMetricsId: COUNTER });
      const alpha = await page(server(), 'alpha.localhost');
      expect(alpha.hosts).toEqual([]);
      expect(alpha.html).not.toContain('data-metrica');
    });
  },
  { distDir },
);
