/**
 * Every entity of SPEC.md point 3 with its exact wire field names (typos included where the
 * wire has them). Objects are loose: a field this contract does not know is kept, not dropped,
 * so a newer server never breaks an older storefront.
 */
import * as z from 'zod/mini';
import {
  allergenSchema,
  categoryViewTypeSchema,
  clockTimeSchema,
  dateTimeSchema,
  dietLabelSchema,
  genderSchema,
  hexColorSchema,
  idSchema,
  intIdSchema,
  latitudeSchema,
  localDateSchema,
  localizedDataSchema,
  localizedTextSchema,
  longitudeSchema,
  moneySchema,
  navigationTypeSchema,
  nullish,
  paymentTypeSchema,
  policyTypeSchema,
  productTypeSchema,
  scrollTypeSchema,
  smsGatewaySchema,
  unitSchema,
  weekDaySchema,
} from './common.ts';

export const merchantSchema = z.looseObject({
  id: idSchema,
  name: localizedTextSchema,
  logo: nullish(z.string()),
  color: nullish(hexColorSchema),
  sub: z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)),
  yandexDeliveryKey: nullish(z.string()),
  iikoApiLogin: nullish(z.string()),
  iikoOrganizationId: nullish(z.string()),
  yandexMapKey: nullish(z.string()),
  appId: nullish(z.string()),
  smsGateway: nullish(smsGatewaySchema),
  smsUsername: nullish(z.string()),
  /** Never sent to the storefront: the server drops it from every answer. */
  smsPassword: nullish(z.string()),
  isActive: z._default(z.boolean(), true),
  createdDate: nullish(dateTimeSchema),
  deleted: z._default(z.boolean(), false),
  lastModifiedDate: nullish(dateTimeSchema),
  latitude: nullish(latitudeSchema),
  longitude: nullish(longitudeSchema),
  mainCityId: nullish(idSchema),
  /** The Telegram mini app signs a shopper in only with a phone their contact shared (GET /webbot/v1/setting). */
  isPhoneVerificationRequired: z._default(z.boolean(), false),
  /** Never sent to the storefront: the preset loader seals it (init data checks use it). */
  telegramBotToken: nullish(z.string()),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const policySchema = z.looseObject({
  type: policyTypeSchema,
  text: localizedTextSchema,
});
export type Policy = z.infer<typeof policySchema>;

