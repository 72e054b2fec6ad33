// @vitest-environment jsdom
/**
 * The basket's form by the plan (`cartPageActive`): with it off, the navigation's basket entry
 * opens the basket as a sheet over the current screen, carried by the address (`?basket=1`),
 * and the server renders that sheet for a page asked for with it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer } from '#server/app';
import { saveWebSettings } from '#server/db/queries';
import { clearCookies } from '#storefront/lib/cookies.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { renderStorefront } from '#storefront/testing/render-storefront.tsx';
import { sourcePages } from '#test-support/source-pages.ts';
import { uz } from '#storefront/i18n/dictionaries/uz.ts';
import { cartUz } from '#storefront/i18n/dictionaries/cart/uz.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);
let burgerId = '';

const burger = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../presets/burger.json'), 'utf8')) as {
  webSettings: Record<string, unknown>;
  menu: { products: { id: number; name: { uz?: string }; modificationGroups?: { isRequired?: boolean }[] }[] };
};

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', pages: sourcePages() });
  burgerId = ((await (await request('/users/v1/merchants/sub/burger')).json()) as { id: string }).id;
  await server.db.transaction((tx) => saveWebSettings(tx, burgerId, { ...burger.webSettings, cartPageActive: false }));
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

/** A product of burger without a required choice, put in the brand's stored basket. */
function storeOneLine() {
  const product = burger.menu.products.find((p) => !(p.modificationGroups ?? []).some((g) => g.isRequired))!;
  const line = { key: `${product.id}`, productId: product.id, count: 2, modifications: [], unitPrice: null };
  localStorage.setItem(brandKey(burgerId, STORED.basket), JSON.stringify({ state: { lines: [line] }, version: 0 }));
  return product;
}

describe('the basket as a sheet (cartPageActive off)', () => {
  it('the basket entry opens a sheet over the home screen, back on the address; closing it leaves the screen as it was', async () => {
    const product = storeOneLine();
    const page = await renderStorefront({ request, sub: 'burger', path: '/' });
    await act(async () => {});
    expect(page.hydrationErrors).toEqual([]);
    const nav = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: new RegExp(uz.nav.basket) }))!;
    const entry = within(nav).getByRole('link', { name: new RegExp(uz.nav.basket) });
    expect(entry.getAttribute('href')).toBe('/?basket=1');
    fireEvent.click(entry);
    const sheet = await screen.findByRole('dialog', { name: cartUz.basketTitle });
    expect(location.pathname + location.search).toBe('/?basket=1');
    expect(sheet.className).toContain('dialog--sheet');
    expect(within(sheet).getByRole('heading', { level: 2, name: cartUz.basketTitle })).toBeTruthy();
    await within(sheet).findByText(product.name.uz!);
    expect(within(sheet).getByRole('link', { name: cartUz.toCheckout }).getAttribute('href')).toBe('/checkout?from=basket');
    fireEvent.click(within(sheet).getByRole('link', { name: uz.common.close }));
    // The sheet leaves with its animation, whose code loads on first use: slow on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(location.search).toBe('');
  });

  it('a page asked for with ?basket=1 comes from the server with the sheet, readable and closable without JavaScript', async () => {
    const sheetOf = async (cookie?: string) => {
      const response = await request('/?basket=1', { headers: { host: 'burger.localhost', ...(cookie ? { cookie } : {}) } });
      expect(response.status).toBe(200);
      return new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('dialog.dialog--sheet');
    };
    // A first visit: the empty basket, in the sheet.
    const sheet = await sheetOf();
    expect(sheet).not.toBeNull();
    expect(sheet!.querySelector(`#${sheet!.getAttribute('aria-labelledby')}`)?.textContent).toBe(cartUz.basketTitle);
    expect(sheet!.querySelector('h2')?.textContent).toBe(uz.basket.empty);
    expect(sheet!.querySelector('a.dialog__close')?.getAttribute('href')).toBe('/');
    // The basket cookie says there are lines: the basket's placeholder, which they replace.
    const withLines = await sheetOf(`basket=${burgerId}.2`);
    expect(withLines!.querySelector('.basket[aria-busy="true"] h2')?.textContent).toBe(cartUz.basketTitle);
  });

  it('with the basket on its own page (the default), the entry leads to /basket and ?basket=1 opens nothing', async () => {
    await server.db.transaction((tx) => saveWebSettings(tx, burgerId, burger.webSettings));
    try {
      await renderStorefront({ request, sub: 'burger', path: '/?basket=1' });
      await act(async () => {});
      expect(screen.queryByRole('dialog')).toBeNull();
      const links = screen.getAllByRole('navigation').flatMap((nav) => within(nav).queryAllByRole('link', { name: new RegExp(`^${uz.nav.basket}`) }));
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((link) => link.getAttribute('href') === '/basket')).toBe(true);
    } finally {
      await server.db.transaction((tx) => saveWebSettings(tx, burgerId, { ...burger.webSettings, cartPageActive: false }));
    }
  });
});
