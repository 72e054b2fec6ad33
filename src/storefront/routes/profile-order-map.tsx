import { useParams } from 'react-router';
import { OrderMapView } from '../features/orders/components/order-map.tsx';
import { useT } from '../i18n/use-t.ts';
import { useOrdersTexts } from '../i18n/use-orders-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function ProfileOrderMapRoute() {
  useOrdersTexts();
  const { t } = useT();
  const id = useParams().id ?? '';
  usePageMeta({ title: screenTitle(t('orders.onMap'), usePlan().title), canonical: paths.profileOrderMap(id) });
  return <OrderMapView key={id} id={id} />;
}
