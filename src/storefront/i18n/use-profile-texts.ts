/**
 * The profile screens' texts (`profile.*`: the profile, the shopper's data, orders and notifications) travel with the screens that show them, not with every page
 * (i18n/screen-texts.ts): each of them calls this first.
 */
import { profileUz } from './dictionaries/profile/uz.ts';
import { profileRu } from './dictionaries/profile/ru.ts';
import { profileEng } from './dictionaries/profile/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const PROFILE = { uz: profileUz, ru: profileRu, eng: profileEng } as const;

export function useProfileTexts(): void {
  useScreenTexts('profile', PROFILE);
}
