/** The Telegram mini app's texts (`telegram.*`) travel with its chunk, not with every page (i18n/screen-texts.ts). */
import { telegramUz } from './dictionaries/telegram/uz.ts';
import { telegramRu } from './dictionaries/telegram/ru.ts';
import { telegramEng } from './dictionaries/telegram/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const TELEGRAM = { uz: telegramUz, ru: telegramRu, eng: telegramEng } as const;

export function useTelegramTexts(): void {
  useScreenTexts('telegram', TELEGRAM);
}
