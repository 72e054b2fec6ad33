/**
 * Shared building blocks of the contract: localised text, ids and every enumeration of
 * SPEC.md points 3-4, spelled exactly as on the wire.
 *
 * The contract uses `zod/mini`: the storefront ships these schemas to the browser, and the
 * mini build costs ~7 KB gzip against ~24 KB for classic zod (DESIGN.md, performance).
 */
import * as z from 'zod/mini';

/** A field the wire may omit or send as null. */
export const nullish = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
/** Free text a shopper types: trimmed, at most `max` characters, omitted or null when none. */
// @__NO_SIDE_EFFECTS__
export const boundedText = (max: number) => nullish(z.string().check(z.trim(), z.maxLength(max)));

export const languageSchema = z.enum(['uz', 'ru', 'eng']);
export type Language = z.infer<typeof languageSchema>;
export const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];

/** Localised text: ru, uz, eng strings. A preset must give at least one. */
export const localizedTextSchema = z.object({
  ru: z.optional(z.string()),
  uz: z.optional(z.string()),
  eng: z.optional(z.string()),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * Localised data a brand writes besides its menu (its brand name and title, footer lines, a
 * branch's address; decision 024): a per-language object like `name`, or a plain string, read as
 * the text in uz, the default language every existing brand wrote them in. Parsing turns both into
 * the object, so nothing after it meets a string; `pickText` shows it with the main-language fallback.
 */
export const localizedDataSchema = z.pipe(
  z.union([z.string(), localizedTextSchema]),
  z.transform((value): LocalizedText => (typeof value === 'string' ? { uz: value } : value)),
);

/**
 * An id of the wire (merchant, city, branch, ...): 1-64 digits, letters, `-` and `_`, the
 * characters every preset uses. Nothing else reaches a query, a cookie or a URL.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const idSchema = z.string().check(z.regex(ID_PATTERN, { error: 'expected an id: 1-64 letters, digits, - or _' }));
export const intIdSchema = z.int().check(z.nonnegative());
/** A colour `#RRGGBB` (the short `#RGB` is read too). */
export const hexColorSchema = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'expected a colour #RRGGBB' }));
export const latitudeSchema = z.number().check(z.gte(-90), z.lte(90));
export const longitudeSchema = z.number().check(z.gte(-180), z.lte(180));
/** Money is integer so'm. */
export const moneySchema = z.int().check(z.nonnegative());
export const dateTimeSchema = z.string();
/** A clock time of day, HH:MM. */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'expected a time of day HH:MM' }));
/** A calendar date YYYY-MM-DD, read in the branch's time zone (a holiday, a scheduled order's day). */
export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const localDateSchema = z.string().check(z.regex(LOCAL_DATE_PATTERN, { error: 'expected a date YYYY-MM-DD' }));

