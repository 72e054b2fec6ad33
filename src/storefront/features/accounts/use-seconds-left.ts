import { useSyncExternalStore } from 'react';

/** The clock as a store: read fresh when a countdown subscribes, then four times a second. */
const TICK_MS = 250;
let now = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

function snapshot(): number {
  if (now === 0) now = Date.now();
  return now;
}

/** Seconds left until `until` (epoch ms), counting down; null on the server and while hydrating. */
export function useSecondsLeft(until: number | null): number | null {
  const current = useSyncExternalStore(subscribe, snapshot, () => null);
  if (until === null || current === null) return null;
  // The clock lags the moment by up to a tick: rounding shows 60 right after a 60-second wait began.
  return Math.max(0, Math.round((until - current) / 1000));
}

/** `m:ss`, the way a countdown reads in every language. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
