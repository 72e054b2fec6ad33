/**
 * The demo brands as data: what scripts/generate-presets.ts turns into presets/*.json and
 * scripts/generate-artwork.ts into public/images/<brand>/*.svg. A product names its picture
 * as a drawing, so the preset and its artwork can never disagree on a file name.
 */
import type { Allergen, CategoryViewType, DietLabel, NavigationType, PaymentType, ScrollType, WeekDay } from '#schemas/common';
import { WEEK_DAYS } from '#schemas/common';
import type { PresetInput } from '#schemas/preset';
import type { Emblem, Motif } from './art-brand.ts';
import type { Drawing } from './svg.ts';

export interface Text {
  readonly uz: string;
  readonly ru: string;
  readonly eng: string;
}
export const t = (uz: string, ru: string, eng: string): Text => ({ uz, ru, eng });

export type LabelKind = 'new' | 'spicy' | 'hit' | 'vegetarian' | 'kids';
const LABELS: Record<LabelKind, { name: Text; color: string; textColor: string }> = {
  new: { name: t('Yangi', 'Новинка', 'New'), color: '#2BB673', textColor: '#FFFFFF' },
  spicy: { name: t('Achchiq', 'Острое', 'Spicy'), color: '#E63946', textColor: '#FFFFFF' },
  hit: { name: t('Xit', 'Хит', 'Bestseller'), color: '#FFB703', textColor: '#1D1D1F' },
  vegetarian: { name: t('Vegetarian', 'Вегетарианское', 'Vegetarian'), color: '#43A047', textColor: '#FFFFFF' },
  kids: { name: t('Bolalar uchun', 'Детское', 'For kids'), color: '#7E57C2', textColor: '#FFFFFF' },
};
const LABEL_ORDER: readonly LabelKind[] = ['new', 'spicy', 'hit', 'vegetarian', 'kids'];
/** A label with an id of the brand's label range (base + 900 + n). */
export function label(base: number, kind: LabelKind) {
  return { id: base + 900 + LABEL_ORDER.indexOf(kind), ...LABELS[kind] };
}

export interface Option {
  readonly key: string;
  readonly name: Text;
  readonly price: number;
  readonly isDefault?: boolean;
  /** The option's picture, for brands that show modifications as images (FULL_IMAGE). */
  readonly art?: Drawing;
}

export interface ModGroup {
  readonly id: number;
  readonly name: Text;
  readonly minCount?: number;
  readonly maxCount?: number;
  readonly isRequired?: boolean;
  readonly options: readonly Option[];
}

export interface Product {
  /** Stable name of the product and of its picture file. */
  readonly slug: string;
  readonly name: Text;
  readonly description?: Text;
  readonly amount: number;
  /** No drawing: the product has no picture and shows the placeholder. */
  readonly art?: Drawing;
  readonly unit?: 'KG' | 'LITER' | 'GRAMM' | 'COUNT';
  readonly measure?: number;
  readonly calorie?: number;
  readonly discount?: number;
  readonly labels?: readonly LabelKind[];
  /** Extra gallery pictures (closer views of the same dish). */
  readonly gallery?: number;
  readonly mods?: readonly ModGroup[];
  /** Branch ids that sell it; all branches when absent. */
  readonly branches?: readonly string[];
  readonly recommend?: boolean;
  readonly cooking?: readonly [number, number];
  readonly grade?: number;
  /** Units left, by branch id, where a branch keeps count; a branch not named is not counted. */
  readonly stock?: Readonly<Record<string, number>>;
}

export interface Category {
  readonly name: Text;
  readonly viewType?: CategoryViewType;
  readonly scrollType?: ScrollType;
  readonly navigationType?: NavigationType;
  readonly isWithoutCart?: boolean;
  readonly textColor?: string;
  readonly products: readonly Product[];
}

export interface Group {
  readonly name: Text;
  readonly bgColor?: string;
  readonly iconBgColor?: string;
  readonly categories: readonly Category[];
}

export interface Banner {
  readonly slug: string;
  readonly title: Text;
  readonly motif: Motif;
  readonly background: string;
  readonly accent: string;
  readonly items: readonly Drawing[];
  readonly productSlug?: string;
  readonly categoryName?: string;
}

export interface Story {
  readonly slug: string;
  readonly title: Text;
  readonly text: Text;
  readonly motif: Motif;
  readonly background: string;
  readonly accent: string;
  readonly item: Drawing;
}

type PresetParts = Omit<PresetInput, 'menu' | 'banners' | 'stories' | 'grades' | '$schema'>;

export interface Dietary {
  readonly allergens?: readonly Allergen[];
  readonly diet?: readonly DietLabel[];
}

