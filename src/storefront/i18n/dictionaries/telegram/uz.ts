/**
 * The Telegram mini app's texts in Uzbek: loaded with its chunk only (i18n/use-telegram-texts.ts).
 * ru.ts and eng.ts beside it have exactly the same keys.
 */
export const telegramUz = {
  contactTitle: 'Telefon raqamingizni ulashing',
  contactShare: 'Raqamni ulashish',
  contactWaiting: 'Raqamingiz kutilmoqda…',
  contactNotSent: 'Raqam yuborilmadi. Kirish uchun uni ulashing.',
  signInFailed: "Telegram orqali kirib bo'lmadi. Qayta urinib ko'ring.",
  retry: 'Qayta urinish',
  later: 'Keyinroq',
};
export type TelegramDictionary = typeof telegramUz;
