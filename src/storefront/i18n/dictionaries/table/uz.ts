/**
 * The table's texts in Uzbek (`table.*`): the bar of a shopper seated by a table's printed code,
 * its calls to the waiter and for the bill, loaded with that bar (i18n/use-table-texts.ts). ru.ts
 * and eng.ts beside it have exactly the same keys.
 */
export const tableUz = {
  label: 'Stol',
  seatedAt: '{{table}}, {{branch}}',
  checking: 'Stol kodi tekshirilmoqda…',
  seated: 'Buyurtmangiz shu stolga keladi',
  numbered: 'Stol {{name}}',
  invalid: "Bu stol kodi yaroqsiz yoki eskirgan. Ofitsiantdan yangi kodni so'rang.",
  callWaiter: 'Ofitsiantni chaqirish',
  askBill: "Hisobni so'rash",
  leave: 'Stoldan chiqish',
  left: 'Siz stoldan chiqdingiz',
  calls: 'Chaqiruvlar',
  live: 'Holat avtomatik yangilanadi',
  kind: {
    WAITER: 'Ofitsiant',
    BILL: 'Hisob',
  },
  status: {
    SENT: 'Yuborildi',
    ACKNOWLEDGED: 'Qabul qilindi',
    DONE: 'Bajarildi',
  },
  alreadyOpen: 'Chaqiruv allaqachon yuborilgan: {{status}}',
};

export type TableDictionary = typeof tableUz;
