import { useParams } from 'react-router';
import { OrderDetailView } from '../features/orders/components/order-detail.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useProfileTexts } from '../i18n/use-profile-texts.ts';

export default function ProfileOrderDetailRoute() {
  useProfileTexts();
  const { t } = useT();
  const id = useParams().id ?? '';
  usePageMeta({ title: screenTitle(t('profile.orders'), usePlan().title), canonical: paths.profileOrder(id) });
  return <OrderDetailView key={id} id={id} />;
}