export interface Brand {
  /** File name and sub of the preset. */
  readonly sub: string;
  /** Start of the brand's integer id range (groups, categories, products, labels...). */
  readonly base: number;
  readonly preset: PresetParts;
  readonly groups: readonly Group[];
  readonly banners?: readonly Banner[];
  readonly stories?: readonly Story[];
  /** Allergens and diet labels by product slug or modification key (SPEC's products and modifiers). */
  readonly dietary?: Readonly<Record<string, Dietary>>;
  readonly art: {
    readonly emblem: Emblem;
    readonly color: string;
    /** Product picture backgrounds, used in turn. */
    readonly backgrounds: readonly string[];
  };
}

// ---------------------------------------------------------------- shared data

export const CITIES = {
  tashkent: { id: 'tashkent', name: t('Toshkent', 'Ташкент', 'Tashkent'), latitude: 41.311081, longitude: 69.240562, isMain: true },
  samarkand: { id: 'samarkand', name: t('Samarqand', 'Самарканд', 'Samarkand'), latitude: 39.654388, longitude: 66.975824 },
} as const;

type Hours = readonly [string, string] | 'closed';
/** Work hours for all seven days: `open`-`close`, with some days different or closed. */
export function week(open: string, close: string, overrides: Partial<Record<WeekDay, Hours>> = {}) {
  return WEEK_DAYS.map((day) => {
    const o = overrides[day];
    if (o === 'closed') return { day, isOpen: false, open, close };
    return { day, open: o?.[0] ?? open, close: o?.[1] ?? close };
  });
}

const PAYMENT_TITLES: Record<PaymentType, { name: string; title: Text }> = {
  CASH: { name: 'Naqd', title: t('Naqd pul', 'Наличными', 'Cash') },
  TERMINAL: { name: 'Terminal', title: t('Karta orqali (terminal)', 'Картой через терминал', 'Card at the terminal') },
  PAYME: { name: 'Payme', title: t('Payme', 'Payme', 'Payme') },
  CLICK: { name: 'Click', title: t('Click', 'Click', 'Click') },
  UZUM: { name: 'Uzum Bank', title: t('Uzum Bank', 'Uzum Bank', 'Uzum Bank') },
  PAYNET: { name: 'Paynet', title: t('Paynet', 'Paynet', 'Paynet') },
  OTHER: { name: 'Boshqa', title: t('Boshqa', 'Другое', 'Other') },
};

/** Payment methods and their settings for the types a brand accepts. */
export function payments(merchantId: string, types: readonly PaymentType[]) {
  return {
    paymentMethods: types.map((type) => ({ id: `${merchantId}-pm-${type.toLowerCase()}`, type, ...PAYMENT_TITLES[type] })),
    paymentSettings: types.map((type) => ({
      id: `${merchantId}-ps-${type.toLowerCase()}`,
      merchantId,
      type,
      webEnabled: true,
      botEnabled: true,
      operatorEnabled: true,
      appEnabled: type !== 'TERMINAL',
      qrEnabled: type === 'CLICK' || type === 'PAYME' || type === 'UZUM',
    })),
  };
}

export interface Company {
  readonly brand: string;
  readonly legal: Text;
  readonly phone: string;
  readonly email: string;
  readonly site: string;
  readonly address: Text;
  /** Paragraphs about the brand itself, before the shared ones. */
  readonly about: { readonly uz: readonly string[]; readonly ru: readonly string[]; readonly eng: readonly string[] };
  readonly delivery: boolean;
}

const paragraphs = (list: readonly string[]) => list.join('\n\n');

