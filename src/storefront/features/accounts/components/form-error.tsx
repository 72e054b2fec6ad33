import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { clockText, useSecondsLeft } from '../use-seconds-left.ts';

/**
 * What the server said went wrong, in the shopper's language; a limit also says when to try
 * again, counting down.
 */
export function FormError({ error, retryAt }: { readonly error: unknown; readonly retryAt?: number | null }) {
  const { t, language } = useT();
  const left = useSecondsLeft(retryAt ?? null);
  if (!error) return null;
  const { description } = toApiError(error);
  return (
    <div className="form-error" role="alert">
      <span className="form-error__icon" aria-hidden="true">
        !
      </span>
      <p>
        {description[language]}
        {left ? <> {t('account.tryAgainIn', { time: clockText(left) })}</> : null}
      </p>
    </div>
  );
}
