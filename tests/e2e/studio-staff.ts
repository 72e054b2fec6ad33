/**
 * A member of a brand's staff in the studio, for the browser tests: signed in once per brand
 * with a code from the development outbox (a phone may ask for a code only a few times an hour),
 * then handed to every later page of that brand through the studio's local storage.
 */
import type { Page } from 'playwright-core';
import { uz } from '../../src/studio/i18n/uz.ts';
import { DEMO_OWNER } from '../../scripts/demo/build-preset.ts';
import { codeFor, merchantOf } from './shopper.ts';

const sessions = new Map<string, { readonly key: string; readonly token: string }>();

/**
 * Opens `/studio/<section>` on the brand's host as the demo owner of every preset. The first call
 * of a brand signs in on the sign-in screen; the later ones reuse its token.
 */
export async function openStudioAsOwner(page: Page, api: string, origin: string, sub: string, section = 'settings'): Promise<void> {
  const session = sessions.get(sub);
  if (session) {
    await page.addInitScript(({ key, token }) => localStorage.setItem(key, token), session);
    await page.goto(`${origin}/studio/${section}`);
    return;
  }
  await page.goto(`${origin}/studio`);
  await page.getByLabel(uz.signIn.phone).fill(`+${DEMO_OWNER.phone}`);
  await page.getByRole('button', { name: uz.signIn.getCode }).click();
  await page.getByLabel(uz.signIn.code).fill(await codeFor(api, sub, DEMO_OWNER.phone));
  await page.getByRole('button', { name: uz.signIn.confirm, exact: true }).click();
  // An owner starts at the settings.
  await page.waitForURL(/\/studio\/settings$/);
  const key = `studio-token:${await merchantOf(api, sub)}`;
  sessions.set(sub, { key, token: (await page.evaluate((k) => localStorage.getItem(k), key))! });
  if (section !== 'settings') await page.goto(`${origin}/studio/${section}`);
}
