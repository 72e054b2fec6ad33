/**
 * The texts of the profile screens' (the profile, the shopper's data, orders and notifications) in Uzbek (`profile.*`): they travel with those screens, not with every
 * page (i18n/screen-texts.ts). ru.ts and eng.ts beside it have exactly the same keys.
 */
export const profileUz = {
  user: "Shaxsiy ma'lumotlar",
  orders: 'Buyurtmalarim',
  addresses: 'Manzillarim',
  promos: 'Promokodlar',
  favorites: 'Sevimlilar',
  cards: 'Kartalarim',
  cashback: 'Keshbek',
  notifications: 'Bildirishnomalar',
  branches: 'Filiallar',
  vacancies: "Bo'sh ish o'rinlari",
  about: 'Kompaniya haqida',
  terms: 'Foydalanish shartlari',
  privacy: 'Maxfiylik siyosati',
  language: 'Til',
  booking: 'Stol band qilish',
  chat: 'Chat',
  loginRequired: "To'liq imkoniyatlardan foydalanish uchun tizimga kiring",
  login: 'Kirish',
  cashbackBalance: 'Keshbek balansi',
  cashbackEarn: "Har bir buyurtmadan mahsulotlar narxining {{percent}}% keshbek bo'lib qaytadi.",
  cashbackSpend: "Buyurtma berishda keshbek bilan to'lashingiz mumkin: balansdan ko'p bo'lmagan summani kiriting.",
  cashbackToMenu: 'Menyuga',
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ProfileDictionary = Strings<typeof profileUz>;
