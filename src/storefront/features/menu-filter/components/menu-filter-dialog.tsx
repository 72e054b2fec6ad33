/**
 * The menu filter's choices: allergens to hide and diet labels to keep, as toggle chips. Each
 * press changes the brand's stored filter at once; the menu behind follows.
 */
import { useLocation } from 'react-router';
import { allergenSchema, dietLabelSchema } from '#schemas/common';
import { EMPTY_MENU_FILTER, filterSize, type MenuFilter } from '#domain/menu-filter';
import { Dialog } from '#storefront/components/ui/dialog.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { useMenuFilter } from '#storefront/lib/menu-filter-store.ts';
import { setMenuFilter } from '#storefront/lib/menu-filter-rules.ts';
import '../menu-filter.css';

/** Toggles one value of a list of choices (the order of first choice kept). */
function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export default function MenuFilterDialog({ onClose }: { readonly onClose: () => void }) {
  useExtrasTexts();
  const { t } = useT();
  const { pathname, search } = useLocation();
  const { merchantId } = useBrand();
  const filter = useMenuFilter()?.filter ?? EMPTY_MENU_FILTER;
  const set = (next: MenuFilter) => setMenuFilter(merchantId, next);
  return (
    <Dialog variant="sheet" label={t('extras.filter.title')} closeLabel={t('common.close')} closeHref={pathname + search} onClose={onClose}>
      <div className="menu-filter">
        <h2 className="menu-filter__title">{t('extras.filter.title')}</h2>
        <fieldset className="menu-filter__group">
          <legend className="menu-filter__legend">{t('extras.filter.hide')}</legend>
          <div className="chips">
            {allergenSchema.options.map((code) => (
              <button
                key={code}
                type="button"
                className="chip"
                aria-pressed={filter.hide.includes(code)}
                onClick={() => set({ ...filter, hide: toggled(filter.hide, code) })}
              >
                {t(`extras.allergens.codes.${code}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="menu-filter__group">
          <legend className="menu-filter__legend">{t('extras.filter.only')}</legend>
          <div className="chips">
            {dietLabelSchema.options.map((label) => (
              <button
                key={label}
                type="button"
                className="chip"
                aria-pressed={filter.only.includes(label)}
                onClick={() => set({ ...filter, only: toggled(filter.only, label) })}
              >
                {t(`extras.allergens.labels.${label}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="menu-filter__actions">
          <button type="button" className="button" disabled={filterSize(filter) === 0} onClick={() => set(EMPTY_MENU_FILTER)}>
            {t('extras.filter.reset')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('extras.filter.apply')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
