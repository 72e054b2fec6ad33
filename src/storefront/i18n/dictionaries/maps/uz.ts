/**
 * The map screens' texts in Uzbek (an order on the map, choosing a delivery point or a pick-up
 * branch, the branches on the map): loaded with those screens (i18n/use-maps-texts.ts). ru.ts
 * and eng.ts beside it have exactly the same keys.
 */
export const mapsUz = {
  map: 'Xarita',
  openInMap: 'Xaritada ochish',
  points: 'Xaritadagi nuqtalar',
  kind: {
    branch: 'Filial',
    address: 'Yetkazish manzili',
    courier: 'Kuryer',
  },
  order: {
    title: 'Buyurtma №{{number}} xaritada',
    toOrder: 'Buyurtmaga qaytish',
    courierWaiting: "Kuryer hali yo'lga chiqmagan: u yo'lga chiqqach, shu yerda harakatlanadi.",
    courierOnWay: "Kuryer yo'lda",
    courierArrived: 'Buyurtma yetkazildi',
    pickUp: "Olib ketish buyurtmasi: kuryer yo'q.",
    dineIn: "Restorandagi buyurtma: kuryer yo'q.",
  },
  delivery: {
    title: 'Yetkazish manzilini tanlang',
    hint: 'Xaritani suring yoki kerakli joyga bosing: pin markazda turadi.',
    point: 'Tanlangan nuqta: {{point}}',
    check: 'Manzilni tekshirish',
    checking: 'Tekshirilmoqda…',
    inZone: 'Bu manzilga yetkazib beramiz',
    price: 'Yetkazib berish narxi: {{price}}',
    continue: 'Davom etish',
    withoutMap: 'Manzilni xaritasiz kiritish',
    noBranch: "Yetkazib beradigan filial yo'q",
  },
  pickup: {
    title: 'Olib ketish filialini tanlang',
    choose: 'Tanlash',
    chosen: 'Tanlangan',
    empty: "Olib ketish mumkin bo'lgan filial yo'q",
    listFirst: "Ro'yxat",
    showMap: "Xaritada ko'rsatish",
    hideMap: 'Xaritani yashirish',
  },
  branches: {
    title: 'Filiallar xaritada',
    toList: "Filiallar ro'yxati",
  },
} as const;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type MapsDictionary = Texts<typeof mapsUz>;
