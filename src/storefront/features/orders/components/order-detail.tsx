import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#domain/pricing';
import { showPhone } from '#domain/phone';
import { addressInWords } from '#domain/order-address';
import { lineBeforeDiscount } from '#domain/order-bill';
import { Bill } from '#storefront/components/ui/bill.tsx';
import { pickText } from '#domain/localized';
import { courierStatusLabel, isCompleted, isStatusMove, orderStatusLabel, shopperCancel } from '#domain/order-status';
import { showsCourier } from '#domain/order-courier';
import type { OrderDetail } from '#schemas/order-endpoints';
import { RouteNotFound } from '#storefront/components/ui/route-not-found.tsx';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { useOrdersTexts } from '#storefront/i18n/use-orders-texts.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useBasket } from '#storefront/lib/basket-store.ts';
import { useCancelOrder, useOrder, useRateOrder, useReorder } from '../api/orders.ts';
import { useOrderLive } from '../use-order-live.ts';
import { dayLabel, timeLabel } from '#domain/order-dates';
import { OrderPayment } from '#storefront/features/payments/components/order-payment.tsx';
import { OrderLineReviews } from '#storefront/features/reviews/components/order-line-reviews.tsx';
import '#storefront/components/ui/forms.css';
import '../orders.css';

const loose = (order: OrderDetail) => order as OrderDetail & Record<string, unknown>;

