/** The studio's texts in Uzbek (the default); ru.ts and eng.ts have the same keys. */
import type { WebSettingsField } from '#schemas/web-settings';
import type { SettingsGroup } from '#engine/settings-fields';
import type { BrandWork } from '#schemas/studio-endpoints';

type BrandWorkAction = BrandWork['action'];
import type { StaffRole } from '#domain/studio-roles';
import type { OrderStatus } from '#domain/order-status';
import type { Unit } from '#schemas/common';

/** The menu editor's texts (src/studio/menu). */
export type MenuTextKey =
  | 'title'
  | 'intro'
  | 'search'
  | 'allCategories'
  | 'onlyMissing'
  | 'onlyHidden'
  | 'addGroup'
  | 'addCategory'
  | 'addProduct'
  | 'group'
  | 'category'
  | 'product'
  | 'noGroup'
  | 'newGroup'
  | 'newCategory'
  | 'newProduct'
  | 'name'
  | 'description'
  | 'missing'
  | 'price'
  | 'discount'
  | 'unit'
  | 'measure'
  | 'calorie'
  | 'cookingMin'
  | 'cookingMax'
  | 'visible'
  | 'hidden'
  | 'branches'
  | 'stock'
  | 'channels'
  | 'channelWeb'
  | 'channelTg'
  | 'allergens'
  | 'diet'
  | 'picture'
  | 'choosePicture'
  | 'pictureHelp'
  | 'pictureUploading'
  | 'removePicture'
  | 'colour'
  | 'modGroups'
  | 'modGroupsHelp'
  | 'addModGroup'
  | 'required'
  | 'minCount'
  | 'maxCount'
  | 'addModification'
  | 'modificationName'
  | 'modificationPrice'
  | 'isDefault'
  | 'remove'
  | 'up'
  | 'down'
  | 'save'
  | 'saving'
  | 'saved'
  | 'delete'
  | 'confirmDelete'
  | 'deleted'
  | 'duplicate'
  | 'copyOf'
  | 'publish'
  | 'published'
  | 'draft'
  | 'noDraft'
  | 'pointsAt'
  | 'select'
  | 'selected'
  | 'bulkTitle'
  | 'bulkPercent'
  | 'bulkAmount'
  | 'bulkValue'
  | 'bulkApply'
  | 'bulkDone'
  | 'empty'
  | 'nothingFound'
  | 'pick'
  | 'preview'
  | 'csv'
  | 'csvImport'
  | 'importTitle'
  | 'importAdded'
  | 'importChanged'
  | 'importMissing'
  | 'importRemove'
  | 'importApply'
  | 'importCancel'
  | 'importNothing'
  | 'importProgress'
  | 'importDone'
  | 'importRefused'
  | 'importMore'
  | 'importLine'
  | 'fieldName'
  | 'fieldPrice'
  | 'fieldCategory'
  | 'fieldActive'
  | 'fieldModifications'
  | 'csvHeader'
  | 'csvType'
  | 'csvNumber'
  | 'csvId'
  | 'csvCategory'
  | 'csvDuplicate'
  | 'csvName'
  | 'csvModification'
  | 'csvActive'
  | 'csvEmpty'
  | 'products'
  | 'id';

