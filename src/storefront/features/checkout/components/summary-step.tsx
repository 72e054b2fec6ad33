import { formatMoney } from '#domain/pricing';
import type { OrderRequest } from '#schemas/order-entities';
import type { OrderQuote } from '#schemas/order-endpoints';
import { useT } from '#storefront/i18n/use-t.ts';
import { Section, TextField } from './form-parts.tsx';

/** The server's totals: the products always, every other line only when it is not zero, and what is to pay. */
function Summary({ quote }: { readonly quote: OrderQuote['totals'] }) {
  const { t, language } = useT();
  const money = (n: number) => formatMoney(n, language);
  const rows: [string, number, boolean?][] = [
    [t('order.products'), quote.productPrice],
    [t('order.discount'), -quote.productDiscount],
    [t('order.promoDiscount'), -quote.promoDiscount],
    [t('order.delivery'), quote.deliveryPrice],
    [t('order.deliveryDiscount'), -quote.deliveryDiscount],
    [t('order.serviceFee'), quote.servicePrice],
    [t('order.cashbackUsed'), -quote.cashback],
  ];
  return (
    <dl className="summary">
      {rows.filter(([, value], i) => i === 0 || value !== 0).map(([label, value]) => (
        <div key={label} className="summary__row"><dt>{label}</dt><dd>{value < 0 ? `−${money(-value)}` : money(value)}</dd></div>
      ))}
      <div className="summary__row summary__row--total"><dt>{t('order.toPay')}</dt><dd data-testid="order-total">{money(quote.totalPrice)}</dd></div>
    </dl>
  );
}

/**
 * The last step: a comment and the phone for the cheque, the server's price of the order (or
 * why it would be refused), and placing it. In the Telegram mini app the MainButton places the
 * order and this button hides (`hostShowsPlace`).
 */
export function SummaryStep({ request, update, totals, pricing, problem, notice, placeLabel, canPlace, placing, hostShowsPlace }: {
  readonly request: OrderRequest;
  readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
  readonly totals: OrderQuote['totals'] | null;
  /** The quote of the order as it now stands is on its way. */
  readonly pricing: boolean;
  readonly problem: string | null;
  readonly notice: string | null;
  readonly placeLabel: string;
  readonly canPlace: boolean;
  readonly placing: boolean;
  readonly hostShowsPlace: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <Section title={t('order.comment')}>
        <TextField label={t('order.comment')} value={request.comment} maxLength={500} multiline onChange={(v) => update((r) => ({ ...r, comment: v }))} />
        <TextField label={t('order.chequePhone')} value={request.sendChequePhone} maxLength={32} type="tel" inputMode="tel" onChange={(v) => update((r) => ({ ...r, sendChequePhone: v }))} />
      </Section>

      <section className="checkout__section" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className="checkout__title">{t('order.summary')}</h2>
        {totals ? <Summary quote={totals} /> : pricing ? <p aria-live="polite">{t('order.pricing')}</p> : null}
        {problem ? <p className="field__error" role="alert">{problem}</p> : null}
      </section>

      <div className="checkout__place">
        {notice ? <p className="field__error" role="alert">{notice}</p> : null}
        {hostShowsPlace ? null : (
          <button type="submit" className="button button--primary button--block" disabled={!canPlace} aria-disabled={placing || undefined}>
            {placeLabel}
          </button>
        )}
      </div>
    </>
  );
}
