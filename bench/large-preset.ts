/**
 * The benchmark brand `large`: 2,000 products, one category of 1,400 of them (MEDIUM cards,
 * vertical scroll), the rest in ordinary categories. Built from arithmetic only, so every
 * run writes the same file (scripts/generate-large-preset.ts writes bench/presets/large.json;
 * bench/large-preset.test.ts checks the file is current). Pictures reuse the demo brands'
 * files under public/images. It is not a demo brand: it never goes into presets/.
 */
import type { PresetInput } from '#schemas/preset';
import { formatJson } from '../scripts/demo/build-preset.ts';
import { CITIES, label, payments, policies, t, tariff, week, type LabelKind, type Text } from '../scripts/demo/model.ts';

export const LARGE_SUB = 'large';
export const LARGE_MERCHANT_ID = 'bench-large';
export const LARGE_PRODUCT_COUNT = 2000;
/** Ids: groups BASE+1.., categories BASE+10.., modification groups BASE+501.., labels BASE+900.., products BASE+1000... */
const BASE = 90_000;

type Products = NonNullable<PresetInput['menu']['products']>;
type CategoryInput = PresetInput['menu']['categories'][number];

interface CategorySpec {
  readonly name: Text;
  /** What one product of the category is called: "Taom 0421". */
  readonly noun: Text;
  readonly count: number;
  readonly group: number;
  readonly viewType: NonNullable<CategoryInput['viewType']>;
  readonly scrollType: NonNullable<CategoryInput['scrollType']>;
  readonly navigationType: NonNullable<CategoryInput['navigationType']>;
  readonly kind: 'savoury' | 'sweet' | 'drink';
  readonly images: readonly string[];
}

const GROUPS: readonly { name: Text; bgColor: string }[] = [
  { name: t('Taomlar', 'Блюда', 'Dishes'), bgColor: '#2A2326' },
  { name: t('Ichimliklar va desertlar', 'Напитки и десерты', 'Drinks & desserts'), bgColor: '#2E2622' },
];

const MAIN_IMAGES = [
  'burger/classic.svg',
  'burger/cheeseburger.svg',
  'burger/double-cheese.svg',
  'burger/bbq-burger.svg',
  'burger/crispy-chicken.svg',
  'burger/hotdog-classic.svg',
  'burger/lavash-beef.svg',
  'burger/lavash-chicken.svg',
  'pizza/margherita.svg',
  'pizza/pepperoni.svg',
  'pizza/four-cheese.svg',
  'pizza/carbonara.svg',
  'pizza/bolognese.svg',
  'pizza/calzone.svg',
  'plov/tashkent-plov.svg',
  'plov/samarkand-plov.svg',
  'plov/lagman-soup.svg',
  'plov/manti.svg',
  'plov/shurva.svg',
  'plov/lamb-kebab.svg',
  'plov/chicken-kebab.svg',
  'plov/dimlama.svg',
  'sushi/philadelphia.svg',
  'sushi/california.svg',
  'sushi/ramen.svg',
  'sushi/wok-chicken.svg',
  'sushi/wok-beef.svg',
  'sushi/teriyaki-chicken.svg',
  'minimal/pelmeni.svg',
  'minimal/borscht.svg',
  'minimal/cutlet-mash.svg',
  'minimal/buckwheat-goulash.svg',
];
const STARTER_IMAGES = [
  'pizza/caesar.svg',
  'pizza/greek.svg',
  'pizza/tuna-salad.svg',
  'plov/achichuk.svg',
  'plov/tashkent-salad.svg',
  'plov/vitamin-salad.svg',
  'minimal/olivier.svg',
  'minimal/vinegret.svg',
  'minimal/korean-carrot.svg',
  'burger/fries.svg',
  'burger/nuggets.svg',
  'burger/onion-rings.svg',
  'pizza/garlic-bread.svg',
];
const DRINK_IMAGES = [
  'burger/cola.svg',
  'burger/lemonade.svg',
  'burger/mojito.svg',
  'burger/orange-juice.svg',
  'burger/iced-tea.svg',
  'burger/water.svg',
  'coffee/latte.svg',
  'coffee/cappuccino.svg',
  'coffee/americano.svg',
  'plov/green-tea.svg',
  'plov/kompot.svg',
  'sushi/yuzu-lemonade.svg',
];
const DESSERT_IMAGES = [
  'burger/cheesecake.svg',
  'burger/muffin.svg',
  'burger/ice-cream.svg',
  'pizza/tiramisu.svg',
  'pizza/panna-cotta.svg',
  'coffee/medovik.svg',
  'coffee/carrot-cake.svg',
  'coffee/donut.svg',
  'coffee/cinnamon-roll.svg',
  'plov/chakchak.svg',
  'sushi/mochi.svg',
];
const SAUCE_IMAGES = [
  'burger/sauce-ketchup.svg',
  'burger/sauce-cheese.svg',
  'burger/sauce-garlic.svg',
  'burger/sauce-bbq.svg',
  'burger/sauce-chili.svg',
  'pizza/dip-ranch.svg',
];

