import { useLocation } from 'react-router';
import { useBrand, usePlan } from '#storefront/lib/app-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { TABLE_PARAM } from '#storefront/lib/paths.ts';
import { brandKey, STORED } from '#storefront/lib/storage.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';

const TableBar = lazyModule<{ readonly code: string | null }>('src/storefront/features/table/components/table-bar.tsx');

/** Whether this visit has kept a table entry (lib/table-store.ts); the bar reads the entry itself. */
function tableKept(merchantId: string): boolean {
  try {
    return sessionStorage.getItem(brandKey(merchantId, STORED.table)) !== null;
  } catch {
    // Session storage disabled: no table was kept either.
    return false;
  }
}

/**
 * The only eager part of sitting at a table: where the brand seats shoppers (dine-in), a table's
 * code in the address (`?table=`) or a table kept this visit loads the table bar, which holds the
 * seat's store and schema; nobody else pays for them. Both are known in the browser only (after
 * hydration), so the server's page has none. Once a table is kept the bar stays loaded: it draws
 * nothing after the shopper leaves.
 */
export function TableEntry() {
  const dineIn = usePlan().service.types.includes('DINE_IN');
  const { merchantId } = useBrand();
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!dineIn || !hydrated) return null;
  const code = new URLSearchParams(search).get(TABLE_PARAM) || null;
  return code !== null || tableKept(merchantId) ? <TableBar code={code} /> : null;
}
