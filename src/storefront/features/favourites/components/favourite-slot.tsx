/**
 * The heart on a product card, for a signed-in shopper of a brand that keeps favourites: the lazy
 * heart that knows and changes them. Nothing on the server's page (it never knows the shopper),
 * while hydrating or signed out (the product page's heart asks a signed-out shopper to sign in).
 * It sits over the card's photo, so appearing shifts nothing.
 */
import type { Product } from '#schemas/entities';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { useSession } from '#storefront/lib/session.ts';

export const FavouriteButton = lazyModule<{ readonly product: Product; readonly userId: string; readonly className: string }>(
  'src/storefront/features/favourites/components/favourite-button.tsx',
);

export function FavouriteSlot({ product, className }: { readonly product: Product; readonly className: string }) {
  const { user } = useSession();
  return usePlan().features.favourites && user ? <FavouriteButton product={product} userId={user.id} className={className} /> : null;
}
