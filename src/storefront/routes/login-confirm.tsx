import { ConfirmForm } from '../features/accounts/components/confirm-form.tsx';
import { useBrandCatalog } from '../features/brands/api/get-brand-catalog.ts';
import { useT } from '../i18n/use-t.ts';
import { useAccountTexts } from '../i18n/use-account-texts.ts';
import { useBrand, usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function LoginConfirmRoute() {
  useAccountTexts();
  const { t } = useT();
  const { merchantId } = useBrand();
  usePageMeta({ title: screenTitle(t('account.confirmTitle'), usePlan().title), canonical: paths.loginConfirm });
  // The session keeps the brand it was opened at (SPEC point 3).
  const brand = useBrandCatalog().data?.find((b) => b.merchantId === merchantId) ?? null;
  return <ConfirmForm brand={brand} />;
}
