import type { Product } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';

/**
 * A product's allergens and diet labels, in the shopper's language (texts of `extras.*`, which the
 * screen that draws this loads). Modifiers' allergens are listed with the modifier's name.
 */
export function DietMarks({ product }: { readonly product: Pick<Product, 'allergens' | 'diet' | 'modificationGroups'> }) {
  const { t } = useT();
  const modifierText = useLocalized();
  const modifiers = product.modificationGroups.flatMap((g) => g.modifications).filter((m) => m.allergens.length > 0);
  return (
    <section className="diet-marks" aria-labelledby="diet-marks-title">
      <h2 id="diet-marks-title" className="product-details__subtitle">
        {t('extras.allergens.title')}
      </h2>
      {product.diet.length > 0 ? (
        <ul className="diet-marks__labels" aria-label={t('extras.allergens.diet')}>
          {product.diet.map((label) => (
            <li key={label} className={`diet-mark diet-mark--${label.toLowerCase()}`}>
              {t(`extras.allergens.labels.${label}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="diet-marks__allergens">
        {product.allergens.length > 0 ? product.allergens.map((code) => t(`extras.allergens.codes.${code}`)).join(', ') : t('extras.allergens.none')}
      </p>
      {modifiers.length > 0 ? (
        <ul className="diet-marks__modifiers">
          {modifiers.map((m) => (
            <li key={m.id}>
              {modifierText(m.name)}: {m.allergens.map((code) => t(`extras.allergens.codes.${code}`)).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
