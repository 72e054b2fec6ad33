import { Link } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { useCartTexts } from '#storefront/i18n/use-cart-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useCheckout } from '../use-checkout.ts';
import { Confirmation } from './confirmation.tsx';
import { ServiceStep } from './service-step.tsx';
import { TimeStep } from './time-step.tsx';
import { CashbackStep, PromoStep } from './promo-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { ReceiverStep } from './receiver-step.tsx';
import { usePlan } from '#storefront/lib/app-context.tsx';
import '#storefront/components/ui/forms.css';

/**
 * Checkout (SPEC 5), step by step: how the order is received and where, when, promo and
 * cashback, payment, then comments, the server's price and placing it. The state and the rules
 * are the checkout's hook (use-checkout.ts, #domain/order-choices); this page draws its states
 * and the steps.
 */
export function CheckoutPage() {
  useOrderTexts();
  useCartTexts();
  const { t } = useT();
  const session = useSession();
  const plan = usePlan();
  const checkout = useCheckout();
  const { request, update, choices, quote } = checkout;

  if (checkout.placed) return <Confirmation placed={checkout.placed} />;
  if (checkout.leaving) {
    return (
      <div className="checkout" aria-busy="true">
        <h1 className="page-title">{t('nav.checkout')}</h1>
        <p className="checkout__message" role="status">
          {checkout.placeLabel}
        </p>
      </div>
    );
  }
  if (checkout.loading) {
    return (
      <div className="checkout" aria-busy="true">
        <h1 className="page-title">{t('nav.checkout')}</h1>
        <Skeleton className="skeleton--paragraph" />
        <Skeleton className="skeleton--paragraph" />
      </div>
    );
  }
  if (checkout.empty) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('basket.empty')}
        text={t('basket.emptyHint')}
        action={
          <Link className="button button--primary" to={paths.home}>
            {t('basket.toMenu')}
          </Link>
        }
      />
    );
  }
  if (checkout.failure) return <LoadState headingLevel={1} error={checkout.failure.error} retry={checkout.failure.retry} />;
  if (checkout.flagged) {
    return (
      <StateMessage
        headingLevel={1}
        tone="error"
        title={t('cart.flagged')}
        action={
          <Link className="button button--primary" to={paths.basket}>
            {t('cart.basketTitle')}
          </Link>
        }
      />
    );
  }

  return (
    <form
      className="checkout"
      onSubmit={(e) => {
        e.preventDefault();
        checkout.place();
      }}
      noValidate
    >
      <h1 className="page-title">{t('nav.checkout')}</h1>
      {checkout.alone ? (
        <div className="checkout__message checkout__buy-now" role="status">
          <p>{t('order.buyNowNote', { name: checkout.alone.name, count: checkout.alone.count })}</p>
          <button type="button" className="button button--link" onClick={checkout.alone.orderBasket}>
            {t('order.buyNowBasket')}
          </button>
        </div>
      ) : null}
      <ServiceStep
        choices={choices}
        update={update}
        signedIn={session.status === 'signed-in'}
        problemAt={checkout.problemAt}
        seated={checkout.seated}
        addressKeeping={checkout.addressKeeping}
      />
      {plan.features.receiver && !checkout.seated ? <ReceiverStep request={request} update={update} problem={checkout.problemAt('receiver')} /> : null}
      <TimeStep request={request} update={update} schedule={checkout.schedule} problem={checkout.problemAt('time')} />
      <PromoStep request={request} update={update} applied={quote.promo} problem={quote.promoProblem} />
      <CashbackStep request={request} update={update} />
      <PaymentStep
        paymentType={choices.paymentType}
        changeFrom={request.changeFrom}
        changeProblem={checkout.changeProblem}
        update={update}
        card={checkout.card}
        signedIn={session.status === 'signed-in'}
      />
      <SummaryStep
        request={request}
        update={update}
        totals={quote.totals}
        stale={quote.stale}
        serviceType={choices.serviceType}
        freeDeliveryAbove={quote.freeDeliveryAbove}
        pricing={quote.pricing}
        problem={quote.problem}
        blockers={checkout.blockers}
        notice={checkout.notice}
        placeLabel={checkout.placeLabel}
        canPlace={checkout.canPlace}
        placing={checkout.placing}
        hostShowsPlace={checkout.hostShowsPlace}
      />
    </form>
  );
}
