import type { PaymentType } from '#schemas/common';
import type { OrderRequest } from '#schemas/order-entities';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { Choice, Section } from './form-parts.tsx';

/** How the order is paid: the payment types the plan offers on this channel. */
export function PaymentStep({ paymentType, update }: {
  readonly paymentType: PaymentType | null; readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
}) {
  const { t } = useT();
  const payments = usePlan().payment.methods;
  return (
    <Section title={t('order.payment')}>
      <div className="choices" role="radiogroup" aria-label={t('order.payment')}>
        {payments.map((m) => (
          <Choice key={m} name="payment" checked={paymentType === m} onChange={() => update((r) => ({ ...r, paymentType: m }))}>
            {t(asKey(`order.paymentType.${m}`))}
          </Choice>
        ))}
      </div>
    </Section>
  );
}
