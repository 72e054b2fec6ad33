// @vitest-environment jsdom
/**
 * The storefront as a visitor gets it: each page rendered by the real server in process
 * (presets loaded from presets/), put into jsdom, and hydrated as main.tsx does; then queried by
 * role and text and used. Hydration must adopt the server's markup without a mismatch.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer } from '#server/app';
import { overallMenuSchema, type OverallMenu } from '#schemas/entities';
import { clearCookies } from '../lib/cookies.ts';
import { brandKey, STORED } from '../lib/storage.ts';
import { SEARCH_DEBOUNCE_MS } from '../features/search/use-debounced-value.ts';
import { renderStorefront } from '../testing/render-storefront.tsx';
import { sourcePages } from '#test-support/source-pages.ts';
import { uz } from '../i18n/dictionaries/uz.ts';
import { searchUz } from '../i18n/dictionaries/search/uz.ts';
import { ru } from '../i18n/dictionaries/ru.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);

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
  server = await createServer({ dataDir: 'memory', pages: sourcePages() });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

describe('hydration (DESIGN: rendering, one path)', () => {
  it.each(['/', '/search', '/about', '/branches', '/basket', '/no-such-page'])(
    "the page %s of burger hydrates without a mismatch and keeps the server's nodes",
    async (path) => {
      const server = await renderStorefront({ request, sub: 'burger', path });
      const before = document.querySelector('#root > *');
      await act(async () => {});
      expect(server.hydrationErrors).toEqual([]);
      expect(document.querySelector('#root > *')).toBe(before);
    },
  );
});

describe('home (plan.home sections, categories per their presentation)', () => {
  it('renders the categories of burger, BIG ones with large cards', async () => {
    const menu = await menuOf('burger');
    await renderStorefront({ request, sub: 'burger' });
    const big = shown(menu).filter((c) => c.viewType === 'BIG');
    expect(big.length).toBeGreaterThan(0);
    for (const category of big) {
      const name = category.name.uz ?? category.name.ru ?? '';
      const section = await screen.findByRole('region', { name });
      // The section's product list (cards may hold lists of their own: labels).
      const list = within(section)
        .getAllByRole('list')
        .find((l) => l.dataset.view)!;
      expect(list.dataset.view).toBe('BIG');
      expect(
        within(list)
          .getAllByRole('article')
          .every((card) => card.className.includes('product-card--big')),
      ).toBe(true);
    }
    // the first product image is the page's LCP candidate
    const images = document.querySelectorAll('img.product-card__image');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[images.length - 1]?.getAttribute('loading')).toBe('lazy');
  });

  it('coffee shows a horizontally scrolling row and the floating basket', async () => {
    await renderStorefront({ request, sub: 'coffee' });
    await screen.findAllByRole('article');
    const rows = document.querySelectorAll('[data-scroll="HORIZONTAL"]');
    expect(rows.length).toBeGreaterThan(0);
    const basket = document.querySelector<HTMLAnchorElement>('a.floating-basket')!;
    expect(basket.textContent).toBe(uz.nav.basket);
    expect(basket.getAttribute('href')).toBe('/basket');
  });

  it('switching the language changes the texts and stores the choice', async () => {
    await renderStorefront({ request, sub: 'burger' });
    const select = await screen.findByRole('combobox', { name: uz.language.label });
    expect(screen.getAllByText(uz.footer.pages).length).toBeGreaterThan(0);
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(screen.getAllByText(ru.footer.pages).length).toBeGreaterThan(0));
    expect(document.documentElement.lang).toBe('ru');
    expect(document.cookie).toContain('lang=ru');
  });
});

describe('errors (SPEC point 8)', () => {
  it('an unknown path says "Page not found: {path}" in the visitor\'s language, with status 404', async () => {
    const page = await renderStorefront({ request, sub: 'burger', path: '/no-such-page' });
    expect(page.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: uz.errors.pageNotFound.replace('{{path}}', '/no-such-page') })).toBeTruthy();
  });

  it('an unknown merchant lands on /merchantNotAvailable with storage cleared', async () => {
    localStorage.setItem('sf:x:session', '{"token":"t"}');
    await renderStorefront({ request, sub: 'no-such-brand' });
    expect(await screen.findByRole('heading', { name: uz.merchant.notAvailableTitle })).toBeTruthy();
    expect(location.pathname).toBe('/merchantNotAvailable');
    await waitFor(() => expect(localStorage.getItem('sf:x:session')).toBeNull());
  });
});

describe('screens', () => {
  it('the search finds a product by any language, ignoring case, once typing has settled for the debounce', async () => {
    const menu = await menuOf('burger');
    const product = menu.products.find((p) => p.name.ru)!;
    await renderStorefront({ request, sub: 'burger', path: '/search' });
    const input = screen.getByRole('searchbox');
    const result = () => screen.queryByRole('link', { name: new RegExp(product.name.uz ?? product.name.ru!, 'i') });
    // The debounce's own clock, moved by the test: the result depends on the time typed, not on
    // how fast the machine runs. Only timers are faked; the page above was served for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(input, { target: { value: product.name.ru!.toUpperCase() } });
      await act(async () => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      });
      expect(result()).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(result()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the search history is kept per brand in storage, read back through its schema after hydration', async () => {
    const id = await merchantId('burger');
    localStorage.setItem(brandKey(id, STORED.searchHistory), JSON.stringify({ state: { entries: ['lavash', 42, 'burger'] }, version: 0 }));
    await renderStorefront({ request, sub: 'burger', path: '/search' });
    // A list with a value of the wrong kind is refused whole.
    expect(screen.queryByRole('heading', { name: searchUz.history })).toBeNull();
    cleanup();
    localStorage.setItem(brandKey(id, STORED.searchHistory), JSON.stringify({ state: { entries: ['lavash', 'burger'] }, version: 0 }));
    await renderStorefront({ request, sub: 'burger', path: '/search' });
    const history = await screen.findByRole('region', { name: searchUz.history });
    expect(
      within(within(history).getByRole('list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['lavash', 'burger']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Cola' } });
    fireEvent.submit(screen.getByRole('search'));
    const stored = JSON.parse(localStorage.getItem(brandKey(id, STORED.searchHistory)) ?? '{}') as { state?: { entries?: string[] } };
    expect(stored.state?.entries).toEqual(['Cola', 'lavash', 'burger']);
  });

  it("a product page adds the product with its chosen modifications and count to the brand's basket; a required group must be chosen first", async () => {
    const menu = await menuOf('burger');
    const product = menu.products.find((p) => p.modificationGroups.some((g) => g.isRequired)) ?? menu.products[0]!;
    const id = await merchantId('burger');
    await renderStorefront({ request, sub: 'burger', path: `/product/${product.id}` });
    expect(screen.getByRole('heading', { level: 1, name: product.name.uz ?? product.name.ru })).toBeTruthy();
    const stored = () =>
      JSON.parse(localStorage.getItem(brandKey(id, STORED.basket)) ?? '{"state":{"lines":[]}}').state.lines as {
        productId: number;
        count: number;
        modifications: { id: number }[];
      }[];
    const required = product.modificationGroups.find((g) => g.isRequired);
    const add = screen.getByRole('button', { name: uz.product.addToBasket });
    if (required && !required.modifications.some((m) => m.isDefault)) {
      fireEvent.click(add);
      expect(stored()).toEqual([]);
      expect(screen.getAllByText(uz.product.chooseRequired).length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(required.modifications[0]!.name.uz!) }));
    }
    fireEvent.click(screen.getByRole('button', { name: uz.basket.increase }));
    fireEvent.click(add);
    await waitFor(() => expect(stored()).toHaveLength(1));
    expect(stored()[0]).toMatchObject({ productId: product.id, count: 2 });
    if (required) expect(stored()[0]!.modifications.length).toBeGreaterThan(0);
  });

  it('the about page shows the brand text in paragraphs', async () => {
    await renderStorefront({ request, sub: 'burger', path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: uz.policies.about })).toBeTruthy();
    expect(document.querySelectorAll('.policy__paragraph').length).toBeGreaterThan(1);
  });
});
