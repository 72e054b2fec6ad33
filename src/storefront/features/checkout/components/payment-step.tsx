import { useState } from 'react';
import type { PaymentType } from '#schemas/common';
import type { OrderRequest } from '#schemas/order-entities';
import { isOnlinePayment } from '#domain/payment';
import { orderMessageText, type OrderProblem } from '#domain/order-messages';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { PaymentMark } from '#storefront/features/payments/components/payment-mark.tsx';
import { SavedCardChoice } from '#storefront/features/payments/components/saved-card-choice.tsx';
import { Section } from './form-parts.tsx';

/** The largest note a shopper may name: the contract's order ceiling has more digits than any note. */
const CHANGE_DIGITS = 9;

/**
 * How the order is paid: the payment types the plan offers on this channel, each with its mark
 * and what happens next. Cash may name the note it is paid with (change comes with the order); a
 * Payme order of a signed-in shopper may be paid with a saved card instead of Payme's page.
 */
export function PaymentStep({
  paymentType,
  changeFrom,
  changeProblem,
  update,
  card,
  signedIn,
}: {
  readonly paymentType: PaymentType | null;
  readonly changeFrom: number | null | undefined;
  /** Why the change-from amount cannot pay the order (below its total); null when it can. */
  readonly changeProblem: OrderProblem | null;
  readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
  readonly card: { readonly id: string | null; readonly choose: (id: string | null) => void };
  readonly signedIn: boolean;
}) {
  usePaymentTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const payments = plan.payment.methods;
  // A note below the total is said once the shopper leaves the field, not at each digit typed.
  const [typing, setTyping] = useState(false);
  const shownProblem = typing ? null : changeProblem;
  const name = (m: PaymentType) => t(asKey(`order.paymentType.${m}`));
  const hint = (m: PaymentType) =>
    m === 'CASH'
      ? t('payment.cashHint')
      : m === 'TERMINAL'
        ? t('payment.terminalHint')
        : isOnlinePayment(m)
          ? t('payment.onlineHint', { provider: name(m) })
          : null;
  return (
    <Section title={t('order.payment')} field="payment">
      <div className="choices choices--column pay-methods" role="radiogroup" aria-label={t('order.payment')}>
        {payments.map((m) => (
          <label key={m} className="choice">
            <input type="radio" name="payment" checked={paymentType === m} onChange={() => update((r) => ({ ...r, paymentType: m }))} />
            <PaymentMark type={m} />
            <span className="choice__text">
              {name(m)}
              {hint(m) ? <span className="choice__hint">{hint(m)}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {paymentType === 'CASH' ? (
        <label className="field">
          <span className="field__label">{t('payment.changeFrom')}</span>
          <input
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CHANGE_DIGITS}
            value={changeFrom ? String(changeFrom) : ''}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').slice(0, CHANGE_DIGITS);
              setTyping(true);
              update((r) => ({ ...r, changeFrom: digits ? Number(digits) : null }));
            }}
            onBlur={() => setTyping(false)}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby="change-from-note"
          />
          {shownProblem ? (
            <span id="change-from-note" className="field__error" role="alert">
              {orderMessageText(shownProblem, language)}
            </span>
          ) : (
            <span id="change-from-note" className="field__hint">
              {t('payment.changeFromHint')}
            </span>
          )}
        </label>
      ) : null}
      {paymentType === 'PAYME' && signedIn && plan.payment.cards ? <SavedCardChoice cardId={card.id} choose={card.choose} back={paths.checkout} /> : null}
    </Section>
  );
}
