import type { TelegramDictionary } from './uz.ts';

export const telegramEng: TelegramDictionary = {
  contactTitle: 'Share your phone number',
  contactShare: 'Share the number',
  contactWaiting: 'Waiting for your number…',
  contactNotSent: 'The number was not sent. Share it to sign in.',
  signInFailed: 'Could not sign in with Telegram. Please try again.',
  retry: 'Try again',
  later: 'Later',
};
