/**
 * The menu's filter button: it shows how many choices the shopper's filter holds and opens the
 * filter's dialog (a lazy module, loaded when asked for).
 */
import { useState } from 'react';
import { filterSize } from '#domain/menu-filter';
import { useT } from '#storefront/i18n/use-t.ts';
import { lazyModule } from '#storefront/lib/lazy-modules.tsx';
import { useMenuFilter } from '#storefront/lib/menu-filter-store.ts';

const MenuFilterDialog = lazyModule<{ readonly onClose: () => void }>('src/storefront/features/menu-filter/components/menu-filter-dialog.tsx');

/** `marked`: the menu's dishes carry allergens or diet labels; without them, only a filter already set shows its button. */
export function MenuFilterButton({ marked }: { readonly marked: boolean }) {
  const { t } = useT();
  const size = filterSize(useMenuFilter());
  const [open, setOpen] = useState(false);
  if (!marked && size === 0) return null;
  return (
    <div className="menu__tools">
      <button type="button" className={`menu-filter-button${size > 0 ? ' menu-filter-button--on' : ''}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4-2v-4Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {size > 0 ? t('menu.filterOn', { count: size }) : t('menu.filter')}
      </button>
      {open ? <MenuFilterDialog onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
