/**
 * The layout engine: validated web settings + runtime context -> LayoutPlan. Pure: no I/O,
 * no React, no clock. Every web-settings field is either read here or listed with the reason
 * it is not in settings-fields.ts.
 */
import { orderLimitsOf } from '#domain/order-limits';
import { CATEGORY_DEFAULTS, type CategoryViewType, type Language, type ServiceType } from '#schemas/common';
import type { WebSettings } from '#schemas/web-settings';
import type { RouteId } from '#schemas/routes';
import { brandLanguages, resolveLanguage } from '#domain/language';
import { offeredPaymentTypes, offeredServiceTypes } from '#domain/offer';
import { textOnMain } from '#domain/theme';
import { brandTitle } from '#domain/brand-title';
import { pickText } from '#domain/localized';
import { safeContactHref } from './contacts.ts';
import type {
  CategoryInput,
  CategoryPresentation,
  ContactLink,
  LayoutContext,
  LayoutPlan,
  NavEntry,
  NavigationPlan,
  PerBreakpoint,
  ProfileEntry,
  RoutePlan,
  ToastPosition,
} from './layout-plan.ts';
import { MESSENGER_VIEWPORT_PX, TOAST_DURATION_MS, TOAST_GAP_PX } from './layout-plan.ts';
import { ROUTES } from './routes.ts';

/** Grid columns per view type and breakpoint. */
const COLUMNS: Readonly<Record<CategoryViewType, PerBreakpoint<number>>> = {
  BIG: { phone: 1, tablet: 2, desktop: 3 },
  MEDIUM: { phone: 2, tablet: 3, desktop: 4 },
  SMALL: { phone: 3, tablet: 4, desktop: 6 },
};

function presentation(category: CategoryInput | null, settings: WebSettings) {
  const viewType = category?.viewType ?? settings.categoryView ?? CATEGORY_DEFAULTS.viewType;
  return {
    viewType,
    scrollType: category?.scrollType ?? CATEGORY_DEFAULTS.scrollType,
    navigationType: category?.navigationType ?? CATEGORY_DEFAULTS.navigationType,
    withoutCart: category?.isWithoutCart ?? false,
    closeOnAdd: (category?.navigationType ?? CATEGORY_DEFAULTS.navigationType) !== 'FULL_SCREEN',
    columns: COLUMNS[viewType],
  };
}

function routeEnabled(id: RouteId, s: WebSettings, services: readonly ServiceType[]): boolean {
  switch (id) {
    case 'about':
      return s.aboutMerchantActive;
    case 'offerta':
      return s.termsOfUseActive;
    case 'privacy':
      return s.privacyActive;
    // The basket is always reachable (navigation entry or floating button); cartPageActive
    // chooses how it shows (plan.basket.page), not whether it exists.
    case 'basket':
      return true;
    case 'branches':
    case 'branchesMap':
      return s.branchesActive;
    case 'vacancy':
    case 'vacancyDetail':
      return s.vacanciesActive;
    case 'profilePromos':
      return s.promoActive;
    case 'profileFavorites':
      return s.favouriteActive;
    case 'profileCashback':
      return s.cashbackActive || s.balanceActive;
    case 'profileCards':
    case 'profileCardsCreate':
    case 'profileCardsConfirm':
      return s.cardActive;
    case 'booking':
      return s.bookingActive;
    case 'notifications':
      return s.notificationsActive;
    case 'addressDelivery':
      return services.includes('DELIVERY');
    case 'addressPickup':
    case 'addressPickup2':
      return services.includes('PICK_UP');
    case 'chooseAddress':
    case 'checkout':
    case 'profileAddress':
    case 'profileAddressCreate':
      return services.length > 0;
    default:
      return true;
  }
}

/**
 * Where the brand's chat is (`chatActive`): its Telegram, the account it answers on (`telegram`,
 * else a TELEGRAM entry of its contacts), else its bot (`telegramBotLink`); null when the brand
 * has none or the link is not safe. The chat is offered whether or not that Telegram is also
 * listed among the contacts (`telegramActive`).
 */
export function chatLink(s: WebSettings): string | null {
  if (!s.chatActive) return null;
  const candidates: [ContactLink['kind'], string | null | undefined][] = [
    ['TELEGRAM', s.telegram],
    ...s.contacts.filter((c) => c.type === 'TELEGRAM').map((c) => ['TELEGRAM', c.value] as [ContactLink['kind'], string]),
    ['TELEGRAM_BOT', s.telegramBotLink],
  ];
  for (const [kind, value] of candidates) {
    const href = value?.trim() ? safeContactHref(kind, value.trim()) : null;
    if (href) return href;
  }
  return null;
}

