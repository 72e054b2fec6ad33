import { Link } from 'react-router';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { usePlan } from '../../../lib/app-context.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { findProduct, useMenu } from '../use-menu.ts';
import { presentationOf } from '../presentation.ts';
import ProductDetails from './product-details.tsx';

/** The product page (/product/:id, FULL_SCREEN navigation). */
export function ProductPage({ productId }: { readonly productId: number | null }) {
  const { t, language } = useT();
  const plan = usePlan();
  const { menu, isPending, error, refetch } = useMenu();
  const home = <Link className="button" to={paths.home}>{t('common.toHome')}</Link>;
  if (isPending) {
    return (
      <div className="product-details" aria-busy="true">
        <Skeleton className="skeleton--media gallery" />
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--line" />
      </div>
    );
  }
  if (error && !menu) {
    return (
      <StateMessage
        tone="error"
        title={t('errors.loadFailed')}
        text={toApiError(error).description[language]}
        action={<><button type="button" className="button button--primary" onClick={() => void refetch()}>{t('common.retry')}</button>{home}</>}
      />
    );
  }
  const found = productId === null || !menu ? null : findProduct(menu, productId);
  if (!found) return <StateMessage headingLevel={1} title={t('product.notFound')} action={home} />;
  return (
    <div className="product-page">
      <ProductDetails product={found.product} withoutCart={presentationOf(plan, found.category.id).withoutCart} />
    </div>
  );
}
