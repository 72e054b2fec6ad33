/**
 * The menu filter's rules in the browser: reading the stored filter back through its schema and
 * setting a new one, each with the domain's rules that apply it (lib/menu-filter-store.ts loads
 * this module when storage holds a filter; the filter's dialog imports it).
 */
import * as z from 'zod/mini';
import { filterMenu, filterSize, type MenuFilter } from '#domain/menu-filter';
import { allergenSchema, dietLabelSchema } from '#schemas/common';
import { menuFilterStore, type ActiveMenuFilter } from './menu-filter-store.ts';
import { brandKey, readStored, STORED, writeStored } from './storage.ts';

const storedSchema = z.object({ hide: z.array(allergenSchema), only: z.array(dietLabelSchema) });

const active = (filter: MenuFilter): ActiveMenuFilter => ({ filter, size: filterSize(filter), apply: (menu) => filterMenu(menu, filter) });

/** Takes the brand's stored filter (a bad or missing entry: none). */
export function readMenuFilter(merchantId: string): void {
  const filter = readStored(brandKey(merchantId, STORED.menuFilter), storedSchema);
  menuFilterStore(merchantId).setState({ active: filter ? active(filter) : null, read: true });
}

/** Sets the brand's filter and keeps it. */
export function setMenuFilter(merchantId: string, filter: MenuFilter): void {
  menuFilterStore(merchantId).setState({ active: active(filter), read: true });
  writeStored(brandKey(merchantId, STORED.menuFilter), filter);
}
