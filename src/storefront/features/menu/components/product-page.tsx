import { Link } from 'react-router';
import { FadeIn } from '#storefront/components/ui/fade-in.tsx';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { RouteNotFound } from '#storefront/components/ui/route-not-found.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { squareImage } from '#storefront/lib/image.ts';
import { paths } from '#storefront/lib/paths.ts';
import { screenTitle, useHttpStatus, usePageMeta } from '#storefront/lib/render-context.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { findProduct, useMenu } from '../use-menu.ts';
import { presentationOf } from '../presentation.ts';
import ProductDetails from './product-details.tsx';

/** The product page (/product/:id, FULL_SCREEN navigation). */
export function ProductPage({ productId }: { readonly productId: number | null }) {
  const { t } = useT();
  const text = useLocalized();
  const plan = usePlan();
  const { menu, isPending, error, refetch } = useMenu();
  const found = productId === null || !menu ? null : findProduct(menu, productId);
  const failed = Boolean(error && !menu);
  const missing = !isPending && !failed && !found;
  useHttpStatus(missing ? 404 : null);
  const name = found ? text(found.product.name) : null;
  usePageMeta(
    found && name
      ? {
          title: screenTitle(name, plan.title),
          description: text(found.product.description) || null,
          canonical: paths.product(found.product.id),
          image: found.product.image ? squareImage(found.product.image, 480).src : null,
          about: { kind: 'product', productId: found.product.id },
        }
      : { title: plan.title },
  );

  const home = (
    <Link className="button" to={paths.home}>
      {t('common.toHome')}
    </Link>
  );
  if (isPending) {
    return (
      <div className="product-details" aria-busy="true">
        <Skeleton className="skeleton--media gallery" />
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--line" />
      </div>
    );
  }
  if (failed) {
    return <LoadState error={error} retry={refetch} action={home} />;
  }
  if (!found) return <RouteNotFound hint={t('product.notFound')} action={home} />;
  return (
    <FadeIn className="product-page" offset={24}>
      <Link className="back-link" to={paths.category(found.category.id)}>
        {text(found.category.name)}
      </Link>
      <ProductDetails product={found.product} withoutCart={presentationOf(plan, found.category.id).withoutCart} />
    </FadeIn>
  );
}
