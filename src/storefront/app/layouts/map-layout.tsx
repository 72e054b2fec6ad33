import { Link, Outlet, useSearchParams } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';

/** The map layout: the screen takes the whole viewport, with a way back (where the screen was opened from, else home). */
export function MapLayout() {
  const { t } = useT();
  const back = useSearchParams()[0].get('back');
  const to = back && back.startsWith('/') && !back.startsWith('//') ? back : paths.home;
  return (
    <div className="layout layout--map">
      <Link className="map-back button" to={to}>
        ‹ {t('common.back')}
      </Link>
      <main id="main" className="map-main">
        <Outlet />
      </main>
    </div>
  );
}