export interface StudioDictionary {
  readonly app: {
    readonly title: string;
    readonly signOut: string;
    readonly language: string;
    readonly noBrand: string;
    readonly loading: string;
    readonly retry: string;
    readonly forbidden: string;
    readonly sections: string;
  };
  readonly sections: {
    readonly settings: string;
    readonly menu: string;
    readonly catalog: string;
    readonly stopList: string;
    readonly orders: string;
    readonly staff: string;
    readonly log: string;
  };
  readonly signIn: {
    readonly title: string;
    readonly phone: string;
    readonly getCode: string;
    readonly code: string;
    readonly confirm: string;
    readonly codeSent: string;
    readonly back: string;
  };
  readonly settings: {
    readonly title: string;
    readonly undo: string;
    readonly redo: string;
    readonly publish: string;
    readonly published: string;
    readonly saving: string;
    readonly saved: string;
    readonly unsaved: string;
    readonly changed: string;
    readonly conflict: string;
    readonly reload: string;
    readonly invalid: string;
    readonly drives: string;
    readonly noEffect: string;
    readonly versions: string;
    readonly version: string;
    readonly rollback: string;
    readonly rolledBack: string;
    readonly by: string;
    readonly none: string;
    readonly contrast: string;
    readonly contrastLow: string;
    readonly listHelp: string;
    /** A localised text (decision 024): the main language's input may not be left empty. */
    readonly mainRequired: string;
    readonly upload: string;
    readonly uploaded: string;
    readonly unset: string;
    /**
     * A changed preset file the server did not load over the studio's work (decision 028):
     * {{file}}, {{when}} it was first refused, {{work}} the studio's work since the file's last load.
     */
    readonly presetRefused: string;
    readonly presetHowTo: string;
    /** One kind of the studio's work: {{count}} of them, the last {{when}}. */
    readonly presetWork: Readonly<Record<BrandWorkAction, string>>;
  };
  readonly groups: Readonly<Record<SettingsGroup, string>>;
  readonly fields: Readonly<Record<WebSettingsField, string>>;
  readonly preview: {
    readonly title: string;
    readonly width: string;
    readonly phone: string;
    readonly tablet: string;
    readonly desktop: string;
    readonly channel: string;
    readonly web: string;
    readonly telegram: string;
    readonly language: string;
    readonly latency: string;
  };
  readonly catalog: {
    readonly title: string;
    readonly viewType: string;
    readonly scrollType: string;
    readonly navigationType: string;
    readonly withoutCart: string;
    readonly up: string;
    readonly down: string;
    readonly saved: string;
    readonly dragHint: string;
    readonly inherit: string;
    readonly products: string;
    readonly banners: string;
    readonly banner: string;
    readonly noBanners: string;
  };
  readonly stopList: { readonly title: string; readonly branch: string; readonly soldOut: string; readonly available: string; readonly search: string };
  readonly orders: {
    readonly title: string;
    readonly empty: string;
    readonly cancel: string;
    readonly reason: string;
    readonly moveTo: string;
    readonly customer: string;
    readonly courier: string;
    readonly comment: string;
    readonly receiver: string;
    readonly address: string;
    readonly note: string;
    readonly newOrders: string;
  };
  readonly statuses: Readonly<Record<OrderStatus, string>>;
  readonly staff: {
    readonly title: string;
    readonly phone: string;
    readonly name: string;
    readonly role: string;
    readonly add: string;
    readonly remove: string;
    readonly export: string;
    readonly import: string;
    readonly imported: string;
    readonly importFailed: string;
  };
  readonly roles: Readonly<Record<StaffRole, string>>;
  readonly log: { readonly title: string; readonly when: string; readonly who: string; readonly action: string; readonly empty: string };
  readonly menu: { readonly [K in MenuTextKey]: string };
  readonly units: { readonly [K in Unit]: string };
}

