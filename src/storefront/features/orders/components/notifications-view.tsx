import { Link } from 'react-router';
import type * as z from 'zod/mini';
import type { orderEventSchema } from '#schemas/order-endpoints';
import { orderStatusLabel } from '#domain/order-status';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useNotifications } from '../api/orders.ts';
import { dateTimeLabel, timeLabel } from '#domain/order-dates';
import '../orders.css';

type StatusEvent = z.infer<typeof orderEventSchema>;

/** The events grouped by their order, newest order first, each order's steps newest first. */
export function byOrder<E extends { readonly orderId: string }>(events: readonly E[]): E[][] {
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const group = groups.get(event.orderId);
    if (group) group.push(event);
    else groups.set(event.orderId, [event]);
  }
  return [...groups.values()];
}

function OrderSteps({ steps }: { readonly steps: readonly StatusEvent[] }) {
  const { t, language } = useT();
  const [latest, ...earlier] = steps;
  if (!latest) return null;
  const label = (e: StatusEvent) => (e.status ? orderStatusLabel(e.status, language) : '');
  return (
    <li className="order-row">
      <Link className="order-row__link" to={paths.profileOrder(latest.orderId)}>
        <span>{t('orders.statusChanged', { number: latest.number ?? '—', status: label(latest) })}</span>
        <time className="order-row__meta" dateTime={latest.at}>
          {dateTimeLabel(new Date(latest.at), language)}
        </time>
        {earlier.length ? (
          <ol className="order-row__steps" aria-label={t('orders.timeline')}>
            {earlier.map((e) => (
              <li key={e.id}>
                {label(e)} · <time dateTime={e.at}>{timeLabel(new Date(e.at))}</time>
              </li>
            ))}
          </ol>
        ) : null}
      </Link>
    </li>
  );
}

function List({ userId }: { readonly userId: string }) {
  const { t } = useT();
  const pages = useNotifications(userId);
  if (pages.isPending || pages.error) return <LoadState pending={pages.isPending} error={pages.error} retry={pages.refetch} />;
  const events = pages.data.pages.flat();
  if (events.length === 0) return <StateMessage title={t('orders.notificationsEmpty')} />;
  return (
    <>
      <ul className="orders__list">
        {byOrder(events).map((steps) => (
          <OrderSteps key={steps[0]!.orderId} steps={steps} />
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

/** /notifications: the shopper's status changes, one entry an order (its latest status, the earlier ones under it), newest first. */
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
