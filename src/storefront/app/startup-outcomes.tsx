import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { StateMessage } from '../components/ui/state-message.tsx';
import type { ErrorDescription } from '../lib/api-error.ts';
import { clearStoredState } from '../lib/storage.ts';
import { usePageMeta } from '../lib/render-context.tsx';
import { MerchantNotAvailable } from '../features/merchant/components/merchant-not-available.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';

/** No merchant answers to this address (SPEC point 8): storage is cleared, the explanation shown. */
export function MerchantMissingApp() {
  const { t } = useT();
  usePageMeta({ title: t('merchant.notAvailableTitle') });
  useEffect(() => clearStoredState({ keepMerchant: false }), []);
  return (
    <AuthLayout>
      <MerchantNotAvailable />
    </AuthLayout>
  );
}

/** The web settings could not be loaded: the brand cannot be drawn, so say so and offer a retry. */
export function StartupFailedApp({ error }: { readonly error: ErrorDescription | null }) {
  const { t, language } = useT();
  usePageMeta({ title: t('errors.loadFailed') });
  return (
    <AuthLayout>
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('errors.loadFailed')}
        text={error?.[language] ?? t('common.errorTitle')}
        action={<a className="button button--primary" href="/">{t('common.retry')}</a>}
      />
    </AuthLayout>
  );
}
