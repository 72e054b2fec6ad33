/**
 * Olov Burger (sub `burger`): a dark brand, BIG cards, basket in the navigation bar,
 * delivery and pick-up, cash/Payme/Click, home banners.
 */
import {
  burger, cake, combo, cone, cupcake, fries, glass, hotdog, nuggets, onionRings, sauceCup, shake, sodaCup, sticks, wedges,
  wings, wrap,
} from './art-food.ts';
import { CITIES, delivering, payments, policies, t, tariff, week, type Brand, type ModGroup } from './model.ts';

const MERCHANT = 'demo-burger';
const BASE = 1000;

const EXTRAS: ModGroup = {
  id: BASE + 501,
  name: t("Qo'shimchalar", 'Добавки', 'Extras'),
  maxCount: 4,
  options: [
    { key: 'cheddar', name: t('Cheddar pishlog\'i', 'Сыр чеддер', 'Cheddar cheese'), price: 5000 },
    { key: 'patty', name: t("Qo'shimcha kotlet", 'Дополнительная котлета', 'Extra patty'), price: 15000 },
    { key: 'jalapeno', name: t('Jalapeno', 'Халапеньо', 'Jalapeño'), price: 4000 },
    { key: 'egg', name: t('Qovurilgan tuxum', 'Яичница', 'Fried egg'), price: 4000 },
    { key: 'onion', name: t('Karamellangan piyoz', 'Карамелизированный лук', 'Caramelised onion'), price: 4000 },
    { key: 'bacon', name: t("Mol go'shti bekoni", 'Говяжий бекон', 'Beef bacon'), price: 8000 },
  ],
};
const BUN: ModGroup = {
  id: BASE + 502,
  name: t('Non', 'Булочка', 'Bun'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'classic', name: t('Klassik', 'Классическая', 'Classic'), price: 0, isDefault: true },
    { key: 'black', name: t('Qora non', 'Чёрная булочка', 'Black bun'), price: 3000 },
    { key: 'lettuce', name: t('Salat bargida, nonsiz', 'В листьях салата, без булки', 'Lettuce wrap, no bun'), price: 0 },
  ],
};
const DIP: ModGroup = {
  id: BASE + 503,
  name: t('Sous', 'Соус', 'Dip'),
  maxCount: 2,
  options: [
    { key: 'ketchup', name: t('Ketchup', 'Кетчуп', 'Ketchup'), price: 0, isDefault: true },
    { key: 'cheese', name: t('Pishloqli', 'Сырный', 'Cheese'), price: 3000 },
    { key: 'garlic', name: t('Sarimsoqli', 'Чесночный', 'Garlic'), price: 3000 },
    { key: 'bbq', name: t('Barbekyu', 'Барбекю', 'BBQ'), price: 3000 },
    { key: 'chili', name: t('Achchiq', 'Острый', 'Chili'), price: 3000 },
  ],
};
const FRIES_SIZE: ModGroup = {
  id: BASE + 504,
  name: t('Hajmi', 'Размер', 'Size'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'small', name: t('Kichik', 'Маленькая', 'Small'), price: 0, isDefault: true },
    { key: 'medium', name: t("O'rta", 'Средняя', 'Medium'), price: 4000 },
    { key: 'large', name: t('Katta', 'Большая', 'Large'), price: 8000 },
  ],
};
const COMBO_DRINK: ModGroup = {
  id: BASE + 505,
  name: t('Ichimlik', 'Напиток', 'Drink'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'cola', name: t('Kola 0,5 l', 'Кола 0,5 л', 'Cola 0.5 l'), price: 0, isDefault: true },
    { key: 'lime', name: t('Laym-limon 0,5 l', 'Лайм-лимон 0,5 л', 'Lemon-lime 0.5 l'), price: 0 },
    { key: 'juice', name: t('Apelsin sharbati', 'Апельсиновый сок', 'Orange juice'), price: 4000 },
    { key: 'lemonade', name: t('Uy limonadi', 'Домашний лимонад', 'Homemade lemonade'), price: 6000 },
  ],
};
const COMBO_SIDE: ModGroup = {
  id: BASE + 506,
  name: t('Garnir', 'Гарнир', 'Side'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'fries', name: t('Kartoshka fri', 'Картофель фри', 'French fries'), price: 0, isDefault: true },
    { key: 'wedges', name: t('Qishloq kartoshkasi', 'Картофель по-деревенски', 'Potato wedges'), price: 2000 },
    { key: 'rings', name: t('Piyoz halqalari', 'Луковые кольца', 'Onion rings'), price: 3000 },
  ],
};
const DRINK_SIZE: ModGroup = {
  id: BASE + 507,
  name: t('Hajmi', 'Объём', 'Size'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'regular', name: t('0,4 l', '0,4 л', '0.4 l'), price: 0, isDefault: true },
    { key: 'big', name: t('0,7 l', '0,7 л', '0.7 l'), price: 7000 },
  ],
};
const SHAKE_TOPPING: ModGroup = {
  id: BASE + 508,
  name: t('Topping', 'Топпинг', 'Topping'),
  maxCount: 2,
  options: [
    { key: 'chocolate', name: t('Shokolad', 'Шоколад', 'Chocolate'), price: 3000 },
    { key: 'caramel', name: t('Karamel', 'Карамель', 'Caramel'), price: 3000 },
    { key: 'cookie', name: t('Pechenye uvog\'i', 'Крошка печенья', 'Cookie crumble'), price: 4000 },
  ],
};

