/**
 * The layout plan: everything a screen needs to know about how this brand renders, decided by
 * `planLayout(settings, context)` (plan-layout.ts). Screens read the plan, never raw settings
 * flags. Plain readonly data: serialisable, comparable in tests.
 */
import type { OrderLimits } from '#domain/order-limits';
import type { CategoryViewType, Language, NavigationType, PaymentType, ScrollType, ServiceType } from '#schemas/common';
import type { PaymentSettings } from '#schemas/entities';
import type { RouteId } from '#schemas/routes';

export type Channel = 'web' | 'telegram';
export type LayoutName = 'default' | 'auth' | 'map';

export interface RoutePlan {
  readonly id: RouteId;
  /** react-router pattern, e.g. `/product/:id`. */
  readonly path: string;
  readonly layout: LayoutName;
  /** Only a signed-in shopper sees it: a signed-out one goes to /login and comes back after. */
  readonly requiresLogin: boolean;
}

/** The category facts the engine needs (from the overall menu). */
export interface CategoryInput {
  readonly id: number;
  readonly groupId?: number | null;
  readonly viewType?: CategoryViewType | null;
  readonly scrollType?: ScrollType | null;
  readonly navigationType?: NavigationType | null;
  readonly isWithoutCart?: boolean | null;
}

export interface LayoutContext {
  readonly channel: Channel;
  /** The language the user asked for (cookie or choice); the plan may fall back. */
  readonly language: Language;
  readonly categories: readonly CategoryInput[];
  readonly paymentSettings: readonly PaymentSettings[];
  /** Brands in this brand's catalog (group); multi-tab navigation needs two or more. */
  readonly brandCount: number;
  readonly hasBanners: boolean;
  readonly hasStories: boolean;
}

export type NavEntryId = 'home' | 'search' | 'basket' | 'profile' | 'branches' | 'orders';
export interface NavEntry {
  readonly id: NavEntryId;
  readonly path: string;
  /** Translation key of the label. */
  readonly labelKey: string;
  /** Shown only in the header bar of wide screens, never in the bottom bar. */
  readonly wideOnly: boolean;
}

/**
 * Screen widths where the layout changes (CSS pixels, `min-width`). The stylesheet's media
 * queries use the same numbers (a test checks it): the server cannot know the viewport, so
 * every width-dependent decision is a value per breakpoint that CSS applies.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1200 } as const;
export type Breakpoint = 'phone' | keyof typeof BREAKPOINTS;
/** A value for each width: phones, from `tablet` up, from `desktop` up. */
export type PerBreakpoint<T> = Readonly<Record<Breakpoint, T>>;

/** SPEC point 9: the messenger's viewport is fixed at 700 (CSS pixels wide). */
export const MESSENGER_VIEWPORT_PX = 700;

export interface NavigationPlan {
  /**
   * `always`: the bottom tab bar at every width (Telegram). `narrow`: the bottom bar below
   * the tablet breakpoint and a header bar from it up (the web).
   */
  readonly bottomBar: 'always' | 'narrow';
  /**
   * The widest the page grows (MESSENGER_VIEWPORT_PX in Telegram, whose desktop and web
   * clients may open a wider window: the page stays the messenger's width, centred); null on
   * the web, where the page takes the window.
   */
  readonly maxWidth: number | null;
  readonly entries: readonly NavEntry[];
  /** Brand tabs across the top (multi-brand group). */
  readonly brandTabs: boolean;
  /** Sticky strip of category chips above the menu. */
  readonly categoryStrip: boolean;
}

export interface CategoryPresentation {
  readonly categoryId: number;
  readonly viewType: CategoryViewType;
  readonly scrollType: ScrollType;
  readonly navigationType: NavigationType;
  /** Products are shown without add-to-basket (isWithoutCart). */
  readonly withoutCart: boolean;
  /**
   * Adding a product opened over the list (POP_UP, SHEET) closes it: the shopper is back on the
   * menu, where the basket's count changes and the notification shows. A FULL_SCREEN product is a
   * page of its own and stays.
   */
  readonly closeOnAdd: boolean;
  /** Grid columns of a VERTICAL category per breakpoint (a HORIZONTAL one shown as a grid takes them too). */
  readonly columns: PerBreakpoint<number>;
}

export type HomeSection = { readonly kind: 'banners' } | { readonly kind: 'stories' } | { readonly kind: 'groups' } | { readonly kind: 'categories' };

export interface HomePlan {
  /** Sections in display order. `groups` when the brand groups categories, else `categories`. */
  readonly sections: readonly HomeSection[];
  /** Add-to-basket controls on product cards of the home menu (cartInMainActive). */
  readonly quickAdd: boolean;
}

export interface BasketPlan {
  readonly position: 'NAVIGATION_BAR' | 'FLOATING_OVER_PRODUCT';
  /** A separate /basket page exists; otherwise the basket opens as a sheet. */
  readonly page: boolean;
  /** The merchant's limits of one order (#domain/order-limits), shown before checkout. */
  readonly limits: OrderLimits;
}

export interface ModificationPlan {
  readonly view: 'NAME_ONLY' | 'FULL_IMAGE';
}

