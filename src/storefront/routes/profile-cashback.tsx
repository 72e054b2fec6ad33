import { CashbackView } from '../features/cashback/components/cashback-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { useProfileTexts } from '../i18n/use-profile-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function ProfileCashbackRoute() {
  useProfileTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('profile.cashback'), usePlan().title), canonical: paths.profileCashback });
  return <CashbackView />;
}
