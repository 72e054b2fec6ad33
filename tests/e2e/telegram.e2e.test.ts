/**
 * The storefront as a Telegram mini app, in Chromium against the real server process. Telegram
 * is imitated the way its iOS client talks to a mini app: launch parameters in the URL fragment
 * (init data signed with the brand's test bot token, so the server's real check runs) and
 * `window.TelegramWebviewProxy.postEvent` receiving the app's method calls, which the test
 * records and answers (viewport, safe areas, the contact request) with Telegram's events. The
 * menu-button URL's `?tg=1` makes the server render the telegram channel.
 */
import { sign } from '@tma.js/init-data-node';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER_MESSAGES } from '#domain/order-messages';
import { uz } from '../../src/storefront/i18n/dictionaries/uz.ts';
import { cartUz } from '../../src/storefront/i18n/dictionaries/cart/uz.ts';
import { orderUz } from '../../src/storefront/i18n/dictionaries/order/uz.ts';
import { telegramUz } from '../../src/storefront/i18n/dictionaries/telegram/uz.ts';
import { accountUz } from '../../src/storefront/i18n/dictionaries/account/uz.ts';
import { paymentUz } from '../../src/storefront/i18n/dictionaries/payment/uz.ts';
import { SHOTS, testBrowser } from './test-browser.ts';
import { TELEGRAM_BRANDS } from './brands.ts';
import { chooseFirstSlot, hydrated, merchantOf as merchantOfSub, newPhone, signInUz } from './shopper.ts';
import { chunkPath } from './built-chunks.ts';

