/** Sakura Sushi (sub `sushi`), a brand of Ta'm Group: brand tabs, three languages, banners. */
import {
  bowl, cake, can, edamame, glass, gunkan, mochi, nigiri, plated, rolls, sashimi, soup, teapot, tempura, wokBox, type RollLook,
} from './art-food.ts';
import { GROUP_BRANDS, groupCompany } from './brand-group.ts';
import { CITIES, delivering, payments, policies, t, tariff, week, type Brand, type ModGroup } from './model.ts';

const MERCHANT = 'demo-sushi';
const BASE = 3000;

const SAUCES: ModGroup = {
  id: BASE + 501,
  name: t("Qo'shimcha souslar", 'Дополнительные соусы', 'Extra sauces'),
  maxCount: 3,
  options: [
    { key: 'soy', name: t('Soya sousi', 'Соевый соус', 'Soy sauce'), price: 2000 },
    { key: 'spicy', name: t('Spaysi sousi', 'Спайси соус', 'Spicy mayo'), price: 3000 },
    { key: 'unagi', name: t('Unagi sousi', 'Соус унаги', 'Unagi sauce'), price: 3000 },
    { key: 'wasabi', name: t('Vasabi', 'Васаби', 'Wasabi'), price: 2000 },
    { key: 'ginger', name: t('Marinadlangan zanjabil', 'Маринованный имбирь', 'Pickled ginger'), price: 2000 },
  ],
};
const SPICINESS: ModGroup = {
  id: BASE + 502,
  name: t('Achchiqlik darajasi', 'Острота', 'Spiciness'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'mild', name: t('Yumshoq', 'Мягкая', 'Mild'), price: 0, isDefault: true },
    { key: 'medium', name: t("O'rtacha", 'Средняя', 'Medium'), price: 0 },
    { key: 'hot', name: t('Juda achchiq', 'Очень острая', 'Very hot'), price: 0 },
  ],
};
const NOODLES: ModGroup = {
  id: BASE + 503,
  name: t('Lapsha', 'Лапша', 'Noodles'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'udon', name: t('Udon', 'Удон', 'Udon'), price: 0, isDefault: true },
    { key: 'soba', name: t('Soba', 'Соба', 'Soba'), price: 0 },
    { key: 'rice', name: t('Guruch', 'Рис', 'Rice'), price: 0 },
  ],
};

const S = { yunusobod: 'sushi-yunusobod', mirzo: 'sushi-mirzo-ulugbek', chilonzor: 'sushi-chilonzor' };

const SALMON = '#F4845F';
const CUCUMBER = '#8BC34A';
const CHEESE = '#FFFFFF';
const AVOCADO = '#C5E1A5';
const CRAB = '#FFCDD2';
const EEL = '#6B3A1E';
const TUNA = '#C8323B';
const roll = (style: RollLook['style'], ...filling: string[]): RollLook => ({ style, filling });

