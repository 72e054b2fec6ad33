import { useT } from '../../../i18n/use-t.ts';

/**
 * Add to basket. The basket itself arrives with ordering; until then the control is shown
 * where it will be, disabled, so layouts do not change when it starts to work.
 */
export function AddButton({ variant }: { readonly variant: 'icon' | 'wide' }) {
  const { t } = useT();
  const label = t('product.addToBasket');
  return (
    <button
      type="button"
      className={`add-button add-button--${variant}`}
      disabled
      aria-disabled="true"
      title={label}
      aria-label={variant === 'icon' ? label : undefined}
    >
      {variant === 'icon' ? <span aria-hidden="true">+</span> : label}
    </button>
  );
}
