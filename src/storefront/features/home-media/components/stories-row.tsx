import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useStories } from '../api/get-stories.ts';
import '../home-media.css';

const loadViewer = () => import('./story-viewer.tsx');
const StoryViewer = lazy(loadViewer);
// Fetched ahead; a failure then is left to the tap, whose own load reports it.
const preload = () => void loadViewer().catch(() => {});

/**
 * Home stories: round covers in a row; a story opens the stories viewer on it (a chunk of its
 * own, fetched as soon as a pointer or the focus reaches the row).
 */
export function StoriesRow() {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending } = useStories();
  const [open, setOpen] = useState<number | null>(null);
  if (isPending) {
    return (
      <div className="stories">
        <div className="stories__track">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="story__cover" />
          ))}
        </div>
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  const stories = [...data].sort((a, b) => a.priority - b.priority);
  return (
    <section className="stories" aria-label={t('menu.stories')}>
      <ul className="stories__track" onPointerEnter={preload} onFocus={preload}>
        {stories.map((story, index) => {
          const cover = squareImage(story.cover, 240);
          return (
            <li key={story.id} className="story">
              <button type="button" className="story__button" onClick={() => setOpen(index)}>
                <img className="story__cover" src={cover.src} width={72} height={72} alt="" loading="lazy" />
                <span className="story__title">{text(story.title)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <StoryViewer stories={stories} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
