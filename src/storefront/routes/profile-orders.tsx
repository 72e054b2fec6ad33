import { OrdersList } from '../features/orders/components/orders-list.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useProfileTexts } from '../i18n/use-profile-texts.ts';

export default function ProfileOrdersRoute() {
  useProfileTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('profile.orders'), usePlan().title), canonical: paths.profileOrders });
  return <OrdersList />;
}
