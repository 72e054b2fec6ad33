import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';

/** The menu while it loads: strip chips and two sections of cards, the size of the real ones. */
export function MenuSkeleton({ strip }: { readonly strip: boolean }) {
  const { t } = useT();
  return (
    <div className="menu-skeleton" aria-busy="true" aria-label={t('common.loading')}>
      {strip ? (
        <div className="category-strip">
          <div className="category-strip__list">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="chip chip--skeleton" />
            ))}
          </div>
        </div>
      ) : null}
      {[0, 1].map((section) => (
        <div key={section} className="category">
          <Skeleton className="skeleton--title" />
          <div className="product-grid product-grid--medium cols-2 cols-tablet-3 cols-desktop-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="product-card product-card--medium">
                <Skeleton className="product-card__media skeleton--media" />
                <Skeleton className="skeleton--line" />
                <Skeleton className="skeleton--line skeleton--short" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
