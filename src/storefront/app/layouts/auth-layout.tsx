import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PlanContext } from '#storefront/lib/app-context.tsx';
import { LanguageSwitcher } from '#storefront/features/language/components/language-switcher.tsx';

/**
 * The auth layout: one centred card, with the brand's title and the language choice (the sign-in
 * screens have no header). It also serves /merchantNotAvailable, where no brand and so no plan
 * exists: then it shows neither.
 */
export function AuthLayout({ children }: { readonly children?: ReactNode }) {
  const plan = useContext(PlanContext);
  return (
    <div className="layout layout--auth">
      <main id="main" className="auth-card">
        {plan ? (
          <div className="auth-card__head">
            <p className="auth-card__brand">{plan.title}</p>
            <LanguageSwitcher />
          </div>
        ) : null}
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
