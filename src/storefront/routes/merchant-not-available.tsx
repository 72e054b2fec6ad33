import { MerchantNotAvailable } from '../features/merchant/components/merchant-not-available.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePageMeta } from '../lib/render-context.tsx';

export default function MerchantNotAvailableRoute() {
  const { t } = useT();
  usePageMeta({ title: t('merchant.notAvailableTitle') });
  return <MerchantNotAvailable />;
}
