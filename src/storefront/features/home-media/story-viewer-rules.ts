/**
 * The stories viewer's numbers and the decisions it makes from them, in one place. Pure: no
 * React, no DOM, no clock.
 */

export const STORY_VIEWER = {
  /** A story shows this long, then the next one opens (the last one closes the viewer). */
  durationMs: 5_000,
  /** A press held at least this long pauses the story and is not a tap when released. */
  holdMs: 250,
  /** A pointer that moved less than this between down and up is a tap. */
  tapSlopPx: 10,
  /** A drag down longer than this (and more down than sideways) closes the viewer. */
  closeSwipePx: 80,
  /** A drag sideways longer than this (and more sideways than down) moves to the next or previous story. */
  swipePx: 50,
  /** A tap on this share of the story's width, from its left edge, goes back; elsewhere on. */
  backShare: 1 / 3,
} as const;

/**
 * The story `step` away from `index`, or null past the last one (the viewer closes). Back from
 * the first story stays on it (it starts again).
 */
export function storyStep(index: number, step: number, count: number): number | null {
  const next = index + step;
  if (next >= count) return null;
  return Math.max(0, next);
}

export type StoryGesture = 'back' | 'next' | 'close' | 'none';

export interface StoryPress {
  /** Where the pointer went down, from the story's left edge, and the story's width. */
  readonly x: number;
  readonly width: number;
  /** How far it moved between down and up (down and right positive). */
  readonly dx: number;
  readonly dy: number;
  /** How long it was down. */
  readonly heldMs: number;
}

/**
 * What a press means once released: a drag down closes, a drag sideways moves, a short tap goes
 * back on the left third and on elsewhere, and a hold (it paused the story) or any other drag
 * does nothing.
 */
export function storyGesture({ x, width, dx, dy, heldMs }: StoryPress): StoryGesture {
  if (dy > STORY_VIEWER.closeSwipePx && dy > Math.abs(dx)) return 'close';
  if (Math.abs(dx) > STORY_VIEWER.swipePx && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'next' : 'back';
  if (Math.hypot(dx, dy) >= STORY_VIEWER.tapSlopPx || heldMs >= STORY_VIEWER.holdMs) return 'none';
  return x < width * STORY_VIEWER.backShare ? 'back' : 'next';
}
