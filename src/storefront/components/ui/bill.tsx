import type { ServiceType } from '#schemas/common';
import { formatMoney } from '#domain/pricing';
import { billOf, type BillAmounts, type BillRowKey } from '#domain/order-bill';
import { asKey, useT } from '#storefront/i18n/use-t.ts';

const ROW_LABEL: Readonly<Record<BillRowKey, string>> = {
  products: 'order.products',
  productDiscount: 'order.discount',
  promoDiscount: 'order.promoDiscount',
  delivery: 'order.delivery',
  deliveryDiscount: 'order.deliveryDiscount',
  serviceFee: 'order.serviceFee',
  cashback: 'order.cashbackUsed',
};

/**
 * An order's bill (#domain/order-bill), the same on checkout and on the order's page: rows that
 * add up to the total, a delivery's row always shown, 0 as free with the reason. Its texts are
 * the order dictionary's (the screen loads them).
 */
export function Bill({
  amounts,
  total,
  serviceType,
  freeDeliveryAbove = null,
  deliveryPriced = true,
  stale = false,
  totalLabel,
}: {
  readonly amounts: BillAmounts;
  /** What is to pay, as the server charged it (the rows add up to it). */
  readonly total: number;
  readonly serviceType: ServiceType;
  readonly freeDeliveryAbove?: number | null;
  /** False while a delivery has no address to price: its row waits for one. */
  readonly deliveryPriced?: boolean;
  /** The amounts are the last good ones, not the order's as it now stands. */
  readonly stale?: boolean;
  readonly totalLabel: string;
}) {
  const { t, language } = useT();
  const money = (n: number) => formatMoney(n, language);
  const bill = billOf(amounts, { serviceType, freeDeliveryAbove, deliveryPriced });
  const free = bill.freeDelivery;
  return (
    <dl className={stale ? 'summary summary--stale' : 'summary'} data-testid="bill">
      {bill.rows.map((row) => (
        <div key={row.key} className="summary__row" data-row={row.key}>
          <dt>
            {t(asKey(ROW_LABEL[row.key]))}
            {row.key === 'delivery' && free ? (
              <span className="summary__note">
                {free.reason === 'threshold' ? t('order.deliveryFreeAbove', { value: money(free.above) }) : t('order.deliveryFreeHere')}
              </span>
            ) : null}
            {row.key === 'delivery' && bill.deliveryPending ? <span className="summary__note">{t('order.deliveryAfterAddress')}</span> : null}
          </dt>
          <dd>
            {row.key === 'delivery' && bill.deliveryPending
              ? '—'
              : row.key === 'delivery' && free
                ? t('order.deliveryFree')
                : row.amount < 0
                  ? `−${money(-row.amount)}`
                  : money(row.amount)}
          </dd>
        </div>
      ))}
      <div className="summary__row summary__row--total">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{money(total)}</dd>
      </div>
    </dl>
  );
}
