import { Suspense } from 'react';
import { I18nContext, useT } from '../i18n/use-t.ts';
import type { I18n } from '../i18n/i18n.ts';
import { StateMessage } from '../components/ui/state-message.tsx';
import { toApiError } from '../lib/api-error.ts';
import MerchantNotAvailableRoute from '../routes/merchant-not-available.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';

/** No merchant answers to this address: only the explanation, in the auth layout. */
export function MerchantMissingApp({ i18n }: { readonly i18n: I18n }) {
  return (
    <I18nContext.Provider value={i18n}>
      <AuthLayout>
        <MerchantNotAvailableRoute />
      </AuthLayout>
    </I18nContext.Provider>
  );
}

function StartupError({ error }: { readonly error: unknown }) {
  const { t, language } = useT();
  return (
    <StateMessage
      tone="error"
      headingLevel={1}
      title={t('errors.loadFailed')}
      text={toApiError(error).description[language]}
      action={<button type="button" className="button button--primary" onClick={() => location.reload()}>{t('common.retry')}</button>}
    />
  );
}

/** The web settings could not be loaded: the brand cannot be drawn, so say so and offer a retry. */
export function StartupFailedApp({ i18n, error }: { readonly i18n: I18n; readonly error: unknown }) {
  return (
    <I18nContext.Provider value={i18n}>
      <AuthLayout>
        <Suspense>
          <StartupError error={error} />
        </Suspense>
      </AuthLayout>
    </I18nContext.Provider>
  );
}
