import { NavLink } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { NavIcon } from './nav-icon.tsx';
import { BasketCount } from '#storefront/features/basket/components/floating-basket-button.tsx';
import { useBasketLink } from '#storefront/features/basket/basket-link.ts';

/**
 * The plan's navigation entries: the bottom tab bar (phones, and Telegram at every width) or
 * the header bar of wide screens, which also carries the wide-only entries. The stylesheet
 * shows each where the plan's `bottomBar` says.
 */
export function MainNav({ placement }: { readonly placement: 'header' | 'bottom' }) {
  const { t } = useT();
  const { navigation } = usePlan();
  const basket = useBasketLink();
  const entries = placement === 'header' ? navigation.entries : navigation.entries.filter((e) => !e.wideOnly);
  if (entries.length === 0) return null;
  const label = placement === 'header' ? t('nav.main') : t('nav.bottom');
  return (
    <nav className={`main-nav main-nav--${placement} main-nav--bar-${navigation.bottomBar}`} aria-label={label}>
      <ul className="main-nav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink
              className="main-nav__link"
              to={entry.id === 'basket' ? basket.to : entry.path}
              state={entry.id === 'basket' ? basket.state : undefined}
              end={entry.path === '/'}
            >
              <NavIcon id={entry.id} />
              <span className="main-nav__label">{t(asKey(entry.labelKey))}</span>
              {entry.id === 'basket' ? <BasketCount /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
