import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as m from 'motion/react-m';
import { useReducedMotion } from 'motion/react';
import { BANNER_IMAGE_SIZES } from '#domain/image-url';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { wideImage } from '../../../lib/image.ts';
import { paths, withProductParam } from '../../../lib/paths.ts';
import { usePreloadImage } from '../../../lib/render-context.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useBanners } from '../api/get-banners.ts';

/** SPEC point 9: the slideshow moves on every 5000 ms. */
export const SLIDESHOW_INTERVAL_MS = 5000;

/**
 * Home banners: a horizontally snapping row (swipe and scroll work without JavaScript); once
 * hydrated it moves on by itself until the visitor touches it, unless they prefer reduced
 * motion, and its dots follow the banner in view. A banner may lead to a product or a category.
 */
export function BannersCarousel() {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending } = useBanners();
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const count = data?.length ?? 0;
  const banners = data ? [...data].sort((a, b) => a.priority - b.priority) : [];
  const firstImage = wideImage(banners[0]?.image);
  usePreloadImage({ src: firstImage.src, srcSet: firstImage.srcSet, sizes: BANNER_IMAGE_SIZES }, banners.length > 0);

  useEffect(() => {
    if (!hydrated || reduced || stopped || count < 2) return;
    const timer = setInterval(() => {
      const element = track.current;
      const slide = element?.firstElementChild as HTMLElement | null;
      if (!element || !slide) return;
      const step = slide.offsetWidth + 10;
      const next = (Math.round(element.scrollLeft / step) + 1) % count;
      element.scrollTo({ left: next * step, behavior: 'smooth' });
    }, SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hydrated, reduced, stopped, count]);

  if (isPending) return <div className="banners"><Skeleton className="banner banner--skeleton" /></div>;
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
          if (slide) setActive(Math.round(element.scrollLeft / (slide.offsetWidth + 10)));
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
      {banners.length > 1 ? (
        <div className="banners__dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <m.span
              key={banner.id}
              className={`banners__dot${i === active ? ' banners__dot--active' : ''}`}
              {...(hydrated ? { animate: { width: i === active ? 20 : 8 }, transition: { duration: reduced ? 0 : 0.3 } } : {})}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
