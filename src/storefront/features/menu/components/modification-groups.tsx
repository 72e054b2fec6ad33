import type { ModificationGroup } from '#schemas/entities';
import type { ModificationPlan } from '#engine/layout-plan';
import { formatMoney } from '#domain/pricing';
import { squareImage } from '../../../lib/image.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import { useT } from '../../../i18n/use-t.ts';

/**
 * Modification groups per the plan: NAME_ONLY as chips, FULL_IMAGE as tiles with a picture.
 * Shown read-only until the basket arrives; the default option is marked.
 */
export function ModificationGroups({ groups, view }: { readonly groups: readonly ModificationGroup[]; readonly view: ModificationPlan['view'] }) {
  const { t, language } = useT();
  const text = useLocalized();
  if (groups.length === 0) return null;
  return (
    <div className="modifications" data-view={view}>
      {groups.map((group) => (
        <fieldset key={group.id} className="modifications__group">
          <legend className="modifications__title">
            {text(group.name)}
            {group.isRequired ? <span className="modifications__required"> · {t('product.required')}</span> : null}
          </legend>
          <ul className={view === 'FULL_IMAGE' ? 'modifications__tiles' : 'modifications__chips'}>
            {group.modifications.map((modification) => {
              const image = squareImage(modification.image, 240);
              return (
                <li key={modification.id} className={view === 'FULL_IMAGE' ? 'tile' : 'chip'} aria-current={modification.isDefault ? 'true' : undefined}>
                  {view === 'FULL_IMAGE' ? (
                    <img className="tile__image" src={image.src} srcSet={image.srcSet} sizes="96px" width={96} height={96} alt="" loading="lazy" />
                  ) : null}
                  <span className="tile__name">{text(modification.name)}</span>
                  {modification.price > 0 ? <span className="tile__price">+{formatMoney(modification.price, language)}</span> : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