function profileEntries(s: WebSettings, routes: ReadonlySet<RouteId>): ProfileEntry[] {
  const entry = (id: ProfileEntry['id'], path: string, requiresLogin: boolean): ProfileEntry => ({
    id,
    path,
    labelKey: `profile.${id}`,
    requiresLogin,
  });
  const candidates: [boolean, ProfileEntry][] = [
    [true, entry('user', ROUTES.profileUser.path, true)],
    [routes.has('profileOrders'), entry('orders', ROUTES.profileOrders.path, true)],
    [routes.has('profileAddress'), entry('addresses', ROUTES.profileAddress.path, true)],
    [s.promoActive, entry('promos', ROUTES.profilePromos.path, true)],
    [s.favouriteActive, entry('favorites', ROUTES.profileFavorites.path, true)],
    [s.cardActive, entry('cards', ROUTES.profileCards.path, true)],
    [routes.has('profileCashback'), entry('cashback', ROUTES.profileCashback.path, true)],
    [s.notificationsActive, entry('notifications', ROUTES.notifications.path, true)],
    [s.bookingActive, entry('booking', ROUTES.booking.path, false)],
    [s.branchesActive, entry('branches', ROUTES.branches.path, false)],
    [s.vacanciesActive, entry('vacancies', ROUTES.vacancy.path, false)],
    [s.aboutMerchantActive, entry('about', ROUTES.about.path, false)],
    [s.termsOfUseActive, entry('terms', ROUTES.offerta.path, false)],
    [s.privacyActive, entry('privacy', ROUTES.privacy.path, false)],
    [true, entry('language', ROUTES.language.path, false)],
  ];
  const chat = chatLink(s);
  if (chat) candidates.push([true, { ...entry('chat', chat, false), external: true }]);
  return candidates.filter(([on]) => on).map(([, e]) => e);
}

function contacts(s: WebSettings): ContactLink[] {
  const raw: [ContactLink['kind'], string | null | undefined, boolean][] = [
    ['PHONE', s.phone, s.phoneActive],
    ['TELEGRAM', s.telegram, s.telegramActive],
    ['INSTAGRAM', s.instagram, s.instagramActive],
    ['FACEBOOK', s.facebook, s.facebookActive],
    ...s.contacts.map((c) => [c.type, c.value, true] as [ContactLink['kind'], string, boolean]),
    ['IOS_APP', s.iosAppLink, true],
    ['ANDROID_APP', s.androidAppLink, true],
    ['TELEGRAM_BOT', s.telegramBotLink, true],
  ];
  const seen = new Set<string>();
  const links: ContactLink[] = [];
  for (const [kind, value, active] of raw) {
    if (!active || !value || !value.trim()) continue;
    const href = safeContactHref(kind, value.trim());
    if (!href || seen.has(href)) continue;
    seen.add(href);
    links.push({ kind, value: value.trim(), href });
  }
  return links;
}

/**
 * Notifications stack beside the basket, which most of them are about ("added", an order placed),
 * never over the navigation or the screen's title at the top: at the bottom while the basket is
 * there (the bottom bar of phones and of Telegram, the floating basket), at the top under the
 * header from the width where the header carries the basket. The stylesheet keeps a bottom stack
 * above the bottom bar and the floating basket.
 */
function toastPosition(bottomBar: NavigationPlan['bottomBar'], basketPosition: WebSettings['basketPosition']): PerBreakpoint<ToastPosition> {
  const wide: ToastPosition = bottomBar === 'always' || basketPosition === 'FLOATING_OVER_PRODUCT' ? 'bottom-right' : 'top-right';
  return { phone: 'bottom-right', tablet: wide, desktop: wide };
}

function languages(s: WebSettings, asked: Language) {
  const { offered, fallback } = brandLanguages(s);
  return { offered, fallback, current: resolveLanguage({ asked, offered, fallback }) };
}

/** The stylesheet's palette per mode; the brand's own colours are added per plan. */
const DARK_PALETTE = {
  '--color-bg': '#121214',
  '--color-surface': '#1E1E22',
  '--color-text': '#F2F2F4',
  '--color-muted': '#A3A3AD',
  '--color-border': '#2E2E35',
  '--color-skeleton': '#2A2A30',
  '--color-danger': '#FF6B6B',
  '--color-on-danger': '#1B1B1F',
  '--color-success': '#4CC17A',
};
const LIGHT_PALETTE = {
  '--color-bg': '#F6F6F6',
  '--color-surface': '#FFFFFF',
  '--color-text': '#1B1B1F',
  '--color-muted': '#5F5F69',
  '--color-border': '#E4E4E8',
  '--color-skeleton': '#E9E9EE',
  '--color-danger': '#C62828',
  '--color-on-danger': '#FFFFFF',
  '--color-success': '#1B5E20',
};

