import { useState } from 'react';
import { awaitsPayment } from '#domain/payment';
import type { PaymentType } from '#schemas/common';
import type { OrderDetail } from '#schemas/order-endpoints';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { toApiError } from '#storefront/lib/api-error.ts';
import { openOutside } from '#storefront/lib/outside-page.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { clockText, useSecondsLeft } from '#storefront/features/accounts/use-seconds-left.ts';
import { useChangeMethod, useCheckoutLink, usePayWithCard, useSavedCards } from '../api/payment-calls.ts';
import { lastFour } from '../card-input.ts';
import { PaymentMark } from './payment-mark.tsx';
import '../payments.css';

type Shown = 'waiting' | 'failed' | 'expired' | 'paid' | 'refunded';

const SHOWN: Readonly<Record<OrderDetail['paymentState'], Shown | null>> = {
  NONE: null,
  PENDING: 'waiting',
  FAILED: 'failed',
  EXPIRED: 'expired',
  PAID: 'paid',
  REFUNDED: 'refunded',
};

/**
 * An order's payment on its page (docs/decisions/018-payments.md), for an order paid online:
 * waiting, with the time left to pay, the way to the provider's page and to another method;
 * failed, with paying again and another method; expired (the order was cancelled); paid;
 * refunded. The page keeps the order current (live events, and a fresh read when the shopper
 * comes back to it); `changed` asks for a fresh read after the shopper's own change.
 */
export function OrderPayment({ order, changed }: { readonly order: OrderDetail; readonly changed: () => void }) {
  usePaymentTexts();
  useOrderTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const [choosing, setChoosing] = useState(false);
  const id = order.id ?? '';
  const link = useCheckoutLink();
  const change = useChangeMethod(id);
  const card = usePayWithCard();
  const expiresAt = order.paymentExpiresAt ? Date.parse(order.paymentExpiresAt) : null;
  const secondsLeft = useSecondsLeft(awaitsPayment(order.paymentState) ? expiresAt : null);
  const type = order.paymentType ?? null;
  const shown = SHOWN[order.paymentState];
  const open = !!shown && awaitsPayment(order.paymentState) && order.status !== 'CANCELED' && secondsLeft !== 0;
  const cards = useSavedCards(open && type === 'PAYME' && plan.payment.cards);
  // An unpaid order the restaurant cancelled waits for nothing: its status says it all.
  if (!shown || !type || (awaitsPayment(order.paymentState) && order.status === 'CANCELED')) return null;

  const name = (m: PaymentType) => t(asKey(`order.paymentType.${m}`));
  const provider = name(type);
  const busy = link.isPending || change.isPending || card.isPending;
  const failure = (error: unknown) => notify('error', toApiError(error).description[language]);

  const goPay = () =>
    link.mutate(id, {
      // The tab leaves for the provider's page, or (in the mini app) it opens outside and this page waits.
      onSuccess: (answer) => (answer.url ? openOutside(answer.url) : changed()),
      onError: () => notify('error', t('payment.linkFailed')),
    });
  const switchTo = (m: PaymentType) =>
    change.mutate(m, {
      onSuccess: (answer) => {
        setChoosing(false);
        changed();
        if (answer.url) openOutside(answer.url);
        else notify('success', t('payment.switched'));
      },
      onError: failure,
    });
  const payWith = (cardId: string) => card.mutate({ orderId: id, cardId }, { onSettled: changed, onError: failure });

  const title = {
    waiting: t('payment.waiting'),
    failed: t('payment.failed'),
    expired: t('payment.expired'),
    paid: t('payment.paidWith', { provider }),
    refunded: t('payment.refunded'),
  }[shown];
  const others = plan.payment.methods.filter((m) => m !== type);

  return (
    <section className="checkout__section order-payment" data-state={shown} aria-labelledby="order-payment">
      <h2 id="order-payment" className="checkout__title">
        {t('payment.title')}
      </h2>
      <p className="order-payment__state" aria-live="polite">
        <PaymentMark type={type} />
        <strong>{title}</strong>
      </p>
      {open && secondsLeft !== null ? <p className="order-payment__time">{t('payment.timeLeft', { time: clockText(secondsLeft) })}</p> : null}
      {awaitsPayment(order.paymentState) && secondsLeft === 0 && order.status !== 'CANCELED' ? <p className="field__hint">{t('payment.timeUp')}</p> : null}
      {shown === 'failed' && open ? <p className="field__hint">{t('payment.failedHint')}</p> : null}
      {shown === 'expired' ? <p className="field__hint">{t('payment.expiredHint')}</p> : null}
      {open ? (
        <div className="order-payment__actions">
          <button type="button" className="button button--primary" onClick={goPay} disabled={busy}>
            {link.isPending ? t('payment.goingTo', { provider }) : shown === 'failed' ? t('payment.payAgain') : t('payment.pay', { provider })}
          </button>
          {(cards.data ?? []).map((saved) => (
            <button key={saved.id} type="button" className="button" onClick={() => payWith(saved.id)} disabled={busy}>
              {card.isPending && card.variables?.cardId === saved.id ? t('payment.paying') : t('payment.payWithCard', { last: lastFour(saved.number) })}
            </button>
          ))}
          {others.length > 0 ? (
            <button
              type="button"
              className="button button--link"
              aria-expanded={choosing}
              aria-controls="order-payment-methods"
              onClick={() => setChoosing((c) => !c)}
            >
              {t('payment.chooseMethod')}
            </button>
          ) : null}
        </div>
      ) : null}
      {open && choosing ? (
        <ul id="order-payment-methods" className="order-payment__methods" aria-label={t('payment.methods')}>
          {others.map((m) => (
            <li key={m}>
              <button type="button" className="button pay-method-button" onClick={() => switchTo(m)} disabled={busy}>
                <PaymentMark type={m} />
                <span>{name(m)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
