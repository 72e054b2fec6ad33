/**
 * The orders board: today's active orders by status, polled every few seconds, with the moves
 * the state machine allows from each (the server's `allowedMoves`), cancelling with a reason, the
 * customer, the receiver, a delivery's address, the courier and the comments. A new order adds a badge to the tab's title
 * and a short tone, until the operator has seen it.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { studioMoveEndpoint, studioOrdersEndpoint } from '#schemas/studio-endpoints';
import { ORDER_STATUSES, type OrderStatus } from '#domain/order-status';
import { formatMoney } from '#domain/pricing';
import { formatPhone } from '#domain/phone';
import type { ResponseOf } from '#schemas/endpoints';
import { useStudioT, type StudioKey } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { Loading } from '../components/status.tsx';

/** How often the board asks for the orders. */
const POLL_MS = 3_000;

type BoardOrder = ResponseOf<typeof studioOrdersEndpoint>[number];

const joined = (...parts: readonly (string | null | undefined)[]): string | null => parts.filter(Boolean).join(', ') || null;

/** Where a delivery goes, as the courier reads it: street and house, then entrance, floor and flat. */
const addressOf = (order: BoardOrder): string | null =>
  order.serviceType === 'DELIVERY' && order.address
    ? joined(order.address.streetName, order.address.houseNumber, order.address.entrance, order.address.floor, order.address.office, order.address.details)
    : null;

function beep(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
  } catch {
    // No sound where the browser allows none: the badge stays.
  }
}

export default function OrdersScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const orders = useQuery({
    queryKey: studioKeys.orders(merchantId),
    queryFn: ({ signal }) => api.call(studioOrdersEndpoint, { signal }),
    refetchInterval: POLL_MS,
  });
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list: readonly BoardOrder[] = orders.data ?? [];
  // The orders of the first answer are known; later ones are new until seen.
  if (orders.data && seen === null) setSeen(new Set(list.map((o) => o.id)));
  const fresh = seen ? list.filter((o) => !seen.has(o.id)) : [];
  const heard = useRef(0);

  useEffect(() => {
    const title = t('app.title');
    document.title = fresh.length ? `(${fresh.length}) ${title}` : title;
    if (fresh.length > heard.current) beep();
    heard.current = fresh.length;
    return () => {
      document.title = title;
    };
  }, [fresh.length, t]);

  if (orders.isPending) return <Loading />;
  if (orders.isError) return <p role="alert">{errorText(orders.error, language)}</p>;

  const move = async (order: BoardOrder, status: OrderStatus, reason?: string) => {
    setError(null);
    const result = await api.request(studioMoveEndpoint, { params: { id: order.id }, body: { status, reason: reason ?? null } });
    if (result.error) setError(errorText(result.error, language));
    void orders.refetch();
  };
  const markSeen = () => setSeen(new Set(list.map((o) => o.id)));
  const statuses = ORDER_STATUSES.filter((s) => list.some((o) => o.status === s));

  return (
    <div className="studio-section" onFocusCapture={fresh.length ? markSeen : undefined} onPointerDown={fresh.length ? markSeen : undefined}>
      <h1>
        {t('orders.title')}{' '}
        {fresh.length > 0 && (
          <span className="studio-badge">
            {fresh.length} {t('orders.newOrders')}
          </span>
        )}
      </h1>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {list.length === 0 && <p>{t('orders.empty')}</p>}
      <div className="studio-board">
        {statuses.map((status) => (
          <section key={status} className="studio-column" aria-label={t(`statuses.${status}`)}>
            <h2>{t(`statuses.${status}`)}</h2>
            {list
              .filter((o) => o.status === status)
              .map((order) => (
                <OrderCard key={order.id} order={order} isNew={fresh.includes(order)} onMove={(to, reason) => void move(order, to, reason)} />
              ))}
          </section>
        ))}
      </div>
    </div>
  );
}

function OrderCard({
  order,
  isNew,
  onMove,
}: {
  readonly order: BoardOrder;
  readonly isNew: boolean;
  readonly onMove: (to: OrderStatus, reason?: string) => void;
}) {
  const { t, language } = useStudioT();
  const [reason, setReason] = useState('');
  const moves = order.allowedMoves;
  const number = order.number !== null && order.number !== undefined ? String(order.number) : order.id.slice(0, 8);
  const phone = order.customer?.phone ? formatPhone(order.customer.phone) : null;
  const customer = joined(order.customer?.firstName, order.customer?.lastName);
  const receiver = order.receiver ? joined(order.receiver.name, formatPhone(order.receiver.phone)) : null;
  const rows: readonly (readonly [StudioKey, string | null | undefined])[] = [
    ['orders.customer', joined(customer, phone)],
    ['orders.receiver', receiver],
    ['orders.address', addressOf(order)],
    ['orders.courier', order.courierId],
    ['orders.comment', order.courierComment],
    ['orders.note', order.comment],
  ];
  const total = typeof order.totalPrice === 'number' ? formatMoney(order.totalPrice, language) : null;
  return (
    <article className={`studio-order${isNew ? ' is-new' : ''}`} aria-label={`#${number}`}>
      <header>
        <strong>#{number}</strong> {total && <span>{total}</span>}
      </header>
      <dl>
        {rows.map(([label, value]) =>
          value ? (
            <Fragment key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </dl>
      {moves.some((m) => m !== 'CANCELED') && (
        <div className="studio-row">
          {moves
            .filter((m) => m !== 'CANCELED')
            .map((m) => (
              <button key={m} type="button" onClick={() => onMove(m)}>
                {t('orders.moveTo', { status: t(`statuses.${m}`) })}
              </button>
            ))}
        </div>
      )}
      {moves.includes('CANCELED') && (
        <form
          className="studio-row"
          onSubmit={(e) => {
            e.preventDefault();
            onMove('CANCELED', reason.trim());
          }}
        >
          <label>
            {t('orders.reason')}
            <input value={reason} required onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit">{t('orders.cancel')}</button>
        </form>
      )}
    </article>
  );
}
