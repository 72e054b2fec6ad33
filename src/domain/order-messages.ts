/**
 * Every message an order rule answers a shopper with: one table per message, in Uzbek, Russian
 * and English. The Uzbek texts that SPEC.md points 4, 5 and 8 quote are copied exactly ("active
 * emas" included), but for one typo a shopper would read: the promo minimum says "bo'lishi kerak"
 * where SPEC has "bo'shi kerak" (docs/decisions/023). The Russian and English say the same.
 *
 * A rule answers an `OrderProblem` (a key and the values its text needs); `orderMessage` fills
 * the values in for each language. The server's error description (`{ ru, uz, eng }`) and the
 * storefront's notice are then one and the same text. Money values are integer so'm and are
 * written the way prices are (`formatMoney`), in the language of the text; counts as numbers.
 */
import type { Language } from '#schemas/common';
import { formatMoney } from './pricing.ts';
import type { OrderProblem } from './order-problem.ts';

export { problem, type OrderProblem } from './order-problem.ts';

export type LocalizedMessage = Readonly<Record<Language, string>>;

export const ORDER_MESSAGES = {
  // Promo codes, SPEC point 5 (the Uzbek texts are SPEC's).
  promoNotFound: {
    uz: 'Bunday promokod topilmadi!',
    ru: 'Такой промокод не найден!',
    eng: 'There is no such promo code!',
  },
  promoNotActive: {
    uz: 'Promokod active emas!',
    ru: 'Промокод не активен!',
    eng: 'The promo code is not active!',
  },
  promoNotStarted: {
    uz: 'Promokod boshlanish kuni hali kelmagan!',
    ru: 'Промокод ещё не начал действовать!',
    eng: 'The promo code has not started yet!',
  },
  promoExpired: {
    uz: "Promokod amal qilish muddatidan o'tgan!",
    ru: 'Срок действия промокода истёк!',
    eng: 'The promo code has expired!',
  },
  promoMinPrice: {
    uz: "Mahsulot minimal narxi {minPrice} dan yuqori bo'lishi kerak. Yana {missing} dan ko'proq qo'shing.",
    ru: 'Сумма товаров должна быть больше {minPrice}. Добавьте товаров больше чем на {missing}.',
    eng: 'The product total must be above {minPrice}. Add more than {missing}.',
  },
  promoApplied: {
    uz: "Promokod muvaffaqiyatli qo'shildi.",
    ru: 'Промокод успешно добавлен.',
    eng: 'The promo code has been applied.',
  },

  // Delivery, SPEC point 8.
  outsideServiceArea: {
    uz: 'Xizmat hududidan tashqarida',
    ru: 'Вне зоны обслуживания',
    eng: 'Outside the service area',
  },
  deliveryUnavailable: {
    uz: 'Tanlangan manzilga yetkazib berish mavjud emas, iltimos, boshqa manzil tanlang',
    ru: 'Доставка по выбранному адресу недоступна, пожалуйста, выберите другой адрес',
    eng: 'Delivery is not available at the chosen address, please choose another one',
  },
  belowMinimalDeliveryPrice: {
    uz: "Yetkazib berish uchun buyurtma kamida {minimal} bo'lishi kerak. Yana {missing} qo'shing.",
    ru: 'Минимальная сумма заказа с доставкой {minimal}: добавьте ещё {missing}.',
    eng: 'The minimum order for delivery is {minimal}: add {missing} more.',
  },

  // The basket and its branch.
  notEnoughStock: {
    uz: 'Mahsulot soni yetarlicha emas!',
    ru: 'Товара недостаточно в наличии!',
    eng: 'Not enough of the product in stock!',
  },
  basketEmpty: {
    uz: "Savat bo'sh",
    ru: 'Корзина пуста',
    eng: 'The basket is empty',
  },
  productUnavailable: {
    uz: "Savatdagi mahsulot hozir sotuvda yo'q",
    ru: 'Товара из корзины сейчас нет в продаже',
    eng: 'A product in the basket is not for sale now',
  },
  countInvalid: {
    uz: "Mahsulot soni noto'g'ri",
    ru: 'Неверное количество товара',
    eng: 'The product count is not valid',
  },
  modificationsInvalid: {
    uz: "Mahsulot qo'shimchalari noto'g'ri tanlangan",
    ru: 'Добавки к товару выбраны неверно',
    eng: "The product's options are not chosen correctly",
  },
  noBranchForBasket: {
    uz: 'Savatdagi barcha mahsulotlar bor filial topilmadi',
    ru: 'Нет филиала, где есть все товары из корзины',
    eng: 'No branch has every product in the basket',
  },
  addressRequired: {
    uz: 'Yetkazib berish manzilini tanlang',
    ru: 'Выберите адрес доставки',
    eng: 'Choose a delivery address',
  },

  addressNoPoint: {
    uz: 'Bu manzil xaritada belgilanmagan: yetkazib berish narxini bilish uchun uni xaritada belgilang',
    ru: 'Адрес не отмечен на карте: чтобы узнать цену доставки, отметьте его на карте',
    eng: 'This address is not marked on the map: mark it there to get the delivery price',
  },

  // The merchant's limits of one order (order-limits.ts).
  addressStreetRequired: {
    uz: "Ko'cha va uy raqamini yoki manzil nomini kiriting",
    ru: 'Укажите улицу и дом или название адреса',
    eng: 'Enter the street and house, or a name for the address',
  },
  lineCountTooHigh: {
    uz: "Bitta mahsulotdan bir buyurtmada ko'pi bilan {count} dona olish mumkin",
    ru: 'Одного товара в заказе можно взять не больше {count} шт.',
    eng: 'At most {count} of one product per order',
  },
  orderTotalTooHigh: {
    uz: 'Buyurtma summasi {maxTotal} dan oshmasligi kerak: savatdan biror narsani olib tashlang',
    ru: 'Сумма заказа не может быть больше {maxTotal}: уберите что-нибудь из корзины',
    eng: 'The order total cannot be more than {maxTotal}: remove something from the basket',
  },

  // Time, SPEC point 5.
  branchClosed: {
    uz: 'Filial hozir buyurtma qabul qilmaydi, buyurtmani boshqa vaqtga bering',
    ru: 'Филиал сейчас не принимает заказы, оформите заказ на другое время',
    eng: 'The branch is not taking orders now, order for a later time',
  },
  scheduleRequired: {
    uz: 'Buyurtma kuni va vaqtini tanlang',
    ru: 'Выберите день и время заказа',
    eng: 'Choose the day and time of the order',
  },
  slotNotOffered: {
    uz: 'Tanlangan vaqtga buyurtma qabul qilinmaydi, boshqa vaqtni tanlang',
    ru: 'На выбранное время заказы не принимаются, выберите другое время',
    eng: 'Orders are not taken for the chosen time, choose another time',
  },

  // Cashback.
  cashbackUnavailable: {
    uz: "Keshbek bilan to'lab bo'lmaydi",
    ru: 'Оплата кешбэком недоступна',
    eng: 'Paying with cashback is not available',
  },
  cashbackOverBalance: {
    uz: "Keshbek balansingizda {balance} bor, undan ko'p ishlatib bo'lmaydi",
    ru: 'На балансе кешбэка {balance}, больше использовать нельзя',
    eng: 'Your cashback balance is {balance}; you cannot use more',
  },

  // Cash: the note the shopper pays with (order-cash.ts).
  changeBelowTotal: {
    uz: "Qaytim so'raladigan summa buyurtma summasidan ({total}) kam bo'lmasligi kerak",
    ru: 'Сумма, с которой нужна сдача, не может быть меньше суммы заказа ({total})',
    eng: 'The amount to give change from cannot be less than the order total ({total})',
  },

  // A placed order, SPEC point 4 (the Uzbek texts are SPEC's).
  orderConfirmedTitle: {
    uz: 'Tasdiqlandi',
    ru: 'Подтверждено',
    eng: 'Confirmed',
  },
  orderConfirmed: {
    uz: 'Buyurtmangiz tasdiqlandi',
    ru: 'Ваш заказ подтверждён',
    eng: 'Your order is confirmed',
  },

  // What the brand does not offer (web settings), checked where an order is placed.
  serviceUnavailable: {
    uz: 'Bu xizmat turi mavjud emas, boshqasini tanlang',
    ru: 'Этот способ получения недоступен, выберите другой',
    eng: 'This way of getting the order is not offered, choose another',
  },
  paymentUnavailable: {
    uz: "Bu to'lov turi mavjud emas, boshqasini tanlang",
    ru: 'Этот способ оплаты недоступен, выберите другой',
    eng: 'This payment method is not offered, choose another',
  },
  branchRequired: {
    uz: 'Filialni tanlang',
    ru: 'Выберите филиал',
    eng: 'Choose a branch',
  },
  tableRequired: {
    uz: 'Stol raqamini kiriting',
    ru: 'Укажите номер стола',
    eng: 'Enter the table number',
  },
  tableCodeInvalid: {
    uz: 'Stol kodi yaroqsiz: kodni qayta skanerlang yoki ofitsiantni chaqiring',
    ru: 'Код стола недействителен: отсканируйте его снова или позовите официанта',
    eng: 'The table code is not valid: scan it again or ask a waiter',
  },
  receiverNameRequired: {
    uz: 'Qabul qiluvchining ismini kiriting',
    ru: 'Введите имя получателя',
    eng: "Enter the receiver's name",
  },
  receiverPhoneInvalid: {
    uz: "Qabul qiluvchining telefon raqami noto'g'ri: +998 (XX) XXX-XX-XX ko'rinishida kiriting",
    ru: 'Неверный номер получателя: введите в виде +998 (XX) XXX-XX-XX',
    eng: "The receiver's phone number is wrong: enter it as +998 (XX) XXX-XX-XX",
  },
} as const satisfies Record<string, LocalizedMessage>;

export type OrderMessageKey = keyof typeof ORDER_MESSAGES;

/** The names of the `{placeholders}` in a text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Placeholders that name a number of things, not money. */
const COUNT_PLACEHOLDERS: ReadonlySet<string> = new Set(['count']);

/**
 * One language of a message, its values filled in (money as prices are written, a `{count}` as a
 * plain number); a value the text names but was not given stays as `{name}`.
 */
export function orderMessageText(p: OrderProblem, language: Language): string {
  return ORDER_MESSAGES[p.key][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = p.values?.[name];
    if (value === undefined) return whole;
    return COUNT_PLACEHOLDERS.has(name) ? String(value) : formatMoney(value, language);
  });
}

/** The message in all three languages: the `description` of the API's error shape. */
export function orderMessage(p: OrderProblem): LocalizedMessage {
  return { uz: orderMessageText(p, 'uz'), ru: orderMessageText(p, 'ru'), eng: orderMessageText(p, 'eng') };
}
