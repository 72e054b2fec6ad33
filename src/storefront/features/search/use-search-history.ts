import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { useBrand } from '../../lib/app-context.tsx';
import { brandKey, readStored, removeStored, STORED, writeStored } from '../../lib/storage.ts';

/** The brand's last searches, newest first. */
export const SEARCH_HISTORY_LIMIT = 10;
const historySchema = z.array(z.string());
const EMPTY: readonly string[] = [];

const listeners = new Set<() => void>();
const cache = new Map<string, readonly string[]>();

function read(key: string): readonly string[] {
  let value = cache.get(key);
  if (!value) {
    value = readStored(key, historySchema)?.slice(0, SEARCH_HISTORY_LIMIT) ?? EMPTY;
    cache.set(key, value);
  }
  return value;
}

function write(key: string, value: readonly string[]): void {
  cache.set(key, value);
  if (value.length === 0) removeStored(key);
  else writeStored(key, value);
  listeners.forEach((notify) => notify());
}

/** Adds a search to the front of the list: no duplicates (case-insensitive), at most ten. */
export function addToHistory(history: readonly string[], query: string): readonly string[] {
  const trimmed = query.trim();
  if (!trimmed) return history;
  const lower = trimmed.toLocaleLowerCase();
  return [trimmed, ...history.filter((h) => h.toLocaleLowerCase() !== lower)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function useSearchHistory() {
  const key = brandKey(useBrand().merchantId, STORED.searchHistory);
  const history = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => read(key),
  );
  const remember = useCallback((query: string) => write(key, addToHistory(read(key), query)), [key]);
  const clear = useCallback(() => write(key, EMPTY), [key]);
  return { history, remember, clear };
}
