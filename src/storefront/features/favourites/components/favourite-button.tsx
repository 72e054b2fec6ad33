/**
 * The heart of a signed-in shopper (a lazy module: the favourites query and its calls load only
 * for a shopper who can have favourites).
 */
import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { useFavourites, useToggleFavourite } from '../api/favourites.ts';
import { HeartIcon } from './heart-icon.tsx';

export default function FavouriteButton({ product, userId, className }: { readonly product: Product; readonly userId: string; readonly className: string }) {
  const { t } = useT();
  const favourites = useFavourites(userId);
  const toggle = useToggleFavourite(userId);
  const favourite = favourites.data?.some((p) => p.id === product.id) ?? false;
  const label = t('product.favourite');
  return (
    <button
      type="button"
      className={`${className}${favourite ? ' favourite-heart--on' : ''}`}
      aria-label={label}
      aria-pressed={favourite}
      title={label}
      disabled={favourites.isPending}
      onClick={() => toggle.mutate({ product, favourite: !favourite })}
    >
      <HeartIcon />
    </button>
  );
}
