import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ModificationGroup, Product } from '#schemas/entities';
import { formatMoney, unitPriceOf } from '#domain/pricing';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { lineKey, useBasket } from '#storefront/lib/basket-store.ts';
import { Counter } from '#storefront/components/ui/counter.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductLabels } from './product-labels.tsx';
import { defaultChoice, missingGroups, ModificationGroups, toggleChoice } from './modification-groups.tsx';
import { FavouriteHeart } from '#storefront/features/favourites/components/favourite-heart.tsx';
import '../product-details.css';

// Only ever drawn in the browser, after a scroll: React's own lazy, not a module the server renders.
const ProductExtras = lazy(() => import('#storefront/features/reviews/components/product-extras.tsx'));

/**
 * The allergens and the reviews, below the order's controls, loaded once the shopper scrolls to
 * them (never on the server): the page's first load stays the same.
 */
function ExtrasWhenNear({ product }: { readonly product: Product }) {
  const [near, setNear] = useState(false);
  // Watched from its mount until near (the ref's cleanup stops watching).
  const watch = (element: HTMLDivElement) => {
    // A browser without the observer (an old WebView) shows them at once.
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  };
  return (
    <div ref={near ? undefined : watch} className="product-details__extras">
      {near ? (
        <Suspense fallback={null}>
          <ProductExtras product={product} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Stars({ grade }: { readonly grade: number }) {
  const { t } = useT();
  const rounded = Math.round(grade * 10) / 10;
  return (
    <span className="stars" role="img" aria-label={t('product.rating', { value: rounded })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= Math.round(grade) ? 'stars__on' : 'stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
      <span className="stars__value" aria-hidden="true">
        {rounded}
      </span>
    </span>
  );
}

/** The product's modifications, a counter, its price as chosen, add to basket and buy in one click (SPEC 2). */
function ProductOrder({ product, withoutCart, onAdded }: { readonly product: Product; readonly withoutCart: boolean; readonly onAdded?: () => void }) {
  const { t, language } = useT();
  const plan = usePlan();
  const navigate = useNavigate();
  const { add } = useBasket();
  const [chosen, setChosen] = useState(() => defaultChoice(product.modificationGroups));
  const [count, setCount] = useState(1);
  const maxCount = plan.basket.limits.maxLineCount;
  const [missing, setMissing] = useState<readonly ModificationGroup[]>([]);
  const modifications = [...chosen].map(([id, units]) => ({ id, count: units }));
  const unit = unitPriceOf(product, modifications);

  /** The required groups are chosen; if not, says so and marks them. */
  const complete = (): boolean => {
    const lacking = missingGroups(product.modificationGroups, chosen);
    setMissing(lacking);
    if (lacking.length > 0) notify('error', t('product.chooseRequired'));
    return lacking.length === 0;
  };

  const addToBasket = (): boolean => {
    if (!complete()) return false;
    add({ productId: product.id, modifications, count, price: unit });
    notify('success', t('basket.added'));
    return true;
  };

  // Buys this item alone: the checkout takes it from the address (lib/buy-now-store.ts) and the basket stays as it was.
  const buyNow = () => {
    if (complete()) void navigate(`${paths.checkout}?buy=${lineKey(product.id, modifications)}&count=${count}`);
  };

  return (
    <>
      <ModificationGroups
        groups={product.modificationGroups}
        view={plan.modification.view}
        chosen={chosen}
        onToggle={(group, id) => {
          const next = toggleChoice(chosen, group, id);
          setChosen(next);
          if (missing.length > 0) setMissing(missingGroups(product.modificationGroups, next));
        }}
        missing={missing}
      />
      <div className="product-details__footer">
        {withoutCart ? (
          <ProductPrice product={product} className="price--large" />
        ) : (
          <>
            <span className="price price--large">{formatMoney(unit * count, language)}</span>
            <Counter value={count} max={maxCount} onChange={(n) => setCount(Math.min(maxCount, Math.max(1, n)))} label={t('product.count')} />
            <button
              type="button"
              className="add-button add-button--wide"
              onClick={() => {
                if (addToBasket()) onAdded?.();
              }}
            >
              {t('product.addToBasket')}
            </button>
            <button type="button" className="button button--link product-details__buy-now" onClick={buyNow}>
              {t('product.buyNow')}
            </button>
          </>
        )}
      </div>
    </>
  );
}

export interface ProductDetailsProps {
  readonly product: Product;
  /** The product's category shows no add-to-basket (isWithoutCart). */
  readonly withoutCart: boolean;
  readonly headingLevel?: 1 | 2;
  /** Called once the product is in the basket (a dialog closes: the plan's closeOnAdd). */
  readonly onAdded?: () => void;
}

/** Everything about one product: photos, name, texts, facts, modifications, add to basket. */
export default function ProductDetails({ product, withoutCart, headingLevel = 1, onAdded }: ProductDetailsProps) {
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
        <div className="product-details__title-row">
          <Heading className="product-details__name">{name}</Heading>
          <FavouriteHeart product={product} />
        </div>
        <ProductLabels labels={product.labels} />
        {product.grade ? <Stars grade={product.grade} /> : null}
        {facts.length > 0 ? <p className="product-details__facts">{facts.join(' · ')}</p> : null}
        {description ? (
          <section className="product-details__section">
            <h2 className="product-details__subtitle">{t('product.composition')}</h2>
            <p className="product-details__text">{description}</p>
          </section>
        ) : null}
        {withoutCart ? <ModificationGroups groups={product.modificationGroups} view={plan.modification.view} chosen={new Map()} onToggle={() => {}} /> : null}
      </div>
      {withoutCart ? (
        <div className="product-details__footer">
          <ProductPrice product={product} className="price--large" />
        </div>
      ) : (
        <ProductOrder product={product} withoutCart={false} onAdded={onAdded} />
      )}
      <ExtrasWhenNear key={product.id} product={product} />
    </div>
  );
}
