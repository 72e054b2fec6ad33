/**
 * Bodom Coffee (sub `coffee`): a light brand, SMALL cards in horizontal rows, the basket
 * floating over the products, pick-up and dine-in, modifications shown with pictures
 * (FULL_IMAGE), table booking, stories, cash/terminal/Uzum.
 */
import {
  beansBag, bowl, cake, coffeeCup, cookies, croissant, cupcake, donut, glass, macarons, marshmallows, milkCarton, pancakes,
  pastries, sandwich, shake, soup, syrupBottle, takeaway, teapot, toast, whippedCream,
} from './art-food.ts';
import { CITIES, payments, policies, t, week, type Brand, type ModGroup } from './model.ts';

const MERCHANT = 'demo-coffee';
const BASE = 2000;

const SIZE: ModGroup = {
  id: BASE + 501,
  name: t('Hajmi', 'Объём', 'Size'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'size-s', name: t('S — 250 ml', 'S — 250 мл', 'S — 250 ml'), price: 0, isDefault: true, art: takeaway({ scale: 0.7, steam: false }) },
    { key: 'size-m', name: t('M — 350 ml', 'M — 350 мл', 'M — 350 ml'), price: 5000, art: takeaway({ scale: 0.85, steam: false }) },
    { key: 'size-l', name: t('L — 450 ml', 'L — 450 мл', 'L — 450 ml'), price: 9000, art: takeaway({ scale: 1, steam: false }) },
  ],
};
const MILK: ModGroup = {
  id: BASE + 502,
  name: t('Sut', 'Молоко', 'Milk'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'milk-regular', name: t('Oddiy sut', 'Обычное молоко', 'Whole milk'), price: 0, isDefault: true, art: milkCarton({ color: '#64B5F6' }) },
    { key: 'milk-lactose-free', name: t('Laktozasiz sut', 'Безлактозное молоко', 'Lactose-free milk'), price: 4000, art: milkCarton({ color: '#9575CD' }) },
    { key: 'milk-almond', name: t('Bodom suti', 'Миндальное молоко', 'Almond milk'), price: 7000, art: milkCarton({ color: '#C8A27A' }) },
    { key: 'milk-oat', name: t('Suli suti', 'Овсяное молоко', 'Oat milk'), price: 7000, art: milkCarton({ color: '#E0B84C' }) },
    { key: 'milk-coconut', name: t('Kokos suti', 'Кокосовое молоко', 'Coconut milk'), price: 7000, art: milkCarton({ color: '#8D6E63' }) },
  ],
};
const SYRUP: ModGroup = {
  id: BASE + 503,
  name: t('Sirop', 'Сироп', 'Syrup'),
  maxCount: 2,
  options: [
    { key: 'syrup-caramel', name: t('Karamel', 'Карамель', 'Caramel'), price: 4000, art: syrupBottle({ color: '#C8741F' }) },
    { key: 'syrup-vanilla', name: t('Vanil', 'Ваниль', 'Vanilla'), price: 4000, art: syrupBottle({ color: '#E6C86E' }) },
    { key: 'syrup-hazelnut', name: t('Findiq', 'Лесной орех', 'Hazelnut'), price: 4000, art: syrupBottle({ color: '#8D6E63' }) },
    { key: 'syrup-salted-caramel', name: t('Tuzli karamel', 'Солёная карамель', 'Salted caramel'), price: 4000, art: syrupBottle({ color: '#A0522D' }) },
    { key: 'syrup-coconut', name: t('Kokos', 'Кокос', 'Coconut'), price: 4000, art: syrupBottle({ color: '#90A4AE' }) },
  ],
};
const EXTRA: ModGroup = {
  id: BASE + 504,
  name: t("Qo'shimcha", 'Дополнительно', 'Extras'),
  maxCount: 3,
  options: [
    { key: 'extra-shot', name: t("Qo'shimcha espresso", 'Дополнительный эспрессо', 'Extra espresso shot'), price: 6000, art: coffeeCup({ top: 'plain', small: true, coffee: '#3E2417' }) },
    { key: 'extra-cream', name: t("Ko'pirtirilgan qaymoq", 'Взбитые сливки', 'Whipped cream'), price: 4000, art: whippedCream() },
    { key: 'extra-marshmallow', name: t('Marshmallou', 'Маршмеллоу', 'Marshmallows'), price: 3000, art: marshmallows({ colors: ['#F8BBD0', '#FFFFFF', '#B3E5FC'] }) },
  ],
};
const SIZE_COLD: ModGroup = {
  id: BASE + 505,
  name: t('Hajmi', 'Объём', 'Size'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'cold-m', name: t('M — 350 ml', 'M — 350 мл', 'M — 350 ml'), price: 0, isDefault: true, art: glass({ layers: [{ color: '#C69C6D', h: 130 }], short: true, ice: true }) },
    { key: 'cold-l', name: t('L — 500 ml', 'L — 500 мл', 'L — 500 ml'), price: 6000, art: glass({ layers: [{ color: '#C69C6D', h: 200 }], ice: true }) },
  ],
};

const C = {
  city: 'coffee-tashkent-city',
  minor: 'coffee-minor',
  samarkand: 'coffee-registan',
  sergeli: 'coffee-sergeli',
};
const TASHKENT = [C.city, C.minor, C.sergeli];
const CAPPUCCINO = coffeeCup({ top: 'heart' });

