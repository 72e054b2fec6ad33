import type { TelegramDictionary } from './uz.ts';

export const telegramRu: TelegramDictionary = {
  contactTitle: 'Поделитесь номером телефона',
  contactShare: 'Поделиться номером',
  contactWaiting: 'Ждём ваш номер…',
  contactNotSent: 'Номер не отправлен. Чтобы войти, поделитесь им.',
  signInFailed: 'Не удалось войти через Telegram. Попробуйте ещё раз.',
  retry: 'Повторить',
  later: 'Позже',
};
