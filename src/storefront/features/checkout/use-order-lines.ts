import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBasketView } from '#storefront/features/basket/use-basket-view.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { addLine } from '#storefront/lib/basket-store.ts';
import { buyNowStore, itemOfParams, useBuyNow } from '#storefront/lib/buy-now-store.ts';

/**
 * The lines the checkout orders, resolved against the menu: the one item bought in one click
 * while there is one (lib/buy-now-store.ts; named by the address when the product page sends it),
 * else the basket. The basket's own way to the checkout
 * (`?from=basket`) ends an item left from before, so the basket is what it orders.
 */
export function useOrderLines() {
  const [params, setParams] = useSearchParams();
  const { merchantId } = useBrand();
  const buyNow = useBuyNow();
  const fromBasket = params.get('from') === 'basket';
  const { line, end } = buyNow;
  // The product page's "buy in one click" names the item in the address: kept here, dropped there.
  const named = useMemo(() => itemOfParams(params), [params]);
  useEffect(() => {
    if (!named) return;
    buyNowStore(merchantId).getState().start(named);
    setParams({}, { replace: true });
  }, [named, merchantId, setParams]);
  useEffect(() => {
    if (fromBasket && line) end();
  }, [fromBasket, line, end]);
  const current = useMemo(() => (named ? (addLine([], named)[0] ?? null) : line), [named, line]);
  const alone = useMemo(() => (current && !fromBasket ? [current] : null), [current, fromBasket]);
  const { basket, view, overalls, products } = useBasketView(alone);
  return {
    lines: alone ?? basket.lines,
    view,
    overalls,
    products,
    /** Buying one item alone: the basket stays as it is. */
    alone: alone !== null,
    /** Once the order is placed: the item bought alone is done, or else the basket is emptied. */
    placed: () => (alone ? end() : basket.clear()),
    /** Orders the basket instead of the item bought alone. */
    orderBasket: end,
  };
}
