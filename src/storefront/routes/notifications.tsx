import { NotificationsView } from '../features/orders/components/notifications-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useProfileTexts } from '../i18n/use-profile-texts.ts';

export default function NotificationsRoute() {
  useProfileTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('profile.notifications'), usePlan().title), canonical: paths.notifications });
  return <NotificationsView />;
}