export const uz: StudioDictionary = {
  app: {
    title: 'Studiya',
    signOut: 'Chiqish',
    language: 'Til',
    noBrand: "Bu manzilda do'kon yo'q.",
    loading: 'Yuklanmoqda…',
    retry: 'Qayta urinish',
    forbidden: "Bu bo'lim sizning rolingiz uchun emas.",
    sections: "Bo'limlar",
  },
  sections: {
    settings: 'Sozlamalar',
    menu: 'Menyu',
    catalog: 'Katalog',
    stopList: "To'xtatish ro'yxati",
    orders: 'Buyurtmalar',
    staff: 'Xodimlar',
    log: 'Jurnal',
  },
  signIn: {
    title: 'Studiyaga kirish',
    phone: 'Telefon raqami',
    getCode: 'Kod olish',
    code: 'SMS kodi',
    confirm: 'Kirish',
    codeSent: 'Kod {{phone}} raqamiga yuborildi',
    back: 'Orqaga',
  },
  settings: {
    title: 'Sozlamalar',
    undo: 'Bekor qilish',
    redo: 'Qaytarish',
    publish: 'Nashr qilish',
    published: '{{version}}-versiya nashr qilindi',
    saving: 'Saqlanmoqda…',
    saved: 'Qoralama saqlandi',
    unsaved: "Saqlanmagan o'zgarishlar",
    changed: "O'zgargan: {{count}}",
    conflict: "Sozlamalarni boshqa xodim o'zgartirdi: {{who}}. Sizning qoralamangiz shu yerda qoldi.",
    reload: 'Yangisini yuklash',
    invalid: "Noto'g'ri qiymat: {{message}}",
    drives: 'Boshqaradi: {{plan}}',
    noEffect: "Sahifa tuzilishiga ta'sir qilmaydi: {{why}}",
    versions: 'Versiyalar',
    version: '{{version}}-versiya',
    rollback: 'Shu versiyaga qaytish',
    rolledBack: '{{version}}-versiya sifatida qaytarildi',
    by: '{{who}}, {{when}}',
    none: "Yo'q",
    contrast: 'Matn kontrasti: {{ratio}}:1',
    contrastLow: 'Matn kontrasti past: {{ratio}}:1 (kamida 4.5:1)',
    listHelp: 'Har bir qatorda bittadan',
    mainRequired: "Asosiy tilda to'ldirilishi shart",
    upload: 'Rasm yuklash',
    uploaded: 'Rasm yuklandi',
    unset: "Ko'rsatilmagan",
    presetRefused:
      "Brendning preset fayli {{file}} serverda o'zgardi, lekin yuklanmadi ({{when}}): u studiyada fayl oxirgi marta yuklangandan beri qilingan ishlarni ({{work}}) o'chirib yuborardi. Studiyadagi ishlaringiz saqlanib qoldi.",
    presetHowTo: "Brendni fayl bilan almashtirish uchun dasturchi npm run preset:load -- --force {{file}} buyrug'ini ishga tushiradi.",
    presetWork: {
      publish: 'nashrlar: {{count}}, oxirgisi {{when}}',
      rollback: 'qaytarishlar: {{count}}, oxirgisi {{when}}',
      import: 'importlar: {{count}}, oxirgisi {{when}}',
      category: "kategoriya o'zgarishlari: {{count}}, oxirgisi {{when}}",
      reorder: "tartib o'zgarishlari: {{count}}, oxirgisi {{when}}",
      image: 'rasmlar: {{count}}, oxirgisi {{when}}',
    },
  },
  groups: {
    brand: 'Brend va ranglar',
    languages: 'Tillar',
    services: 'Xizmatlar',
    payments: "To'lovlar",
    layout: 'Joylashuv',
    contacts: 'Kontaktlar',
    pages: 'Sahifalar va imkoniyatlar',
  },
  fields: {
    bannersActive: 'Bannerlar',
    merchantId: 'Do‘kon identifikatori',
    logo: 'Logotip',
    brand: 'Brend nomi',
    favicon: 'Sayt belgisi',
    domain: 'Domen',
    mainColor: 'Asosiy rang',
    mainColorType: 'Asosiy rang turi (och yoki to‘q)',
    mainLanguage: 'Asosiy til',
    uzLangActive: "O'zbek tili",
    ruLangActive: 'Rus tili',
    engLangActive: 'Ingliz tili',
    deliveryActive: 'Yetkazib berish',
    pickupActive: 'Olib ketish',
    dineInActive: 'Joyida',
    branchesActive: 'Filiallar',
    storiesActive: 'Hikoyalar',
    vacanciesActive: 'Vakansiyalar',
    privacyActive: 'Maxfiylik siyosati',
    aboutMerchantActive: 'Biz haqimizda',
    iosAppLink: 'iOS ilova havolasi',
    androidAppLink: 'Android ilova havolasi',
    telegramBotLink: 'Telegram bot havolasi',
    phone: 'Telefon',
    phoneActive: "Telefonni ko'rsatish",
    telegram: 'Telegram',
    telegramActive: "Telegramni ko'rsatish",
    instagram: 'Instagram',
    instagramActive: "Instagramni ko'rsatish",
    facebook: 'Facebook',
    facebookActive: "Facebookni ko'rsatish",
    isDark: "To'q mavzu",
    notificationsActive: 'Bildirishnomalar',
    termsOfUseActive: 'Foydalanish shartlari',
    balanceActive: 'Balans',
    cartInMainActive: "Bosh sahifadan savatga qo'shish",
    mapType: 'Xarita',
    bookingActive: 'Stol band qilish',
    cashActive: 'Naqd pul',
    terminalActive: 'Terminal',
    paymeActive: 'Payme',
    clickActive: 'Click',
    uzumActive: 'Uzum',
    smsContent: 'SMS matni',
    receiverActive: 'Boshqa qabul qiluvchi',
    groupView: 'Menyu guruhlash',
    categoryView: "Kartochkalar ko'rinishi",
    title: 'Sayt sarlavhasi',
    leftCopyWrite: 'Pastki chap matn',
    rightCopyWrite: "Pastki o'ng matn",
    cartPageActive: 'Savat sahifasi',
    chatActive: 'Chat',
    amoCRMId: 'amoCRM ID',
    amoCRMActive: 'amoCRM',
    amoCRMHash: 'amoCRM kaliti',
    yandexMetricsEnabled: 'Yandex Metrika',
    yandexMetricsId: 'Metrika hisoblagichi',
    yandexMetricsKeys: 'Metrika maqsadlari',
    cashbackActive: 'Keshbek',
    promoActive: 'Promokodlar',
    favouriteActive: 'Sevimlilar',
    cancelOrderActive: 'Buyurtmani bekor qilish',
    cardActive: 'Saqlangan kartalar',
    basketPosition: "Savat o'rni",
    isVisibleAtProfileTop: 'Profil tepasida foydalanuvchi',
    isNavigationViewEnabled: 'Kategoriyalar qatori',
    multiTabNavigationEnabled: 'Brend tablari',
    modificationViewType: "Modifikatsiyalar ko'rinishi",
    telegramTheme: 'Telegram mavzusi',
    yandexMetricsInTelegram: 'Metrika Telegramda ham',
    maxLineCount: 'Bir qatorda eng ko‘p dona',
    maxOrderTotal: 'Buyurtmaning eng katta summasi',
    paymentWindowMinutes: "To'lov kutish vaqti (daqiqa)",
    contacts: 'Boshqa kontaktlar',
  },
  preview: {
    title: "Oldindan ko'rish",
    width: 'Kenglik',
    phone: 'Telefon',
    tablet: 'Planshet',
    desktop: 'Kompyuter',
    channel: 'Kanal',
    web: 'Veb',
    telegram: 'Telegram',
    language: 'Til',
    latency: "Oxirgi o'zgarish {{ms}} ms da ko'rindi",
  },
  catalog: {
    title: 'Katalog',
    viewType: "Ko'rinish",
    scrollType: 'Aylantirish',
    navigationType: 'Navigatsiya',
    withoutCart: 'Savatsiz',
    up: 'Yuqoriga',
    down: 'Pastga',
    saved: 'Saqlandi',
    dragHint: "Tartibni sudrab yoki tugmalar bilan o'zgartiring",
    inherit: 'Umumiy',
    products: 'Mahsulotlar',
    banners: 'Bannerlar',
    banner: 'Banner',
    noBanners: "Hozircha bannerlar yo'q.",
  },
  stopList: { title: "To'xtatish ro'yxati", branch: 'Filial', soldOut: 'Tugagan', available: 'Mavjud', search: 'Mahsulotni qidirish' },
  orders: {
    title: 'Buyurtmalar',
    empty: "Bugun faol buyurtmalar yo'q.",
    cancel: 'Bekor qilish',
    reason: 'Sabab',
    moveTo: "O'tkazish: {{status}}",
    customer: 'Mijoz',
    courier: 'Kuryer',
    comment: 'Kuryerga izoh',
    receiver: 'Qabul qiluvchi',
    address: 'Manzil',
    note: 'Izoh',
    newOrders: 'yangi',
  },
  statuses: {
    OPEN: 'Ochiq',
    ACCEPTED: 'Qabul qilindi',
    CANCELED: 'Bekor qilindi',
    CREATED: 'Yaratildi',
    COOKING: 'Tayyorlanmoqda',
    DONE: 'Tayyor',
    ON_WAY: "Yo'lda",
    DELIVERED: 'Yetkazildi',
    CLOSED: 'Yopildi',
    ATTACHED: 'Kuryerga biriktirildi',
    AT_TIME: 'Vaqtga',
  },
  staff: {
    title: 'Xodimlar',
    phone: 'Telefon',
    name: 'Ism',
    role: 'Rol',
    add: "Qo'shish",
    remove: "O'chirish",
    export: 'Brendni eksport qilish',
    import: 'Brendni import qilish',
    imported: 'Brend import qilindi',
    importFailed: 'Import qilinmadi',
  },
  roles: { OWNER: 'Egasi', MANAGER: 'Menejer', OPERATOR: 'Operator' },
  log: { title: 'Jurnal', when: 'Vaqt', who: 'Kim', action: 'Amal', empty: "Hali hech narsa yo'q." },
  menu: {
    title: 'Menyu',
    intro: "Guruhlar, kategoriyalar, taomlar va ularning qo'shimchalari. O'zgarishlar qoralamada saqlanadi: mijozlar ularni «E'lon qilish»dan keyin ko'radi.",
    search: 'Menyudan qidirish',
    allCategories: 'Barcha kategoriyalar',
    onlyMissing: "Tarjimasi yo'qlari",
    onlyHidden: 'Yashirinlari',
    addGroup: "Guruh qo'shish",
    addCategory: "Kategoriya qo'shish",
    addProduct: "Taom qo'shish",
    group: 'Guruh',
    category: 'Kategoriya',
    product: 'Taom',
    noGroup: 'Guruhsiz',
    newGroup: 'Yangi guruh',
    newCategory: 'Yangi kategoriya',
    newProduct: 'Yangi taom',
    name: 'Nomi — {{language}}',
    description: 'Tavsif — {{language}}',
    missing: "Tarjima yo'q: {{languages}}",
    price: "Narx, so'm",
    discount: 'Chegirma, %',
    unit: "O'lchov birligi",
    measure: 'Miqdori (masalan 350 g uchun 350)',
    calorie: 'Kaloriya, kkal',
    cookingMin: 'Tayyorlanishi, kamida daqiqa',
    cookingMax: "Tayyorlanishi, ko'pi bilan daqiqa",
    visible: "Mijozlarga ko'rinadi",
    hidden: 'Yashirin',
    branches: 'Qaysi filiallarda sotiladi',
    stock: "Qoldiq (bo'sh — cheklanmagan)",
    channels: 'Qayerda sotiladi',
    channelWeb: 'Saytda',
    channelTg: 'Telegramda',
    allergens: 'Allergenlar',
    diet: 'Belgilar',
    picture: 'Rasm',
    choosePicture: 'Rasm tanlash',
    pictureHelp: "JPEG, PNG, WebP yoki SVG, 5 MB gacha. Menyuda shu yerdagidek kvadrat bo'lib ko'rinadi.",
    pictureUploading: 'Rasm yuklanmoqda…',
    removePicture: 'Rasmni olib tashlash',
    colour: 'Fon rangi',
    modGroups: "Qo'shimchalar guruhlari",
    modGroupsHelp: 'Masalan: «Non» (majburiy, bittasi) yoki «Souslar» (ixtiyoriy, 2 tagacha).',
    addModGroup: "Qo'shimchalar guruhini qo'shish",
    required: 'Majburiy tanlov',
    minCount: 'Kamida nechta',
    maxCount: "Ko'pi bilan nechta",
    addModification: "Qo'shimcha qo'shish",
    modificationName: "Qo'shimcha nomi — {{language}}",
    modificationPrice: "Qo'shimcha narxi, so'm",
    isDefault: 'Oldindan tanlangan',
    remove: 'Olib tashlash',
    up: 'Yuqoriga',
    down: 'Pastga',
    save: 'Saqlash',
    saving: 'Saqlanmoqda…',
    saved: 'Qoralamada saqlandi',
    delete: "O'chirish",
    confirmDelete: "«{{name}}» o'chirilsinmi? Buni e'lon qilishdan oldin qaytarish mumkin.",
    deleted: "O'chirildi (qoralamada)",
    duplicate: 'Nusxa olish',
    copyOf: '{{name}} (nusxa)',
    publish: "E'lon qilish",
    published: "{{version}}-versiya e'lon qilindi: mijozlar yangi menyuni ko'rmoqda",
    draft: "E'lon qilinmagan o'zgarishlar bor",
    noDraft: "Menyu e'lon qilingan holatda",
    pointsAt: "Unga bog'langanlar:",
    select: 'Tanlash',
    selected: 'Tanlangan: {{count}}',
    bulkTitle: "Tanlanganlar narxini o'zgartirish",
    bulkPercent: 'foizga',
    bulkAmount: "so'mga",
    bulkValue: 'Qanchaga (kamaytirish uchun minus bilan)',
    bulkApply: "Narxlarni o'zgartirish",
    bulkDone: "{{count}} ta taom narxi o'zgardi (100 so'mgacha yaxlitlandi)",
    empty: "Bu yerda hali taom yo'q.",
    nothingFound: 'Hech narsa topilmadi.',
    pick: "Tahrirlash uchun ro'yxatdan taom, kategoriya yoki guruhni tanlang, yoki yangisini qo'shing.",
    preview: "Ko'rinish (qoralama)",
    csv: 'CSV yuklab olish',
    csvImport: 'CSV fayldan yuklash',
    importTitle: "CSV fayldagi o'zgarishlar",
    importAdded: 'Yangi taomlar: {{count}}',
    importChanged: "O'zgargan taomlar: {{count}}",
    importMissing: "Faylda yo'q taomlar: {{count}}",
    importRemove: "Faylda yo'q taomlarni o'chirish",
    importApply: "Qoralamaga qo'llash",
    importCancel: 'Bekor qilish',
    importNothing: "Fayl menyuda hech narsani o'zgartirmaydi",
    importProgress: 'Saqlanmoqda: {{done}} / {{count}}',
    importDone: "CSV qoralamaga qo'llandi: {{count}} ta o'zgarish",
    importRefused: 'Fayl qabul qilinmadi, hech narsa saqlanmadi. Quyidagi kataklarni tuzating:',
    importMore: '… yana {{count}}',
    importLine: '{{line}}-qator, «{{column}}» ustuni: {{problem}}',
    fieldName: 'nomi',
    fieldPrice: 'narxi',
    fieldCategory: 'kategoriyasi',
    fieldActive: "ko'rinishi",
    fieldModifications: "qo'shimchalari",
    csvHeader: "«{{value}}» ustuni yo'q",
    csvType: "product yoki modification bo'lishi kerak, «{{value}}» emas",
    csvNumber: '«{{value}}» 0 yoki undan katta butun son emas',
    csvId: "«{{value}}» id bo'la olmaydi",
    csvCategory: "«{{value}}» kategoriyasi yo'q",
    csvDuplicate: '{{value}} id fayl ichida ikki marta bor',
    csvName: 'yangi taomga kamida bitta tilda nom kerak',
    csvModification: "«{{value}}» qo'shimchasi yo'q",
    csvActive: "true yoki false bo'lishi kerak, «{{value}}» emas",
    csvEmpty: "faylda taom yo'q",
    products: 'Taomlar: {{count}}',
    id: 'Raqam',
  },
  units: { COUNT: 'dona', KG: 'kg', LITER: 'litr', GRAMM: 'gramm' },
};
