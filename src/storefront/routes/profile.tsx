import { ProfileView } from '../features/accounts/components/profile-view.tsx';
import { LanguageChoice } from '../features/language/components/language-choice.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function ProfileRoute() {
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('profile.title'), usePlan().title), canonical: paths.profile });
  return <ProfileView languageChoice={<LanguageChoice />} />;
}
