/**
 * The heart on the product page, where the brand keeps favourites: signed in, the lazy heart that
 * knows and changes the favourites; signed out, a heart that sends to sign-in and back here.
 * Nothing on the server's page (it never knows the shopper) and nothing while hydrating.
 */
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { brandKey, STORED, writeStored } from '#storefront/lib/storage.ts';
import { FavouriteSlot } from './favourite-slot.tsx';
import { HeartIcon } from './heart-icon.tsx';

const CLASS_NAME = 'favourite-heart favourite-heart--page';

export function FavouriteHeart({ product }: { readonly product: Product }) {
  const { t } = useT();
  const plan = usePlan();
  const { status } = useSession();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!plan.features.favourites || status === 'pending') return null;
  if (status === 'signed-in') return <FavouriteSlot product={product} className={CLASS_NAME} />;
  return (
    <button
      type="button"
      className={CLASS_NAME}
      aria-label={t('product.favourite')}
      aria-pressed={false}
      onClick={() => {
        // Where sign-in returns to (features/accounts/redirect.ts takes it): this page, a path of
        // this site. Written here, not through that module, which comes with the sign-in screens.
        writeStored(brandKey(merchantId, STORED.redirect), pathname + search);
        void navigate(paths.login);
      }}
    >
      <HeartIcon />
    </button>
  );
}
