/**
 * The merchant web settings (SPEC.md point 3) with the defaults of point 9.
 *
 * Every field has a default, so a brand that sets nothing still renders. Parsing is lenient
 * and field by field: a good field is kept, a bad or missing one is replaced by its default,
 * and every replacement of a value that was present is reported. Unknown fields are kept.
 * A bad flag must never blank the storefront (DESIGN.md, flow of one visit, step 3).
 */
import * as z from 'zod/mini';
import {
  basketPositionSchema,
  categoryGroupingSchema,
  categoryViewTypeSchema,
  hexColorSchema,
  languageSchema,
  localizedDataSchema,
  localizedTextSchema,
  mainColorTypeSchema,
  mapTypeSchema,
  modificationViewTypeSchema,
  nullish,
  telegramThemeSchema,
} from './common.ts';
import {
  DEFAULT_MAX_LINE_COUNT,
  DEFAULT_MAX_ORDER_TOTAL,
  DEFAULT_PAYMENT_WINDOW_MINUTES,
  LINE_COUNT_MAX,
  MAX_ORDER_TOTAL_CEILING,
  PAYMENT_WINDOW_MINUTES_RANGE,
} from './order-limits.ts';

export const DEFAULT_MAIN_COLOR = '#FCE000';

export const contactTypeSchema = z.enum(['PHONE', 'TELEGRAM', 'INSTAGRAM', 'FACEBOOK', 'EMAIL', 'WEBSITE']);
export const contactSchema = z.object({
  type: contactTypeSchema,
  value: z.string().check(z.minLength(1)),
  label: nullish(localizedTextSchema),
});

/** A text setting: null when the brand sets none. */
const text = z._default(z.nullable(z.string()), null);
/** A text shoppers read, localised data (decision 024): a plain string is read as the uz text. */
const shopperText = z._default(z.nullable(localizedDataSchema), null);
const flag = (value: boolean) => z._default(z.boolean(), value);

/** Field schemas with their defaults; the order is the order of SPEC point 3. */
export const webSettingsShape = {
  bannersActive: flag(false),
  merchantId: text,
  logo: text,
  brand: shopperText,
  favicon: text,
  domain: text,
  mainColor: z._default(hexColorSchema, DEFAULT_MAIN_COLOR),
  /** Whether the main colour is dark; drives the text colour on it (white on dark). */
  mainColorType: z._default(mainColorTypeSchema, 'light'),
  /** The main-language fallback of SPEC point 1, default ru. */
  mainLanguage: z._default(languageSchema, 'ru'),
  uzLangActive: flag(true),
  ruLangActive: flag(true),
  engLangActive: flag(false),
  deliveryActive: flag(true),
  pickupActive: flag(true),
  dineInActive: flag(false),
  branchesActive: flag(true),
  storiesActive: flag(false),
  vacanciesActive: flag(false),
  privacyActive: flag(true),
  aboutMerchantActive: flag(true),
  iosAppLink: text,
  androidAppLink: text,
  telegramBotLink: text,
  phone: text,
  phoneActive: flag(false),
  telegram: text,
  telegramActive: flag(false),
  instagram: text,
  instagramActive: flag(false),
  facebook: text,
  facebookActive: flag(false),
  isDark: flag(false),
  notificationsActive: flag(false),
  termsOfUseActive: flag(true),
  balanceActive: flag(false),
  cartInMainActive: flag(true),
  mapType: z._default(mapTypeSchema, 'yandex'),
  bookingActive: flag(false),
  cashActive: flag(true),
  terminalActive: flag(false),
  paymeActive: flag(false),
  clickActive: flag(false),
  uzumActive: flag(false),
  smsContent: text,
  receiverActive: flag(false),
  groupView: z._default(categoryGroupingSchema, 'GROUP'),
  categoryView: z._default(categoryViewTypeSchema, 'MEDIUM'),
  title: shopperText,
  leftCopyWrite: shopperText,
  rightCopyWrite: shopperText,
  cartPageActive: flag(true),
  chatActive: flag(false),
  amoCRMId: text,
  amoCRMActive: flag(false),
  amoCRMHash: text,
  yandexMetricsEnabled: flag(false),
  yandexMetricsId: text,
  yandexMetricsKeys: z._default(z.array(z.string()), []),
  cashbackActive: flag(false),
  promoActive: flag(false),
  favouriteActive: flag(false),
  cancelOrderActive: flag(false),
  cardActive: flag(false),
  basketPosition: z._default(basketPositionSchema, 'NAVIGATION_BAR'),
  isVisibleAtProfileTop: flag(false),
  isNavigationViewEnabled: flag(true),
  multiTabNavigationEnabled: flag(false),
  modificationViewType: z._default(modificationViewTypeSchema, 'NAME_ONLY'),
  /**
   * Ours: the merchant's limits of one order (#schemas/order-limits, decision 016): units of one
   * line, and the order's total in so'm. The server refuses above them; the plan carries them to
   * the basket and the product page, which show them before checkout.
   */
  maxLineCount: z._default(z.int().check(z.gte(1), z.lte(LINE_COUNT_MAX)), DEFAULT_MAX_LINE_COUNT),
  maxOrderTotal: z._default(z.int().check(z.gte(1), z.lte(MAX_ORDER_TOTAL_CEILING)), DEFAULT_MAX_ORDER_TOTAL),
  /** Ours: how long an unpaid online order waits for its payment before it is cancelled (minutes). */
  paymentWindowMinutes: z._default(
    z.int().check(z.gte(PAYMENT_WINDOW_MINUTES_RANGE.min), z.lte(PAYMENT_WINDOW_MINUTES_RANGE.max)),
    DEFAULT_PAYMENT_WINDOW_MINUTES,
  ),
  /** Issue 9 (B8): in the Telegram mini app, the brand's colours or the user's Telegram theme. */
  telegramTheme: z._default(telegramThemeSchema, 'BRAND'),
  /** Ours: the Yandex Metrica counter loads inside the Telegram mini app too (off: on the website only). */
  yandexMetricsInTelegram: flag(false),
  contacts: z._default(z.array(contactSchema), []),
} as const;

