import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import type { Product } from '#schemas/entities';
import type { CategoryPresentation } from '#engine/layout-plan';
import { cardImageSizes } from '#domain/image-url';
import { squareImage } from '#storefront/lib/image.ts';
import { paths, withProductParam } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePreloadImage } from '#storefront/lib/render-context.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductLabels } from './product-labels.tsx';
import { QuickAddButton } from './add-button.tsx';
import { FavouriteSlot } from '#storefront/features/favourites/components/favourite-slot.tsx';

export interface ProductCardProps {
  readonly product: Product;
  readonly presentation: Omit<CategoryPresentation, 'categoryId'>;
  /** The first image of the page: loaded eagerly with high priority (the LCP element). */
  readonly priority: boolean;
  /** Add-to-basket on cards (plan.home.quickAdd) unless the category is without cart. */
  readonly quickAdd: boolean;
}

/** Where a card opens its product: a dialog over the list (POP_UP, SHEET) or the product page. */
function useProductLink(product: Product, navigationType: CategoryPresentation['navigationType']) {
  const location = useLocation();
  if (navigationType === 'FULL_SCREEN') return { to: paths.product(product.id), state: undefined };
  return { to: { pathname: location.pathname, search: withProductParam(location.search, product.id) }, state: { overlay: true } };
}

export const ProductCard = memo(function ProductCard({ product, presentation, priority, quickAdd }: ProductCardProps) {
  const { t } = useT();
  const text = useLocalized();
  const link = useProductLink(product, presentation.navigationType);
  const image = squareImage(product.image, presentation.viewType === 'BIG' ? 480 : 240);
  const name = text(product.name);
  const sizes = cardImageSizes(presentation.viewType);
  usePreloadImage({ src: image.src, srcSet: image.srcSet, sizes }, priority);
  return (
    <article className={`product-card product-card--${presentation.viewType.toLowerCase()}`}>
      <Link className="product-card__link" to={link.to} state={link.state}>
        <span className="product-card__media">
          <img
            className="product-card__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
          {product.discount > 0 ? <span className="product-card__badge">{t('product.discount', { value: product.discount })}</span> : null}
        </span>
        <span className="product-card__body">
          <h3 className="product-card__name">{name}</h3>
          <ProductLabels labels={product.labels} />
          {product.calorie ? <span className="product-card__meta">{t('product.calories', { value: product.calorie })}</span> : null}
          <ProductPrice product={product} />
        </span>
      </Link>
      <FavouriteSlot product={product} className="favourite-heart favourite-heart--card" />
      {quickAdd && !presentation.withoutCart ? <QuickAddButton product={product} to={link.to} toState={link.state} /> : null}
    </article>
  );
});
