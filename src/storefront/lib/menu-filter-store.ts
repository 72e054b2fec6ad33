/**
 * The shopper's menu filter (domain/menu-filter.ts): a zustand store per brand, kept in local
 * storage as the brand's menu-filter entry and read back through a schema. Read after hydration:
 * the server's page filters nothing, and the browser hides what the shopper excluded once it knows.
 */
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_MENU_FILTER, toggled, type MenuFilter } from '#domain/menu-filter';
import { allergenSchema, dietLabelSchema, type Allergen, type DietLabel } from '#schemas/common';
import { useBrand } from './app-context.tsx';
import { brandKey, STORED } from './storage.ts';
import { perBrand } from './brand-stores.ts';

interface MenuFilterState {
  readonly filter: MenuFilter;
  toggleHidden(allergen: Allergen): void;
  toggleOnly(label: DietLabel): void;
  reset(): void;
}

const persistedSchema = z.object({
  filter: z.object({ hide: z.array(allergenSchema).check(z.maxLength(14)), only: z.array(dietLabelSchema).check(z.maxLength(3)) }),
});

function createMenuFilterStore(merchantId: string) {
  return createStore<MenuFilterState>()(persist(
    (set) => ({
      filter: EMPTY_MENU_FILTER,
      toggleHidden: (allergen) => set(({ filter }) => ({ filter: { ...filter, hide: toggled(filter.hide, allergen) } })),
      toggleOnly: (label) => set(({ filter }) => ({ filter: { ...filter, only: toggled(filter.only, label) } })),
      reset: () => set({ filter: EMPTY_MENU_FILTER }),
    }),
    {
      name: brandKey(merchantId, STORED.menuFilter),
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ filter: state.filter }),
      merge: (persisted, current) => {
        const parsed = persistedSchema.safeParse(persisted);
        return parsed.success ? { ...current, filter: parsed.data.filter } : current;
      },
      skipHydration: true,
    },
  ));
}

/** The menu-filter store of one brand. */
export const menuFilterStore = perBrand(createMenuFilterStore);

/** The brand's menu filter: empty on the server and until the stored one is read. */
export function useMenuFilter(): MenuFilter {
  const store = menuFilterStore(useBrand().merchantId);
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  return useStore(store, (state) => state.filter);
}
