import { useMemo } from 'react';
import { useMenu } from '../features/menu/use-menu.ts';
import { SearchView } from '../features/search/components/search-view.tsx';
import { StateMessage } from '../components/ui/state-message.tsx';
import { useT } from '../i18n/use-t.ts';
import { toApiError } from '../lib/api-error.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';
import { useSearchTexts } from '../i18n/use-search-texts.ts';

export default function SearchRoute() {
  useSearchTexts();
  const { t, language } = useT();
  const { menu, error, refetch } = useMenu({ atNearestBranch: true });
  usePageMeta({ title: screenTitle(t('search.title'), usePlan().title), canonical: paths.search });
  const products = useMemo(() => menu?.categories.flatMap((c) => c.products) ?? null, [menu]);
  const failure = error && !menu ? (
    <StateMessage
      tone="error"
      title={t('errors.loadFailed')}
      text={toApiError(error).description[language]}
      action={<button type="button" className="button button--primary" onClick={() => void refetch()}>{t('common.retry')}</button>}
    />
  ) : null;
  return <SearchView products={products} error={failure} />;
}