export function planLayout(settings: WebSettings, context: LayoutContext): LayoutPlan {
  const s = settings;
  const services = offeredServiceTypes(s);
  const routes: RoutePlan[] = (Object.keys(ROUTES) as RouteId[])
    .filter((id) => routeEnabled(id, s, services))
    .map((id) => ({ id, path: ROUTES[id].path, layout: ROUTES[id].layout, requiresLogin: ROUTES[id].signedIn === true }));
  const routeIds = new Set(routes.map((r) => r.id));

  // Telegram draws its own chrome: the bottom bar stays at every width there.
  const bottomBar = context.channel === 'telegram' ? 'always' : 'narrow';
  const entry = (id: NavEntry['id'] & RouteId, wideOnly = false): NavEntry => ({ id, path: ROUTES[id].path, labelKey: `nav.${id}`, wideOnly });
  const navEntries: NavEntry[] = [entry('home'), entry('search')];
  if (bottomBar === 'narrow' && s.branchesActive) navEntries.push(entry('branches', true));
  if (s.basketPosition === 'NAVIGATION_BAR') navEntries.push(entry('basket'));
  navEntries.push(entry('profile'));

  const categories: Record<number, CategoryPresentation> = {};
  for (const category of context.categories) {
    categories[category.id] = { categoryId: category.id, ...presentation(category, s) };
  }

  const mode = s.isDark ? 'dark' : 'light';
  const onMain = textOnMain(s.mainColor, s.mainColorType);
  // The brand's texts are localised data (decision 024): the plan already depends on the
  // language, so it carries them in the language it renders.
  const language = languages(s, context.language);
  const text = (value: WebSettings['title']) => pickText(value, language.current, language.fallback) || null;

  return {
    title: brandTitle(s, language.current, language.fallback),
    routes,
    navigation: {
      bottomBar,
      maxWidth: context.channel === 'telegram' ? MESSENGER_VIEWPORT_PX : null,
      entries: navEntries,
      brandTabs: s.multiTabNavigationEnabled && context.brandCount >= 2,
      categoryStrip: s.isNavigationViewEnabled,
    },
    home: {
      sections: [
        ...(s.bannersActive && context.hasBanners ? [{ kind: 'banners' as const }] : []),
        ...(s.storiesActive && context.hasStories ? [{ kind: 'stories' as const }] : []),
        { kind: s.groupView === 'GROUP' ? ('groups' as const) : ('categories' as const) },
      ],
      quickAdd: s.cartInMainActive,
    },
    categories,
    defaultCategory: presentation(null, s),
    basket: { position: s.basketPosition, page: s.cartPageActive, limits: orderLimitsOf(s) },
    modification: { view: s.modificationViewType },
    service: { types: services, default: services[0] ?? null, booking: s.bookingActive },
    payment: { methods: offeredPaymentTypes(s, context.paymentSettings, context.channel), cards: s.cardActive },
    profile: { entries: profileEntries(s, routeIds), userAtTop: s.isVisibleAtProfileTop },
    contacts: contacts(s),
    languages: language,
    theme: {
      source: context.channel === 'telegram' && s.telegramTheme === 'TELEGRAM' ? 'telegram' : 'brand',
      mode,
      mainColor: s.mainColor,
      textOnMain: onMain,
      tokens: { '--color-main': s.mainColor, '--color-on-main': onMain, ...(mode === 'dark' ? DARK_PALETTE : LIGHT_PALETTE) },
    },
    features: {
      banners: s.bannersActive,
      stories: s.storiesActive,
      notifications: s.notificationsActive,
      cashback: s.cashbackActive,
      promo: s.promoActive,
      favourites: s.favouriteActive,
      cancelOrder: s.cancelOrderActive,
      receiver: s.receiverActive,
      chat: chatLink(s) !== null,
      yandexMetrics: s.yandexMetricsEnabled && s.yandexMetricsId ? { id: s.yandexMetricsId, keys: s.yandexMetricsKeys } : null,
      amoCRM: s.amoCRMActive && s.amoCRMId && s.amoCRMHash ? { id: s.amoCRMId, hash: s.amoCRMHash } : null,
      map: s.mapType === 'leaflet' || s.mapType === 'LEAFLET' ? 'leaflet' : 'yandex',
    },
    footer: { left: text(s.leftCopyWrite), right: text(s.rightCopyWrite) },
    toasts: {
      position: toastPosition(bottomBar, s.basketPosition),
      durationMs: TOAST_DURATION_MS,
      gapPx: TOAST_GAP_PX,
    },
  };
}