const B = {
  chilonzor: 'burger-chilonzor',
  yunusobod: 'burger-yunusobod',
  oybek: 'burger-oybek',
  samarkand: 'burger-samarkand',
};
const TASHKENT_ONLY = [B.chilonzor, B.yunusobod, B.oybek];

export const burgerBrand: Brand = {
  sub: 'burger',
  base: BASE,
  art: { emblem: 'burger', color: '#E63946', backgrounds: ['#2A2326', '#24272B', '#2E2622', '#272A2E'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'burger',
      name: t('Olov Burger', 'Олов Бургер', 'Olov Burger'),
      logo: 'burger/logo.svg',
      color: '#E63946',
      smsGateway: 'ESKIZ',
      latitude: 41.2757,
      longitude: 69.2043,
      mainCityId: 'tashkent',
      createdDate: '2024-03-12T09:00:00+05:00',
    },
    webSettings: {
      merchantId: MERCHANT,
      brand: 'Olov Burger',
      title: 'Olov Burger — burgerlar yetkazib berish',
      logo: 'burger/logo.svg',
      favicon: 'burger/favicon.svg',
      domain: 'burger.localhost',
      // The demo brand of the Leaflet map (the others keep the default, Yandex).
      mapType: 'LEAFLET',
      mainColor: '#E63946',
      mainColorType: 'dark',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: false,
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
      categoryView: 'BIG',
      groupView: 'GROUP',
      basketPosition: 'NAVIGATION_BAR',
      modificationViewType: 'NAME_ONLY',
      promoActive: true,
      favouriteActive: true,
      cancelOrderActive: true,
      notificationsActive: true,
      phone: '+998 71 200 10 10',
      phoneActive: true,
      telegram: '@olovburger',
      telegramActive: true,
      instagram: 'olovburger',
      instagramActive: true,
      telegramBotLink: '@olovburger_bot',
      leftCopyWrite: '© 2026 Olov Burger',
      rightCopyWrite: '«Olov Food» MChJ',
      contacts: [
        { type: 'EMAIL', value: 'info@olovburger.uz' },
        { type: 'WEBSITE', value: 'https://olovburger.uz' },
      ],
    },
    policies: policies({
      brand: 'Olov Burger',
      legal: t('«Olov Food» MChJ', 'ООО «Olov Food»', 'Olov Food LLC'),
      phone: '+998 71 200 10 10',
      email: 'info@olovburger.uz',
      site: 'olovburger.uz',
      address: t(
        "Toshkent, Chilonzor tumani, Bunyodkor shoh ko'chasi, 12",
        'Ташкент, Чиланзарский район, проспект Бунёдкор, 12',
        '12 Bunyodkor Avenue, Chilanzar district, Tashkent',
      ),
      delivery: true,
      about: {
        uz: [
          "Olov Burger 2019 yilda Chilonzordagi kichik oshxonadan boshlangan. Bugun bizning burgerlarimiz Toshkent va Samarqanddagi to'rtta filialda ochiq olovda pishiriladi.",
          "Kotletlarni har kuni ertalab yangi mol go'shtidan o'zimiz tayyorlaymiz, nonlarni esa mahalliy novvoyxona biz uchun maxsus yopadi. Souslarimiz retsepti — oshpazimizning siri.",
          'Chilonzor filiali tungi soat 2 gacha, Yunusobod filiali esa kechayu kunduz ishlaydi.',
        ],
        ru: [
          'Olov Burger начинался в 2019 году с маленькой кухни на Чиланзаре. Сегодня наши бургеры готовят на открытом огне в четырёх филиалах в Ташкенте и Самарканде.',
          'Котлеты мы каждое утро делаем сами из свежей говядины, а булочки для нас печёт местная пекарня. Рецепт соусов — секрет нашего шеф-повара.',
          'Филиал на Чиланзаре работает до 2 часов ночи, а филиал в Юнусабаде — круглосуточно.',
        ],
        eng: [
          'Olov Burger started in 2019 as a small kitchen in Chilanzar. Today our burgers are flame-grilled in four branches in Tashkent and Samarkand.',
          'We make our patties every morning from fresh beef, and a local bakery bakes our buns. The sauce recipes are our head chef\'s secret.',
          'The Chilanzar branch is open until 2 am, and the Yunusabad branch is open around the clock.',
        ],
      },
    }),
    cities: [CITIES.tashkent, CITIES.samarkand],
    branches: [
      delivering({
        id: B.chilonzor, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Chilonzor', 'Чиланзар', 'Chilanzar'),
        latitude: 41.2757, longitude: 69.2043,
        address: "Toshkent, Chilonzor tumani, Bunyodkor shoh ko'chasi, 12",
        phone: '+998 71 200 10 11', open: '10:00', close: '02:00',
        deliveryStart: '10:00', deliveryEnd: '01:30', deliveryPrice: 12000,
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false },
        workHours: week('10:00', '02:00', { FRIDAY: ['10:00', '03:00'], SATURDAY: ['10:00', '03:00'] }),
      }, { near: { radiiKm: [3.6, 3.2, 4.1, 3.8, 3.3, 2.9, 3.5, 4.2], price: 10000 }, city: { minimal: 60000 } }),
      delivering({
        id: B.yunusobod, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Yunusobod (24/7)', 'Юнусабад (24/7)', 'Yunusabad (24/7)'),
        latitude: 41.3661, longitude: 69.2887,
        address: "Toshkent, Yunusobod tumani, Amir Temur shoh ko'chasi, 107",
        phone: '+998 71 200 10 12', open: '00:00', close: '00:00',
        deliveryPrice: 12000,
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false },
        workHours: week('00:00', '00:00'),
      }, { near: { radiiKm: [4.2, 3.9, 3.1, 3.4, 3.7, 3.3, 2.8, 3.6], price: 10000 }, city: { minimal: 60000 } }),
      {
        id: B.oybek, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Oybek', 'Ойбек', 'Oybek'),
        latitude: 41.2971, longitude: 69.2789,
        address: "Toshkent, Mirobod tumani, Oybek ko'chasi, 18",
        phone: '+998 71 200 10 13', open: '10:00', close: '23:00',
        deliveryPrice: 12000,
        settings: { merchantId: MERCHANT, deliveryEnabled: false, pickupEnabled: true, dineinEnabled: false },
        workHours: week('10:00', '23:00', { SUNDAY: ['11:00', '23:00'] }),
      },
      delivering({
        id: B.samarkand, cityId: 'samarkand', merchantId: MERCHANT,
        name: t('Samarqand, Universitet xiyoboni', 'Самарканд, Университетский бульвар', 'Samarkand, University Boulevard'),
        latitude: 39.6526, longitude: 66.9615,
        address: 'Samarqand, Universitet xiyoboni, 9',
        phone: '+998 66 233 10 10', open: '10:00', close: '00:00',
        deliveryPrice: 8000,
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: false },
        workHours: week('10:00', '00:00', { MONDAY: 'closed' }),
      }, { near: { radiiKm: [2.8, 3.1, 2.6, 2.4, 2.9, 3.2, 2.7, 2.5], price: 7000 }, city: { minimal: 40000 } }),
    ],
    ...payments(MERCHANT, ['CASH', 'PAYME', 'CLICK']),
    orderSettings: [
      { cityId: 'tashkent', minimalDeliveryPrice: 40000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY', defaultApplicationDeliveryType: 'DELIVERY' },
      { cityId: 'samarkand', minimalDeliveryPrice: 30000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'PICK_UP' },
    ],
    deliveryTariffs: [
      tariff('burger-tashkent', 'tashkent', 'Toshkent', 12000, 2000, 150000),
      tariff('burger-samarkand', 'samarkand', 'Samarqand', 8000, 1500, 120000),
    ],
    promos: [
      { id: BASE + 1, code: 'OLOV15', discountType: 'PERCENTAGE', productDiscount: 15, minPrice: 100000, startDate: '2026-09-01T00:00:00+05:00', endDate: '2027-03-31T23:59:59+05:00' },
      { id: BASE + 2, code: 'YETKAZISH', discountType: 'AMOUNT', deliveryDiscount: 12000, minPrice: 80000, startDate: '2026-01-01T00:00:00+05:00', endDate: '2027-12-31T23:59:59+05:00' },
      { id: BASE + 3, code: 'YOZ2025', discountType: 'AMOUNT', productDiscount: 20000, minPrice: 120000, startDate: '2025-06-01T00:00:00+05:00', endDate: '2025-08-31T23:59:59+05:00' },
    ],
  },
  banners: [
    {
      slug: 'olov-burger', title: t('Yangi Olov burger — achchiq va olovli', 'Новый Олов бургер — острый и огненный', 'The new Olov burger: hot and fiery'),
      motif: 'burst', background: '#1F1B1D', accent: '#E63946', items: [burger({ cheese: '#FF9F1C', extra: '#C0392B', onion: true })], productSlug: 'olov-burger',
    },
    {
      slug: 'combo', title: t('Kombo bilan 15% tejang', 'Комбо — экономия 15%', 'Save 15% with a combo'),
      motif: 'percent', background: '#E63946', accent: '#FFFFFF', items: [burger({ seeds: false }), fries()], categoryName: 'Kombo',
    },
    {
      slug: 'delivery', title: t("150 000 so'mdan yuqori buyurtmaga bepul yetkazish", 'Бесплатная доставка от 150 000 сум', "Free delivery on orders over 150,000 so'm"),
      motif: 'pin', background: '#24272B', accent: '#FFB703', items: [sodaCup(), nuggets({ tray: '#E63946' })],
    },
  ],
  groups: [
    {
      name: t('Burgerlar va kombo', 'Бургеры и комбо', 'Burgers & combos'),
      bgColor: '#2A2326',
      categories: [
        {
          name: t("Mol go'shtli burgerlar", 'Бургеры с говядиной', 'Beef burgers'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            {
              slug: 'classic', name: t('Klassik burger', 'Классический бургер', 'Classic burger'),
              description: t("Olovda pishirilgan mol go'shti kotleti, pomidor, salat bargi, tuzlangan bodring va uy sousi.", 'Говяжья котлета на огне, томат, лист салата, маринованный огурец и фирменный соус.', 'Flame-grilled beef patty, tomato, lettuce, pickles and house sauce.'),
              amount: 32000, unit: 'GRAMM', measure: 260, calorie: 540, art: burger({ cheese: false }), mods: [BUN, EXTRAS], gallery: 2, grade: 4.7, cooking: [8, 12],
            },
            {
              slug: 'cheeseburger', name: t('Chizburger', 'Чизбургер', 'Cheeseburger'),
              description: t("Mol go'shti kotleti, eritilgan cheddar, piyoz, tuzlangan bodring, ketchup va xantal.", 'Говяжья котлета, расплавленный чеддер, лук, маринованный огурец, кетчуп и горчица.', 'Beef patty, melted cheddar, onion, pickles, ketchup and mustard.'),
              amount: 35000, unit: 'GRAMM', measure: 240, calorie: 590, art: burger({ cheese: '#FFC23C', lettuce: false, onion: true }), mods: [BUN, EXTRAS], grade: 4.8, recommend: true,
            },
            {
              slug: 'double-cheese', name: t('Dabl chizburger', 'Двойной чизбургер', 'Double cheeseburger'),
              description: t("Ikki kotlet, ikki qavat cheddar va karamellangan piyoz — haqiqiy ochlar uchun.", 'Две котлеты, два слоя чеддера и карамелизированный лук — для очень голодных.', 'Two patties, two layers of cheddar and caramelised onion, for the really hungry.'),
              amount: 49000, unit: 'GRAMM', measure: 360, calorie: 860, art: burger({ patties: 2, cheese: '#FFC23C', onion: true }), labels: ['hit'], mods: [BUN, EXTRAS], grade: 4.9,
            },
            {
              slug: 'olov-burger', name: t('Olov burger', 'Олов бургер', 'Olov burger'),
              description: t('Achchiq jalapeno, qalampirli pishloq, qizil piyoz va olovli chipotle sousi.', 'Острый халапеньо, перечный сыр, красный лук и огненный соус чипотле.', 'Hot jalapeños, pepper jack cheese, red onion and fiery chipotle sauce.'),
              amount: 45000, unit: 'GRAMM', measure: 300, calorie: 680, art: burger({ cheese: '#FF9F1C', extra: '#C0392B', onion: true }), labels: ['new', 'spicy'], mods: [BUN, EXTRAS], gallery: 2,
            },
            {
              slug: 'bbq-burger', name: t('Barbekyu burger', 'Бургер барбекю', 'BBQ burger'),
              description: t("Dudlangan barbekyu sousi, piyoz halqalari, cheddar va mol go'shti bekoni.", 'Копчёный соус барбекю, луковые кольца, чеддер и говяжий бекон.', 'Smoky BBQ sauce, onion rings, cheddar and beef bacon.'),
              amount: 46000, unit: 'GRAMM', measure: 320, calorie: 720, art: burger({ cheese: '#FFC23C', extra: '#8E3B2E', onion: true, lettuce: false }), mods: [BUN, EXTRAS],
            },
            {
              slug: 'mushroom', name: t("Qo'ziqorinli burger", 'Бургер с грибами', 'Mushroom Swiss burger'),
              description: t("Qovurilgan shampinyonlar, shveytsar pishlog'i va sarimsoqli mayonez.", 'Жареные шампиньоны, швейцарский сыр и чесночный майонез.', 'Sautéed mushrooms, Swiss cheese and garlic mayo.'),
              amount: 44000, unit: 'GRAMM', measure: 290, calorie: 610, art: burger({ cheese: '#FFE8A3', mushrooms: true, tomato: false }), mods: [BUN, EXTRAS], grade: 4.5,
            },
            {
              slug: 'black', name: t('Qora burger', 'Блэк бургер', 'Black burger'),
              description: t("Ko'mirli qora non, mol go'shti kotleti, cheddar va trufelli sous. Faqat Chilonzor filialida.", 'Чёрная булочка с углём, говяжья котлета, чеддер и трюфельный соус. Только в филиале на Чиланзаре.', 'Charcoal black bun, beef patty, cheddar and truffle sauce. Chilanzar branch only.'),
              amount: 47000, unit: 'GRAMM', measure: 280, calorie: 620, art: burger({ bun: '#3A3A3A', cheese: '#FFC23C' }), branches: [B.chilonzor], mods: [EXTRAS],
            },
            {
              slug: 'mega', name: t('Mega burger', 'Мега бургер', 'Mega burger'),
              description: t("Uchta kotlet, uchta pishloq, bekon va barcha souslar. Yolg'iz yeyish tavsiya etilmaydi!", 'Три котлеты, три сыра, бекон и все соусы. Есть в одиночку не рекомендуем!', 'Three patties, three cheeses, bacon and every sauce. Not recommended to eat alone!'),
              amount: 65000, discount: 15, unit: 'GRAMM', measure: 520, calorie: 1240, art: burger({ patties: 3, cheese: '#FFC23C' }), labels: ['hit'], branches: [B.yunusobod, B.chilonzor], mods: [EXTRAS],
            },
          ],
        },
        {
          name: t('Tovuqli burgerlar', 'Бургеры с курицей', 'Chicken burgers'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            {
              slug: 'crispy-chicken', name: t('Krispi tovuq burger', 'Криспи чикен бургер', 'Crispy chicken burger'),
              description: t('Qarsildoq panirovkadagi tovuq filesi, aysberg salati va kolsou.', 'Хрустящее куриное филе в панировке, салат айсберг и коул-слоу.', 'Crispy breaded chicken fillet, iceberg lettuce and coleslaw.'),
              amount: 33000, unit: 'GRAMM', measure: 250, calorie: 560, art: burger({ crispy: true, bun: '#EDB25E', cheese: false, patty: '#C8741F' }), mods: [BUN, EXTRAS], grade: 4.6,
            },
            {
              slug: 'spicy-chicken', name: t('Achchiq tovuq burger', 'Острый чикен бургер', 'Spicy chicken burger'),
              description: t('Achchiq panirovkadagi tovuq, jalapeno va shriracha mayonezi.', 'Курица в острой панировке, халапеньо и майонез шрирача.', 'Chicken in a spicy coating, jalapeños and sriracha mayo.'),
              amount: 35000, unit: 'GRAMM', measure: 250, calorie: 580, art: burger({ crispy: true, patty: '#B5541C', cheese: false, extra: '#4CAF50' }), labels: ['spicy'], mods: [BUN, EXTRAS],
            },
            {
              slug: 'chicken-cheese', name: t('Chiken chiz', 'Чикен чиз', 'Chicken cheese'),
              description: t('Qarsildoq tovuq, ikki qavat cheddar va pishloqli sous.', 'Хрустящая курица, два слоя чеддера и сырный соус.', 'Crispy chicken, two layers of cheddar and cheese sauce.'),
              amount: 36000, unit: 'GRAMM', measure: 260, calorie: 620, art: burger({ crispy: true, patty: '#C8741F', cheese: '#FFC23C', tomato: false }), mods: [BUN, EXTRAS],
            },
            {
              slug: 'grilled-chicken', name: t('Grilda tovuq burger', 'Бургер с курицей гриль', 'Grilled chicken burger'),
              description: t('Grilda pishirilgan marinadlangan tovuq filesi, pomidor, rukkola va pesto sousi.', 'Маринованное куриное филе на гриле, томат, руккола и соус песто.', 'Marinated grilled chicken breast, tomato, rocket and pesto sauce.'),
              amount: 38000, unit: 'GRAMM', measure: 270, calorie: 470, art: burger({ patty: '#D9A066', cheese: false }), labels: ['new'], mods: [BUN, EXTRAS],
            },
            {
              slug: 'kids', name: t('Bolalar burgeri', 'Детский бургер', 'Kids burger'),
              description: t("Kichkina mol go'shti kotleti, pishloq va ketchup. Achchiq emas.", 'Маленькая говяжья котлета, сыр и кетчуп. Не острый.', 'A small beef patty, cheese and ketchup. Not spicy.'),
              amount: 22000, unit: 'GRAMM', measure: 150, calorie: 330, art: burger({ cheese: '#FFC23C', lettuce: false, tomato: false, seeds: false }), labels: ['kids'],
            },
          ],
        },
        {
          name: t('Kombo', 'Комбо', 'Combos'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            {
              slug: 'combo-classic', name: t('Klassik kombo', 'Классическое комбо', 'Classic combo'),
              description: t('Klassik burger, kartoshka fri va ichimlik tanlovingizga.', 'Классический бургер, картофель фри и напиток на выбор.', 'Classic burger, fries and a drink of your choice.'),
              amount: 52000, art: combo({ main: burger({ cheese: false, seeds: false }), side: fries(), drink: sodaCup() }), mods: [COMBO_SIDE, COMBO_DRINK], grade: 4.6, recommend: true,
            },
            {
              slug: 'combo-cheese', name: t('Chiz kombo', 'Чиз комбо', 'Cheese combo'),
              description: t('Chizburger, kartoshka fri va ichimlik.', 'Чизбургер, картофель фри и напиток.', 'Cheeseburger, fries and a drink.'),
              amount: 55000, art: combo({ main: burger({ cheese: '#FFC23C', onion: true, lettuce: false, seeds: false }), side: fries(), drink: sodaCup({ cup: '#F77F00' }) }), mods: [COMBO_SIDE, COMBO_DRINK],
            },
            {
              slug: 'combo-chicken', name: t('Tovuq kombo', 'Чикен комбо', 'Chicken combo'),
              description: t('Krispi tovuq burger, qishloq kartoshkasi va ichimlik.', 'Криспи чикен бургер, картофель по-деревенски и напиток.', 'Crispy chicken burger, potato wedges and a drink.'),
              amount: 53000, art: combo({ main: burger({ crispy: true, patty: '#C8741F', cheese: false, bun: '#EDB25E', seeds: false }), side: wedges(), drink: sodaCup({ cup: '#2A9D8F' }) }), mods: [COMBO_SIDE, COMBO_DRINK],
            },
            {
              slug: 'combo-family', name: t('Oilaviy kombo', 'Семейное комбо', 'Family combo'),
              description: t("To'rtta burger, ikkita katta kartoshka fri, 9 dona naggets va 1,5 litrli kola. 4 kishiga.", 'Четыре бургера, две большие картошки фри, 9 наггетсов и кола 1,5 л. На четверых.', 'Four burgers, two large fries, 9 nuggets and a 1.5 l cola. Serves four.'),
              amount: 169000, discount: 10, art: combo({ main: burger({ patties: 2, cheese: '#FFC23C', seeds: false }), side: fries(), drink: sodaCup({ cup: '#E63946', band: '#FFB703' }) }), labels: ['hit'], grade: 4.8,
            },
          ],
        },
        {
          name: t('Hot-doglar va lavash', 'Хот-доги и лаваш', 'Hot dogs & wraps'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            {
              slug: 'hotdog-classic', name: t('Klassik hot-dog', 'Классический хот-дог', 'Classic hot dog'),
              description: t("Mol go'shti sosiskasi, xantal, ketchup va qarsildoq piyoz.", 'Говяжья сосиска, горчица, кетчуп и хрустящий лук.', 'Beef sausage, mustard, ketchup and crispy onion.'),
              amount: 22000, unit: 'GRAMM', measure: 200, calorie: 420, art: hotdog({ topping: '#E9C46A' }),
            },
            {
              slug: 'hotdog-chili', name: t('Chili hot-dog', 'Хот-дог чили', 'Chili hot dog'),
              description: t("Achchiq chili-qiyma, jalapeno va eritilgan pishloq.", 'Острый чили с фаршем, халапеньо и расплавленный сыр.', 'Spicy chili con carne, jalapeños and melted cheese.'),
              amount: 25000, unit: 'GRAMM', measure: 230, calorie: 480, art: hotdog({ sauce: '#E63946', topping: '#4CAF50' }), labels: ['spicy'],
            },
            {
              slug: 'hotdog-french', name: t('Fransuzcha hot-dog', 'Французский хот-дог', 'French hot dog'),
              description: t('Bagetga joylangan sosiska va sarimsoqli sous.', 'Сосиска в багете с чесночным соусом.', 'A sausage in a baguette with garlic sauce.'),
              amount: 20000, unit: 'GRAMM', measure: 180, calorie: 390, art: hotdog({ bun: '#D9974A', sauce: '#FFF3D6' }),
            },
            {
              slug: 'lavash-chicken', name: t('Tovuqli lavash', 'Лаваш с курицей', 'Chicken lavash'),
              description: t('Yupqa lavash, grilda tovuq, pomidor, bodring, kartoshka fri va sarimsoqli sous.', 'Тонкий лаваш, курица гриль, томат, огурец, картофель фри и чесночный соус.', 'Thin lavash with grilled chicken, tomato, cucumber, fries and garlic sauce.'),
              amount: 30000, unit: 'GRAMM', measure: 350, calorie: 610, art: wrap({ filling: ['#E8C79A', '#5DAA3C', '#E0483A', '#F6C445'] }), mods: [DIP], grade: 4.4,
            },
            {
              slug: 'lavash-beef', name: t("Mol go'shtli lavash", 'Лаваш с говядиной', 'Beef lavash'),
              description: t("Mol go'shti, pishloq, pomidor, bodring va achchiq sous.", 'Говядина, сыр, томат, огурец и острый соус.', 'Beef, cheese, tomato, cucumber and hot sauce.'),
              amount: 34000, unit: 'GRAMM', measure: 370, calorie: 680, art: wrap(), labels: ['hit'], mods: [DIP], grade: 4.7,
            },
          ],
        },
      ],
    },
    {
      name: t('Gazaklar', 'Закуски', 'Sides & snacks'),
      bgColor: '#24272B',
      categories: [
        {
          name: t('Gazaklar', 'Закуски', 'Snacks'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            {
              slug: 'fries', name: t('Kartoshka fri', 'Картофель фри', 'French fries'),
              description: t("Qarsildoq kartoshka fri, dengiz tuzi bilan.", 'Хрустящий картофель фри с морской солью.', 'Crispy fries with sea salt.'),
              amount: 15000, unit: 'GRAMM', measure: 120, calorie: 340, art: fries(), mods: [FRIES_SIZE, DIP], grade: 4.5, recommend: true,
            },
            {
              slug: 'wedges', name: t('Qishloq kartoshkasi', 'Картофель по-деревенски', 'Potato wedges'),
              description: t("Po'sti bilan pishirilgan kartoshka bo'laklari, ziravorlar bilan.", 'Дольки картофеля в кожуре со специями.', 'Skin-on potato wedges with spices.'),
              amount: 17000, unit: 'GRAMM', measure: 150, calorie: 310, art: wedges(), mods: [DIP],
            },
            {
              slug: 'nuggets', name: t('Naggetslar, 6 dona', 'Наггетсы, 6 шт.', 'Nuggets, 6 pcs'),
              description: t('Tovuq filesidan qarsildoq naggetslar, sous tanlovingizga.', 'Хрустящие наггетсы из куриного филе, соус на выбор.', 'Crispy chicken breast nuggets with a dip of your choice.'),
              amount: 24000, unit: 'COUNT', measure: 6, calorie: 290, art: nuggets({ tray: '#E63946' }), mods: [DIP], recommend: true,
            },
            {
              slug: 'onion-rings', name: t('Piyoz halqalari', 'Луковые кольца', 'Onion rings'),
              description: t('Pivo xamiridagi qarsildoq piyoz halqalari.', 'Хрустящие луковые кольца в кляре.', 'Crispy battered onion rings.'),
              amount: 18000, unit: 'GRAMM', measure: 130, calorie: 360, art: onionRings(), mods: [DIP],
            },
            {
              slug: 'cheese-sticks', name: t('Pishloq tayoqchalari', 'Сырные палочки', 'Mozzarella sticks'),
              description: t('Mozzarella tayoqchalari, marinara sousi bilan.', 'Палочки моцареллы с соусом маринара.', 'Mozzarella sticks with marinara sauce.'),
              amount: 26000, unit: 'COUNT', measure: 5, calorie: 420, art: sticks(),
            },
            {
              slug: 'wings', name: t('Tovuq qanotchalari', 'Куриные крылышки', 'Chicken wings'),
              description: t('Achchiq buffalo sousidagi 6 dona qanotcha. Faqat Toshkent filiallarida.', '6 крылышек в остром соусе баффало. Только в филиалах Ташкента.', 'Six wings in hot buffalo sauce. Tashkent branches only.'),
              amount: 32000, unit: 'COUNT', measure: 6, calorie: 520, art: wings(), labels: ['spicy'], branches: TASHKENT_ONLY,
            },
          ],
        },
        {
          name: t('Souslar', 'Соусы', 'Sauces'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'sauce-ketchup', name: t('Ketchup', 'Кетчуп', 'Ketchup'), amount: 4000, unit: 'GRAMM', measure: 30, art: sauceCup({ sauce: '#C62828' }) },
            { slug: 'sauce-cheese', name: t('Pishloqli sous', 'Сырный соус', 'Cheese sauce'), amount: 5000, unit: 'GRAMM', measure: 30, art: sauceCup({ sauce: '#FFC23C' }) },
            { slug: 'sauce-garlic', name: t('Sarimsoqli sous', 'Чесночный соус', 'Garlic sauce'), amount: 4000, unit: 'GRAMM', measure: 30, art: sauceCup({ sauce: '#FFF8E1', bits: '#7CB342' }) },
            { slug: 'sauce-bbq', name: t('Barbekyu sousi', 'Соус барбекю', 'BBQ sauce'), amount: 5000, unit: 'GRAMM', measure: 30, art: sauceCup({ sauce: '#6D2E1F' }) },
            { slug: 'sauce-chili', name: t('Achchiq chili sousi', 'Острый соус чили', 'Hot chili sauce'), amount: 5000, unit: 'GRAMM', measure: 30, art: sauceCup({ sauce: '#E63946', bits: '#FFCDD2' }), labels: ['spicy'] },
          ],
        },
      ],
    },
    {
      name: t('Ichimliklar va desertlar', 'Напитки и десерты', 'Drinks & desserts'),
      bgColor: '#2E2622',
      categories: [
        {
          name: t('Ichimliklar', 'Напитки', 'Drinks'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            { slug: 'cola', name: t('Kola', 'Кола', 'Cola'), description: t('Muzdek gazli ichimlik.', 'Охлаждённый газированный напиток.', 'Ice-cold fizzy drink.'), amount: 10000, unit: 'LITER', measure: 0.5, calorie: 210, art: sodaCup(), mods: [DRINK_SIZE] },
            { slug: 'lemon-lime', name: t('Laym-limon', 'Лайм-лимон', 'Lemon-lime soda'), description: t('Laym va limon ta\'mli gazli ichimlik.', 'Газированный напиток со вкусом лайма и лимона.', 'Lemon and lime flavoured soda.'), amount: 10000, unit: 'LITER', measure: 0.5, calorie: 200, art: sodaCup({ cup: '#2A9D8F' }), mods: [DRINK_SIZE] },
            {
              slug: 'lemonade', name: t('Uy limonadi', 'Домашний лимонад', 'Homemade lemonade'),
              description: t("Yangi siqilgan limon, yalpiz va qamish shakari.", 'Свежевыжатый лимон, мята и тростниковый сахар.', 'Freshly squeezed lemon, mint and cane sugar.'),
              amount: 16000, unit: 'LITER', measure: 0.4, calorie: 140, art: glass({ layers: [{ color: '#F9D44A', h: 210 }], ice: true, lemon: '#FBE36B', mint: true, straw: '#43A047', bubbles: true }), mods: [DRINK_SIZE], gallery: 2, grade: 4.6,
            },
            {
              slug: 'mojito', name: t('Alkogolsiz mojito', 'Мохито безалкогольный', 'Virgin mojito'),
              description: t('Laym, yalpiz, muz va gazli suv.', 'Лайм, мята, лёд и содовая.', 'Lime, mint, ice and soda.'),
              amount: 18000, unit: 'LITER', measure: 0.4, calorie: 120, art: glass({ layers: [{ color: '#C5E1A5', h: 220 }], ice: true, lemon: '#9CCC65', mint: true, straw: '#FFFFFF', bubbles: true }), labels: ['new'],
            },
            { slug: 'orange-juice', name: t('Apelsin sharbati', 'Апельсиновый сок', 'Orange juice'), description: t('100% apelsin sharbati.', 'Сок 100% апельсин.', '100% orange juice.'), amount: 14000, unit: 'LITER', measure: 0.3, calorie: 130, art: glass({ layers: [{ color: '#FB8C00', h: 200 }], lemon: '#FFA726', short: true }) },
            { slug: 'iced-tea', name: t('Muzli choy', 'Холодный чай', 'Iced tea'), description: t('Shaftolili muzli qora choy.', 'Холодный чёрный чай с персиком.', 'Peach iced black tea.'), amount: 12000, unit: 'LITER', measure: 0.4, calorie: 110, art: glass({ layers: [{ color: '#C1652F', h: 210 }], ice: true, lemon: '#FFB74D', straw: '#E63946' }) },
            { slug: 'water', name: t('Mineral suv', 'Минеральная вода', 'Mineral water'), description: t('Gazsiz, 0,5 litr.', 'Без газа, 0,5 л.', 'Still, 0.5 l.'), amount: 6000, unit: 'LITER', measure: 0.5, calorie: 0, art: glass({ layers: [{ color: '#B3E5FC', h: 180 }], short: true, bubbles: true }) },
          ],
        },
        {
          name: t('Kokteyllar', 'Молочные коктейли', 'Milkshakes'),
          viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'shake-vanilla', name: t('Vanilli kokteyl', 'Ванильный коктейль', 'Vanilla shake'), description: t('Vanilli plombir va sut, ko\'pirtirilgan qaymoq bilan.', 'Ванильный пломбир и молоко со взбитыми сливками.', 'Vanilla ice cream and milk with whipped cream.'), amount: 22000, unit: 'LITER', measure: 0.4, calorie: 450, art: shake({ color: '#FFF1C1', drizzle: '#E9C46A' }), mods: [SHAKE_TOPPING] },
            { slug: 'shake-chocolate', name: t('Shokoladli kokteyl', 'Шоколадный коктейль', 'Chocolate shake'), description: t('Belgiya shokoladi va plombir.', 'Бельгийский шоколад и пломбир.', 'Belgian chocolate and ice cream.'), amount: 24000, unit: 'LITER', measure: 0.4, calorie: 520, art: shake({ color: '#7B4A2E', drizzle: '#3E2417' }), mods: [SHAKE_TOPPING], grade: 4.8 },
            { slug: 'shake-strawberry', name: t('Qulupnayli kokteyl', 'Клубничный коктейль', 'Strawberry shake'), description: t('Yangi qulupnay va plombir.', 'Свежая клубника и пломбир.', 'Fresh strawberries and ice cream.'), amount: 24000, unit: 'LITER', measure: 0.4, calorie: 470, art: shake({ color: '#F48FB1', drizzle: '#C62828' }), mods: [SHAKE_TOPPING] },
            { slug: 'shake-cookie', name: t('Pechenyeli kokteyl', 'Коктейль с печеньем', 'Cookies & cream shake'), description: t('Shokoladli pechenye bo\'laklari va vanilli plombir.', 'Кусочки шоколадного печенья и ванильный пломбир.', 'Chocolate cookie pieces and vanilla ice cream.'), amount: 25000, unit: 'LITER', measure: 0.4, calorie: 540, art: shake({ color: '#D7CCC8', drizzle: '#3E2723', topping: '#3E2723' }), labels: ['new'], mods: [SHAKE_TOPPING] },
          ],
        },
        {
          name: t('Desertlar', 'Десерты', 'Desserts'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'ice-cream', name: t('Vafli muzqaymoq', 'Мороженое в рожке', 'Ice cream cone'), description: t('Vanilli va shokoladli plombir vafli konusda.', 'Ванильный и шоколадный пломбир в вафельном рожке.', 'Vanilla and chocolate ice cream in a waffle cone.'), amount: 9000, unit: 'GRAMM', measure: 110, calorie: 250, art: cone({ scoops: ['#FFF3D6', '#6D4C41'] }), labels: ['kids'] },
            { slug: 'muffin', name: t('Shokoladli maffin', 'Шоколадный маффин', 'Chocolate muffin'), description: t('Ichida eritilgan shokolad bor maffin.', 'Маффин с жидким шоколадом внутри.', 'A muffin with a molten chocolate centre.'), amount: 14000, unit: 'GRAMM', measure: 100, calorie: 390, art: cupcake({ wrapper: '#E63946', top: '#6D4C41', muffin: true, chips: '#3E2417' }) },
            { slug: 'cherry-pie', name: t('Olchali pirog', 'Вишнёвый пирожок', 'Cherry pie'), description: t('Qarsildoq xamirdagi issiq olcha murabbosi.', 'Горячая вишнёвая начинка в хрустящем тесте.', 'Hot cherry filling in crispy pastry.'), amount: 12000, unit: 'GRAMM', measure: 90, calorie: 280, art: cake({ layers: ['#E3A04A', '#9B1B30', '#E3A04A'], frost: '#E3A04A', top: 'plain' }) },
            { slug: 'cheesecake', name: t('San-Sebastyan chizkeyki', 'Чизкейк Сан-Себастьян', 'Basque cheesecake'), description: t('Kuydirilgan ustki qatlamli kremli chizkeyk.', 'Кремовый чизкейк с карамельной корочкой.', 'Creamy cheesecake with a caramelised top.'), amount: 25000, unit: 'GRAMM', measure: 140, calorie: 420, art: cake({ layers: ['#FFF1D0'], frost: '#8D5524', top: 'plain' }), grade: 4.9 },
          ],
        },
      ],
    },
  ],
};
