import { LINE_COUNT_MAX } from '#schemas/order-limits';
import { useT } from '#storefront/i18n/use-t.ts';

/** A counter of units: from `min` to `max` (by default the contract's cap on one line). */
export function Counter({
  value,
  onChange,
  label,
  min = 1,
  max = LINE_COUNT_MAX,
}: {
  readonly value: number;
  readonly onChange: (n: number) => void;
  readonly label: string;
  readonly min?: number;
  readonly max?: number;
}) {
  const { t } = useT();
  return (
    <span className="counter" role="group" aria-label={label}>
      <button type="button" className="counter__button" onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={t('basket.decrease')}>
        −
      </button>
      <output className="counter__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="counter__button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={t('basket.increase')}>
        +
      </button>
    </span>
  );
}
