import { useState } from 'react';
import { Link } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import type { SavedCard } from '#schemas/payment-endpoints';
import { useRemoveCard, useSavedCards } from '../api/payment-calls.ts';
import { expiryLabel, lastFour } from '../card-input.ts';
import { PaymentMark } from './payment-mark.tsx';
import '#storefront/components/ui/forms.css';
import '../payments.css';

function CardRow({ card }: { readonly card: SavedCard }) {
  const { t, language } = useT();
  const remove = useRemoveCard();
  const [confirming, setConfirming] = useState(false);
  const label = t('payment.cards.card', { last: lastFour(card.number) });
  return (
    <li className="saved-card">
      <PaymentMark type={card.provider} />
      <span className="saved-card__body">
        <strong>{label}</strong>
        <span className="saved-card__meta">
          {card.number} · {t('payment.cards.expires', { date: expiryLabel(card.expire) })}
        </span>
      </span>
      {confirming ? (
        <span role="alertdialog" aria-label={t('payment.cards.removeConfirm')} className="checkout__row">
          <span>{t('payment.cards.removeConfirm')}</span>
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(card.id, {
                onSuccess: () => notify('success', t('payment.cards.removed')),
                onError: (error) => {
                  setConfirming(false);
                  notify('error', toApiError(error).description[language]);
                },
              })
            }
          >
            {t('payment.cards.removeYes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('payment.cards.removeNo')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="button button--link button--danger-text"
          aria-label={`${t('payment.cards.remove')}: ${label}`}
          onClick={() => setConfirming(true)}
        >
          {t('payment.cards.remove')}
        </button>
      )}
    </li>
  );
}

function CardList() {
  const { t } = useT();
  const cards = useSavedCards(true);
  if (cards.isPending || cards.error) return <LoadState pending={cards.isPending} lines={2} error={cards.error} retry={cards.refetch} />;
  if (cards.data.length === 0) return <StateMessage title={t('payment.cards.empty')} text={t('payment.cards.emptyHint')} />;
  return (
    <ul className="orders__list">
      {cards.data.map((card) => (
        <CardRow key={card.id} card={card} />
      ))}
    </ul>
  );
}

/** /profile/cards: the shopper's saved cards (masks, never numbers), removed on request, and the way to add one. */
export function CardsView() {
  usePaymentTexts();
  const { t } = useT();
  const hydrated = useHydrated();
  return (
    <div className="orders">
      <h1 className="page-title">{t('payment.cards.title')}</h1>
      {hydrated ? <CardList /> : <Skeleton className="skeleton--paragraph" />}
      <Link className="button button--primary button--block" to={paths.profileCardsCreate}>
        {t('payment.cards.add')}
      </Link>
    </div>
  );
}
