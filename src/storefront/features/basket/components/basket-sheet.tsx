import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useCartTexts } from '#storefront/i18n/use-cart-texts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { withBasketParam } from '#storefront/lib/paths.ts';
import { BasketPage } from './basket-page.tsx';

/**
 * The basket in a bottom sheet over the screen it was opened from (`cartPageActive` off). The
 * address carries it, so back closes it; without JavaScript its close control is a link to the
 * screen without it.
 */
export default function BasketSheet() {
  useCartTexts();
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const closeSearch = withBasketParam(location.search, false);
  const close = () => {
    const state = location.state as { overlay?: boolean } | null;
    if (state?.overlay) navigate(-1);
    else navigate({ pathname: location.pathname, search: closeSearch }, { replace: true });
  };
  return (
    <Dialog variant="sheet" label={t('cart.basketTitle')} closeLabel={t('common.close')} closeHref={`${location.pathname}${closeSearch}`} onClose={close}>
      <BasketPage placement="sheet" />
    </Dialog>
  );
}
