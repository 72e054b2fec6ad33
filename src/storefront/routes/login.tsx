import { SignInForm } from '../features/accounts/components/sign-in-form.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAccountTexts } from '../i18n/use-account-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function LoginRoute() {
  useAccountTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('account.signInTitle'), usePlan().title), canonical: paths.login });
  return <SignInForm />;
}
