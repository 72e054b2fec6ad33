import { Link } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBasket } from '#storefront/lib/basket-store.ts';
import { useBasketLink } from '../basket-link.ts';

/** The basket as a floating button over the product list (FLOATING_OVER_PRODUCT), with its count. */
export function FloatingBasketButton() {
  const { t } = useT();
  const { count } = useBasket();
  const basket = useBasketLink();
  return (
    <Link className="floating-basket" to={basket.to} state={basket.state}>
      <BasketIcon />
      <span className="floating-basket__label">{t('nav.basket')}</span>
      {count > 0 ? (
        <span className="badge badge--count" aria-label={t('basket.count', { count })}>
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The basket's count on the navigation entry (NAVIGATION_BAR); nothing while it is empty. */
export function BasketCount() {
  const { t } = useT();
  const { count } = useBasket();
  if (count === 0) return null;
  return (
    <span className="badge badge--count main-nav__count" aria-label={t('basket.count', { count })}>
      {count}
    </span>
  );
}

export function BasketIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21l-3.4 8.1a2 2 0 0 1-1.8 1.2H8.4l-1 1.7h11.4v2H4.8l2.4-4.2L4 4H3V2Z"
      />
    </svg>
  );
}
