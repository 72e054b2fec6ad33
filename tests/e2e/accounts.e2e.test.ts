/**
 * Accounts in a real browser against the real server process (the accounts issue; SPEC points
 * 4-9): sign-in by SMS code through the development outbox, a reload that keeps the session,
 * the profile edited, the phone changed in two steps, signing out; a group's brand tabs each
 * with its own session; a token revoked mid-session giving the forced logout with its notice.
 * The screens hydrate without a warning and pass axe signed in too; screenshots at 360 and
 * 1280 px go to /tmp/e2e-shots/accounts-*.png.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Language } from '#schemas/common';
import { formatPhone } from '#domain/phone';
import { TOAST_DURATION_MS } from '#engine/layout-plan';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { ru } from '../../src/storefront/i18n/dictionaries/ru.ts';
import { eng } from '../../src/storefront/i18n/dictionaries/eng.ts';
import { accountUz } from '../../src/storefront/i18n/dictionaries/account/uz.ts';
import { profileUz } from '../../src/storefront/i18n/dictionaries/profile/uz.ts';
import { profileRu } from '../../src/storefront/i18n/dictionaries/profile/ru.ts';
import { profileEng } from '../../src/storefront/i18n/dictionaries/profile/eng.ts';
import { accountRu } from '../../src/storefront/i18n/dictionaries/account/ru.ts';
import { accountEng } from '../../src/storefront/i18n/dictionaries/account/eng.ts';
import { SHOTS, testBrowser, type Visit as BrowserVisit } from './test-browser.ts';
import { codeFor as codeForSub, hydrated, merchantOf as merchantOfSub, seriousViolations } from './shopper.ts';
import { presetBrand, readBrands, type BrandExpectation } from './brands.ts';
import { chunkPath } from './built-chunks.ts';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const port = inject('port');
const brands = readBrands(inject('presetsDir'));
const origin = (sub: string) => `http://${sub}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const TEXTS = {
  uz: { ...uz, account: accountUz, profile: profileUz },
  ru: { ...ru, account: accountRu, profile: profileRu },
  eng: { ...eng, account: accountEng, profile: profileEng },
} as const;
const textsOf = (language: Language) => TEXTS[language];

/** Two single brands with different layouts (the basket in the bar, the floating basket), and a group. */
const SINGLE = ['burger', 'coffee'];
const presetsDir = inject('presetsDir');
const isGroup = (b: BrandExpectation) => b.brandTabs.length >= 2;

describe('the presets', () => {
  // The account tests run for these brands; with presets that lack them they fail here, loudly.
  it.each(SINGLE)('have the brand %s', (sub) => {
    presetBrand(brands, presetsDir, `the brand ${sub} of presets/${sub}.json`, (b) => b.sub === sub);
  });
});

const chrome = testBrowser();

interface Visit extends BrowserVisit {
  /** The Authorization headers the page's requests carried, by host. */
  readonly tokensSent: { readonly host: string; readonly token: string | null }[];
}