export type WebSettingsField = keyof typeof webSettingsShape;
export const WEB_SETTINGS_FIELDS = Object.keys(webSettingsShape) as WebSettingsField[];

/** Strict form: what a preset must contain (missing fields take defaults, bad ones fail). */
export const webSettingsSchema = z.looseObject(webSettingsShape);
export type WebSettings = z.infer<typeof webSettingsSchema>;

/** A value that lenient parsing replaced by its default. */
export interface SettingsReplacement {
  readonly field: string;
  readonly received: unknown;
  readonly replacedBy: unknown;
  readonly message: string;
}

export interface LenientSettings {
  readonly settings: WebSettings;
  readonly replaced: readonly SettingsReplacement[];
}

const defaultOf = (field: WebSettingsField): unknown => webSettingsShape[field].parse(undefined);

/** The settings of a brand that sets nothing: every default of SPEC point 9. */
export const DEFAULT_WEB_SETTINGS: WebSettings = webSettingsSchema.parse({});

/**
 * Parses web settings field by field. Never throws: a non-object becomes all defaults,
 * a bad field becomes its default and is reported; unknown fields are kept as they are.
 * `describe` words the reports (the server passes describeIssue; the storefront, which only logs
 * them, keeps its bundle without it).
 */
export function parseWebSettingsLenient(raw: unknown, { describe }: { readonly describe?: z.core.$ZodErrorMap } = {}): LenientSettings {
  const replaced: SettingsReplacement[] = [];
  const source: Record<string, unknown> = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (source !== raw && raw !== undefined && raw !== null) {
    replaced.push({ field: '', received: raw, replacedBy: DEFAULT_WEB_SETTINGS, message: 'settings are not an object' });
  }
  const settings: Record<string, unknown> = { ...source };
  for (const field of WEB_SETTINGS_FIELDS) {
    const result = webSettingsShape[field].safeParse(source[field], describe ? { error: describe } : undefined);
    if (result.success) {
      settings[field] = result.data;
      continue;
    }
    const replacedBy = defaultOf(field);
    settings[field] = replacedBy;
    replaced.push({
      field,
      received: source[field],
      replacedBy,
      message: result.error.issues[0]?.message ?? 'invalid value',
    });
  }
  return { settings: settings as WebSettings, replaced };
}
