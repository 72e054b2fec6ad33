import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useViewerTexts } from '#storefront/i18n/use-viewer-texts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import {
  distance,
  IMAGE_VIEWER,
  initialView,
  midpoint,
  panBy,
  stepIndex,
  zoomAbout,
  zoomPercent,
  type Point,
  type Size,
  type View,
} from '../image-viewer-math.ts';
import '../image-viewer.css';

export interface ImageViewerProps {
  readonly images: readonly (string | null | undefined)[];
  readonly name: string;
  /** The image it opens on. */
  readonly start: number;
  readonly onClose: () => void;
}

const NO_SIZE: Size = { width: 0, height: 0 };
/** A pointer that moved less than this between down and up is a tap. */
const TAP_SLOP_PX = 10;

interface Gesture {
  readonly pointers: Map<number, Point>;
  start: Point | null;
  last: Point | null;
  pinch: number | null;
  moved: boolean;
  lastTap: { at: number; point: Point } | null;
}

/**
 * The product's photos full screen (SPEC 7 and 9), in the storefront's dialog (focus kept inside,
 * Escape and the close button close it): swipe or arrows between photos, a slideshow, and zoom by
 * pinch, wheel, double tap or the buttons, between IMAGE_VIEWER's bounds; a photo first covers
 * 90% of the screen. The numbers and the arithmetic are image-viewer-math.ts.
 */
