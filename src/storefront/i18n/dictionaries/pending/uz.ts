/**
 * The texts of the screens not opened yet in Uzbek (`pending.*`): they travel with those screens, not with every
 * page (i18n/screen-texts.ts). ru.ts and eng.ts beside it have exactly the same keys.
 */
export const pendingUz = {
  title: "Bo'lim tayyorlanmoqda",
  text: "Bu bo'lim keyingi yangilanishda ochiladi.",
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type PendingDictionary = Strings<typeof pendingUz>;