/** In menu order; the counts add up to LARGE_PRODUCT_COUNT. */
const CATEGORIES: readonly CategorySpec[] = [
  {
    name: t('Tavsiya etamiz', 'Рекомендуем', 'Recommended'),
    noun: t('Taklif', 'Предложение', 'Special'),
    count: 24,
    group: 0,
    viewType: 'BIG',
    scrollType: 'HORIZONTAL',
    navigationType: 'POP_UP',
    kind: 'savoury',
    images: MAIN_IMAGES,
  },
  {
    name: t('Asosiy taomlar', 'Основные блюда', 'Main dishes'),
    noun: t('Taom', 'Блюдо', 'Dish'),
    count: 1400,
    group: 0,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    kind: 'savoury',
    images: MAIN_IMAGES,
  },
  {
    name: t('Salatlar va gazaklar', 'Салаты и закуски', 'Salads & starters'),
    noun: t('Gazak', 'Закуска', 'Starter'),
    count: 160,
    group: 0,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    kind: 'savoury',
    images: STARTER_IMAGES,
  },
  {
    name: t('Ichimliklar', 'Напитки', 'Drinks'),
    noun: t('Ichimlik', 'Напиток', 'Drink'),
    count: 120,
    group: 1,
    viewType: 'SMALL',
    scrollType: 'HORIZONTAL',
    navigationType: 'POP_UP',
    kind: 'drink',
    images: DRINK_IMAGES,
  },
  {
    name: t('Desertlar', 'Десерты', 'Desserts'),
    noun: t('Desert', 'Десерт', 'Dessert'),
    count: 176,
    group: 1,
    viewType: 'BIG',
    scrollType: 'VERTICAL',
    navigationType: 'SHEET',
    kind: 'sweet',
    images: DESSERT_IMAGES,
  },
  {
    name: t('Souslar', 'Соусы', 'Sauces'),
    noun: t('Sous', 'Соус', 'Sauce'),
    count: 120,
    group: 1,
    viewType: 'SMALL',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    kind: 'savoury',
    images: SAUCE_IMAGES,
  },
];

