import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CategoryPresentation } from '#engine/layout-plan';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { RouteNotFound } from '#storefront/components/ui/route-not-found.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { screenTitle, useHttpStatus, usePageMeta } from '#storefront/lib/render-context.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useMenuFilter } from '#storefront/lib/menu-filter-store.ts';
import { useMenu, type MenuCategory } from '../use-menu.ts';
import { CATEGORY_PAGE_SIZE, PAGE_PARAM, pageOf } from '../long-lists.ts';
import { colorClass } from '#storefront/lib/color-classes.ts';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import type { VirtualProductGridProps } from './virtual-product-grid.tsx';
import { presentationOf, sectionId } from '../presentation.ts';
import { CategorySection } from './category-section.tsx';
import { MenuSkeleton } from './menu-skeleton.tsx';
import '../menu.css';

// Drawn only in a browser whose menu filter hides the whole category: React's own lazy.
const FilteredOut = lazy(() => import('#storefront/features/menu-filter/components/filtered-out.tsx'));

// Only long categories need it: its code (and the virtualizer's) loads with them.
const VirtualProductGrid = lazyModule<VirtualProductGridProps>('src/storefront/features/menu/components/virtual-product-grid.tsx');

/**
 * A category too long to draw whole: the server draws the page of products the address asks for
 * (`&page=`), with plain links to every page; the app then shows all of them in a virtualized grid
 * and the page links go (the stylesheet hides them once hydrated).
 */
function LongCategory({
  category,
  presentation,
  quickAdd,
}: {
  readonly category: MenuCategory;
  readonly presentation: CategoryPresentation;
  readonly quickAdd: boolean;
}) {
  const { t } = useT();
  const text = useLocalized();
  const [params] = useSearchParams();
  const count = category.products.length;
  const pages = Math.ceil(count / CATEGORY_PAGE_SIZE);
  const page = pageOf(params.get(PAGE_PARAM), count);
  const start = (page - 1) * CATEGORY_PAGE_SIZE;
  const headingId = `${sectionId(category.id)}-title`;
  return (
    <div className="category-page">
      <section id={sectionId(category.id)} className="category" aria-labelledby={headingId}>
        <h1 id={headingId} className={['category__title', colorClass('fg', category.textColor)].filter(Boolean).join(' ')}>
          {text(category.name)}
        </h1>
        <VirtualProductGrid
          products={category.products}
          presentation={presentation}
          quickAdd={quickAdd}
          initial={category.products.slice(start, start + CATEGORY_PAGE_SIZE)}
          initialIndex={start}
        />
        <nav className="pager" aria-label={t('menu.pages')}>
          <ul className="pager__list">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  className="pager__link"
                  to={`${paths.category(category.id)}&${PAGE_PARAM}=${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('menu.pageOf', { page: n, count: pages })}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}

/** One category's products (/category?id=). A horizontal category shows as a grid here. */
export function CategoryPage({ categoryId }: { readonly categoryId: number | null }) {
  const { t } = useT();
  const plan = usePlan();
  const text = useLocalized();
  const { menu, isPending, error, refetch } = useMenu();
  const category = categoryId === null ? null : (menu?.categories.find((c) => c.id === categoryId) ?? null);
  // The address names the category wherever it is sold; the shopper's filter still hides dishes in it.
  const filter = useMenuFilter();
  const filtered = useMemo(() => (menu && filter ? filter.apply(menu) : menu), [menu, filter]);
  const failed = Boolean(error && !menu);
  useHttpStatus(!isPending && !failed && !category ? 404 : null);
  usePageMeta(category ? { title: screenTitle(text(category.name), plan.title), canonical: paths.category(category.id) } : { title: plan.title });
  const home = (
    <Link className="button" to={paths.home}>
      {t('common.toHome')}
    </Link>
  );

  if (isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="skeleton--title" />
        <MenuSkeleton strip={false} />
      </div>
    );
  }
  if (failed) {
    return <LoadState error={error} retry={refetch} action={home} />;
  }
  if (!category) return <RouteNotFound hint={t('menu.categoryNotFound')} action={home} />;
  if (category.products.length === 0) return <StateMessage headingLevel={1} title={t('menu.categoryEmpty')} action={home} />;
  const shown = filtered?.categories.find((c) => c.id === category.id);
  if (!shown) {
    return (
      <Suspense fallback={null}>
        <FilteredOut title={text(category.name)} count={category.products.length} />
      </Suspense>
    );
  }
  const presentation = presentationOf(plan, shown.id);
  if (shown.products.length > CATEGORY_PAGE_SIZE) {
    return <LongCategory category={shown} presentation={presentation} quickAdd={plan.home.quickAdd} />;
  }
  return (
    <div className="category-page">
      <CategorySection category={shown} presentation={presentation} quickAdd={plan.home.quickAdd} first forceGrid headingLevel={1} />
    </div>
  );
}
