import { Link, type To } from 'react-router';
import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { unitPriceOf } from '#domain/pricing';
import { useBasketAdd } from '#storefront/lib/basket-store.ts';

/** A product whose modifications must be chosen before it goes into the basket. */
export const needsChoice = (product: Product): boolean => product.modificationGroups.some((g) => g.isRequired || g.minCount > 0);

/**
 * The card's add-to-basket: one unit at once, or, for a product whose modifications must be
 * chosen first, the way to the product (`to`, where the card itself leads).
 */
export function QuickAddButton({ product, to, toState }: { readonly product: Product; readonly to: To; readonly toState?: unknown }) {
  const { t } = useT();
  const add = useBasketAdd();
  const label = t('product.addToBasket');
  if (needsChoice(product)) {
    return (
      <Link className="add-button add-button--icon" to={to} state={toState} aria-label={`${label}: ${t('product.choose')}`} title={label}>
        <span aria-hidden="true">+</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="add-button add-button--icon"
      title={label}
      aria-label={label}
      onClick={() => {
        add({ productId: product.id, price: unitPriceOf(product, []) });
        notify('success', t('basket.added'));
      }}
    >
      <span aria-hidden="true">+</span>
    </button>
  );
}
