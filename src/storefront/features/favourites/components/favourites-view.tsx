import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#schemas/entities';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useFavourites } from '../api/favourites.ts';
import '../favourites.css';

/**
 * /profile/favorites: the shopper's favourite products, each drawn by `renderProduct` (the menu's
 * card, with its heart and its add-to-basket), in the order they were added.
 */
export function FavouritesView({ renderProduct }: { readonly renderProduct: (product: Product) => ReactNode }) {
  useExtrasTexts();
  const { t } = useT();
  const { user } = useSession();
  const favourites = useFavourites(user?.id ?? null);
  const toMenu = (
    <Link className="button button--primary" to={paths.home}>
      {t('extras.favourites.toMenu')}
    </Link>
  );
  let body: ReactNode;
  if (favourites.isPending || favourites.error) {
    body = <LoadState pending={favourites.isPending} lines={3} error={favourites.error} retry={favourites.refetch} action={toMenu} />;
  } else if (favourites.data.length === 0) {
    body = <StateMessage title={t('extras.favourites.empty')} text={t('extras.favourites.emptyHint')} action={toMenu} />;
  } else {
    body = (
      <ul className="favourites__grid">
        {favourites.data.map((product) => (
          <li key={product.id}>{renderProduct(product)}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="favourites">
      <h1 className="page-title">{t('extras.favourites.title')}</h1>
      {body}
    </div>
  );
}
