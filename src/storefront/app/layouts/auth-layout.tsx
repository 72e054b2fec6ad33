import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PlanContext } from '../../lib/app-context.tsx';

/**
 * The auth layout: one centred card. It also serves /merchantNotAvailable, where no brand and
 * so no plan exists: then it shows no brand title.
 */
export function AuthLayout({ children }: { readonly children?: ReactNode }) {
  const plan = useContext(PlanContext);
  return (
    <div className="layout layout--auth">
      <main id="main" className="auth-card">
        {plan ? <p className="auth-card__brand">{plan.title}</p> : null}
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
