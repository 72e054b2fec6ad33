import { UserProfile } from '../features/accounts/components/user-profile.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAccountTexts } from '../i18n/use-account-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useProfileTexts } from '../i18n/use-profile-texts.ts';

export default function ProfileUserRoute() {
  useProfileTexts();
  useAccountTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('profile.user'), usePlan().title), canonical: paths.profileUser });
  return <UserProfile />;
}
