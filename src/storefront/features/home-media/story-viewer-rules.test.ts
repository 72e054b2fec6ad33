/** The stories viewer's rules (issue 19, item 19): which story comes next and what a press means. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STORY_VIEWER, storyGesture, storyStep } from './story-viewer-rules.ts';

const press = (extra: Partial<Parameters<typeof storyGesture>[0]> = {}) => storyGesture({ x: 200, width: 390, dx: 0, dy: 0, heldMs: 100, ...extra });

describe('storyStep', () => {
  it('moves on, closes (null) past the last story and starts the first again when going back from it', () => {
    expect(storyStep(0, 1, 3)).toBe(1);
    expect(storyStep(2, -1, 3)).toBe(1);
    expect(storyStep(2, 1, 3)).toBeNull();
    expect(storyStep(0, -1, 3)).toBe(0);
  });

  it('always lands on a story or closes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(49), fc.constantFrom(-1, 1), (count, at, step) => {
        const index = at % count;
        const next = storyStep(index, step, count);
        if (next === null) expect(index + step).toBe(count);
        else expect(next >= 0 && next < count).toBe(true);
      }),
    );
  });
});

describe('storyGesture', () => {
  it('a short tap on the left third goes back, elsewhere on', () => {
    expect(press({ x: 10 })).toBe('back');
    expect(press({ x: 129 })).toBe('back');
    expect(press({ x: 131 })).toBe('next');
    expect(press({ x: 380 })).toBe('next');
  });

  it('a hold (it paused the story) is not a tap', () => {
    expect(press({ x: 10, heldMs: STORY_VIEWER.holdMs })).toBe('none');
    expect(press({ x: 300, heldMs: 3_000 })).toBe('none');
  });

  it(`a drag down longer than ${STORY_VIEWER.closeSwipePx} px closes, even a slow one; a shorter one does nothing`, () => {
    expect(press({ dy: STORY_VIEWER.closeSwipePx + 1, dx: 20, heldMs: 900 })).toBe('close');
    expect(press({ dy: STORY_VIEWER.closeSwipePx - 1 })).toBe('none');
    // Up is not down.
    expect(press({ dy: -200 })).toBe('none');
    // More sideways than down: a swipe between stories.
    expect(press({ dy: 90, dx: -120 })).toBe('next');
  });

  it('a drag sideways moves between stories: to the left on, to the right back', () => {
    expect(press({ dx: -STORY_VIEWER.swipePx - 1 })).toBe('next');
    expect(press({ dx: STORY_VIEWER.swipePx + 1, x: 300 })).toBe('back');
    expect(press({ dx: 30, x: 300 })).toBe('none');
  });
});
