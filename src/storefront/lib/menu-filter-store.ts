/**
 * The shopper's menu filter (domain/menu-filter.ts): a zustand store per brand, kept in local
 * storage as the brand's menu-filter entry. Read after hydration: the server's page filters
 * nothing, and the browser hides what the shopper excluded once it knows. The filter's rules and
 * the schema that reads the entry back (lib/menu-filter-rules.ts) load only for a visit whose
 * storage holds a filter, or once the shopper opens the filter: a page without one carries neither.
 * (A plain store with the storage helpers rather than zustand's persist: it sits in every page.)
 */
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import type { AssembledMenu } from '#domain/menu-assembly';
import type { MenuFilter } from '#domain/menu-filter';
import { useBrand } from './app-context.tsx';
import { brandKey, hasStored, STORED } from './storage.ts';
import { perBrand } from './brand-stores.ts';

/** A filter the shopper set, with what it takes from a menu. */
export interface ActiveMenuFilter {
  readonly filter: MenuFilter;
  /** How many choices it holds (0: it filters nothing). */
  readonly size: number;
  /** The menu without the dishes it hides (the same menu when it hides none). */
  readonly apply: (menu: AssembledMenu) => AssembledMenu;
}

/** The menu-filter store of one brand: null until a stored or chosen filter is known. */
export const menuFilterStore = perBrand((_merchantId: string) =>
  createStore<{ active: ActiveMenuFilter | null; read: boolean }>(() => ({ active: null, read: false })),
);

/** The brand's menu filter: null on the server, until the stored one is read, and when none is kept. */
export function useMenuFilter(): ActiveMenuFilter | null {
  const { merchantId } = useBrand();
  const store = menuFilterStore(merchantId);
  useEffect(() => {
    if (store.getState().read) return;
    store.setState({ read: true });
    if (hasStored(brandKey(merchantId, STORED.menuFilter))) import('./menu-filter-rules.ts').then((rules) => rules.readMenuFilter(merchantId)).catch(() => {});
  }, [store, merchantId]);
  return useStore(store, (state) => state.active);
}
