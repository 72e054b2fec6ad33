import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import { StateMessage } from './state-message.tsx';

/**
 * SPEC point 8: a route whose own validation fails (an unknown product or category id) is a 404
 * with "Page Not Found: {path}"; the hint says what was not found. The caller sets the status.
 */
export function RouteNotFound({ hint, action }: { readonly hint: string; readonly action: ReactNode }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  return <StateMessage headingLevel={1} title={t('errors.routeNotFound', { path: `${pathname}${search}` })} text={hint} action={action} />;
}
