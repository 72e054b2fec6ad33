import { Link, useLocation } from 'react-router';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, useHttpStatus, usePageMeta } from '../lib/render-context.tsx';

/** SPEC point 8: an unknown route is a 404 with "Page not found: {path}", not fatal. */
export default function NotFoundRoute() {
  const { t } = useT();
  const { pathname } = useLocation();
  const title = t('errors.pageNotFound', { path: pathname });
  useHttpStatus(404);
  usePageMeta({ title: screenTitle(title, usePlan().title) });
  return (
    <StateMessage
      headingLevel={1}
      title={title}
      action={
        <Link className="button button--primary" to={paths.home}>
          {t('common.toHome')}
        </Link>
      }
    />
  );
}
