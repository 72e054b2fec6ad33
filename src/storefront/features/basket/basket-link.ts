/**
 * Where the basket opens (the plan's `basket.page`, from `cartPageActive`): its own page
 * (`/basket`), or a sheet over the current screen, carried by the address (`?basket=1`) so
 * back closes it and the server can render it for a page asked for with it.
 */
import { useLocation, type To } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths, withBasketParam } from '#storefront/lib/paths.ts';

export interface BasketLink {
  readonly to: To;
  /** Marks a sheet opened from the page, so closing it goes back rather than forward. */
  readonly state: { readonly overlay: true } | undefined;
}

export function useBasketLink(): BasketLink {
  const plan = usePlan();
  const location = useLocation();
  if (plan.basket.page || location.pathname === paths.basket) return { to: paths.basket, state: undefined };
  return { to: { pathname: location.pathname, search: withBasketParam(location.search, true) }, state: { overlay: true } };
}
