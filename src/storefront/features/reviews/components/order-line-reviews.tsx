import { useState, type FormEvent } from 'react';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useOrderReviews, useReviewOrder } from '../api/reviews.ts';
import '../reviews.css';

/** The text a review carries at most (the contract's bound, schemas/feature-endpoints.ts). */
const REVIEW_TEXT_MAX = 1000;

function LineReview({ orderId, position, name }: { readonly orderId: string; readonly position: number; readonly name: string }) {
  const { t, language } = useT();
  const review = useReviewOrder(orderId);
  const [grade, setGrade] = useState(0);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grade === 0) {
      setMissing(true);
      return;
    }
    review.mutate([{ position, grade, text: text.trim() || null }], {
      onSuccess: () => notify('success', t('extras.reviews.sent')),
    });
  };
  const textId = `review-text-${position}`;
  return (
    <form className="order-rate__line" onSubmit={submit} noValidate>
      <p className="order-rate__name">{name}</p>
      <fieldset className="order-rate__grades">
        <legend className="visually-hidden">{`${t('extras.reviews.stars')}: ${name}`}</legend>
        {[1, 2, 3, 4, 5].map((g) => (
          <button
            key={g}
            type="button"
            className="order-rate__grade"
            aria-pressed={grade >= g}
            aria-label={t('extras.reviews.star', { value: g })}
            onClick={() => {
              setGrade(g);
              setMissing(false);
            }}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </fieldset>
      {missing ? (
        <p className="field__error" role="alert">
          {t('extras.reviews.chooseGrade')}
        </p>
      ) : null}
      <label className="field" htmlFor={textId}>
        <span className="field__label">{t('extras.reviews.text')}</span>
        <textarea id={textId} className="field__input" rows={2} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {review.error ? (
        <p className="field__error" role="alert">
          {toApiError(review.error).description[language]}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={review.isPending}>
        {t('extras.reviews.send')}
      </button>
    </form>
  );
}

/**
 * Rating the products of an own received order: each line once, a grade of 1 to 5 and a short
 * text. Lines rated already say so (the server's list of reviewed positions).
 */
export function OrderLineReviews({ orderId, lines }: { readonly orderId: string; readonly lines: readonly { readonly name: string }[] }) {
  useExtrasTexts();
  const { t } = useT();
  const reviewed = useOrderReviews(orderId, true);
  if (!reviewed.data || lines.length === 0) return null;
  const done = new Set(reviewed.data.reviewed);
  return (
    <section className="checkout__section order-rate" aria-labelledby="order-rate-title">
      <h2 id="order-rate-title" className="checkout__title">
        {t('extras.reviews.rateTitle')}
      </h2>
      <p className="field__hint">{t('extras.reviews.rateHint')}</p>
      {lines.map((line, position) =>
        done.has(position) ? (
          <div key={position} className="order-rate__line">
            <p className="order-rate__name">{line.name}</p>
            <p className="order-rate__done">✓ {t('extras.reviews.done')}</p>
          </div>
        ) : (
          <LineReview key={position} orderId={orderId} position={position} name={line.name} />
        ),
      )}
    </section>
  );
}
