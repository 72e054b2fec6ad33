import type { ReactNode } from 'react';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { Skeleton } from './skeleton.tsx';
import { StateMessage } from './state-message.tsx';

export interface LoadStateProps {
  /** The load is under way: the placeholder shows. Otherwise the load failed. */
  readonly pending?: boolean;
  /** A placeholder the size of what comes, so nothing shifts; by default `lines` bars of text. */
  readonly skeleton?: ReactNode;
  readonly lines?: number;
  /** What failed: an API error says why in the shopper's language; anything else is an unknown failure. */
  readonly error?: unknown;
  /** Loads again: a refetch, or the address to load the whole page from when the app itself failed. */
  readonly retry?: (() => unknown) | string;
  /** A way out beside the retry (to the menu, to the basket). */
  readonly action?: ReactNode;
  readonly headingLevel?: 1 | 2;
  /** A line inside a form rather than the screen's block: the title alone, the form is the way on. */
  readonly inline?: boolean;
}

/**
 * A screen's loading and load-failed states, the one way every screen shows them (CONVENTIONS: a
 * screen has four states, all designed). `pending` and `error` take a query's own fields, so a
 * screen writes `if (query.isPending || query.error) return <LoadState pending={query.isPending}
 * error={query.error} retry={query.refetch} />`.
 */
export function LoadState({ pending, skeleton, lines = 1, error, retry, action, headingLevel, inline }: LoadStateProps) {
  const { t, language } = useT();
  if (pending)
    return (
      skeleton ?? (
        <div aria-busy="true">
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} className="skeleton--paragraph" />
          ))}
        </div>
      )
    );
  const title = t('errors.loadFailed');
  if (inline)
    return (
      <p className="field__error" role="alert">
        {title}
      </p>
    );
  const label = t('common.retry');
  return (
    <StateMessage
      tone="error"
      headingLevel={headingLevel}
      title={title}
      text={toApiError(error).description[language]}
      action={
        <>
          {typeof retry === 'string' ? (
            <a className="button button--primary" href={retry}>
              {label}
            </a>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void retry?.()}>
              {label}
            </button>
          )}
          {action}
        </>
      }
    />
  );
}
