import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

const MotionFadeIn = lazy(() => import('./motion-fade-in.tsx'));

export interface FadeInProps {
  readonly className: string;
  /** Where it comes from: a few pixels below, or from further down (a sheet). */
  readonly offset: number;
  readonly children: ReactNode;
}

/**
 * Content that slides and fades in when the app opens it (a screen navigated to, a dialog);
 * content that arrives with the server's page is simply there. The animation's code (motion)
 * loads only when something first animates, so no page waits for it.
 */
export function FadeIn({ className, offset, children }: FadeInProps) {
  const hydrated = useHydrated();
  // Decided once per instance: opened after hydration, or part of the page as it arrived.
  const [animate] = useState(hydrated);
  const plain = <div className={className}>{children}</div>;
  if (!animate) return plain;
  return (
    <Suspense fallback={plain}>
      <MotionFadeIn className={className} offset={offset}>
        {children}
      </MotionFadeIn>
    </Suspense>
  );
}
