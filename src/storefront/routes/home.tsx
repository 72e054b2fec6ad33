import { pickText } from '#domain/localized';
import { usePlan } from '../lib/app-context.tsx';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { paths } from '../lib/paths.ts';
import { BannersCarousel } from '../features/home-media/components/banners-carousel.tsx';
import { StoriesRow } from '../features/home-media/components/stories-row.tsx';
import { MenuView } from '../features/menu/components/menu-view.tsx';
import { ProductOverlay } from '../features/menu/components/product-overlay.tsx';
import { FloatingBasketButton } from '../features/basket/components/floating-basket-button.tsx';
import { usePolicy } from '../features/policies/api/get-policy.ts';
import { useT } from '../i18n/use-t.ts';
import { lazyModule } from '../lib/lazy-modules.tsx';
import { useSession } from '../lib/session.ts';
import { useEffect, useState } from 'react';

/** SPEC 1, startup step 5: 500 ms after start a signed-in shopper's active orders load. */
export const ACTIVE_ORDERS_DELAY_MS = 500;
const ActiveOrderCard = lazyModule('src/storefront/features/orders/components/active-order-card.tsx');

/** The active-order card, loaded (code and data) only for a signed-in shopper, after the delay. */
function ActiveOrder() {
  const { status } = useSession();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (status !== 'signed-in') return;
    const timer = setTimeout(() => setDue(true), ACTIVE_ORDERS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return due && status === 'signed-in' ? <ActiveOrderCard /> : null;
}

/** The home's meta: the brand's title, its about text, and the brand with its menu as schema.org data. */
function useHomeMeta() {
  const plan = usePlan();
  const { language } = useT();
  const about = pickText(usePolicy('ABOUT_COMPANY').data?.text, language, plan.languages.fallback).split('\n')[0]?.trim() || null;
  usePageMeta({ title: screenTitle(null, plan.title), description: about, canonical: paths.home, about: { kind: 'restaurant' } });
}

/** Home: the plan's sections in order, the product dialog, and the floating basket when the plan puts it there. */
export default function HomeRoute() {
  const plan = usePlan();
  const { t } = useT();
  useHomeMeta();
  return (
    <div className="home">
      <h1 className="visually-hidden">{plan.title || t('menu.title')}</h1>
      <ActiveOrder />
      {plan.home.sections.map((section) => {
        switch (section.kind) {
          case 'banners':
            return <BannersCarousel key="banners" />;
          case 'stories':
            return <StoriesRow key="stories" />;
          case 'groups':
            return <MenuView key="groups" grouped />;
          case 'categories':
            return <MenuView key="categories" grouped={false} />;
        }
      })}
      <ProductOverlay />
      {plan.basket.position === 'FLOATING_OVER_PRODUCT' ? <FloatingBasketButton /> : null}
    </div>
  );
}
