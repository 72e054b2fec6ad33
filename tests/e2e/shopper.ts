/**
 * What the browser tests share about a shopper: the page's hydration mark, the brands' merchant
 * ids, sign-in codes from the development outbox (loopback only), a sign-in on /login, fresh
 * phones, axe's serious violations, and a product added to the basket.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { finishAnimations } from './contrast.ts';
import { formatPhone } from '#domain/phone';
import { accountUz } from '../../src/storefront/i18n/dictionaries/account/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });

let phoneSeq = 0;
/** A phone no other test used this run (a phone gets a few codes an hour); `operator` tells the files apart. */
export const newPhone = (operator: string) => `998${operator}${String(Date.now() % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(3, '0')}`;

const merchantIds = new Map<string, string>();
export async function merchantOf(api: string, sub: string): Promise<string> {
  if (!merchantIds.has(sub)) {
    const res = await fetch(`${api}/users/v1/merchants/sub/${sub}`);
    merchantIds.set(sub, ((await res.json()) as { id: string }).id);
  }
  return merchantIds.get(sub)!;
}

/** The last code the development outbox holds for a phone at a brand. */
export async function codeFor(api: string, sub: string, phone: string): Promise<string> {
  for (let tries = 0; tries < 20; tries++) {
    const res = await fetch(`${api}/dev/outbox?phone=${phone}`, { headers: { merchant: await merchantOf(api, sub) } });
    expect(res.status).toBe(200);
    const [message] = (await res.json()) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code sent to ${phone}`);
}

/** From /login in Uzbek: the phone, its code from the outbox; the page then goes where sign-in returns to. */
export async function signInUz(page: Page, api: string, sub: string, phone: string): Promise<void> {
  await page.waitForURL(/\/login$/);
  await hydrated(page);
  await page.getByLabel(accountUz.phone, { exact: true }).fill(phone.slice(3));
  await page.getByRole('button', { name: accountUz.getCode }).click();
  await page.waitForURL(/\/login\/confirm$/);
  await page.getByText(accountUz.codeSentTo.replace('{{phone}}', formatPhone(phone))).waitFor();
  await page.getByLabel(accountUz.code).fill(await codeFor(api, sub, phone));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await finishAnimations(page);
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy does not apply.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** The checkout's "later" with the first day that has a slot, and its first slot. */
export async function chooseFirstSlot(page: Page): Promise<void> {
  await page.getByRole('radio', { name: orderUz.later }).check();

  // A select in its label: its name starts with the label's text (a branch's hours say "kuni" too).
  const day = page.getByRole('combobox', { name: new RegExp(`^${orderUz.day}`) });
  await day.locator('option:not([disabled]):not([value=""])').first().waitFor({ state: 'attached' });
  const value = await day.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await day.selectOption(value!);
  const time = page.getByRole('combobox', { name: new RegExp(`^${orderUz.time}`) });
  const slot = await time.locator('option:not([value=""])').first().getAttribute('value');
  await time.selectOption(slot!);
}

/** Opens a product page at `origin` and adds it, choosing the first option of every required group. */
export async function addToBasket(page: Page, origin: string, productId: number, count = 1): Promise<void> {
  await page.goto(`${origin}/product/${productId}`);
  await hydrated(page);
  for (const group of await page.locator('fieldset.modifications__group').all()) {
    if ((await group.locator('.modifications__required').count()) === 0) continue;
    if ((await group.locator('input:checked').count()) > 0) continue;
    await group.locator('label').first().click();
  }
  for (let i = 1; i < count; i++) await page.getByRole('button', { name: uz.basket.increase }).click();
  await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
  await page.getByText(uz.basket.added).first().waitFor();
}

/** The shopper's session token as the page keeps it for the brand ('' when signed out). */
export async function sessionToken(page: Page, api: string, sub: string): Promise<string> {
  return page.evaluate(
    (m) => (JSON.parse(localStorage.getItem(`sf:${m}:session`) ?? '{}') as { state?: { token?: string } }).state?.token ?? '',
    await merchantOf(api, sub),
  );
}

/** A product of the menu as the storefront reads it, with what the tests choose by. */
export interface MenuProduct {
  readonly id: number;
  readonly name: { uz?: string };
  readonly categoryId: number;
  readonly allergens: string[];
  readonly active?: boolean;
  readonly modificationGroups: { isRequired?: boolean; minCount?: number }[];
}

/** The brand's products on sale, from the menu the storefront loads. */
export async function menuProducts(api: string, sub: string): Promise<MenuProduct[]> {
  const res = await fetch(`${api}/products/v1/overalls?type=WEB`, { headers: { merchant: await merchantOf(api, sub) } });
  return ((await res.json()) as { products: MenuProduct[] }).products.filter((p) => p.active !== false);
}

/** A product added with one tap: nothing to choose first. */
export const addedWithoutChoices = (p: MenuProduct) => p.modificationGroups.every((g) => !g.isRequired && !(g.minCount ?? 0));

/** A product's card on a menu page, by its name. */
export const productCard = (page: Page, name: string) =>
  page.locator('article.product-card', { has: page.getByRole('heading', { name, exact: true }) }).first();
