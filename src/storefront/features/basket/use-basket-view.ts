import { useMemo } from 'react';
import type { Product } from '#schemas/entities';
import { useOveralls } from '../menu/api/get-overalls.ts';
import { useBasket } from '#storefront/lib/basket-store.ts';
import { basketView } from './basket-lines.ts';

/** The basket resolved against the menu the page has (features/basket/basket-lines.ts). */
export function useBasketView() {
  const basket = useBasket();
  const overalls = useOveralls();
  const products = useMemo(() => new Map<number, Product>((overalls.data?.products ?? []).map((p) => [p.id, p])), [overalls.data]);
  const view = useMemo(() => (overalls.data ? basketView(basket.lines, products) : null), [basket.lines, products, overalls.data]);
  return { basket, view, products, overalls };
}
