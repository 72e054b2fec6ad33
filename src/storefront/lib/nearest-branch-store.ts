/**
 * The visit's nearest branch (SPEC point 4): a zustand store per brand of three flat values,
 * written with zustand's `set` (docs/decisions/013) and persisted as the brand's nearest-branch entry (read back through a schema). The branches
 * feature settles it after hydration; the menu shows the chosen branch's products.
 */
import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { NearestBranchSource } from '#domain/nearest-branch';
import { useBrand } from './app-context.tsx';
import { brandKey, STORED } from './storage.ts';
import { perBrand } from './brand-stores.ts';

interface NearestBranchState {
  readonly branchId: string | null;
  readonly source: NearestBranchSource | null;
  /** The visitor's position was asked for (once per brand). */
  readonly asked: boolean;
  choose(branchId: string, source: NearestBranchSource): void;
  markAsked(): void;
}

const persistedSchema = z.object({
  branchId: z.nullable(z.string().check(z.maxLength(64))),
  source: z.nullable(z.enum(['saved', 'located', 'main'])),
  asked: z.boolean(),
});

function createNearestBranchStore(merchantId: string) {
  return createStore<NearestBranchState>()(
    persist(
      (set) => ({
        branchId: null,
        source: null,
        asked: false,
        choose: (branchId, source) => set({ branchId, source }),
        markAsked: () => set({ asked: true }),
      }),
      {
        name: brandKey(merchantId, STORED.nearestBranch),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ branchId: state.branchId, source: state.source, asked: state.asked }),
        merge: (persisted, current) => {
          const parsed = persistedSchema.safeParse(persisted);
          return parsed.success ? { ...current, ...parsed.data } : current;
        },
        skipHydration: true,
      },
    ),
  );
}

/** The nearest-branch store of one brand. */
export const nearestBranchStore = perBrand(createNearestBranchStore);

/** The chosen branch's id; null until it is settled (and always on the server). */
export function useNearestBranchId(): string | null {
  return useStore(nearestBranchStore(useBrand().merchantId), (state) => state.branchId);
}
