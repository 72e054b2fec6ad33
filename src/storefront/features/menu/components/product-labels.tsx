import type { Product } from '#schemas/entities';
import { colorClass, labelTextClass } from '#storefront/lib/color-classes.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';

export function ProductLabels({ labels }: { readonly labels: Product['labels'] }) {
  const text = useLocalized();
  if (labels.length === 0) return null;
  return (
    <ul className="labels">
      {labels.map((label) => {
        const classes = ['label', colorClass('bg', label.color), labelTextClass(label)].filter(Boolean).join(' ');
        return (
          <li key={label.id} className={classes}>
            {text(label.name)}
          </li>
        );
      })}
    </ul>
  );
}
