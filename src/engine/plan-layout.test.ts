import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PaymentType } from '#schemas/common';
import { paymentSettingsSchema, type PaymentSettings } from '#schemas/entities';
import { DEFAULT_WEB_SETTINGS, parseWebSettingsLenient, type WebSettings } from '#schemas/web-settings';
import { contrastRatio, MIN_TEXT_CONTRAST } from '#domain/theme';
import { GENERIC_TITLE } from '#domain/brand-title';
import { TAKEN_PAYMENTS } from '#domain/offer';
import { DEFAULT_MAX_LINE_COUNT, DEFAULT_MAX_ORDER_TOTAL } from '#schemas/order-limits';
import type { RouteId } from '#schemas/routes';
import type { LayoutContext, LayoutPlan } from './layout-plan.ts';
import { planLayout } from './plan-layout.ts';
import { ROUTES } from './routes.ts';

/** Web settings from raw values; a value the schema would replace fails the test, so no typo goes unseen. */
function settings(raw: Record<string, unknown> = {}): WebSettings {
  const { settings: parsed, replaced } = parseWebSettingsLenient(raw);
  expect(replaced).toEqual([]);
  return parsed;
}

function context(extra: Partial<LayoutContext> = {}): LayoutContext {
  return {
    channel: 'web',
    language: 'uz',
    categories: [],
    paymentSettings: [],
    brandCount: 1,
    hasBanners: false,
    hasStories: false,
    ...extra,
  };
}

const plan = (raw: Record<string, unknown> = {}, extra: Partial<LayoutContext> = {}) => planLayout(settings(raw), context(extra));
const routeIds = (p: LayoutPlan) => p.routes.map((r) => r.id);
const navIds = (p: LayoutPlan) => p.navigation.entries.map((e) => e.id);
const profileIds = (p: LayoutPlan) => p.profile.entries.map((e) => e.id);

const payment = (type: PaymentType, extra: Record<string, unknown> = {}): PaymentSettings =>
  paymentSettingsSchema.parse({ id: `ps-${type}`, merchantId: 'm1', type, ...extra });

describe('routes that exist (SPEC point 2, switched by the web-settings flags of point 3)', () => {
  const ALWAYS: RouteId[] = [
    'home',
    'search',
    'category',
    'product',
    'login',
    'loginRules',
    'loginConfirm',
    'profile',
    'profileUser',
    'profileOrders',
    'profileOrderDetail',
    'profileOrderMap',
    'merchantNotAvailable',
    'language',
    'basket',
  ];

  it('routes no flag switches exist even when every flag is off', () => {
    const off = plan({
      aboutMerchantActive: false,
      termsOfUseActive: false,
      privacyActive: false,
      cartPageActive: false,
      branchesActive: false,
      vacanciesActive: false,
      promoActive: false,
      favouriteActive: false,
      cardActive: false,
      bookingActive: false,
      notificationsActive: false,
      deliveryActive: false,
      pickupActive: false,
      dineInActive: false,
    });
    expect(routeIds(off).sort()).toEqual([...ALWAYS].sort());
  });

  it.each<[string, RouteId[]]>([
    ['aboutMerchantActive', ['about']],
    ['termsOfUseActive', ['offerta']],
    ['privacyActive', ['privacy']],
    ['branchesActive', ['branches', 'branchesMap']],
    ['vacanciesActive', ['vacancy', 'vacancyDetail']],
    ['promoActive', ['profilePromos']],
    ['favouriteActive', ['profileFavorites']],
    ['cardActive', ['profileCards', 'profileCardsCreate', 'profileCardsConfirm']],
    ['bookingActive', ['booking']],
    ['notificationsActive', ['notifications']],
  ])('%s switches the routes %j on and off', (flag, routes) => {
    const on = routeIds(plan({ [flag]: true }));
    const off = routeIds(plan({ [flag]: false }));
    for (const id of routes) {
      expect(on).toContain(id);
      expect(off).not.toContain(id);
    }
    // Nothing else depends on the flag.
    expect(on.filter((id) => !off.includes(id)).sort()).toEqual([...routes].sort());
  });

  it('address routes follow the service types: delivery address for DELIVERY, pick-up addresses for PICK_UP', () => {
    const deliveryOnly = routeIds(plan({ deliveryActive: true, pickupActive: false, dineInActive: false }));
    expect(deliveryOnly).toContain('addressDelivery');
    expect(deliveryOnly).not.toContain('addressPickup');
    expect(deliveryOnly).not.toContain('addressPickup2');

    const pickupOnly = routeIds(plan({ deliveryActive: false, pickupActive: true, dineInActive: false }));
    expect(pickupOnly).toEqual(expect.arrayContaining(['addressPickup', 'addressPickup2']));
    expect(pickupOnly).not.toContain('addressDelivery');
  });

  it('checkout and addresses exist while any service type is offered, and not when ordering is off', () => {
    const ordering = ['checkout', 'chooseAddress', 'profileAddress', 'profileAddressCreate'];
    expect(routeIds(plan({ deliveryActive: false, pickupActive: false, dineInActive: true }))).toEqual(expect.arrayContaining(ordering));
    const none = routeIds(plan({ deliveryActive: false, pickupActive: false, dineInActive: false }));
    for (const id of ordering) expect(none).not.toContain(id);
  });

  it('each route carries the path, layout and sign-in need of the route table', () => {
    for (const route of plan().routes) {
      const { path, layout, signedIn } = ROUTES[route.id];
      expect(route).toEqual({ id: route.id, path, layout, requiresLogin: signedIn === true });
    }
  });
});

