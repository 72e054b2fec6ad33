import { useEffect, useRef } from 'react';

export interface StoryClock {
  /** Changes whenever a story (re)starts: the clock starts over from `durationMs`. */
  readonly run: number;
  readonly durationMs: number;
  /** While paused the clock keeps the time it has left and goes on from there. */
  readonly paused: boolean;
  /** Called once when the story's time is up. */
  readonly onEnd: () => void;
}

/**
 * The time a story shows: `onEnd` after `durationMs` of unpaused time since the run started.
 * The progress bar's fill is a CSS animation of the same length, paused at the same moments.
 */
export function useStoryClock({ run, durationMs, paused, onEnd }: StoryClock): void {
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const left = useRef({ run, ms: durationMs });
  useEffect(() => {
    if (left.current.run !== run) left.current = { run, ms: durationMs };
    if (paused) return;
    const clock = left.current;
    const started = Date.now();
    const timer = setTimeout(() => onEndRef.current(), clock.ms);
    return () => {
      clearTimeout(timer);
      clock.ms = Math.max(0, clock.ms - (Date.now() - started));
    };
  }, [run, durationMs, paused]);
}
