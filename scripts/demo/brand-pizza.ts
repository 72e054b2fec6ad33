/**
 * Pizza Napoli (sub `pizza`), a brand of Ta'm Group: brand tabs, three languages, categories
 * shown without their groups (WITHOUT_GROUP), banners, cash/Click/Uzum.
 */
import {
  bottle, bowl, cake, calzone, cone, garlicBread, glass, pasta, pizza, sauceCup, sticks, wings, slicedSalad,
} from './art-food.ts';
import { GROUP_BRANDS, groupCompany } from './brand-group.ts';
import { CITIES, delivering, payments, policies, t, tariff, week, type Brand, type ModGroup } from './model.ts';

const MERCHANT = 'demo-pizza';
const BASE = 4000;

const SIZE: ModGroup = {
  id: BASE + 501,
  name: t("O'lchami", 'Размер', 'Size'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'size-25', name: t('25 sm', '25 см', '25 cm'), price: 0, isDefault: true },
    { key: 'size-30', name: t('30 sm', '30 см', '30 cm'), price: 20000 },
    { key: 'size-35', name: t('35 sm', '35 см', '35 cm'), price: 38000 },
  ],
};
const CRUST: ModGroup = {
  id: BASE + 502,
  name: t('Xamir', 'Тесто', 'Crust'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'thin', name: t('Yupqa', 'Тонкое', 'Thin'), price: 0, isDefault: true },
    { key: 'classic', name: t("An'anaviy", 'Традиционное', 'Traditional'), price: 0 },
    { key: 'cheese-crust', name: t('Pishloqli bort', 'Сырный борт', 'Cheese-stuffed crust'), price: 15000 },
  ],
};
const TOPPINGS: ModGroup = {
  id: BASE + 503,
  name: t("Qo'shimcha masalliqlar", 'Дополнительные ингредиенты', 'Extra toppings'),
  maxCount: 5,
  options: [
    { key: 'mozzarella', name: t('Motsarella', 'Моцарелла', 'Mozzarella'), price: 8000 },
    { key: 'pepperoni', name: t('Pepperoni', 'Пепперони', 'Pepperoni'), price: 10000 },
    { key: 'mushrooms', name: t("Qo'ziqorin", 'Грибы', 'Mushrooms'), price: 6000 },
    { key: 'jalapeno', name: t('Jalapeno', 'Халапеньо', 'Jalapeño'), price: 5000 },
    { key: 'olives', name: t('Zaytun', 'Оливки', 'Olives'), price: 6000 },
    { key: 'kazi', name: t('Qazi', 'Казы', 'Kazy (horse sausage)'), price: 15000 },
  ],
};
const PASTA_EXTRA: ModGroup = {
  id: BASE + 504,
  name: t("Qo'shimcha", 'Добавки', 'Extras'),
  maxCount: 3,
  options: [
    { key: 'parmesan', name: t('Parmezan', 'Пармезан', 'Parmesan'), price: 6000 },
    { key: 'chicken', name: t('Tovuq', 'Курица', 'Chicken'), price: 10000 },
    { key: 'shrimp', name: t('Krevetka', 'Креветки', 'Shrimp'), price: 18000 },
  ],
};
const PIZZA_MODS = [SIZE, CRUST, TOPPINGS];

const P = { shota: 'pizza-rustaveli', sergeli: 'pizza-sergeli', samarkand: 'pizza-samarkand' };

