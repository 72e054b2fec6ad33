/**
 * A category page whose every dish the shopper's menu filter hides: it says so, names how many,
 * and offers to clear the filter. Only a browser with a filter set ever draws it, so it and the
 * filter's texts load with it (a lazy module of the category page).
 */
import { EMPTY_MENU_FILTER } from '#domain/menu-filter';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { setMenuFilter } from '#storefront/lib/menu-filter-rules.ts';

export default function FilteredOut({ title, count }: { readonly title: string; readonly count: number }) {
  useExtrasTexts();
  const { t } = useT();
  const { merchantId } = useBrand();
  return (
    <StateMessage
      headingLevel={1}
      title={title}
      text={t('extras.filter.hidden', { count })}
      action={
        <button type="button" className="button" onClick={() => setMenuFilter(merchantId, EMPTY_MENU_FILTER)}>
          {t('extras.filter.reset')}
        </button>
      }
    />
  );
}
