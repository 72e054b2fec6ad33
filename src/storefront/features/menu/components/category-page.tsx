import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { RouteNotFound } from '../../../components/ui/route-not-found.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { usePlan } from '../../../lib/app-context.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { screenTitle, useHttpStatus, usePageMeta } from '../../../lib/render-context.tsx';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useMenu } from '../use-menu.ts';
import { presentationOf } from '../presentation.ts';
import { CategorySection } from './category-section.tsx';
import { MenuSkeleton } from './menu-skeleton.tsx';

/** One category's products (/category?id=). A horizontal category shows as a grid here. */
export function CategoryPage({ categoryId }: { readonly categoryId: number | null }) {
  const { t, language } = useT();
  const plan = usePlan();
  const text = useLocalized();
  const { menu, isPending, error, refetch } = useMenu();
  const category = categoryId === null ? null : menu?.categories.find((c) => c.id === categoryId) ?? null;
  const failed = Boolean(error && !menu);
  useHttpStatus(!isPending && !failed && !category ? 404 : null);
  usePageMeta(category
    ? { title: screenTitle(text(category.name), plan.title), canonical: paths.category(category.id) }
    : { title: plan.title });
  const home = <Link className="button" to={paths.home}>{t('common.toHome')}</Link>;

  if (isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="skeleton--title" />
        <MenuSkeleton strip={false} />
      </div>
    );
  }
  if (failed) {
    return (
      <StateMessage
        tone="error"
        title={t('errors.loadFailed')}
        text={toApiError(error).description[language]}
        action={<><button type="button" className="button button--primary" onClick={() => void refetch()}>{t('common.retry')}</button>{home}</>}
      />
    );
  }
  if (!category) return <RouteNotFound hint={t('menu.categoryNotFound')} action={home} />;
  if (category.products.length === 0) return <StateMessage headingLevel={1} title={t('menu.categoryEmpty')} action={home} />;
  return (
    <div className="category-page">
      <CategorySection
        category={category}
        presentation={presentationOf(plan, category.id)}
        quickAdd={plan.home.quickAdd}
        first
        forceGrid
        headingLevel={1}
      />
    </div>
  );
}
