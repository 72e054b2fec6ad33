import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { Story } from '#schemas/entities';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useStoriesTexts } from '#storefront/i18n/use-stories-texts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { squareImage } from '#storefront/lib/image.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { STORY_VIEWER, storyGesture, storyStep } from '../story-viewer-rules.ts';
import { useStoryClock } from '../use-story-clock.ts';
import '../story-viewer.css';

export interface StoryViewerProps {
  /** In the order they play. */
  readonly stories: readonly Story[];
  /** The story it opens on. */
  readonly start: number;
  readonly onClose: () => void;
  /** How long each story shows (STORY_VIEWER.durationMs). */
  readonly durationMs?: number;
}

interface Press {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly at: number;
}

/**
 * The stories full screen over the dimmed page, in the storefront's dialog (focus kept inside and
 * given back, Escape and the close button close it): a progress bar of one segment per story,
 * each story on for `durationMs` and then the next, the last one closing the viewer. A tap on the
 * left third goes back, elsewhere on; holding pauses; a drag down closes; arrow keys move. A chunk
 * of its own, loaded when a story is first opened. The rules are story-viewer-rules.ts.
 */
export default function StoryViewer({ stories, start, onClose, durationMs = STORY_VIEWER.durationMs }: StoryViewerProps) {
  useStoriesTexts();
  const { t } = useT();
  const text = useLocalized();
  const count = stories.length;
  // `run` changes with every move, so going back on the first story starts it again.
  const [{ index, run }, setPosition] = useState(() => ({ index: Math.min(Math.max(0, start), count - 1), run: 0 }));
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [ready, setReady] = useState<number | null>(null);
  const [drag, setDrag] = useState(0);
  const press = useRef<Press | null>(null);
  const closed = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Escape reaches the viewer both as a key and as the dialog's cancel: it closes once.
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onCloseRef.current();
  }, []);

  const go = useCallback(
    (step: number) => {
      const next = storyStep(index, step, count);
      if (next === null) close();
      else setPosition({ index: next, run: run + 1 });
    },
    [index, run, count, close],
  );

  const story = stories[index];
  // The time runs once the story's picture is there (or failed), and not while the page is hidden.
  const paused = held || stopped || hidden || ready !== run;
  useStoryClock({ run, durationMs, paused, onEnd: () => go(1) });

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Keys anywhere in the page: focus starts on the dialog itself, outside the viewer's elements.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (step !== 0) {
        event.preventDefault();
        go(step);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, close]);

  // The next story's picture loads while this one shows.
  const nextImage = stories[index + 1]?.image;
  useEffect(() => {
    if (nextImage) new Image().src = squareImage(nextImage, 480).src;
  }, [nextImage]);

  if (!story) return null;

  // A press on the story's own link or button is theirs, not a tap on the story.
  const onControl = (event: PointerEvent<HTMLElement>) =>
    event.target instanceof Element && event.target.closest('a, button:not(.story-viewer__zone)') !== null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || onControl(event)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    press.current = { id: event.pointerId, x: event.clientX - box.left, y: event.clientY, width: box.width, at: Date.now() };
    setHeld(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (p?.id === event.pointerId) setDrag(Math.max(0, event.clientY - p.y));
  };
  const release = () => {
    press.current = null;
    setHeld(false);
    setDrag(0);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (p?.id !== event.pointerId) return;
    release();
    const box = event.currentTarget.getBoundingClientRect();
    const gesture = storyGesture({ x: p.x, width: p.width, dx: event.clientX - box.left - p.x, dy: event.clientY - p.y, heldMs: Date.now() - p.at });
    if (gesture === 'close') close();
    else if (gesture !== 'none') go(gesture === 'back' ? -1 : 1);
  };

  const image = squareImage(story.image, 480);
  const title = text(story.title);
  const caption = story.text ? text(story.text) : '';
  const style = { '--story-duration': `${durationMs}ms`, '--story-drag': `${drag}px` } as CSSProperties;
  return (
    <Dialog variant="full" className="story-dialog" label={t('stories.title', { name: title })} closeLabel={t('stories.close')} closeHref="/" onClose={close}>
      <div
        className={`story-viewer${drag > 0 ? ' story-viewer--dragged' : ''}${paused ? ' story-viewer--paused' : ''}`}
        style={style}
        onClick={(event) => {
          // Around the card (wide screens): the dimmed page, whose click closes as a backdrop's does.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div
          className="story-viewer__card"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={release}
          onContextMenu={(event) => event.preventDefault()}
        >
          <img className="story-viewer__backdrop" src={image.src} alt="" aria-hidden="true" draggable={false} />
          <img
            key={`${story.id}-${run}`}
            className="story-viewer__image"
            src={image.src}
            srcSet={image.srcSet}
            width={image.width}
            height={image.height}
            alt=""
            draggable={false}
            onLoad={() => setReady(run)}
            onError={() => setReady(run)}
          />
          <div className="story-viewer__progress" aria-hidden="true">
            {stories.map((s, i) => (
              <span key={s.id} className="story-viewer__segment">
                <span
                  key={i === index ? run : 'still'}
                  className={`story-viewer__fill${i < index ? ' story-viewer__fill--done' : i === index ? ' story-viewer__fill--current' : ''}`}
                />
              </span>
            ))}
          </div>
          <div className="story-viewer__head">
            <h2 className="story-viewer__title">{title}</h2>
            <button
              type="button"
              className="story-viewer__pause"
              aria-pressed={stopped}
              aria-label={stopped ? t('stories.play') : t('stories.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          </div>
          <p className="visually-hidden">{t('stories.position', { index: index + 1, count })}</p>
          {/* Keyboard and assistive technology use these; a pointer's tap is judged on the card by where it lands. */}
          <button type="button" className="story-viewer__zone story-viewer__zone--back" aria-label={t('stories.previous')} onClick={() => go(-1)} />
          <button type="button" className="story-viewer__zone story-viewer__zone--next" aria-label={t('stories.next')} onClick={() => go(1)} />
          {caption ? <p className="story-viewer__caption">{caption}</p> : null}
          <p className="visually-hidden">{t('stories.hint')}</p>
        </div>
      </div>
    </Dialog>
  );
}