export const smsGatewaySchema = z.enum(['PLAY_MOBILE', 'ESKIZ']);
export const policyTypeSchema = z.enum(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY']);
export type PolicyType = z.infer<typeof policyTypeSchema>;
export const weekDaySchema = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type WeekDay = z.infer<typeof weekDaySchema>;
export const WEEK_DAYS: readonly WeekDay[] = weekDaySchema.options;

export const categoryViewTypeSchema = z.enum(['BIG', 'MEDIUM', 'SMALL']);
export type CategoryViewType = z.infer<typeof categoryViewTypeSchema>;
export const scrollTypeSchema = z.enum(['VERTICAL', 'HORIZONTAL']);
export type ScrollType = z.infer<typeof scrollTypeSchema>;
export const navigationTypeSchema = z.enum(['SHEET', 'POP_UP', 'FULL_SCREEN']);
export type NavigationType = z.infer<typeof navigationTypeSchema>;
/** SPEC point 9: category defaults. */
export const CATEGORY_DEFAULTS = {
  viewType: 'MEDIUM',
  scrollType: 'VERTICAL',
  navigationType: 'POP_UP',
} as const satisfies { viewType: CategoryViewType; scrollType: ScrollType; navigationType: NavigationType };

export const productTypeSchema = z.enum(['NONE', 'MODIFICATION']);
export const unitSchema = z.enum(['KG', 'LITER', 'GRAMM', 'COUNT']);
export type Unit = z.infer<typeof unitSchema>;
export const genderSchema = z.enum(['MALE', 'FEMALE']);
export const paymentTypeSchema = z.enum(['CASH', 'CLICK', 'PAYNET', 'TERMINAL', 'PAYME', 'UZUM', 'OTHER']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;
/** The EU's 14 allergens (Regulation 1169/2011, Annex II), and the diet labels a menu shows (ours). */
export const allergenSchema = z.enum([
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
]);
export type Allergen = z.infer<typeof allergenSchema>;
export const dietLabelSchema = z.enum(['HALAL', 'VEGETARIAN', 'SPICY']);
export type DietLabel = z.infer<typeof dietLabelSchema>;
/** An order's payment (src/domain/payment.ts), and the providers that take money online. */
export const paymentStateSchema = z.enum(['NONE', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED']);
export const onlineProviderSchema = z.enum(['PAYME', 'CLICK', 'UZUM']);
export const addressTypeSchema = z.enum(['HOUSE', 'APARTMENT']);
export const discountTypeSchema = z.enum(['AMOUNT', 'PERCENTAGE']);
export const serviceTypeSchema = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN', 'YANDEX_EATS', 'EXPRESS_24']);
export type ServiceType = z.infer<typeof serviceTypeSchema>;
/** SPEC's order request uses DELIVERY or PICK_UP; a dine-in order is placed the same way. */
export const orderServiceTypeSchema = z.enum(['DELIVERY', 'PICK_UP', 'DINE_IN']);
export const orderSourceSchema = z.enum([
  'LAPOSTER',
  'OPERATOR',
  'INSTAGRAM',
  'CLIENT_APP',
  'TELEGRAM_BOT',
  'CLIENT',
  'CLIENT_WEB',
  'CLIENT_IOS',
  'CLICK_MINI_APP',
  'CLIENT_ANDROID',
  'CLIENT_WEB_MOBILE',
  'CLIENT_WEB_DESKTOP',
]);
export const orderStatusSchema = z.enum(['OPEN', 'ACCEPTED', 'CANCELED', 'CREATED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED', 'ATTACHED', 'AT_TIME']);
export const orderHistoryEventSchema = z.enum([
  'PAID',
  'UPDATE',
  'PAID_AND_CHANGE_STATUS',
  'CHANGE_STATUS',
  'CHANGE_COURIER_STATUS',
  'CHANGE_PAYMENT_TYPE',
  'CHANGE_DELIVERY_TYPE',
]);
/** Courier or delivery statuses; "none" travels as null. */
export const courierStatusSchema = z.enum([
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
]);
export const categoryGroupingSchema = z.enum(['GROUP', 'WITHOUT_GROUP']);
export const basketPositionSchema = z.enum(['NAVIGATION_BAR', 'FLOATING_OVER_PRODUCT']);
export const modificationViewTypeSchema = z.enum(['NAME_ONLY', 'FULL_IMAGE']);
/**
 * Web-settings map type: the merchant's map providers (SPEC point 3: YANDEX, LEAFLET,
 * LAMENU_YANDEX), and the lower-case spelling of SPEC point 9's default. The plan reduces them
 * to the two maps there are (Yandex Maps v3 and Leaflet).
 */
export const mapTypeSchema = z.enum(['yandex', 'leaflet', 'YANDEX', 'LEAFLET', 'LAMENU_YANDEX']);
export const mainColorTypeSchema = z.enum(['dark', 'light']);
/** The Telegram mini app's colours: the brand's theme, or the user's Telegram theme (themeParams). */
export const telegramThemeSchema = z.enum(['BRAND', 'TELEGRAM']);
