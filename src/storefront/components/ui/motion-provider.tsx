import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'motion/react';

// The animation features (animations only: nothing here uses gestures) are a chunk of their own.
const features = () => import('./motion-features.ts').then((m) => m.default);

/** Around what animates with `m`: features loaded on first use, reduced motion honoured. */
export function MotionProvider({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
