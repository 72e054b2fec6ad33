/**
 * Qozon Osh (sub `plov`), a brand of Ta'm Group: brand tabs, three languages, stories,
 * delivery, pick-up and dine-in, and an information category without the basket
 * (isWithoutCart: wedding plov is ordered by phone).
 */
import {
  chakchak, dumplings, glass, halva, jug, melon, nonBread, plated, plov, samsa, skewers, slicedSalad, soup, teapot, bowl,
  pastries,
} from './art-food.ts';
import { GROUP_BRANDS, groupCompany } from './brand-group.ts';
import { CITIES, delivering, payments, policies, t, tariff, week, type Brand, type ModGroup } from './model.ts';

const MERCHANT = 'demo-plov';
const BASE = 5000;
const BLUE = '#1E5AA8';

const PORTION: ModGroup = {
  id: BASE + 501,
  name: t('Porsiya', 'Порция', 'Portion'),
  minCount: 1,
  isRequired: true,
  options: [
    { key: 'regular', name: t('Oddiy (350 g)', 'Обычная (350 г)', 'Regular (350 g)'), price: 0, isDefault: true },
    { key: 'large', name: t('Katta (500 g)', 'Большая (500 г)', 'Large (500 g)'), price: 15000 },
  ],
};
const PLOV_EXTRAS: ModGroup = {
  id: BASE + 502,
  name: t("Qo'shimchalar", 'Добавки', 'Extras'),
  maxCount: 4,
  options: [
    { key: 'kazi', name: t('Qazi (50 g)', 'Казы (50 г)', 'Kazy (50 g)'), price: 15000 },
    { key: 'quail-eggs', name: t('Bedana tuxumi, 2 dona', 'Перепелиные яйца, 2 шт.', 'Quail eggs, 2 pcs'), price: 5000 },
    { key: 'meat', name: t("Qo'shimcha go'sht", 'Дополнительное мясо', 'Extra meat'), price: 18000 },
    { key: 'pepper', name: t('Achchiq qalampir', 'Острый перец', 'Hot pepper'), price: 2000 },
  ],
};
const SKEWER_COUNT: ModGroup = {
  id: BASE + 503,
  name: t('Garnir', 'Гарнир', 'Garnish'),
  maxCount: 2,
  options: [
    { key: 'onion', name: t('Marinadlangan piyoz', 'Маринованный лук', 'Pickled onion'), price: 0, isDefault: true },
    { key: 'non', name: t('Yarim non', 'Половина лепёшки', 'Half a flatbread'), price: 4000 },
    { key: 'fries', name: t('Kartoshka fri', 'Картофель фри', 'French fries'), price: 12000 },
  ],
};
const TEA_EXTRAS: ModGroup = {
  id: BASE + 504,
  name: t("Qo'shimcha", 'Добавки', 'Extras'),
  maxCount: 3,
  options: [
    { key: 'lemon', name: t('Limon', 'Лимон', 'Lemon'), price: 3000 },
    { key: 'navvot', name: t('Navvot', 'Наввот', 'Navvot (rock sugar)'), price: 4000 },
    { key: 'honey', name: t('Asal', 'Мёд', 'Honey'), price: 5000 },
  ],
};

const O = { chorsu: 'plov-chorsu', yunusobod: 'plov-yunusobod', samarkand: 'plov-samarkand' };
/** A plov centre's hall: low tables (supa) for six and tables for four, each with its printed code. */
const HALL = [
  ...Array.from({ length: 6 }, (_, i) => ({ id: `supa-${i + 1}`, name: `Supa ${i + 1}`, seats: 6 })),
  ...Array.from({ length: 10 }, (_, i) => ({ id: `t${i + 1}`, name: `${i + 1}`, seats: 4 })),
];

