import { Link } from 'react-router';
import { orderMessageText } from '#domain/order-messages';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import type { Placed } from '../use-checkout.ts';

/** The order is placed: its number, the way to follow it and back to the menu. */
export function Confirmation({ placed }: { readonly placed: Placed }) {
  const { t, language } = useT();
  const plan = usePlan();
  const orderPage = plan.routes.some((r) => r.id === 'profileOrderDetail');
  return (
    <div className="confirmation" role="status">
      <h1 className="page-title">{orderMessageText({ key: 'orderConfirmedTitle' }, language)}</h1>
      <p>{orderMessageText({ key: 'orderConfirmed' }, language)}</p>
      {placed.number !== null ? <p className="checkout__message">{t('order.confirmedNumber', { number: placed.number })}</p> : null}
      {orderPage ? (
        <Link className="button button--primary" to={paths.profileOrder(placed.id)}>
          {t('order.toOrder')}
        </Link>
      ) : null}
      <Link className="button" to={paths.home}>
        {t('order.toMenu')}
      </Link>
    </div>
  );
}
