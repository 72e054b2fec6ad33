/**
 * Tushlik (sub `minimal`): a brand that sets almost nothing and lives on the defaults of
 * SPEC point 9. Its web settings name the brand and nothing else; its categories set no
 * view, scroll or navigation type (MEDIUM, VERTICAL, POP_UP); a few products have no
 * picture and show the placeholder. The data itself is complete: a canteen needs a menu.
 */
import {
  bowl, cake, coffeeCup, cookies, dumplings, glass, jug, nonBread, pancakes, pastries, plated, plov, samsa, slicedSalad,
  soup, teapot, calzone,
} from './art-food.ts';
import { CITIES, delivering, payments, policies, t, tariff, week, type Brand } from './model.ts';

const MERCHANT = 'demo-minimal';
const BASE = 6000;
const M = { center: 'tushlik-markaz', olmazor: 'tushlik-olmazor' };
/** The office canteen closes on Uzbekistan's public holidays, as the offices it feeds do. */
const PUBLIC_HOLIDAYS = ['2026-03-08', '2026-03-21', '2026-05-09', '2026-09-01', '2026-10-01', '2026-12-08', '2027-01-01', '2027-03-08', '2027-03-21'];

export const minimalBrand: Brand = {
  sub: 'minimal',
  base: BASE,
  art: { emblem: 'plate', color: '#FCE000', backgrounds: ['#F4F4F6', '#F1F3EE', '#F6F2EC', '#EEF2F6'] },
  preset: {
    merchant: {
      id: MERCHANT,
      sub: 'minimal',
      name: t('Tushlik', 'Тушлик', 'Tushlik'),
      latitude: 41.3105,
      longitude: 69.281,
      mainCityId: 'tashkent',
    },
    webSettings: { brand: 'Tushlik' },
    policies: policies({
      brand: 'Tushlik',
      legal: t('«Tushlik Servis» MChJ', 'ООО «Tushlik Servis»', 'Tushlik Servis LLC'),
      phone: '+998 71 207 60 60',
      email: 'info@tushlik.uz',
      site: 'tushlik.uz',
      address: t("Toshkent, Mirobod tumani, Amir Temur ko'chasi, 24", 'Ташкент, Мирабадский район, улица Амира Темура, 24', '24 Amir Temur Street, Mirabad district, Tashkent'),
      delivery: true,
      about: {
        uz: [
          "Tushlik — ish kunlari uchun uy taomlari oshxonasi. Har kuni ertalab birinchi va ikkinchi taomlar, salatlar va pishiriqlarni yangidan tayyorlaymiz.",
          "Ofisingizga 12:00 dan 15:00 gacha yetkazib beramiz; 10 ta va undan ortiq tushlik uchun yetkazish bepul.",
        ],
        ru: [
          'Тушлик — столовая домашней еды для рабочих дней. Каждое утро мы заново готовим первые и вторые блюда, салаты и выпечку.',
          'Доставляем в офис с 12:00 до 15:00; при заказе от 10 обедов доставка бесплатная.',
        ],
        eng: [
          'Tushlik is a home-style canteen for the working week. Every morning we cook fresh soups, main courses, salads and pastries.',
          'We deliver to offices from 12:00 to 15:00; delivery is free for ten lunches or more.',
        ],
      },
    }),
    cities: [CITIES.tashkent],
    branches: [
      delivering({
        id: M.center, cityId: 'tashkent', merchantId: MERCHANT, isMain: true,
        name: t('Markaz', 'Центр', 'City centre'),
        latitude: 41.3105, longitude: 69.281,
        address: "Toshkent, Mirobod tumani, Amir Temur ko'chasi, 24",
        phone: '+998 71 207 60 61', open: '08:00', close: '18:00',
        workHours: week('08:00', '18:00', { SATURDAY: ['09:00', '16:00'], SUNDAY: 'closed' }),
        holidays: PUBLIC_HOLIDAYS,
      }, { near: { radiiKm: [2.6, 3.0, 2.8, 2.5, 2.2, 2.4, 2.7, 2.9], price: null } }),
      delivering({
        id: M.olmazor, cityId: 'tashkent', merchantId: MERCHANT,
        name: t('Olmazor', 'Алмазар', 'Olmazor'),
        latitude: 41.3444, longitude: 69.2058,
        address: "Toshkent, Olmazor tumani, Beruniy ko'chasi, 41",
        phone: '+998 71 207 60 62', open: '08:30', close: '17:30',
        workHours: week('08:30', '17:30', { SATURDAY: 'closed', SUNDAY: 'closed' }),
        holidays: PUBLIC_HOLIDAYS,
      }, { near: { radiiKm: [2.4, 2.7, 2.9, 2.6, 2.3, 2.1, 2.5, 2.8], price: null } }),
    ],
    ...payments(MERCHANT, ['CASH']),
    orderSettings: [{ cityId: 'tashkent', minimalDeliveryPrice: 35000, scheduleDaysAhead: 1 }],
    deliveryTariffs: [tariff('tushlik-tashkent', 'tashkent', 'Toshkent', 10000, 2000, 300000)],
    promos: [
      { id: BASE + 1, code: 'TUSHLIK5000', discountType: 'AMOUNT', productDiscount: 5000, minPrice: 60000, startDate: '2026-09-01T00:00:00+05:00', endDate: '2027-08-31T23:59:59+05:00' },
      { id: BASE + 2, code: 'OFIS10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 300000, startDate: '2025-01-01T00:00:00+05:00', endDate: '2025-12-31T23:59:59+05:00' },
    ],
  },
  groups: [
    {
      name: t('Taomlar', 'Блюда', 'Dishes'),
      categories: [
        {
          name: t('Birinchi taomlar', 'Первые блюда', 'Soups'),
          products: [
            { slug: 'borscht', name: t('Borsh', 'Борщ', 'Borscht'), description: t("Lavlagi, karam va mol go'shti, smetana bilan.", 'Свёкла, капуста и говядина, со сметаной.', 'Beetroot, cabbage and beef with sour cream.'), amount: 22000, unit: 'GRAMM', measure: 350, calorie: 260, art: soup({ broth: '#A4262C', cream: true, greens: '#43A047', cubes: '#E9B24E' }), grade: 4.6 },
            { slug: 'mastava', name: t('Mastava', 'Мастава', 'Mastava'), description: t("Guruchli quyuq sho'rva.", 'Густой суп с рисом.', 'A thick rice soup.'), amount: 20000, unit: 'GRAMM', measure: 350, calorie: 300, art: soup({ broth: '#C96F3C', cubes: '#E9B24E', greens: '#43A047', cream: true }) },
            { slug: 'chicken-noodle', name: t("Tovuqli lapsha sho'rva", 'Куриный суп с лапшой', 'Chicken noodle soup'), description: t("Uy lapshasi va tovuq bulyoni.", 'Домашняя лапша в курином бульоне.', 'Homemade noodles in chicken broth.'), amount: 19000, unit: 'GRAMM', measure: 350, calorie: 220, art: soup({ broth: '#F2D27A', noodles: '#FFF3C4', meat: '#E8C79A', greens: '#43A047' }) },
            { slug: 'mushroom-soup', name: t("Qo'ziqorinli krem-sho'rva", 'Грибной крем-суп', 'Cream of mushroom soup'), description: t("Shampinyon va qaymoq, krutonlar bilan.", 'Шампиньоны и сливки, с гренками.', 'Mushrooms and cream with croutons.'), amount: 24000, unit: 'GRAMM', measure: 300, calorie: 280, art: soup({ broth: '#D7C4A3', cubes: '#E3B04B', greens: '#43A047' }) },
            { slug: 'lentil-soup', name: t("Yasmiq sho'rva", 'Чечевичный суп', 'Lentil soup'), description: t("Qizil yasmiq, sabzi va zira.", 'Красная чечевица, морковь и зира.', 'Red lentils, carrot and cumin.'), amount: 18000, unit: 'GRAMM', measure: 300, calorie: 240, art: soup({ broth: '#E07B39', greens: '#43A047', cream: true }) },
            { slug: 'pelmeni', name: t('Chuchvara', 'Пельмени', 'Pelmeni'), description: t("Mol go'shtli chuchvara, smetana bilan.", 'Пельмени с говядиной, со сметаной.', 'Beef dumplings with sour cream.'), amount: 26000, unit: 'GRAMM', measure: 300, calorie: 480, art: dumplings({ count: 7, sauce: '#FFFFFF' }) },
            { slug: 'solyanka', name: t('Solyanka', 'Солянка', 'Solyanka'), description: t("Go'shtli achchiq-nordon sho'rva, limon va zaytun bilan.", 'Мясная кисло-острая солянка с лимоном и оливками.', 'A sour and spicy meat soup with lemon and olives.'), amount: 25000, unit: 'GRAMM', measure: 350, calorie: 310 },
          ],
        },
        {
          name: t('Ikkinchi taomlar', 'Вторые блюда', 'Main courses'),
          products: [
            { slug: 'cutlet-mash', name: t("Kotlet, kartoshka pyuresi bilan", 'Котлета с картофельным пюре', 'Cutlets with mashed potatoes'), description: t("Ikkita uy kotleti va sariyog'li pyure.", 'Две домашние котлеты и пюре на сливочном масле.', 'Two homemade cutlets and buttery mash.'), amount: 32000, unit: 'GRAMM', measure: 350, calorie: 620, art: plated({ main: 'cutlet', side: 'mash' }), grade: 4.7 },
            { slug: 'chicken-rice', name: t('Tovuq filesi guruch bilan', 'Куриное филе с рисом', 'Chicken breast with rice'), description: t("Grilda tovuq filesi va bug'da pishgan guruch.", 'Куриное филе гриль и рис на пару.', 'Grilled chicken breast and steamed rice.'), amount: 30000, unit: 'GRAMM', measure: 330, calorie: 480, art: plated({ main: 'chicken', side: 'rice', color: '#D9A066' }) },
            { slug: 'buckwheat-goulash', name: t("Grechka, mol go'shti gulyashi bilan", 'Гречка с гуляшом из говядины', 'Buckwheat with beef goulash'), description: t("Grechka yormasi va sousli mol go'shti.", 'Гречневая каша и говядина в подливе.', 'Buckwheat and beef in gravy.'), amount: 31000, unit: 'GRAMM', measure: 350, calorie: 540, art: plated({ main: 'goulash', side: 'buckwheat' }) },
            { slug: 'navy-pasta', name: t('Flotcha makaron', 'Макароны по-флотски', 'Navy-style pasta'), description: t("Qiymali makaron.", 'Макароны с мясным фаршем.', 'Pasta with minced beef.'), amount: 26000, unit: 'GRAMM', measure: 320, calorie: 560, art: plated({ main: 'goulash', side: 'pasta', veg: false }) },
            { slug: 'fried-fish', name: t('Qovurilgan baliq guruch bilan', 'Жареная рыба с рисом', 'Fried fish with rice'), description: t("Oq baliq filesi, guruch va limon.", 'Филе белой рыбы, рис и лимон.', 'White fish fillet, rice and lemon.'), amount: 36000, unit: 'GRAMM', measure: 330, calorie: 470, art: plated({ main: 'fish', side: 'rice', color: '#E3A04A' }) },
            { slug: 'jarkob', name: t("Jarkop", 'Жаркое', 'Jarkob stew'), description: t("Go'sht va kartoshka, o'z sharbatida dimlangan.", 'Мясо с картофелем, тушённые в собственном соку.', 'Meat and potatoes braised in their own juices.'), amount: 33000, unit: 'GRAMM', measure: 380, calorie: 590, art: plated({ main: 'stew', side: 'potato', veg: false }) },
            { slug: 'cabbage-dolma', name: t('Karam dolma', 'Голубцы', 'Cabbage rolls'), description: t("Go'sht va guruchli karam o'ramlari, smetana bilan.", 'Голубцы с мясом и рисом, со сметаной.', 'Cabbage leaves stuffed with meat and rice, with sour cream.'), amount: 29000, unit: 'GRAMM', measure: 320, calorie: 430, art: plated({ main: 'rolls', color: '#C5D99A', veg: false }) },
            { slug: 'canteen-plov', name: t('Osh', 'Плов', 'Plov'), description: t("Payshanba va juma kunlari.", 'По четвергам и пятницам.', 'On Thursdays and Fridays.'), amount: 35000, unit: 'GRAMM', measure: 350, calorie: 700, art: plov({ pattern: '#9E9E9E' }), grade: 4.8 },
            { slug: 'lagman', name: t("Lag'mon", 'Лагман', 'Lagman'), description: t("Qo'lda cho'zilgan lapsha va sabzavotli sous.", 'Тянутая лапша с овощной подливой.', 'Hand-pulled noodles with vegetable sauce.'), amount: 30000, unit: 'GRAMM', measure: 400, calorie: 560, art: soup({ broth: '#C0572B', noodles: '#F3D9A0', meat: '#7A4128', greens: '#43A047' }), branches: [M.center] },
          ],
        },
        {
          name: t('Salatlar', 'Салаты', 'Salads'),
          products: [
            { slug: 'olivier', name: t('Olivye', 'Оливье', 'Olivier salad'), description: t("Kartoshka, tuxum, no'xat va tovuq, mayonez bilan.", 'Картофель, яйцо, горошек и курица с майонезом.', 'Potato, egg, peas and chicken with mayonnaise.'), amount: 16000, unit: 'GRAMM', measure: 200, calorie: 320, art: bowl({ base: '#FFF8E1', toppings: [{ color: '#F3E5AB', shape: 'cubes' }, { color: '#7CB342', shape: 'dots' }, { color: '#FFFFFF', shape: 'cubes' }, { color: '#F08A24', shape: 'cubes' }] }) },
            { slug: 'vinegret', name: t('Vinegret', 'Винегрет', 'Vinaigrette salad'), description: t("Lavlagi, kartoshka, sabzi va tuzlangan bodring.", 'Свёкла, картофель, морковь и солёный огурец.', 'Beetroot, potato, carrot and pickles.'), amount: 14000, unit: 'GRAMM', measure: 200, calorie: 180, art: bowl({ base: '#F8E1E7', toppings: [{ color: '#8E1B3A', shape: 'cubes' }, { color: '#F3E5AB', shape: 'cubes' }, { color: '#F08A24', shape: 'cubes' }, { color: '#7CB342', shape: 'slices' }] }) },
            { slug: 'korean-carrot', name: t('Koreyscha sabzi', 'Морковь по-корейски', 'Korean carrot salad'), description: t("Achchiq marinadlangan sabzi.", 'Острая маринованная морковь.', 'Spicy marinated carrot.'), amount: 12000, unit: 'GRAMM', measure: 150, calorie: 140, art: bowl({ base: '#FFE0B2', toppings: [{ color: '#F08A24', shape: 'strands' }, { color: '#E8731A', shape: 'strands' }, { color: '#F7B733', shape: 'strands' }] }) },
            { slug: 'caesar', name: t('Sezar', 'Цезарь', 'Caesar salad'), description: t("Tovuq, romen salati va krutonlar.", 'Курица, романо и гренки.', 'Chicken, romaine and croutons.'), amount: 24000, unit: 'GRAMM', measure: 220, calorie: 380, art: bowl({ base: '#A5D6A7', toppings: [{ color: '#66BB6A', shape: 'leaves' }, { color: '#E8C79A', shape: 'cubes' }, { color: '#F5DEB3', shape: 'cubes' }] }) },
            { slug: 'achichuk', name: t('Achchiq-chuchuk', 'Аччик-чучук', 'Achichuk salad'), description: t("Pomidor va piyoz.", 'Томаты и лук.', 'Tomatoes and onion.'), amount: 10000, unit: 'GRAMM', measure: 200, calorie: 60, art: slicedSalad({ slices: ['#E53935'], rings: '#B06AB3', herbs: '#43A047' }) },
            { slug: 'cucumber-salad', name: t('Bodring salati', 'Салат из огурцов', 'Cucumber salad'), description: t("Bodring, ukrop va smetana.", 'Огурцы, укроп и сметана.', 'Cucumber, dill and sour cream.'), amount: 11000, unit: 'GRAMM', measure: 200, calorie: 90, art: slicedSalad({ slices: ['#8BC34A'], herbs: '#2E7D32' }) },
          ],
        },
      ],
    },
    {
      name: t('Pishiriqlar va ichimliklar', 'Выпечка и напитки', 'Pastries & drinks'),
      categories: [
        {
          name: t('Gazaklar', 'Закуски', 'Snacks'),
          products: [
            { slug: 'samsa', name: t('Somsa', 'Самса', 'Samsa'), description: t("Go'shtli tandir somsa.", 'Тандырная самса с мясом.', 'Tandir samsa with meat.'), amount: 10000, unit: 'COUNT', measure: 1, calorie: 380, art: samsa() },
            { slug: 'belyash', name: t('Belyash', 'Беляш', 'Belyash'), description: t("Go'shtli qovurilgan pirojki.", 'Жареный пирожок с мясом.', 'A fried pie with a meat filling.'), amount: 8000, unit: 'COUNT', measure: 1, calorie: 320, art: pastries({ shape: 'round', color: '#C9803A' }) },
            { slug: 'pirozhki', name: t('Kartoshkali pirojki', 'Пирожки с картошкой', 'Potato pirozhki'), description: t("Pechda pishgan, 2 dona.", 'Печёные, 2 штуки.', 'Baked, two pieces.'), amount: 9000, unit: 'COUNT', measure: 2, calorie: 340, art: pastries({ shape: 'oval', color: '#D9974A' }) },
            { slug: 'meat-blini', name: t("Go'shtli blinchik", 'Блинчики с мясом', 'Pancakes with meat'), description: t("Uchta blinchik, qiyma bilan.", 'Три блинчика с фаршем.', 'Three pancakes with minced meat.'), amount: 18000, unit: 'COUNT', measure: 3, calorie: 450, art: pancakes({ color: '#E8B66A', count: 3 }) },
            { slug: 'chebureki', name: t('Cheburek', 'Чебурек', 'Cheburek'), description: t("Qarsildoq xamirda qiyma.", 'Фарш в хрустящем тесте.', 'Minced meat in crispy pastry.'), amount: 12000, unit: 'COUNT', measure: 1, calorie: 400, art: calzone({ color: '#E3B04B' }) },
          ],
        },
        {
          name: t('Pishiriqlar va desertlar', 'Выпечка и десерты', 'Pastries & desserts'),
          products: [
            { slug: 'napoleon', name: t('Napoleon', 'Наполеон', 'Napoleon cake'), description: t("Qatlamli xamir va qaymoqli krem.", 'Слоёное тесто и заварной крем.', 'Puff pastry with custard cream.'), amount: 16000, unit: 'GRAMM', measure: 130, calorie: 420, art: cake({ layers: ['#E8C07A', '#FFF8E1', '#E8C07A', '#FFF8E1', '#E8C07A'], frost: '#F3DDA8', top: 'plain' }), grade: 4.7 },
            { slug: 'medovik', name: t('Medovik', 'Медовик', 'Honey cake'), description: t("Asalli tort.", 'Медовый торт.', 'Honey layer cake.'), amount: 16000, unit: 'GRAMM', measure: 130, calorie: 410, art: cake({ layers: ['#D9A05B', '#FFF3D6', '#D9A05B', '#FFF3D6', '#D9A05B'], frost: '#E8C07A', top: 'nuts', accent: '#A0522D' }) },
            { slug: 'syrniki', name: t('Sirniki', 'Сырники', 'Syrniki'), description: t("Smetana bilan.", 'Со сметаной.', 'With sour cream.'), amount: 17000, unit: 'COUNT', measure: 3, calorie: 380, art: pancakes({ color: '#E8B66A', count: 3, berries: '#C62828' }) },
            { slug: 'bun', name: t('Dolchinli bulochka', 'Булочка с корицей', 'Cinnamon bun'), amount: 7000, unit: 'COUNT', measure: 1, calorie: 300, art: pastries({ shape: 'roll', color: '#E0A458', filling: '#7A4128' }) },
            { slug: 'kurabye', name: t('Kurabye', 'Курабье', 'Kurabye cookies'), description: t("Sariyog'li pechenye, 200 g.", 'Песочное печенье, 200 г.', 'Butter shortbread, 200 g.'), amount: 14000, unit: 'GRAMM', measure: 200, calorie: 900, art: cookies({ dough: '#E8C07A', chips: '#C62828' }) },
          ],
        },
        {
          name: t('Ichimliklar', 'Напитки', 'Drinks'),
          products: [
            { slug: 'kompot', name: t('Kompot', 'Компот', 'Kompot'), description: t("Quritilgan mevalar kompoti, 0,3 l.", 'Компот из сухофруктов, 0,3 л.', 'Dried fruit kompot, 0.3 l.'), amount: 5000, unit: 'LITER', measure: 0.3, calorie: 90, art: jug({ liquid: '#C58A4A', fruit: '#8D5524' }) },
            { slug: 'black-tea', name: t('Qora choy', 'Чёрный чай', 'Black tea'), amount: 3000, unit: 'LITER', measure: 0.3, calorie: 0, art: coffeeCup({ top: 'lemon', coffee: '#8D3B1F' }) },
            { slug: 'green-tea', name: t("Ko'k choy", 'Зелёный чай', 'Green tea'), amount: 3000, unit: 'LITER', measure: 0.5, calorie: 0, art: teapot({ body: '#FFFFFF', pattern: '#9E9E9E', tea: '#C5A33A' }) },
            { slug: 'coffee', name: t('Qahva', 'Кофе', 'Coffee'), description: t('Amerikano, 200 ml.', 'Американо, 200 мл.', 'Americano, 200 ml.'), amount: 9000, unit: 'LITER', measure: 0.2, calorie: 5, art: coffeeCup({ top: 'plain', coffee: '#4E2C1A' }) },
            { slug: 'mors', name: t("Rezavorli mors", 'Ягодный морс', 'Berry mors'), description: t("Klyukva va qora smorodina, 0,3 l.", 'Клюква и чёрная смородина, 0,3 л.', 'Cranberry and blackcurrant, 0.3 l.'), amount: 7000, unit: 'LITER', measure: 0.3, calorie: 110, art: glass({ layers: [{ color: '#9C1F3F', h: 190 }], berries: '#4A0E2A', short: true }) },
            { slug: 'ayran', name: t('Ayron', 'Айран', 'Ayran'), amount: 6000, unit: 'LITER', measure: 0.3, calorie: 90 },
            { slug: 'water', name: t('Suv', 'Вода', 'Water'), description: t('Gazsiz, 0,5 l.', 'Без газа, 0,5 л.', 'Still, 0.5 l.'), amount: 4000, unit: 'LITER', measure: 0.5, calorie: 0 },
          ],
        },
        {
          name: t('Non', 'Хлеб', 'Bread'),
          products: [
            { slug: 'obi-non', name: t('Obi non', 'Оби нон', 'Obi non bread'), amount: 5000, unit: 'COUNT', measure: 1, calorie: 540, art: nonBread() },
            { slug: 'patir', name: t('Patir', 'Патыр', 'Patir'), amount: 9000, unit: 'COUNT', measure: 1, calorie: 620, art: nonBread({ crust: '#B8702E', center: '#E8B86D', big: true }) },
            { slug: 'bread-slice', name: t("Bo'lak non", 'Хлеб, ломтик', 'Bread slice'), amount: 1000, unit: 'COUNT', measure: 1, calorie: 80 },
          ],
        },
      ],
    },
  ],
};
