/**
 * The sign-in and profile screens' texts (`account.*`) travel with those screens, not with every
 * page (i18n/screen-texts.ts): each of them calls this first.
 */
import { accountUz } from './dictionaries/account/uz.ts';
import { accountRu } from './dictionaries/account/ru.ts';
import { accountEng } from './dictionaries/account/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const ACCOUNT = { uz: accountUz, ru: accountRu, eng: accountEng } as const;

export function useAccountTexts(): void {
  useScreenTexts('account', ACCOUNT);
}
