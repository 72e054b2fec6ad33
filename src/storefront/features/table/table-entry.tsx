import { useLocation } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { TABLE_PARAM } from '#storefront/lib/paths.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useSeatedTable } from '#storefront/lib/table-store.ts';

const TableBar = lazyModule<{ readonly code: string | null }>('src/storefront/features/table/components/table-bar.tsx');

/**
 * The only eager part of sitting at a table: where the brand seats shoppers (dine-in), a table's
 * code in the address (`?table=`) or a seated shopper loads the table bar; nobody else pays for
 * it. Both are known in the browser only (the seat after hydration), so the server's page has none.
 */
export function TableEntry() {
  const dineIn = usePlan().service.types.includes('DINE_IN');
  const { search } = useLocation();
  const seated = useSeatedTable();
  const hydrated = useHydrated();
  const code = dineIn && hydrated ? new URLSearchParams(search).get(TABLE_PARAM) || null : null;
  if (!dineIn || (code === null && seated === null)) return null;
  return <TableBar code={code} />;
}
