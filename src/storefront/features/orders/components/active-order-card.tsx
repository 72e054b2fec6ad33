import { Link } from 'react-router';
import { cardOrder, orderStatusLabel } from '#domain/order-status';
import { useT } from '#storefront/i18n/use-t.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useActiveOrders } from '../api/orders.ts';
import '../orders.css';

/**
 * Startup step 5 (SPEC 1): a signed-in shopper's active orders, loaded after the page is theirs;
 * the one furthest along (on its way before one scheduled later) shows as a small card on the
 * home screen that opens it, its status kept current.
 */
export default function ActiveOrderCard() {
  useOrdersTexts();
  const { t, language } = useT();
  const session = useSession();
  const active = useActiveOrders(session.user?.id ?? null, session.status === 'signed-in');
  const order = cardOrder(active.data ?? []);
  if (!order?.id) return null;
  return (
    <Link
      className="active-order"
      to={paths.profileOrder(order.id)}
      aria-label={`${t('orders.activeCard')}: ${t('orders.number', { number: order.number ?? '—' })}, ${orderStatusLabel(order.status, language)}`}
    >
      <span className="active-order__title">
        {t('orders.activeCard')} · {t('orders.number', { number: order.number ?? '—' })}
      </span>
      <span className="badge" data-status={order.status}>
        {orderStatusLabel(order.status, language)}
      </span>
    </Link>
  );
}
