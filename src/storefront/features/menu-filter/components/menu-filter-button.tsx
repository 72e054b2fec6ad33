/**
 * The menu's filter button: it shows how many choices the shopper's filter holds and opens the
 * filter's dialog (a lazy module, loaded when asked for).
 */
import { lazy, Suspense, useState } from 'react';
import { useT } from '#storefront/i18n/use-t.ts';
import { useMenuFilter } from '#storefront/lib/menu-filter-store.ts';

// Opened by a press, never on the server: React's own lazy.
const MenuFilterDialog = lazy(() => import('./menu-filter-dialog.tsx'));

/** `marked`: the menu's dishes carry allergens or diet labels; without them, only a filter already set shows its button. */
export function MenuFilterButton({ marked }: { readonly marked: boolean }) {
  const { t } = useT();
  const size = useMenuFilter()?.size ?? 0;
  const [open, setOpen] = useState(false);
  if (!marked && size === 0) return null;
  return (
    <div className="menu__tools">
      <button type="button" className={`menu-filter-button${size > 0 ? ' menu-filter-button--on' : ''}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('menu.filter')}
        {size > 0 ? ` (${size})` : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MenuFilterDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
