import { DeliveryPointView } from '../features/addresses/delivery-point-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { useMapsTexts } from '../i18n/use-maps-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function AddressDeliveryRoute() {
  useMapsTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('maps.delivery.title'), usePlan().title), canonical: paths.addressDelivery });
  return <DeliveryPointView />;
}
