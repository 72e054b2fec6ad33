import { useMemo } from 'react';
import type { Product } from '#schemas/entities';
import { useOveralls } from '../menu/api/get-overalls.ts';
import { useBasket, type BasketLine } from '#storefront/lib/basket-store.ts';
import { basketView } from './basket-lines.ts';

/**
 * The basket resolved against the menu the page has (features/basket/basket-lines.ts); or, with
 * `lines`, those lines instead of the basket's (the one item the checkout buys in one click).
 */
export function useBasketView(lines: readonly BasketLine[] | null = null) {
  const basket = useBasket();
  const shown = lines ?? basket.lines;
  const overalls = useOveralls();
  const products = useMemo(() => new Map<number, Product>((overalls.data?.products ?? []).map((p) => [p.id, p])), [overalls.data]);
  const view = useMemo(() => (overalls.data ? basketView(shown, products) : null), [shown, products, overalls.data]);
  return { basket, view, products, overalls };
}