/** Terms, about and privacy texts in three languages, in the brand's words. */
export function policies(c: Company) {
  const { brand, phone, email, site } = c;
  return [
    {
      type: 'ABOUT_COMPANY' as const,
      text: {
        uz: paragraphs([...c.about.uz, `Biz bilan bog'lanish: ${phone}, ${email}. Yuridik manzil: ${c.address.uz}. ${c.legal.uz}.`]),
        ru: paragraphs([...c.about.ru, `Связаться с нами: ${phone}, ${email}. Юридический адрес: ${c.address.ru}. ${c.legal.ru}.`]),
        eng: paragraphs([...c.about.eng, `Contact us: ${phone}, ${email}. Registered address: ${c.address.eng}. ${c.legal.eng}.`]),
      },
    },
    {
      type: 'TERMS' as const,
      text: {
        uz: paragraphs([
          `Ushbu shartlar ${site} sayti va ${brand} onlayn menyusi orqali buyurtma berish tartibini belgilaydi. Buyurtma berish orqali siz quyidagi shartlarga rozilik bildirasiz.`,
          "Buyurtma filial tomonidan tasdiqlangandan so'ng qabul qilingan hisoblanadi. Menyudagi narxlar so'mda ko'rsatilgan va barcha soliqlarni o'z ichiga oladi. Aksiya va promokodlar bir-biri bilan jamlanmaydi.",
          c.delivery
            ? "Yetkazib berish narxi manzilgacha bo'lgan masofaga qarab buyurtmani rasmiylashtirishda hisoblanadi. Ko'rsatilgan yetkazib berish vaqti taxminiy bo'lib, ob-havo va yo'l harakatiga qarab o'zgarishi mumkin."
            : "Buyurtmani tanlangan filialdan o'zingiz olib ketasiz yoki zalda tanovul qilasiz. Tayyor buyurtma filialda 30 daqiqa davomida saqlanadi.",
          `Buyurtmani tayyorlash boshlanmaguncha bekor qilish mumkin. Taom sifati bo'yicha e'tirozlaringizni o'sha kuni ${phone} raqamiga yoki ${email} manziliga yuboring — har bir murojaatni 24 soat ichida ko'rib chiqamiz.`,
        ]),
        ru: paragraphs([
          `Настоящие условия определяют порядок оформления заказов на сайте ${site} и в онлайн-меню ${brand}. Оформляя заказ, вы соглашаетесь с этими условиями.`,
          'Заказ считается принятым после подтверждения филиалом. Цены в меню указаны в сумах и включают все налоги. Акции и промокоды не суммируются.',
          c.delivery
            ? 'Стоимость доставки рассчитывается при оформлении заказа в зависимости от расстояния до адреса. Указанное время доставки ориентировочное и может меняться из-за погоды и дорожной обстановки.'
            : 'Заказ вы забираете сами в выбранном филиале или едите в зале. Готовый заказ хранится в филиале 30 минут.',
          `Заказ можно отменить, пока его не начали готовить. Претензии к качеству блюд направляйте в тот же день по телефону ${phone} или на ${email} — мы рассматриваем каждое обращение в течение 24 часов.`,
        ]),
        eng: paragraphs([
          `These terms govern orders placed on ${site} and through the ${brand} online menu. By placing an order you accept them.`,
          "An order is accepted once the branch confirms it. Menu prices are in Uzbek so'm and include all taxes. Promotions and promo codes cannot be combined.",
          c.delivery
            ? 'The delivery fee is calculated at checkout from the distance to your address. The delivery time shown is an estimate and may change with weather and traffic.'
            : 'You collect your order at the branch you chose or eat in the hall. A ready order is kept at the branch for 30 minutes.',
          `You can cancel an order until cooking starts. Send any complaint about a dish on the same day to ${phone} or ${email}; we answer every request within 24 hours.`,
        ]),
      },
    },
    {
      type: 'PRIVACY_POLICY' as const,
      text: {
        uz: paragraphs([
          `${c.legal.uz} (${brand}) mijozlarning shaxsiy ma'lumotlarini O'zbekiston Respublikasining «Shaxsga doir ma'lumotlar to'g'risida»gi Qonuniga muvofiq qayta ishlaydi va himoya qiladi.`,
          "Biz faqat buyurtmani bajarish uchun zarur ma'lumotlarni yig'amiz: ism, telefon raqami, manzil va buyurtmalar tarixi. Telefon raqami SMS-kod orqali tasdiqlanadi.",
          "Ma'lumotlaringiz uchinchi shaxslarga sotilmaydi. Ularni faqat kuryerlik xizmati va to'lov tizimlari buyurtmani bajarish uchun zarur hajmda oladi. Bank kartasi ma'lumotlari bizning serverlarimizda saqlanmaydi.",
          `Ma'lumotlaringizni o'zgartirish yoki o'chirish uchun ${email} manziliga yozing.`,
        ]),
        ru: paragraphs([
          `${c.legal.ru} (${brand}) обрабатывает и защищает персональные данные клиентов в соответствии с Законом Республики Узбекистан «О персональных данных».`,
          'Мы собираем только то, что нужно для выполнения заказа: имя, номер телефона, адрес и историю заказов. Номер телефона подтверждается SMS-кодом.',
          'Ваши данные не продаются третьим лицам. Курьерская служба и платёжные системы получают их только в объёме, нужном для выполнения заказа. Данные банковских карт на наших серверах не хранятся.',
          `Чтобы изменить или удалить свои данные, напишите на ${email}.`,
        ]),
        eng: paragraphs([
          `${c.legal.eng} (${brand}) processes and protects customers' personal data under the Law of the Republic of Uzbekistan "On Personal Data".`,
          'We collect only what an order needs: your name, phone number, address and order history. The phone number is confirmed with an SMS code.',
          'Your data is never sold. Couriers and payment providers receive only what they need to fulfil the order. Bank card details are not stored on our servers.',
          `To change or delete your data, write to ${email}.`,
        ]),
      },
    },
  ];
}