const branchSettings = { merchantId: MERCHANT, deliveryEnabled: false, pickupEnabled: true, dineinEnabled: true, bookingEnabled: true };
/** Bookings of a coffee shop: half-hour slots, an hour and a half at a table, an hour's notice, two weeks ahead. */
const booking = (seats: number) => ({ seats, slotMinutes: 30, stayMinutes: 90, noticeMinutes: 60, daysAhead: 14, maxGuests: 8, cancelBeforeMinutes: 60 });
/** The numbered tables of a hall, each with its printed code. */
const tables = (count: number, seats = 4) => Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}`, name: `${i + 1}`, seats }));

/** The EU's allergens and the diet labels of the menu, by product slug and modification key. */
const DAIRY = { allergens: ['MILK'] } as const;
const dietary: Brand['dietary'] = {
  latte: DAIRY, 'flat-white': DAIRY, raf: DAIRY, mocha: DAIRY, macchiato: DAIRY, cappuccino: DAIRY, 'halva-raf': { allergens: ['MILK', 'SESAME'] },
  'almond-latte': { allergens: ['NUTS'], diet: ['VEGETARIAN'] }, 'lavender-raf': DAIRY, 'pistachio-latte': { allergens: ['MILK', 'NUTS'] },
  'pumpkin-latte': DAIRY, 'honey-cappuccino': DAIRY, 'iced-latte': DAIRY, 'caramel-frappe': DAIRY, 'iced-matcha': DAIRY,
  'matcha-latte': DAIRY, cocoa: DAIRY, 'chai-latte': DAIRY,
  pancakes: { allergens: ['GLUTEN', 'EGGS', 'MILK'], diet: ['VEGETARIAN'] }, syrniki: { allergens: ['GLUTEN', 'EGGS', 'MILK'], diet: ['VEGETARIAN'] },
  granola: { allergens: ['GLUTEN', 'MILK', 'NUTS'], diet: ['VEGETARIAN'] }, 'avocado-toast': { allergens: ['GLUTEN', 'EGGS'], diet: ['VEGETARIAN', 'SPICY'] },
  'croissant-sandwich': { allergens: ['GLUTEN', 'MILK', 'MUSTARD'], diet: ['HALAL'] }, shakshuka: { allergens: ['EGGS', 'GLUTEN'], diet: ['VEGETARIAN', 'SPICY'] },
  'club-sandwich': { allergens: ['GLUTEN', 'EGGS'], diet: ['HALAL'] }, panini: { allergens: ['GLUTEN', 'MILK', 'NUTS'], diet: ['HALAL'] },
  'salmon-bagel': { allergens: ['GLUTEN', 'FISH', 'MILK', 'SESAME'] },
  croissant: { allergens: ['GLUTEN', 'MILK', 'EGGS'], diet: ['VEGETARIAN'] }, 'almond-croissant': { allergens: ['GLUTEN', 'MILK', 'EGGS', 'NUTS'], diet: ['VEGETARIAN'] },
  'pain-au-chocolat': { allergens: ['GLUTEN', 'MILK', 'EGGS', 'SOYBEANS'], diet: ['VEGETARIAN'] }, 'cinnamon-roll': { allergens: ['GLUTEN', 'MILK', 'EGGS'], diet: ['VEGETARIAN'] },
  'blueberry-muffin': { allergens: ['GLUTEN', 'MILK', 'EGGS'], diet: ['VEGETARIAN'] }, cookie: { allergens: ['GLUTEN', 'MILK', 'EGGS', 'SOYBEANS'], diet: ['VEGETARIAN'] },
  'ny-cheesecake': { allergens: ['GLUTEN', 'MILK', 'EGGS'], diet: ['VEGETARIAN'] }, medovik: { allergens: ['GLUTEN', 'MILK', 'EGGS', 'NUTS'], diet: ['VEGETARIAN'] },
  tiramisu: { allergens: ['GLUTEN', 'MILK', 'EGGS'] }, 'carrot-cake': { allergens: ['GLUTEN', 'MILK', 'EGGS', 'NUTS'], diet: ['VEGETARIAN'] },
  macarons: { allergens: ['NUTS', 'EGGS'], diet: ['VEGETARIAN'] }, donut: { allergens: ['GLUTEN', 'MILK', 'EGGS'], diet: ['VEGETARIAN'] },
  'green-tea': { diet: ['VEGETARIAN', 'HALAL'] }, 'thyme-tea': { diet: ['VEGETARIAN', 'HALAL'] },
  'milk-regular': DAIRY, 'milk-lactose-free': DAIRY, 'milk-almond': { allergens: ['NUTS'] }, 'milk-oat': { allergens: ['GLUTEN'] },
  'syrup-hazelnut': { allergens: ['NUTS'] }, 'extra-cream': DAIRY, 'extra-marshmallow': { allergens: ['EGGS'] },
};

export const coffeeBrand: Brand = {
  sub: 'coffee',
  base: BASE,
  dietary,
  art: { emblem: 'cup', color: '#D4A373', backgrounds: ['#F5EBDD', '#EFE4D6', '#F8F1E7', '#EDE3D8'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'coffee',
      name: t('Bodom Coffee', 'Бодом Кофе', 'Bodom Coffee'),
      logo: 'coffee/logo.svg',
      color: '#D4A373',
      smsGateway: 'PLAY_MOBILE',
      latitude: 41.3142,
      longitude: 69.249,
      mainCityId: 'tashkent',
      createdDate: '2023-11-02T09:00:00+05:00',
    },
    webSettings: {
      merchantId: MERCHANT,
      brand: 'Bodom Coffee',
      title: 'Bodom Coffee — qahvaxona va nonushta',
      logo: 'coffee/logo.svg',
      favicon: 'coffee/favicon.svg',
      domain: 'coffee.localhost',
      mainColor: '#D4A373',
      mainColorType: 'light',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: true,
      isDark: false,
      deliveryActive: false,
      pickupActive: true,
      dineInActive: true,
      bookingActive: true,
      branchesActive: true,
      storiesActive: true,
      bannersActive: false,
      cashActive: true,
      terminalActive: true,
      uzumActive: true,
      paymeActive: false,
      clickActive: false,
      categoryView: 'SMALL',
      groupView: 'GROUP',
      basketPosition: 'FLOATING_OVER_PRODUCT',
      modificationViewType: 'FULL_IMAGE',
      mapType: 'leaflet',
      cashbackActive: true,
      favouriteActive: true,
      promoActive: true,
      vacanciesActive: true,
      receiverActive: true,
      chatActive: true,
      phone: '+998 78 113 20 20',
      phoneActive: true,
      instagram: 'bodom.coffee',
      instagramActive: true,
      telegram: '@bodomcoffee',
      telegramActive: true,
      facebook: 'https://facebook.com/bodomcoffee',
      facebookActive: false,
      leftCopyWrite: '© 2026 Bodom Coffee',
      rightCopyWrite: 'Har kuni yangi qovurilgan qahva',
      contacts: [{ type: 'EMAIL', value: 'salom@bodom.coffee', label: t('Hamkorlik uchun', 'Для сотрудничества', 'Partnerships') }],
    },
    policies: policies({
      brand: 'Bodom Coffee',
      legal: t('«Bodom Coffee Roasters» MChJ', 'ООО «Bodom Coffee Roasters»', 'Bodom Coffee Roasters LLC'),
      phone: '+998 78 113 20 20',
      email: 'salom@bodom.coffee',
      site: 'bodom.coffee',
      address: t("Toshkent, Shayxontohur tumani, Navoiy ko'chasi, 2B", 'Ташкент, Шайхантахурский район, улица Навои, 2B', '2B Navoi Street, Shaykhantakhur district, Tashkent'),
      delivery: false,
      about: {
        uz: [
          "Bodom Coffee — Toshkentdagi kichik qovurish sexi va uchta qahvaxona. Biz yashil donlarni Efiopiya, Kolumbiya va Braziliyadagi fermerlardan to'g'ridan-to'g'ri sotib olamiz va har hafta o'zimiz qovuramiz.",
          "Menyumizda klassik espresso ichimliklari bilan birga o'zbekona ta'mlar ham bor: holvali raf, bodomli latte va asal-dolchinli kapuchino. Nonushtalar har kuni soat 11:00 gacha tayyorlanadi.",
          "Zalda stol band qilish uchun saytdagi «Band qilish» tugmasidan foydalaning yoki filialga qo'ng'iroq qiling.",
        ],
        ru: [
          'Bodom Coffee — небольшой обжарочный цех и три кофейни в Ташкенте и Самарканде. Мы покупаем зелёное зерно напрямую у фермеров Эфиопии, Колумбии и Бразилии и обжариваем его сами каждую неделю.',
          'Кроме классики на эспрессо, в меню есть узбекские вкусы: раф с халвой, миндальный латте и капучино с мёдом и корицей. Завтраки готовим каждый день до 11:00.',
          'Забронировать столик можно кнопкой «Бронирование» на сайте или по телефону филиала.',
        ],
        eng: [
          'Bodom Coffee is a small roastery and three coffee shops in Tashkent and Samarkand. We buy green beans directly from farmers in Ethiopia, Colombia and Brazil and roast them ourselves every week.',
          'Besides espresso classics, the menu has Uzbek flavours: halva raf, almond latte and honey-cinnamon cappuccino. Breakfast is served every day until 11:00.',
          'To book a table, use the Booking button on the site or call the branch.',
        ],
      },
    }),
    cities: [CITIES.tashkent, CITIES.samarkand],
    branches: [
      {
        id: C.city, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Tashkent City', 'Ташкент Сити', 'Tashkent City'),
        latitude: 41.3142, longitude: 69.249,
        address: "Toshkent, Shayxontohur tumani, Navoiy ko'chasi, 2B",
        phone: '+998 78 113 20 21', bookingPhone: '+998 78 113 20 21', open: '08:00', close: '23:00',
        settings: branchSettings, booking: booking(40), tables: tables(12),
        workHours: week('08:00', '23:00', { SATURDAY: ['09:00', '23:30'], SUNDAY: ['09:00', '23:30'] }),
      },
      {
        id: C.minor, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Minor', 'Минор', 'Minor'),
        latitude: 41.3275, longitude: 69.2852,
        address: "Toshkent, Yunusobod tumani, Kichik halqa yo'li, 24",
        phone: '+998 78 113 20 22', bookingPhone: '+998 78 113 20 22', open: '07:30', close: '22:00',
        settings: branchSettings, booking: booking(16), tables: tables(6, 2),
        workHours: week('07:30', '22:00', { SUNDAY: 'closed' }),
      },
      {
        id: C.samarkand, cityId: 'samarkand', merchantId: MERCHANT,
        name: t('Samarqand, Registon', 'Самарканд, Регистан', 'Samarkand, Registan'),
        latitude: 39.6548, longitude: 66.9757,
        address: "Samarqand, Registon ko'chasi, 15",
        phone: '+998 66 210 20 20', open: '09:00', close: '22:00',
        settings: { ...branchSettings, bookingEnabled: false }, tables: tables(8),
        workHours: week('09:00', '22:00'),
      },
      {
        id: C.sergeli, cityId: 'tashkent', merchantId: MERCHANT, isActive: false,
        name: t("Sergeli (ta'mirda)", 'Сергели (на ремонте)', 'Sergeli (under renovation)'),
        latitude: 41.2267, longitude: 69.2197,
        address: "Toshkent, Sergeli tumani, Yangi Sergeli ko'chasi, 40",
        phone: '+998 78 113 20 23', open: '08:00', close: '21:00',
        settings: branchSettings,
        workHours: week('08:00', '21:00'),
      },
    ],
    ...payments(MERCHANT, ['CASH', 'TERMINAL', 'UZUM']),
    orderSettings: [
      {
        cityId: 'tashkent', defaultWebSiteDeliveryType: 'PICK_UP', defaultTelegramDeliveryType: 'PICK_UP', defaultApplicationDeliveryType: 'DINE_IN',
        isServiceFeeEnabled: true, serviceFeeAmount: 5000, isServiceFeeFreeAboveThreshold: true, serviceFeeThreshold: 100000,
        cashbackPercent: 5,
      },
      { cityId: 'samarkand', defaultWebSiteDeliveryType: 'PICK_UP', defaultTelegramDeliveryType: 'PICK_UP', cashbackPercent: 3 },
    ],
    vacancies: [
      {
        id: 'barista', priority: 1, branchId: C.city, cityId: 'tashkent', salaryFrom: 4_000_000, salaryTo: 6_500_000, publishedFrom: '2026-09-01',
        title: t('Barista', 'Бариста', 'Barista'),
        text: t(
          "Espresso ichimliklarini tayyorlash, mehmonlarni kutib olish va zalni toza tutish. Tajriba shart emas: ikki haftalik o'qitishdan o'tasiz. Smenali ish, bepul nonushta va qahva.",
          'Готовить напитки на эспрессо, встречать гостей и следить за чистотой зала. Опыт не обязателен: две недели обучения. Сменный график, бесплатные завтраки и кофе.',
          'Make espresso drinks, welcome guests and keep the hall tidy. No experience needed: two weeks of training. Shifts, free breakfast and coffee.',
        ),
      },
      {
        id: 'pastry-cook', priority: 2, cityId: 'tashkent', salaryFrom: 5_000_000, publishedFrom: '2026-10-15',
        title: t('Qandolatchi', 'Кондитер', 'Pastry cook'),
        text: t(
          "Kruassan, desert va pishiriqlarni tayyorlash. Xamir bilan ishlash tajribasi kamida bir yil. Ish vaqti 06:00 dan 15:00 gacha.",
          'Круассаны, десерты и выпечка. Опыт работы с тестом от года. График с 06:00 до 15:00.',
          'Croissants, desserts and pastries. At least a year of work with dough. Hours 06:00 to 15:00.',
        ),
      },
      {
        id: 'manager-samarkand', priority: 3, branchId: C.samarkand, cityId: 'samarkand', salaryFrom: 7_000_000, salaryTo: 9_000_000, publishedFrom: '2026-11-01', publishedTo: '2027-01-31',
        title: t('Filial boshqaruvchisi', 'Управляющий филиалом', 'Branch manager'),
        text: t(
          "Samarqanddagi qahvaxonaning jamoasi, smenalari va hisobotlari. Rus va o'zbek tillarini bilish shart.",
          'Команда, смены и отчёты кофейни в Самарканде. Обязательно знание русского и узбекского.',
          'The team, shifts and reports of our Samarkand coffee shop. Uzbek and Russian required.',
        ),
      },
    ],
    promos: [
      { id: BASE + 1, code: 'KOFE20', discountType: 'PERCENTAGE', productDiscount: 20, minPrice: 50000, startDate: '2026-10-01T00:00:00+05:00', endDate: '2027-02-28T23:59:59+05:00' },
      { id: BASE + 2, code: 'NONUSHTA', discountType: 'AMOUNT', productDiscount: 10000, minPrice: 60000, startDate: '2026-01-01T00:00:00+05:00', endDate: '2027-12-31T23:59:59+05:00' },
      { id: BASE + 3, code: 'BAHOR2026', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 0, startDate: '2026-03-01T00:00:00+05:00', endDate: '2026-05-31T23:59:59+05:00' },
    ],
  },
  stories: [
    {
      slug: 'autumn', title: t('Kuzgi menyu', 'Осеннее меню', 'Autumn menu'),
      text: t("Qovoqli latte va ziravorli raf — faqat noyabr oxirigacha.", 'Тыквенный латте и пряный раф — только до конца ноября.', 'Pumpkin latte and spiced raf, only until the end of November.'),
      motif: 'confetti', background: '#F3D9B1', accent: '#E07A2E', item: takeaway({ sleeve: '#E07A2E' }),
    },
    {
      slug: 'beans', title: t('Bizning donlar', 'Наше зерно', 'Our beans'),
      text: t("Har hafta o'zimiz qovuramiz. Qahvaxonada 250 g dan sotib oling.", 'Обжариваем сами каждую неделю. Покупайте в кофейне от 250 г.', 'We roast every week. Buy from 250 g in our coffee shops.'),
      motif: 'moon', background: '#EFE4D6', accent: '#6D4C41', item: beansBag({ label: '#D4A373' }),
    },
    {
      slug: 'breakfast', title: t('Nonushta 11:00 gacha', 'Завтраки до 11:00', 'Breakfast until 11'),
      text: t("Quymoq, sirniki va avokado tost — har kuni ertalab.", 'Панкейки, сырники и тост с авокадо — каждое утро.', 'Pancakes, syrniki and avocado toast every morning.'),
      motif: 'burst', background: '#F8F1E7', accent: '#D4A373', item: pancakes({ syrup: '#B5651D', berries: '#3F51B5' }),
    },
    {
      slug: 'booking', title: t('Stol band qiling', 'Забронируйте столик', 'Book a table'),
      text: t("Do'stlar bilan uchrashuv uchun stolni oldindan band qiling.", 'Бронируйте столик заранее для встречи с друзьями.', 'Book a table in advance to meet your friends.'),
      motif: 'pin', background: '#E6D3BC', accent: '#8D6E63', item: CAPPUCCINO,
    },
  ],
  groups: [
    {
      name: t('Qahva', 'Кофе', 'Coffee'),
      bgColor: '#F5EBDD',
      categories: [
        {
          name: t('Klassik qahva', 'Классический кофе', 'Classic coffee'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'espresso', name: t('Espresso', 'Эспрессо', 'Espresso'), description: t('Bizning qovurilgan Braziliya-Efiopiya aralashmasidan 30 ml.', '30 мл из нашей смеси Бразилии и Эфиопии.', '30 ml of our Brazil-Ethiopia house blend.'), amount: 18000, unit: 'LITER', measure: 0.03, calorie: 5, art: coffeeCup({ top: 'plain', small: true, coffee: '#3E2417' }), mods: [EXTRA], grade: 4.7 },
            { slug: 'doppio', name: t('Doppio', 'Доппио', 'Doppio'), description: t('Ikkilangan espresso.', 'Двойной эспрессо.', 'A double espresso.'), amount: 24000, unit: 'LITER', measure: 0.06, calorie: 10, art: coffeeCup({ top: 'plain', small: true, cup: '#2F2F33', coffee: '#3E2417' }), mods: [EXTRA] },
            { slug: 'americano', name: t('Amerikano', 'Американо', 'Americano'), description: t('Espresso va issiq suv.', 'Эспрессо и горячая вода.', 'Espresso and hot water.'), amount: 22000, unit: 'LITER', measure: 0.25, calorie: 10, art: coffeeCup({ top: 'plain', coffee: '#4E2C1A' }), mods: [SIZE, EXTRA] },
            {
              slug: 'cappuccino', name: t('Kapuchino', 'Капучино', 'Cappuccino'),
              description: t("Espresso, ko'pirtirilgan sut va qalin ko'pik.", 'Эспрессо, вспененное молоко и плотная пена.', 'Espresso, steamed milk and thick foam.'),
              amount: 28000, unit: 'LITER', measure: 0.25, calorie: 120, art: CAPPUCCINO, mods: [SIZE, MILK, SYRUP, EXTRA], gallery: 2, labels: ['hit'], grade: 4.9, recommend: true,
            },
            { slug: 'latte', name: t('Latte', 'Латте', 'Latte'), description: t("Espresso va ko'p miqdordagi yumshoq sut.", 'Эспрессо и много нежного молока.', 'Espresso with plenty of silky milk.'), amount: 30000, unit: 'LITER', measure: 0.35, calorie: 180, art: coffeeCup({ top: 'leaf', cup: '#F3E0C8' }), mods: [SIZE, MILK, SYRUP, EXTRA], grade: 4.8 },
            { slug: 'flat-white', name: t('Flet uayt', 'Флэт уайт', 'Flat white'), description: t("Ikkilangan espresso va yupqa sut ko'pigi.", 'Двойной эспрессо и тонкая молочная пена.', 'Double espresso with a thin layer of milk foam.'), amount: 30000, unit: 'LITER', measure: 0.2, calorie: 110, art: coffeeCup({ top: 'heart', cup: '#2F2F33', coffee: '#6D4026' }), mods: [MILK, SYRUP] },
            { slug: 'raf', name: t('Klassik raf', 'Классический раф', 'Classic raf'), description: t("Espresso, qaymoq va vanil shakari birga ko'pirtiriladi.", 'Эспрессо, сливки и ванильный сахар, взбитые вместе.', 'Espresso, cream and vanilla sugar whipped together.'), amount: 36000, unit: 'LITER', measure: 0.3, calorie: 260, art: coffeeCup({ top: 'foam', cup: '#D4A373', foam: '#FFF3E0' }), mods: [SIZE, SYRUP] },
            { slug: 'mocha', name: t('Mokko', 'Мокко', 'Mocha'), description: t("Espresso, shokolad, sut va ko'pirtirilgan qaymoq.", 'Эспрессо, шоколад, молоко и взбитые сливки.', 'Espresso, chocolate, milk and whipped cream.'), amount: 34000, unit: 'LITER', measure: 0.35, calorie: 290, art: coffeeCup({ top: 'cream', coffee: '#5D3A28' }), mods: [SIZE, MILK, EXTRA] },
            { slug: 'macchiato', name: t('Makiato', 'Макиато', 'Macchiato'), description: t("Espresso ustida bir qoshiq sut ko'pigi.", 'Эспрессо с ложкой молочной пены.', 'Espresso with a spoonful of milk foam.'), amount: 22000, unit: 'LITER', measure: 0.06, calorie: 20, art: coffeeCup({ top: 'foam', small: true, coffee: '#4E2C1A' }), mods: [EXTRA] },
          ],
        },
        {
          name: t('Muallif qahvalari', 'Авторский кофе', 'Signature coffee'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            {
              slug: 'halva-raf', name: t('Holvali raf', 'Раф с халвой', 'Halva raf'),
              description: t("Kunjutli o'zbek holvasi bilan ko'pirtirilgan raf — bizning eng mashhur ichimligimiz.", 'Раф, взбитый с узбекской кунжутной халвой, — наш самый популярный напиток.', 'Raf whipped with Uzbek sesame halva, our most popular drink.'),
              amount: 38000, unit: 'LITER', measure: 0.3, calorie: 320, art: coffeeCup({ top: 'cocoa', coffee: '#C8A27A' }), mods: [SIZE, MILK], labels: ['hit'], gallery: 2, grade: 4.9,
            },
            { slug: 'almond-latte', name: t('Bodomli latte', 'Миндальный латте', 'Almond latte'), description: t("Bodom suti va qovurilgan bodom siropi bilan latte.", 'Латте на миндальном молоке с сиропом жареного миндаля.', 'Latte with almond milk and roasted almond syrup.'), amount: 36000, unit: 'LITER', measure: 0.35, calorie: 170, art: takeaway({ mark: '#D4A373' }), mods: [SIZE, SYRUP] },
            { slug: 'lavender-raf', name: t('Lavandali raf', 'Лавандовый раф', 'Lavender raf'), description: t("Lavanda siropi va qaymoq bilan nozik raf. Faqat Tashkent City filialida.", 'Нежный раф с лавандовым сиропом. Только в Ташкент Сити.', 'A delicate raf with lavender syrup. Tashkent City only.'), amount: 38000, unit: 'LITER', measure: 0.3, calorie: 280, art: coffeeCup({ top: 'foam', cup: '#B39DDB', foam: '#EDE7F6' }), labels: ['new'], branches: [C.city], mods: [SIZE, MILK] },
            { slug: 'pistachio-latte', name: t('Pistali latte', 'Фисташковый латте', 'Pistachio latte'), description: t('Pista pastasi va espresso bilan latte.', 'Латте с фисташковой пастой и эспрессо.', 'Latte with pistachio paste and espresso.'), amount: 39000, unit: 'LITER', measure: 0.35, calorie: 240, art: coffeeCup({ top: 'leaf', cup: '#9CCC65', foam: '#F1F8E9' }), mods: [SIZE, MILK] },
            { slug: 'pumpkin-latte', name: t('Qovoqli latte', 'Тыквенный латте', 'Pumpkin spice latte'), description: t('Qovoq pyuresi, dolchin va muskat yong\'og\'i bilan kuzgi latte.', 'Осенний латте с тыквенным пюре, корицей и мускатом.', 'An autumn latte with pumpkin purée, cinnamon and nutmeg.'), amount: 37000, discount: 10, unit: 'LITER', measure: 0.35, calorie: 230, art: takeaway({ sleeve: '#E07A2E' }), labels: ['new'], mods: [SIZE, MILK] },
            { slug: 'honey-cappuccino', name: t('Asal-dolchinli kapuchino', 'Капучино с мёдом и корицей', 'Honey-cinnamon cappuccino'), description: t("Tog' asali va Seylon dolchini bilan kapuchino.", 'Капучино с горным мёдом и цейлонской корицей.', 'Cappuccino with mountain honey and Ceylon cinnamon.'), amount: 34000, unit: 'LITER', measure: 0.3, calorie: 170, art: coffeeCup({ top: 'cocoa', cup: '#FFE0B2' }), mods: [SIZE, MILK] },
          ],
        },
        {
          name: t('Sovuq ichimliklar', 'Холодные напитки', 'Cold drinks'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'iced-latte', name: t('Ays latte', 'Айс латте', 'Iced latte'), description: t('Muz, sovuq sut va espresso.', 'Лёд, холодное молоко и эспрессо.', 'Ice, cold milk and espresso.'), amount: 32000, unit: 'LITER', measure: 0.35, calorie: 150, art: glass({ layers: [{ color: '#F3E6D3', h: 140 }, { color: '#A8764A', h: 90 }], ice: true, straw: '#6D4C41' }), mods: [SIZE_COLD, MILK, SYRUP], grade: 4.6 },
            { slug: 'cold-brew', name: t('Kold bryu', 'Колд брю', 'Cold brew'), description: t('18 soat davomida sovuq suvda damlangan qahva.', 'Кофе, настоянный 18 часов в холодной воде.', 'Coffee steeped for 18 hours in cold water.'), amount: 30000, unit: 'LITER', measure: 0.35, calorie: 5, art: glass({ layers: [{ color: '#3E2417', h: 210 }], ice: true, lemon: '#FFB74D' }), mods: [SIZE_COLD] },
            { slug: 'espresso-tonic', name: t('Espresso-tonik', 'Эспрессо-тоник', 'Espresso tonic'), description: t('Tonik, muz, apelsin po\'sti va espresso.', 'Тоник, лёд, апельсиновая цедра и эспрессо.', 'Tonic, ice, orange zest and espresso.'), amount: 32000, unit: 'LITER', measure: 0.3, calorie: 60, art: glass({ layers: [{ color: '#E8F1F2', h: 150 }, { color: '#6D4026', h: 60 }], ice: true, bubbles: true, lemon: '#FFA726' }) },
            { slug: 'caramel-frappe', name: t('Karamelli frappe', 'Карамельный фраппе', 'Caramel frappé'), description: t("Muz, espresso, sut va karamel, ustida qaymoq.", 'Лёд, эспрессо, молоко и карамель со сливками.', 'Blended ice, espresso, milk and caramel with cream on top.'), amount: 38000, unit: 'LITER', measure: 0.4, calorie: 380, art: shake({ color: '#D7A86E', drizzle: '#A0522D', topping: '#A0522D' }), mods: [SYRUP, EXTRA] },
            { slug: 'iced-matcha', name: t('Ays matcha', 'Айс матча', 'Iced matcha'), description: t('Yapon matchasi, sovuq sut va muz.', 'Японская матча, холодное молоко и лёд.', 'Japanese matcha, cold milk and ice.'), amount: 36000, unit: 'LITER', measure: 0.35, calorie: 140, art: glass({ layers: [{ color: '#F5F5F0', h: 120 }, { color: '#8BC34A', h: 100 }], ice: true, straw: '#2E7D32' }), mods: [SIZE_COLD, MILK] },
            { slug: 'berry-lemonade', name: t('Rezavor limonad', 'Ягодный лимонад', 'Berry lemonade'), description: t("Qulupnay, malina, limon va gazli suv.", 'Клубника, малина, лимон и содовая.', 'Strawberry, raspberry, lemon and soda.'), amount: 28000, unit: 'LITER', measure: 0.4, calorie: 110, art: glass({ layers: [{ color: '#E57373', h: 210 }], ice: true, berries: '#B71C1C', mint: true, bubbles: true }), labels: ['new'] },
          ],
        },
        {
          name: t('Qahva donlari', 'Кофе в зёрнах', 'Coffee beans'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET', isWithoutCart: true,
          products: [
            { slug: 'beans-ethiopia', name: t('Efiopiya Yirgacheffe', 'Эфиопия Иргачефф', 'Ethiopia Yirgacheffe'), description: t("Gulli va tsitrusli notalar, yengil qovurilgan. Faqat qahvaxonalarda sotiladi — baristadan so'rang.", 'Цветочные и цитрусовые ноты, светлая обжарка. Продаётся только в кофейнях — спросите бариста.', 'Floral and citrus notes, light roast. Sold in our coffee shops only: ask the barista.'), amount: 145000, unit: 'GRAMM', measure: 250, art: beansBag({ label: '#E9C46A' }) },
            { slug: 'beans-colombia', name: t('Kolumbiya Supremo', 'Колумбия Супремо', 'Colombia Supremo'), description: t("Karamel va yong'oq ta'mi, o'rtacha qovurilgan. Faqat qahvaxonalarda sotiladi.", 'Вкус карамели и орехов, средняя обжарка. Продаётся только в кофейнях.', 'Caramel and nut flavours, medium roast. Sold in our coffee shops only.'), amount: 130000, unit: 'GRAMM', measure: 250, art: beansBag({ label: '#E76F51' }) },
            { slug: 'beans-brazil', name: t('Braziliya Santos, 1 kg', 'Бразилия Сантос, 1 кг', 'Brazil Santos, 1 kg'), description: t("Shokolad va yong'oq notalari, espresso uchun. Faqat qahvaxonalarda sotiladi.", 'Ноты шоколада и ореха, для эспрессо. Продаётся только в кофейнях.', 'Chocolate and nut notes, for espresso. Sold in our coffee shops only.'), amount: 380000, unit: 'KG', measure: 1, art: beansBag({ label: '#2A9D8F', bag: '#B08968' }) },
          ],
        },
      ],
    },
    {
      name: t('Choy va kakao', 'Чай и какао', 'Tea & cocoa'),
      bgColor: '#EFE4D6',
      categories: [
        {
          name: t('Choy va kakao', 'Чай и какао', 'Tea & cocoa'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'green-tea', name: t("Ko'k choy", 'Зелёный чай', 'Green tea'), description: t("Choynakda damlangan ko'k choy, 600 ml.", 'Зелёный чай в чайнике, 600 мл.', 'Green tea in a pot, 600 ml.'), amount: 18000, unit: 'LITER', measure: 0.6, calorie: 0, art: teapot({ body: '#FFFFFF', pattern: '#43A047', tea: '#C5A33A' }) },
            { slug: 'thyme-tea', name: t('Jambilli qora choy', 'Чёрный чай с чабрецом', 'Black tea with thyme'), description: t("Tog' jambili bilan qora choy, 600 ml.", 'Чёрный чай с горным чабрецом, 600 мл.', 'Black tea with mountain thyme, 600 ml.'), amount: 18000, unit: 'LITER', measure: 0.6, calorie: 0, art: teapot({ body: '#6D4C41', pattern: '#D7CCC8', cup: '#FFFFFF', tea: '#8D3B1F' }) },
            { slug: 'sea-buckthorn-tea', name: t('Chakanda choyi', 'Облепиховый чай', 'Sea buckthorn tea'), description: t("Chakanda, apelsin, asal va zanjabil.", 'Облепиха, апельсин, мёд и имбирь.', 'Sea buckthorn, orange, honey and ginger.'), amount: 26000, unit: 'LITER', measure: 0.4, calorie: 90, art: glass({ layers: [{ color: '#F57C00', h: 200 }], berries: '#FFB300', lemon: '#FFA726', short: true }), grade: 4.7 },
            { slug: 'matcha-latte', name: t('Matcha latte', 'Матча латте', 'Matcha latte'), description: t('Ceremonial matcha va sut.', 'Церемониальная матча и молоко.', 'Ceremonial-grade matcha and milk.'), amount: 34000, unit: 'LITER', measure: 0.3, calorie: 150, art: coffeeCup({ top: 'heart', coffee: '#8BC34A', foam: '#F1F8E9' }), mods: [SIZE, MILK] },
            { slug: 'cocoa', name: t('Marshmallouli kakao', 'Какао с маршмеллоу', 'Cocoa with marshmallows'), description: t('Qalin kakao, ustida marshmallou.', 'Густое какао с маршмеллоу.', 'Rich cocoa topped with marshmallows.'), amount: 26000, unit: 'LITER', measure: 0.3, calorie: 310, art: coffeeCup({ top: 'cream', coffee: '#6D4C41', foam: '#FCE4EC' }), labels: ['kids'], mods: [SIZE, MILK] },
            { slug: 'chai-latte', name: t('Chay latte', 'Чай латте', 'Chai latte'), description: t('Ziravorli qora choy, sut va ko\'pik.', 'Пряный чёрный чай, молоко и пена.', 'Spiced black tea, milk and foam.'), amount: 32000, unit: 'LITER', measure: 0.3, calorie: 180, art: coffeeCup({ top: 'cocoa', coffee: '#C69C6D', cup: '#E76F51' }), mods: [SIZE, MILK] },
          ],
        },
      ],
    },
    {
      name: t('Oshxona', 'Кухня', 'Kitchen'),
      bgColor: '#F8F1E7',
      categories: [
        {
          name: t('Nonushta', 'Завтраки', 'Breakfast'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'FULL_SCREEN',
          products: [
            { slug: 'pancakes', name: t('Quymoqlar, zarang siropi bilan', 'Панкейки с кленовым сиропом', 'Pancakes with maple syrup'), description: t("To'rtta yumshoq quymoq, zarang siropi, sariyog' va ko'k rezavorlar.", 'Четыре пышных панкейка, кленовый сироп, масло и голубика.', 'Four fluffy pancakes, maple syrup, butter and blueberries.'), amount: 38000, unit: 'GRAMM', measure: 280, calorie: 540, art: pancakes({ syrup: '#B5651D', berries: '#3F51B5' }), gallery: 2, grade: 4.8 },
            { slug: 'syrniki', name: t('Sirniki', 'Сырники', 'Syrniki'), description: t('Tvorogli sirniki, smetana va qulupnay murabbosi.', 'Сырники из творога со сметаной и клубничным вареньем.', 'Cottage cheese pancakes with sour cream and strawberry jam.'), amount: 36000, unit: 'GRAMM', measure: 250, calorie: 480, art: pancakes({ color: '#E8B66A', count: 3, berries: '#C62828' }) },
            { slug: 'granola', name: t('Granola bowl', 'Гранола боул', 'Granola bowl'), description: t("Yunon yogurti, uy granolasi, banan va rezavorlar.", 'Греческий йогурт, домашняя гранола, банан и ягоды.', 'Greek yoghurt, homemade granola, banana and berries.'), amount: 34000, unit: 'GRAMM', measure: 300, calorie: 420, art: bowl({ bowl: '#5D8AA8', base: '#FFFDF7', toppings: [{ color: '#B5803F', shape: 'dots' }, { color: '#C62828', shape: 'dots' }, { color: '#FFF59D', shape: 'slices' }, { color: '#3F51B5', shape: 'dots' }] }), labels: ['vegetarian'] },
            { slug: 'avocado-toast', name: t('Avokado tost', 'Тост с авокадо', 'Avocado toast'), description: t("Javdar noni, avokado, pashot tuxum va chili parchalari.", 'Ржаной хлеб, авокадо, яйцо пашот и хлопья чили.', 'Rye toast, avocado, poached egg and chili flakes.'), amount: 42000, unit: 'GRAMM', measure: 230, calorie: 390, art: toast({ toppings: [{ color: '#8BC34A', shape: 'slice' }, { color: '#FFFFFF', shape: 'egg' }, { color: '#D32F2F', shape: 'dot' }] }), labels: ['hit'] },
            { slug: 'croissant-sandwich', name: t('Kruassan-sendvich', 'Круассан-сэндвич', 'Croissant sandwich'), description: t("Kurka vetchinasi, pishloq, salat va dijon sousi.", 'Ветчина из индейки, сыр, салат и дижонский соус.', 'Turkey ham, cheese, lettuce and Dijon sauce.'), amount: 38000, unit: 'GRAMM', measure: 210, calorie: 450, art: croissant({ filling: true }) },
            { slug: 'shakshuka', name: t('Shakshuka', 'Шакшука', 'Shakshuka'), description: t("Pomidor va qalampirli sousda pishirilgan ikkita tuxum, non bilan. Toshkent filiallarida.", 'Два яйца, запечённые в соусе из томатов и перца, с хлебом. В филиалах Ташкента.', 'Two eggs baked in tomato and pepper sauce, with bread. Tashkent branches.'), amount: 39000, unit: 'GRAMM', measure: 350, calorie: 410, art: soup({ bowl: '#2F2F33', broth: '#C0392B', egg: true, greens: '#43A047' }), branches: TASHKENT },
          ],
        },
        {
          name: t('Sendvichlar', 'Сэндвичи', 'Sandwiches'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'club-sandwich', name: t('Klab sendvich', 'Клаб-сэндвич', 'Club sandwich'), description: t('Tovuq, kurka bekoni, tuxum, pomidor va salat.', 'Курица, бекон из индейки, яйцо, томат и салат.', 'Chicken, turkey bacon, egg, tomato and lettuce.'), amount: 42000, unit: 'GRAMM', measure: 320, calorie: 560, art: sandwich({ fillings: ['#69B841', '#E4483A', '#F0A3A3', '#FFC23C'] }), recommend: true },
            { slug: 'panini', name: t('Tovuqli panini', 'Панини с курицей', 'Chicken panini'), description: t("Chiabatta, grilda tovuq, motsarella va pesto.", 'Чиабатта, курица гриль, моцарелла и песто.', 'Ciabatta, grilled chicken, mozzarella and pesto.'), amount: 39000, unit: 'GRAMM', measure: 280, calorie: 520, art: sandwich({ bread: '#D9A05B', fillings: ['#E8C79A', '#FFF3C8', '#43A047'], grill: true }) },
            { slug: 'salmon-bagel', name: t('Qizil baliqli bagel', 'Бейгл с лососем', 'Salmon bagel'), description: t("Qaymoqli pishloq, yengil tuzlangan losos, kapers va qizil piyoz.", 'Сливочный сыр, слабосолёный лосось, каперсы и красный лук.', 'Cream cheese, lightly salted salmon, capers and red onion.'), amount: 45000, unit: 'GRAMM', measure: 220, calorie: 430, art: sandwich({ bread: '#C68B59', fillings: ['#FFF8E1', '#F4845F', '#69B841'] }) },
          ],
        },
        {
          name: t('Pishiriqlar', 'Выпечка', 'Bakery'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'croissant', name: t('Kruassan', 'Круассан', 'Croissant'), description: t("Fransuz sariyog'ida pishirilgan klassik kruassan.", 'Классический круассан на французском масле.', 'A classic croissant made with French butter.'), amount: 16000, unit: 'GRAMM', measure: 70, calorie: 270, art: croissant(), grade: 4.6, recommend: true },
            { slug: 'almond-croissant', name: t('Bodomli kruassan', 'Миндальный круассан', 'Almond croissant'), description: t("Bodom kremi va bodom parchalari bilan.", 'С миндальным кремом и миндальными лепестками.', 'With almond cream and flaked almonds.'), amount: 24000, unit: 'GRAMM', measure: 110, calorie: 410, art: croissant({ almonds: true }), labels: ['hit'] },
            { slug: 'pain-au-chocolat', name: t('Shokoladli kruassan', 'Круассан с шоколадом', 'Pain au chocolat'), description: t('Ichida qora shokolad tayoqchalari.', 'С палочками тёмного шоколада внутри.', 'With dark chocolate batons inside.'), amount: 22000, unit: 'GRAMM', measure: 90, calorie: 350, art: croissant({ drizzle: '#4E2C1A' }) },
            { slug: 'cinnamon-roll', name: t('Dolchinli bulochka', 'Булочка с корицей', 'Cinnamon roll'), description: t("Dolchin va qaymoqli pishloq glazuri bilan.", 'С корицей и глазурью из сливочного сыра.', 'With cinnamon and cream cheese frosting.'), amount: 20000, unit: 'GRAMM', measure: 120, calorie: 420, art: pastries({ shape: 'roll', color: '#E0A458', filling: '#7A4128' }) },
            { slug: 'blueberry-muffin', name: t("Ko'k rezavorli maffin", 'Маффин с голубикой', 'Blueberry muffin'), description: t("Yangi ko'k rezavorlar bilan yumshoq maffin.", 'Нежный маффин со свежей голубикой.', 'A soft muffin with fresh blueberries.'), amount: 18000, unit: 'GRAMM', measure: 100, calorie: 360, art: cupcake({ wrapper: '#90CAF9', top: '#D9A05B', muffin: true, chips: '#3F51B5' }) },
            { slug: 'cookie', name: t('Shokoladli pechenye', 'Печенье с шоколадом', 'Chocolate chip cookie'), description: t("Katta, yumshoq, belgiya shokoladi bo'laklari bilan.", 'Большое и мягкое, с кусочками бельгийского шоколада.', 'Big and chewy, with Belgian chocolate chunks.'), amount: 12000, unit: 'GRAMM', measure: 80, calorie: 340, art: cookies(), labels: ['kids'] },
          ],
        },
        {
          name: t('Desertlar', 'Десерты', 'Desserts'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'ny-cheesecake', name: t('Nyu-York chizkeyki', 'Чизкейк Нью-Йорк', 'New York cheesecake'), description: t("Klassik kremli chizkeyk, rezavor sousi bilan.", 'Классический сливочный чизкейк с ягодным соусом.', 'Classic creamy cheesecake with berry sauce.'), amount: 32000, unit: 'GRAMM', measure: 150, calorie: 450, art: cake({ layers: ['#FFF4DC'], crust: '#C68B59', frost: '#FFF4DC', top: 'berries' }), grade: 4.8 },
            { slug: 'medovik', name: t('Medovik', 'Медовик', 'Honey cake'), description: t("Asalli korjlar va smetana kremi.", 'Медовые коржи и сметанный крем.', 'Honey sponge layers with sour cream frosting.'), amount: 30000, unit: 'GRAMM', measure: 160, calorie: 480, art: cake({ layers: ['#D9A05B', '#FFF3D6', '#D9A05B', '#FFF3D6', '#D9A05B', '#FFF3D6', '#D9A05B'], frost: '#E8C07A', top: 'nuts', accent: '#A0522D' }), labels: ['hit'] },
            { slug: 'tiramisu', name: t('Tiramisu', 'Тирамису', 'Tiramisu'), description: t("Maskarpone, espressoga botirilgan savoyardi va kakao.", 'Маскарпоне, савоярди в эспрессо и какао.', 'Mascarpone, espresso-soaked ladyfingers and cocoa.'), amount: 34000, unit: 'GRAMM', measure: 150, calorie: 430, art: cake({ layers: ['#8D5A3C', '#FFF8E7', '#8D5A3C', '#FFF8E7'], frost: '#6D4C41', top: 'cocoa' }) },
            { slug: 'carrot-cake', name: t('Sabzili pirog', 'Морковный торт', 'Carrot cake'), description: t("Yong'oqli sabzili biskvit va qaymoqli pishloq kremi.", 'Морковный бисквит с орехами и крем из сливочного сыра.', 'Carrot sponge with walnuts and cream cheese frosting.'), amount: 32000, unit: 'GRAMM', measure: 160, calorie: 460, art: cake({ layers: ['#D9822B', '#FFF8E7', '#D9822B', '#FFF8E7', '#D9822B'], frost: '#FFF8E7', top: 'nuts', accent: '#8D6E63' }), labels: ['new'] },
            { slug: 'macarons', name: t('Makaronlar, 6 dona', 'Макаронс, 6 шт.', 'Macarons, 6 pcs'), description: t("Pista, malina, limon, shokolad, vanil va lavanda.", 'Фисташка, малина, лимон, шоколад, ваниль и лаванда.', 'Pistachio, raspberry, lemon, chocolate, vanilla and lavender.'), amount: 36000, unit: 'COUNT', measure: 6, calorie: 420, art: macarons({ colors: ['#AED581', '#F48FB1', '#FFE082', '#CE93D8'] }) },
            { slug: 'donut', name: t('Qulupnayli donat', 'Клубничный донат', 'Strawberry donut'), description: t("Qulupnay glazuri va rangli sepma bilan.", 'С клубничной глазурью и посыпкой.', 'With strawberry glaze and sprinkles.'), amount: 15000, unit: 'GRAMM', measure: 80, calorie: 300, art: donut({ glaze: '#F48FB1' }), labels: ['kids'] },
          ],
        },
      ],
    },
  ],
};
