import { formatMoney, productPrice } from '#domain/pricing';
import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';

/** The price of one unit after the product's discount, with the old price struck through. */
export function ProductPrice({ product, className = '' }: { readonly product: Product; readonly className?: string }) {
  const { t, language } = useT();
  const { price, oldPrice } = productPrice(product);
  return (
    <span className={`price ${className}`}>
      <span className="price__current">{formatMoney(price, language)}</span>
      {oldPrice !== null && oldPrice > price ? (
        <s className="price__old">
          <span className="visually-hidden">{t('product.oldPrice')} </span>
          {formatMoney(oldPrice, language)}
        </s>
      ) : null}
    </span>
  );
}