/** An iPhone's width, with its notch and home indicator (points). */
const IPHONE = { width: 390, height: 844 };
const IOS_SAFE_AREA = { top: 47, right: 0, bottom: 34, left: 0 };
/** Telegram's own controls over the content in fullscreen. */
const IOS_CONTENT_SAFE_AREA = { top: 46, right: 0, bottom: 0, left: 0 };
const port = inject('port');
const webhookSecrets = inject('telegramWebhookSecrets');
const origin = (sub: string) => `http://${sub}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const merchantOf = (sub: string) => merchantOfSub(api, sub);

const chrome = testBrowser();

let telegramSeq = 0;
/** A Telegram user id no other test used this run (above 2^31, as real ones are). */
const newTelegramId = () => 7_100_000_000 + (Date.now() % 1_000_000) * 100 + ++telegramSeq;

const initDataFor = (sub: keyof typeof TELEGRAM_BRANDS.bots, id: number) =>
  sign(
    { user: { id, first_name: 'Jasur', last_name: 'Tg', language_code: 'uz' }, query_id: 'AAH', chat_type: 'sender', chat_instance: '42' } as never,
    TELEGRAM_BRANDS.bots[sub],
    new Date(),
  );

interface SentEvent {
  readonly name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- method parameters are read field by field
  readonly params: any;
}

interface MiniApp {
  readonly page: Page;
  readonly problems: string[];
  readonly telegramId: number;
  /** The method calls the app sent to Telegram since the page loaded. */
  events(name?: string): Promise<SentEvent[]>;
  /** The newest call of a method. */
  last(name: string): Promise<SentEvent | undefined>;
  /** Telegram sends the app an event (a button press, new insets, a theme change). */
  emit(eventType: string, eventData?: unknown): Promise<void>;
}

interface MiniAppOptions {
  readonly telegramId?: number;
  /** What the user answers to the contact request. */
  readonly contact?: 'sent' | 'cancelled';
  /** Called (in the test) when the app asks for the contact and the user shares it. */
  readonly onContactShared?: () => Promise<void>;
  readonly themeParams?: Record<string, string>;
  readonly viewport?: { readonly width: number; readonly height: number };
}

const THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

async function openMiniApp(sub: keyof typeof TELEGRAM_BRANDS.bots, path: string, options: MiniAppOptions = {}): Promise<MiniApp> {
  const telegramId = options.telegramId ?? newTelegramId();
  const { page, problems } = await chrome.open({
    viewport: options.viewport ?? IPHONE,
    deviceScaleFactor: 1,
    hasTouch: true,
    ignore: (message) => /Failed to load resource/.test(message.text()),
  });
  await page.exposeFunction('__tgContactShared', async () => options.onContactShared?.());
  // Telegram's iOS client: the app's calls arrive at TelegramWebviewProxy.postEvent, and the
  // client answers with events dispatched as messages from the (same) parent window.
  await page.addInitScript(
    ({ safe, content, contact, theme }) => {
      const w = window as unknown as Record<string, unknown>;
      const state = { events: [] as { name: string; params: unknown }[], contact };
      w.__tg = state;
      const reply = (eventType: string, eventData: unknown) =>
        setTimeout(() => {
          window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window }));
        }, 10);
      w.TelegramWebviewProxy = {
        postEvent(name: string, data?: string) {
          const params = data ? JSON.parse(data) : undefined;
          state.events.push({ name, params });
          if (name === 'web_app_request_viewport')
            reply('viewport_changed', { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true });
          if (name === 'web_app_request_safe_area') reply('safe_area_changed', safe);
          if (name === 'web_app_request_content_safe_area') reply('content_safe_area_changed', content);
          if (name === 'web_app_request_theme') reply('theme_changed', { theme_params: theme });
          if (name === 'web_app_request_phone') {
            const shared = state.contact === 'sent';
            void (shared ? (w.__tgContactShared as () => Promise<void>)() : Promise.resolve()).then(() => reply('phone_requested', { status: state.contact }));
          }
        },
      };
    },
    { safe: IOS_SAFE_AREA, content: IOS_CONTENT_SAFE_AREA, contact: options.contact ?? 'sent', theme: options.themeParams ?? THEME },
  );

  const launch = new URLSearchParams({
    tgWebAppData: initDataFor(sub, telegramId),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(options.themeParams ?? THEME),
  });
  await page.goto(`${origin(sub)}${path}${path.includes('?') ? '&' : '?'}tg=1#${launch}`);
  await hydrated(page);
  const events = (name?: string) =>
    page.evaluate((n) => {
      const all = (window as unknown as { __tg: { events: SentEvent[] } }).__tg.events;
      return n ? all.filter((e) => e.name === n) : all;
    }, name);
  return {
    page,
    problems,
    telegramId,
    events,
    last: async (name) => (await events(name)).at(-1),
    emit: (eventType, eventData) =>
      page.evaluate(
        ([type, data]) => {
          window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ eventType: type, eventData: data }), source: window }));
        },
        [eventType, eventData] as const,
      ),
  };
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/telegram-${name}.png` });

/** The brand's stored session of this page (the token the app signed in with). */
const storedToken = (page: Page, merchantId: string) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { state?: { token?: string } }).state?.token ?? null) : null;
  }, `sf:${merchantId}:session`);

async function me(sub: string, token: string) {
  const res = await fetch(`${api}/users/v1/users/me`, { headers: { merchant: await merchantOf(sub), authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; firstName: string; phone: string };
}

describe('the mini app starts as Telegram expects', () => {
  it('renders the telegram channel, tells Telegram it is ready, expands, keeps swipes in the page, and signs in by itself', async () => {
    const app = await openMiniApp('burger', '/');
    const { page } = app;
    const state = await page.evaluate(
      () => JSON.parse(document.getElementById('page-state')!.textContent!) as { channel: string; plan: { navigation: { bottomBar: string } } },
    );
    expect(state.channel).toBe('telegram');
    expect(state.plan.navigation.bottomBar).toBe('always');

    await expect.poll(() => app.events('web_app_ready').then((e) => e.length)).toBe(1);
    expect(await app.events('web_app_expand')).toHaveLength(1);
    expect(await app.last('web_app_setup_swipe_behavior')).toEqual({ name: 'web_app_setup_swipe_behavior', params: { allow_vertical_swipe: false } });
    // No BackButton on the home screen.
    expect((await app.last('web_app_setup_back_button'))?.params.is_visible ?? false).toBe(false);

    const merchantId = await merchantOf('burger');
    await expect.poll(() => storedToken(page, merchantId), { timeout: 15_000 }).not.toBeNull();
    const first = (await storedToken(page, merchantId))!;
    const user = await me('burger', first);
    expect(user.firstName).toBe('Jasur');

    // A logout keeps the init data (SPEC 4): the fresh page, without Telegram's launch
    // fragment, is still the mini app and signs the same shopper in again.
    await page.goto(`${origin('burger')}/profile/user`);
    await hydrated(page);
    await page.getByRole('button', { name: accountUz.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
    await hydrated(page);
    await expect.poll(() => storedToken(page, merchantId), { timeout: 15_000 }).not.toBeNull();
    const again = (await storedToken(page, merchantId))!;
    expect(again).not.toBe(first);
    expect((await me('burger', again)).id).toBe(user.id);
    // The fresh page tells Telegram it is ready once, when its first screen is painted (which
    // may come after the sign-in).
    await expect.poll(() => app.events('web_app_ready').then((e) => e.length)).toBe(1);
    expect(app.problems).toEqual([]);
  });
});

describe("Telegram's own buttons carry the app's navigation and main action", () => {
  it('BackButton follows the router; the MainButton goes from the basket to checkout and places the order as TELEGRAM_BOT', async () => {
    const app = await openMiniApp('burger', '/product/1103');
    const { page } = app;
    const merchantId = await merchantOf('burger');
    await expect.poll(() => storedToken(page, merchantId), { timeout: 15_000 }).not.toBeNull();

    // Opened on a product: the BackButton shows and leads home (there is no page to go back to).
    await expect.poll(() => app.last('web_app_setup_back_button').then((e) => e?.params.is_visible)).toBe(true);
    // The page's own link back gives way to it.
    await expect.poll(() => page.locator('.back-link').isVisible()).toBe(false);
    for (const group of await page.locator('fieldset.modifications__group').all()) {
      if ((await group.locator('.modifications__required').count()) === 0 || (await group.locator('input:checked').count()) > 0) continue;
      await group.locator('label').first().click();
    }
    const handedOver = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/webbot/v1/basket');
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    // The basket goes to the bot for this Telegram user, ids and counts only.
    const botBasket = await handedOver;
    expect(botBasket.status()).toBe(200);
    expect(botBasket.request().postDataJSON()).toMatchObject({ merchantId, telegramId: app.telegramId, cartItems: [{ productId: 1103, count: 1 }] });
    // Haptics on the change, and closing now asks first.
    await expect
      .poll(() => app.events('web_app_trigger_haptic_feedback'))
      .toContainEqual({ name: 'web_app_trigger_haptic_feedback', params: { type: 'impact', impact_style: 'light' } });
    await expect.poll(() => app.last('web_app_setup_closing_behavior').then((e) => e?.params)).toEqual({ need_confirmation: true });

    await app.emit('back_button_pressed');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => app.last('web_app_setup_back_button').then((e) => e?.params.is_visible)).toBe(false);

    // The basket: the MainButton carries the total to checkout; the page's own link hides.
    await page
      .getByRole('link', { name: new RegExp(uz.nav.basket) })
      .first()
      .click();
    await page.waitForURL(/\/basket$/);
    await page.locator('.basket-line').first().waitFor();
    await expect.poll(() => app.last('web_app_setup_main_button').then((e) => e?.params.is_visible)).toBe(true);
    const toCheckout = (await app.last('web_app_setup_main_button'))!.params;
    expect(toCheckout.text).toMatch(new RegExp(`^${cartUz.toCheckout} · `));
    expect(toCheckout.is_active).toBe(true);
    expect(await page.getByRole('link', { name: cartUz.toCheckout }).count()).toBe(0);
    await expect.poll(() => app.last('web_app_setup_back_button').then((e) => e?.params.is_visible)).toBe(true);
    await shot(page, 'basket-390');

    await app.emit('main_button_pressed');
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
    await chooseFirstSlot(page);
    await page.getByTestId('order-total').waitFor();
    // "Place order" is the MainButton's now, enabled once priced; the form's own button is gone.
    await expect
      .poll(
        async () => {
          const params = (await app.last('web_app_setup_main_button'))?.params;
          return params?.is_active === true && String(params.text).startsWith(orderUz.place);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: new RegExp(`^${orderUz.place}`) }).count()).toBe(0);
    await shot(page, 'checkout-390');

    const placed = page.waitForResponse((r) => r.request().method() === 'POST' && /\/orders\/v1\/orders(\/at-time)?$/.test(new URL(r.url()).pathname));
    await app.emit('main_button_pressed');
    const order = (await (await placed).json()) as { id: string };
    await page.getByRole('heading', { name: ORDER_MESSAGES.orderConfirmedTitle.uz }).waitFor();
    // The MainButton showed its progress while the order went, then left with the checkout.
    expect((await app.events('web_app_setup_main_button')).some((e) => e.params.is_progress_visible === true)).toBe(true);
    await expect.poll(() => app.last('web_app_setup_main_button').then((e) => e?.params.is_visible)).toBe(false);
    await expect
      .poll(() => app.events('web_app_trigger_haptic_feedback'))
      .toContainEqual({ name: 'web_app_trigger_haptic_feedback', params: { type: 'notification', notification_type: 'success' } });
    // The placed order empties the basket: a removal's haptic.
    await expect
      .poll(() => app.events('web_app_trigger_haptic_feedback'))
      .toContainEqual({ name: 'web_app_trigger_haptic_feedback', params: { type: 'impact', impact_style: 'soft' } });
    await expect.poll(() => app.last('web_app_setup_closing_behavior').then((e) => e?.params)).toEqual({ need_confirmation: false });

    const token = (await storedToken(page, merchantId))!;
    const res = await fetch(`${api}/orders/v1/orders/${order.id}`, { headers: { merchant: merchantId, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { orderDevice: string }).orderDevice).toBe('TELEGRAM_BOT');
    expect(app.problems).toEqual([]);
  });
});

describe('the theme (B8)', () => {
  const DARK = {
    bg_color: '#17212b',
    secondary_bg_color: '#0e1621',
    section_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    section_separator_color: '#111921',
    bottom_bar_bg_color: '#17212b',
  };
  const colourOf = (page: Page, selector: string, property: string) =>
    page.evaluate(([sel, prop]) => getComputedStyle(document.querySelector(sel!)!).getPropertyValue(prop!), [selector, property]);

  it("the brand's theme by default: Telegram's header and bottom bar take the brand's colours", async () => {
    const app = await openMiniApp('burger', '/', { themeParams: DARK });
    const mainColor = (await app.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-main'))).trim().toLowerCase();
    await expect.poll(() => app.last('web_app_set_header_color').then((e) => String(e?.params.color).toLowerCase())).toBe(mainColor);
    // Telegram's dark theme changes nothing of the brand's page.
    expect(await colourOf(app.page, 'body', 'background-color')).not.toBe('rgb(14, 22, 33)');
    expect(app.problems).toEqual([]);
  });

  it("with telegramTheme TELEGRAM the page wears the user's Telegram colours and follows a change live", async () => {
    const app = await openMiniApp(TELEGRAM_BRANDS.themeBrand, '/', { themeParams: DARK });
    const { page } = app;
    await expect.poll(() => colourOf(page, 'body', 'background-color')).toBe('rgb(14, 22, 33)');
    expect(await colourOf(page, 'body', 'color')).toBe('rgb(245, 245, 245)');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => app.last('web_app_set_header_color').then((e) => e?.params.color)).toBe('#5288c1');
    await expect.poll(() => app.last('web_app_set_bottom_bar_color').then((e) => e?.params.color)).toBe('#17212b');
    await shot(page, 'theme-telegram-dark-390');

    // The user switches Telegram to a light theme.
    await app.emit('theme_changed', { theme_params: { ...THEME, button_color: '#2481cc' } });
    await expect.poll(() => colourOf(page, 'body', 'background-color')).toBe('rgb(244, 244, 245)');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expect.poll(() => app.last('web_app_set_header_color').then((e) => e?.params.color)).toBe('#2481cc');
    expect(app.problems).toEqual([]);
  });
});

describe('safe areas', () => {
  it("the SDK's insets keep the header below the notch and the bottom bar above the home indicator, and follow a late change", async () => {
    const app = await openMiniApp('burger', '/');
    const { page } = app;
    const top = IOS_SAFE_AREA.top + IOS_CONTENT_SAFE_AREA.top;
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    await expect.poll(async () => (await box('.site-header__inner')).y).toBe(top);
    const bar = await box('.main-nav--bottom .main-nav__list');
    expect(bar.y + bar.height).toBe(IPHONE.height - IOS_SAFE_AREA.bottom);
    await shot(page, 'home-390-insets');

    // Insets can arrive late, after a fullscreen change.
    await app.emit('safe_area_changed', { top: 59, right: 0, bottom: 21, left: 0 });
    await expect.poll(async () => (await box('.site-header__inner')).y).toBe(59 + IOS_CONTENT_SAFE_AREA.top);
    const moved = await box('.main-nav--bottom .main-nav__list');
    expect(moved.y + moved.height).toBe(IPHONE.height - 21);
    expect(app.problems).toEqual([]);
  });
});

describe("the messenger's viewport (SPEC 9: fixed at 700)", () => {
  it('a wider Telegram window (desktop, web) shows the page and its bottom bar 700 px wide, centred', async () => {
    const app = await openMiniApp('burger', '/', { viewport: { width: 1100, height: 800 } });
    const layout = (await app.page.locator('.layout').first().boundingBox())!;
    expect(layout.width).toBe(700);
    expect(layout.x).toBe(200);
    const bar = (await app.page.locator('.main-nav--bottom').first().boundingBox())!;
    expect([bar.x, bar.width]).toEqual([200, 700]);
    // The grids keep the phone's columns (the plan's first value), not the wider window's.
    const grids = await app.page.locator('.product-grid').evaluateAll((lists) =>
      lists.map((list) => ({
        phone: Number(/\bcols-(\d)\b/.exec(list.className)?.[1]),
        tablet: Number(/\bcols-tablet-(\d)\b/.exec(list.className)?.[1]),
        drawn: getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length,
      })),
    );
    expect(grids.length).toBeGreaterThan(0);
    expect(grids.some((g) => g.tablet !== g.phone)).toBe(true);
    for (const grid of grids) expect(grid.drawn).toBe(grid.phone);
    await shot(app.page, 'wide-1100');
    expect(app.problems).toEqual([]);
  });
});

describe('a merchant that requires a phone: the contact request', () => {
  it("not sent asks again; shared, the app waits for the bot's webhook and signs in with that phone", async () => {
    const sub = TELEGRAM_BRANDS.contactBrand;
    const phone = `99890${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const merchantId = await merchantOf(sub);
    let telegramId = 0;
    const app = await openMiniApp(sub, '/', {
      contact: 'cancelled',
      // The phone reaches the bot: Telegram posts the update to the server's webhook.
      onContactShared: async () => {
        const res = await fetch(`${api}/webbot/v1/telegram/${merchantId}/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhookSecrets[sub]! },
          body: JSON.stringify({
            update_id: 1,
            message: {
              message_id: 1,
              date: 1,
              from: { id: telegramId, is_bot: false, first_name: 'Jasur' },
              chat: { id: telegramId, type: 'private' },
              contact: { phone_number: `+${phone}`, first_name: 'Jasur', user_id: telegramId },
            },
          }),
        });
        expect(res.status).toBe(200);
      },
    });
    telegramId = app.telegramId;
    const { page } = app;
    await page.getByText(telegramUz.contactNotSent).waitFor({ timeout: 15_000 });
    expect(await storedToken(page, merchantId)).toBeNull();
    await shot(page, 'contact-not-sent-390');

    await page.evaluate(() => {
      (window as unknown as { __tg: { contact: string } }).__tg.contact = 'sent';
    });
    await page.getByRole('button', { name: telegramUz.contactShare }).click();
    await expect.poll(() => storedToken(page, merchantId), { timeout: 15_000 }).not.toBeNull();
    expect((await me(sub, (await storedToken(page, merchantId))!)).phone).toBe(phone);
    expect(await app.events('web_app_request_phone')).toHaveLength(2);
    await page.getByText(telegramUz.contactNotSent).waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  });
});

describe('signed in by a code inside the mini app', () => {
  it('the Telegram user is linked before the checkout asks for a price, so no order call is refused', async () => {
    const sub = TELEGRAM_BRANDS.contactBrand;
    const merchantId = await merchantOf(sub);
    const menu = (await (await fetch(`${api}/products/v1/overalls?type=WEB`, { headers: { merchant: merchantId } })).json()) as { products: { id: number }[] };
    const app = await openMiniApp(sub, `/product/${menu.products[0]!.id}`, { contact: 'cancelled' });
    const { page } = app;
    await page.getByText(telegramUz.contactNotSent).waitFor({ timeout: 15_000 });
    // The link is held back, as on a slow connection, until the checkout asks for its price:
    // an order call made before the link is refused.
    const links: string[] = [];
    let releaseLink!: () => void;
    const linkHeld = new Promise<void>((resolve) => {
      releaseLink = resolve;
    });
    await page.route('**/webbot/v1/users/auth', async (route) => {
      links.push(route.request().url());
      await linkHeld;
      await route.continue();
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });

    for (const group of await page.locator('fieldset.modifications__group').all()) {
      if ((await group.locator('.modifications__required').count()) === 0 || (await group.locator('input:checked').count()) > 0) continue;
      await group.locator('label').first().click();
    }
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    await app.emit('back_button_pressed');
    await page.waitForURL((url) => url.pathname === '/');
    // The brand's basket floats over the products (FLOATING_OVER_PRODUCT).
    await page.locator('a.floating-basket').click();
    await page.waitForURL(/\/basket$/);
    await expect.poll(() => app.last('web_app_setup_main_button').then((e) => e?.params.is_visible)).toBe(true);
    await app.emit('main_button_pressed');
    // The checkout asks for a sign-in; the code comes by SMS, and the shopper is back at once.
    await signInUz(page, api, sub, newPhone('93'));
    await page.waitForURL((url) => url.pathname === '/checkout');
    // The brand also delivers and checkout starts on delivery, which has no price before an
    // address: pick-up is priced at once.
    await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
    // The quote is under way (its text shows while it is fetched) and the link still held: a
    // quote that did not wait for the link has gone to the server by now.
    await page.getByText(orderUz.pricing).waitFor();
    expect(links).toHaveLength(1);
    releaseLink();
    await page.getByRole('radio', { name: orderUz.serviceType.DINE_IN }).check();
    await page.getByLabel(orderUz.table).fill('7');
    await chooseFirstSlot(page);
    await page.getByTestId('order-total').waitFor({ timeout: 15_000 });
    expect(links).toHaveLength(1);
    expect(refused).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});

describe('paying online from the mini app', () => {
  it("the provider's page opens outside the app (openLink); the app waits on the order's page and reads the order again when it is shown again", async () => {
    const app = await openMiniApp('burger', '/product/1103');
    const { page } = app;
    const merchantId = await merchantOf('burger');
    await expect.poll(() => storedToken(page, merchantId), { timeout: 15_000 }).not.toBeNull();
    for (const group of await page.locator('fieldset.modifications__group').all()) {
      if ((await group.locator('.modifications__required').count()) === 0 || (await group.locator('input:checked').count()) > 0) continue;
      await group.locator('label').first().click();
    }
    await page.getByRole('button', { name: uz.product.addToBasket, exact: true }).click();
    await page.getByText(uz.basket.added).first().waitFor();
    await page.goto(`${origin('burger')}/checkout`);
    await hydrated(page);
    await page.getByRole('radio', { name: orderUz.serviceType.PICK_UP }).check();
    await chooseFirstSlot(page);
    await page.getByRole('radio', { name: new RegExp(`^${orderUz.paymentType.CLICK}\\b`) }).check();
    await page.getByTestId('order-total').waitFor();
    await expect
      .poll(
        async () => {
          const params = (await app.last('web_app_setup_main_button'))?.params;
          return params?.is_active === true && String(params.text).startsWith(orderUz.place);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await app.emit('main_button_pressed');

    // Telegram opens the provider's page outside the app; the app shows the order waiting.
    await expect.poll(() => app.last('web_app_open_link').then((e) => e?.params.url ?? ''), { timeout: 15_000 }).toMatch(/\/payments\/sandbox\/[^/]+\/click\//);
    await page.waitForURL(/\/profile\/orders\/[\w-]+$/);
    await page.getByText(paymentUz.waiting).waitFor();
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const link = new URL((await app.last('web_app_open_link'))!.params.url as string);
    expect(link.searchParams.get('transaction_param')).toBe(orderId);

    // Back from the outside page: Telegram says the app is visible again, and the order is read anew.
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === `/orders/v1/orders/${orderId}`) reads.push(r.url());
    });
    await app.emit('visibility_changed', { is_visible: false });
    await app.emit('visibility_changed', { is_visible: true });
    await expect.poll(() => reads.length, { timeout: 3_000 }).toBeGreaterThan(0);

    // Paid outside (the sandbox's Pay, as the shopper's browser would press it): the app turns paid.
    const paid = await fetch(`${api}${link.pathname}/pay${link.search}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    await page.getByText(paymentUz.paidWith.replace('{{provider}}', orderUz.paymentType.CLICK)).waitFor({ timeout: 15_000 });
    expect(app.problems).toEqual([]);
  });
});

describe('outside Telegram', () => {
  it('the web storefront loads nothing of the mini app and nothing errors', async () => {
    const context = await chrome.newContext({ viewport: IPHONE });
    const page = await context.newPage();
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin('burger')}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The build names chunks by their hash: the mini app's is found through the manifest.
    const miniApp = chunkPath('src/storefront/features/telegram/telegram-app.tsx');
    expect(scripts.filter((s) => s === miniApp)).toEqual([]);

    // The mini app's URL opened in a plain browser: the chunk comes, finds no Telegram, and does nothing.
    await page.goto(`${origin('burger')}/basket?tg=1`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s === miniApp)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--tg-safe-top'))).toBe('');
    expect(await page.getByRole('heading', { name: uz.basket.empty }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
