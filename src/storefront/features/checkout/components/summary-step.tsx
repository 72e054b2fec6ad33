import { Link } from 'react-router';
import type { ServiceType } from '#schemas/common';
import { coordinatesOf } from '#domain/delivery';
import type { OrderRequest } from '#schemas/order-entities';
import type { OrderQuote } from '#schemas/order-endpoints';
import { useT } from '#storefront/i18n/use-t.ts';
import { Bill } from '#storefront/components/ui/bill.tsx';
import { useMainActionBar } from '#storefront/lib/main-action.ts';
import { paths } from '#storefront/lib/paths.ts';
import type { ShownProblem } from '../use-checkout.ts';
import { fieldSectionId, Section, TextField } from './form-parts.tsx';

/** Takes the shopper to the field a problem belongs to. */
function goToField(field: string) {
  const section = document.getElementById(fieldSectionId(field));
  if (!section) return;
  section.scrollIntoView({ block: 'center', behavior: 'smooth' });
  section
    .querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea, a[href], button:not([disabled])')
    ?.focus({ preventScroll: true });
}

/**
 * The last step: a comment and the phone for the cheque, the bill (the last good one while the
 * order cannot be priced), and placing it, with every problem that keeps it from being placed
 * beside the button, the one the shopper can act on first. In the Telegram mini app the
 * MainButton places the order and this button hides (`hostShowsPlace`).
 */
export function SummaryStep({
  request,
  update,
  totals,
  stale,
  serviceType,
  freeDeliveryAbove,
  pricing,
  problem,
  blockers,
  notice,
  placeLabel,
  canPlace,
  placing,
  hostShowsPlace,
}: {
  readonly request: OrderRequest;
  readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
  readonly totals: OrderQuote['totals'];
  /** The totals are the last good ones, not this order's. */
  readonly stale: boolean;
  readonly serviceType: ServiceType | null;
  readonly freeDeliveryAbove: number | null;
  /** The quote of the order as it now stands is on its way. */
  readonly pricing: boolean;
  /** The quote itself failed (the network, the server): said under the bill. */
  readonly problem: string | null;
  readonly blockers: readonly ShownProblem[];
  readonly notice: string | null;
  readonly placeLabel: string;
  readonly canPlace: boolean;
  readonly placing: boolean;
  readonly hostShowsPlace: boolean;
}) {
  const { t } = useT();
  const placeBar = useMainActionBar();
  const basketProblem = blockers.find((b) => b.field === 'basket');
  return (
    <>
      <Section title={t('order.comment')}>
        <TextField label={t('order.comment')} value={request.comment} maxLength={500} multiline onChange={(v) => update((r) => ({ ...r, comment: v }))} />
        <TextField
          label={t('order.chequePhone')}
          value={request.sendChequePhone}
          maxLength={32}
          type="tel"
          inputMode="tel"
          onChange={(v) => update((r) => ({ ...r, sendChequePhone: v }))}
        />
      </Section>

      <section className="checkout__section" id={fieldSectionId('basket')} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className="checkout__title">
          {t('order.summary')}
        </h2>
        {totals ? (
          <Bill
            amounts={totals}
            total={totals.totalPrice}
            serviceType={serviceType ?? 'DELIVERY'}
            freeDeliveryAbove={freeDeliveryAbove}
            deliveryPriced={coordinatesOf(request.address) != null}
            stale={stale}
            totalLabel={t('order.toPay')}
          />
        ) : pricing ? (
          <p aria-live="polite">{t('order.pricing')}</p>
        ) : null}
        {stale ? <p className="field__hint">{t('order.lastPriced')}</p> : null}
        {basketProblem ? (
          <p className="field__error" data-testid="problem-basket">
            {basketProblem.text} <Link to={paths.home}>{t('order.addMore')}</Link>
          </p>
        ) : null}
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>

      <div className="checkout__place" ref={placeBar}>
        {notice ? (
          <p className="field__error" role="alert">
            {notice}
          </p>
        ) : null}
        {blockers.length > 0 ? (
          <div className="checkout__blockers" id="checkout-blockers" role="status" data-testid="blockers">
            <p className="checkout__blockers-title">{t('order.blockersTitle')}</p>
            <ol>
              {blockers.map((b) => (
                <li key={b.problem.key}>
                  {/* The problem itself leads to its field. */}
                  <button type="button" className="checkout__blocker" onClick={() => goToField(b.field)}>
                    {b.text}
                  </button>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {hostShowsPlace ? null : (
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={!canPlace}
            aria-disabled={placing || undefined}
            aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
          >
            {placeLabel}
          </button>
        )}
      </div>
    </>
  );
}
