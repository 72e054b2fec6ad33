import { dateLabel } from '#domain/order-dates';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useProductReviews } from '../api/product-reviews.ts';

function Grade({ grade }: { readonly grade: number }) {
  const { t } = useT();
  return (
    <span className="review__stars" role="img" aria-label={t('extras.reviews.grade', { value: grade })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={i <= grade ? 'review__star--on' : 'review__star--off'}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * A product's grade, its count and its latest reviews, a page at a time. A review's text is the
 * shopper's own words: drawn as text (React escapes it), never as markup.
 */
export function ProductReviews({ productId }: { readonly productId: number }) {
  const { t, language } = useT();
  const reviews = useProductReviews(productId);
  if (reviews.isPending || reviews.error) {
    return (
      <section className="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="product-details__subtitle">
          {t('extras.reviews.title')}
        </h2>
        <LoadState pending={reviews.isPending} lines={2} error={reviews.error} retry={reviews.refetch} inline />
      </section>
    );
  }
  const first = reviews.data.pages[0];
  const items = reviews.data.pages.flatMap((page) => page.content);
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="product-details__subtitle">
        {t('extras.reviews.title')}
      </h2>
      {first && first.grade !== null && first.count > 0 ? (
        <p className="reviews__summary">{t('extras.reviews.summary', { grade: Math.round(first.grade * 10) / 10, count: first.count })}</p>
      ) : null}
      {items.length === 0 ? (
        <p className="reviews__none">{t('extras.reviews.none')}</p>
      ) : (
        <ul className="reviews__list">
          {items.map((review, i) => (
            <li key={`${review.createdDate}-${i}`} className="review">
              <div className="review__head">
                <strong className="review__author">{review.author ?? t('extras.reviews.anonymous')}</strong>
                <Grade grade={review.grade} />
                <time className="review__date" dateTime={review.createdDate}>
                  {dateLabel(review.createdDate, language)}
                </time>
              </div>
              {review.text ? <p className="review__text">{review.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <button type="button" className="button" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          {t('extras.reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
