// @vitest-environment jsdom
/**
 * The storefront rendered whole in jsdom, its API client talking to the real server in
 * process (presets loaded from presets/), queried by role and text as a visitor would.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer } from '#server/app';
import { overallMenuSchema, type OverallMenu } from '#schemas/entities';
import { clearCookies } from '../lib/cookies.ts';
import { fetchThrough, renderStorefront } from '../testing/render-storefront.tsx';
import { uz } from '../i18n/dictionaries/uz.ts';
import { ru } from '../i18n/dictionaries/ru.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);
const fetch = fetchThrough((url, init) => request(url, init));

async function merchantId(sub: string): Promise<string> {
  const res = await request(`/users/v1/merchants/sub/${sub}`);
  return ((await res.json()) as { id: string }).id;
}

async function menuOf(sub: string): Promise<OverallMenu> {
  const res = await request('/products/v1/overalls?type=WEB', { headers: { merchant: await merchantId(sub) } });
  return overallMenuSchema.parse(await res.json());
}

/** Categories that show on the home screen (at least one product). */
const shown = (menu: OverallMenu) => menu.categories.filter((c) => menu.products.some((p) => p.categoryId === c.id));

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory' });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('home (plan.home sections, categories per their presentation)', () => {
  it('renders the categories of burger, BIG ones with large cards', async () => {
    const menu = await menuOf('burger');
    await renderStorefront({ fetch, vendor: 'burger' });
    const big = shown(menu).filter((c) => c.viewType === 'BIG');
    expect(big.length).toBeGreaterThan(0);
    for (const category of big) {
      const name = category.name.uz ?? category.name.ru ?? '';
      const section = await screen.findByRole('region', { name });
      // The section's product list (cards may hold lists of their own: labels).
      const list = within(section).getAllByRole('list').find((l) => l.dataset.view)!;
      expect(list.dataset.view).toBe('BIG');
      expect(within(list).getAllByRole('article').every((card) => card.className.includes('product-card--big'))).toBe(true);
    }
    // the first product image is the page's LCP candidate
    const images = document.querySelectorAll('img.product-card__image');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[images.length - 1]?.getAttribute('loading')).toBe('lazy');
  });

  it('coffee shows a horizontally scrolling row and the floating basket', async () => {
    await renderStorefront({ fetch, vendor: 'coffee' });
    await screen.findAllByRole('article');
    const rows = document.querySelectorAll('[data-scroll="HORIZONTAL"]');
    expect(rows.length).toBeGreaterThan(0);
    const basket = screen.getByRole('link', { name: uz.basket.open });
    expect(basket.getAttribute('href')).toBe('/basket');
  });

  it('switching the language changes the texts and stores the choice', async () => {
    await renderStorefront({ fetch, vendor: 'burger' });
    const select = await screen.findByRole('combobox', { name: uz.language.label });
    expect(screen.getAllByText(uz.footer.pages).length).toBeGreaterThan(0);
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(screen.getAllByText(ru.footer.pages).length).toBeGreaterThan(0));
    expect(document.documentElement.lang).toBe('ru');
    expect(document.cookie).toContain('lang=ru');
  });

  it('still renders with broken web settings: bad values take their defaults', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = fetchThrough(async (url, init) => {
      const res = await request(url, init);
      if (!url.includes('/support/v1/merchant/settings/web')) return res;
      const settings = (await res.json()) as Record<string, unknown>;
      return Response.json({ ...settings, mainColor: 'red', basketPosition: 'SOMEWHERE', uzLangActive: 'yes', groupView: 42, contacts: 'none' });
    });
    const menu = await menuOf('burger');
    await renderStorefront({ fetch: broken, vendor: 'burger' });
    const first = shown(menu)[0]!;
    expect(await screen.findByRole('region', { name: first.name.uz ?? first.name.ru ?? '' })).toBeTruthy();
  });
});

describe('errors (SPEC point 8)', () => {
  it('an unknown path says "Page not found: {path}" in the visitor\'s language', async () => {
    await renderStorefront({ fetch, vendor: 'burger', path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: uz.errors.pageNotFound.replace('{{path}}', '/no-such-page') })).toBeTruthy();
  });

  it('an unknown merchant lands on /merchantNotAvailable with storage cleared', async () => {
    localStorage.setItem('sf:x:session', '{"token":"t"}');
    await renderStorefront({ fetch, vendor: 'no-such-brand' });
    expect(await screen.findByRole('heading', { name: uz.merchant.notAvailableTitle })).toBeTruthy();
    expect(location.pathname).toBe('/merchantNotAvailable');
    expect(localStorage.getItem('sf:x:session')).toBeNull();
  });
});

describe('screens', () => {
  it('the search finds a product by any language, ignoring case', async () => {
    const menu = await menuOf('burger');
    const product = menu.products.find((p) => p.name.ru)!;
    await renderStorefront({ fetch, vendor: 'burger', path: '/search' });
    const input = await screen.findByRole('searchbox');
    fireEvent.change(input, { target: { value: product.name.ru!.toUpperCase() } });
    expect(await screen.findByRole('link', { name: new RegExp(product.name.uz ?? product.name.ru!, 'i') })).toBeTruthy();
  });

  it('a product page shows the product with a disabled add-to-basket', async () => {
    const menu = await menuOf('burger');
    const product = menu.products[0]!;
    await renderStorefront({ fetch, vendor: 'burger', path: `/product/${product.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: product.name.uz ?? product.name.ru })).toBeTruthy();
    const add = screen.queryByRole('button', { name: uz.product.addToBasket });
    if (add) expect(add.getAttribute('aria-disabled')).toBe('true');
  });

  it('the about page shows the brand text', async () => {
    await renderStorefront({ fetch, vendor: 'burger', path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: uz.policies.about })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.policy__paragraph, .state-message').length).toBeGreaterThan(0));
  });
});
