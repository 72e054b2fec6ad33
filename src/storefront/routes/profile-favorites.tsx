import { FavouritesView } from '../features/favourites/components/favourites-view.tsx';
import { ProductCard } from '../features/menu/components/product-card.tsx';
import '../features/menu/menu.css';
import { useT } from '../i18n/use-t.ts';
import { useExtrasTexts } from '../i18n/use-extras-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  useExtrasTexts();
  const { t } = useT();
  const plan = usePlan();
  usePageMeta({ title: screenTitle(t('extras.favourites.title'), plan.title), canonical: paths.profileFavorites });
  // A favourite opens as its own page and goes into the basket from its card.
  const presentation = { ...plan.defaultCategory, navigationType: 'FULL_SCREEN', withoutCart: false, closeOnAdd: false } as const;
  return <FavouritesView renderProduct={(product) => <ProductCard product={product} presentation={presentation} priority={false} quickAdd />} />;
}
