import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import { LoadState } from '../components/ui/load-state.tsx';
import { ApiError, type ErrorDescription } from '../lib/api-error.ts';
import { paths } from '../lib/paths.ts';
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
  const { t } = useT();
  usePageMeta({ title: t('errors.loadFailed') });
  return (
    <AuthLayout>
      <LoadState headingLevel={1} error={error ? new ApiError({ code: 'STARTUP_FAILED', description: error }, 503) : null} retry={paths.home} />
    </AuthLayout>
  );
}
