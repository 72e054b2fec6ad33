import { useSyncExternalStore } from 'react';
import type { Viewport } from '#engine/layout-plan';

const SERVER_VIEWPORT: Viewport = { width: 360, height: 800 };
let current: Viewport | null = null;

function read(): Viewport {
  if (typeof window === 'undefined') return SERVER_VIEWPORT;
  const width = window.innerWidth || SERVER_VIEWPORT.width;
  const height = window.innerHeight || SERVER_VIEWPORT.height;
  // One object per size, so React sees a change only when the size changes.
  if (!current || current.width !== width || current.height !== height) current = { width, height };
  return current;
}

function subscribe(notify: () => void): () => void {
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(notify);
  };
  window.addEventListener('resize', onResize);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', onResize);
  };
}

/** The window size, updated once per frame while resizing. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read, () => SERVER_VIEWPORT);
}
