/**
 * The booking screen's texts in Uzbek (`booking.*`): booking a table ("Bron") and the shopper's
 * bookings, loaded with that screen (i18n/use-booking-texts.ts). ru.ts and eng.ts beside it have
 * exactly the same keys.
 */
export const bookingUz = {
  title: 'Stol band qilish',
  lead: "Filial, kun, vaqt va mehmonlar sonini tanlang: restoran bronni tasdiqlagach xabar ko'rasiz.",
  branch: 'Filial',
  chooseBranch: 'Filialni tanlang',
  guests: 'Mehmonlar soni',
  guestsHint: '1 dan {{max}} gacha',
  guestsRange: "Mehmonlar soni 1 dan {{max}} gacha bo'lsin",
  day: 'Kun',
  time: 'Vaqt',
  free: "{{count}} bo'sh joy",
  noSlots: "Bu kunga bo'sh vaqt yo'q: boshqa kunni tanlang",
  noDays: "Yaqin kunlarda bo'sh vaqt yo'q. Filialga qo'ng'iroq qiling.",
  comment: 'Izoh',
  commentHint: 'Masalan: deraza oldida, bolalar stuli kerak',
  commentTooLong: 'Izoh {{max}} belgidan oshmasin',
  submit: 'Band qilish',
  submitting: 'Yuborilmoqda…',
  signInToBook: 'Band qilish uchun kiring',
  signInHint: "Bronni restoran sizning telefon raqamingiz bo'yicha tasdiqlaydi.",
  booked: 'Bron yuborildi: restoran tasdiqlashini kuting',
  noBranches: 'Hozir hech bir filial stol band qilmaydi',
  callBranch: 'Filial telefoni: {{phone}}',
  mine: 'Mening bronlarim',
  mineEmpty: "Hali bronlaringiz yo'q",
  mineSignedOut: "Bronlaringizni ko'rish uchun kiring",
  live: 'Holat avtomatik yangilanadi',
  guestsCount: '{{count}} mehmon',
  cancel: 'Bekor qilish',
  cancelConfirm: 'Bronni bekor qilasizmi?',
  cancelYes: 'Ha, bekor qilish',
  cancelNo: "Yo'q",
  canceled: 'Bron bekor qilindi',
  status: {
    NOT_ACCEPTED: 'Tasdiq kutilmoqda',
    ACCEPTED: 'Tasdiqlandi',
    REJECTED: 'Rad etildi',
    CANCELED: 'Bekor qilindi',
  },
};

export type BookingDictionary = typeof bookingUz;
