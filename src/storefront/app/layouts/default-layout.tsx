import { Outlet } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { BrandTabs } from '#storefront/features/brands/components/brand-tabs.tsx';
import { NearestBranchResolver } from '#storefront/features/branches/nearest-branch-resolver.tsx';
import { BasketOverlay } from '#storefront/features/basket/components/basket-overlay.tsx';
import { FloatingBasketElsewhere } from '#storefront/features/basket/components/floating-basket-button.tsx';
import { TableEntry } from '#storefront/features/table/table-entry.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MainNav } from './main-nav.tsx';

/**
 * The default layout: brand tabs, header, the screen, footer, the bottom bar, and the basket's
 * sheet when the plan keeps the basket off its own page. Which bar
 * shows at which width is the stylesheet's (the plan says `always` or `narrow`), so the server's
 * page is right on every screen.
 */
export function DefaultLayout() {
  const plan = usePlan();
  const { bottomBar, entries, brandTabs, maxWidth } = plan.navigation;
  const bottom = entries.some((e) => !e.wideOnly);
  // The messenger's fixed width is the stylesheet's (.layout--messenger, checked against the plan).
  const messenger = maxWidth !== null ? ' layout--messenger' : '';
  return (
    <div className={`layout layout--default${bottom ? ` layout--bottom-bar-${bottomBar}` : ''}${messenger}`}>
      {brandTabs ? <BrandTabs /> : null}
      <SiteHeader />
      <main id="main" className="main">
        <TableEntry />
        <Outlet />
      </main>
      <SiteFooter />
      <NearestBranchResolver />
      <BasketOverlay />
      {plan.basket.position === 'FLOATING_OVER_PRODUCT' ? <FloatingBasketElsewhere /> : null}
      {bottom ? <MainNav placement="bottom" /> : null}
    </div>
  );
}
