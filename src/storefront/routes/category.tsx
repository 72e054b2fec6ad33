import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { parseId, paths } from '../lib/paths.ts';
import { CategoryPage } from '../features/menu/components/category-page.tsx';
import { ProductOverlay } from '../features/menu/components/product-overlay.tsx';
import { FloatingBasketButton } from '../features/basket/components/floating-basket-button.tsx';

export default function CategoryRoute() {
  const [params] = useSearchParams();
  const plan = usePlan();
  const { t } = useT();
  return (
    <>
      <Link className="back-link" to={paths.home}>
        {t('nav.home')}
      </Link>
      <CategoryPage categoryId={parseId(params.get('id'))} />
      <ProductOverlay />
      {plan.basket.position === 'FLOATING_OVER_PRODUCT' ? <FloatingBasketButton /> : null}
    </>
  );
}
