import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '#schemas/order-entities';
import { formatMoney } from '#domain/pricing';
import { orderStatusLabel } from '#domain/order-status';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useOrderPages } from '../api/orders.ts';
import { dateTimeLabel, dayLabel } from '#domain/order-dates';
import type { Language } from '#schemas/common';
import '../orders.css';

/** When a scheduled order is due (its branch-local day and time), or null for one made at once. */
function dueLabel(order: Order, language: Language): string | null {
  if (!order.later || !order.day) return null;
  return [dayLabel(order.day, language), order.time].filter(Boolean).join(', ');
}

/** An order in a list: a scheduled one shows when it is due, any other when it was placed. */
export function OrderRow({ order }: { readonly order: Order }) {
  const { t, language } = useT();
  const created = (order as { createdDate?: unknown }).createdDate;
  const placed = typeof created === 'string' ? new Date(created) : null;
  const due = dueLabel(order, language);
  return (
    <li className="order-row">
      <Link className="order-row__link" to={paths.profileOrder(order.id ?? '')}>
        <span className="order-row__head">
          <strong>{t('orders.number', { number: order.number ?? '—' })}</strong>
          <span className="badge" data-status={order.status}>
            {orderStatusLabel(order.status, language)}
          </span>
        </span>
        <span className="order-row__meta">
          {due ? (
            <span className="order-row__due">
              {t('orders.scheduledFor')}: {due}
            </span>
          ) : placed ? (
            <time dateTime={placed.toISOString()}>{dateTimeLabel(placed, language)}</time>
          ) : null}
          <span>{t('orders.items', { count: order.productCount ?? 0 })}</span>
          <strong>{formatMoney(order.totalPrice ?? 0, language)}</strong>
        </span>
      </Link>
    </li>
  );
}

/**
 * No active order: when the archive holds some, say so and lead there, rather than "no orders yet"
 * to a shopper who has ordered before.
 */
function NoActiveOrder({ userId, toArchive }: { readonly userId: string; readonly toArchive: () => void }) {
  const { t } = useT();
  const archive = useOrderPages(userId, true);
  const some = (archive.data?.pages[0]?.content.length ?? 0) > 0;
  if (archive.isPending) return <LoadState pending lines={2} />;
  if (!some) return <NoOrders />;
  return (
    <StateMessage
      title={t('orders.noActive')}
      text={t('orders.noActiveHint')}
      action={
        <button type="button" className="button button--primary" onClick={toArchive}>
          {t('orders.toArchive')}
        </button>
      }
    />
  );
}

function NoOrders() {
  const { t } = useT();
  return (
    <StateMessage
      title={t('orders.empty')}
      text={t('orders.emptyHint')}
      action={
        <Link className="button button--primary" to={paths.home}>
          {t('basket.toMenu')}
        </Link>
      }
    />
  );
}

function Tab({ userId, archive, toArchive }: { readonly userId: string; readonly archive: boolean; readonly toArchive: () => void }) {
  const { t } = useT();
  const pages = useOrderPages(userId, archive);
  if (pages.isPending || pages.error) return <LoadState pending={pages.isPending} lines={2} error={pages.error} retry={pages.refetch} />;
  const orders = pages.data.pages.flatMap((p) => p.content);
  if (orders.length === 0 && !archive) return <NoActiveOrder userId={userId} toArchive={toArchive} />;
  if (orders.length === 0) {
    return <NoOrders />;
  }
  return (
    <>
      <ul className="orders__list">
        {orders.map((o) => (
          <OrderRow key={o.id} order={o} />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <button type="button" className="button button--block" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {pages.isFetchingNextPage ? t('common.loading') : t('orders.more')}
        </button>
      ) : null}
    </>
  );
}

/** /profile/orders: Active and Archive tabs, 10 a page. */
export function OrdersList() {
  useOrdersTexts();
  const { t } = useT();
  const session = useSession();
  const [archive, setArchive] = useState(false);
  const userId = session.user?.id ?? null;
  return (
    <div className="orders">
      <h1 className="page-title">{t('orders.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('orders.title')}>
        <button
          type="button"
          role="tab"
          id="orders-tab-active"
          aria-selected={!archive}
          aria-controls="orders-panel"
          className="tabs__tab"
          onClick={() => setArchive(false)}
        >
          {t('orders.active')}
        </button>
        <button
          type="button"
          role="tab"
          id="orders-tab-archive"
          aria-selected={archive}
          aria-controls="orders-panel"
          className="tabs__tab"
          onClick={() => setArchive(true)}
        >
          {t('orders.archive')}
        </button>
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={archive ? 'orders-tab-archive' : 'orders-tab-active'}>
        {userId ? (
          <Tab
            key={String(archive)}
            userId={userId}
            archive={archive}
            toArchive={() => {
              setArchive(true);
              document.getElementById('orders-tab-archive')?.focus();
            }}
          />
        ) : (
          <Skeleton className="skeleton--paragraph" />
        )}
      </div>
    </div>
  );
}
