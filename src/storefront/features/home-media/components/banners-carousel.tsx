import { Link } from 'react-router';
import { BANNER_IMAGE_SIZES } from '#domain/image-url';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { wideImage } from '../../../lib/image.ts';
import { paths, withProductParam } from '../../../lib/paths.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useBanners } from '../api/get-banners.ts';

/** Home banners: a horizontally snapping row; a banner may lead to a product or a category. */
export function BannersCarousel() {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending } = useBanners();
  if (isPending) return <div className="banners"><Skeleton className="banner banner--skeleton" /></div>;
  // No banners or a failed call: the section is left out, the menu below is what matters.
  if (!data || data.length === 0) return null;
  const banners = [...data].sort((a, b) => a.priority - b.priority);
  return (
    <section className="banners" aria-label={t('menu.banners')}>
      <ul className="banners__track">
        {banners.map((banner, i) => {
          const image = wideImage(banner.image);
          const title = text(banner.title);
          const picture = (
            <img
              className="banner__image"
              src={image.src}
              srcSet={image.srcSet}
              sizes={BANNER_IMAGE_SIZES}
              width={image.width}
              height={image.height}
              alt={title}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          const to = banner.productId != null
            ? { search: withProductParam('', banner.productId) }
            : banner.categoryId != null ? paths.category(banner.categoryId) : null;
          return (
            <li key={banner.id} className="banner">
              {to ? <Link to={to} aria-label={title || undefined}>{picture}</Link> : picture}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