function Timeline({ order }: { readonly order: OrderDetail }) {
  const { t, language } = useT();
  // A payment's or a courier's event names the status the order was in: no move of its own.
  const moves = order.history.filter((h) => h.status && isStatusMove(h.kind));
  return (
    <section className="checkout__section" aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="checkout__title">
        {t('orders.timeline')}
      </h2>
      <ol className="timeline">
        {moves.map((h, i) => (
          <li key={`${h.createdDate}-${i}`} className="timeline__item" aria-current={i === moves.length - 1 ? 'step' : undefined}>
            <span className="timeline__status">{orderStatusLabel(h.status!, language)}</span>
            <time className="timeline__time" dateTime={h.createdDate}>
              {timeLabel(new Date(h.createdDate))}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Rating({ order }: { readonly order: OrderDetail }) {
  const { t, language } = useT();
  const rate = useRateOrder(order.id ?? '');
  const [grade, setGrade] = useState(0);
  const [comment, setComment] = useState('');
  if (order.rating)
    return (
      <p className="checkout__message checkout__message--ok">
        {t('orders.thanks')} {'★'.repeat(order.rating.grade)}
      </p>
    );
  return (
    <form
      className="checkout__section"
      onSubmit={(e) => {
        e.preventDefault();
        if (grade > 0) rate.mutate({ grade, comment: comment.trim() || null });
      }}
    >
      <fieldset className="rating">
        <legend className="checkout__title">{t('orders.rate')}</legend>
        <div className="choices">
          {[1, 2, 3, 4, 5].map((g) => (
            <label key={g} className="choice">
              <input type="radio" name="grade" checked={grade === g} onChange={() => setGrade(g)} />
              <span aria-hidden="true">{'★'.repeat(g)}</span>
              <span className="visually-hidden">{t('orders.grade', { value: g })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span className="field__label">{t('orders.ratingComment')}</span>
        <textarea className="field__input" rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      {rate.error ? (
        <p className="field__error" role="alert">
          {toApiError(rate.error).description[language]}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={grade === 0 || rate.isPending}>
        {t('orders.send')}
      </button>
    </form>
  );
}

/** /profile/orders/{id}: the order as it goes, live; cancel while allowed, reorder, rate once done. */
export function OrderDetailView({ id }: { readonly id: string }) {
  useOrdersTexts();
  useOrderTexts();
  usePaymentTexts();
  const { t, language } = useT();
  const plan = usePlan();
  const hydrated = useHydrated();
  const query = useOrder(id);
  const order = query.data;
  const live = useOrderLive(id, order?.lastEventId ?? null, hydrated && !!order && !isCompleted(order.status) && order.status !== 'CANCELED');
  const cancel = useCancelOrder(id);
  const reorder = useReorder(id);
  const basket = useBasket();
  const [confirming, setConfirming] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  if (!hydrated || query.isPending) {
    return (
      <div className="checkout" aria-busy="true">
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--paragraph" />
      </div>
    );
  }
  if (query.error || !order) {
    const error = toApiError(query.error);
    if (error.status === 404)
      return (
        <RouteNotFound
          hint={t('orders.notFound')}
          action={
            <Link className="button button--primary" to={paths.profileOrders}>
              {t('orders.title')}
            </Link>
          }
        />
      );
    return <LoadState headingLevel={1} error={error} retry={query.refetch} />;
  }
  const o = loose(order);
  const branch = o.branch as { name?: Record<string, string> | string | null; address?: Record<string, string> | string | null } | null;
  const branchName = pickText(branch?.name, language, plan.languages.fallback);
  // Picked up or eaten there: where the shopper goes.
  const branchAddress = order.serviceType === 'DELIVERY' ? '' : pickText(branch?.address, language, plan.languages.fallback);
  const courier = o.courier as { firstName?: string | null; lastName?: string | null; phone?: string | null } | null | undefined;
  const canCancel = shopperCancel(order.status, { cancelOrderActive: plan.features.cancelOrder }).ok;
  const money = (n: number | null | undefined) => formatMoney(n ?? 0, language);
  const address = order.address ? addressInWords(order.address) || t('order.mapPoint') : null;

  const doReorder = () =>
    reorder.mutate(undefined, {
      onSuccess: ({ items }) => {
        const available = items.filter((i) => i.available);
        basket.addAll(available.map((i) => ({ productId: i.productId, count: i.count, modifications: i.modifications })));
        const missing = items
          .filter((i) => !i.available)
          .map((i) => pickText(i.name as Record<string, string>, language, plan.languages.fallback) || `#${i.productId}`);
        setUnavailable(missing.length > 0 ? t('orders.unavailable', { names: missing.join(', ') }) : null);
        if (available.length > 0) notify('success', t('orders.reordered'));
      },
      onError: (error) => notify('error', toApiError(error).description[language]),
    });

  return (
    <div className="checkout order-detail">
      <h1 className="page-title">{t('orders.number', { number: order.number ?? '—' })}</h1>
      <p className="order-detail__status" aria-live="polite">
        <span className="badge" data-status={order.status}>
          {orderStatusLabel(order.status, language)}
        </span>
        {live === 'live' ? (
          <span className="order-detail__live">● {t('orders.live')}</span>
        ) : live === 'polling' ? (
          <span className="order-detail__live">{t('orders.polling')}</span>
        ) : null}
      </p>
      <OrderPayment order={order} changed={() => void query.refetch()} />
      <Link className="button button--link" to={paths.profileOrderMap(id)}>
        {t('orders.onMap')}
      </Link>
      <Timeline order={order} />

      {showsCourier(order) ? (
        <section className="checkout__section" aria-labelledby="order-courier">
          <h2 id="order-courier" className="checkout__title">
            {t('orders.courier')}
          </h2>
          <p>{courierStatusLabel(order.courierStatus, language)}</p>
          {courier?.firstName ? (
            <p>
              {[courier.firstName, courier.lastName].filter(Boolean).join(' ')}
              {courier.phone ? (
                <>
                  {' '}
                  · <a href={`tel:+${courier.phone.replace(/\D/g, '')}`}>{showPhone(courier.phone)}</a>
                </>
              ) : null}
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="checkout__section" aria-labelledby="order-lines">
        <h2 id="order-lines" className="checkout__title">
          {t('orders.lines')}
        </h2>
        <ul className="order-lines">
          {order.lines.map((line, i) => (
            <li key={`${line.productId}-${i}`} className="summary__row">
              <span>
                {pickText(line.name ?? null, language, plan.languages.fallback)} × {line.count}
                {line.modifiers.length > 0 ? (
                  <span className="basket-line__mods">
                    {' '}
                    ({line.modifiers.map((m) => pickText((m as { name?: Record<string, string> }).name ?? null, language, plan.languages.fallback)).join(', ')})
                  </span>
                ) : null}
              </span>
              <span>{money(lineBeforeDiscount(line))}</span>
            </li>
          ))}
        </ul>
        {/* One arithmetic with checkout: the lines before discount add up to the products row, the rows to the total. */}
        <Bill amounts={order} total={order.totalPrice ?? 0} serviceType={order.serviceType} totalLabel={t('orders.total')} />
      </section>

      <section className="checkout__section" aria-label={t('orders.branch')}>
        <dl className="summary">
          <div className="summary__row" data-testid="order-service">
            <dt>{t('orders.service')}</dt>
            <dd>{t(asKey(`order.serviceType.${order.serviceType}`))}</dd>
          </div>
          {order.paymentType ? (
            <div className="summary__row">
              <dt>{t('orders.payment')}</dt>
              <dd>{t(asKey(`order.paymentType.${order.paymentType}`))}</dd>
            </div>
          ) : null}
          {order.changeFrom ? (
            <div className="summary__row">
              <dt>{t('payment.changeFromRow')}</dt>
              <dd>{money(order.changeFrom)}</dd>
            </div>
          ) : null}
          {branchName ? (
            <div className="summary__row" data-testid="order-branch">
              <dt>{t('orders.branch')}</dt>
              <dd>
                {branchName}
                {branchAddress ? <span className="summary__detail">{branchAddress}</span> : null}
              </dd>
            </div>
          ) : null}
          {address ? (
            <div className="summary__row">
              <dt>{t('orders.address')}</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
          {order.tableId ? (
            <div className="summary__row">
              <dt>{t('orders.table')}</dt>
              <dd>{order.tableName || order.tableId}</dd>
            </div>
          ) : null}
          {order.receiver ? (
            <div className="summary__row" data-testid="order-receiver">
              <dt>{t('order.receiver')}</dt>
              <dd>{[order.receiver.name, showPhone(order.receiver.phone)].filter(Boolean).join(' · ')}</dd>
            </div>
          ) : null}
          {order.later && order.day ? (
            <div className="summary__row" data-testid="order-due">
              <dt>{t('orders.scheduledFor')}</dt>
              <dd>{[dayLabel(order.day, language), order.time].filter(Boolean).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {isCompleted(order.status) ? <Rating order={order} /> : null}
      {isCompleted(order.status) && order.id ? (
        <OrderLineReviews orderId={order.id} lines={order.lines.map((line) => ({ name: pickText(line.name ?? null, language, plan.languages.fallback) }))} />
      ) : null}

      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={doReorder} disabled={reorder.isPending}>
          {t('orders.reorder')}
        </button>
        {unavailable ? (
          <p className="field__error" role="status">
            {unavailable}
          </p>
        ) : null}
        {unavailable !== null || reorder.isSuccess ? (
          <Link className="button" to={paths.basket}>
            {t('nav.basket')}
          </Link>
        ) : null}
        {canCancel && !confirming ? (
          <button type="button" className="button button--danger-text" onClick={() => setConfirming(true)}>
            {t('orders.cancel')}
          </button>
        ) : null}
        {canCancel && confirming ? (
          <div role="alertdialog" aria-labelledby="cancel-question" className="checkout__section">
            <p id="cancel-question" className="checkout__title">
              {t('orders.cancelConfirm')}
            </p>
            <div className="checkout__row">
              <button
                type="button"
                className="button button--danger"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      notify('success', t('orders.canceled'));
                    },
                    onError: (error) => {
                      setConfirming(false);
                      notify('error', toApiError(error).description[language]);
                    },
                  })
                }
              >
                {t('orders.cancelYes')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('orders.cancelNo')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
