/**
 * The brand's last searches, newest first: a zustand store per brand, written with zustand's
 * `set` (docs/decisions/013) and persisted in local storage under a key that names the merchant. What is read back passes a
 * schema; anything else is dropped. Storage is browser-only, so the store is read back after
 * hydration (the server's page and the first render show no history).
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { perBrand } from '#storefront/lib/brand-stores.ts';

export const SEARCH_HISTORY_LIMIT = 10;

/** Adds a search to the front of the list: no duplicates (case-insensitive), at most ten. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...history];
  const lower = trimmed.toLocaleLowerCase();
  return [trimmed, ...history.filter((h) => h.toLocaleLowerCase() !== lower)].slice(0, SEARCH_HISTORY_LIMIT);
}

interface SearchHistoryState {
  readonly entries: string[];
  remember(query: string): void;
  clear(): void;
}

const persistedSchema = z.object({ entries: z.array(z.string().check(z.maxLength(200))) });

function createSearchHistoryStore(merchantId: string) {
  return createStore<SearchHistoryState>()(
    persist(
      (set) => ({
        entries: [],
        remember: (query) => set((state) => ({ entries: addToHistory(state.entries, query) })),
        clear: () => set({ entries: [] }),
      }),
      {
        name: brandKey(merchantId, STORED.searchHistory),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ entries: state.entries }),
        // Storage is input from outside: only a list of strings is taken back.
        merge: (persisted, current) => {
          const parsed = persistedSchema.safeParse(persisted);
          return parsed.success ? { ...current, entries: addToHistoryAll(parsed.data.entries) } : current;
        },
        skipHydration: true,
      },
    ),
  );
}

/** The search history store of one brand. */
export const searchHistoryStore = perBrand(createSearchHistoryStore);

/** A stored list, cleaned the way remembering would have left it. */
const addToHistoryAll = (entries: readonly string[]) => [...entries].reverse().reduce<string[]>((list, q) => addToHistory(list, q), []);

export function useSearchHistory() {
  const store = searchHistoryStore(useBrand().merchantId);
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
  const history = useStore(store, (state) => state.entries);
  const remember = useStore(store, (state) => state.remember);
  const clear = useStore(store, (state) => state.clear);
  return { history, remember, clear };
}
