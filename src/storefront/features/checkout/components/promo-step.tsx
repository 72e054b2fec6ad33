import { useState } from 'react';
import { cashbackFromText } from '#domain/cashback';
import { formatMoney } from '#domain/pricing';
import type { OrderRequest } from '#schemas/order-entities';
import type { OrderQuote } from '#schemas/order-endpoints';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { useSession } from '#storefront/lib/session.ts';
import { Section, TextField } from './form-parts.tsx';

type Update = (change: (r: OrderRequest) => OrderRequest) => void;

/**
 * A promo code, where the brand takes them: typed, then applied to the order request (the quote
 * checks it); the quote's refusal of the code, or its message that the code applies.
 */
export function PromoStep({
  request,
  update,
  applied,
  problem,
}: {
  readonly request: OrderRequest;
  readonly update: Update;
  readonly applied: OrderQuote['promo'] | null;
  readonly problem: string | null;
}) {
  const { t, language } = useT();
  const plan = usePlan();
  // What the shopper types before applying it; the request keeps only an applied code.
  const [typed, setTyped] = useState<string | null>(null);
  if (!plan.features.promo) return null;
  const promoText = typed ?? request.promoCode ?? '';
  return (
    <Section title={t('order.promo')} field="promo">
      <div className="checkout__row">
        <label className="field">
          <span className="field__label">{t('order.promo')}</span>
          <input
            className="field__input"
            value={promoText}
            maxLength={64}
            autoCapitalize="characters"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="button" className="button" onClick={() => update((r) => ({ ...r, promoCode: promoText.trim() || null }))}>
          {t('order.apply')}
        </button>
        {request.promoCode ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setTyped('');
              update((r) => ({ ...r, promoCode: null }));
            }}
          >
            {t('order.removePromo')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p className="field__error" data-testid="problem-promo">
          {problem} {t('order.promoPricedWithout')}
        </p>
      ) : null}
      {applied && !problem ? (
        <p className="checkout__message checkout__message--ok" role="status">
          {applied.message[language]}
        </p>
      ) : null}
    </Section>
  );
}

/** Cashback to spend, where the brand pays it and the shopper has a balance: at most the balance. */
export function CashbackStep({ request, update }: { readonly request: OrderRequest; readonly update: Update }) {
  const { t, language } = useT();
  const plan = usePlan();
  const balance = useSession().user?.cashback ?? 0;
  if (!plan.features.cashback || balance <= 0) return null;
  return (
    <Section title={t('order.cashback')} field="cashback">
      <p className="field__hint">{t('order.cashbackBalance', { value: formatMoney(balance, language) })}</p>
      <TextField
        label={t('order.cashback')}
        value={request.cashback ? String(request.cashback) : ''}
        maxLength={12}
        inputMode="numeric"
        onChange={(v) => update((r) => ({ ...r, cashback: cashbackFromText(v, balance) }))}
      />
    </Section>
  );
}
