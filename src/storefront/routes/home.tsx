import { lazy, Suspense } from 'react';
import { usePlan } from '../lib/app-context.tsx';
import { BannersCarousel } from '../features/home-media/components/banners-carousel.tsx';
import { MenuView } from '../features/menu/components/menu-view.tsx';
import { ProductOverlay } from '../features/menu/components/product-overlay.tsx';
import { FloatingBasketButton } from '../features/basket/components/floating-basket-button.tsx';
import { useT } from '../i18n/use-t.ts';

// Only brands with stories load their code.
const StoriesRow = lazy(() => import('../features/home-media/components/stories-row.tsx'));

/** Home: the plan's sections in order, the product dialog, and the floating basket when the plan puts it there. */
export default function HomeRoute() {
  const plan = usePlan();
  const { t } = useT();
  return (
    <div className="home">
      <h1 className="visually-hidden">{plan.title || t('menu.title')}</h1>
      {plan.home.sections.map((section) => {
        switch (section.kind) {
          case 'banners':
            return <BannersCarousel key="banners" />;
          case 'stories':
            return <Suspense key="stories" fallback={<div className="stories stories--placeholder" />}><StoriesRow /></Suspense>;
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
