import type { CategoryPresentation } from '#engine/layout-plan';
import { colorClass } from '../../../lib/color-classes.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
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
}

/**
 * One category per its presentation: a grid of BIG, MEDIUM or SMALL cards (columns from the
 * plan), or a horizontally scrolling row with scroll-snap.
 */
export function CategorySection({ category, presentation, quickAdd, first, headingLevel = 2, forceGrid = false }: CategorySectionProps) {
  const text = useLocalized();
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
        {category.products.map((product, index) => (
          <li key={product.id} className="product-list__item">
            <ProductCard product={product} presentation={presentation} priority={first && index === 0} quickAdd={quickAdd} />
          </li>
        ))}
      </ul>
    </section>
  );
}