async function open(options: BrowserContextOptions = {}): Promise<Visit> {
  // A refused call (a 401 of a revoked token, a wrong code) is reported as a failed load.
  const { page, context, problems } = await chrome.open({ viewport: PHONE, ...options, ignore: (message) => /Failed to load resource/.test(message.text()) });
  const tokensSent: Visit['tokensSent'] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/users/') || url.pathname.startsWith('/products/') || url.pathname.startsWith('/support/')) {
      tokensSent.push({ host: url.host, token: request.headers().authorization ?? null });
    }
  });
  return { page, context, problems, tokensSent };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/accounts-${name}.png`, fullPage: false });

let phoneSeq = 0;
/** A phone no other test used this run (a phone gets a few codes an hour). */
const newPhone = () => `99897${String(Date.now() % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(3, '0')}`;

const merchantOf = (sub: string) => merchantOfSub(api, sub);
const codeFor = (sub: string, phone: string) => codeForSub(api, sub, phone);

/** The brand's stored session token in the page's local storage. */
async function storedToken(page: Page, sub: string): Promise<string | null> {
  const id = await merchantOf(sub);
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { state?: { token?: string } }).state?.token ?? null) : null;
  }, `sf:${id}:session`);
}

const national = (phone: string) => phone.slice(3);

/** From /login: the phone, its code from the outbox; the page then goes where sign-in returns to. */
async function signInOnPage(page: Page, brand: BrandExpectation, phone: string): Promise<void> {
  const t = textsOf(brand.language);
  await page.waitForURL(/\/login$/);
  await hydrated(page);
  await page.getByLabel(t.account.phone).fill(national(phone));
  await page.getByRole('button', { name: t.account.getCode }).click();
  await page.waitForURL(/\/login\/confirm$/);
  await page.getByText(t.account.codeSentTo.replace('{{phone}}', formatPhone(phone))).waitFor();
  // The sixth digit sends the code.
  await page.getByLabel(t.account.code).fill(await codeFor(brand.sub, phone));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe.each(brands.filter((b) => SINGLE.includes(b.sub)))("brand $sub: a shopper's account", (brand) => {
  const t = textsOf(brand.language);
  const home = origin(brand.sub);

  it('signs in through the outbox, stays signed in after a reload, edits the profile, changes the phone and signs out', async () => {
    const { page, problems } = await open();
    const phone = newPhone();
    await page.goto(`${home}/profile`);
    await hydrated(page);
    await page.getByText(t.profile.loginRequired).waitFor();
    await shot(page, `${brand.sub}-profile-guest-phone`);
    await page.getByRole('link', { name: t.profile.login }).click();

    // /login: the mask, SPEC 5's required text, then the number.
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: t.account.getCode }).click();
    await page.getByText(t.account.required).waitFor();
    await shot(page, `${brand.sub}-login-error-phone`);
    await page.getByLabel(t.account.phone).fill(national(phone));
    expect(await page.getByLabel(t.account.phone).inputValue()).toBe(formatPhone(phone));
    await page.getByRole('button', { name: t.account.getCode }).click();
    await page.waitForURL(/\/login\/confirm$/);
    const code = page.getByLabel(t.account.code);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await shot(page, `${brand.sub}-login-confirm-phone`);

    // A wrong code: SPEC 5's text, and what was typed stays.
    const right = await codeFor(brand.sub, phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.locator('.form-error').getByText(t.account.wrongCode.slice(0, 10), { exact: false }).waitFor();
    expect(await code.inputValue()).toBe(wrong);
    await shot(page, `${brand.sub}-login-wrong-code-phone`);
    await code.fill(right);

    // Back where sign-in was asked for: the profile, with the shopper.
    await page.waitForURL(/\/profile$/);
    await page.locator('.profile-card__phone').getByText(formatPhone(phone)).waitFor();
    await shot(page, `${brand.sub}-profile-signed-in-phone`);

    await page.reload();
    await hydrated(page);
    await page.locator('.profile-card__phone').getByText(formatPhone(phone)).waitFor();

    // The profile.
    await page.getByRole('link', { name: t.account.edit }).click();
    await page.waitForURL(/\/profile\/user$/);
    await page.getByLabel(t.account.firstName).fill('Aziza');
    await page.getByLabel(t.account.email).fill('not an email');
    await page.getByRole('button', { name: t.account.save }).click();
    await page.getByText(t.account.wrongEmail).waitFor();
    expect(await page.getByLabel(t.account.firstName).inputValue()).toBe('Aziza');
    await shot(page, `${brand.sub}-profile-user-error-phone`);
    await page.getByLabel(t.account.email).fill('aziza@example.uz');
    await page.getByLabel(t.account.lastName).fill('Karimova');
    await page.getByRole('button', { name: t.account.save }).click();
    await page.getByRole('status').getByText(t.account.saved).waitFor();
    await shot(page, `${brand.sub}-profile-user-saved-phone`);
    await page.reload();
    await hydrated(page);
    await page.getByLabel(t.account.firstName).waitFor();
    expect(await page.getByLabel(t.account.firstName).inputValue()).toBe('Aziza');
    expect(await page.getByLabel(t.account.lastName).inputValue()).toBe('Karimova');

    // The phone, in two steps.
    const next = newPhone();
    await page.getByRole('button', { name: t.account.changePhone }).click();
    await page.getByLabel(t.account.newPhone).fill(national(next));
    await page.getByRole('button', { name: t.account.getCode }).click();
    await page.getByLabel(t.account.code).waitFor();
    await shot(page, `${brand.sub}-phone-change-code-phone`);
    await page.getByLabel(t.account.code).fill(await codeFor(brand.sub, next));
    await page.getByRole('status').getByText(t.account.phoneChanged).waitFor();
    await page.locator('.phone-row__value').getByText(formatPhone(next)).waitFor();

    // The delete confirmation, cancelled.
    await page.getByRole('button', { name: t.account.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: t.account.deleteTitle });
    await dialog.waitFor();
    await shot(page, `${brand.sub}-delete-dialog-phone`);
    await dialog.getByRole('button', { name: t.account.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    // Signing out: to /, with its notice; the profile is a guest's again.
    const token = await storedToken(page, brand.sub);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: t.account.signOut }).click();
    await page.waitForURL(`${home}/`);
    await page.getByRole('status').getByText(t.notice.signedOut).waitFor();
    expect(await storedToken(page, brand.sub)).toBeNull();
    const cookies = await page.context().cookies(home);
    expect(cookies.map((c) => c.name).filter((name) => name !== 'merchant')).toEqual([]);
    const me = await fetch(`${api}/users/v1/users/me`, { headers: { merchant: await merchantOf(brand.sub), authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${home}/profile`);
    await page.getByText(t.profile.loginRequired).waitFor();
    expect(problems).toEqual([]);
  });

  it("a token revoked mid-session (logged out elsewhere) gives the forced logout and its notice for the notifications' duration", async () => {
    // The position allowed: no location notice loads the notifications' module before the one timed here.
    const { page, problems } = await open({ viewport: DESKTOP, geolocation: { latitude: 41.31, longitude: 69.28 }, permissions: ['geolocation'] });
    await page.goto(`${home}/login`);
    await signInOnPage(page, brand, newPhone());
    const token = await storedToken(page, brand.sub);
    // The same token logged out by a direct call, as another device would.
    const out = await fetch(`${api}/users/v1/users/logout`, {
      method: 'POST',
      headers: { merchant: await merchantOf(brand.sub), authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    // The pages' timers run on a clock the test can stop. It runs as usual until the page after
    // the logout asks for the notifications' module, the moment before the notice is drawn; there
    // it stops, so the notice's time on screen is counted on that clock, not on a busy machine's.
    await page.clock.install();
    await page.route(
      `**${chunkPath('src/storefront/components/ui/toaster.tsx')}`,
      async (route) => {
        // A second ahead of the page's time, which the installed clock keeps at the real time until
        // paused (read here, not from a page that may be navigating away): a pause only moves forward.
        await page.clock.pauseAt(Date.now() + 1_000);
        await route.continue();
      },
      { times: 1 },
    );
    // The next call carrying it (the profile's) is a 401.
    await page.goto(`${home}/profile/user`);
    await page.waitForURL(`${home}/`);
    const notice = page.getByRole('alert').filter({ hasText: t.errors.sessionExpired });
    await notice.waitFor();
    if (brand.language === 'uz') expect(await notice.textContent()).toContain('Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring');
    await shot(page, `${brand.sub}-forced-logout-desktop`);
    expect(await storedToken(page, brand.sub)).toBeNull();
    await page.clock.runFor(TOAST_DURATION_MS - 1);
    expect(await notice.count()).toBe(1);
    await page.clock.runFor(1);
    await notice.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('the account screens hydrate signed in without a warning, pass axe and fit the screen (%s)', async (size, viewport) => {
    const { page, problems } = await open({ viewport });
    await page.goto(`${home}/login`);
    await hydrated(page);
    await shot(page, `${brand.sub}-login-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    const phone = newPhone();
    await page.getByLabel(t.account.phone).fill(national(phone));
    await page.getByRole('button', { name: t.account.getCode }).click();
    await page.waitForURL(/\/login\/confirm$/);
    // A fresh page of the confirm screen, with its sign-in under way.
    await page.reload();
    await hydrated(page);
    await page.getByLabel(t.account.code).waitFor();
    await shot(page, `${brand.sub}-login-confirm-${size}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(t.account.code).fill(await codeFor(brand.sub, phone));
    await page.waitForURL(`${home}/`);
    // The cashback screen where the brand has one (issue 31: its profile entry opened personal data).
    const cashback = brand.routes.includes('profileCashback') ? ['/profile/cashback'] : [];
    for (const path of ['/profile', '/profile/user', ...cashback, '/login/rules', '/language']) {
      await page.goto(`${home}${path}`);
      await hydrated(page);
      if (path.startsWith('/profile')) await page.locator('.profile-card__phone, .field__input, [data-testid="cashback-balance"]').first().waitFor();
      if (path === '/profile' && cashback.length > 0) {
        expect(await page.getByRole('link', { name: t.profile.cashback, exact: true }).getAttribute('href')).toBe('/profile/cashback');
      }
      await page.waitForLoadState('networkidle');
      await shot(page, `${brand.sub}${path.replaceAll('/', '-')}-${size}`);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width);
    }
    expect(problems).toEqual([]);
  });
});

describe('issue 19, item 16: the sign-in mask edits as people type', () => {
  const brand = brands.find((b) => b.sub === 'burger')!;
  const t = textsOf(brand.language);

  /** Puts the caret after the `digits`-th national digit of the field, by the keyboard alone. */
  async function caretAfter(page: Page, digits: number): Promise<void> {
    const field = page.getByLabel(t.account.phone);
    const value = await field.inputValue();
    let index = 4;
    for (let seen = 0; index < value.length && seen < digits; index++) if (/\d/.test(value[index]!)) seen++;
    await field.press('End');
    for (let i = value.length; i > index; i--) await field.press('ArrowLeft');
  }

  it('types, deletes and pastes at the caret, starts empty after another number, and sends the number shown', async () => {
    const { page, context, problems } = await open();
    await page.goto(`${origin(brand.sub)}/login`);
    await hydrated(page);
    const field = page.getByLabel(t.account.phone);
    expect(await field.inputValue()).toBe('');

    await field.click();
    await page.keyboard.type('9012345');
    expect(await field.inputValue()).toBe('+998 (90) 123-45');
    // a digit typed in the middle goes where the caret is, and the next one after it
    await caretAfter(page, 2);
    await page.keyboard.type('77');
    expect(await field.inputValue()).toBe('+998 (90) 771-23-45');
    // into a full number a digit is refused, not pushed off the end
    await caretAfter(page, 3);
    await page.keyboard.type('5');
    expect(await field.inputValue()).toBe('+998 (90) 771-23-45');
    // Backspace right after a mask character deletes the digit before it, and the caret stays there
    await caretAfter(page, 5);
    await page.keyboard.press('ArrowRight'); // past the "-"
    await page.keyboard.press('Backspace');
    expect(await field.inputValue()).toBe('+998 (90) 772-34-5');
    await page.keyboard.type('1');
    expect(await field.inputValue()).toBe('+998 (90) 771-23-45');

    // each usual form of a number pasted over the field is that number (insertText puts the
    // whole text in with one input event, as a paste does)
    for (const text of ['+998 90 123-45-67', '901234567', '998901234567']) {
      await field.selectText();
      await page.keyboard.insertText(text);
      expect(await field.inputValue(), text).toBe('+998 (90) 123-45-67');
      // and pasted at the end of a part of a number, too
      await field.fill('33');
      await field.press('End');
      await page.keyboard.insertText(text);
      expect(await field.inputValue(), `${text} after 33`).toBe('+998 (90) 123-45-67');
    }

    // the code goes to the number shown; "another number" brings back an empty field
    const phone = newPhone();
    await field.fill(national(phone));
    await page.getByRole('button', { name: t.account.getCode }).click();
    await page.waitForURL(/\/login\/confirm$/);
    await page.getByText(t.account.codeSentTo.replace('{{phone}}', formatPhone(phone))).waitFor();
    await page.getByRole('link', { name: t.account.otherPhone }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.getByLabel(t.account.phone).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a group's brand tabs (SPEC point 4: each brand keeps its own session)", () => {
  it("a shopper signed in at one brand is a guest at the next, which never sends the first brand's token; each keeps its own", async () => {
    const first = presetBrand(brands, presetsDir, 'a group of brands (brand tabs)', isGroup);
    const second = brands.find((b) => b.sub !== first.sub && first.brandTabs.includes(b.brandName ?? ''))!;
    expect(second).toBeDefined();
    const { page, problems, tokensSent } = await open({ viewport: DESKTOP });
    const firstPhone = newPhone();
    await page.goto(`${origin(first.sub)}/login`);
    await signInOnPage(page, first, firstPhone);
    const firstToken = await storedToken(page, first.sub);
    expect(firstToken).toBeTruthy();

    // The tab of the other brand.
    await page.goto(`${origin(first.sub)}/profile`);
    await hydrated(page);
    await page
      .getByRole('navigation', { name: textsOf(first.language).nav.brands })
      .getByRole('link', { name: second.brandName!, exact: true })
      .click();
    await page.waitForURL(`${origin(second.sub)}/`);
    await hydrated(page);
    await page.goto(`${origin(second.sub)}/profile`);
    await page.getByText(textsOf(second.language).profile.loginRequired).waitFor();
    await page.getByRole('link', { name: textsOf(second.language).profile.login }).click();
    const secondPhone = newPhone();
    await signInOnPage(page, second, secondPhone);
    await page.locator('.profile-card__phone').getByText(formatPhone(secondPhone)).waitFor();
    // A page of its own: its profile is asked for again with its own token.
    await page.reload();
    await page.locator('.profile-card__phone').getByText(formatPhone(secondPhone)).waitFor();
    const secondToken = await storedToken(page, second.sub);
    expect(secondToken).not.toBe(firstToken);

    // Back at the first brand: its own shopper still.
    await page.goto(`${origin(first.sub)}/profile`);
    await page.locator('.profile-card__phone').getByText(formatPhone(firstPhone)).waitFor();
    const secondHost = new URL(origin(second.sub)).host;
    const firstHost = new URL(origin(first.sub)).host;
    expect(tokensSent.filter((r) => r.host === secondHost && r.token === `Bearer ${firstToken}`)).toEqual([]);
    expect(tokensSent.filter((r) => r.host === firstHost && r.token === `Bearer ${secondToken}`)).toEqual([]);
    expect(tokensSent.some((r) => r.host === secondHost && r.token === `Bearer ${secondToken}`)).toBe(true);
    expect(problems).toEqual([]);
  });
});
