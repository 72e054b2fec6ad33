import { Link } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSavedCards } from '../api/payment-calls.ts';
import { expiryLabel, lastFour } from '../card-input.ts';
import '../payments.css';

/**
 * At checkout, a Payme order of a signed-in shopper with saved cards: pay on Payme's page, or
 * with one of the cards (charged by our server right after placing, no page to visit). Nothing
 * shows until the cards are known, nor when there are none but the way to add one.
 */
export function SavedCardChoice({
  cardId,
  choose,
  back,
}: {
  readonly cardId: string | null;
  readonly choose: (id: string | null) => void;
  readonly back: string;
}) {
  usePaymentTexts();
  const { t } = useT();
  const cards = useSavedCards(true);
  const provider = 'Payme';
  const add = (
    <Link className="button button--link" to={`${paths.profileCardsCreate}?back=${encodeURIComponent(back)}`}>
      {t('payment.addCard')}
    </Link>
  );
  if (!cards.data) return null;
  if (cards.data.length === 0) return <div className="checkout__row">{add}</div>;
  return (
    <div className="pay-cards">
      <p id="pay-cards-title" className="field__label">
        {t('payment.howToPay', { provider })}
      </p>
      <div className="choices choices--column" role="radiogroup" aria-labelledby="pay-cards-title">
        <label className="choice">
          <input type="radio" name="payme-card" checked={cardId === null} onChange={() => choose(null)} />
          <span className="choice__text">{t('payment.onProviderPage', { provider })}</span>
        </label>
        {cards.data.map((card) => (
          <label key={card.id} className="choice">
            <input type="radio" name="payme-card" checked={cardId === card.id} onChange={() => choose(card.id)} />
            <span className="choice__text">
              {t('payment.savedCard', { last: lastFour(card.number) })}
              <span className="choice__hint">{t('payment.cards.expires', { date: expiryLabel(card.expire) })}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="checkout__row">{add}</div>
    </div>
  );
}