describe('navigation (DESIGN: bottom tab bar on phones and in Telegram, a header bar on wide screens)', () => {
  it('web: bottom bar below the tablet breakpoint, header bar from it up; Telegram: bottom bar at any width', () => {
    expect(plan().navigation.bottomBar).toBe('narrow');
    expect(plan({}, { channel: 'telegram' }).navigation.bottomBar).toBe('always');
    // SPEC 9: the messenger's viewport is fixed at 700; the web page takes the window.
    expect(plan({}, { channel: 'telegram' }).navigation.maxWidth).toBe(700);
    expect(plan({}, { channel: 'web' }).navigation.maxWidth).toBeNull();
  });

  it('entries: home, search, basket (in the navigation bar), profile', () => {
    const p = plan({ basketPosition: 'NAVIGATION_BAR', branchesActive: false });
    expect(navIds(p)).toEqual(['home', 'search', 'basket', 'profile']);
    expect(p.navigation.entries.map((e) => e.path)).toEqual(['/', '/search', '/basket', '/profile']);
    expect(p.navigation.entries.every((e) => e.labelKey === `nav.${e.id}` && !e.wideOnly)).toBe(true);
  });

  it('the basket leaves the navigation bar when it floats over the products (basketPosition)', () => {
    const p = plan({ basketPosition: 'FLOATING_OVER_PRODUCT', branchesActive: false });
    expect(navIds(p)).toEqual(['home', 'search', 'profile']);
    expect(p.basket.position).toBe('FLOATING_OVER_PRODUCT');
  });

  it('the header bar carries branches when the brand shows branches; the bottom bar never does', () => {
    const web = plan({ branchesActive: true });
    expect(navIds(web)).toEqual(['home', 'search', 'branches', 'basket', 'profile']);
    expect(web.navigation.entries.filter((e) => e.wideOnly).map((e) => e.id)).toEqual(['branches']);
    expect(navIds(plan({ branchesActive: false }))).not.toContain('branches');
    expect(navIds(plan({ branchesActive: true }, { channel: 'telegram' }))).not.toContain('branches');
  });

  it('brand tabs only with multiTabNavigationEnabled and at least two brands (SPEC point 1, multi-brand tab mode)', () => {
    expect(plan({ multiTabNavigationEnabled: true }, { brandCount: 2 }).navigation.brandTabs).toBe(true);
    expect(plan({ multiTabNavigationEnabled: true }, { brandCount: 1 }).navigation.brandTabs).toBe(false);
    expect(plan({ multiTabNavigationEnabled: true }, { brandCount: 0 }).navigation.brandTabs).toBe(false);
    expect(plan({ multiTabNavigationEnabled: false }, { brandCount: 5 }).navigation.brandTabs).toBe(false);
  });

  it('the category strip follows isNavigationViewEnabled', () => {
    expect(plan({ isNavigationViewEnabled: true }).navigation.categoryStrip).toBe(true);
    expect(plan({ isNavigationViewEnabled: false }).navigation.categoryStrip).toBe(false);
  });
});

describe('home sections', () => {
  const kinds = (p: LayoutPlan) => p.home.sections.map((s) => s.kind);

  it('banners only when bannersActive and the brand has banners', () => {
    expect(kinds(plan({ bannersActive: true }, { hasBanners: true }))[0]).toBe('banners');
    expect(kinds(plan({ bannersActive: true }, { hasBanners: false }))).not.toContain('banners');
    expect(kinds(plan({ bannersActive: false }, { hasBanners: true }))).not.toContain('banners');
  });

  it('stories only when storiesActive and the brand has stories', () => {
    expect(kinds(plan({ storiesActive: true }, { hasStories: true }))).toContain('stories');
    expect(kinds(plan({ storiesActive: true }, { hasStories: false }))).not.toContain('stories');
    expect(kinds(plan({ storiesActive: false }, { hasStories: true }))).not.toContain('stories');
  });

  it('groups when the brand groups its categories (groupView GROUP), else categories; always last', () => {
    const everything = { bannersActive: true, storiesActive: true };
    const media = { hasBanners: true, hasStories: true };
    expect(kinds(plan({ ...everything, groupView: 'GROUP' }, media))).toEqual(['banners', 'stories', 'groups']);
    expect(kinds(plan({ ...everything, groupView: 'WITHOUT_GROUP' }, media))).toEqual(['banners', 'stories', 'categories']);
    expect(kinds(plan({ groupView: 'WITHOUT_GROUP' }))).toEqual(['categories']);
  });

  it('quick add-to-basket on home cards follows cartInMainActive', () => {
    expect(plan({ cartInMainActive: true }).home.quickAdd).toBe(true);
    expect(plan({ cartInMainActive: false }).home.quickAdd).toBe(false);
  });
});

