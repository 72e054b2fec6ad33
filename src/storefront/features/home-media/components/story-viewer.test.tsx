// @vitest-environment jsdom
/**
 * The stories viewer (issue 19, item 19): each story shows STORY_VIEWER.durationMs once its
 * picture is there, then the next, and the last closes; a tap on the left third goes back and
 * elsewhere on; holding or the pause button stops the time; a drag down, Escape and the close
 * button close; arrow keys move.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { storySchema, type Story } from '#schemas/entities';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';
import { planLayout } from '#engine/plan-layout';
import { createI18n, type I18n } from '#storefront/i18n/i18n.ts';
import { TextsProvider } from '#storefront/i18n/use-t.ts';
import { storiesUz } from '#storefront/i18n/dictionaries/stories/uz.ts';
import { PlanContext } from '#storefront/lib/app-context.tsx';
import { STORY_VIEWER } from '../story-viewer-rules.ts';
import StoryViewer from './story-viewer.tsx';

const STORIES: Story[] = ['Kuzgi menyu', 'Bizning donlar', 'Nonushta'].map((title, i) =>
  storySchema.parse({ id: i + 1, title: { uz: title }, cover: `c${i}.svg`, image: `s${i}.svg`, text: { uz: `${title} matni` }, priority: i }),
);
const plan = planLayout(DEFAULT_WEB_SETTINGS, {
  channel: 'web',
  language: 'uz',
  categories: [],
  paymentSettings: [],
  brandCount: 1,
  hasBanners: false,
  hasStories: true,
});
const WIDTH = 390;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('uz', 'uz');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function open(start = 0) {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <TextsProvider>
        <PlanContext.Provider value={plan}>
          <StoryViewer stories={STORIES} start={start} onClose={onClose} />
        </PlanContext.Provider>
      </TextsProvider>
    </I18nextProvider>,
  );
  // The dialog's focus trap and entrance load on first use.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return onClose;
}

const shown = () => screen.getByRole('heading', { level: 2 }).textContent;
/** The current story's picture arrives (jsdom loads none). */
const pictureLoads = () => fireEvent.load(document.querySelector('.story-viewer__image')!);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A press on the card at x (from its left edge), released `dy` lower after `heldMs`. */
function pressCard({ x, dy = 0, heldMs = 80 }: { x: number; dy?: number; heldMs?: number }) {
  const card = document.querySelector<HTMLElement>('.story-viewer__card')!;
  card.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: 844 });
  fireEvent.pointerDown(card, { pointerId: 1, isPrimary: true, clientX: x, clientY: 300 });
  if (dy) fireEvent.pointerMove(card, { pointerId: 1, clientX: x, clientY: 300 + dy });
  wait(heldMs);
  fireEvent.pointerUp(card, { pointerId: 1, clientX: x, clientY: 300 + dy });
}

describe('the stories viewer', () => {
  it('opens on the story tapped, one progress segment per story, the earlier ones full', async () => {
    await open(1);
    expect(screen.getByRole('dialog', { name: `${STORIES[1]!.title.uz}: hikoya` })).toBeTruthy();
    expect(shown()).toBe(STORIES[1]!.title.uz);
    const fills = [...document.querySelectorAll('.story-viewer__fill')].map((f) => f.className.replace('story-viewer__fill', '').trim());
    expect(fills).toEqual(['story-viewer__fill--done', 'story-viewer__fill--current', '']);
    expect(screen.getByText(`${STORIES[1]!.title.uz} matni`)).toBeTruthy();
  });

  it(`moves on after ${STORY_VIEWER.durationMs} ms of its picture shown, and closes after the last`, async () => {
    const onClose = await open(1);
    // The time does not run before the picture is there.
    wait(STORY_VIEWER.durationMs * 2);
    expect(shown()).toBe(STORIES[1]!.title.uz);
    pictureLoads();
    wait(STORY_VIEWER.durationMs - 1);
    expect(shown()).toBe(STORIES[1]!.title.uz);
    wait(1);
    expect(shown()).toBe(STORIES[2]!.title.uz);
    pictureLoads();
    wait(STORY_VIEWER.durationMs);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a tap on the left third goes back (the first starts again), elsewhere on', async () => {
    const onClose = await open(1);
    pressCard({ x: WIDTH / 3 - 5 });
    expect(shown()).toBe(STORIES[0]!.title.uz);
    pressCard({ x: 10 });
    expect(shown()).toBe(STORIES[0]!.title.uz);
    pressCard({ x: WIDTH / 2 });
    pressCard({ x: WIDTH - 10 });
    expect(shown()).toBe(STORIES[2]!.title.uz);
    pressCard({ x: WIDTH / 2 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holding pauses the story, and it goes on with the time it had left once released', async () => {
    await open(0);
    pictureLoads();
    wait(2_000);
    pressCard({ x: WIDTH / 2, heldMs: STORY_VIEWER.durationMs * 3 });
    // A hold is no tap: still the same story.
    expect(shown()).toBe(STORIES[0]!.title.uz);
    wait(STORY_VIEWER.durationMs - 2_000 - 1);
    expect(shown()).toBe(STORIES[0]!.title.uz);
    wait(1);
    expect(shown()).toBe(STORIES[1]!.title.uz);
  });

  it('the pause button stops the time until pressed again', async () => {
    await open(0);
    pictureLoads();
    const pause = screen.getByRole('button', { name: storiesUz.pause });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    wait(STORY_VIEWER.durationMs * 3);
    expect(shown()).toBe(STORIES[0]!.title.uz);
    fireEvent.click(screen.getByRole('button', { name: storiesUz.play }));
    wait(STORY_VIEWER.durationMs);
    expect(shown()).toBe(STORIES[1]!.title.uz);
  });

  it(`a drag down of more than ${STORY_VIEWER.closeSwipePx} px closes; a shorter one neither closes nor moves`, async () => {
    const onClose = await open(0);
    pressCard({ x: WIDTH / 2, dy: STORY_VIEWER.closeSwipePx - 20 });
    expect(onClose).not.toHaveBeenCalled();
    expect(shown()).toBe(STORIES[0]!.title.uz);
    pressCard({ x: WIDTH / 2, dy: STORY_VIEWER.closeSwipePx + 20 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('arrow keys move, Escape closes (once, though the dialog hears it too)', async () => {
    const onClose = await open(0);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(shown()).toBe(STORIES[1]!.title.uz);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(shown()).toBe(STORIES[0]!.title.uz);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the previous and next controls and the close button work from the keyboard, with their labels', async () => {
    const onClose = await open(1);
    fireEvent.click(screen.getByRole('button', { name: storiesUz.previous }));
    expect(shown()).toBe(STORIES[0]!.title.uz);
    fireEvent.click(screen.getByRole('button', { name: storiesUz.next }));
    expect(shown()).toBe(STORIES[1]!.title.uz);
    fireEvent.click(screen.getByRole('link', { name: storiesUz.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
