/**
 * The unit price a product costs with chosen modifications, the way a basket line costs it
 * (domain pricing: modifiers added, then the product's discount): what the product page shows and
 * what the basket remembers the shopper saw. Apart from the basket's order rules (basket-lines.ts),
 * so the add buttons of every page do not load them.
 */
import type { Product } from '#schemas/entities';
import { productPrice } from '#domain/pricing';

export function unitPriceOf(product: Product, modifications: readonly { readonly id: number; readonly count: number }[]): number {
  const prices = modifications.map((chosen) => {
    const modification = product.modificationGroups.flatMap((g) => g.modifications).find((m) => m.id === chosen.id);
    return (modification?.price ?? 0) * chosen.count;
  });
  return productPrice(product, prices).price;
}
