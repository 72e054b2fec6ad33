import { Link } from 'react-router';
import { orderStatusLabel } from '#domain/order-status';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useNotifications } from '../api/orders.ts';
import { dateTimeLabel } from '#domain/order-dates';
import '../orders.css';

function List({ userId }: { readonly userId: string }) {
  const { t, language } = useT();
  const pages = useNotifications(userId);
  if (pages.isPending || pages.error) return <LoadState pending={pages.isPending} error={pages.error} retry={pages.refetch} />;
  const events = pages.data.pages.flat();
  if (events.length === 0) return <StateMessage title={t('orders.notificationsEmpty')} />;
  return (
    <>
      <ul className="orders__list">
        {events.map((e) => (
          <li key={e.id} className="order-row">
            <Link className="order-row__link" to={paths.profileOrder(e.orderId)}>
              <span>{t('orders.statusChanged', { number: e.number ?? '—', status: e.status ? orderStatusLabel(e.status, language) : '' })}</span>
              <time className="order-row__meta" dateTime={e.at}>
                {dateTimeLabel(new Date(e.at), language)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <button type="button" className="button button--block" onClick={() => void pages.fetchNextPage()}>
          {t('orders.more')}
        </button>
      ) : null}
    </>
  );
}

/** /notifications: the shopper's status changes, newest first. */
export function NotificationsView() {
  useOrdersTexts();
  const { t } = useT();
  const session = useSession();
  return (
    <div className="orders">
      <h1 className="page-title">{t('orders.notificationsTitle')}</h1>
      {session.user?.id ? <List userId={session.user.id} /> : <Skeleton className="skeleton--paragraph" />}
    </div>
  );
}