export const plovBrand: Brand = {
  sub: 'plov',
  base: BASE,
  art: { emblem: 'qozon', color: BLUE, backgrounds: ['#EAF1FA', '#FBF3E4', '#F2F6EE', '#F7ECE4'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'plov',
      name: t('Qozon Osh', 'Казан Плов', 'Qozon Plov'),
      logo: 'plov/logo.svg',
      color: BLUE,
      smsGateway: 'PLAY_MOBILE',
      latitude: 41.3265,
      longitude: 69.2363,
      mainCityId: 'tashkent',
      createdDate: '2020-02-14T09:00:00+05:00',
    },
    webSettings: {
      merchantId: MERCHANT,
      brand: 'Qozon Osh',
      title: "Qozon Osh — o'tinda damlangan osh",
      logo: 'plov/logo.svg',
      favicon: 'plov/favicon.svg',
      domain: 'plov.localhost',
      mainColor: BLUE,
      mainColorType: 'dark',
      mainLanguage: 'uz',
      uzLangActive: true,
      ruLangActive: true,
      engLangActive: true,
      multiTabNavigationEnabled: true,
      isDark: false,
      deliveryActive: true,
      pickupActive: true,
      dineInActive: true,
      storiesActive: true,
      bannersActive: false,
      cashActive: true,
      terminalActive: true,
      clickActive: true,
      categoryView: 'MEDIUM',
      groupView: 'GROUP',
      basketPosition: 'NAVIGATION_BAR',
      modificationViewType: 'NAME_ONLY',
      vacanciesActive: true,
      phone: '+998 71 205 50 50',
      phoneActive: true,
      telegram: '@qozonosh',
      telegramActive: true,
      instagram: 'qozon.osh',
      instagramActive: false,
      leftCopyWrite: "© 2026 Qozon Osh · Ta'm Group",
      rightCopyWrite: "Osh har kuni soat 11:00 da tayyor",
    },
    policies: policies(groupCompany('Qozon Osh', '+998 71 205 50 50', 'osh@qozon.uz', 'qozon.uz', {
      uz: [
        "Qozon Osh — Chorsu bozori yonidagi oshxona. Oshni har kuni ertalab katta qozonlarda, o'tin olovida, devzira guruchi, sariq sabzi va qo'y go'shtidan damlaymiz.",
        "Osh soat 11:00 da tayyor bo'ladi va tugaguncha tortiladi. Payshanba kunlari an'anaga ko'ra qazi va bedana tuxumli to'y oshi tayyorlanadi.",
      ],
      ru: [
        'Qozon Osh — чайхана у базара Чорсу. Каждое утро мы готовим плов в больших казанах на дровах из риса девзира, жёлтой моркови и баранины.',
        'Плов готов в 11:00 и подаётся, пока не закончится. По четвергам по традиции готовим свадебный плов с казы и перепелиными яйцами.',
      ],
      eng: [
        'Qozon Osh is a teahouse next to Chorsu Bazaar. Every morning we cook plov in big cauldrons over a wood fire, with devzira rice, yellow carrots and lamb.',
        'Plov is ready at 11:00 and served until it runs out. On Thursdays, by tradition, we cook wedding plov with kazy and quail eggs.',
      ],
    })),
    cities: [CITIES.tashkent, CITIES.samarkand],
    branches: [
      delivering({
        id: O.chorsu, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Chorsu', 'Чорсу', 'Chorsu'),
        latitude: 41.3265, longitude: 69.2363,
        address: "Toshkent, Shayxontohur tumani, Chorsu maydoni, 3",
        phone: '+998 71 205 50 51', open: '07:00', close: '17:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: true },
        tables: HALL,
        workHours: week('07:00', '17:00', { SUNDAY: ['07:00', '15:00'] }),
        // The bazaar is shut on New Year's Day.
        holidays: ['2027-01-01'],
      }, { near: { radiiKm: [3.3, 3.7, 3.9, 3.4, 3.0, 3.2, 3.6, 3.1], price: 10000 }, city: { minimal: 70000 } }),
      delivering({
        id: O.yunusobod, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Yunusobod', 'Юнусабад', 'Yunusabad'),
        latitude: 41.366, longitude: 69.2958,
        address: "Toshkent, Yunusobod tumani, Ahmad Donish ko'chasi, 7",
        phone: '+998 71 205 50 52', open: '10:00', close: '23:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: true, pickupEnabled: true, dineinEnabled: true },
        tables: HALL,
        workHours: week('10:00', '23:00'),
      }, { near: { radiiKm: [4.1, 3.6, 3.2, 3.5, 3.9, 3.4, 3.0, 3.7], price: 10000 }, city: { minimal: 70000 } }),
      {
        id: O.samarkand, cityId: 'samarkand', merchantId: MERCHANT,
        name: t("Samarqand, Mirzo Ulug'bek", 'Самарканд, Мирзо Улугбек', 'Samarkand, Mirzo Ulugbek'),
        latitude: 39.657, longitude: 66.96,
        address: "Samarqand, Mirzo Ulug'bek ko'chasi, 40",
        phone: '+998 66 233 50 50', open: '08:00', close: '21:00',
        settings: { merchantId: MERCHANT, deliveryEnabled: false, pickupEnabled: true, dineinEnabled: true },
        tables: HALL,
        workHours: week('08:00', '21:00', { MONDAY: 'closed' }),
      },
    ],
    ...payments(MERCHANT, ['CASH', 'TERMINAL', 'CLICK']),
    orderSettings: [
      { cityId: 'tashkent', minimalDeliveryPrice: 50000, defaultWebSiteDeliveryType: 'DELIVERY', defaultTelegramDeliveryType: 'DELIVERY', isServiceFeeEnabled: true, serviceFeeAmount: 4000, scheduleDaysAhead: 6 },
      { cityId: 'samarkand', defaultWebSiteDeliveryType: 'DINE_IN', defaultTelegramDeliveryType: 'PICK_UP' },
    ],
    deliveryTariffs: [tariff('plov-tashkent', 'tashkent', 'Toshkent', 12000, 2000, 200000)],
    vacancies: [
      {
        id: 'oshpaz', priority: 1, branchId: O.chorsu, cityId: 'tashkent', salaryFrom: 6_000_000, salaryTo: 9_000_000, publishedFrom: '2026-10-01',
        title: t('Oshpaz yordamchisi', 'Помощник повара', 'Assistant cook'),
        text: t(
          "Qozon yonida ishlash: sabzi to'g'rash, guruch yuvish, go'shtni tayyorlash. Erta tongdan tushgacha, haftada olti kun. Tushlik bepul.",
          'Работа у казана: нарезка моркови, промывка риса, подготовка мяса. С раннего утра до обеда, шесть дней в неделю. Обед бесплатно.',
          'Work at the kazan: cutting carrots, washing rice, preparing meat. Early morning to afternoon, six days a week. Lunch is free.',
        ),
      },
      {
        id: 'ofitsiant', priority: 2, cityId: 'tashkent', salaryFrom: 3_500_000, publishedFrom: '2026-11-01',
        title: t('Ofitsiant', 'Официант', 'Waiter'),
        text: t(
          "Zalda mehmonlarga xizmat ko'rsatish, buyurtmalarni qabul qilish va stollarni yig'ish. Choychaqa sizniki.",
          'Обслуживание гостей в зале, приём заказов и уборка столов. Чаевые ваши.',
          'Serve guests in the hall, take orders and clear tables. Tips are yours.',
        ),
      },
    ],
    promos: [
      { id: BASE + 1, code: 'PAYSHANBA', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 100000, startDate: '2026-01-01T00:00:00+05:00', endDate: '2027-12-31T23:59:59+05:00' },
      { id: BASE + 2, code: 'OSH20000', discountType: 'AMOUNT', productDiscount: 20000, minPrice: 200000, startDate: '2026-09-01T00:00:00+05:00', endDate: '2027-03-01T00:00:00+05:00' },
      { id: BASE + 3, code: 'NAVRUZ2026', discountType: 'PERCENTAGE', productDiscount: 21, minPrice: 0, startDate: '2026-03-19T00:00:00+05:00', endDate: '2026-03-23T23:59:59+05:00' },
    ],
    brands: GROUP_BRANDS,
  },
  stories: [
    {
      slug: 'thursday', title: t('Payshanba oshi', 'Четверговый плов', 'Thursday plov'),
      text: t("Har payshanba — qazi va bedana tuxumli to'y oshi. Soat 11:00 dan, tugaguncha.", 'Каждый четверг — свадебный плов с казы и перепелиными яйцами. С 11:00, пока не закончится.', 'Every Thursday: wedding plov with kazy and quail eggs. From 11:00 until it runs out.'),
      motif: 'burst', background: '#FBF3E4', accent: BLUE, item: plov({ kazi: true, garlic: false }),
    },
    {
      slug: 'tandir', title: t('Tandirdan issiq', 'Горячее из тандыра', 'Hot from the tandir'),
      text: t("Somsa va patir non har kuni ertalab tandirdan chiqadi.", 'Самса и патыр каждое утро прямо из тандыра.', 'Samsa and patir bread come out of the tandir every morning.'),
      motif: 'confetti', background: '#F7ECE4', accent: '#D9913A', item: samsa(),
    },
    {
      slug: 'wedding', title: t("To'y oshi buyurtmaga", 'Свадебный плов на заказ', 'Wedding plov to order'),
      text: t("50 kishidan 1000 kishigacha — oshpazlarimiz qozon bilan keladi.", 'От 50 до 1000 гостей — наши повара приедут со своим казаном.', 'From 50 to 1,000 guests: our cooks come with their own cauldron.'),
      motif: 'moon', background: '#EAF1FA', accent: BLUE, item: teapot({ body: '#FFFFFF', pattern: BLUE }),
    },
  ],
  groups: [
    {
      name: t('Milliy taomlar', 'Национальные блюда', 'National dishes'),
      bgColor: '#EAF1FA',
      iconBgColor: BLUE,
      categories: [
        {
          name: t('Bugungi taklif', 'Предложение дня', "Today's special"),
          viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'FULL_SCREEN', isWithoutCart: true, textColor: BLUE,
          products: [
            { slug: 'thursday-plov', name: t('Payshanba oshi', 'Четверговый плов', 'Thursday plov'), description: t("Faqat payshanba kunlari, zalda: qazi, bedana tuxumi va devzira guruchi bilan to'y oshi. Soat 11:00 dan, tugaguncha.", 'Только по четвергам, в зале: свадебный плов с казы, перепелиными яйцами и рисом девзира. С 11:00, пока не закончится.', 'Thursdays only, in the hall: wedding plov with kazy, quail eggs and devzira rice. From 11:00 until it runs out.'), amount: 65000, unit: 'GRAMM', measure: 400, art: plov({ eggs: true, kazi: true }), labels: ['hit'], stock: { [O.chorsu]: 60, [O.yunusobod]: 30 } },
            { slug: 'wedding-plov', name: t("To'y oshi buyurtmaga, 1 kg", 'Свадебный плов на заказ, 1 кг', 'Wedding plov to order, 1 kg'), description: t("50 kishidan ortiq mehmonlar uchun. Buyurtma telefon orqali kamida 3 kun oldin: +998 71 205 50 50.", 'Для праздников от 50 гостей. Заказ по телефону минимум за 3 дня: +998 71 205 50 50.', 'For celebrations of 50 guests or more. Order by phone at least 3 days ahead: +998 71 205 50 50.'), amount: 120000, unit: 'KG', measure: 1, art: plov({ slices: true, chickpeas: true, eggs: true }) },
          ],
        },
        {
          name: t('Osh', 'Плов', 'Plov'),
          viewType: 'BIG', scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN',
          products: [
            { slug: 'tashkent-plov', name: t('Toshkent oshi', 'Ташкентский плов', 'Tashkent plov'), description: t("Choyxona oshi: devzira guruchi, sariq sabzi, qo'y go'shti va butun sarimsoq.", 'Чайханный плов: рис девзира, жёлтая морковь, баранина и целый чеснок.', 'Teahouse plov: devzira rice, yellow carrots, lamb and whole garlic.'), amount: 45000, unit: 'GRAMM', measure: 350, calorie: 720, art: plov({}), labels: ['hit'], mods: [PORTION, PLOV_EXTRAS], gallery: 2, grade: 4.9, recommend: true, cooking: [5, 10] },
            { slug: 'samarkand-plov', name: t('Samarqand oshi', 'Самаркандский плов', 'Samarkand plov'), description: t("Guruch alohida qatlamda, go'sht bo'laklari ustida — Samarqandcha uslubda.", 'Рис отдельным слоем, мясо ломтиками сверху — по-самаркандски.', 'Rice in its own layer with sliced meat on top, Samarkand style.'), amount: 48000, unit: 'GRAMM', measure: 350, calorie: 700, art: plov({ rice: '#F0D08A', carrot: '#F7B733', slices: true }), mods: [PORTION, PLOV_EXTRAS], grade: 4.8 },
            { slug: 'fergana-plov', name: t("Farg'ona oshi", 'Ферганский плов', 'Fergana plov'), description: t("To'q rangli, zig'ir yog'ida tayyorlangan qo'y go'shtli osh.", 'Тёмный плов на льняном масле с бараниной.', 'A dark plov cooked with linseed oil and lamb.'), amount: 46000, unit: 'GRAMM', measure: 350, calorie: 760, art: plov({ rice: '#C98A3B', carrot: '#E8731A' }), mods: [PORTION, PLOV_EXTRAS] },
            { slug: 'bukhara-plov', name: t('Buxoro oshi', 'Бухарский плов', 'Bukhara plov'), description: t("No'xat, mayiz va behi bilan shirinroq osh.", 'Более сладкий плов с нутом, изюмом и айвой.', 'A sweeter plov with chickpeas, raisins and quince.'), amount: 47000, unit: 'GRAMM', measure: 350, calorie: 740, art: plov({ chickpeas: true, raisins: true }), mods: [PORTION, PLOV_EXTRAS] },
            { slug: 'kazi-plov', name: t('Qazili osh', 'Плов с казы', 'Plov with kazy'), description: t("Toshkent oshi, ot go'shtidan qazi bilan.", 'Ташкентский плов с казы из конины.', 'Tashkent plov with kazy horse sausage.'), amount: 62000, discount: 10, unit: 'GRAMM', measure: 400, calorie: 860, art: plov({ kazi: true }), mods: [PORTION, PLOV_EXTRAS], grade: 4.9 },
            { slug: 'vegetarian-plov', name: t('Sabzavotli osh', 'Овощной плов', 'Vegetable plov'), description: t("Go'shtsiz: no'xat, sabzi, behi va zira bilan.", 'Без мяса: с нутом, морковью, айвой и зирой.', 'No meat: chickpeas, carrots, quince and cumin.'), amount: 35000, unit: 'GRAMM', measure: 350, calorie: 560, art: plov({ chickpeas: true, carrot: '#F7B733', garlic: true, meat: '#E8CF8E' }), labels: ['vegetarian'], mods: [PORTION], branches: [O.chorsu, O.yunusobod] },
          ],
        },
        {
          name: t('Suyuq taomlar', 'Супы', 'Soups'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET',
          products: [
            { slug: 'mastava', name: t('Mastava', 'Мастава', 'Mastava'), description: t("Guruch, sabzavot va mol go'shtli quyuq sho'rva, qatiq bilan.", 'Густой суп с рисом, овощами и говядиной, с катыком.', 'A thick rice, vegetable and beef soup served with yoghurt.'), amount: 32000, unit: 'GRAMM', measure: 400, calorie: 380, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#C96F3C', cubes: '#E9B24E', meat: '#7A4128', greens: '#43A047', cream: true }), grade: 4.6 },
            { slug: 'shurva', name: t("Qo'y go'shtli sho'rva", 'Шурпа из баранины', 'Lamb shurpa'), description: t("Qo'y go'shti, kartoshka, sabzi va no'xatli tiniq sho'rva.", 'Прозрачный бульон с бараниной, картофелем, морковью и нутом.', 'A clear broth with lamb, potatoes, carrots and chickpeas.'), amount: 38000, unit: 'GRAMM', measure: 450, calorie: 420, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#E2B36A', meat: '#7A4128', cubes: '#F08A24', greens: '#43A047' }), labels: ['hit'] },
            { slug: 'chuchvara', name: t("Chuchvara sho'rva", 'Чучвара в бульоне', 'Chuchvara soup'), description: t("Mayda go'shtli chuchvara, bulyon va qatiq.", 'Маленькие пельмени с мясом в бульоне, с катыком.', 'Small meat dumplings in broth with yoghurt.'), amount: 34000, unit: 'GRAMM', measure: 400, calorie: 450, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#E6C27A', dumplings: '#F6EBD3', greens: '#43A047', spoon: true }) },
            { slug: 'moshkhurda', name: t("Moshxo'rda", 'Машхурда', 'Mung bean soup'), description: t("Mosh, guruch va go'shtli quyuq sho'rva.", 'Густой суп из маша, риса и мяса.', 'A thick soup of mung beans, rice and meat.'), amount: 30000, unit: 'GRAMM', measure: 400, calorie: 360, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#A7874A', cubes: '#6B8E23', greens: '#43A047', cream: true }) },
            { slug: 'lagman-soup', name: t("Lag'mon sho'rva", 'Лагман суп', 'Lagman soup'), description: t("Qo'lda cho'zilgan lag'mon, go'sht va sabzavotli sous.", 'Тянутая вручную лапша, мясо и овощная подлива.', 'Hand-pulled noodles with meat and vegetable broth.'), amount: 38000, unit: 'GRAMM', measure: 450, calorie: 540, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#C0572B', noodles: '#F3D9A0', meat: '#7A4128', greens: '#43A047' }), labels: ['spicy'] },
          ],
        },
        {
          name: t('Issiq taomlar', 'Горячие блюда', 'Main dishes'),
          viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'fried-lagman', name: t("Qovurma lag'mon", 'Жареный лагман', 'Fried lagman'), description: t("Qovurilgan lag'mon, mol go'shti, bolgar qalampiri va tuxum.", 'Жареная лапша с говядиной, перцем и яйцом.', 'Fried noodles with beef, bell pepper and egg.'), amount: 42000, unit: 'GRAMM', measure: 400, calorie: 690, art: soup({ bowl: '#FFFFFF', pattern: BLUE, broth: '#F3D9A0', noodles: '#E8B45A', meat: '#7A4128', cubes: '#D32F2F', egg: true }), grade: 4.7 },
            { slug: 'manti', name: t('Manti, 5 dona', 'Манты, 5 шт.', 'Manti, 5 pcs'), description: t("Qo'y go'shti va piyozli bug'da pishgan manti, qatiq bilan.", 'Манты на пару с бараниной и луком, с катыком.', 'Steamed dumplings with lamb and onion, served with yoghurt.'), amount: 40000, unit: 'COUNT', measure: 5, calorie: 620, art: dumplings({ count: 5, sauce: '#FFFFFF', pattern: BLUE }), labels: ['hit'], grade: 4.8 },
            { slug: 'khonim', name: t('Xonim', 'Ханум', 'Khanum'), description: t("Go'sht va kartoshkali o'ralgan xamir, bug'da pishirilgan.", 'Рулет из теста с мясом и картофелем, на пару.', 'A steamed dough roll filled with meat and potato.'), amount: 36000, unit: 'GRAMM', measure: 300, calorie: 560, art: pastries({ shape: 'roll', color: '#F6EBD3', filling: '#8B4A2B' }) },
            { slug: 'dimlama', name: t('Dimlama', 'Димлама', 'Dimlama'), description: t("Go'sht, karam, kartoshka va sabzavotlar o'z sharbatida.", 'Мясо, капуста, картофель и овощи, томлённые в собственном соку.', 'Meat, cabbage, potatoes and vegetables braised in their own juices.'), amount: 45000, unit: 'GRAMM', measure: 450, calorie: 580, art: plated({ main: 'stew', side: 'potato', veg: false }) },
            { slug: 'norin', name: t('Norin', 'Нарын', 'Norin'), description: t("Sovuq taom: mayda to'g'ralgan xamir va qazi, bulyon bilan.", 'Холодное блюдо: тонко нарезанная лапша и казы, с бульоном.', 'A cold dish of finely cut noodles and kazy, served with broth.'), amount: 48000, unit: 'GRAMM', measure: 300, calorie: 610, art: bowl({ bowl: '#FFFFFF', base: '#F3E5C0', toppings: [{ color: '#E8CF8E', shape: 'strands' }, { color: '#7A1F1F', shape: 'slices' }, { color: '#FFFFFF', shape: 'slices' }], center: '#7A1F1F' }), branches: [O.chorsu] },
            { slug: 'qozon-kabob', name: t('Qozon kabob', 'Казан кабоб', 'Kazan kebab'), description: t("Qozonda qovurilgan qo'y go'shti va kartoshka.", 'Баранина с картофелем, обжаренные в казане.', 'Lamb and potatoes fried in a cauldron.'), amount: 65000, unit: 'GRAMM', measure: 450, calorie: 880, art: plated({ main: 'goulash', side: 'potato', color: '#6E3B24' }) },
            { slug: 'tandir-gosht', name: t("Tandir go'sht", 'Тандыр гушт', 'Tandir lamb'), description: t("Tandirda 4 soat pishirilgan qo'y go'shti, non va piyoz bilan.", 'Баранина, томлённая 4 часа в тандыре, с лепёшкой и луком.', 'Lamb slow-cooked in a tandir for 4 hours, with flatbread and onion.'), amount: 85000, unit: 'GRAMM', measure: 350, calorie: 920, art: plated({ main: 'cutlet', side: 'rice', color: '#6E3B24' }), labels: ['new'], branches: [O.chorsu, O.samarkand] },
          ],
        },
      ],
    },
    {
      name: t('Kabob, non va salatlar', 'Шашлык, хлеб и салаты', 'Kebabs, bread & salads'),
      bgColor: '#FBF3E4',
      categories: [
        {
          name: t('Kaboblar', 'Шашлыки', 'Kebabs'),
          viewType: 'MEDIUM', scrollType: 'HORIZONTAL', navigationType: 'SHEET',
          products: [
            { slug: 'lamb-kebab', name: t("Qo'y go'shti kabob", 'Шашлык из баранины', 'Lamb kebab'), description: t("Ko'mir olovida pishgan qo'y go'shti, bitta six.", 'Баранина на углях, один шампур.', 'Lamb grilled over charcoal, one skewer.'), amount: 28000, unit: 'COUNT', measure: 1, calorie: 310, art: skewers({ meat: '#7A3E24', onion: true }), mods: [SKEWER_COUNT], grade: 4.8 },
            { slug: 'beef-kebab', name: t("Mol go'shti kabob", 'Шашлык из говядины', 'Beef kebab'), description: t("Marinadlangan mol go'shti, bitta six.", 'Маринованная говядина, один шампур.', 'Marinated beef, one skewer.'), amount: 26000, unit: 'COUNT', measure: 1, calorie: 280, art: skewers({ meat: '#8B4A2B' }), mods: [SKEWER_COUNT] },
            { slug: 'lula-kebab', name: t('Lula kabob', 'Люля-кебаб', 'Lula kebab'), description: t("Qiyma go'sht, piyoz va ziravorlar.", 'Рубленое мясо с луком и специями.', 'Minced meat with onion and spices.'), amount: 24000, unit: 'COUNT', measure: 1, calorie: 300, art: skewers({ meat: '#7A3E24', lula: true }), mods: [SKEWER_COUNT], labels: ['hit'] },
            { slug: 'chicken-kebab', name: t('Tovuq kabob', 'Шашлык из курицы', 'Chicken kebab'), description: t("Qatiqli marinaddagi tovuq, bitta six.", 'Курица в маринаде из катыка, один шампур.', 'Chicken in yoghurt marinade, one skewer.'), amount: 20000, unit: 'COUNT', measure: 1, calorie: 220, art: skewers({ meat: '#D99A4E' }), mods: [SKEWER_COUNT] },
            { slug: 'liver-kebab', name: t('Jigar kabob', 'Шашлык из печени', 'Liver kebab'), description: t("Qo'y jigari va dumba, bitta six.", 'Баранья печень с курдюком, один шампур.', 'Lamb liver with tail fat, one skewer.'), amount: 22000, unit: 'COUNT', measure: 1, calorie: 240, art: skewers({ meat: '#5A2A22', onion: true }), mods: [SKEWER_COUNT] },
            { slug: 'wings-kebab', name: t('Qanotcha kabob', 'Шашлык из крылышек', 'Chicken wing kebab'), description: t("Achchiq marinaddagi tovuq qanotchalari.", 'Куриные крылышки в остром маринаде.', 'Chicken wings in a spicy marinade.'), amount: 22000, unit: 'COUNT', measure: 1, calorie: 260, art: skewers({ meat: '#C2461E' }), labels: ['spicy'], mods: [SKEWER_COUNT] },
          ],
        },
        {
          name: t('Somsa va non', 'Самса и лепёшки', 'Samsa & bread'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'tandir-samsa', name: t("Tandir somsa, go'shtli", 'Самса тандырная с мясом', 'Tandir samsa with meat'), description: t("Qo'y go'shti va dumba, qatlamli xamirda.", 'Баранина и курдюк в слоёном тесте.', 'Lamb and tail fat in layered pastry.'), amount: 14000, unit: 'COUNT', measure: 1, calorie: 380, art: samsa(), labels: ['hit'], grade: 4.9, recommend: true },
            { slug: 'pumpkin-samsa', name: t('Qovoqli somsa', 'Самса с тыквой', 'Pumpkin samsa'), description: t("Qovoq, piyoz va ziravorlar bilan.", 'С тыквой, луком и специями.', 'With pumpkin, onion and spices.'), amount: 10000, unit: 'COUNT', measure: 1, calorie: 260, art: samsa({ color: '#E6A04A', seeds: '#2B2B2B' }), labels: ['vegetarian'] },
            { slug: 'potato-samsa', name: t('Kartoshkali somsa', 'Самса с картофелем', 'Potato samsa'), description: t("Dumaloq somsa, kartoshka va ko'kat bilan.", 'Круглая самса с картофелем и зеленью.', 'A round samsa with potato and herbs.'), amount: 9000, unit: 'COUNT', measure: 1, calorie: 240, art: samsa({ round: true }), labels: ['vegetarian'] },
            { slug: 'patir', name: t('Patir non', 'Патыр', 'Patir bread'), description: t("Sariyog'li qatlamli tandir noni.", 'Слоёная тандырная лепёшка на масле.', 'A layered tandir flatbread made with butter.'), amount: 12000, unit: 'COUNT', measure: 1, calorie: 620, art: nonBread({ crust: '#B8702E', center: '#E8B86D', big: true }) },
            { slug: 'obi-non', name: t('Obi non', 'Оби нон', 'Obi non bread'), description: t("Kunjutli an'anaviy tandir noni.", 'Традиционная тандырная лепёшка с кунжутом.', 'Traditional tandir bread with sesame.'), amount: 6000, unit: 'COUNT', measure: 1, calorie: 540, art: nonBread() },
          ],
        },
        {
          name: t('Salatlar', 'Салаты', 'Salads'),
          viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'achichuk', name: t('Achchiq-chuchuk', 'Аччик-чучук', 'Achichuk salad'), description: t("Pomidor, piyoz, achchiq qalampir va rayhon — osh bilan eng yaxshi juftlik.", 'Томаты, лук, острый перец и базилик — лучшая пара к плову.', 'Tomatoes, onion, hot pepper and basil, the best partner for plov.'), amount: 15000, unit: 'GRAMM', measure: 200, calorie: 60, art: slicedSalad({ slices: ['#E53935'], rings: '#B06AB3', herbs: '#43A047' }), labels: ['vegetarian'], recommend: true },
            { slug: 'tashkent-salad', name: t('Toshkent salati', 'Салат Ташкент', 'Tashkent salad'), description: t("Ko'k turp, mol go'shti, tuxum va qovurilgan piyoz.", 'Зелёная редька, говядина, яйцо и жареный лук.', 'Green radish, beef, egg and fried onion.'), amount: 28000, unit: 'GRAMM', measure: 220, calorie: 290, art: bowl({ bowl: '#FFFFFF', base: '#F1F8E9', toppings: [{ color: '#C5E1A5', shape: 'strands' }, { color: '#7A4128', shape: 'strands' }, { color: '#FFFFFF', shape: 'slices' }, { color: '#D9913A', shape: 'dots' }] }) },
            { slug: 'vitamin-salad', name: t('Vitaminli salat', 'Витаминный салат', 'Vitamin salad'), description: t("Karam, sabzi, bodring va limon sharbati.", 'Капуста, морковь, огурец и лимонный сок.', 'Cabbage, carrot, cucumber and lemon juice.'), amount: 16000, unit: 'GRAMM', measure: 200, calorie: 80, art: bowl({ bowl: BLUE, base: '#F9FBE7', toppings: [{ color: '#E6EE9C', shape: 'strands' }, { color: '#F08A24', shape: 'strands' }, { color: '#8BC34A', shape: 'slices' }] }), labels: ['vegetarian'] },
            { slug: 'suzma-salad', name: t("Suzmali ko'kat salati", 'Салат с сузьмой и зеленью', 'Suzma and herb salad'), description: t("Suzma, bodring, ukrop va rayhon.", 'Сузьма, огурец, укроп и базилик.', 'Strained yoghurt, cucumber, dill and basil.'), amount: 18000, unit: 'GRAMM', measure: 200, calorie: 150, art: bowl({ bowl: '#FFFFFF', base: '#FFFDF7', toppings: [{ color: '#8BC34A', shape: 'slices' }, { color: '#43A047', shape: 'leaves' }, { color: '#7CB342', shape: 'dots' }] }), labels: ['vegetarian', 'new'] },
          ],
        },
      ],
    },
    {
      name: t('Choy va shirinliklar', 'Чай и сладости', 'Tea & sweets'),
      bgColor: '#F2F6EE',
      categories: [
        {
          name: t('Choy va ichimliklar', 'Чай и напитки', 'Tea & drinks'),
          viewType: 'SMALL', scrollType: 'HORIZONTAL', navigationType: 'POP_UP',
          products: [
            { slug: 'green-tea', name: t("Ko'k choy, choynak", 'Зелёный чай, чайник', 'Green tea, pot'), description: t("An'anaviy 95-raqamli ko'k choy.", 'Традиционный зелёный чай №95.', 'Traditional No. 95 green tea.'), amount: 6000, unit: 'LITER', measure: 0.8, calorie: 0, art: teapot({ body: '#FFFFFF', pattern: BLUE, tea: '#C5A33A' }), mods: [TEA_EXTRAS], grade: 4.9 },
            { slug: 'black-tea', name: t('Qora choy, choynak', 'Чёрный чай, чайник', 'Black tea, pot'), description: t("Qora choy, xohishga ko'ra limon yoki navvot bilan.", 'Чёрный чай, по желанию с лимоном или наввотом.', 'Black tea, with lemon or rock sugar if you like.'), amount: 6000, unit: 'LITER', measure: 0.8, calorie: 0, art: teapot({ body: BLUE, pattern: '#FFFFFF', cup: '#FFFFFF', tea: '#8D3B1F' }), mods: [TEA_EXTRAS] },
            { slug: 'lemon-tea', name: t('Limonli choy', 'Чай с лимоном', 'Lemon tea'), description: t("Limon va asal bilan qora choy.", 'Чёрный чай с лимоном и мёдом.', 'Black tea with lemon and honey.'), amount: 12000, unit: 'LITER', measure: 0.8, calorie: 60, art: teapot({ body: '#FFF8E1', pattern: '#F9A825', tea: '#C5832A' }) },
            { slug: 'kompot', name: t('Kompot, 1 l', 'Компот, 1 л', 'Kompot, 1 l'), description: t("Uyda qaynatilgan olcha va o'rik kompoti.", 'Домашний компот из вишни и урюка.', 'Homemade cherry and apricot kompot.'), amount: 14000, unit: 'LITER', measure: 1, calorie: 240, art: jug({ liquid: '#B0413E', fruit: '#7B1F2E' }) },
            { slug: 'ayran', name: t('Ayron', 'Айран', 'Ayran'), description: t("Sovuq qatiqli ichimlik, tuz va yalpiz bilan.", 'Холодный кисломолочный напиток с солью и мятой.', 'A cold yoghurt drink with salt and mint.'), amount: 9000, unit: 'LITER', measure: 0.5, calorie: 120, art: glass({ layers: [{ color: '#FAFAF5', h: 200 }], foam: '#FFFFFF', mint: true, short: true }) },
            { slug: 'mineral-water', name: t('Toshkent mineral suvi', 'Минеральная вода', 'Mineral water'), description: t('Gazli, 0,5 l.', 'Газированная, 0,5 л.', 'Sparkling, 0.5 l.'), amount: 7000, unit: 'LITER', measure: 0.5, calorie: 0, art: glass({ layers: [{ color: '#B3E5FC', h: 200 }], bubbles: true, short: true }) },
          ],
        },
        {
          name: t('Shirinliklar', 'Сладости', 'Sweets'),
          viewType: 'SMALL', scrollType: 'VERTICAL', navigationType: 'POP_UP',
          products: [
            { slug: 'chakchak', name: t('Chak-chak', 'Чак-чак', 'Chak-chak'), description: t("Asalli xamir bo'laklari va yong'oq.", 'Кусочки теста в мёде с грецким орехом.', 'Fried dough pieces in honey with walnuts.'), amount: 22000, unit: 'GRAMM', measure: 200, calorie: 640, art: chakchak() },
            { slug: 'halva', name: t('Kunjutli holva', 'Кунжутная халва', 'Sesame halva'), description: t("Qo'lda tayyorlangan kunjutli holva.", 'Кунжутная халва ручной работы.', 'Handmade sesame halva.'), amount: 18000, unit: 'GRAMM', measure: 150, calorie: 560, art: halva() },
            { slug: 'nisholda', name: t('Nisholda', 'Нишолда', 'Nisholda'), description: t("Tuxum oqi va qand sharbatidan oppoq desert — Ramazon va Navro'z shirinligi.", 'Белоснежный десерт из белков и сахарного сиропа — сладость Рамадана и Навруза.', 'A snow-white dessert of egg whites and sugar syrup, a Ramadan and Navruz sweet.'), amount: 15000, unit: 'GRAMM', measure: 150, calorie: 320, art: bowl({ bowl: BLUE, base: '#FFFFFF', toppings: [{ color: '#FFFDF7', shape: 'dots' }, { color: '#F5F5F5', shape: 'dots' }], center: '#FFF8E1' }), labels: ['new'] },
            { slug: 'melon', name: t('Qovun', 'Дыня', 'Melon'), description: t("Mirzacho'l qovuni, tilimlangan.", 'Мирзачульская дыня, нарезанная ломтиками.', 'Sliced Mirzachul melon.'), amount: 25000, unit: 'GRAMM', measure: 500, calorie: 170, art: melon(), labels: ['vegetarian'] },
          ],
        },
      ],
    },
  ],
};
