import type { Product } from '#schemas/entities';
import { useLocalized } from '../../../lib/use-localized.ts';

export function ProductLabels({ labels }: { readonly labels: Product['labels'] }) {
  const text = useLocalized();
  if (labels.length === 0) return null;
  return (
    <ul className="labels">
      {labels.map((label) => (
        <li
          key={label.id}
          className="label"
          style={{ background: label.color ?? undefined, color: label.textColor ?? undefined }}
        >
          {text(label.name)}
        </li>
      ))}
    </ul>
  );
}
