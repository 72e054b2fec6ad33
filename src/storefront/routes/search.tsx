import { useMemo } from 'react';
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
  const { menu, error, refetch } = useMenu({ atNearestBranch: true });
  usePageMeta({ title: screenTitle(t('search.title'), usePlan().title), canonical: paths.search });
  const products = useMemo(() => menu?.categories.flatMap((c) => c.products) ?? null, [menu]);
  const failure = error && !menu ? <LoadState error={error} retry={refetch} /> : null;
  return <SearchView products={products} error={failure} />;
}
