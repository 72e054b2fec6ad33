import { useLocation } from 'react-router';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { PRODUCT_PARAM } from '#storefront/lib/paths.ts';

const ProductOverlayDialog = lazyModule('src/storefront/features/menu/components/product-overlay-dialog.tsx');

/**
 * The product dialog over a list, present only while the address carries `?product=`: its
 * code loads the first time a product is opened, not with the first screen (a page asked for
 * with the parameter renders it on the server, and the browser loads it before hydrating).
 */
export function ProductOverlay() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(PRODUCT_PARAM)) return null;
  return <ProductOverlayDialog />;
}
