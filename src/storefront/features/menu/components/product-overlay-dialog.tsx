import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { parseId, PRODUCT_PARAM, withProductParam } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { findProduct, useMenu } from '../use-menu.ts';
import { presentationOf } from '../presentation.ts';
import ProductDetails from './product-details.tsx';

/**
 * The product opened over a list (`?product=ID`): a centred dialog for POP_UP categories, a
 * bottom sheet for SHEET ones. The address carries it, so back closes it and a link shares it.
 */
export default function ProductOverlayDialog() {
  const { t } = useT();
  const text = useLocalized();
  const plan = usePlan();
  const location = useLocation();
  const navigate = useNavigate();
  const { menu } = useMenu();
  const id = parseId(new URLSearchParams(location.search).get(PRODUCT_PARAM));
  if (id === null || !menu) return null;
  const found = findProduct(menu, id);
  if (!found) return null;
  const presentation = presentationOf(plan, found.category.id);

  const closeSearch = withProductParam(location.search, null);
  const close = () => {
    const state = location.state as { overlay?: boolean } | null;
    if (state?.overlay) navigate(-1);
    else navigate({ pathname: location.pathname, search: closeSearch }, { replace: true });
  };

  return (
    <Dialog
      variant={presentation.navigationType === 'SHEET' ? 'sheet' : 'center'}
      label={text(found.product.name)}
      closeLabel={t('common.close')}
      closeHref={`${location.pathname}${closeSearch}`}
      onClose={close}
    >
      <ProductDetails product={found.product} withoutCart={presentation.withoutCart} headingLevel={2} onAdded={presentation.closeOnAdd ? close : undefined} />
    </Dialog>
  );
}
