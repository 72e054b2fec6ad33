/**
 * The image viewer's numbers (SPEC 9) and its zoom arithmetic, in one place. Pure: no React, no
 * DOM. A zoom is a ratio of shown to natural pixels; the image's centre sits at the viewport's
 * centre moved by an offset (x, y) in CSS pixels.
 */

/** SPEC 9's constants of the image viewer. */
export const IMAGE_VIEWER = {
  /** The slideshow moves to the next image this often. */
  slideshowIntervalMs: 5_000,
  /** A new image first covers this share of the viewport along its limiting side. */
  initialCoverage: 0.9,
  /** The zoom tooltip hides this long after the last zoom. */
  tooltipHideMs: 1_000,
  /** The loading note shows only for an image still loading after this long. */
  imageLoadWaitMs: 1_000,
  /** Wheel steps closer than this count once; a resize is measured once it settles this long. */
  debounceMs: 50,
  /** SPEC 5 and 9: the zoom ratio stays within these. */
  minZoom: 0.01,
  maxZoom: 100,
  /** One wheel step or zoom button press multiplies the ratio by this (or divides by it). */
  zoomStep: 1.25,
  /** A double tap zooms to this many times the initial ratio (and a second one back). */
  doubleTapFactor: 2.5,
  /** Two taps closer than this are a double tap. */
  doubleTapMs: 300,
  /** A horizontal drag longer than this, at the initial zoom, swipes to the next or previous image. */
  swipePx: 50,
} as const;

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface View {
  /** Shown pixels per natural pixel. */
  readonly ratio: number;
  /** The image centre's offset from the viewport centre. */
  readonly x: number;
  readonly y: number;
}

/** A ratio within the viewer's bounds; anything not a positive finite number is 1. */
export function clampZoom(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 0) return 1;
  return Math.min(IMAGE_VIEWER.maxZoom, Math.max(IMAGE_VIEWER.minZoom, ratio));
}

/**
 * The ratio at which the whole image fits the viewport and covers `coverage` of it along its
 * limiting side (the width of a wide image, the height of a tall one), within the bounds.
 */
export function initialRatio(image: Size, viewport: Size, coverage: number = IMAGE_VIEWER.initialCoverage): number {
  if (!(image.width > 0 && image.height > 0 && viewport.width > 0 && viewport.height > 0)) return 1;
  return clampZoom(coverage * Math.min(viewport.width / image.width, viewport.height / image.height));
}

/** The initial view: the image centred at its initial ratio. */
export const initialView = (image: Size, viewport: Size): View => ({ ratio: initialRatio(image, viewport), x: 0, y: 0 });

/**
 * The view zoomed by `factor` about `at` (relative to the viewport centre): the image point
 * under `at` stays under it. The ratio stays within the bounds, so a factor past them moves the
 * view only as far as the bound.
 */
export function zoomAbout(view: View, factor: number, at: Point = { x: 0, y: 0 }): View {
  const ratio = clampZoom(view.ratio * (Number.isFinite(factor) && factor > 0 ? factor : 1));
  const scale = ratio / view.ratio;
  return { ratio, x: at.x - (at.x - view.x) * scale, y: at.y - (at.y - view.y) * scale };
}

/** The view moved by a drag of (dx, dy). */
export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The zoom as a whole percentage of natural size (the tooltip's number). */
export const zoomPercent = (ratio: number): number => Math.round(clampZoom(ratio) * 100);

/** The distance between two touches, and their midpoint: a pinch's factor is the ratio of two distances. */
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The index `step` images on from `index`, going round. */
export const stepIndex = (index: number, step: number, count: number): number => (count > 0 ? (((index + step) % count) + count) % count : 0);
