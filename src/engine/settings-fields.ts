/**
 * Every web-settings field and the plan decision it drives, or why it drives none, with the
 * studio's group and input of the field (the studio's editor is drawn from this table).
 * `satisfies Record<WebSettingsField, ...>` makes TypeScript refuse a missing field, so a new
 * setting cannot arrive without a line here. docs/web-settings-fields.md is written from this
 * table (scripts/write-settings-table.ts) and a test keeps the two equal.
 */
import type { WebSettingsField } from '#schemas/web-settings';

export type FieldRole = { readonly drives: string } | { readonly none: string };

/** The studio's groups of the settings editor, in the order it shows them. */
export const SETTINGS_GROUPS = ['brand', 'languages', 'services', 'payments', 'layout', 'contacts', 'pages'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/**
 * How the studio edits a field when its schema alone does not say: a colour, an image the brand
 * uploads, a URL, a phone, a list (edited one item a line), or a value the studio shows only.
 * Without it the schema decides: a toggle for a flag, a choice for an enum, a number, a text.
 */
export type FieldInput = 'color' | 'image' | 'url' | 'phone' | 'list' | 'readonly';

export type SettingsField = FieldRole & { readonly group: SettingsGroup; readonly input?: FieldInput };

export const SETTINGS_FIELDS = {
  bannersActive: { drives: 'home.sections (banners), features.banners', group: 'brand' },
  merchantId: { none: 'identifies the owner; the server scopes data by it', group: 'brand', input: 'readonly' },
  logo: { none: 'brand image shown by the header and the HTML shell, not a layout decision', group: 'brand', input: 'image' },
  brand: { drives: 'title (when title is empty)', group: 'brand' },
  favicon: { none: 'served in the HTML head by the server and set by the storefront', group: 'brand', input: 'image' },
  domain: { none: 'the brand host; merchant resolution uses the host itself', group: 'brand', input: 'readonly' },
  mainColor: { drives: 'theme.mainColor, theme.tokens', group: 'brand', input: 'color' },
  mainColorType: { drives: 'theme.textOnMain', group: 'brand' },
  mainLanguage: { drives: 'languages.fallback, languages.current', group: 'languages' },
  uzLangActive: { drives: 'languages.offered', group: 'languages' },
  ruLangActive: { drives: 'languages.offered', group: 'languages' },
  engLangActive: { drives: 'languages.offered', group: 'languages' },
  deliveryActive: { drives: 'service.types, routes (delivery address)', group: 'services' },
  pickupActive: { drives: 'service.types, routes (pick-up address)', group: 'services' },
  dineInActive: { drives: 'service.types', group: 'services' },
  branchesActive: { drives: 'routes (branches), navigation.entries, profile.entries', group: 'services' },
  storiesActive: { drives: 'home.sections (stories), features.stories', group: 'pages' },
  vacanciesActive: { drives: 'routes (vacancy), profile.entries', group: 'pages' },
  privacyActive: { drives: 'routes (privacy), profile.entries', group: 'pages' },
  aboutMerchantActive: { drives: 'routes (about), profile.entries', group: 'pages' },
  iosAppLink: { drives: 'contacts', group: 'contacts', input: 'url' },
  androidAppLink: { drives: 'contacts', group: 'contacts', input: 'url' },
  telegramBotLink: { drives: 'contacts', group: 'contacts', input: 'url' },
  phone: { drives: 'contacts', group: 'contacts', input: 'phone' },
  phoneActive: { drives: 'contacts', group: 'contacts' },
  telegram: { drives: 'contacts', group: 'contacts' },
  telegramActive: { drives: 'contacts', group: 'contacts' },
  instagram: { drives: 'contacts', group: 'contacts' },
  instagramActive: { drives: 'contacts', group: 'contacts' },
  facebook: { drives: 'contacts', group: 'contacts', input: 'url' },
  facebookActive: { drives: 'contacts', group: 'contacts' },
  isDark: { drives: 'theme.mode, theme.tokens', group: 'brand' },
  notificationsActive: { drives: 'routes (notifications), profile.entries, features.notifications', group: 'pages' },
  termsOfUseActive: { drives: 'routes (offerta), profile.entries', group: 'pages' },
  balanceActive: { drives: 'profile.entries (cashback)', group: 'payments' },
  cartInMainActive: { drives: 'home.quickAdd', group: 'layout' },
  mapType: { drives: 'features.map', group: 'services' },
  bookingActive: { drives: 'service.booking, routes (booking), profile.entries', group: 'services' },
  cashActive: { drives: 'payment.methods', group: 'payments' },
  terminalActive: { drives: 'payment.methods', group: 'payments' },
  paymeActive: { drives: 'payment.methods', group: 'payments' },
  clickActive: { drives: 'payment.methods', group: 'payments' },
  uzumActive: { drives: 'payment.methods', group: 'payments' },
  smsContent: { none: 'server side: the text template of login SMS', group: 'contacts' },
  receiverActive: { drives: 'features.receiver', group: 'services' },
  groupView: { drives: 'home.sections (groups or categories)', group: 'layout' },
  categoryView: { drives: 'categories, defaultCategory (view type when a category sets none)', group: 'layout' },
  title: { drives: 'title', group: 'brand' },
  leftCopyWrite: { drives: 'footer.left', group: 'pages' },
  rightCopyWrite: { drives: 'footer.right', group: 'pages' },
  cartPageActive: { drives: 'basket.page', group: 'layout' },
  chatActive: { drives: 'features.chat, profile.entries', group: 'pages' },
  amoCRMId: { drives: 'features.amoCRM', group: 'pages' },
  amoCRMActive: { drives: 'features.amoCRM', group: 'pages' },
  amoCRMHash: { drives: 'features.amoCRM', group: 'pages' },
  yandexMetricsEnabled: { drives: 'features.yandexMetrics', group: 'pages' },
  yandexMetricsId: { drives: 'features.yandexMetrics', group: 'pages' },
  yandexMetricsKeys: { drives: 'features.yandexMetrics', group: 'pages', input: 'list' },
  cashbackActive: { drives: 'features.cashback, profile.entries (cashback)', group: 'payments' },
  promoActive: { drives: 'features.promo, routes (profile promos), profile.entries', group: 'payments' },
  favouriteActive: { drives: 'features.favourites, routes (profile favourites), profile.entries', group: 'pages' },
  cancelOrderActive: { drives: 'features.cancelOrder', group: 'pages' },
  cardActive: { drives: 'payment.cards, routes (profile cards), profile.entries', group: 'payments' },
  basketPosition: { drives: 'basket.position, navigation.entries, toasts.position', group: 'layout' },
  isVisibleAtProfileTop: { drives: 'profile.userAtTop', group: 'layout' },
  isNavigationViewEnabled: { drives: 'navigation.categoryStrip', group: 'layout' },
  multiTabNavigationEnabled: { drives: 'navigation.brandTabs', group: 'layout' },
  modificationViewType: { drives: 'modification.view', group: 'layout' },
  telegramTheme: { drives: 'theme.source', group: 'brand' },
  yandexMetricsInTelegram: { none: 'server: whether a mini app page allows and names the Metrica counter (domain/metrica.ts)', group: 'pages' },
  maxLineCount: { drives: 'basket.limits', group: 'payments' },
  maxOrderTotal: { drives: 'basket.limits', group: 'payments' },
  paymentWindowMinutes: {
    none: 'server: how long an unpaid online order waits for its payment (domain/payment.ts); the order page shows the time left',
    group: 'payments',
  },
  contacts: { drives: 'contacts', group: 'contacts', input: 'list' },
} as const satisfies Record<WebSettingsField, SettingsField>;
