import type { ReactNode } from 'react';
import * as m from 'motion/react-m';
import { MotionProvider } from './motion-provider.tsx';

/** The animated form of FadeIn (a chunk of its own, with motion). */
export default function MotionFadeIn({ className, offset, children }: { readonly className: string; readonly offset: number; readonly children: ReactNode }) {
  return (
    <MotionProvider>
      <m.div className={className} initial={{ opacity: 0, y: offset }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.22 }}>
        {children}
      </m.div>
    </MotionProvider>
  );
}
