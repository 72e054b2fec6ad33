/**
 * The table a printed code seated the shopper at (issue 22: `/?table=<signed token>`): a zustand
 * store per brand, kept in session storage for the visit and read back through a schema. The table
 * screen fills it from `GET /users/v1/tables/:token` (the server checks the signature); checkout
 * then orders for dine-in at that branch with the token, and needs no address and no table typing.
 * Leaving the table (or a token the server no longer takes) clears it.
 */
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useBrand } from './app-context.tsx';
import { brandKey, STORED } from './storage.ts';
import { perBrand } from './brand-stores.ts';

const seatedSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  branchId: z.string().check(z.maxLength(64)),
  tableId: z.string().check(z.maxLength(64)),
  name: z.string().check(z.maxLength(80)),
});
export type SeatedTable = z.infer<typeof seatedSchema>;

interface TableState {
  readonly seated: SeatedTable | null;
  seat(table: SeatedTable): void;
  leave(): void;
}

function createTableStore(merchantId: string) {
  return createStore<TableState>()(
    persist(
      (set) => ({
        seated: null,
        seat: (table) => set({ seated: table }),
        leave: () => set({ seated: null }),
      }),
      {
        name: brandKey(merchantId, STORED.table),
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ seated: state.seated }),
        merge: (persisted, current) => {
          const parsed = z.object({ seated: z.nullable(seatedSchema) }).safeParse(persisted);
          return parsed.success ? { ...current, seated: parsed.data.seated } : current;
        },
        skipHydration: true,
      },
    ),
  );
}

/** The table store of one brand. */
export const tableStore = perBrand(createTableStore);

/** The table the shopper sits at; null when none (and always on the server). */
export function useSeatedTable(): SeatedTable | null {
  const store = tableStore(useBrand().merchantId);
  // Read from session storage after hydration: the server's page sits at no table.
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  return useStore(store, (state) => state.seated);
}
