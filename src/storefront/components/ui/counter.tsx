import { useT } from '../../i18n/use-t.ts';
import { MAX_LINE_COUNT } from '../../features/basket/basket-store.ts';

/** A counter of units: at least one, at most the basket's limit. */
export function Counter({ value, onChange, label, min = 1 }: { readonly value: number; readonly onChange: (n: number) => void; readonly label: string; readonly min?: number }) {
  const { t } = useT();
  return (
    <span className="counter" role="group" aria-label={label}>
      <button type="button" className="counter__button" onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={t('basket.decrease')}>−</button>
      <output className="counter__value" aria-live="polite">{value}</output>
      <button type="button" className="counter__button" onClick={() => onChange(value + 1)} disabled={value >= MAX_LINE_COUNT} aria-label={t('basket.increase')}>+</button>
    </span>
  );
}

