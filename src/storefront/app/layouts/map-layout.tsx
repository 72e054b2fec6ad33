import { Link, Outlet } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { paths } from '../../lib/paths.ts';

/** The map layout: the screen takes the whole viewport, with a way back. */
export function MapLayout() {
  const { t } = useT();
  return (
    <div className="layout layout--map">
      <Link className="map-back button" to={paths.home}>‹ {t('common.back')}</Link>
      <main id="main" className="map-main">
        <Outlet />
      </main>
    </div>
  );
}
