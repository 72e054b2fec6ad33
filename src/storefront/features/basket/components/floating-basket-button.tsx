import { Link, useLocation } from 'react-router';
import { ROUTE_PATHS } from '#schemas/routes';
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

/** The screens that draw the floating basket themselves (the menu) or are the basket (its page, checkout). */
const OWN_BASKET = new Set<string>([ROUTE_PATHS.home, ROUTE_PATHS.category, ROUTE_PATHS.basket, ROUTE_PATHS.checkout]);

/**
 * The floating basket on every other screen of the layout (a product's page, search, the profile,
 * favourites): once the basket holds something it is one tap away wherever the shopper is, as the
 * navigation bar's entry is for NAVIGATION_BAR brands. Empty, it stays on the menu only.
 */
export function FloatingBasketElsewhere() {
  const { pathname } = useLocation();
  const { count } = useBasket();
  if (count === 0 || OWN_BASKET.has(pathname)) return null;
  return <FloatingBasketButton />;
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