export interface ServicePlan {
  /** Offered service types, in display order; empty means ordering is off. */
  readonly types: readonly ServiceType[];
  readonly default: ServiceType | null;
  readonly booking: boolean;
}

export interface PaymentPlan {
  /** Payment types offered on this channel, in display order. */
  readonly methods: readonly PaymentType[];
  readonly cards: boolean;
}

export type ProfileEntryId =
  | 'user'
  | 'orders'
  | 'addresses'
  | 'promos'
  | 'favorites'
  | 'cards'
  | 'cashback'
  | 'notifications'
  | 'branches'
  | 'vacancies'
  | 'about'
  | 'terms'
  | 'privacy'
  | 'language'
  | 'booking'
  | 'chat';
export interface ProfileEntry {
  readonly id: ProfileEntryId;
  readonly path: string;
  readonly labelKey: string;
  /** Needs a logged-in user. */
  readonly requiresLogin: boolean;
  /** `path` is another site's address (the brand's chat), opened beside the storefront. */
  readonly external?: true;
}

export interface ProfilePlan {
  readonly entries: readonly ProfileEntry[];
  /** Show the user's card (name, phone, cashback) at the top of the profile. */
  readonly userAtTop: boolean;
}

export type ContactKind = 'PHONE' | 'TELEGRAM' | 'INSTAGRAM' | 'FACEBOOK' | 'EMAIL' | 'WEBSITE' | 'IOS_APP' | 'ANDROID_APP' | 'TELEGRAM_BOT';
export interface ContactLink {
  readonly kind: ContactKind;
  readonly value: string;
  /** A safe link: tel:, mailto: or https: only. */
  readonly href: string;
}

export interface LanguagePlan {
  /** Languages offered, in the order uz, ru, eng; never empty. */
  readonly offered: readonly Language[];
  /** Language used for missing texts (main-language fallback, default ru). */
  readonly fallback: Language;
  /** The language to render: the asked one if offered, else the fallback if offered, else the first offered. */
  readonly current: Language;
}

export interface ThemePlan {
  /**
   * Whose colours the page wears: the brand's (these tokens), or, in the Telegram mini app
   * when the merchant chose it (telegramTheme TELEGRAM), the user's Telegram theme, which the
   * browser applies over these tokens and follows live (features/telegram).
   */
  readonly source: 'brand' | 'telegram';
  readonly mode: 'dark' | 'light';
  readonly mainColor: string;
  /** SPEC point 9 (white on a dark main colour, else black) where readable, else the readable one. */
  readonly textOnMain: '#FFFFFF' | '#000000';
  /** The stylesheet's colours: CSS custom properties, name (with leading --) to value. */
  readonly tokens: Readonly<Record<string, string>>;
}

export interface FeaturePlan {
  readonly banners: boolean;
  readonly stories: boolean;
  readonly notifications: boolean;
  readonly cashback: boolean;
  readonly promo: boolean;
  readonly favourites: boolean;
  readonly cancelOrder: boolean;
  readonly receiver: boolean;
  /** The brand's chat is offered (chatActive, and a Telegram link to chat at: the profile's `chat` entry). */
  readonly chat: boolean;
  readonly yandexMetrics: { readonly id: string; readonly keys: readonly string[] } | null;
  readonly amoCRM: { readonly id: string; readonly hash: string } | null;
  /** The map the brand draws: Yandex Maps v3 (YANDEX, LAMENU_YANDEX) or Leaflet (LEAFLET). */
  readonly map: 'yandex' | 'leaflet';
}

/** SPEC point 9: the four corners a notification may appear in. */
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

/** SPEC point 9: notifications show for 4,500 ms, 16 px apart. */
export const TOAST_DURATION_MS = 4_500;
export const TOAST_GAP_PX = 16;

export interface ToastPlan {
  /**
   * The corner notifications stack in at each width: beside the basket, which most of them are
   * about, and clear of the navigation and of the screen's title (the stylesheet lifts a bottom
   * corner's stack over the bottom bar and the floating basket, and puts a top corner's under the
   * header and the brand tabs).
   */
  readonly position: PerBreakpoint<ToastPosition>;
  readonly durationMs: number;
  readonly gapPx: number;
}

export interface FooterPlan {
  readonly left: string | null;
  readonly right: string | null;
}

export interface LayoutPlan {
  readonly title: string;
  readonly routes: readonly RoutePlan[];
  readonly navigation: NavigationPlan;
  readonly home: HomePlan;
  /** Presentation of each category of the context, by id. */
  readonly categories: Readonly<Record<number, CategoryPresentation>>;
  /** Presentation for a category the context did not list. */
  readonly defaultCategory: Omit<CategoryPresentation, 'categoryId'>;
  readonly basket: BasketPlan;
  readonly modification: ModificationPlan;
  readonly service: ServicePlan;
  readonly payment: PaymentPlan;
  readonly profile: ProfilePlan;
  readonly contacts: readonly ContactLink[];
  readonly languages: LanguagePlan;
  readonly theme: ThemePlan;
  readonly features: FeaturePlan;
  readonly footer: FooterPlan;
  /** Notifications (toasts): where and how long. */
  readonly toasts: ToastPlan;
}
