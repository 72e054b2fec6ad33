import type { Story } from '#schemas/entities';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import '../home-media.css';

/** One story full size (a chunk of its own: it loads when a story is first opened). */
export default function StoryDialog({ story, onClose }: { readonly story: Story; readonly onClose: () => void }) {
  const { t } = useT();
  const text = useLocalized();
  return (
    <Dialog variant="center" label={text(story.title)} closeLabel={t('common.close')} closeHref="/" onClose={onClose}>
      <figure className="story-view">
        <img className="story-view__image" src={squareImage(story.image, 480).src} width={480} height={480} alt="" />
        <figcaption>
          <h2 className="story-view__title">{text(story.title)}</h2>
          {story.text ? <p>{text(story.text)}</p> : null}
        </figcaption>
      </figure>
    </Dialog>
  );
}
