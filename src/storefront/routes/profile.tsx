import { ProfileView } from '../features/accounts/components/profile-view.tsx';
import { LanguageChoice } from '../features/language/components/language-choice.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAccountTexts } from '../i18n/use-account-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function ProfileRoute() {
  useAccountTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('account.profileTitle'), usePlan().title), canonical: paths.profile });
  return <ProfileView languageChoice={<LanguageChoice />} />;
}
