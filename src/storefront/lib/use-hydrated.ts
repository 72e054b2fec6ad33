import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** One page's (one React root's) hydration: done once its first render has hydrated. */
export interface PageHydration {
  readonly done: () => boolean;
  readonly markDone: () => void;
}

export function pageHydration(): PageHydration {
  let done = false;
  return {
    done: () => done,
    markDone: () => {
      done = true;
    },
  };
}

/**
 * The page's hydration, given by the app's root (app/storefront.tsx) to every component of its
 * tree; a tree without it (a component test) hydrates each component on its own.
 */
export const PageHydrationContext = createContext<PageHydration | null>(null);

/**
 * False while rendering on the server and while hydrating, true after: what only the browser
 * knows (the clock, storage, the viewport) is read once this is true, so hydration always
 * renders what the server rendered.
 *
 * The switch after hydration is a transition: the screens that fill in from the browser's own
 * state (the basket, the session, the checkout) render in slices React can interrupt, not in one
 * long task right after hydration (Lighthouse's total blocking time). A component mounted once
 * the page has hydrated starts with true and never draws its placeholder.
 */
export function useHydrated(): boolean {
  const page = useContext(PageHydrationContext);
  const [hydrated, setHydrated] = useState(() => page?.done() ?? false);
  useEffect(() => {
    if (hydrated) return;
    page?.markDone();
    startTransition(() => setHydrated(true));
  }, [hydrated, page]);
  return hydrated;
}
