import { useLocation } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { BASKET_PARAM, paths } from '#storefront/lib/paths.ts';

const BasketSheet = lazyModule('src/storefront/features/basket/components/basket-sheet.tsx');

/**
 * The basket as a sheet over the current screen, present only while the address carries
 * `?basket=` and the plan keeps the basket off its own page: its code loads the first time the
 * basket opens, not with the first screen.
 */
export function BasketOverlay() {
  const plan = usePlan();
  const { pathname, search } = useLocation();
  if (plan.basket.page || pathname === paths.basket || !new URLSearchParams(search).has(BASKET_PARAM)) return null;
  return <BasketSheet />;
}
