import { useRef, useState } from 'react';
import { squareImage } from '#storefront/lib/image.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePreloadImage } from '#storefront/lib/render-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import type { ImageViewerProps } from './image-viewer.tsx';

// The full-screen viewer is a chunk of its own, loaded when a photo is opened.
const ImageViewer = lazyModule<ImageViewerProps>('src/storefront/features/menu/components/image-viewer.tsx');

const GALLERY_SIZES = '(max-width: 640px) 100vw, 480px';

/**
 * Product photos: swipe (scroll-snap), arrows and dots; the first photo loads at once. A photo
 * (or the open button, for the keyboard) opens them full screen in the image viewer.
 */
export function ProductGallery({ images, name }: { readonly images: readonly (string | null | undefined)[]; readonly name: string }) {
  const { t } = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const count = Math.max(images.length, 1);
  const shown = images.length > 0 ? images : [null];
  const first = squareImage(shown[0], 480);
  usePreloadImage({ src: first.src, srcSet: first.srcSet, sizes: GALLERY_SIZES }, true);

  const go = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const element = track.current;
    element?.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="gallery" role="group" aria-roledescription="carousel" aria-label={t('product.gallery')}>
      <div
        ref={track}
        className="gallery__track"
        // A scrolling region is reached and scrolled with the keyboard too.
        tabIndex={0}
        aria-label={t('product.gallery')}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {shown.map((file, i) => {
          const image = squareImage(file, 480);
          return (
            <img
              key={`${file ?? 'placeholder'}-${i}`}
              className="gallery__image"
              src={image.src}
              srcSet={image.srcSet}
              sizes={GALLERY_SIZES}
              width={image.width}
              height={image.height}
              alt={i === 0 ? name : t('common.slide', { index: i + 1, count })}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              onClick={images.length > 0 ? () => setViewing(i) : undefined}
            />
          );
        })}
      </div>
      {images.length > 0 ? (
        <button type="button" className="gallery__open" aria-label={t('product.openPhotos')} onClick={() => setViewing(index)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z" />
          </svg>
        </button>
      ) : null}
      {viewing !== null ? <ImageViewer images={images} name={name} start={viewing} onClose={() => setViewing(null)} /> : null}
      {count > 1 ? (
        <>
          <button type="button" className="gallery__arrow gallery__arrow--prev" aria-label={t('common.previous')} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="gallery__arrow gallery__arrow--next" aria-label={t('common.next')} onClick={() => go(index + 1)}>
            ›
          </button>
          <div className="gallery__dots">
            {shown.map((_, i) => (
              <button
                key={i}
                type="button"
                className="gallery__dot"
                aria-label={t('common.slide', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
