/**
 * The texts of the search screen's in Uzbek (`search.*`): they travel with those screens, not with every
 * page (i18n/screen-texts.ts). ru.ts and eng.ts beside it have exactly the same keys.
 */
export const searchUz = {
  title: 'Qidiruv',
  placeholder: 'Taom nomini kiriting',
  history: 'Qidiruv tarixi',
  clearHistory: 'Tozalash',
  prompt: 'Menyudan taom qidiring',
  noResults: "“{{query}}” bo'yicha hech narsa topilmadi",
  results: 'Natijalar: {{count}}',
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type SearchDictionary = Strings<typeof searchUz>;