export const sushiBrand: Brand = {
  sub: 'sushi',
  base: BASE,
  art: { emblem: 'sakura', color: '#C2185B', backgrounds: ['#FBE9EF', '#F3EDF7', '#EAF2F0', '#FDF1E9'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'sushi',
      name: t('Sakura Sushi', 'Сакура Суши', 'Sakura Sushi'),
      logo: 'sushi/logo.svg',
      color: '#C2185B',
      smsGateway: 'ESKIZ',
      latitude: 41.3256,
      longitude: 69.3376,
      mainCityId: 'tashkent',
      createdDate: '2022-05-20T09:00:00+05:00',
    },
    webSettings: {
      merchantId: MERCHANT,
      brand: 'Sakura Sushi',
      title: 'Sakura Sushi — rollar va setlar',
      logo: 'sushi/logo.svg',
      favicon: 'sushi/favicon.svg',
      domain: 'sushi.localhost',
      mainColor: '#C2185B',
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
      paymeActive: true,
      categoryView: 'MEDIUM',
      groupView: 'GROUP',
      basketPosition: 'NAVIGATION_BAR',
      modificationViewType: 'NAME_ONLY',
      promoActive: true,
      favouriteActive: true,
      phone: '+998 71 205 30 30',
      phoneActive: true,
      telegram: '@sakurasushi_uz',
      telegramActive: true,
      instagram: 'sakurasushi.uz',
      instagramActive: true,
      telegramBotLink: '@sakurasushi_bot',
      leftCopyWrite: "© 2026 Sakura Sushi · Ta'm Group",
      rightCopyWrite: "«Ta'm Group» MChJ",
    },
    policies: policies(groupCompany('Sakura Sushi', '+998 71 205 30 30', 'hello@sakurasushi.uz', 'sakurasushi.uz', {
      uz: [
        "Sakura Sushi 2016 yildan beri Toshkentda yapon oshxonasini tayyorlaydi. Guruchni har kuni yangidan pishiramiz, losos va tunani esa sovutilgan holda olib kelamiz — hech qachon qayta muzlatmaymiz.",
        "Rollarimiz buyurtmadan keyin tayyorlanadi va maxsus termosumkalarda 60 daqiqa ichida yetkaziladi.",
      ],
      ru: [
        'Sakura Sushi готовит японскую кухню в Ташкенте с 2016 года. Рис варим свежим каждый день, а лосось и тунец привозим охлаждёнными — никогда не замораживаем повторно.',
        'Роллы готовим после заказа и доставляем в термосумках в течение 60 минут.',
      ],
      eng: [
        'Sakura Sushi has been cooking Japanese food in Tashkent since 2016. We cook fresh rice every day and bring salmon and tuna chilled, never refrozen.',
        'Rolls are made to order and delivered in insulated bags within 60 minutes.',
      ],
    })),
    cities: [CITIES.tashkent],
    branches: [
      delivering({
        id: S.yunusobod, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Yunusobod', 'Юнусабад', 'Yunusabad'),
        latitude: 41.3639, longitude: 69.2861,
        address: "Toshkent, Yunusobod tumani, Bog'ishamol ko'chasi, 21",
        phone: '+998 71 205 30 31', open: '11:00', close: '23:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true },
        workHours: week('11:00', '23:00'),
      }, { near: { radiiKm: [3.8, 4.4, 3.6, 3.0, 3.5, 4.0, 3.2, 3.4], price: 12000 }, city: { minimal: 150000 } }),
      delivering({
        id: S.mirzo, cityId: 'tashkent', merchantId: MERCHANT,
        name: t("Mirzo Ulug'bek", 'Мирзо Улугбек', 'Mirzo Ulugbek'),
        latitude: 41.3256, longitude: 69.3376,
        address: "Toshkent, Mirzo Ulug'bek tumani, Buyuk Ipak Yo'li ko'chasi, 154",
        phone: '+998 71 205 30 32', open: '11:00', close: '23:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true },
        workHours: week('11:00', '23:00', { FRIDAY: ['11:00', '01:00'], SATURDAY: ['11:00', '01:00'] }),
      }, { near: { radiiKm: [3.5, 3.9, 4.3, 3.6, 3.1, 3.4, 3.8, 3.3], price: 12000 }, city: { minimal: 150000 } }),
      {
        id: S.chilonzor, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Chilonzor', 'Чиланзар', 'Chilanzar'),
        latitude: 41.2895, longitude: 69.214,
        address: "Toshkent, Chilonzor tumani, Qatortol ko'chasi, 60",
        phone: '+998 71 205 30 33', open: '12:00', close: '22:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: false, pickupEnabled: true },
        workHours: week('12:00', '22:00', { MONDAY: 'closed' }),
      },
    ],
    ...payments(MERCHANT, ['CASH', 'CLICK', 'PAYME']),
    orderSettings: [
      { cityId: 'tashkent', minimalDeliveryPrice: 80000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY', defaultApplicationDeliveryType: 'DELIVERY' },
    ],
    deliveryTariffs: [
      tariff('sushi-tashkent', 'tashkent', 'Toshkent', 15000, 2500, 250000),
      tariff('sushi-mirzo-express', 'tashkent', "Mirzo Ulug'bek — yaqin manzillar", 10000, 2000, 200000, S.mirzo),
    ],
    promos: [
      { id: BASE + 1, code: 'SAKURA10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 150000, startDate: '2026-04-01T00:00:00+05:00', endDate: '2027-04-01T00:00:00+05:00' },
      { id: BASE + 2, code: 'ROLL25000', discountType: 'AMOUNT', productDiscount: 25000, minPrice: 250000, startDate: '2026-11-01T00:00:00+05:00', endDate: '2027-01-31T23:59:59+05:00' },
      { id: BASE + 3, code: 'HANAMI', discountType: 'PERCENTAGE', productDiscount: 15, deliveryDiscount: 100, minPrice: 100000, startDate: '2026-03-20T00:00:00+05:00', endDate: '2026-04-20T23:59:59+05:00' },
    ],
    brands: GROUP_BRANDS,
  },
  banners: [
    {
      slug: 'sets', title: t('Setlar — 20% gacha tejamkor', 'Сеты — выгоднее до 20%', 'Sets: save up to 20%'),
      motif: 'percent', background: '#C2185B', accent: '#FFFFFF', categoryName: 'Setlar',
      items: [rolls([roll('salmon', CHEESE, CUCUMBER), roll('sesame', CRAB, AVOCADO), roll('nori', SALMON)])],
    },
    {
      slug: 'ramen', title: t('Yangi: tovuqli ramen', 'Новинка: рамен с курицей', 'New: chicken ramen'),
      motif: 'burst', background: '#2F2F33', accent: '#F48FB1', productSlug: 'ramen',
      items: [soup({ bowl: '#1E1E22', broth: '#E8B66A', noodles: '#F6DC8C', egg: true, meat: '#E3B184', greens: '#4CAF50', chopsticks: true })],
    },
  ],
  groups: [
    {
      name: t('Rollar va sushi', 'Роллы и суши', 'Rolls & sushi'),
      bgColor: '#FBE9EF',
      categories: [
        {
          name: t('Setlar', 'Сеты', 'Sets'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            { slug: 'set-sakura', name: t('Sakura set', 'Сет Сакура', 'Sakura set'), description: t('Filadelfiya, Kaliforniya va Kanada rollari — 24 bo\'lak.', 'Филадельфия, Калифорния и Канада — 24 кусочка.', 'Philadelphia, California and Canada rolls, 24 pieces.'), amount: 289000, discount: 10, unit: 'COUNT', measure: 24, calorie: 1450, art: rolls([roll('salmon', CHEESE, CUCUMBER), roll('tobiko', CRAB, AVOCADO), roll('eel', CHEESE, CUCUMBER)]), labels: ['hit'], mods: [SAUCES], gallery: 2, grade: 4.9, cooking: [25, 35] },
            { slug: 'set-philadelphia', name: t('Filadelfiya set', 'Сет Филадельфия', 'Philadelphia set'), description: t("To'rt xil Filadelfiya — 32 bo'lak.", 'Четыре вида Филадельфии — 32 кусочка.', 'Four kinds of Philadelphia, 32 pieces.'), amount: 369000, unit: 'COUNT', measure: 32, calorie: 1900, art: rolls([roll('salmon', CHEESE, CUCUMBER), roll('salmon', CHEESE, AVOCADO), roll('sesame', SALMON, CHEESE)]), mods: [SAUCES], grade: 4.8 },
            { slug: 'set-hot', name: t('Issiq set', 'Горячий сет', 'Baked set'), description: t("Pishirilgan losos, krab va ugor rollari — 24 bo'lak.", 'Запечённые роллы с лососем, крабом и угрём — 24 кусочка.', 'Baked salmon, crab and eel rolls, 24 pieces.'), amount: 259000, unit: 'COUNT', measure: 24, calorie: 1600, art: rolls([roll('baked'), roll('tempura', SALMON, CHEESE), roll('baked')]), mods: [SAUCES] },
            { slug: 'set-mini', name: t('Mini set', 'Мини сет', 'Mini set'), description: t("Ikki kishiga: losos maki, bodring maki va Kaliforniya — 16 bo'lak.", 'На двоих: маки с лососем, с огурцом и Калифорния — 16 кусочков.', 'For two: salmon maki, cucumber maki and California, 16 pieces.'), amount: 149000, unit: 'COUNT', measure: 16, calorie: 820, art: rolls([roll('nori', SALMON), roll('nori', CUCUMBER), roll('tobiko', CRAB, AVOCADO)]), mods: [SAUCES] },
            { slug: 'set-family', name: t('Oilaviy set', 'Семейный сет', 'Family set'), description: t("48 bo'lak: oltita mashhur rolimiz, butun oila uchun.", '48 кусочков: шесть наших популярных роллов на всю семью.', 'Forty-eight pieces: six of our most popular rolls for the whole family.'), amount: 529000, discount: 15, unit: 'COUNT', measure: 48, calorie: 2900, art: rolls([roll('sesame', CRAB, AVOCADO), roll('salmon', CHEESE, CUCUMBER), roll('baked')]), labels: ['new'], mods: [SAUCES], branches: [S.yunusobod, S.mirzo] },
          ],
        },
        {
          name: t('Klassik rollar', 'Классические роллы', 'Classic rolls'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'philadelphia', name: t('Filadelfiya', 'Филадельфия', 'Philadelphia'), description: t("Losos, qaymoqli pishloq va bodring — 8 bo'lak.", 'Лосось, сливочный сыр и огурец — 8 кусочков.', 'Salmon, cream cheese and cucumber, 8 pieces.'), amount: 89000, unit: 'COUNT', measure: 8, calorie: 380, art: rolls([roll('salmon', CHEESE, CUCUMBER)]), labels: ['hit'], mods: [SAUCES], gallery: 2, grade: 4.9, recommend: true },
            { slug: 'california', name: t('Kaliforniya', 'Калифорния', 'California'), description: t("Krab, avokado, bodring va tobiko ikrasi.", 'Краб, авокадо, огурец и икра тобико.', 'Crab, avocado, cucumber and tobiko roe.'), amount: 79000, unit: 'COUNT', measure: 8, calorie: 340, art: rolls([roll('tobiko', CRAB, AVOCADO)]), mods: [SAUCES], grade: 4.7 },
            { slug: 'canada', name: t('Kanada', 'Канада', 'Canada'), description: t("Ugor, losos, qaymoqli pishloq va unagi sousi.", 'Угорь, лосось, сливочный сыр и соус унаги.', 'Eel, salmon, cream cheese and unagi sauce.'), amount: 99000, unit: 'COUNT', measure: 8, calorie: 410, art: rolls([roll('eel', SALMON, CHEESE)]), mods: [SAUCES] },
            { slug: 'dragon', name: t('Ajdar', 'Дракон', 'Dragon roll'), description: t("Tempura krevetka, ugor va avokado qatlami.", 'Креветка темпура, угорь и слой авокадо.', 'Shrimp tempura, eel and a layer of avocado.'), amount: 105000, unit: 'COUNT', measure: 8, calorie: 450, art: rolls([roll('eel', '#F4A460', AVOCADO)], { board: '#B9875A' }), labels: ['new'], mods: [SAUCES] },
            { slug: 'spicy-salmon', name: t('Achchiq losos', 'Спайси лосось', 'Spicy salmon'), description: t("Achchiq sousli losos, bodring va kunjut.", 'Лосось в остром соусе, огурец и кунжут.', 'Salmon in spicy sauce, cucumber and sesame.'), amount: 82000, unit: 'COUNT', measure: 8, calorie: 360, art: rolls([roll('sesame', '#E8573A', CUCUMBER)]), labels: ['spicy'], mods: [SAUCES] },
            { slug: 'avocado-maki', name: t('Avokado maki', 'Маки с авокадо', 'Avocado maki'), description: t('Nori, guruch va avokado.', 'Нори, рис и авокадо.', 'Nori, rice and avocado.'), amount: 39000, unit: 'COUNT', measure: 8, calorie: 180, art: rolls([roll('nori', AVOCADO, CUCUMBER)]), labels: ['vegetarian'] },
            { slug: 'kappa-maki', name: t('Bodring maki', 'Маки с огурцом', 'Cucumber maki'), description: t('Nori, guruch, bodring va kunjut.', 'Нори, рис, огурец и кунжут.', 'Nori, rice, cucumber and sesame.'), amount: 32000, unit: 'COUNT', measure: 8, calorie: 150, art: rolls([roll('nori', CUCUMBER, '#AED581')]), labels: ['vegetarian'] },
            { slug: 'salmon-maki', name: t('Losos maki', 'Маки с лососем', 'Salmon maki'), description: t('Nori, guruch va yangi losos.', 'Нори, рис и свежий лосось.', 'Nori, rice and fresh salmon.'), amount: 49000, unit: 'COUNT', measure: 8, calorie: 210, art: rolls([roll('nori', SALMON, '#FFAB91')]) },
            { slug: 'tuna-maki', name: t('Tunets maki', 'Маки с тунцом', 'Tuna maki'), description: t('Nori, guruch va tunets.', 'Нори, рис и тунец.', 'Nori, rice and tuna.'), amount: 52000, unit: 'COUNT', measure: 8, calorie: 200, art: rolls([roll('nori', TUNA, '#E57373')]) },
            { slug: 'tempura-roll', name: t('Tempura rol', 'Темпура ролл', 'Tempura roll'), description: t("Xamirda qovurilgan issiq rol: losos, pishloq va bodring.", 'Горячий ролл в кляре: лосось, сыр и огурец.', 'A hot battered roll with salmon, cheese and cucumber.'), amount: 75000, unit: 'COUNT', measure: 8, calorie: 480, art: rolls([roll('tempura', SALMON, CUCUMBER)]), mods: [SAUCES] },
          ],
        },
        {
          name: t('Pishirilgan rollar', 'Запечённые роллы', 'Baked rolls'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'baked-salmon', name: t('Pishirilgan losos', 'Запечённый лосось', 'Baked salmon roll'), description: t("Losos va pishloq qalpoqchasi ostida pishirilgan rol.", 'Ролл, запечённый под шапочкой из лосося и сыра.', 'A roll baked under a salmon and cheese cap.'), amount: 85000, unit: 'COUNT', measure: 8, calorie: 460, art: rolls([roll('baked')]), labels: ['hit'], mods: [SAUCES], grade: 4.8 },
            { slug: 'baked-crab', name: t('Pishirilgan krab', 'Запечённый краб', 'Baked crab roll'), description: t("Krab va spaysi sous ostida pishirilgan.", 'Запечён под крабом и соусом спайси.', 'Baked under crab and spicy mayo.'), amount: 79000, unit: 'COUNT', measure: 8, calorie: 440, art: rolls([roll('baked')], { board: '#3B3B40' }), labels: ['spicy'], mods: [SAUCES] },
            { slug: 'baked-eel', name: t('Pishirilgan ugor', 'Запечённый угорь', 'Baked eel roll'), description: t("Ugor, qaymoqli pishloq va unagi sousi.", 'Угорь, сливочный сыр и соус унаги.', 'Eel, cream cheese and unagi sauce.'), amount: 95000, unit: 'COUNT', measure: 8, calorie: 470, art: rolls([roll('baked')], { board: '#B9875A' }), mods: [SAUCES] },
            { slug: 'baked-chicken', name: t('Tovuqli pishirilgan rol', 'Запечённый ролл с курицей', 'Baked chicken roll'), description: t("Tovuq, pishloq va teriyaki sousi.", 'Курица, сыр и соус терияки.', 'Chicken, cheese and teriyaki sauce.'), amount: 69000, unit: 'COUNT', measure: 8, calorie: 430, art: rolls([roll('baked')], { board: '#4A3B35' }), mods: [SAUCES] },
          ],
        },
        {
          name: t('Nigiri va gunkan', 'Нигири и гунканы', 'Nigiri & gunkan'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'nigiri-salmon', name: t('Losos nigiri', 'Нигири с лососем', 'Salmon nigiri'), amount: 26000, unit: 'COUNT', measure: 2, calorie: 110, art: nigiri({ fish: SALMON, stripes: '#FFE0D2' }), grade: 4.7 },
            { slug: 'nigiri-tuna', name: t('Tunets nigiri', 'Нигири с тунцом', 'Tuna nigiri'), amount: 29000, unit: 'COUNT', measure: 2, calorie: 100, art: nigiri({ fish: TUNA }) },
            { slug: 'nigiri-eel', name: t('Ugor nigiri', 'Нигири с угрём', 'Eel nigiri'), amount: 32000, unit: 'COUNT', measure: 2, calorie: 130, art: nigiri({ fish: EEL, belt: true }) },
            { slug: 'nigiri-shrimp', name: t('Krevetka nigiri', 'Нигири с креветкой', 'Shrimp nigiri'), amount: 28000, unit: 'COUNT', measure: 2, calorie: 95, art: nigiri({ fish: '#FFB199', stripes: '#E8573A' }) },
            { slug: 'gunkan-spicy', name: t('Achchiq losos gunkan', 'Гункан спайси лосось', 'Spicy salmon gunkan'), amount: 27000, unit: 'COUNT', measure: 2, calorie: 120, art: gunkan({ topping: '#E8573A', speck: '#4CAF50' }), labels: ['spicy'] },
            { slug: 'gunkan-tobiko', name: t('Tobiko gunkan', 'Гункан тобико', 'Tobiko gunkan'), amount: 25000, unit: 'COUNT', measure: 2, calorie: 90, art: gunkan({ topping: '#F57C00' }) },
            { slug: 'sashimi-salmon', name: t('Losos sashimi', 'Сашими из лосося', 'Salmon sashimi'), description: t("Yangi lososning 5 bo'lagi, daykon va vasabi bilan.", 'Пять ломтиков свежего лосося с дайконом и васаби.', 'Five slices of fresh salmon with daikon and wasabi.'), amount: 55000, unit: 'COUNT', measure: 5, calorie: 160, art: sashimi({ fish: SALMON, stripes: '#FFE0D2' }), branches: [S.yunusobod] },
          ],
        },
      ],
    },
    {
      name: t('Issiq taomlar va salatlar', 'Горячее и салаты', 'Hot dishes & salads'),
      bgColor: '#F3EDF7',
      categories: [
        {
          name: t("Sho'rvalar", 'Супы', 'Soups'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            { slug: 'miso', name: t("Miso sho'rva", 'Мисо суп', 'Miso soup'), description: t("Miso pastasi, tofu, vakame va ko'k piyoz.", 'Паста мисо, тофу, вакаме и зелёный лук.', 'Miso paste, tofu, wakame and spring onion.'), amount: 32000, unit: 'GRAMM', measure: 300, calorie: 90, art: soup({ bowl: '#8D2B1F', broth: '#D9A25A', cubes: '#FFFDF2', greens: '#43A047' }), labels: ['vegetarian'] },
            { slug: 'tom-yum', name: t('Tom yam', 'Том ям', 'Tom yum'), description: t("Krevetka, qo'ziqorin, kokos suti va limon o'ti bilan achchiq-nordon sho'rva.", 'Острый кисло-сладкий суп с креветками, грибами, кокосовым молоком и лемонграссом.', 'Hot and sour soup with shrimp, mushrooms, coconut milk and lemongrass.'), amount: 69000, unit: 'GRAMM', measure: 400, calorie: 260, art: soup({ bowl: '#2F2F33', broth: '#E86A2C', shrimp: true, greens: '#43A047', chili: true }), labels: ['spicy'], mods: [SPICINESS], grade: 4.6 },
            { slug: 'ramen', name: t('Tovuqli ramen', 'Рамен с курицей', 'Chicken ramen'), description: t("Tovuq bulyoni, bug'doy lapshasi, marinadlangan tuxum va tovuq.", 'Куриный бульон, пшеничная лапша, маринованное яйцо и курица.', 'Chicken broth, wheat noodles, marinated egg and chicken.'), amount: 59000, unit: 'GRAMM', measure: 450, calorie: 520, art: soup({ bowl: '#1E1E22', broth: '#E8B66A', noodles: '#F6DC8C', egg: true, meat: '#E3B184', greens: '#4CAF50', chopsticks: true }), labels: ['new'], mods: [SPICINESS], gallery: 2 },
            { slug: 'beef-udon-soup', name: t("Mol go'shtli udon sho'rva", 'Суп удон с говядиной', 'Beef udon soup'), description: t("Qalin udon lapshasi, mol go'shti va dashi bulyoni.", 'Толстая лапша удон, говядина и бульон даши.', 'Thick udon noodles, beef and dashi broth.'), amount: 62000, unit: 'GRAMM', measure: 450, calorie: 480, art: soup({ bowl: '#FFFFFF', broth: '#B5733A', noodles: '#F3E5C0', meat: '#7A4128', greens: '#43A047' }), mods: [SPICINESS] },
          ],
        },
        {
          name: t('Vok', 'Вок', 'Wok'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            { slug: 'wok-chicken', name: t('Tovuqli vok', 'Вок с курицей', 'Chicken wok'), description: t("Tovuq, sabzavotlar va teriyaki sousi, lapsha tanlovingizga.", 'Курица, овощи и соус терияки, лапша на выбор.', 'Chicken, vegetables and teriyaki sauce with your choice of noodles.'), amount: 49000, unit: 'GRAMM', measure: 350, calorie: 540, art: wokBox({ bits: ['#E53935', '#43A047', '#E8C79A'] }), mods: [NOODLES, SPICINESS], grade: 4.5 },
            { slug: 'wok-beef', name: t("Mol go'shtli vok", 'Вок с говядиной', 'Beef wok'), description: t("Mol go'shti, bolgar qalampiri, piyoz va ustritsa sousi.", 'Говядина, болгарский перец, лук и устричный соус.', 'Beef, bell pepper, onion and oyster sauce.'), amount: 55000, unit: 'GRAMM', measure: 350, calorie: 590, art: wokBox({ noodles: '#C9A06A', bits: ['#7A4128', '#F9A825', '#43A047'] }), mods: [NOODLES, SPICINESS] },
            { slug: 'yakimeshi', name: t('Dengiz mahsulotli yakimeshi', 'Якимеши с морепродуктами', 'Seafood yakimeshi'), description: t("Krevetka va kalmar bilan qovurilgan guruch.", 'Жареный рис с креветками и кальмаром.', 'Fried rice with shrimp and squid.'), amount: 58000, unit: 'GRAMM', measure: 330, calorie: 510, art: wokBox({ rice: true, bits: ['#F4845F', '#FDD835', '#43A047'] }) },
            { slug: 'teriyaki-chicken', name: t('Teriyaki tovuq guruch bilan', 'Курица терияки с рисом', 'Teriyaki chicken with rice'), description: t("Grilda tovuq, teriyaki sousi va bug'da pishgan guruch.", 'Курица гриль, соус терияки и рис на пару.', 'Grilled chicken, teriyaki sauce and steamed rice.'), amount: 52000, unit: 'GRAMM', measure: 380, calorie: 560, art: plated({ main: 'chicken', side: 'rice', color: '#B5651D' }) },
          ],
        },
        {
          name: t('Salatlar va gazaklar', 'Салаты и закуски', 'Salads & starters'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'chuka', name: t('Chuka salati', 'Салат чука', 'Chuka seaweed salad'), description: t("Dengiz o'ti, yong'oq sousi va kunjut.", 'Морская капуста, ореховый соус и кунжут.', 'Seaweed, nut sauce and sesame.'), amount: 35000, unit: 'GRAMM', measure: 150, calorie: 140, art: soup({ bowl: '#2F2F33', broth: '#33691E', noodles: '#8BC34A' }), labels: ['vegetarian'] },
            { slug: 'poke-salmon', name: t('Losos poke', 'Поке с лососем', 'Salmon poke'), description: t("Guruch, losos, avokado, edamame, mango va ponzu sousi.", 'Рис, лосось, авокадо, эдамаме, манго и соус понзу.', 'Rice, salmon, avocado, edamame, mango and ponzu sauce.'), amount: 75000, unit: 'GRAMM', measure: 350, calorie: 560, art: bowl({ base: '#FBF8EE', toppings: [{ color: SALMON, shape: 'cubes' }, { color: CUCUMBER, shape: 'slices' }, { color: '#7CB342', shape: 'dots' }, { color: '#FFD54F', shape: 'cubes' }], center: '#F57C00' }), labels: ['hit'], grade: 4.8 },
            { slug: 'poke-tuna', name: t('Tunets poke', 'Поке с тунцом', 'Tuna poke'), description: t("Guruch, tunets, bodring, dengiz o'ti va spaysi sous.", 'Рис, тунец, огурец, водоросли и соус спайси.', 'Rice, tuna, cucumber, seaweed and spicy mayo.'), amount: 79000, unit: 'GRAMM', measure: 350, calorie: 540, art: bowl({ bowl: '#2F2F33', base: '#FBF8EE', toppings: [{ color: TUNA, shape: 'cubes' }, { color: '#8BC34A', shape: 'strands' }, { color: '#AED581', shape: 'slices' }] }), labels: ['spicy'] },
            { slug: 'ebi-tempura', name: t('Ebi tempura', 'Эби темпура', 'Ebi tempura'), description: t("Xamirda qovurilgan 5 dona qirol krevetkasi.", 'Пять королевских креветок в кляре.', 'Five king prawns in tempura batter.'), amount: 65000, unit: 'COUNT', measure: 5, calorie: 380, art: tempura() },
            { slug: 'edamame', name: t('Edamame', 'Эдамаме', 'Edamame'), description: t("Dengiz tuzi bilan bug'da pishirilgan soya dukkaklari.", 'Молодые соевые бобы на пару с морской солью.', 'Steamed young soybeans with sea salt.'), amount: 29000, unit: 'GRAMM', measure: 150, calorie: 120, art: edamame(), labels: ['vegetarian'] },
          ],
        },
      ],
    },
    {
      name: t('Ichimliklar va desertlar', 'Напитки и десерты', 'Drinks & desserts'),
      bgColor: '#EAF2F0',
      categories: [
        {
          name: t('Ichimliklar', 'Напитки', 'Drinks'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'sencha', name: t('Sencha choyi', 'Чай сенча', 'Sencha tea'), description: t("Yapon ko'k choyi, choynakda.", 'Японский зелёный чай в чайнике.', 'Japanese green tea in a pot.'), amount: 22000, unit: 'LITER', measure: 0.5, calorie: 0, art: teapot({ body: '#37474F', pattern: '#80CBC4', cup: '#ECEFF1', tea: '#C5A33A' }) },
            { slug: 'yuzu-lemonade', name: t('Yuzu limonadi', 'Лимонад юдзу', 'Yuzu lemonade'), description: t("Yuzu sharbati, laym va gazli suv.", 'Сок юдзу, лайм и содовая.', 'Yuzu juice, lime and soda.'), amount: 28000, unit: 'LITER', measure: 0.4, calorie: 100, art: glass({ layers: [{ color: '#FFE082', h: 210 }], ice: true, lemon: '#FDD835', bubbles: true, straw: '#C2185B' }), labels: ['new'] },
            { slug: 'lychee-lemonade', name: t('Lichi limonadi', 'Лимонад личи', 'Lychee lemonade'), description: t("Lichi, yalpiz va gazli suv.", 'Личи, мята и содовая.', 'Lychee, mint and soda.'), amount: 28000, unit: 'LITER', measure: 0.4, calorie: 110, art: glass({ layers: [{ color: '#F8BBD0', h: 200 }], ice: true, mint: true, berries: '#FFF1F4', bubbles: true }) },
            { slug: 'cola-can', name: t('Kola', 'Кола', 'Cola'), description: t('Banka, 0,33 l.', 'Банка, 0,33 л.', 'Can, 0.33 l.'), amount: 9000, unit: 'LITER', measure: 0.33, calorie: 140, art: can({ color: '#C62828' }) },
            { slug: 'sparkling-water', name: t('Gazli suv', 'Газированная вода', 'Sparkling water'), description: t('0,5 l.', '0,5 л.', '0.5 l.'), amount: 7000, unit: 'LITER', measure: 0.5, calorie: 0, art: can({ color: '#4FC3F7', band: '#E1F5FE' }) },
          ],
        },
        {
          name: t('Desertlar', 'Десерты', 'Desserts'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'mochi', name: t('Moti, 3 dona', 'Моти, 3 шт.', 'Mochi, 3 pcs'), description: t("Qulupnay, matcha va vanilli guruch desertlari.", 'Рисовые десерты: клубника, матча и ваниль.', 'Rice cakes: strawberry, matcha and vanilla.'), amount: 36000, unit: 'COUNT', measure: 3, calorie: 270, art: mochi({ colors: ['#F8BBD0', '#C5E1A5', '#FFFFFF'] }), labels: ['hit'] },
            { slug: 'matcha-cheesecake', name: t('Matcha chizkeyk', 'Чизкейк матча', 'Matcha cheesecake'), description: t('Yapon matchasi bilan kremli chizkeyk.', 'Сливочный чизкейк с японской матчей.', 'Creamy cheesecake with Japanese matcha.'), amount: 34000, unit: 'GRAMM', measure: 130, calorie: 390, art: cake({ layers: ['#C5E1A5'], crust: '#8D6E63', frost: '#AED581', top: 'cream', accent: '#F48FB1' }) },
            { slug: 'sesame-ice-cream', name: t('Qora kunjutli muzqaymoq', 'Мороженое с чёрным кунжутом', 'Black sesame ice cream'), description: t('Ikki shar, qora kunjut va asal.', 'Два шарика, чёрный кунжут и мёд.', 'Two scoops, black sesame and honey.'), amount: 24000, unit: 'GRAMM', measure: 120, calorie: 260, art: mochi({ colors: ['#616161', '#9E9E9E', '#424242'] }) },
          ],
        },
      ],
    },
  ],
};
