import { useMemo } from 'react';
import type { Product } from '#schemas/entities';
import { useMenu } from '../features/menu/use-menu.ts';
import { SearchView } from '../features/search/components/search-view.tsx';
import { LoadState } from '../components/ui/load-state.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useSearchTexts } from '../i18n/use-search-texts.ts';

export default function SearchRoute() {
  useSearchTexts();
  const { t } = useT();
  const plan = usePlan();
  const { menu, error, refetch } = useMenu({ atNearestBranch: true });
  usePageMeta({ title: screenTitle(t('search.title'), plan.title), canonical: paths.search });
  const products = useMemo(() => menu?.categories.flatMap((c) => c.products) ?? null, [menu]);
  // A result adds to the basket as its card on the menu would: where the plan has quick add, and its category a cart.
  const addable = useMemo(() => {
    const cartless = new Set(menu?.categories.filter((c) => c.isWithoutCart).flatMap((c) => c.products.map((p) => p.id)));
    return (product: Product) => plan.home.quickAdd && !cartless.has(product.id);
  }, [menu, plan.home.quickAdd]);
  const failure = error && !menu ? <LoadState error={error} retry={refetch} /> : null;
  return <SearchView products={products} error={failure} addable={addable} />;
}
