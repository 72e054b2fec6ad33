import { memo } from 'react';
import { Link } from 'react-router';
import type { CategoryPresentation } from '#engine/layout-plan';
import { useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';
import { colorClass } from '#storefront/lib/color-classes.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { columnClasses } from '../columns.ts';
import type { MenuCategory } from '../use-menu.ts';
import { sectionId } from '../presentation.ts';
import { ProductCard } from './product-card.tsx';

export interface CategorySectionProps {
  readonly category: MenuCategory;
  readonly presentation: CategoryPresentation;
  readonly quickAdd: boolean;
  /** Whether this section holds the page's first product image. */
  readonly first: boolean;
  readonly headingLevel?: 1 | 2 | 3;
  /** Render a horizontal category as a grid (a category's own page shows everything at once). */
  readonly forceGrid?: boolean;
  /** Show at most this many products, then a link to the category's own page with all of them. */
  readonly limit?: number;
}

/**
 * One category per its presentation: a grid of BIG, MEDIUM or SMALL cards (columns from the
 * plan), or a horizontally scrolling row with scroll-snap.
 */
export const CategorySection = memo(function CategorySection({
  category,
  presentation,
  quickAdd,
  first,
  headingLevel = 2,
  forceGrid = false,
  limit,
}: CategorySectionProps) {
  const text = useLocalized();
  const { t } = useT();
  const shown = limit !== undefined && category.products.length > limit ? category.products.slice(0, limit) : category.products;
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  const horizontal = presentation.scrollType === 'HORIZONTAL' && !forceGrid;
  const view = presentation.viewType.toLowerCase();
  const headingId = `${sectionId(category.id)}-title`;
  return (
    <section id={sectionId(category.id)} className="category" aria-labelledby={headingId}>
      <Heading id={headingId} className={['category__title', colorClass('fg', category.textColor)].filter(Boolean).join(' ')}>
        {text(category.name)}
      </Heading>
      <ul
        className={horizontal ? `product-row product-row--${view}` : `product-grid product-grid--${view} ${columnClasses(presentation.columns)}`}
        data-view={presentation.viewType}
        data-scroll={horizontal ? 'HORIZONTAL' : 'VERTICAL'}
      >
        {shown.map((product, index) => (
          <li key={product.id} className="product-list__item">
            <ProductCard product={product} presentation={presentation} priority={first && index === 0} quickAdd={quickAdd} />
          </li>
        ))}
      </ul>
      {shown.length < category.products.length ? (
        <Link className="button category__all" to={paths.category(category.id)}>
          {t('menu.showAll', { count: category.products.length })}
        </Link>
      ) : null}
    </section>
  );
});
