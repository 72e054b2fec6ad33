import { Link, useLocation } from 'react-router';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useT } from '../i18n/use-t.ts';
import { paths } from '../lib/paths.ts';

/** SPEC point 8: an unknown route is a 404 with "Page not found: {path}", not fatal. */
export default function NotFoundRoute() {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <StateMessage
      headingLevel={1}
      title={t('errors.pageNotFound', { path: pathname })}
      action={<Link className="button button--primary" to={paths.home}>{t('common.toHome')}</Link>}
    />
  );
}