/** Brand of the catalog and of a brand group. */
export const brandSchema = z.looseObject({
  id: idSchema,
  merchantId: idSchema,
  /** The tab's name: localised data, a plain string being its uz text (decision 024). */
  name: localizedDataSchema,
  domainUrl: z.string(),
  color: nullish(hexColorSchema),
  image: nullish(z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

export const citySchema = z.looseObject({
  id: idSchema,
  name: localizedTextSchema,
  description: nullish(z.string()),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  createdDate: nullish(dateTimeSchema),
  lastModifiedDate: nullish(dateTimeSchema),
  isMain: z._default(z.boolean(), false),
});
export type City = z.infer<typeof citySchema>;

/** A point on the map. */
export const locationSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Location = z.infer<typeof locationSchema>;

/**
 * An area a branch delivers to, drawn as a polygon, with its own fee and minimum. An address
 * in no zone of a branch that draws zones is outside its service area. A branch tries its
 * zones in the order listed and takes the first that holds the address: list a near zone
 * before the wider one around it.
 */
export const deliveryZoneSchema = z.looseObject({
  id: idSchema,
  name: localizedTextSchema,
  /** The outline: three corners or more, in order (either direction); the last joins the first. */
  polygon: z.array(locationSchema).check(z.minLength(3)),
  /** The fee of a delivery into the zone; absent: the branch's delivery tariff by distance applies. */
  deliveryPrice: nullish(moneySchema),
  /** The least product total for a delivery into the zone; the city's own minimum applies as well. */
  minimalDeliveryPrice: nullish(moneySchema),
  isActive: z._default(z.boolean(), true),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const branchSettingsSchema = z.looseObject({
  bookingEnabled: z._default(z.boolean(), false),
  deliveryEnabled: z._default(z.boolean(), true),
  dineinEnabled: z._default(z.boolean(), false),
  directorId: nullish(z.string()),
  expressEnabled: z._default(z.boolean(), false),
  kitchenEnabled: z._default(z.boolean(), true),
  merchantId: nullish(idSchema),
  payOfficeEnabled: z._default(z.boolean(), false),
  pickupEnabled: z._default(z.boolean(), true),
  storageEnabled: z._default(z.boolean(), false),
  yandexEnabled: z._default(z.boolean(), false),
});

/** One day of a branch's week; a closed day has `isOpen: false`. */
export const workHourSchema = z.looseObject({
  day: weekDaySchema,
  isOpen: z._default(z.boolean(), true),
  open: clockTimeSchema,
  close: clockTimeSchema,
});

export const branchSchema = z.looseObject({
  cityId: idSchema,
  id: idSchema,
  merchantId: idSchema,
  name: localizedTextSchema,
  longitude: longitudeSchema,
  latitude: latitudeSchema,
  /** Localised data (decision 024): a plain string is read as the uz text. */
  address: nullish(localizedDataSchema),
  /** Default opening time HH:MM when a day has no work hours of its own. */
  open: nullish(clockTimeSchema),
  close: nullish(clockTimeSchema),
  joinPosterId: nullish(z.string()),
  jowiId: nullish(z.string()),
  iikoId: nullish(z.string()),
  phone: nullish(z.string()),
  bookingPhone: nullish(z.string()),
  isActive: z._default(z.boolean(), true),
  isMain: z._default(z.boolean(), false),
  createdDate: nullish(dateTimeSchema),
  deleted: z._default(z.boolean(), false),
  lastModifiedDate: nullish(dateTimeSchema),
  deliveryPrice: nullish(moneySchema),
  /** Metres from the point asked about; set by the closest-branch call. */
  distance: nullish(z.number()),
  deliveryStart: nullish(clockTimeSchema),
  deliveryEnd: nullish(clockTimeSchema),
  companyId: nullish(z.string()),
  paymentId: nullish(z.string()),
  settings: nullish(branchSettingsSchema),
  workHours: z._default(z.array(workHourSchema), []),
  /** Dates (YYYY-MM-DD, branch time) on which the branch does not open; no order is taken for them. */
  holidays: z._default(z.array(localDateSchema), []),
  /** Where the branch delivers; none: its tariff's distance limit decides (see domain/delivery.ts). */
  deliveryZones: z._default(z.array(deliveryZoneSchema), []),
  /** Ours: table bookings (domain/reservation.ts: seats, slot, stay, notice, days ahead, guests, cancel cut-off in minutes). */
  booking: nullish(z.record(z.string(), z.number())),
  /** Ours: the tables a printed code seats a shopper at (dine-in). */
  tables: z._default(z.array(z.object({ id: idSchema, name: z.string(), seats: z._default(z.int(), 4) })), []),
});
export type Branch = z.infer<typeof branchSchema>;

export const productLabelSchema = z.looseObject({
  id: intIdSchema,
  name: localizedTextSchema,
  color: nullish(hexColorSchema),
  textColor: nullish(hexColorSchema),
});

/** One option of a modification group (a size, a sauce, an extra). */
export const modificationSchema = z.looseObject({
  id: intIdSchema,
  name: localizedTextSchema,
  image: nullish(z.string()),
  price: moneySchema,
  isDefault: z._default(z.boolean(), false),
  /** Ours: what the modifier adds to the product's allergens and diet labels. */
  allergens: z._default(z.array(allergenSchema), []),
  diet: z._default(z.array(dietLabelSchema), []),
});
export type Modification = z.infer<typeof modificationSchema>;

export const modificationGroupSchema = z.looseObject({
  id: intIdSchema,
  name: localizedTextSchema,
  minCount: z._default(z.int().check(z.nonnegative()), 0),
  maxCount: z._default(z.int().check(z.positive()), 1),
  isRequired: z._default(z.boolean(), false),
  modifications: z.array(modificationSchema),
});
export type ModificationGroup = z.infer<typeof modificationGroupSchema>;

/** A product's link to a branch that sells it. */
export const productBranchSchema = z.looseObject({
  branchId: idSchema,
  isActive: z._default(z.boolean(), true),
  /** Units the branch has left, where it keeps count; absent: not counted, never short. */
  stock: nullish(z.int().check(z.nonnegative())),
  branch: nullish(z.looseObject({ id: idSchema, isActive: z._default(z.boolean(), true) })),
});

export const productSchema = z.looseObject({
  id: intIdSchema,
  productId: nullish(z.string()),
  categoryId: intIdSchema,
  category: nullish(z.looseObject({ id: intIdSchema, name: nullish(localizedTextSchema) })),
  group: nullish(z.looseObject({ id: intIdSchema, name: nullish(localizedTextSchema) })),
  name: localizedTextSchema,
  description: nullish(localizedTextSchema),
  image: nullish(z.string()),
  gallery: z._default(z.array(z.string()), []),
  priority: z._default(z.int(), 0),
  active: z._default(z.boolean(), true),
  type: z._default(productTypeSchema, 'NONE'),
  unit: z._default(unitSchema, 'COUNT'),
  count: nullish(z.number()),
  /** Price of one unit in so'm. */
  amount: moneySchema,
  measure: nullish(z.number()),
  calorie: nullish(z.number().check(z.nonnegative())),
  /** Discount percent, 0-100. */
  discount: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  costPrice: nullish(moneySchema),
  additionalPrice: nullish(moneySchema),
  eatsPrice: nullish(moneySchema),
  enabledEats: z._default(z.boolean(), false),
  expressPrice: nullish(moneySchema),
  enabledExpress: z._default(z.boolean(), false),
  deliveryEnabled: z._default(z.boolean(), true),
  isFavourite: z._default(z.boolean(), false),
  /** Ours: the EU allergens the product contains and its diet labels (halal, vegetarian, spicy). */
  allergens: z._default(z.array(allergenSchema), []),
  diet: z._default(z.array(dietLabelSchema), []),
  favourite: nullish(z.boolean()),
  /** Spelled as on the wire. */
  favaoriteId: nullish(z.string()),
  isCartRecommendation: z._default(z.boolean(), false),
  labels: z._default(z.array(productLabelSchema), []),
  tags: z._default(z.array(z.string()), []),
  /** Channels that sell the product (TG, WEB, APP, OPERATOR); empty means every channel. */
  systems: z._default(z.array(z.string()), []),
  modificationGroups: z._default(z.array(modificationGroupSchema), []),
  productBranch: z._default(z.array(productBranchSchema), []),
  /** Ours: the branches where it is sold out now (the restaurant's stop-list): shown as sold out there, and refused. */
  soldOutAt: z._default(z.array(idSchema), []),
  timeCookingMin: nullish(z.int()),
  timeCookingMax: nullish(z.int()),
  mxicCode: nullish(z.string()),
  barcode: nullish(z.string()),
  grade: nullish(z.number().check(z.gte(0), z.lte(5))),
  integrationId: nullish(z.string()),
  integrationCategoryId: nullish(z.string()),
  posterId: nullish(z.string()),
  posterName: nullish(z.string()),
  jowiId: nullish(z.string()),
  loinPosterId: nullish(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.looseObject({
  id: intIdSchema,
  image: nullish(z.string()),
  groupId: nullish(intIdSchema),
  priority: z._default(z.int(), 0),
  name: localizedTextSchema,
  products: z._default(z.array(productSchema), []),
  textColor: nullish(hexColorSchema),
  /**
   * Absent when the category sets none: the layout engine then applies the brand's
   * `categoryView`, and CATEGORY_DEFAULTS (MEDIUM, VERTICAL, POP_UP) after it.
   */
  viewType: nullish(categoryViewTypeSchema),
  isWithoutCart: z._default(z.boolean(), false),
  scrollType: nullish(scrollTypeSchema),
  navigationType: nullish(navigationTypeSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const groupSchema = z.looseObject({
  id: intIdSchema,
  icon: nullish(z.string()),
  image: nullish(z.string()),
  bgColor: nullish(hexColorSchema),
  priority: z._default(z.int(), 0),
  iconBgColor: nullish(hexColorSchema),
  name: localizedTextSchema,
  categories: z._default(z.array(categorySchema), []),
});
export type Group = z.infer<typeof groupSchema>;

/** The overall menu as the overalls call answers it (flat lists; assembly is a domain rule). */
export const overallMenuSchema = z.looseObject({
  groups: z.array(groupSchema),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
});
export type OverallMenu = z.infer<typeof overallMenuSchema>;

export const productGradeSchema = z.looseObject({
  productId: intIdSchema,
  grade: z.number().check(z.gte(0), z.lte(5)),
});
export type ProductGrade = z.infer<typeof productGradeSchema>;

export const userSchema = z.looseObject({
  id: idSchema,
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  phone: z.string(),
  email: nullish(z.string()),
  image: nullish(z.string()),
  birthday: nullish(z.string()),
  gender: nullish(genderSchema),
  role: nullish(z.string()),
  cashback: z._default(moneySchema, 0),
  isActive: z._default(z.boolean(), true),
  merchantId: idSchema,
  createdDate: nullish(dateTimeSchema),
  lastModifiedDate: nullish(dateTimeSchema),
});
export type User = z.infer<typeof userSchema>;

/** Payment settings per payment type: where the type may be offered. */
export const paymentSettingsSchema = z.looseObject({
  id: idSchema,
  merchantId: idSchema,
  type: paymentTypeSchema,
  webEnabled: z._default(z.boolean(), false),
  botEnabled: z._default(z.boolean(), false),
  operatorEnabled: z._default(z.boolean(), false),
  appEnabled: z._default(z.boolean(), false),
  qrEnabled: z._default(z.boolean(), false),
  isActive: z._default(z.boolean(), true),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** A home banner (merchant marketing image); shown when bannersActive. */
export const bannerSchema = z.looseObject({
  id: intIdSchema,
  image: z.string(),
  title: nullish(localizedTextSchema),
  productId: nullish(intIdSchema),
  categoryId: nullish(intIdSchema),
  priority: z._default(z.int(), 0),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A home story; shown when storiesActive. */
export const storySchema = z.looseObject({
  id: intIdSchema,
  title: localizedTextSchema,
  cover: z.string(),
  image: z.string(),
  text: nullish(localizedTextSchema),
  priority: z._default(z.int(), 0),
});
export type Story = z.infer<typeof storySchema>;

/** One brand's stored session in the storefront (each brand keeps its own). */
export const sessionSchema = z.object({
  token: nullish(z.string()),
  merchant: nullish(merchantSchema),
  user: nullish(userSchema),
  brand: nullish(brandSchema),
  // The order being made, read whole where it is used (checkout parses it with orderRequestSchema).
  orderRequest: nullish(z.looseObject({})),
  nearestBranch: nullish(branchSchema),
});
export type Session = z.infer<typeof sessionSchema>;

/** Ours: a job the restaurant offers (`vacanciesActive`), shown while published. */
export const vacancySchema = z.looseObject({
  id: idSchema,
  title: localizedTextSchema,
  text: localizedTextSchema,
  salaryFrom: nullish(z.int().check(z.nonnegative())),
  salaryTo: nullish(z.int().check(z.nonnegative())),
  branchId: nullish(idSchema),
  cityId: nullish(idSchema),
  publishedFrom: nullish(localDateSchema),
  publishedTo: nullish(localDateSchema),
  priority: z._default(z.int(), 0),
});
export type Vacancy = z.infer<typeof vacancySchema>;
