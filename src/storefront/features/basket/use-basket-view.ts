import { useMemo } from 'react';
import type { Product } from '#schemas/entities';
import { useOveralls } from '../menu/api/get-overalls.ts';
import { useBasket, type BasketLine } from '#storefront/lib/basket-store.ts';
import { basketView } from './basket-lines.ts';
import { paths } from '#storefront/lib/paths.ts';

/**
 * The checkout as the basket opens it: the basket is what is ordered, even when an item bought in
 * one click was left at checkout before (lib/buy-now-store.ts). Kept with the basket's view, which
 * the basket page and the checkout load, not with every page's paths.
 */
export const CHECKOUT_OF_BASKET = `${paths.checkout}?from=basket`;

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
