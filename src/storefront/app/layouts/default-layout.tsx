import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePlan } from '../../lib/app-context.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MainNav } from './main-nav.tsx';

// Only brand groups load the tabs' code.
const BrandTabs = lazy(() => import('../../features/brands/components/brand-tabs.tsx'));

/** The default layout: brand tabs, header, the screen, footer, and the bottom bar on phones. */
export function DefaultLayout() {
  const plan = usePlan();
  const bottomBar = plan.navigation.kind === 'bottom-bar' && plan.navigation.entries.length > 0;
  return (
    <div className={`layout layout--default${bottomBar ? ' layout--with-bottom-bar' : ''}`}>
      {plan.navigation.brandTabs ? <Suspense fallback={<div className="brand-tabs brand-tabs--placeholder" />}><BrandTabs /></Suspense> : null}
      <SiteHeader />
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
      {bottomBar ? <MainNav placement="bottom" /> : null}
    </div>
  );
}
