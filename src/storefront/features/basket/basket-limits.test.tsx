// @vitest-environment jsdom
/**
 * The merchant's limits of one order shown in the basket before checkout (the plan's
 * basket.limits, #domain/order-limits), from the real server in process.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { createServer } from '#server/app';
import { formatMoney } from '#domain/pricing';
import { loadPresetText } from '#server/services/presets';
import { clearCookies } from '#storefront/lib/cookies.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { basketStore } from '#storefront/lib/basket-store.ts';
import { renderStorefront } from '#storefront/testing/render-storefront.tsx';
import { sourcePages } from '#test-support/source-pages.ts';
import { cartUz } from '#storefront/i18n/dictionaries/cart/uz.ts';
import { uz } from '#storefront/i18n/dictionaries/uz.ts';

let server: Awaited<ReturnType<typeof createServer>>;
const request = (url: string, init?: RequestInit) => server.app.request(url, init);
const presetPath = resolve(import.meta.dirname, '../../../../presets/burger.json');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a preset is edited as plain JSON
const burger = JSON.parse(readFileSync(presetPath, 'utf8')) as any;
const product = (burger.menu.products as { id: number; amount: number; modificationGroups?: { isRequired?: boolean }[] }[]).find(
  (p) => !(p.modificationGroups ?? []).some((g) => g.isRequired) && p.amount > 0,
)!;

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory', pages: sourcePages(), presetsDir: null });
  const edited = { ...burger, webSettings: { ...burger.webSettings, maxLineCount: 3, maxOrderTotal: product.amount * 4 } };
  const load = await loadPresetText(server.db, 'burger.json', JSON.stringify(edited), { force: true, secrets: server.secrets });
  expect(load.status).toBe('loaded');
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanup();
  clearCookies();
  localStorage.clear();
});

async function basketWith(count: number) {
  const merchantId = burger.merchant.id as string;
  const line = { key: `${product.id}`, productId: product.id, count, modifications: [] };
  localStorage.setItem(brandKey(merchantId, STORED.basket), JSON.stringify({ state: { lines: [line] }, version: 0 }));
  // The brand's store lives as long as the page (this file's tests share one): set it too.
  basketStore(merchantId).setState({ lines: [line] });
  await renderStorefront({ request, sub: 'burger', path: '/basket' });
  await act(async () => {});
}

/** A text as Testing Library reads the page: runs of white space (the money's no-break spaces) as one space. */
const read = (text: string) => text.replace(/\s+/g, ' ');
const lineLimit = read(cartUz.lineLimit.replace('{{count}}', '3'));
const totalLimit = read(cartUz.totalLimit.replace('{{total}}', formatMoney(product.amount * 4, 'uz')));

describe("the basket shows the merchant's limits before checkout", () => {
  it('within them: checkout is a link, no limit is said', async () => {
    await basketWith(2);
    expect(await screen.findByRole('link', { name: cartUz.toCheckout })).toBeTruthy();
    expect(screen.queryByText(lineLimit)).toBeNull();
    expect(screen.queryByText(totalLimit)).toBeNull();
  });

  it("at the line's count: the limit is said, + stops, and checkout is still open", async () => {
    await basketWith(3);
    expect(await screen.findByText(lineLimit, {}, { timeout: 5_000 })).toBeTruthy();
    const plus = screen.getByRole('button', { name: uz.basket.increase }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(screen.getByRole('link', { name: cartUz.toCheckout })).toBeTruthy();
  });

  it('above the count and the total: both are said, the total as money, and checkout is disabled', async () => {
    await basketWith(5);
    expect(await screen.findByText(totalLimit, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(lineLimit)).toBeTruthy();
    const checkout = screen.getByRole('button', { name: cartUz.toCheckout }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(screen.queryByRole('link', { name: cartUz.toCheckout })).toBeNull();
  });
});
