import { Link } from 'react-router';
import { PolicyPage } from '../features/policies/components/policy-page.tsx';
import { useT } from '../i18n/use-t.ts';
import { useAccountTexts } from '../i18n/use-account-texts.ts';
import { paths } from '../lib/paths.ts';

/** /login/rules: the brand's terms (the TERMS policy) as the rules of signing in. */
export default function LoginRulesRoute() {
  useAccountTexts();
  const { t } = useT();
  return (
    <PolicyPage
      type="TERMS"
      title="account.rulesTitle"
      canonical={paths.loginRules}
      footer={
        <p className="policy__footer">
          <Link className="button button--primary" to={paths.login}>
            {t('account.toSignIn')}
          </Link>
        </p>
      }
    />
  );
}
