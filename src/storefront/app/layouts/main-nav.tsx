import { NavLink } from 'react-router';
import { usePlan } from '../../lib/app-context.tsx';
import { asKey, useT } from '../../i18n/use-t.ts';
import { NavIcon } from './nav-icon.tsx';

/** The plan's navigation entries: a bottom tab bar on phones and in Telegram, header links on wide screens. */
export function MainNav({ placement }: { readonly placement: 'header' | 'bottom' }) {
  const { t } = useT();
  const { navigation } = usePlan();
  if (navigation.entries.length === 0) return null;
  return (
    <nav className={`main-nav main-nav--${placement}`} aria-label={t('nav.main')}>
      <ul className="main-nav__list">
        {navigation.entries.map((entry) => (
          <li key={entry.id}>
            <NavLink className="main-nav__link" to={entry.path} end={entry.path === '/'}>
              <NavIcon id={entry.id} />
              <span className="main-nav__label">{t(asKey(entry.labelKey))}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
