/**
 * Where a page opens: a new page (another path, by a link or the app's own move) at its top, and a
 * page gone back or forward to where the shopper left it, as a browser does between documents.
 * The app is one document, so the browser would keep the last page's offset for the next one.
 * An overlay (a product or the basket over the page: the same path, another search) keeps the
 * page where it is, and a link to an anchor (`#...`) is the browser's to scroll.
 *
 * The offsets are kept per history entry (`location.key`) in session storage, so a reload keeps
 * them too. A page gone back to may draw its lower part a moment later (a lazy screen, a list
 * read again): the offset is tried again on the next frames until the page is long enough or a
 * second has passed, or the shopper scrolls first.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'sf-scroll';
const RESTORE_MS = 1000;
/** The entries kept: the latest ones, enough for any walk back through a visit. */
const KEPT = 50;
/**
 * The key of a document's first entry (the page loaded by its address): every page load has it,
 * so what an earlier document kept under it is dropped when a document starts.
 */
const FIRST_ENTRY = 'default';

function writeOffsets(offsets: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(offsets));
  } catch {
    // Storage full or refused: back and forward then open at the top.
  }
}

function readOffsets(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const lastPath = useRef(pathname);
  // The entry an offset belongs to: set before this render's own scroll, which is the new entry's.
  const shown = useRef(key);
  const started = useRef(false);

  // The offset of the entry shown, kept as the shopper scrolls (at a frame's pace).
  useEffect(() => {
    history.scrollRestoration = 'manual';
    let frame = 0;
    const keep = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const offsets = readOffsets();
        delete offsets[shown.current];
        offsets[shown.current] = Math.round(scrollY);
        for (const old of Object.keys(offsets).slice(0, -KEPT)) delete offsets[old];
        writeOffsets(offsets);
      });
    };
    addEventListener('scroll', keep, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', keep);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = key;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (navigation !== 'POP') {
      if (!samePage && !hash) scrollTo(0, 0);
      return;
    }
    const offsets = readOffsets();
    if (!started.current && key === FIRST_ENTRY) {
      delete offsets[FIRST_ENTRY];
      writeOffsets(offsets);
    }
    started.current = true;
    const target = offsets[key];
    if (target === undefined) return;
    const until = performance.now() + RESTORE_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      scrollTo(0, target);
      if (Math.abs(scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    attempt();
    // The shopper's own scroll wins over a restore still under way.
    addEventListener('wheel', stop, { passive: true, once: true });
    addEventListener('touchstart', stop, { passive: true, once: true });
    return () => {
      stop();
      removeEventListener('wheel', stop);
      removeEventListener('touchstart', stop);
    };
  }, [key, pathname, hash, navigation]);

  return null;
}
