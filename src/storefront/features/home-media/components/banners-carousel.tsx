import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_IMAGE_SIZES } from '#domain/image-url';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { wideImage } from '#storefront/lib/image.ts';
import { paths, withProductParam } from '#storefront/lib/paths.ts';
import { usePreloadImage } from '#storefront/lib/render-context.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useBanners } from '../api/get-banners.ts';
import '../home-media.css';

/** SPEC point 9: the slideshow moves on every 5000 ms. */
export const SLIDESHOW_INTERVAL_MS = 5000;

/**
 * Dots under the banners; the current one widens smoothly, by a CSS transition (the
 * stylesheet). Motion's code is not loaded for them: its chunk arrived with the slideshow's
 * first move and its evaluation held up a shopper's touch at that moment on a slow phone.
 */
function BannerDots({ ids, active }: { readonly ids: readonly number[]; readonly active: number }) {
  return (
    <div className="banners__dots" aria-hidden="true">
      {ids.map((id, i) => (
        <span key={id} className={`banners__dot${i === active ? ' banners__dot--active' : ''}`} />
      ))}
    </div>
  );
}

/**
 * Home banners: a horizontally snapping row (swipe and scroll work without JavaScript); once
 * hydrated it moves on by itself until the visitor touches it, unless they prefer reduced
 * motion, and its dots follow the banner in view. A banner may lead to a product or a category.
 */
export function BannersCarousel() {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending } = useBanners();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const count = data?.length ?? 0;
  const banners = data ? [...data].sort((a, b) => a.priority - b.priority) : [];
  const firstImage = wideImage(banners[0]?.image);
  usePreloadImage({ src: firstImage.src, srcSet: firstImage.srcSet, sizes: BANNER_IMAGE_SIZES }, banners.length > 0);

  useEffect(() => {
    // Effects run only in the browser, after hydration; a visitor who asks for less motion gets none.
    if (stopped || count < 2 || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const element = track.current;
      const slide = element?.firstElementChild as HTMLElement | null;
      if (!element || !slide) return;
      const step = slide.offsetWidth + 10;
      const next = (Math.round(element.scrollLeft / step) + 1) % count;
      element.scrollTo({ left: next * step, behavior: 'smooth' });
    }, SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [stopped, count]);

  if (isPending)
    return (
      <div className="banners">
        <Skeleton className="banner banner--skeleton" />
      </div>
    );
  // No banners or a failed call: the section is left out, the menu below is what matters.
  if (banners.length === 0) return null;
  const stop = () => setStopped(true);
  return (
    <section className="banners" aria-label={t('menu.banners')}>
      <ul
        ref={track}
        className="banners__track"
        onPointerDown={stop}
        onFocus={stop}
        onScroll={(event) => {
          const element = event.currentTarget;
          const slide = element.firstElementChild as HTMLElement | null;
          if (!slide) return;
          const current = Math.round(element.scrollLeft / (slide.offsetWidth + 10));
          if (current !== active) {
            setActive(current);
          }
        }}
      >
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
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          );
          const to =
            banner.productId != null
              ? { search: withProductParam('', banner.productId) }
              : banner.categoryId != null
                ? paths.category(banner.categoryId)
                : null;
          return (
            <li key={banner.id} className="banner">
              {to ? (
                <Link to={to} aria-label={title || undefined}>
                  {picture}
                </Link>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? <BannerDots ids={banners.map((b) => b.id)} active={active} /> : null}
    </section>
  );
}
