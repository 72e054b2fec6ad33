import type { ModificationGroup } from '#schemas/entities';
import type { ModificationPlan } from '#engine/layout-plan';
import { formatMoney } from '#domain/pricing';
import { squareImage } from '#storefront/lib/image.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useT } from '#storefront/i18n/use-t.ts';

/** Chosen modifications: id to units (one unit per option chosen here). */
export type Chosen = ReadonlyMap<number, number>;

/** The options chosen before the shopper touches anything: each group's defaults, within its maximum. */
export function defaultChoice(groups: readonly ModificationGroup[]): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const group of groups) {
    for (const m of group.modifications.filter((m) => m.isDefault).slice(0, group.maxCount)) chosen.set(m.id, 1);
  }
  return chosen;
}

/** The choice after the shopper toggled an option: a group of one swaps, a full group takes no more. */
export function toggleChoice(chosen: Chosen, group: ModificationGroup, id: number): Map<number, number> {
  const next = new Map(chosen);
  if (next.has(id)) {
    next.delete(id);
    return next;
  }
  const inGroup = group.modifications.filter((m) => next.has(m.id));
  if (group.maxCount === 1) for (const m of inGroup) next.delete(m.id);
  else if (inGroup.length >= group.maxCount) return next;
  next.set(id, 1);
  return next;
}

/** Groups whose chosen options are fewer than they need. */
export function missingGroups(groups: readonly ModificationGroup[], chosen: Chosen): ModificationGroup[] {
  return groups.filter((group) => {
    const units = group.modifications.reduce((sum, m) => sum + (chosen.get(m.id) ?? 0), 0);
    const least = group.isRequired ? Math.max(1, group.minCount) : group.minCount;
    return units < least;
  });
}

export interface ModificationGroupsProps {
  readonly groups: readonly ModificationGroup[];
  readonly view: ModificationPlan['view'];
  readonly chosen: Chosen;
  readonly onToggle: (group: ModificationGroup, id: number) => void;
  /** Groups to point out (the shopper tried to add without them). */
  readonly missing?: readonly ModificationGroup[];
}

/**
 * Modification groups per the plan: NAME_ONLY as chips, FULL_IMAGE as tiles with a picture, each
 * option a checkbox; a group of one behaves as a choice of one, a full group takes no more.
 */
export function ModificationGroups({ groups, view, chosen, onToggle, missing = [] }: ModificationGroupsProps) {
  const { t, language } = useT();
  const text = useLocalized();
  if (groups.length === 0) return null;
  return (
    <div className="modifications" data-view={view}>
      {groups.map((group) => {
        const units = group.modifications.filter((m) => chosen.has(m.id)).length;
        const full = group.maxCount > 1 && units >= group.maxCount;
        const isMissing = missing.some((g) => g.id === group.id);
        const hintId = `modification-group-${group.id}-hint`;
        return (
          <fieldset key={group.id} className="modifications__group" aria-describedby={hintId} aria-invalid={isMissing || undefined}>
            <legend className="modifications__title">
              {text(group.name)}
              {group.isRequired ? <span className="modifications__required"> · {t('product.required')}</span> : null}
            </legend>
            <p id={hintId} className={isMissing ? 'field__error' : 'modifications__hint'}>
              {isMissing ? t('product.chooseRequired') : group.maxCount > 1 ? t('product.upTo', { count: group.maxCount }) : ''}
            </p>
            <ul className={view === 'FULL_IMAGE' ? 'modifications__tiles' : 'modifications__chips'}>
              {group.modifications.map((modification) => {
                const image = squareImage(modification.image, 240);
                const checked = chosen.has(modification.id);
                return (
                  <li key={modification.id}>
                    <label className={view === 'FULL_IMAGE' ? 'tile' : 'chip'} data-checked={checked || undefined}>
                      <input
                        type="checkbox"
                        className="visually-hidden"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={() => onToggle(group, modification.id)}
                      />
                      {view === 'FULL_IMAGE' ? (
                        <img className="tile__image" src={image.src} srcSet={image.srcSet} sizes="96px" width={96} height={96} alt="" loading="lazy" />
                      ) : null}
                      <span className="tile__name">{text(modification.name)}</span>
                      {modification.price > 0 ? <span className="tile__price">+{formatMoney(modification.price, language)}</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
