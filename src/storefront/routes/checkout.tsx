import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { useT } from '../i18n/use-t.ts';
import { useOrderTexts } from '../i18n/use-order-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function CheckoutRoute() {
  useOrderTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('nav.checkout'), usePlan().title), canonical: paths.checkout });
  return <CheckoutPage />;
}