describe('category presentation (SPEC point 3 Category; point 9: defaults MEDIUM view, popup navigation, vertical scroll)', () => {
  it('a category that sets nothing gets MEDIUM, VERTICAL, POP_UP, with add-to-basket', () => {
    const p = plan({}, { categories: [{ id: 7 }] });
    expect(p.categories[7]).toMatchObject({ categoryId: 7, viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP', withoutCart: false });
    expect(p.defaultCategory).toMatchObject({ viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP', withoutCart: false });
  });

  it('a category keeps its own view, scroll and navigation types and isWithoutCart', () => {
    const p = plan(
      {},
      {
        categories: [
          { id: 1, viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'SHEET', isWithoutCart: true },
          { id: 2, viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN', isWithoutCart: null },
        ],
      },
    );
    expect(p.categories[1]).toMatchObject({ viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'SHEET', withoutCart: true });
    expect(p.categories[2]).toMatchObject({ viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN', withoutCart: false });
    expect(Object.keys(p.categories).sort()).toEqual(['1', '2']);
  });

  it('a product opened over the list (POP_UP, SHEET) closes when added; a FULL_SCREEN one is a page and stays', () => {
    const p = plan(
      {},
      { categories: [{ id: 1, navigationType: 'POP_UP' }, { id: 2, navigationType: 'SHEET' }, { id: 3, navigationType: 'FULL_SCREEN' }, { id: 4 }] },
    );
    expect([1, 2, 3, 4].map((id) => p.categories[id]!.closeOnAdd)).toEqual([true, true, false, true]);
    expect(p.defaultCategory.closeOnAdd).toBe(true);
  });

  it("the brand's categoryView applies to categories that set no view type of their own", () => {
    const p = plan({ categoryView: 'SMALL' }, { categories: [{ id: 1 }, { id: 2, viewType: 'BIG' }] });
    expect(p.categories[1]?.viewType).toBe('SMALL');
    expect(p.categories[2]?.viewType).toBe('BIG');
    expect(p.defaultCategory.viewType).toBe('SMALL');
  });

  it('columns: by view type, one value per breakpoint for the stylesheet to apply', () => {
    const cats = [
      { id: 1, viewType: 'BIG' as const },
      { id: 2, viewType: 'MEDIUM' as const },
      { id: 3, viewType: 'SMALL' as const },
    ];
    const p = plan({}, { categories: cats });
    expect(p.categories[1]!.columns).toEqual({ phone: 1, tablet: 2, desktop: 3 });
    expect(p.categories[2]!.columns).toEqual({ phone: 2, tablet: 3, desktop: 4 });
    expect(p.categories[3]!.columns).toEqual({ phone: 3, tablet: 4, desktop: 6 });
  });
});

describe('basket, modification view', () => {
  it('basket position and page follow basketPosition and cartPageActive', () => {
    expect(plan({ basketPosition: 'NAVIGATION_BAR', cartPageActive: true }).basket).toMatchObject({ position: 'NAVIGATION_BAR', page: true });
    expect(plan({ basketPosition: 'FLOATING_OVER_PRODUCT', cartPageActive: false }).basket).toMatchObject({ position: 'FLOATING_OVER_PRODUCT', page: false });
  });

  it("the basket carries the merchant's limits of one order (maxLineCount, maxOrderTotal), the defaults when unset", () => {
    expect(plan().basket.limits).toEqual({ maxLineCount: DEFAULT_MAX_LINE_COUNT, maxOrderTotal: DEFAULT_MAX_ORDER_TOTAL });
    expect(plan({ maxLineCount: 12, maxOrderTotal: 2_000_000 }).basket.limits).toEqual({ maxLineCount: 12, maxOrderTotal: 2_000_000 });
  });

  it('modifications show by name only or with full images (modificationViewType)', () => {
    expect(plan().modification.view).toBe('NAME_ONLY');
    expect(plan({ modificationViewType: 'FULL_IMAGE' }).modification.view).toBe('FULL_IMAGE');
  });
});

describe('the Telegram theme (issue 9, B8: telegramTheme)', () => {
  it("the brand's colours by default, and always on the web", () => {
    expect(plan({}, { channel: 'telegram' }).theme.source).toBe('brand');
    expect(plan({ telegramTheme: 'TELEGRAM' }, { channel: 'web' }).theme.source).toBe('brand');
  });

  it("the user's Telegram theme in the mini app when the merchant chooses it", () => {
    expect(plan({ telegramTheme: 'TELEGRAM' }, { channel: 'telegram' }).theme.source).toBe('telegram');
  });
});

describe('service types (SPEC point 3: deliveryActive, pickupActive, dineInActive)', () => {
  it('offers the enabled types in the order delivery, pick-up, dine-in; the first is the default', () => {
    expect(plan({ deliveryActive: true, pickupActive: true, dineInActive: true }).service).toEqual({
      types: ['DELIVERY', 'PICK_UP', 'DINE_IN'],
      default: 'DELIVERY',
      booking: false,
    });
    expect(plan({ deliveryActive: false, pickupActive: true, dineInActive: true }).service).toMatchObject({
      types: ['PICK_UP', 'DINE_IN'],
      default: 'PICK_UP',
    });
    expect(plan({ deliveryActive: false, pickupActive: false, dineInActive: true }).service).toMatchObject({ types: ['DINE_IN'], default: 'DINE_IN' });
  });

  it('no type enabled: ordering is off, no default', () => {
    expect(plan({ deliveryActive: false, pickupActive: false, dineInActive: false }).service).toMatchObject({ types: [], default: null });
  });

  it('table booking follows bookingActive', () => {
    expect(plan({ bookingActive: true }).service.booking).toBe(true);
    expect(plan({ bookingActive: false }).service.booking).toBe(false);
  });
});

describe('payment methods: settings flags intersected with the payment settings per type and channel (SPEC point 3)', () => {
  const allFlags = { cashActive: true, terminalActive: true, paymeActive: true, clickActive: true, uzumActive: true };
  const webAndBot = { webEnabled: true, botEnabled: true };

  it('a type with an active payment-settings row enabled for the channel is offered, in display order', () => {
    const rows = (['UZUM', 'CLICK', 'PAYME', 'TERMINAL', 'CASH'] as const).map((t) => payment(t, webAndBot));
    expect(plan(allFlags, { paymentSettings: rows }).payment.methods).toEqual(['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);
  });

  it('an online type the merchant cannot take (the server answers its row inactive) is not offered', () => {
    const rows = [payment('PAYME', { ...webAndBot, isActive: false }), payment('CLICK', webAndBot)];
    expect(plan({ ...allFlags, cashActive: false, terminalActive: false }, { paymentSettings: rows }).payment.methods).toEqual(['CLICK']);
  });

  it('on the web a row needs webEnabled; in Telegram it needs botEnabled', () => {
    const rows = [payment('CASH', { webEnabled: true, botEnabled: false }), payment('TERMINAL', { webEnabled: false, botEnabled: true })];
    const flags = { cashActive: true, terminalActive: true };
    expect(plan(flags, { paymentSettings: rows, channel: 'web' }).payment.methods).toEqual(['CASH']);
    expect(plan(flags, { paymentSettings: rows, channel: 'telegram' }).payment.methods).toEqual(['TERMINAL']);
  });

  it('an inactive payment-settings row switches its type off, even for cash', () => {
    const rows = [payment('TERMINAL', { ...webAndBot, isActive: false }), payment('CASH', { ...webAndBot, isActive: false })];
    expect(plan({ cashActive: true, terminalActive: true }, { paymentSettings: rows }).payment.methods).toEqual([]);
  });

  it('a type whose settings flag is off is not offered, whatever its row says', () => {
    const rows = [payment('TERMINAL', webAndBot), payment('CASH', webAndBot)];
    expect(plan({ cashActive: false, terminalActive: false }, { paymentSettings: rows }).payment.methods).toEqual([]);
  });

  it('without a row, online payments are off and cash or terminal are offered on their flag alone', () => {
    expect(plan(allFlags, { paymentSettings: [] }).payment.methods).toEqual(['CASH', 'TERMINAL']);
    expect(plan({ cashActive: true, terminalActive: false }).payment.methods).toEqual(['CASH']);
  });

  it('a cash row that disables the channel switches cash off on that channel', () => {
    const rows = [payment('CASH', { webEnabled: false, botEnabled: true })];
    expect(plan({ cashActive: true }, { paymentSettings: rows, channel: 'web' }).payment.methods).toEqual([]);
    expect(plan({ cashActive: true }, { paymentSettings: rows, channel: 'telegram' }).payment.methods).toEqual(['CASH']);
  });

  it('saved cards follow cardActive', () => {
    expect(plan({ cardActive: true }).payment.cards).toBe(true);
    expect(plan({ cardActive: false }).payment.cards).toBe(false);
  });

  it('property: every offered method is taken by the product, has its flag on, and no row of its type that refuses the channel', () => {
    const FLAG = { CASH: 'cashActive', TERMINAL: 'terminalActive', PAYME: 'paymeActive', CLICK: 'clickActive', UZUM: 'uzumActive' } as const;
    const typeArb = fc.constantFrom<PaymentType>('CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM', 'PAYNET', 'OTHER');
    const rowsArb = fc
      .uniqueArray(fc.record({ type: typeArb, webEnabled: fc.boolean(), botEnabled: fc.boolean(), isActive: fc.boolean() }), { selector: (r) => r.type })
      .map((list) => list.map((r) => payment(r.type, r)));
    const flagsArb = fc.record({
      cashActive: fc.boolean(),
      terminalActive: fc.boolean(),
      paymeActive: fc.boolean(),
      clickActive: fc.boolean(),
      uzumActive: fc.boolean(),
    });
    fc.assert(
      fc.property(flagsArb, rowsArb, fc.constantFrom<'web' | 'telegram'>('web', 'telegram'), (flags, rows, channel) => {
        const methods = plan(flags, { paymentSettings: rows, channel }).payment.methods;
        for (const type of Object.keys(FLAG) as (keyof typeof FLAG)[]) {
          const row = rows.find((r) => r.type === type);
          const rowAllows = row ? row.isActive && (channel === 'web' ? row.webEnabled : row.botEnabled) : type === 'CASH' || type === 'TERMINAL';
          expect(methods.includes(type)).toBe(TAKEN_PAYMENTS.has(type) && flags[FLAG[type]] && rowAllows);
        }
        expect(methods.every((m) => m in FLAG)).toBe(true);
      }),
    );
  });
});

describe('profile entries', () => {
  it('a brand with every optional feature off lists the user, orders and language only', () => {
    const p = plan({
      deliveryActive: false,
      pickupActive: false,
      dineInActive: false,
      promoActive: false,
      favouriteActive: false,
      cardActive: false,
      cashbackActive: false,
      balanceActive: false,
      notificationsActive: false,
      bookingActive: false,
      branchesActive: false,
      vacanciesActive: false,
      aboutMerchantActive: false,
      termsOfUseActive: false,
      privacyActive: false,
      chatActive: false,
    });
    expect(profileIds(p)).toEqual(['user', 'orders', 'language']);
  });

  it.each<[string, string]>([
    ['promoActive', 'promos'],
    ['favouriteActive', 'favorites'],
    ['cardActive', 'cards'],
    ['cashbackActive', 'cashback'],
    ['balanceActive', 'cashback'],
    ['notificationsActive', 'notifications'],
    ['bookingActive', 'booking'],
    ['branchesActive', 'branches'],
    ['vacanciesActive', 'vacancies'],
    ['aboutMerchantActive', 'about'],
    ['termsOfUseActive', 'terms'],
    ['privacyActive', 'privacy'],
    ['chatActive', 'chat'],
  ])('%s adds the %s entry', (flag, entry) => {
    const base = { cashbackActive: false, balanceActive: false, telegram: '@brand' };
    expect(profileIds(plan({ ...base, [flag]: true }))).toContain(entry);
    expect(profileIds(plan({ ...base, [flag]: false }))).not.toContain(entry);
  });

  it('the cashback entry opens the cashback screen, which exists only while cashback or the balance is on', () => {
    const on = plan({ cashbackActive: true });
    expect(on.profile.entries.find((e) => e.id === 'cashback')?.path).toBe('/profile/cashback');
    expect(on.routes.map((r) => r.id)).toContain('profileCashback');
    expect(plan({ cashbackActive: false, balanceActive: false }).routes.map((r) => r.id)).not.toContain('profileCashback');
  });

  it('saved addresses are listed while any service type is offered', () => {
    expect(profileIds(plan({ deliveryActive: true }))).toContain('addresses');
    expect(profileIds(plan({ deliveryActive: false, pickupActive: false, dineInActive: false }))).not.toContain('addresses');
  });

  it("entries about the user's own data need a login; public information does not (SPEC point 6)", () => {
    const everything = plan({
      promoActive: true,
      favouriteActive: true,
      cardActive: true,
      cashbackActive: true,
      notificationsActive: true,
      bookingActive: true,
      branchesActive: true,
      vacanciesActive: true,
      chatActive: true,
    });
    const needsLogin = everything.profile.entries.filter((e) => e.requiresLogin).map((e) => e.id);
    expect(needsLogin.sort()).toEqual(['addresses', 'cards', 'cashback', 'favorites', 'notifications', 'orders', 'promos', 'user']);
    expect(everything.profile.entries.every((e) => e.labelKey === `profile.${e.id}`)).toBe(true);
  });

  it('the user card at the top of the profile follows isVisibleAtProfileTop', () => {
    expect(plan({ isVisibleAtProfileTop: true }).profile.userAtTop).toBe(true);
    expect(plan({ isVisibleAtProfileTop: false }).profile.userAtTop).toBe(false);
  });
});

describe('plan coherence', () => {
  const flagNames = [
    'aboutMerchantActive',
    'termsOfUseActive',
    'privacyActive',
    'branchesActive',
    'vacanciesActive',
    'promoActive',
    'favouriteActive',
    'cardActive',
    'bookingActive',
    'notificationsActive',
    'deliveryActive',
    'pickupActive',
    'dineInActive',
    'cashbackActive',
    'balanceActive',
    'chatActive',
    'cartPageActive',
  ] as const;
  const flagsArb = fc.record(Object.fromEntries(flagNames.map((f) => [f, fc.boolean()])) as Record<(typeof flagNames)[number], fc.Arbitrary<boolean>>);

  it('property: every profile entry and navigation entry leads to a route the plan has (no link to a page not found, SPEC point 8)', () => {
    const matches = (path: string, p: LayoutPlan) => p.routes.some((r) => r.path === path);
    fc.assert(
      fc.property(
        flagsArb,
        fc.constantFrom('NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT'),
        fc.constantFrom('web' as const, 'telegram' as const),
        (flags, basketPosition, channel) => {
          const p = plan({ ...flags, basketPosition }, { channel });
          for (const entry of p.profile.entries) expect(matches(entry.path, p)).toBe(true);
          for (const entry of p.navigation.entries) expect(matches(entry.path, p)).toBe(true);
        },
      ),
    );
  });

  it('the engine is data in, data out: frozen inputs, equal plans for equal inputs', () => {
    const s = Object.freeze(settings({ groupView: 'GROUP' }));
    const c = Object.freeze(context({ categories: Object.freeze([Object.freeze({ id: 1 })]) }));
    const first = planLayout(s, c);
    expect(planLayout(s, c)).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});

describe('contacts (SPEC point 3: each contact with an Active flag)', () => {
  const linked = { phone: '+998 90 123 45 67', telegram: '@burger_uz', instagram: 'burger.uz', facebook: 'https://facebook.com/burger' };

  it('only contacts whose Active flag is on are shown', () => {
    expect(plan(linked).contacts).toEqual([]);
    const p = plan({ ...linked, phoneActive: true, instagramActive: true });
    expect(p.contacts).toEqual([
      { kind: 'PHONE', value: '+998 90 123 45 67', href: 'tel:+998901234567' },
      { kind: 'INSTAGRAM', value: 'burger.uz', href: 'https://instagram.com/burger.uz' },
    ]);
  });

  it('all four flags on: phone, Telegram, Instagram, Facebook in that order', () => {
    const p = plan({ ...linked, phoneActive: true, telegramActive: true, instagramActive: true, facebookActive: true });
    expect(p.contacts.map((c) => [c.kind, c.href])).toEqual([
      ['PHONE', 'tel:+998901234567'],
      ['TELEGRAM', 'https://t.me/burger_uz'],
      ['INSTAGRAM', 'https://instagram.com/burger.uz'],
      ['FACEBOOK', 'https://facebook.com/burger'],
    ]);
  });

  it('an active flag without a value shows nothing', () => {
    expect(plan({ phoneActive: true, telegramActive: true, phone: '  ' }).contacts).toEqual([]);
  });

  it('extra contacts and app links are shown; the same link twice is shown once', () => {
    const p = plan({
      phone: '+998901234567',
      phoneActive: true,
      contacts: [
        { type: 'PHONE', value: '+998 (90) 123-45-67' },
        { type: 'EMAIL', value: 'hi@burger.uz' },
      ],
      iosAppLink: 'https://apps.apple.com/app/id1',
      androidAppLink: 'https://play.google.com/store/apps/details?id=uz.burger',
      telegramBotLink: '@burger_bot',
    });
    expect(p.contacts.map((c) => c.kind)).toEqual(['PHONE', 'EMAIL', 'IOS_APP', 'ANDROID_APP', 'TELEGRAM_BOT']);
    expect(p.contacts.find((c) => c.kind === 'TELEGRAM_BOT')?.href).toBe('https://t.me/burger_bot');
  });

  it('a script-like or non-https value is never a link (SPEC point 8)', () => {
    const p = plan({
      facebook: 'javascript:alert(1)',
      facebookActive: true,
      iosAppLink: 'http://apps.example/app',
      contacts: [{ type: 'WEBSITE', value: 'data:text/html,<script>alert(1)</script>' }],
    });
    expect(p.contacts).toEqual([]);
  });
});

describe('languages (SPEC point 1: uz, ru, eng; point 9: main-language fallback default ru)', () => {
  it('offers only the languages the brand enables', () => {
    expect(plan({ uzLangActive: true, ruLangActive: false, engLangActive: true }).languages.offered).toEqual(['uz', 'eng']);
    expect(plan().languages.offered).toEqual(['uz', 'ru']);
  });

  it('the fallback is the main language, ru by default', () => {
    expect(plan().languages.fallback).toBe('ru');
    expect(plan({ mainLanguage: 'uz' }).languages.fallback).toBe('uz');
  });

  it('renders the asked language when offered, else the fallback', () => {
    expect(plan({}, { language: 'ru' }).languages.current).toBe('ru');
    expect(plan({}, { language: 'eng' }).languages.current).toBe('ru');
    expect(plan({ engLangActive: true }, { language: 'eng' }).languages.current).toBe('eng');
    expect(plan({ uzLangActive: false, ruLangActive: false, engLangActive: true, mainLanguage: 'ru' }, { language: 'uz' }).languages).toEqual({
      offered: ['eng'],
      fallback: 'eng',
      current: 'eng',
    });
  });
});

describe('theme tokens (SPEC point 9: default main colour #FCE000; text white on a dark main colour, else black)', () => {
  it('a brand that sets nothing: #FCE000 with black text, light mode', () => {
    const { theme } = planLayout(DEFAULT_WEB_SETTINGS, context());
    expect(theme).toMatchObject({ mode: 'light', mainColor: '#FCE000', textOnMain: '#000000' });
    expect(theme.tokens['--color-main']).toBe('#FCE000');
    expect(theme.tokens['--color-on-main']).toBe('#000000');
  });

  it('a dark main colour gets white text, in the plan and in the tokens', () => {
    const { theme } = plan({ mainColor: '#1A237E', mainColorType: 'dark' });
    expect(theme.textOnMain).toBe('#FFFFFF');
    expect(theme.tokens['--color-on-main']).toBe('#FFFFFF');
    expect(theme.tokens['--color-main']).toBe('#1A237E');
  });

  it('the text colour follows the main colour type, not the page mode (isDark)', () => {
    expect(plan({ isDark: true, mainColor: '#FFB300', mainColorType: 'light' }).theme.textOnMain).toBe('#000000');
    expect(plan({ isDark: false, mainColor: '#B71C1C', mainColorType: 'dark' }).theme.textOnMain).toBe('#FFFFFF');
  });

  it('a dark type over the default yellow (mainColor left out) keeps readable black text, not white on yellow', () => {
    const { theme } = plan({ mainColorType: 'dark' });
    expect(theme.mainColor).toBe('#FCE000');
    expect(theme.textOnMain).toBe('#000000');
    expect(theme.tokens['--color-on-main']).toBe('#000000');
  });

  it('property: 1,000 random settings never give text on the main colour under 4.5:1', () => {
    const colorArb = fc.oneof(
      fc.constant(undefined),
      fc
        .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
        .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`),
    );
    fc.assert(
      fc.property(colorArb, fc.constantFrom('dark', 'light'), fc.boolean(), (mainColor, mainColorType, isDark) => {
        const { theme } = plan({ ...(mainColor ? { mainColor } : {}), mainColorType, isDark });
        expect(contrastRatio(theme.tokens['--color-on-main']!, theme.tokens['--color-main']!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: 1000 },
    );
  });

  it('isDark switches the page palette', () => {
    const dark = plan({ isDark: true }).theme;
    const light = plan({ isDark: false }).theme;
    expect(dark.mode).toBe('dark');
    expect(light.mode).toBe('light');
    expect(dark.tokens['--color-bg']).not.toBe(light.tokens['--color-bg']);
    expect(Object.keys(dark.tokens).sort()).toEqual(Object.keys(light.tokens).sort());
  });
});

describe('title (SPEC point 9: a generic title when the brand is missing) and footer', () => {
  it('the title setting, else the brand, else the generic title', () => {
    expect(plan({ title: 'Burger House', brand: 'Burger' }).title).toBe('Burger House');
    expect(plan({ title: '  ', brand: 'Burger' }).title).toBe('Burger');
    expect(plan({ title: null, brand: null }).title).toBe(GENERIC_TITLE);
    expect(plan({ title: '', brand: ' ' }).title).toBe(GENERIC_TITLE);
  });

  it("the title and the footer lines are localised data in the plan's language, the main language filling a missing one (decision 024)", () => {
    const raw = {
      mainLanguage: 'uz',
      engLangActive: true,
      title: { uz: 'Olov Burger — yetkazib berish', ru: 'Олов Бургер — доставка' },
      brand: 'Olov Burger',
      leftCopyWrite: { uz: '© 2026 Olov Burger', ru: '© 2026 Олов Бургер' },
      rightCopyWrite: '«Olov Food» MChJ',
    };
    expect(plan(raw, { language: 'ru' }).title).toBe('Олов Бургер — доставка');
    expect(plan(raw, { language: 'eng' }).title).toBe('Olov Burger — yetkazib berish');
    expect(plan(raw, { language: 'ru' }).footer).toEqual({ left: '© 2026 Олов Бургер', right: '«Olov Food» MChJ' });
    expect(plan({ ...raw, title: null, brand: { uz: 'Olov', ru: 'Олов' } }, { language: 'ru' }).title).toBe('Олов');
  });

  it('footer texts come from left/rightCopyWrite, blank ones are null', () => {
    expect(plan({ leftCopyWrite: ' © Burger ', rightCopyWrite: '' }).footer).toEqual({ left: '© Burger', right: null });
    expect(plan().footer).toEqual({ left: null, right: null });
  });
});

describe('features', () => {
  it('Yandex Metrica only when enabled and given an id', () => {
    expect(plan({ yandexMetricsEnabled: true, yandexMetricsId: '123', yandexMetricsKeys: ['a'] }).features.yandexMetrics).toEqual({ id: '123', keys: ['a'] });
    expect(plan({ yandexMetricsEnabled: true }).features.yandexMetrics).toBeNull();
    expect(plan({ yandexMetricsEnabled: false, yandexMetricsId: '123' }).features.yandexMetrics).toBeNull();
  });

  it('amoCRM only when active with an id and a hash', () => {
    expect(plan({ amoCRMActive: true, amoCRMId: 'id', amoCRMHash: 'h' }).features.amoCRM).toEqual({ id: 'id', hash: 'h' });
    expect(plan({ amoCRMActive: true, amoCRMId: 'id' }).features.amoCRM).toBeNull();
    expect(plan({ amoCRMActive: false, amoCRMId: 'id', amoCRMHash: 'h' }).features.amoCRM).toBeNull();
  });

  it('map type defaults to yandex (SPEC point 9)', () => {
    expect(plan().features.map).toBe('yandex');
    expect(plan({ mapType: 'leaflet' }).features.map).toBe('leaflet');
  });

  it.each([
    ['bannersActive', 'banners'],
    ['storiesActive', 'stories'],
    ['notificationsActive', 'notifications'],
    ['cashbackActive', 'cashback'],
    ['promoActive', 'promo'],
    ['favouriteActive', 'favourites'],
    ['cancelOrderActive', 'cancelOrder'],
    ['receiverActive', 'receiver'],
    ['chatActive', 'chat'],
  ] as const)('%s switches features.%s', (flag, feature) => {
    expect(plan({ [flag]: true, telegram: '@brand' }).features[feature]).toBe(true);
    expect(plan({ [flag]: false, telegram: '@brand' }).features[feature]).toBe(false);
  });
});

describe("the brand's chat (issue 22: chatActive shows the brand's chat link, its Telegram)", () => {
  const chat = (p: LayoutPlan) => p.profile.entries.find((e) => e.id === 'chat');

  it("is the profile entry that opens the brand's Telegram, beside the storefront", () => {
    const p = plan({ chatActive: true, telegram: '@bodomcoffee', telegramActive: false });
    expect(chat(p)).toEqual({ id: 'chat', path: 'https://t.me/bodomcoffee', labelKey: 'profile.chat', requiresLogin: false, external: true });
    expect(p.features.chat).toBe(true);
  });

  it('falls back to a Telegram contact, then to the bot', () => {
    expect(chat(plan({ chatActive: true, contacts: [{ type: 'TELEGRAM', value: 'https://t.me/brand_support' }] }))?.path).toBe('https://t.me/brand_support');
    expect(chat(plan({ chatActive: true, telegramBotLink: '@brand_bot' }))?.path).toBe('https://t.me/brand_bot');
  });

  it('is not offered without a safe link, nor with chatActive off', () => {
    expect(chat(plan({ chatActive: true }))).toBeUndefined();
    expect(plan({ chatActive: true }).features.chat).toBe(false);
    expect(chat(plan({ chatActive: true, telegram: 'javascript:alert(1)' }))).toBeUndefined();
    expect(chat(plan({ chatActive: false, telegram: '@brand' }))).toBeUndefined();
  });

  it('only the chat leaves the storefront: every other entry is one of its routes', () => {
    const p = plan({ chatActive: true, telegram: '@brand', bookingActive: true, vacanciesActive: true });
    const routePaths = new Set(p.routes.map((r) => r.path));
    for (const e of p.profile.entries) expect(e.external === true ? e.id === 'chat' : routePaths.has(e.path)).toBe(true);
  });
});

describe("signed-in screens (SPEC point 6: the shopper's own data needs a login)", () => {
  it("the shopper's own screens need a login; the sign-in screens and public pages do not", () => {
    const everything = plan({ promoActive: true, favouriteActive: true, cardActive: true, deliveryActive: true });
    const needsLogin = everything.routes.filter((r) => r.requiresLogin).map((r) => r.id);
    expect(needsLogin.sort()).toEqual([
      'checkout',
      'chooseAddress',
      'profileAddress',
      'profileAddressCreate',
      'profileCards',
      'profileCardsConfirm',
      'profileCardsCreate',
      'profileFavorites',
      'profileOrderDetail',
      'profileOrderMap',
      'profileOrders',
      'profilePromos',
      'profileUser',
    ]);
    for (const open of ['home', 'login', 'loginConfirm', 'loginRules', 'profile', 'language'] as const) {
      expect(everything.routes.find((r) => r.id === open)?.requiresLogin, open).toBe(false);
    }
  });

  it('a profile entry that needs a login leads to a screen that needs one, and the other way round', () => {
    const everything = plan({
      promoActive: true,
      favouriteActive: true,
      cardActive: true,
      cashbackActive: true,
      notificationsActive: true,
      bookingActive: true,
      branchesActive: true,
      vacanciesActive: true,
      aboutMerchantActive: true,
      termsOfUseActive: true,
      privacyActive: true,
    });
    for (const entry of everything.profile.entries) {
      const route = everything.routes.find((r) => r.path === entry.path);
      expect(route, entry.id).toBeDefined();
      expect(route?.requiresLogin, entry.id).toBe(entry.requiresLogin);
    }
  });
});

describe('notifications (SPEC point 9: 4,500 ms, 16 px apart, in one of four corners)', () => {
  it('show for 4,500 ms, 16 px apart', () => {
    expect(plan().toasts).toMatchObject({ durationMs: 4_500, gapPx: 16 });
  });

  it('sit beside the basket and off the top of a phone: at the bottom where the bottom bar or the floating basket is, under the header where it carries the basket', () => {
    const withBar = plan({ basketPosition: 'NAVIGATION_BAR' });
    expect(withBar.navigation.entries.some((e) => !e.wideOnly)).toBe(true);
    expect(withBar.toasts.position).toEqual({ phone: 'bottom-right', tablet: 'top-right', desktop: 'top-right' });
    expect(plan({ basketPosition: 'FLOATING_OVER_PRODUCT' }).toasts.position).toEqual({
      phone: 'bottom-right',
      tablet: 'bottom-right',
      desktop: 'bottom-right',
    });
    // Telegram keeps the bottom bar, and its basket, at every width.
    expect(plan({ basketPosition: 'NAVIGATION_BAR' }, { channel: 'telegram' }).toasts.position).toEqual({
      phone: 'bottom-right',
      tablet: 'bottom-right',
      desktop: 'bottom-right',
    });
  });

  it('are always in one of the four corners of SPEC point 9, at every width', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT'),
        fc.constantFrom<'web' | 'telegram'>('web', 'telegram'),
        (basketPosition, channel) => {
          for (const position of Object.values(plan({ basketPosition }, { channel }).toasts.position)) {
            expect(['top-right', 'top-left', 'bottom-right', 'bottom-left']).toContain(position);
          }
        },
      ),
    );
  });
});