/** A delivery tariff: base price for the first kilometres, then per kilometre. */
export function tariff(id: string, cityId: string, name: string, basePrice: number, pricePerKm: number, freeAbovePrice: number | null, branchId?: string) {
  return {
    id,
    cityId,
    ...(branchId ? { branchId } : {}),
    name,
    basePrice,
    baseDistanceKm: 3,
    pricePerKm,
    maxDistanceKm: cityId === 'tashkent' ? 18 : 10,
    ...(freeAbovePrice ? { freeAbovePrice } : {}),
  };
}

// ---------------------------------------------------------------- delivery zones

type LatLon = readonly [latitude: number, longitude: number];
interface Place {
  readonly latitude: number;
  readonly longitude: number;
}

/** Tashkent inside its ring road (Katta halqa yo'li), corners clockwise from the north. */
export const TASHKENT_RING: readonly LatLon[] = [
  [41.414, 69.287],
  [41.396, 69.348],
  [41.356, 69.376],
  [41.31, 69.383],
  [41.264, 69.364],
  [41.224, 69.321],
  [41.2, 69.265],
  [41.206, 69.205],
  [41.235, 69.15],
  [41.285, 69.125],
  [41.33, 69.13],
  [41.375, 69.165],
  [41.405, 69.22],
];
/** Samarkand's built-up city, corners clockwise from the north. */
export const SAMARKAND_CITY: readonly LatLon[] = [
  [39.705, 66.96],
  [39.695, 67.015],
  [39.66, 67.045],
  [39.625, 67.03],
  [39.605, 66.98],
  [39.615, 66.92],
  [39.65, 66.89],
  [39.685, 66.905],
];
const CITY_OUTLINES = {
  tashkent: { outline: TASHKENT_RING, name: t("Toshkent, halqa yo'li ichida", 'Ташкент в пределах КАД', 'Tashkent inside the ring road') },
  samarkand: { outline: SAMARKAND_CITY, name: t('Samarqand shahri', 'Город Самарканд', 'Samarkand city') },
} as const;

const KM_PER_DEGREE = 111.32;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * An outline around a place: one corner per distance in km, at bearings spread evenly clockwise
 * from the north. Uneven distances give the shape of streets and districts, not a circle.
 */
export function outlineAround(at: Place, radiiKm: readonly number[]) {
  return radiiKm.map((km, i) => {
    const bearing = (2 * Math.PI * i) / radiiKm.length;
    return {
      latitude: round4(at.latitude + (km * Math.cos(bearing)) / KM_PER_DEGREE),
      longitude: round4(at.longitude + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((at.latitude * Math.PI) / 180))),
    };
  });
}

export interface DeliveryPlan {
  /** The district around the branch: its outline's distances in km and its flat fee. */
  readonly near: { readonly radiiKm: readonly number[]; readonly price: number | null; readonly minimal?: number };
  /** The rest of the branch's city at the tariff by distance, with a higher minimum; absent: the near district only. */
  readonly city?: { readonly minimal?: number };
}

/**
 * A branch's delivery zones: the near district first (a zone is taken in the order listed),
 * then the whole city. Ids are `<branch id>-near` and `<branch id>-city`.
 */
export function deliveryZones(branch: Place & { readonly id: string; readonly cityId: keyof typeof CITY_OUTLINES }, plan: DeliveryPlan) {
  const city = CITY_OUTLINES[branch.cityId];
  return [
    {
      id: `${branch.id}-near`,
      name: t('Yaqin hudud', 'Ближняя зона', 'Nearby'),
      polygon: outlineAround(branch, plan.near.radiiKm),
      ...(plan.near.price != null ? { deliveryPrice: plan.near.price } : {}),
      ...(plan.near.minimal != null ? { minimalDeliveryPrice: plan.near.minimal } : {}),
    },
    ...(plan.city
      ? [
          {
            id: `${branch.id}-city`,
            name: city.name,
            polygon: city.outline.map(([latitude, longitude]) => ({ latitude, longitude })),
            ...(plan.city.minimal != null ? { minimalDeliveryPrice: plan.city.minimal } : {}),
          },
        ]
      : []),
  ];
}

/** A branch with its delivery zones, drawn from its own id, city and place. */
export function delivering<B extends Place & { readonly id: string; readonly cityId: keyof typeof CITY_OUTLINES }>(branch: B, plan: DeliveryPlan) {
  return { ...branch, deliveryZones: deliveryZones(branch, plan) };
}
