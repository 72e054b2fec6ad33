/**
 * Image URL rules of SPEC.md point 7: a full https URL is used as is; a file name goes through
 * the resizing proxy (defaults 480x480, quality 100, webp) or the CDN path; nothing gives the
 * placeholder. Shared by the storefront and by the server's HTML shell (LCP preload).
 */
export const IMAGE_DEFAULTS = { width: 480, height: 480, quality: 100, format: 'webp' } as const;
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** CDN base path for a file name. */
export const CDN_PATH = '/img/cdn/';
export const RESIZE_PATH = '/img/resize';

/**
 * The variants the storefront asks the resizing proxy for, and the only ones the proxy serves:
 * square 240 and 480 pixels (cards at 1x/2x), wide 480x240 and 960x480 (banners), quality 100,
 * webp. squareImageSet and wideImageSet are tested against it, so the two cannot drift apart.
 */
export const IMAGE_VARIANTS = {
  sizes: [
    { width: 240, height: 240 },
    { width: 480, height: 480 },
    { width: 480, height: 240 },
    { width: 960, height: 480 },
  ],
  qualities: [100],
  formats: ['webp'],
} as const satisfies {
  sizes: readonly { width: number; height: number }[];
  qualities: readonly number[];
  formats: readonly string[];
};

export type ImageFormat = (typeof IMAGE_VARIANTS.formats)[number];

export interface ImageVariant {
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  readonly format: string;
}

/** Whether the resizing proxy serves this variant (IMAGE_VARIANTS). */
export function isImageVariant(v: ImageVariant): boolean {
  return (
    IMAGE_VARIANTS.sizes.some((s) => s.width === v.width && s.height === v.height) &&
    (IMAGE_VARIANTS.qualities as readonly number[]).includes(v.quality) &&
    (IMAGE_VARIANTS.formats as readonly string[]).includes(v.format)
  );
}
export interface ImageOptions {
  readonly width?: number;
  readonly height?: number;
  readonly quality?: number;
  readonly format?: ImageFormat;
}

const isFullUrl = (value: string) => /^https:\/\//i.test(value);

/** The CDN URL of a file name (no resizing). */
export function cdnUrl(file: string | null | undefined, base = ''): string {
  if (!file || !file.trim()) return PLACEHOLDER_IMAGE;
  if (isFullUrl(file)) return file;
  return `${base}${CDN_PATH}${file.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/** The resized URL of a file name (proxy), a full URL as is, or the placeholder. */
export function imageUrl(file: string | null | undefined, options: ImageOptions = {}, base = ''): string {
  if (!file || !file.trim()) return PLACEHOLDER_IMAGE;
  if (isFullUrl(file)) return file;
  const o = { ...IMAGE_DEFAULTS, ...options };
  const params = new URLSearchParams({
    src: file.replace(/^\/+/, ''),
    w: String(o.width),
    h: String(o.height),
    q: String(o.quality),
    f: o.format,
  });
  return `${base}${RESIZE_PATH}?${params.toString()}`;
}

/** A square image shown at `display` CSS pixels: 240 and 480 pixel variants for 1x/2x. */
export function squareImageSet(file: string | null | undefined, display: 240 | 480, sizes: string, base = '') {
  const small = imageUrl(file, { width: 240, height: 240 }, base);
  const large = imageUrl(file, { width: 480, height: 480 }, base);
  return {
    src: display === 240 ? small : large,
    srcSet: small === large ? undefined : `${small} 240w, ${large} 480w`,
    sizes,
    width: display,
    height: display,
  } as const;
}

/** The `sizes` of a product card image for each category view: its share of the viewport. */
export function cardImageSizes(viewType: 'BIG' | 'MEDIUM' | 'SMALL'): string {
  switch (viewType) {
    case 'BIG':
      return '(max-width: 640px) 100vw, 480px';
    case 'MEDIUM':
      return '(max-width: 640px) 50vw, 240px';
    case 'SMALL':
      return '(max-width: 640px) 33vw, 200px';
  }
}

/** A wide image (banners): 2:1 at 480 and 960 pixels. */
export function wideImageSet(file: string | null | undefined, base = '') {
  const small = imageUrl(file, { width: 480, height: 240 }, base);
  const large = imageUrl(file, { width: 960, height: 480 }, base);
  return { src: small, srcSet: small === large ? undefined : `${small} 480w, ${large} 960w`, width: 480, height: 240 } as const;
}

/** The `sizes` of a home banner image. */
export const BANNER_IMAGE_SIZES = '(max-width: 640px) 90vw, 480px';
