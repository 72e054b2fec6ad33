import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useT } from '../i18n/use-t.ts';
import { paths } from '../lib/paths.ts';

function RouteError({ reset }: { readonly reset: () => void }) {
  const { t } = useT();
  return (
    <StateMessage
      tone="error"
      title={t('errors.screen')}
      text={t('common.errorTitle')}
      action={
        <>
          <button type="button" className="button button--primary" onClick={reset}>
            {t('common.retry')}
          </button>
          <Link className="button" to={paths.home}>
            {t('common.toHome')}
          </Link>
        </>
      }
    />
  );
}

/** One boundary per route: a screen that fails shows a translated message, never a blank page. */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary key={location.pathname} fallback={(_error, reset) => <RouteError reset={reset} />}>
      {children}
    </ErrorBoundary>
  );
}
