import type { Product } from '#schemas/entities';
import { usePlan } from '../../../lib/app-context.tsx';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductLabels } from './product-labels.tsx';
import { ModificationGroups } from './modification-groups.tsx';
import { AddButton } from './add-button.tsx';

function Stars({ grade }: { readonly grade: number }) {
  const { t } = useT();
  const rounded = Math.round(grade * 10) / 10;
  return (
    <span className="stars" role="img" aria-label={t('product.rating', { value: rounded })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= Math.round(grade) ? 'stars__on' : 'stars__off'} aria-hidden="true">★</span>
      ))}
      <span className="stars__value" aria-hidden="true">{rounded}</span>
    </span>
  );
}

export interface ProductDetailsProps {
  readonly product: Product;
  /** The product's category shows no add-to-basket (isWithoutCart). */
  readonly withoutCart: boolean;
  readonly headingLevel?: 1 | 2;
}

/** Everything about one product: photos, name, texts, facts, modifications, add to basket. */
export default function ProductDetails({ product, withoutCart, headingLevel = 1 }: ProductDetailsProps) {
  const { t } = useT();
  const text = useLocalized();
  const plan = usePlan();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const name = text(product.name);
  const description = text(product.description);
  const images = [product.image, ...product.gallery.filter((g) => g !== product.image)].filter(Boolean);
  const facts = [
    product.measure ? t(`product.unit.${product.unit}`, { value: product.measure }) : null,
    product.calorie ? t('product.calories', { value: product.calorie }) : null,
  ].filter((f): f is string => f !== null);

  return (
    <div className="product-details">
      <ProductGallery images={images} name={name} />
      <div className="product-details__body">
        <Heading className="product-details__name">{name}</Heading>
        <ProductLabels labels={product.labels} />
        {product.grade ? <Stars grade={product.grade} /> : null}
        {facts.length > 0 ? <p className="product-details__facts">{facts.join(' · ')}</p> : null}
        {description ? (
          <section className="product-details__section">
            <h2 className="product-details__subtitle">{t('product.composition')}</h2>
            <p className="product-details__text">{description}</p>
          </section>
        ) : null}
        <ModificationGroups groups={product.modificationGroups} view={plan.modification.view} />
      </div>
      <div className="product-details__footer">
        <ProductPrice product={product} className="price--large" />
        {withoutCart ? null : <AddButton variant="wide" />}
      </div>
    </div>
  );
}
