/**
 * The shopper's menu filter (domain/menu-filter.ts): a zustand store per brand, kept in local
 * storage as the brand's menu-filter entry and read back through a schema. Read after hydration:
 * the server's page filters nothing, and the browser hides what the shopper excluded once it knows.
 * (A plain store with the storage helpers rather than zustand's persist: it sits in every page.)
 */
import * as z from 'zod/mini';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { EMPTY_MENU_FILTER, type MenuFilter } from '#domain/menu-filter';
import { allergenSchema, dietLabelSchema } from '#schemas/common';
import { useBrand } from './app-context.tsx';
import { brandKey, readStored, STORED, writeStored } from './storage.ts';
import { perBrand } from './brand-stores.ts';

const storedSchema = z.object({ hide: z.array(allergenSchema), only: z.array(dietLabelSchema) });

/** The menu-filter store of one brand. */
export const menuFilterStore = perBrand((_merchantId: string) =>
  createStore<{ filter: MenuFilter; read: boolean }>(() => ({ filter: EMPTY_MENU_FILTER, read: false })),
);

/** Sets the brand's filter and keeps it. */
export function setMenuFilter(merchantId: string, filter: MenuFilter): void {
  menuFilterStore(merchantId).setState({ filter, read: true });
  writeStored(brandKey(merchantId, STORED.menuFilter), filter);
}

/** The brand's menu filter: empty on the server and until the stored one is read. */
export function useMenuFilter(): MenuFilter {
  const { merchantId } = useBrand();
  const store = menuFilterStore(merchantId);
  useEffect(() => {
    if (store.getState().read) return;
    store.setState({ filter: readStored(brandKey(merchantId, STORED.menuFilter), storedSchema) ?? EMPTY_MENU_FILTER, read: true });
  }, [store, merchantId]);
  return useStore(store, (state) => state.filter);
}
