import { useSyncExternalStore } from 'react';

const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
// Whole seconds: the snapshot stays the same between ticks, as useSyncExternalStore needs.
const nowSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** Seconds left until `until` (epoch ms), ticking each second; null on the server and while hydrating. */
export function useSecondsLeft(until: number | null): number | null {
  const now = useSyncExternalStore(subscribe, nowSecond, () => null);
  if (until === null || now === null) return null;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** `m:ss`, the way a countdown reads in every language. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
