import { useQueryClient } from '@tanstack/react-query';
import type { Branch } from '#schemas/entities';
import { pickText } from '#domain/localized';
import { usePlan } from '../lib/app-context.tsx';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { restaurantJsonLd } from '../lib/structured-data.ts';
import { absoluteUrl } from '../lib/urls.ts';
import { squareImage } from '../lib/image.ts';
import { paths } from '../lib/paths.ts';
import { BannersCarousel } from '../features/home-media/components/banners-carousel.tsx';
import { StoriesRow } from '../features/home-media/components/stories-row.tsx';
import { MenuView } from '../features/menu/components/menu-view.tsx';
import { ProductOverlay } from '../features/menu/components/product-overlay.tsx';
import { useMenu } from '../features/menu/use-menu.ts';
import { FloatingBasketButton } from '../features/basket/components/floating-basket-button.tsx';
import { usePolicy } from '../features/policies/api/get-policy.ts';
import { useCities } from '../features/branches/api/get-cities.ts';
import { branchKeys } from '../features/branches/api/get-branches.ts';
import { useWebSettings } from '../features/settings/api/get-web-settings.ts';
import { useT } from '../i18n/use-t.ts';

/** The home's meta: the brand's title, its about text, and the brand with its menu as schema.org data. */
function useHomeMeta() {
  const plan = usePlan();
  const { language } = useT();
  const queryClient = useQueryClient();
  const about = pickText(usePolicy('ABOUT_COMPANY').data?.text, language, plan.languages.fallback).split('\n')[0]?.trim() || null;
  const { menu } = useMenu();
  const cities = useCities().data ?? [];
  const settings = useWebSettings().data;
  usePageMeta({
    title: screenTitle(null, plan.title),
    description: about,
    canonical: paths.home,
    structuredData: (origin) => [restaurantJsonLd({
      name: plan.title,
      origin,
      language,
      fallback: plan.languages.fallback,
      description: about,
      logo: settings?.logo ? absoluteUrl(origin, squareImage(settings.logo, 480).src) : null,
      telephone: settings?.phone ?? null,
      imageUrl: (file) => (file ? absoluteUrl(origin, squareImage(file, 480).src) : null),
      productUrl: (id) => absoluteUrl(origin, paths.product(id)),
    }, { menu, branches: queryClient.getQueryData<Branch[]>(branchKeys.all) ?? [], cities })],
  });
}

/** Home: the plan's sections in order, the product dialog, and the floating basket when the plan puts it there. */
export default function HomeRoute() {
  const plan = usePlan();
  const { t } = useT();
  useHomeMeta();
  return (
    <div className="home">
      <h1 className="visually-hidden">{plan.title || t('menu.title')}</h1>
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