export const pizzaBrand: Brand = {
  sub: 'pizza',
  base: BASE,
  art: { emblem: 'slice', color: '#2B8A3E', backgrounds: ['#FFF4E0', '#F1F7EC', '#FDECE6', '#F7F0E3'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'pizza',
      name: t('Pizza Napoli', 'Пицца Наполи', 'Pizza Napoli'),
      logo: 'pizza/logo.svg',
      color: '#2B8A3E',
      smsGateway: 'ESKIZ',
      latitude: 41.289,
      longitude: 69.2617,
      mainCityId: 'tashkent',
      createdDate: '2021-09-01T09:00:00+05:00',
    },
    webSettings: {
      merchantId: MERCHANT,
      brand: 'Pizza Napoli',
      title: "Pizza Napoli — tandirda pishgan italyan pitsasi",
      logo: 'pizza/logo.svg',
      favicon: 'pizza/favicon.svg',
      domain: 'pizza.localhost',
      mainColor: '#2B8A3E',
      mainColorType: 'dark',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: true,
      multiTabNavigationEnabled: true,
      isDark: false,
      deliveryActive: true,
      pickupActive: true,
      dineInActive: false,
      bannersActive: true,
      cashActive: true,
      clickActive: true,
      uzumActive: true,
      categoryView: 'BIG',
      groupView: 'WITHOUT_GROUP',
      basketPosition: 'NAVIGATION_BAR',
      modificationViewType: 'NAME_ONLY',
      promoActive: true,
      phone: '+998 71 205 40 40',
      phoneActive: true,
      telegram: '@pizzanapoli_uz',
      telegramActive: true,
      instagram: 'pizzanapoli.uz',
      instagramActive: true,
      leftCopyWrite: "© 2026 Pizza Napoli · Ta'm Group",
      rightCopyWrite: "«Ta'm Group» MChJ",
    },
    policies: policies(groupCompany('Pizza Napoli', '+998 71 205 40 40', 'ciao@pizzanapoli.uz', 'pizzanapoli.uz', {
      uz: [
        "Pizza Napoli xamirini 48 soat davomida sovuqda yetiltiradi va pitsani 400 darajali o'tinli pechda 90 soniyada pishiradi. Pomidor sousi uchun San-Marzano pomidorlaridan, pishloq uchun esa yangi motsarelladan foydalanamiz.",
        "Maxsus pitsalarimiz orasida o'zbekona ta'm ham bor: qazili pitsa — bizning oshxonamizning faxri.",
      ],
      ru: [
        'Pizza Napoli выдерживает тесто 48 часов в холоде и выпекает пиццу 90 секунд в дровяной печи при 400 градусах. Для соуса берём томаты Сан-Марцано, для начинки — свежую моцареллу.',
        'Среди фирменных пицц есть и узбекский вкус: пицца с казы — гордость нашей кухни.',
      ],
      eng: [
        'Pizza Napoli proves its dough cold for 48 hours and bakes each pizza for 90 seconds in a 400-degree wood-fired oven. We use San Marzano tomatoes for the sauce and fresh mozzarella on top.',
        'Our signature pizzas include an Uzbek one too: the kazy pizza is the pride of our kitchen.',
      ],
    })),
    cities: [CITIES.tashkent, CITIES.samarkand],
    branches: [
      delivering({
        id: P.shota, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Shota Rustaveli', 'Шота Руставели', 'Shota Rustaveli'),
        latitude: 41.289, longitude: 69.2617,
        address: "Toshkent, Yakkasaroy tumani, Shota Rustaveli ko'chasi, 45",
        phone: '+998 71 205 40 41', open: '10:00', close: '02:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true },
        workHours: week('10:00', '02:00'),
      }, { near: { radiiKm: [3.4, 3.7, 3.2, 3.9, 3.5, 3.0, 3.6, 4.0], price: 9000 }, city: { minimal: 80000 } }),
      delivering({
        id: P.sergeli, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Sergeli', 'Сергели', 'Sergeli'),
        latitude: 41.2267, longitude: 69.2197,
        address: "Toshkent, Sergeli tumani, Yangi Sergeli ko'chasi, 11",
        phone: '+998 71 205 40 42', open: '10:00', close: '23:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true },
        workHours: week('10:00', '23:00', { SUNDAY: ['12:00', '23:00'] }),
      }, { near: { radiiKm: [4.0, 3.6, 3.3, 2.9, 3.1, 3.4, 3.8, 4.3], price: 9000 }, city: { minimal: 80000 } }),
      delivering({
        id: P.samarkand, cityId: 'samarkand', merchantId: MERCHANT,
        name: t('Samarqand, Amir Temur', 'Самарканд, Амир Темур', 'Samarkand, Amir Temur'),
        latitude: 39.661, longitude: 66.949,
        address: "Samarqand, Amir Temur ko'chasi, 58",
        phone: '+998 66 233 40 40', open: '11:00', close: '23:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true },
        workHours: week('11:00', '23:00', { MONDAY: 'closed' }),
      }, { near: { radiiKm: [2.9, 2.6, 3.0, 2.7, 2.4, 2.8, 3.2, 3.0], price: 7000 }, city: { minimal: 60000 } }),
    ],
    ...payments(MERCHANT, ['CASH', 'CLICK', 'UZUM']),
    orderSettings: [
      { cityId: 'tashkent', minimalDeliveryPrice: 60000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY' },
      { cityId: 'samarkand', minimalDeliveryPrice: 50000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY' },
    ],
    deliveryTariffs: [
      tariff('pizza-tashkent', 'tashkent', 'Toshkent', 10000, 2000, 180000),
      tariff('pizza-samarkand', 'samarkand', 'Samarqand', 8000, 1500, 150000),
    ],
    promos: [
      { id: BASE + 1, code: 'NAPOLI2', discountType: 'PERCENTAGE', productDiscount: 20, minPrice: 200000, startDate: '2026-06-01T00:00:00+05:00', endDate: '2027-06-01T00:00:00+05:00' },
      { id: BASE + 2, code: 'PIZZA15000', discountType: 'AMOUNT', productDiscount: 15000, minPrice: 120000, startDate: '2026-10-15T00:00:00+05:00', endDate: '2027-01-15T23:59:59+05:00' },
      { id: BASE + 3, code: 'FUTBOL2026', discountType: 'AMOUNT', deliveryDiscount: 10000, minPrice: 0, startDate: '2026-06-11T00:00:00+05:00', endDate: '2026-07-19T23:59:59+05:00' },
    ],
    brands: GROUP_BRANDS,
  },
  banners: [
    {
      slug: 'kazi', title: t('Yangi: qazili pitsa', 'Новинка: пицца с казы', 'New: kazy pizza'),
      motif: 'burst', background: '#2B8A3E', accent: '#FFD166', productSlug: 'kazi-pizza',
      items: [pizza({ toppings: ['kazi', 'onion', 'pepper'] })],
    },
    {
      slug: 'two-pizzas', title: t('Ikkinchi pitsaga 20% chegirma', 'Скидка 20% на вторую пиццу', '20% off the second pizza'),
      motif: 'percent', background: '#FFF4E0', accent: '#E63946', categoryName: 'Klassik pitsalar',
      items: [pizza({ toppings: ['pepperoni'], density: 0.6 }), pizza({ toppings: ['basil', 'tomato'], density: 0.5 })],
    },
  ],
  groups: [
    {
      name: t('Pitsa', 'Пицца', 'Pizza'),
      categories: [
        {
          name: t('Klassik pitsalar', 'Классические пиццы', 'Classic pizzas'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            { slug: 'margherita', name: t('Margarita', 'Маргарита', 'Margherita'), description: t("Pomidor sousi, motsarella va yangi rayhon.", 'Томатный соус, моцарелла и свежий базилик.', 'Tomato sauce, mozzarella and fresh basil.'), amount: 69000, unit: 'GRAMM', measure: 450, calorie: 980, art: pizza({ toppings: ['basil', 'tomato'], density: 0.7 }), labels: ['vegetarian'], mods: PIZZA_MODS, grade: 4.7 },
            { slug: 'pepperoni', name: t('Pepperoni', 'Пепперони', 'Pepperoni'), description: t("Mol go'shtidan pepperoni, motsarella va pomidor sousi.", 'Говяжья пепперони, моцарелла и томатный соус.', 'Beef pepperoni, mozzarella and tomato sauce.'), amount: 79000, unit: 'GRAMM', measure: 480, calorie: 1150, art: pizza({ toppings: ['pepperoni'] }), labels: ['hit'], mods: PIZZA_MODS, gallery: 2, grade: 4.9, recommend: true },
            { slug: 'four-cheese', name: t("To'rt pishloq", 'Четыре сыра', 'Quattro formaggi'), description: t("Motsarella, gorgonzola, parmezan va cheddar.", 'Моцарелла, горгонзола, пармезан и чеддер.', 'Mozzarella, gorgonzola, parmesan and cheddar.'), amount: 85000, unit: 'GRAMM', measure: 460, calorie: 1210, art: pizza({ toppings: ['corn'], sauce: '#F3E3B0', cheese: '#FBE7A1', density: 0.5 }), labels: ['vegetarian'], mods: PIZZA_MODS },
            { slug: 'hawaiian', name: t('Gavayi', 'Гавайская', 'Hawaiian'), description: t("Tovuq, ananas, motsarella va qaymoqli sous.", 'Курица, ананас, моцарелла и сливочный соус.', 'Chicken, pineapple, mozzarella and cream sauce.'), amount: 79000, unit: 'GRAMM', measure: 500, calorie: 1080, art: pizza({ toppings: ['pineapple', 'chicken'] }), mods: PIZZA_MODS },
            { slug: 'funghi', name: t("Qo'ziqorinli", 'Грибная', 'Funghi'), description: t("Shampinyonlar, motsarella, sarimsoq va petrushka.", 'Шампиньоны, моцарелла, чеснок и петрушка.', 'Mushrooms, mozzarella, garlic and parsley.'), amount: 75000, unit: 'GRAMM', measure: 470, calorie: 1020, art: pizza({ toppings: ['mushroom', 'basil'] }), labels: ['vegetarian'], mods: PIZZA_MODS },
            { slug: 'vegetarian', name: t('Sabzavotli', 'Овощная', 'Ortolana'), description: t("Bolgar qalampiri, zaytun, pomidor, qo'ziqorin va qizil piyoz.", 'Болгарский перец, оливки, томаты, грибы и красный лук.', 'Bell pepper, olives, tomatoes, mushrooms and red onion.'), amount: 72000, unit: 'GRAMM', measure: 480, calorie: 950, art: pizza({ toppings: ['mushroom', 'pepper', 'olive', 'tomato', 'onion'] }), labels: ['vegetarian'], mods: PIZZA_MODS },
            { slug: 'capricciosa', name: t('Kaprichoza', 'Капричоза', 'Capricciosa'), description: t("Mol go'shti vetchinasi, qo'ziqorin, artishok va zaytun.", 'Говяжья ветчина, грибы, артишоки и оливки.', 'Beef ham, mushrooms, artichokes and olives.'), amount: 85000, unit: 'GRAMM', measure: 500, calorie: 1120, art: pizza({ toppings: ['ham', 'mushroom', 'olive'] }), mods: PIZZA_MODS },
            { slug: 'kids-pizza', name: t('Bolalar pitsasi', 'Детская пицца', 'Kids pizza'), description: t("Kichik pitsa: sosiska, makkajo'xori va pishloq.", 'Маленькая пицца: сосиски, кукуруза и сыр.', 'A small pizza with sausage, sweetcorn and cheese.'), amount: 45000, unit: 'GRAMM', measure: 300, calorie: 640, art: pizza({ toppings: ['sausage', 'corn'] }), labels: ['kids'] },
          ],
        },
        {
          name: t('Maxsus pitsalar', 'Фирменные пиццы', 'Signature pizzas'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            { slug: 'napoli', name: t('Napoli', 'Наполи', 'Napoli'), description: t("Oshpazimizdan: anchous, kapers, zaytun va oregano.", 'От шефа: анчоусы, каперсы, оливки и орегано.', "Chef's choice: anchovies, capers, olives and oregano."), amount: 89000, unit: 'GRAMM', measure: 480, calorie: 990, art: pizza({ toppings: ['olive', 'basil', 'tomato'] }), mods: PIZZA_MODS, grade: 4.6 },
            { slug: 'bbq-chicken', name: t('Barbekyu tovuq', 'Барбекю с курицей', 'BBQ chicken'), description: t("Tovuq, barbekyu sousi, qizil piyoz va makkajo'xori.", 'Курица, соус барбекю, красный лук и кукуруза.', 'Chicken, BBQ sauce, red onion and sweetcorn.'), amount: 85000, unit: 'GRAMM', measure: 510, calorie: 1180, art: pizza({ toppings: ['chicken', 'onion', 'corn'], sauce: '#6D2E1F' }), mods: PIZZA_MODS },
            { slug: 'diavola', name: t('Diavola', 'Дьявола', 'Diavola'), description: t("Achchiq pepperoni, jalapeno va chili moyi.", 'Острая пепперони, халапеньо и масло чили.', 'Hot pepperoni, jalapeños and chili oil.'), amount: 85000, unit: 'GRAMM', measure: 480, calorie: 1160, art: pizza({ toppings: ['pepperoni', 'jalapeno'] }), labels: ['spicy'], mods: PIZZA_MODS },
            { slug: 'meat-lovers', name: t("Go'shtli", 'Мясная', 'Meat feast'), description: t("Pepperoni, mol go'shti, tovuq va sosiska.", 'Пепперони, говядина, курица и колбаски.', 'Pepperoni, beef, chicken and sausage.'), amount: 95000, unit: 'GRAMM', measure: 560, calorie: 1380, art: pizza({ toppings: ['pepperoni', 'sausage', 'chicken', 'ham'] }), labels: ['hit'], mods: PIZZA_MODS, grade: 4.8 },
            { slug: 'kazi-pizza', name: t('Qazili pitsa', 'Пицца с казы', 'Kazy pizza'), description: t("Ot go'shtidan qazi, qizil piyoz, ko'kat va achchiq qalampir.", 'Казы из конины, красный лук, зелень и острый перец.', 'Kazy horse sausage, red onion, herbs and chili.'), amount: 99000, unit: 'GRAMM', measure: 520, calorie: 1240, art: pizza({ toppings: ['kazi', 'onion', 'pepper'] }), labels: ['new'], mods: PIZZA_MODS, gallery: 2, branches: [P.shota, P.samarkand] },
            { slug: 'seafood-pizza', name: t('Dengiz mahsulotli', 'С морепродуктами', 'Frutti di mare'), description: t("Krevetka, kalmar, midiya va sarimsoqli sous.", 'Креветки, кальмары, мидии и чесночный соус.', 'Shrimp, squid, mussels and garlic sauce.'), amount: 109000, discount: 10, unit: 'GRAMM', measure: 490, calorie: 1010, art: pizza({ toppings: ['shrimp', 'olive', 'basil'] }), mods: PIZZA_MODS },
          ],
        },
      ],
    },
    {
      name: t('Pasta, salatlar va gazaklar', 'Паста, салаты и закуски', 'Pasta, salads & starters'),
      categories: [
        {
          name: t('Pasta', 'Паста', 'Pasta'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            { slug: 'carbonara', name: t('Karbonara', 'Карбонара', 'Carbonara'), description: t("Spagetti, kurka bekoni, tuxum sarig'i va parmezan.", 'Спагетти, бекон из индейки, желток и пармезан.', 'Spaghetti, turkey bacon, egg yolk and parmesan.'), amount: 65000, unit: 'GRAMM', measure: 320, calorie: 720, art: pasta({ sauce: '#F6E3A6', bits: '#A0522D', herb: false }), mods: [PASTA_EXTRA], grade: 4.7 },
            { slug: 'bolognese', name: t('Boloneze', 'Болоньезе', 'Bolognese'), description: t("Spagetti, mol go'shti ragusi va parmezan.", 'Спагетти, рагу из говядины и пармезан.', 'Spaghetti with beef ragù and parmesan.'), amount: 62000, unit: 'GRAMM', measure: 340, calorie: 690, art: pasta({ sauce: '#B83A2A', meatballs: '#7A4128' }), mods: [PASTA_EXTRA] },
            { slug: 'alfredo', name: t('Tovuqli alfredo', 'Альфредо с курицей', 'Chicken Alfredo'), description: t("Fettuchini, tovuq, qaymoqli sous va parmezan.", 'Феттучини, курица, сливочный соус и пармезан.', 'Fettuccine, chicken, cream sauce and parmesan.'), amount: 66000, unit: 'GRAMM', measure: 340, calorie: 760, art: pasta({ noodle: '#F3D58A', sauce: '#FFF3D6', bits: '#E8C79A' }), mods: [PASTA_EXTRA] },
            { slug: 'pesto', name: t('Pesto', 'Песто', 'Pesto'), description: t("Penne, rayhonli pesto, pista va cherri pomidor.", 'Пенне, песто из базилика, фисташки и черри.', 'Penne, basil pesto, pistachios and cherry tomatoes.'), amount: 58000, unit: 'GRAMM', measure: 300, calorie: 640, art: pasta({ sauce: '#558B2F', bits: '#E53935' }), labels: ['vegetarian'], mods: [PASTA_EXTRA] },
            { slug: 'arrabbiata', name: t('Arrabyata', 'Арраббьята', 'Arrabbiata'), description: t("Penne, achchiq pomidor sousi, sarimsoq va chili.", 'Пенне, острый томатный соус, чеснок и чили.', 'Penne with spicy tomato sauce, garlic and chili.'), amount: 55000, unit: 'GRAMM', measure: 300, calorie: 580, art: pasta({ sauce: '#D84315', bits: '#B71C1C' }), labels: ['spicy', 'vegetarian'], mods: [PASTA_EXTRA] },
            { slug: 'seafood-pasta', name: t('Dengiz mahsulotli pasta', 'Паста с морепродуктами', 'Seafood pasta'), description: t("Spagetti, krevetka, midiya va oq vino sousi (alkogolsiz).", 'Спагетти, креветки, мидии и соус «белое вино» (без алкоголя).', 'Spaghetti, shrimp, mussels and a white wine-style sauce (alcohol-free).'), amount: 89000, unit: 'GRAMM', measure: 340, calorie: 650, art: pasta({ sauce: '#F2C48D', shrimp: true }), labels: ['new'], mods: [PASTA_EXTRA] },
          ],
        },
        {
          name: t('Salatlar', 'Салаты', 'Salads'),
          viewType: 'MEDIUM', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'caesar', name: t('Sezar', 'Цезарь', 'Caesar salad'), description: t("Romen salati, tovuq, krutonlar, parmezan va sezar sousi.", 'Романо, курица, крутоны, пармезан и соус цезарь.', 'Romaine, chicken, croutons, parmesan and Caesar dressing.'), amount: 52000, unit: 'GRAMM', measure: 250, calorie: 420, art: bowl({ base: '#A5D6A7', toppings: [{ color: '#66BB6A', shape: 'leaves' }, { color: '#E8C79A', shape: 'cubes' }, { color: '#F5DEB3', shape: 'cubes' }, { color: '#FFF8E1', shape: 'slices' }] }), grade: 4.6 },
            { slug: 'greek', name: t('Yunoncha salat', 'Греческий салат', 'Greek salad'), description: t("Pomidor, bodring, bolgar qalampiri, zaytun va feta.", 'Томаты, огурцы, перец, оливки и фета.', 'Tomatoes, cucumber, bell pepper, olives and feta.'), amount: 45000, unit: 'GRAMM', measure: 250, calorie: 260, art: bowl({ base: '#E8F5E9', toppings: [{ color: '#E53935', shape: 'cubes' }, { color: '#8BC34A', shape: 'slices' }, { color: '#2B2B2B', shape: 'dots' }, { color: '#FFFFFF', shape: 'cubes' }] }), labels: ['vegetarian'] },
            { slug: 'caprese', name: t('Kapreze', 'Капрезе', 'Caprese'), description: t("Pomidor, motsarella, rayhon va balzamik.", 'Томаты, моцарелла, базилик и бальзамик.', 'Tomato, mozzarella, basil and balsamic.'), amount: 55000, unit: 'GRAMM', measure: 220, calorie: 310, art: slicedSalad({ slices: ['#E53935', '#FFFDF5'], herbs: '#2E7D32' }), labels: ['vegetarian'] },
            { slug: 'tuna-salad', name: t('Tunetsli salat', 'Салат с тунцом', 'Tuna salad'), description: t("Tunets, tuxum, kartoshka, yashil loviya va zaytun.", 'Тунец, яйцо, картофель, стручковая фасоль и оливки.', 'Tuna, egg, potato, green beans and olives.'), amount: 58000, unit: 'GRAMM', measure: 260, calorie: 380, art: bowl({ base: '#DCEDC8', toppings: [{ color: '#C8766B', shape: 'cubes' }, { color: '#FFFFFF', shape: 'slices' }, { color: '#558B2F', shape: 'strands' }, { color: '#2B2B2B', shape: 'dots' }] }) },
          ],
        },
        {
          name: t('Gazaklar', 'Закуски', 'Starters'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'garlic-bread', name: t('Sarimsoqli non', 'Чесночный хлеб', 'Garlic bread'), description: t("Pechda pishgan non, sarimsoqli sariyog' va ko'kat.", 'Хлеб из печи с чесночным маслом и зеленью.', 'Oven-baked bread with garlic butter and herbs.'), amount: 25000, unit: 'GRAMM', measure: 180, calorie: 360, art: garlicBread(), labels: ['vegetarian'], recommend: true },
            { slug: 'calzone', name: t('Kalzone', 'Кальцоне', 'Calzone'), description: t("Yopiq pitsa: vetchina, qo'ziqorin va rikotta.", 'Закрытая пицца: ветчина, грибы и рикотта.', 'A folded pizza with ham, mushrooms and ricotta.'), amount: 69000, unit: 'GRAMM', measure: 400, calorie: 890, art: calzone() },
            { slug: 'pizza-wings', name: t('Barbekyu qanotchalar', 'Крылышки барбекю', 'BBQ wings'), description: t("8 dona qanotcha, barbekyu sousi bilan.", '8 крылышек в соусе барбекю.', 'Eight wings in BBQ sauce.'), amount: 49000, unit: 'COUNT', measure: 8, calorie: 640, art: wings({ glaze: '#8E3B2E', garnish: '#FFFFFF' }) },
            { slug: 'mozzarella-sticks', name: t('Motsarella tayoqchalari', 'Палочки моцареллы', 'Mozzarella sticks'), description: t("6 dona, marinara sousi bilan.", '6 штук с соусом маринара.', 'Six sticks with marinara sauce.'), amount: 39000, unit: 'COUNT', measure: 6, calorie: 480, art: sticks() },
            { slug: 'focaccia', name: t('Fokachcha', 'Фокачча', 'Focaccia'), description: t("Rozmarin va dengiz tuzi bilan italyan noni.", 'Итальянская лепёшка с розмарином и морской солью.', 'Italian flatbread with rosemary and sea salt.'), amount: 29000, unit: 'GRAMM', measure: 220, calorie: 420, art: garlicBread({ color: '#E8B86D' }), labels: ['vegetarian'] },
          ],
        },
      ],
    },
    {
      name: t('Ichimliklar va desertlar', 'Напитки и десерты', 'Drinks & desserts'),
      categories: [
        {
          name: t('Souslar', 'Соусы', 'Dips'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'dip-garlic', name: t('Sarimsoqli sous', 'Чесночный соус', 'Garlic dip'), amount: 6000, unit: 'GRAMM', measure: 40, art: sauceCup({ sauce: '#FFF8E1', bits: '#7CB342' }) },
            { slug: 'dip-ranch', name: t('Rench sousi', 'Соус ранч', 'Ranch dip'), amount: 6000, unit: 'GRAMM', measure: 40, art: sauceCup({ sauce: '#F5F5F0', bits: '#43A047' }) },
            { slug: 'dip-bbq', name: t('Barbekyu sousi', 'Соус барбекю', 'BBQ dip'), amount: 6000, unit: 'GRAMM', measure: 40, art: sauceCup({ sauce: '#6D2E1F' }) },
            { slug: 'dip-chili', name: t('Chili sousi', 'Соус чили', 'Chili dip'), amount: 6000, unit: 'GRAMM', measure: 40, art: sauceCup({ sauce: '#D84315', bits: '#FFCCBC' }), labels: ['spicy'] },
          ],
        },
        {
          name: t('Ichimliklar', 'Напитки', 'Drinks'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'cola-1l', name: t('Kola, 1 l', 'Кола, 1 л', 'Cola, 1 l'), amount: 14000, unit: 'LITER', measure: 1, calorie: 420, art: bottle({ liquid: '#3E2723', label: '#E53935' }) },
            { slug: 'orange-juice', name: t('Apelsin sharbati, 1 l', 'Апельсиновый сок, 1 л', 'Orange juice, 1 l'), amount: 22000, unit: 'LITER', measure: 1, calorie: 450, art: bottle({ liquid: '#FB8C00', label: '#FFF3E0', cap: '#43A047' }) },
            { slug: 'lemonade', name: t('Limonli limonad', 'Лимонад лимонный', 'Lemon lemonade'), amount: 19000, unit: 'LITER', measure: 0.4, calorie: 130, art: glass({ layers: [{ color: '#FFF176', h: 210 }], ice: true, lemon: '#FDD835', mint: true, bubbles: true }) },
            { slug: 'peach-tea', name: t('Shaftolili muzli choy', 'Холодный чай с персиком', 'Peach iced tea'), amount: 17000, unit: 'LITER', measure: 0.5, calorie: 140, art: bottle({ liquid: '#E07A2E', label: '#FFE0B2', cap: '#FB8C00', glassy: true }) },
            { slug: 'water', name: t('Suv, 0,5 l', 'Вода, 0,5 л', 'Water, 0.5 l'), amount: 6000, unit: 'LITER', measure: 0.5, calorie: 0, art: bottle({ liquid: '#B3E5FC', label: '#0288D1', cap: '#0288D1', glassy: true }) },
          ],
        },
        {
          name: t('Desertlar', 'Десерты', 'Desserts'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'tiramisu', name: t('Tiramisu', 'Тирамису', 'Tiramisu'), description: t("Klassik italyan tiramisusi.", 'Классический итальянский тирамису.', 'Classic Italian tiramisu.'), amount: 35000, unit: 'GRAMM', measure: 150, calorie: 430, art: cake({ layers: ['#8D5A3C', '#FFF8E7', '#8D5A3C', '#FFF8E7'], frost: '#6D4C41', top: 'cocoa' }), grade: 4.8 },
            { slug: 'panna-cotta', name: t('Panna kotta', 'Панна-котта', 'Panna cotta'), description: t("Vanilli qaymoqli desert, rezavor sousi bilan.", 'Ванильный сливочный десерт с ягодным соусом.', 'Vanilla cream dessert with berry sauce.'), amount: 29000, unit: 'GRAMM', measure: 130, calorie: 320, art: cake({ layers: ['#FFF8E7'], frost: '#C62828', top: 'berries', accent: '#8E24AA' }) },
            { slug: 'fondant', name: t('Shokoladli fondan', 'Шоколадный фондан', 'Chocolate fondant'), description: t("Ichi suyuq shokoladli issiq desert, muzqaymoq bilan.", 'Горячий шоколадный десерт с жидким центром и мороженым.', 'A warm chocolate pudding with a molten centre and ice cream.'), amount: 36000, unit: 'GRAMM', measure: 140, calorie: 480, art: cake({ layers: ['#4E2C1A', '#3E2417'], frost: '#3E2417', top: 'drip', accent: '#FFF3D6' }), labels: ['hit'] },
            { slug: 'gelato', name: t('Jelato, 2 shar', 'Джелато, 2 шарика', 'Gelato, 2 scoops'), description: t("Pista va qulupnay.", 'Фисташка и клубника.', 'Pistachio and strawberry.'), amount: 26000, unit: 'GRAMM', measure: 120, calorie: 260, art: cone({ scoops: ['#C5E1A5', '#F48FB1'] }) },
          ],
        },
      ],
    },
  ],
};
