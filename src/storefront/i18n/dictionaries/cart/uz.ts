/**
 * The basket page's texts in Uzbek: loaded with that screen and the checkout
 * (i18n/use-cart-texts.ts). ru.ts and eng.ts beside it have exactly the same keys.
 */
export const cartUz = {
  basketTitle: 'Savat',
  lines: 'Savatdagi mahsulotlar',
  remove: "O'chirish",
  removeNamed: "{{name}} — o'chirish",
  vanished: "Bu mahsulot endi sotilmayapti. Uni savatdan o'chiring.",
  invalid: "Mahsulot qo'shimchalari o'zgargan. Uni o'chirib, qaytadan tanlang.",
  priceChanged: "Narx o'zgardi: {{before}} → {{now}}",
  acceptPrice: 'Yangi narx bilan davom etish',
  lineLimit: "Bir buyurtmada ko'pi bilan {{count}} dona",
  totalLimit: 'Buyurtma {{total}} dan oshmasin',
  flagged: "Buyurtma berishdan oldin belgilangan mahsulotlarni ko'rib chiqing.",
  total: 'Jami',
  toCheckout: 'Rasmiylashtirish',
  clear: 'Savatni tozalash',
  recommended: "Buni ham qo'shing",
} as const;

export type CartDictionary = { readonly [K in keyof typeof cartUz]: string };
