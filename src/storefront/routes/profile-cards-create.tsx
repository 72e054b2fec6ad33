import { CardCreateView } from '../features/payments/components/card-create-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePaymentTexts } from '../i18n/use-payment-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  usePaymentTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('payment.cards.createTitle'), usePlan().title), canonical: paths.profileCardsCreate });
  return <CardCreateView />;
}
