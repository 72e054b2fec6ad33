import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useStories } from '../api/get-stories.ts';
import '../home-media.css';

const StoryDialog = lazy(() => import('./story-dialog.tsx'));

/** Home stories: round covers in a row; a story opens full size in a dialog. */
export function StoriesRow() {
  const { t } = useT();
  const text = useLocalized();
  const { data, isPending } = useStories();
  const [openId, setOpenId] = useState<number | null>(null);
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
  const open = stories.find((s) => s.id === openId) ?? null;
  return (
    <section className="stories" aria-label={t('menu.stories')}>
      <ul className="stories__track">
        {stories.map((story) => {
          const cover = squareImage(story.cover, 240);
          return (
            <li key={story.id} className="story">
              <button type="button" className="story__button" onClick={() => setOpenId(story.id)}>
                <img className="story__cover" src={cover.src} width={72} height={72} alt="" loading="lazy" />
                <span className="story__title">{text(story.title)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <StoryDialog story={open} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