const WORDS: Record<CategorySpec['kind'], readonly Text[]> = {
  savoury: [
    t("mol go'shti", 'говядина', 'beef'),
    t('tovuq', 'курица', 'chicken'),
    t('guruch', 'рис', 'rice'),
    t('pomidor', 'томаты', 'tomatoes'),
    t('bodring', 'огурцы', 'cucumbers'),
    t('piyoz', 'лук', 'onion'),
    t('sabzi', 'морковь', 'carrot'),
    t('pishloq', 'сыр', 'cheese'),
    t("qo'ziqorin", 'грибы', 'mushrooms'),
    t("ko'katlar", 'зелень', 'herbs'),
    t('sarimsoq', 'чеснок', 'garlic'),
    t('qalampir', 'перец', 'pepper'),
    t('kartoshka', 'картофель', 'potatoes'),
    t('zira', 'зира', 'cumin'),
  ],
  sweet: [
    t('shokolad', 'шоколад', 'chocolate'),
    t('qaymoq', 'сливки', 'cream'),
    t('qulupnay', 'клубника', 'strawberries'),
    t("yong'oq", 'орехи', 'nuts'),
    t('asal', 'мёд', 'honey'),
    t('vanil', 'ваниль', 'vanilla'),
    t('karamel', 'карамель', 'caramel'),
    t('olcha', 'вишня', 'cherries'),
    t('pista', 'фисташки', 'pistachios'),
    t('tvorog', 'творог', 'curd cheese'),
    t('yalpiz', 'мята', 'mint'),
  ],
  drink: [
    t('limon', 'лимон', 'lemon'),
    t('yalpiz', 'мята', 'mint'),
    t('muz', 'лёд', 'ice'),
    t('apelsin', 'апельсин', 'orange'),
    t('olma', 'яблоко', 'apple'),
    t('zanjabil', 'имбирь', 'ginger'),
    t('rayhon', 'базилик', 'basil'),
    t('anor', 'гранат', 'pomegranate'),
    t('laym', 'лайм', 'lime'),
    t('qand', 'сахар', 'sugar'),
    t('gazli suv', 'газированная вода', 'soda water'),
  ],
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Three different words of a list for product number n: "Beef, cheese and herbs." */
function description(kind: CategorySpec['kind'], n: number): Text {
  const words = WORDS[kind];
  const a = (n * 3) % words.length;
  const b = (a + 1 + (n % 3)) % words.length;
  const c = (b + 1 + (n % 5)) % words.length;
  const [x, y, z] = [words[a]!, words[b]!, words[c]!];
  return t(`${capitalise(x.uz)}, ${y.uz} va ${z.uz}.`, `${capitalise(x.ru)}, ${y.ru} и ${z.ru}.`, `${capitalise(x.eng)}, ${y.eng} and ${z.eng}.`);
}

const SIZE = {
  id: BASE + 501,
  name: t('Hajmi', 'Размер', 'Size'),
  minCount: 1,
  maxCount: 1,
  isRequired: true,
  modifications: [
    { id: (BASE + 501) * 10, name: t('Oddiy', 'Обычная', 'Regular'), price: 0, isDefault: true },
    { id: (BASE + 501) * 10 + 1, name: t('Katta', 'Большая', 'Large'), price: 8000 },
  ],
};

const BRANCHES = ['large-markaz', 'large-chilonzor', 'large-yunusobod'];

function labelsOf(n: number): LabelKind[] {
  const kinds: LabelKind[] = [];
  if (n % 41 === 0) kinds.push('new');
  if (n % 53 === 0) kinds.push('hit');
  if (n % 67 === 0) kinds.push('spicy');
  return kinds;
}

function menu(): PresetInput['menu'] {
  const groups = GROUPS.map((g, i) => ({ id: BASE + 1 + i, name: g.name, priority: i + 1, bgColor: g.bgColor }));
  const categories: PresetInput['menu']['categories'] = [];
  const products: Products = [];
  CATEGORIES.forEach((spec, ci) => {
    const categoryId = BASE + 10 + ci;
    categories.push({
      id: categoryId,
      groupId: BASE + 1 + spec.group,
      name: spec.name,
      priority: ci + 1,
      viewType: spec.viewType,
      scrollType: spec.scrollType,
      navigationType: spec.navigationType,
    });
    for (let i = 0; i < spec.count; i++) {
      // n: the product's number on the whole menu, 1..2000, and the number in its name.
      const n = products.length + 1;
      const number = String(n).padStart(4, '0');
      const drink = spec.kind === 'drink';
      const labels = labelsOf(n);
      const sized = n % 25 === 0;
      products.push({
        id: BASE + 1000 + n,
        categoryId,
        name: t(`${spec.noun.uz} ${number}`, `${spec.noun.ru} ${number}`, `${spec.noun.eng} ${number}`),
        description: description(spec.kind, n),
        // Every 97th product has no picture and shows the placeholder, as real menus do.
        ...(n % 97 === 0 ? {} : { image: spec.images[n % spec.images.length] }),
        priority: i + 1,
        type: sized ? 'MODIFICATION' : 'NONE',
        unit: drink ? 'LITER' : 'GRAMM',
        measure: drink ? [0.3, 0.5, 1][n % 3] : 150 + ((n * 13) % 250),
        amount: 1000 * (12 + ((n * 37) % 68)),
        ...(n % 29 === 0 ? { discount: 10 } : {}),
        calorie: 80 + ((n * 17) % 700),
        ...(labels.length ? { labels: labels.map((kind) => label(BASE, kind)) } : {}),
        ...(sized ? { modificationGroups: [SIZE] } : {}),
        productBranch: BRANCHES.map((branchId) => ({ branchId })),
      });
    }
  });
  return { groups, categories, products };
}

const company = {
  brand: 'Katta Menyu',
  legal: t('«Katta Menyu» MChJ', 'ООО «Katta Menyu»', 'Katta Menyu LLC'),
  phone: '+998 71 200 90 90',
  email: 'info@kattamenyu.uz',
  site: 'kattamenyu.uz',
  address: t(
    "Toshkent, Mirobod tumani, Amir Temur shoh ko'chasi, 1",
    'Ташкент, Мирабадский район, проспект Амира Темура, 1',
    '1 Amir Temur Avenue, Mirabad district, Tashkent',
  ),
  delivery: true,
  about: {
    uz: ["Katta Menyu — ikki ming taomli menyu: unumdorlik o'lchovlari uchun yaratilgan brend.", 'Uchta filial Toshkentda.'],
    ru: ['Katta Menyu — меню из двух тысяч блюд: бренд для замеров производительности.', 'Три филиала в Ташкенте.'],
    eng: ['Katta Menyu is a menu of two thousand dishes: a brand made for performance measurements.', 'Three branches in Tashkent.'],
  },
};

export function buildLargePreset(): PresetInput {
  const branch = (id: string, name: Text, latitude: number, longitude: number, address: string, isMain = false) => ({
    id,
    cityId: 'tashkent',
    merchantId: LARGE_MERCHANT_ID,
    ...(isMain ? { isMain: true } : {}),
    name,
    latitude,
    longitude,
    address,
    phone: company.phone,
    open: '09:00',
    close: '23:00',
    deliveryPrice: 12000,
    settings: { merchantId: LARGE_MERCHANT_ID, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false },
    workHours: week('09:00', '23:00'),
  });
  const built = menu();
  const mainCategoryId = BASE + 11;
  return {
    $schema: '../../presets/preset.schema.json',
    merchant: {
      id: LARGE_MERCHANT_ID,
      sub: LARGE_SUB,
      name: t('Katta Menyu', 'Катта Меню', 'Katta Menyu'),
      logo: 'burger/logo.svg',
      color: '#E63946',
      smsGateway: 'ESKIZ',
      latitude: 41.3111,
      longitude: 69.2797,
      mainCityId: 'tashkent',
      createdDate: '2026-01-05T09:00:00+05:00',
    },
    // The burger demo's settings: dark theme, groups, banners, basket in the navigation bar.
    webSettings: {
      merchantId: LARGE_MERCHANT_ID,
      brand: 'Katta Menyu',
      title: 'Katta Menyu — 2000 taom',
      logo: 'burger/logo.svg',
      favicon: 'burger/favicon.svg',
      domain: 'large.localhost',
      mainColor: '#E63946',
      mainColorType: 'dark',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: true,
      isDark: true,
      deliveryActive: true,
      pickupActive: true,
      dineInActive: false,
      branchesActive: true,
      bannersActive: true,
      storiesActive: false,
      cashActive: true,
      paymeActive: true,
      clickActive: true,
      terminalActive: false,
      uzumActive: false,
      categoryView: 'MEDIUM',
      groupView: 'GROUP',
      basketPosition: 'NAVIGATION_BAR',
      modificationViewType: 'NAME_ONLY',
      promoActive: true,
      favouriteActive: true,
      cancelOrderActive: true,
      notificationsActive: true,
      phone: company.phone,
      phoneActive: true,
      telegram: '@kattamenyu',
      telegramActive: true,
      leftCopyWrite: '© 2026 Katta Menyu',
      rightCopyWrite: '«Katta Menyu» MChJ',
      contacts: [{ type: 'EMAIL', value: company.email }],
    },
    policies: policies(company),
    cities: [CITIES.tashkent],
    branches: [
      branch(BRANCHES[0]!, t('Markaz', 'Центр', 'City centre'), 41.3111, 69.2797, "Toshkent, Amir Temur shoh ko'chasi, 1", true),
      branch(BRANCHES[1]!, t('Chilonzor', 'Чиланзар', 'Chilanzar'), 41.2757, 69.2043, "Toshkent, Bunyodkor shoh ko'chasi, 40"),
      branch(BRANCHES[2]!, t('Yunusobod', 'Юнусабад', 'Yunusabad'), 41.3661, 69.2887, "Toshkent, Amir Temur shoh ko'chasi, 120"),
    ],
    ...payments(LARGE_MERCHANT_ID, ['CASH', 'PAYME', 'CLICK']),
    orderSettings: [{ cityId: 'tashkent', minimalDeliveryPrice: 40000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY' }],
    deliveryTariffs: [tariff('large-tashkent', 'tashkent', 'Toshkent', 12000, 2000, 150000)],
    promos: [
      {
        id: BASE + 1,
        code: 'KATTA10',
        discountType: 'PERCENTAGE',
        productDiscount: 10,
        minPrice: 100000,
        startDate: '2026-01-01T00:00:00+05:00',
        endDate: '2027-12-31T23:59:59+05:00',
      },
      {
        id: BASE + 2,
        code: 'KATTA20000',
        discountType: 'AMOUNT',
        productDiscount: 20000,
        minPrice: 150000,
        startDate: '2026-01-01T00:00:00+05:00',
        endDate: '2027-12-31T23:59:59+05:00',
      },
    ],
    banners: [
      {
        id: BASE + 1,
        image: 'burger/banner-olov-burger.svg',
        title: t('Ikki ming taom', 'Две тысячи блюд', 'Two thousand dishes'),
        categoryId: mainCategoryId,
        priority: 1,
      },
      {
        id: BASE + 2,
        image: 'burger/banner-delivery.svg',
        title: t("150 000 so'mdan bepul yetkazish", 'Бесплатная доставка от 150 000 сум', "Free delivery over 150,000 so'm"),
        priority: 2,
      },
    ],
    menu: built,
  };
}

/** The text of bench/presets/large.json. */
export const largePresetText = (): string => `${formatJson(buildLargePreset())}\n`;