export default function ImageViewer({ images, name, start, onClose }: ImageViewerProps) {
  useViewerTexts();
  const { t } = useT();
  const { pathname, search } = useLocation();
  const count = images.length;
  const [index, setIndex] = useState(() => stepIndex(start, 0, count));
  const [playing, setPlaying] = useState(false);
  const [viewport, setViewport] = useState<Size>(NO_SIZE);
  const [natural, setNatural] = useState<Size | null>(null);
  // null: the image's initial view (derived from its size and the viewport's, so a resize follows).
  const [view, setView] = useState<View | null>(null);
  const [slow, setSlow] = useState(false);
  const [tooltip, setTooltip] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const tooltipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastWheel = useRef(0);
  const gesture = useRef<Gesture>({ pointers: new Map(), start: null, last: null, pinch: null, moved: false, lastTap: null });

  const base = natural ? initialView(natural, viewport) : { ratio: 1, x: 0, y: 0 };
  const shown = view ?? base;
  const zoomed = shown.ratio > base.ratio * 1.001 || shown.ratio < base.ratio * 0.999 || shown.x !== base.x || shown.y !== base.y;

  const go = useCallback(
    (step: number) => {
      setIndex((current) => stepIndex(current, step, count));
      setNatural(null);
      setView(null);
      setSlow(false);
    },
    [count],
  );

  const showZoom = useCallback((next: View) => {
    setView(next);
    setTooltip(true);
    clearTimeout(tooltipTimer.current);
    tooltipTimer.current = setTimeout(() => setTooltip(false), IMAGE_VIEWER.tooltipHideMs);
  }, []);
  useEffect(() => () => clearTimeout(tooltipTimer.current), []);

  // The stage's size, measured again once a resize settles.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setViewport({ width: element.clientWidth, height: element.clientHeight });
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(measure, IMAGE_VIEWER.debounceMs);
          })
        : null;
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);

  // The loading note shows only for a photo that takes longer than the wait.
  useEffect(() => {
    if (natural) return;
    const timer = setTimeout(() => setSlow(true), IMAGE_VIEWER.imageLoadWaitMs);
    return () => clearTimeout(timer);
  }, [natural, index]);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => go(1), IMAGE_VIEWER.slideshowIntervalMs);
    return () => clearInterval(timer);
  }, [playing, count, go]);

  const relative = (clientX: number, clientY: number): Point => {
    const rect = stage.current?.getBoundingClientRect();
    return rect ? { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 } : { x: 0, y: 0 };
  };

  // Wheel zoom about the pointer; a native listener, as the page must not scroll behind it.
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.timeStamp - lastWheel.current < IMAGE_VIEWER.debounceMs || event.deltaY === 0) return;
      lastWheel.current = event.timeStamp;
      const factor = event.deltaY < 0 ? IMAGE_VIEWER.zoomStep : 1 / IMAGE_VIEWER.zoomStep;
      const rect = element.getBoundingClientRect();
      showZoom(zoomAbout(shownRef.current, factor, { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [showZoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = relative(event.clientX, event.clientY);
    g.pointers.set(event.pointerId, point);
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      g.pinch = distance(a, b);
      g.moved = true;
    } else if (g.pointers.size === 1) {
      g.start = point;
      g.last = point;
      g.moved = false;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId)) return;
    const point = relative(event.clientX, event.clientY);
    g.pointers.set(event.pointerId, point);
    if (g.pointers.size >= 2 && g.pinch) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      const now = distance(a, b);
      if (now > 0) showZoom(zoomAbout(shown, now / g.pinch, midpoint(a, b)));
      g.pinch = now;
      return;
    }
    if (!g.start || !g.last) return;
    if (distance(point, g.start) > TAP_SLOP_PX) g.moved = true;
    // Zoomed in, a drag moves the photo; at the initial view it is a swipe, judged on release.
    if (zoomed) setView(panBy(shown, point.x - g.last.x, point.y - g.last.y));
    g.last = point;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g.pointers.has(event.pointerId)) return;
    const point = relative(event.clientX, event.clientY);
    g.pointers.delete(event.pointerId);
    if (g.pointers.size > 0) return;
    g.pinch = null;
    const begin = g.start;
    g.start = null;
    g.last = null;
    if (!begin) return;
    const dx = point.x - begin.x;
    const dy = point.y - begin.y;
    if (!g.moved) {
      const tap = g.lastTap;
      if (tap && event.timeStamp - tap.at < IMAGE_VIEWER.doubleTapMs && distance(tap.point, point) < TAP_SLOP_PX * 3) {
        g.lastTap = null;
        if (zoomed) {
          setView(null);
          setTooltip(false);
        } else showZoom(zoomAbout(base, IMAGE_VIEWER.doubleTapFactor, point));
      } else g.lastTap = { at: event.timeStamp, point };
      return;
    }
    if (!zoomed && count > 1 && Math.abs(dx) > IMAGE_VIEWER.swipePx && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    g.pointers.delete(event.pointerId);
    if (g.pointers.size === 0) {
      g.pinch = null;
      g.start = null;
      g.last = null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => showZoom(zoomAbout(shown, IMAGE_VIEWER.zoomStep)),
      '=': () => showZoom(zoomAbout(shown, IMAGE_VIEWER.zoomStep)),
      '-': () => showZoom(zoomAbout(shown, 1 / IMAGE_VIEWER.zoomStep)),
      '0': () => setView(null),
    };
    const action = keys[event.key];
    if (!action || (count < 2 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  const file = images[index];
  const image = squareImage(file, 480);
  const alt = count > 1 ? `${name}: ${t('common.slide', { index: index + 1, count })}` : name;
  return (
    <Dialog variant="full" label={t('viewer.title', { name })} closeLabel={t('common.close')} closeHref={pathname + search} onClose={onClose}>
      <div className="viewer" onKeyDown={onKeyDown}>
        <div
          ref={stage}
          className={`viewer__stage${zoomed ? ' viewer__stage--zoomed' : ''}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <img
            key={`${file ?? 'placeholder'}-${index}`}
            className="viewer__image"
            src={image.src}
            alt={alt}
            draggable={false}
            data-ratio={shown.ratio}
            style={
              natural
                ? {
                    width: natural.width * shown.ratio,
                    height: natural.height * shown.ratio,
                    transform: `translate(calc(-50% + ${shown.x}px), calc(-50% + ${shown.y}px))`,
                  }
                : { visibility: 'hidden' }
            }
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              setNatural(naturalWidth > 0 && naturalHeight > 0 ? { width: naturalWidth, height: naturalHeight } : { width: image.width, height: image.height });
            }}
          />
          {!natural && slow ? (
            <p className="viewer__loading" role="status">
              {t('viewer.loading')}
            </p>
          ) : null}
          <p className={`viewer__tooltip${tooltip ? ' viewer__tooltip--shown' : ''}`} role="status">
            {tooltip ? t('viewer.zoom', { percent: zoomPercent(shown.ratio) }) : ''}
          </p>
        </div>
        <div className="viewer__toolbar" role="toolbar" aria-label={t('viewer.title', { name })}>
          {count > 1 ? (
            <>
              <button type="button" className="viewer__button" aria-label={t('common.previous')} onClick={() => go(-1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <span className="viewer__counter" aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button type="button" className="viewer__button" aria-label={t('common.next')} onClick={() => go(1)}>
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="viewer__button"
            aria-label={t('viewer.zoomOut')}
            onClick={() => showZoom(zoomAbout(shown, 1 / IMAGE_VIEWER.zoomStep))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className="viewer__button" aria-label={t('viewer.zoomIn')} onClick={() => showZoom(zoomAbout(shown, IMAGE_VIEWER.zoomStep))}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="viewer__button" aria-label={t('viewer.reset')} disabled={!zoomed} onClick={() => setView(null)}>
            <span aria-hidden="true">↺</span>
          </button>
          {count > 1 ? (
            <button
              type="button"
              className="viewer__button"
              aria-pressed={playing}
              aria-label={playing ? t('viewer.pause') : t('viewer.play')}
              onClick={() => setPlaying((p) => !p)}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
        </div>
        <p className="visually-hidden">{t('viewer.hint')}</p>
      </div>
    </Dialog>
  );
}
