/**
 * The heart on a product card and the product page, where the brand keeps favourites. Nothing on
 * the server's page (it never knows the shopper) and nothing while hydrating; then, signed out, a
 * heart that sends to sign-in and back here; signed in, the lazy heart that knows and changes the
 * favourites. It sits over the card's photo, so appearing shifts nothing.
 */
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { brandKey, STORED, writeStored } from '#storefront/lib/storage.ts';
import { HeartIcon } from './heart-icon.tsx';

const FavouriteButton = lazyModule<{ readonly product: Product; readonly userId: string; readonly className: string }>(
  'src/storefront/features/favourites/components/favourite-button.tsx',
);

export function FavouriteHeart({ product, place }: { readonly product: Product; readonly place: 'card' | 'page' }) {
  const { t } = useT();
  const plan = usePlan();
  const { status, user } = useSession();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const className = `favourite-heart favourite-heart--${place}`;
  if (!plan.features.favourites || status === 'pending') return null;
  if (status === 'signed-in' && user) return <FavouriteButton product={product} userId={user.id} className={className} />;
  return (
    <button
      type="button"
      className={className}
      aria-label={t('product.favourite')}
      title={t('product.favourite')}
      onClick={() => {
        // Where sign-in returns to (features/accounts/redirect.ts takes it): this page, a path of
        // this site. Written here, not through that module, which comes with the sign-in screens.
        writeStored(brandKey(merchantId, STORED.redirect), pathname + search);
        void navigate(paths.login);
      }}
    >
      <HeartIcon filled={false} />
    </button>
  );
}
