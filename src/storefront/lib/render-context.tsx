/**
 * What a server render learns while it renders: the HTTP status the screen asks for (404 for
 * an unknown route or a failed route validation), the lazy modules it drew (preloaded and
 * hydrated in the browser), and the page's meta (title, description, image, structured data).
 * In the browser there is no record: the hooks then keep the document's title and description
 * in step after navigations.
 */
import { createContext, useContext, useEffect } from 'react';
import type { LayoutPlan } from '#engine/layout-plan';

export interface PageMeta {
  /** The document title. */
  readonly title: string;
  readonly description?: string | null;
  /** Path (and query) of the canonical URL of this screen. */
  readonly canonical?: string | null;
  /** An image for link previews (a full URL or a site path). */
  readonly image?: string | null;
  /**
   * What the page's schema.org data (JSON-LD) describes: the brand with its menu, or one product.
   * The server entry builds it from the render's data; the browser never needs it.
   */
  readonly about?: { readonly kind: 'restaurant' } | { readonly kind: 'product'; readonly productId: number };
}

/** An image the page shows first and large (its LCP candidate), preloaded from the head. */
export interface PreloadImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** At most this many images are preloaded: the first screen's candidates, not a gallery. */
const MAX_PRELOADS = 2;

/** One server render's record; screens write to it while they render (render order: the deepest last). */
export class RenderRecord {
  status = 200;
  readonly modules = new Set<string>();
  readonly images: PreloadImage[] = [];
  meta: PageMeta | null = null;
  /** The plan the page was drawn from (its theme and title go into the head). */
  plan: LayoutPlan | null = null;

  setStatus(status: number): void {
    this.status = status;
  }

  setMeta(meta: PageMeta): void {
    this.meta = meta;
  }

  setPlan(plan: LayoutPlan): void {
    this.plan = plan;
  }

  preloadImage(image: PreloadImage): void {
    if (this.images.length < MAX_PRELOADS && !this.images.some((i) => i.src === image.src)) this.images.push(image);
  }
}

export const RenderContext = createContext<RenderRecord | null>(null);

export const newRenderRecord = (): RenderRecord => new RenderRecord();

/** The status of the page this screen is, when it is not 200 (server only; a no-op in the browser). */
export function useHttpStatus(status: number | null): void {
  const record = useContext(RenderContext);
  if (status !== null) record?.setStatus(status);
}

/** Records the plan the page is drawn from (server only). */
export function useRecordPlan(plan: LayoutPlan | null): void {
  const record = useContext(RenderContext);
  if (plan) record?.setPlan(plan);
}

/**
 * Marks an image of the first screen for preloading from the head, so it does not wait behind
 * the scripts (server only). `when` false records nothing: hooks cannot be called conditionally.
 */
export function usePreloadImage(image: PreloadImage, when: boolean): void {
  const record = useContext(RenderContext);
  if (when) record?.preloadImage(image);
}

/** Records a lazy module the render drew (server only). */
export function useRenderedModule(key: string | null): void {
  const record = useContext(RenderContext);
  if (key) record?.modules.add(key);
}

/** A screen's title within the brand: "Screen · Brand", or the brand's title for the home. */
export const screenTitle = (screen: string | null, brand: string) => (screen ? `${screen} · ${brand}` : brand);

/**
 * The screen's meta: recorded for the page's head on the server (the deepest screen renders
 * last and wins); applied to the document after a navigation in the browser.
 */
export function usePageMeta(meta: PageMeta): void {
  const record = useContext(RenderContext);
  record?.setMeta(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    if (description) document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
