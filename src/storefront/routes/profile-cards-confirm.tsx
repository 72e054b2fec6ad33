import { CardConfirmView } from '../features/payments/components/card-confirm-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePaymentTexts } from '../i18n/use-payment-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  usePaymentTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('payment.cards.confirmTitle'), usePlan().title), canonical: paths.profileCardsConfirm });
  return <CardConfirmView />;
}
