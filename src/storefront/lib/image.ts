/**
 * Image attributes for the storefront's <img> elements: sizes through the resizing proxy of
 * #domain/image-url, a 1x/2x srcset, and fixed width/height so nothing shifts while loading.
 */
import { squareImageSet, wideImageSet } from '#domain/image-url';

export const IMAGE_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export interface ImageAttributes {
  readonly src: string;
  readonly srcSet: string | undefined;
  readonly width: number;
  readonly height: number;
}

/** A square image shown at `display` CSS pixels: 240 and 480 pixel variants. */
export function squareImage(file: string | null | undefined, display: 240 | 480 = 240): ImageAttributes {
  const { src, srcSet, width, height } = squareImageSet(file, display, '', IMAGE_BASE);
  return { src, srcSet, width, height };
}

/** A wide image (banners): 2:1 at 480 and 960 pixels. */
export function wideImage(file: string | null | undefined): ImageAttributes {
  return wideImageSet(file, IMAGE_BASE);
}
