// @vitest-environment jsdom
/**
 * The map screens as a visitor gets them: rendered by the real server in process (presets of
 * presets/: burger draws Leaflet, pizza the default Yandex without a key), hydrated as main.tsx
 * does. The server draws the map's box; hydration adopts it; then the map the plan picks, or
 * Leaflet when Yandex cannot load.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createServer } from '#server/app';
import { clearCookies } from '#storefront/lib/cookies.ts';
import { renderStorefront } from '#storefront/testing/render-storefront.tsx';
import { sourcePages } from '#test-support/source-pages.ts';
import { yandexLoader } from './yandex-loader.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', pages: sourcePages() });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
});

describe('a map screen', () => {
  it("the server draws the map's box and the points in text; a Yandex brand without a key falls back to Leaflet, asking Yandex for nothing", async () => {
    const page = await request('/branches/map', { headers: { host: 'pizza.localhost' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/<div class="map-frame" data-map="waiting">/);
    expect(html).toMatch(/class="map-point"/);

    const { hydrationErrors, container } = await renderStorefront({ request, sub: 'pizza', path: '/branches/map' });
    expect(hydrationErrors).toEqual([]);
    await waitFor(() => expect(container.querySelector('.map-frame')?.getAttribute('data-map')).toBe('leaflet'));
    expect(yandexLoader().status()).toBe('error');
    expect(yandexLoader().error()?.message).toMatch(/no apikey/);
    expect(document.querySelector('script[src*="yandex"]')).toBeNull();
  });

  it('a Leaflet brand draws Leaflet without waiting for any loader', async () => {
    const { hydrationErrors, container } = await renderStorefront({ request, sub: 'burger', path: '/branches/map' });
    expect(hydrationErrors).toEqual([]);
    await waitFor(() => expect(container.querySelector('.map-frame')?.getAttribute('data-map')).toBe('leaflet'));
  });
});
