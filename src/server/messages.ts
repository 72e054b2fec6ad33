/**
 * Every message the server answers with or sends, in the storefront's three languages, by key:
 * the description each error code carries by default (schemas/errors.ts), then the messages of
 * particular refusals, and the default SMS text. A message names the values it takes in braces
 * (`{max}`); `message(key, values)` fills them in. The rules' messages of ordering
 * (src/domain/order-messages.ts) and of an order's life (TRACKING_MESSAGES in
 * src/domain/order-status.ts) are shared with the storefront and stay in the domain.
 */
import type { Language } from '#schemas/common';
import type { ApiErrorCode } from '#schemas/errors';

export type MessageText = Readonly<Record<Language, string>>;

export const MESSAGES = {
  // ---- each error code's own description --------------------------------------------------------
  BAD_REQUEST: {
    uz: "So'rovda xato bor: maydonlarni tekshiring",
    ru: 'Ошибка в запросе: проверьте поля',
    eng: 'The request has an error: check the fields',
  },
  UNAUTHORIZED: {
    uz: 'Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring',
    ru: 'Сессия устарела. Пожалуйста, войдите снова',
    eng: 'Your session has expired. Please log in again',
  },
  FORBIDDEN: { uz: "Ruxsat yo'q", ru: 'Доступ запрещён', eng: 'Access denied' },
  MERCHANT_NOT_FOUND: { uz: 'Muassasa topilmadi', ru: 'Заведение не найдено', eng: 'Merchant not found' },
  NOT_FOUND: { uz: 'Topilmadi', ru: 'Не найдено', eng: 'Not found' },
  CONFLICT: { uz: "Ma'lumotlar o'zgargan, qaytadan urinib ko'ring", ru: 'Данные изменились, попробуйте снова', eng: 'The data changed, please try again' },
  TOO_MANY_REQUESTS: {
    uz: "Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Слишком много попыток. Попробуйте немного позже',
    eng: 'Too many attempts. Please try again a little later',
  },
  WRONG_CODE: {
    uz: "Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan.",
    ru: 'Неверный код или срок его ввода истёк.',
    eng: 'The code is wrong or has expired.',
  },
  INVALID_PHONE: {
    uz: "Telefon raqami noto'g'ri: +998 (XX) XXX-XX-XX ko'rinishida kiriting",
    ru: 'Неверный номер телефона: введите в виде +998 (XX) XXX-XX-XX',
    eng: 'The phone number is wrong: enter it as +998 (XX) XXX-XX-XX',
  },
  SMS_NOT_SENT: {
    uz: "SMS yuborib bo'lmadi. Qayta urinib ko'ring",
    ru: 'Не удалось отправить СМС. Попробуйте ещё раз',
    eng: 'Could not send the SMS. Please try again',
  },
  ORDER_REFUSED: {
    uz: "Buyurtmani qabul qilib bo'lmadi",
    ru: 'Заказ не может быть принят',
    eng: 'The order cannot be placed',
  },
  PRICE_CHANGED: {
    uz: "Narxlar o'zgardi: yangi summani tekshirib, qayta tasdiqlang",
    ru: 'Цены изменились: проверьте новую сумму и подтвердите снова',
    eng: 'The prices changed: check the new total and confirm again',
  },
  STATUS_NOT_ALLOWED: {
    uz: "Buyurtmani bu holatga o'tkazib bo'lmaydi",
    ru: 'Заказ нельзя перевести в этот статус',
    eng: 'The order cannot move to this status',
  },
  PRECONDITION_FAILED: {
    uz: "Bu narsani boshqa birov o'zgartirdi: sahifani yangilang",
    ru: 'Это уже кто-то изменил: обновите страницу',
    eng: 'Someone changed this since: reload',
  },
  INTERNAL: {
    uz: "Serverda xatolik. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Ошибка сервера. Попробуйте немного позже',
    eng: 'Server error. Please try again a little later',
  },
  UNAVAILABLE: {
    uz: "Server band. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Сервер занят. Попробуйте немного позже',
    eng: 'The server is busy. Please try again shortly',
  },

  // ---- accounts ---------------------------------------------------------------------------------
  phoneInUse: {
    uz: 'Bu raqam boshqa hisobga biriktirilgan',
    ru: 'Этот номер привязан к другой учётной записи',
    eng: 'This number belongs to another account',
  },
  phoneUnchanged: { uz: 'Bu sizning hozirgi raqamingiz', ru: 'Это ваш текущий номер', eng: 'This is your current number' },
  /** The SMS of a sign-in code when the merchant's `smsContent` is empty. */
  smsCode: {
    uz: '{brand}: tasdiqlash kodi {code}. Uni hech kimga bermang.',
    ru: '{brand}: код подтверждения {code}. Никому его не сообщайте.',
    eng: '{brand}: your confirmation code is {code}. Do not share it.',
  },
  addressNotFound: { uz: 'Manzil topilmadi', ru: 'Адрес не найден', eng: 'Address not found' },
  addressLimit: {
    uz: "Ko'pi bilan {max} ta manzil saqlash mumkin",
    ru: 'Можно сохранить не больше {max} адресов',
    eng: 'At most {max} addresses can be saved',
  },

  // ---- the brand's branches and cities ----------------------------------------------------------
  branchNotFound: { uz: 'Filial topilmadi', ru: 'Филиал не найден', eng: 'Branch not found' },
  noBranchNearby: {
    uz: 'Yaqin atrofda filial topilmadi',
    ru: 'Поблизости нет филиала',
    eng: 'No branch found nearby',
  },
  orderSettingNotFound: { uz: 'Shahar sozlamalari topilmadi', ru: 'Настройки города не найдены', eng: 'No order settings for this city' },

  // ---- orders -----------------------------------------------------------------------------------
  orderNotFound: { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден', eng: 'Order not found' },
  idempotencyKeyReused: {
    uz: "Bu so'rov kaliti boshqa buyurtma uchun ishlatilgan",
    ru: 'Этот ключ запроса уже использован для другого заказа',
    eng: 'This Idempotency-Key was used for another order',
  },
  statusMoveNotAllowed: {
    uz: "Buyurtmani {from} holatidan {to} holatiga o'tkazib bo'lmaydi. Mumkin: {allowed}",
    ru: 'Заказ нельзя перевести из {from} в {to}. Можно: {allowed}',
    eng: 'The order cannot move from {from} to {to}. Allowed: {allowed}',
  },
  courierNotFound: { uz: 'Kuryer topilmadi', ru: 'Курьер не найден', eng: 'Courier not found' },
  courierNeedsActiveDelivery: {
    uz: 'Kuryerni faqat faol yetkazib berish buyurtmasiga biriktirish mumkin',
    ru: 'Курьера можно назначить только на активный заказ с доставкой',
    eng: 'A courier can be assigned to an active delivery only',
  },

  // ---- online payments ----------------------------------------------------------------------------
  awaitingPayment: {
    uz: "Buyurtma hali to'lanmagan: uni faqat bekor qilish mumkin",
    ru: 'Заказ ещё не оплачен: его можно только отменить',
    eng: 'The order is not paid yet: it can only be cancelled',
  },
  paymentNotAwaited: {
    uz: "Bu buyurtma to'lovni kutmayapti",
    ru: 'Этот заказ не ожидает оплаты',
    eng: 'This order is not waiting for a payment',
  },
  paymentProviderFailed: {
    uz: "To'lov tizimi javob bermadi. Birozdan so'ng qayta urinib ko'ring yoki boshqa usulni tanlang",
    ru: 'Платёжная система не ответила. Попробуйте позже или выберите другой способ',
    eng: 'The payment provider did not answer. Try again shortly or choose another method',
  },
  cardNotKept: {
    uz: "Karta tasdiqlanmagan yoki topilmadi: uni qaytadan qo'shing",
    ru: 'Карта не подтверждена или не найдена: добавьте её заново',
    eng: 'The card is not verified or was not found: add it again',
  },
  cardPaymentRefused: {
    uz: "Karta bilan to'lab bo'lmadi: boshqa karta yoki usulni tanlang",
    ru: 'Оплата картой не прошла: выберите другую карту или способ',
    eng: 'The card payment did not go through: choose another card or method',
  },
  cardNotFound: { uz: 'Karta topilmadi', ru: 'Карта не найдена', eng: 'Card not found' },
  cardsUnavailable: {
    uz: 'Saqlangan kartalar bu muassasada mavjud emas',
    ru: 'Сохранённые карты недоступны в этом заведении',
    eng: 'Saved cards are not available at this merchant',
  },

  // ---- the merchant studio --------------------------------------------------------------------------
  versionChanged: {
    uz: "Sozlamalarni {who} o'zgartirdi: sahifani yangilang, o'zgarishlaringiz qoralamada qoladi",
    ru: 'Настройки изменил(а) {who}: обновите страницу, ваши правки останутся в черновике',
    eng: '{who} changed the settings: reload, your edits stay in the draft',
  },
  draftChanged: {
    uz: "Qoralamani {who} saqladi: sahifani yangilang va o'zgarishlaringizni qayta kiriting",
    ru: 'Черновик сохранил(а) {who}: обновите страницу и внесите правки снова',
    eng: '{who} saved the draft: reload and make your edits again',
  },
  itemChanged: {
    uz: "Buni {who} o'zgartirdi: sahifani yangilang, so'ng o'zgarishingizni qayta kiriting",
    ru: 'Это изменил(а) {who}: обновите страницу и внесите правку снова',
    eng: '{who} changed this since you opened it: reload and make your edit again',
  },
  itemExists: {
    uz: 'Bu raqam ({key}) band: boshqa raqam tanlang',
    ru: 'Номер {key} уже занят: выберите другой',
    eng: 'The number {key} is taken: choose another',
  },
  itemKeyMismatch: {
    uz: "Manzildagi raqam ({key}) va ma'lumotdagi raqam bir xil bo'lsin",
    ru: 'Номер в адресе ({key}) и в данных должны совпадать',
    eng: 'The number in the address ({key}) and in the item must be the same',
  },
  itemRefused: {
    uz: "Saqlanmadi, hech narsa o'zgarmadi: {field} — {problem}",
    ru: 'Не сохранено, ничего не изменилось: {field} — {problem}',
    eng: 'Not saved, nothing changed: {field}: {problem}',
  },
  itemInUse: {
    uz: "O'chirilmadi: unga hali {count} ta narsa bog'langan ({names}). Avval ularni ko'chiring yoki o'chiring",
    ru: 'Не удалено: на это ещё ссылаются {count} ({names}). Сначала перенесите или удалите их',
    eng: 'Not removed: {count} still point at it ({names}). Move or remove those first',
  },
  versionGone: {
    uz: "Bu versiyada brend saqlanmagan: uni qaytarib bo'lmaydi",
    ru: 'В этой версии бренд не сохранён: её нельзя вернуть',
    eng: 'This version did not keep the brand: it cannot be restored',
  },
  nothingToPublish: { uz: "E'lon qilish uchun qoralama yo'q", ru: 'Нет черновика для публикации', eng: 'There is no draft to publish' },
  unknownKeys: {
    uz: "Ma'lumotda noma'lum maydon bor: nomini tekshiring (xatolar ro'yxatida)",
    ru: 'В данных есть неизвестное поле: проверьте его имя (см. список ошибок)',
    eng: 'The data holds a field it does not know: check its name (see the list of problems)',
  },
  imageHeic: {
    uz: 'HEIC rasmi qabul qilinmadi: uni JPEG qilib saqlang (iPhone: Sozlamalar → Kamera → Formatlar → «Eng mos») yoki skrinshotini yuklang',
    ru: 'Снимок HEIC не принят: сохраните его как JPEG (iPhone: Настройки → Камера → Форматы → «Наиболее совместимый») или загрузите снимок экрана',
    eng: 'A HEIC photo was refused: save it as a JPEG (iPhone: Settings → Camera → Formats → Most Compatible) or upload a screenshot of it',
  },
  imageSvgUnsafe: {
    uz: "SVG qabul qilinmadi: unda skript, havola yoki chizib bo'lmaydigan qism bor. Uni PNG qilib saqlang",
    ru: 'SVG не принят: в нём есть скрипт, ссылка наружу или то, что нельзя нарисовать. Сохраните его как PNG',
    eng: 'The SVG was refused: it holds a script, a link outside it or something that cannot be drawn. Save it as a PNG',
  },
  imageRefused: {
    uz: "Rasm qabul qilinmadi: PNG, JPEG yoki WebP, 5 MB va 4096x4096 pikselgacha bo'lsin",
    ru: 'Изображение не принято: нужен PNG, JPEG или WebP до 5 МБ и 4096x4096 пикселей',
    eng: 'The image was refused: a PNG, JPEG or WebP of at most 5 MB and 4096x4096 pixels',
  },
  lastOwner: {
    uz: "Oxirgi egani olib tashlab ham, unga boshqa rol berib ham bo'lmaydi",
    ru: 'Последнего владельца нельзя ни удалить, ни перевести на другую роль',
    eng: 'The last owner can be neither removed nor given another role',
  },

  // ---- the shopper's features beside ordering (decision 021) ------------------------------------------
  featureOff: { uz: "Bu bo'lim yoqilmagan", ru: 'Этот раздел отключён', eng: 'This section is turned off' },
  productNotFound: { uz: 'Mahsulot topilmadi', ru: 'Товар не найден', eng: 'Product not found' },
  favouriteLimit: {
    uz: "Ko'pi bilan {max} ta sevimli mahsulot saqlash mumkin",
    ru: 'Можно сохранить не больше {max} избранных товаров',
    eng: 'At most {max} favourites can be kept',
  },
  vacancyNotFound: { uz: 'Vakansiya topilmadi', ru: 'Вакансия не найдена', eng: 'Vacancy not found' },
  applicationLimit: {
    uz: "Ariza juda ko'p yuborildi. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Слишком много откликов. Попробуйте позже',
    eng: 'Too many applications. Please try again later',
  },
  reservationNotFound: { uz: 'Bron topilmadi', ru: 'Бронь не найдена', eng: 'Booking not found' },
  reservationLimit: {
    uz: "Bir vaqtda ko'pi bilan {max} ta bron qilish mumkin",
    ru: 'Одновременно можно держать не больше {max} броней',
    eng: 'At most {max} bookings can be held at once',
  },
  tableNotFound: {
    uz: 'Stol kodi topilmadi: kodni qayta skanerlang yoki ofitsiantni chaqiring',
    ru: 'Код стола не найден: отсканируйте его снова или позовите официанта',
    eng: 'The table code was not found: scan it again or ask a waiter',
  },
  tableCallNotFound: { uz: 'Chaqiruv topilmadi', ru: 'Вызов не найден', eng: 'Call not found' },
  callCooldown: {
    uz: "Ofitsiant hozirgina keldi: {seconds} soniyadan so'ng qayta chaqiring",
    ru: 'Официант только что подходил: позовите снова через {seconds} с',
    eng: 'The waiter has just been: call again in {seconds} s',
  },
  alreadyReviewed: { uz: 'Bu buyurtma allaqachon baholangan', ru: 'Этот заказ уже оценён', eng: 'This order has been reviewed already' },

  // ---- the Telegram mini app --------------------------------------------------------------------
  initDataRefused: {
    uz: "Telegram ma'lumotlari tasdiqlanmadi. Ilovani bot orqali qayta oching",
    ru: 'Данные Telegram не подтверждены. Откройте приложение из бота заново',
    eng: 'Telegram could not be verified. Open the app from the bot again',
  },
  contactRequired: {
    uz: 'Kirish uchun telefon raqamingizni bot orqali yuboring',
    ru: 'Чтобы войти, отправьте свой номер телефона через бота',
    eng: 'To sign in, share your phone number through the bot',
  },
  telegramNotLinked: {
    uz: "Telegram hisobingiz hali bog'lanmagan: tizimga kiring",
    ru: 'Ваш Telegram ещё не привязан: войдите',
    eng: 'Your Telegram is not linked yet: sign in',
  },
  notATelegramShopper: {
    uz: 'Telegram orqali buyurtma berish uchun ilovaga bot orqali kiring',
    ru: 'Чтобы заказать через Telegram, войдите в приложение из бота',
    eng: 'To order through Telegram, sign in to the app from the bot',
  },
} as const satisfies Readonly<Record<ApiErrorCode, MessageText>> & Readonly<Record<string, MessageText>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message of `key` in every language, each `{name}` replaced by its value. */
export function message(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): MessageText {
  const text: MessageText = MESSAGES[key];
  const names = Object.keys(values);
  if (names.length === 0) return text;
  const fill = (template: string) => names.reduce((filled, name) => filled.replaceAll(`{${name}}`, String(values[name])), template);
  return { uz: fill(text.uz), ru: fill(text.ru), eng: fill(text.eng) };
}
