import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PRODUCT_PARAM } from '../../../lib/paths.ts';

const ProductOverlayDialog = lazy(() => import('./product-overlay-dialog.tsx'));

/**
 * The product dialog over a list, present only while the address carries `?product=`: its
 * code loads the first time a product is opened, not with the first screen.
 */
export function ProductOverlay() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(PRODUCT_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <ProductOverlayDialog />
    </Suspense>
  );
}
