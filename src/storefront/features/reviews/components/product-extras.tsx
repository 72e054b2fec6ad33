/**
 * What the product page shows below its description (a lazy module, loaded when the shopper
 * nears it): the allergens and diet labels, and the reviews.
 */
import type { Product } from '#schemas/entities';
import { DietMarks } from '#storefront/features/menu-filter/components/diet-marks.tsx';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { ProductReviews } from './product-reviews.tsx';
import '#storefront/features/menu-filter/menu-filter.css';
import '../reviews.css';

export default function ProductExtras({ product }: { readonly product: Product }) {
  useExtrasTexts();
  return (
    <>
      <DietMarks product={product} />
      <ProductReviews productId={product.id} />
    </>
  );
}
