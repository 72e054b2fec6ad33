import * as m from 'motion/react-m';
import { MotionProvider } from '#storefront/components/ui/motion-provider.tsx';

/** The banner dots once the row has moved: the current one widens smoothly (a chunk of its own, with motion). */
export default function MotionDots({ ids, active }: { readonly ids: readonly number[]; readonly active: number }) {
  return (
    <MotionProvider>
      <div className="banners__dots" aria-hidden="true">
        {ids.map((id, i) => (
          <m.span
            key={id}
            className={`banners__dot${i === active ? ' banners__dot--active' : ''}`}
            animate={{ width: i === active ? 20 : 8 }}
            transition={{ duration: 0.3 }}
          />
        ))}
      </div>
    </MotionProvider>
  );
}
