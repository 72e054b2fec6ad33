/**
 * A dish in the menu editor: its names and descriptions per language, price and discount, unit
 * and amount, calories and cooking time, allergens and marks, picture, the branches that sell it
 * (with stock) and the channels, and its modifier groups with their modifiers. Nested edits go
 * through immer; every input keeps the schema's own limits.
 */
import { useEffect, useState } from 'react';
import { produce, type Draft } from 'immer';
import { allergenSchema, dietLabelSchema, unitSchema, type Allergen, type DietLabel, type Language } from '#schemas/common';
import { MENU_TEXT_LIMITS } from '#schemas/preset';
import { squareImageSet } from '#domain/image-url';
import type { ExtrasDictionary } from '#storefront/i18n/dictionaries/extras/uz.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { nameIn } from '../lib/localized.ts';
import { uploadImage } from '../lib/upload-image.ts';
import { FieldNote, FormButtons, LocalizedInputs, ProblemBox, type FormProblem } from './catalogue-forms.tsx';
import { nextId, type MenuBranch, type MenuCategory, type MenuModificationGroup, type MenuProduct } from './menu-draft.ts';

/** Allergen and mark names as shoppers read them (the storefront's own texts, loaded with this form). */
const EXTRAS: Readonly<Record<Language, () => Promise<ExtrasDictionary>>> = {
  uz: async () => (await import('#storefront/i18n/dictionaries/extras/uz.ts')).extrasUz,
  ru: async () => (await import('#storefront/i18n/dictionaries/extras/ru.ts')).extrasRu,
  eng: async () => (await import('#storefront/i18n/dictionaries/extras/eng.ts')).extrasEng,
};

function useAllergenNames(language: Language): ExtrasDictionary['allergens'] | null {
  const [names, setNames] = useState<ExtrasDictionary['allergens'] | null>(null);
  useEffect(() => {
    let live = true;
    void EXTRAS[language]().then((d) => live && setNames(d.allergens));
    return () => {
      live = false;
    };
  }, [language]);
  return names;
}

const CHANNELS = ['WEB', 'TG'] as const;

export function ProductForm(props: {
  readonly product: MenuProduct;
  readonly categories: readonly MenuCategory[];
  readonly branches: readonly MenuBranch[];
  readonly offered: readonly Language[];
  readonly busy: boolean;
  readonly problem: FormProblem | null;
  readonly onSave: (item: MenuProduct) => void;
  readonly onDelete: (() => void) | null;
  readonly onDuplicate: (() => void) | null;
}) {
  const { merchantId } = useStudio();
  const { t, language } = useStudioT();
  const [item, setItem] = useState(props.product);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const names = useAllergenNames(language);
  const edit = (recipe: (draft: Draft<MenuProduct>) => void) => setItem((current) => produce(current, recipe));
  const { problem } = props;
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  const groups = (item.modificationGroups ?? []) as MenuModificationGroup[];
  const allModifications = groups.flatMap((g) => g.modifications);
  const systems = (Array.isArray(item.systems) ? item.systems : []) as string[];
  const allergens = (Array.isArray(item.allergens) ? item.allergens : []) as Allergen[];
  const diet = (Array.isArray(item.diet) ? item.diet : []) as DietLabel[];
  const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));

  // The picture chosen, shown at once from the phone's own file while it uploads.
  const [localPicture, setLocalPicture] = useState<string | null>(null);
  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    setPictureError(null);
    const local = URL.createObjectURL(file);
    setLocalPicture(local);
    try {
      const uploaded = await uploadImage(merchantId, file);
      edit((d) => {
        d.image = uploaded.file;
      });
    } catch (error) {
      setPictureError(toApiError(error).description[language]);
    } finally {
      setLocalPicture(null);
      URL.revokeObjectURL(local);
    }
  };

  return (
    <form
      className="menu-item-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(item);
      }}
    >
      <h2>
        {t('menu.product')}: {nameIn(item.name, language) || t('menu.newProduct')} <small>#{item.id}</small>
      </h2>
      {problem && <ProblemBox problem={problem} />}
      <LocalizedInputs
        field="name"
        label="menu.name"
        value={item.name}
        offered={props.offered}
        max={MENU_TEXT_LIMITS.name}
        problem={problem}
        onChange={(name) => edit((d) => void (d.name = name))}
      />
      <LocalizedInputs
        field="description"
        label="menu.description"
        value={item.description}
        offered={props.offered}
        max={MENU_TEXT_LIMITS.description}
        multiline
        problem={problem}
        onChange={(description) => edit((d) => void (d.description = description))}
      />
      <div className="menu-form-row">
        <label className="studio-field">
          <span>{t('menu.category')}</span>
          <select value={item.categoryId} onChange={(e) => edit((d) => void (d.categoryId = Number(e.target.value)))}>
            {props.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {nameIn(c.name, language) || `#${c.id}`}
              </option>
            ))}
          </select>
          <FieldNote problem={problem} field="categoryId" />
        </label>
        <label className="studio-field">
          <span>{t('menu.price')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            value={item.amount}
            onChange={(e) => edit((d) => void (d.amount = Number(e.target.value)))}
          />
          <FieldNote problem={problem} field="amount" />
        </label>
        <label className="studio-field">
          <span>{t('menu.discount')}</span>
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            value={Number(item.discount ?? 0)}
            onChange={(e) => edit((d) => void (d.discount = Number(e.target.value)))}
          />
          <FieldNote problem={problem} field="discount" />
        </label>
      </div>
      <div className="menu-form-row">
        <label className="studio-field">
          <span>{t('menu.unit')}</span>
          <select value={String(item.unit ?? 'COUNT')} onChange={(e) => edit((d) => void (d.unit = e.target.value))}>
            {unitSchema.options.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field">
          <span>{t('menu.measure')}</span>
          <input
            type="number"
            min={0}
            step="any"
            value={item.measure == null ? '' : Number(item.measure)}
            onChange={(e) => edit((d) => void (d.measure = numberOrNull(e.target.value)))}
          />
          <FieldNote problem={problem} field="measure" />
        </label>
        <label className="studio-field">
          <span>{t('menu.calorie')}</span>
          <input
            type="number"
            min={0}
            step="any"
            value={item.calorie == null ? '' : Number(item.calorie)}
            onChange={(e) => edit((d) => void (d.calorie = numberOrNull(e.target.value)))}
          />
          <FieldNote problem={problem} field="calorie" />
        </label>
      </div>
      <div className="menu-form-row">
        <label className="studio-field">
          <span>{t('menu.cookingMin')}</span>
          <input
            type="number"
            min={0}
            step={1}
            value={item.timeCookingMin == null ? '' : Number(item.timeCookingMin)}
            onChange={(e) => edit((d) => void (d.timeCookingMin = numberOrNull(e.target.value)))}
          />
        </label>
        <label className="studio-field">
          <span>{t('menu.cookingMax')}</span>
          <input
            type="number"
            min={0}
            step={1}
            value={item.timeCookingMax == null ? '' : Number(item.timeCookingMax)}
            onChange={(e) => edit((d) => void (d.timeCookingMax = numberOrNull(e.target.value)))}
          />
        </label>
      </div>
      <label className="studio-check">
        <input type="checkbox" checked={item.active !== false} onChange={(e) => edit((d) => void (d.active = e.target.checked))} />
        {t('menu.visible')}
      </label>

      <fieldset className="menu-fieldset">
        <legend>{t('menu.picture')}</legend>
        {localPicture ? (
          <p className="menu-picture-row" role="status">
            <img className="menu-picture" alt="" src={localPicture} />
            {t('menu.pictureUploading')}
          </p>
        ) : (
          item.image && <img className="menu-picture" alt="" {...squareImageSet(item.image, 240, '96px')} />
        )}
        <label className="studio-field">
          <span>{t('menu.choosePicture')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/svg+xml"
            disabled={localPicture !== null}
            onChange={(e) => void choosePicture(e.target.files?.[0])}
          />
          <small>{t('menu.pictureHelp')}</small>
        </label>
        {item.image && (
          <button type="button" onClick={() => edit((d) => void (d.image = null))}>
            {t('menu.removePicture')}
          </button>
        )}
        {pictureError && (
          <p className="studio-error" role="alert">
            {pictureError}
          </p>
        )}
        <FieldNote problem={problem} field="image" />
      </fieldset>

      <fieldset className="menu-fieldset">
        <legend>{t('menu.branches')}</legend>
        {props.branches.map((branch) => {
          const index = (item.productBranch ?? []).findIndex((l) => l.branchId === branch.id);
          const link = index >= 0 ? item.productBranch![index]! : null;
          return (
            <div key={branch.id} className="menu-branch">
              <label className="studio-check">
                <input
                  type="checkbox"
                  checked={link !== null && link.isActive !== false}
                  onChange={(e) =>
                    edit((d) => {
                      const links = (d.productBranch ??= []);
                      const at = links.findIndex((l) => l.branchId === branch.id);
                      if (at >= 0) links[at]!.isActive = e.target.checked;
                      else if (e.target.checked) links.push({ branchId: branch.id });
                    })
                  }
                />
                {nameIn(branch.name, language) || branch.id}
              </label>
              {link && link.isActive !== false && (
                <label className="studio-field menu-stock">
                  <span>{t('menu.stock')}</span>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    value={link.stock ?? ''}
                    onChange={(e) =>
                      edit((d) => {
                        d.productBranch![index]!.stock = numberOrNull(e.target.value);
                      })
                    }
                  />
                </label>
              )}
            </div>
          );
        })}
      </fieldset>

      <fieldset className="menu-fieldset">
        <legend>{t('menu.channels')}</legend>
        {CHANNELS.map((channel) => (
          <label key={channel} className="studio-check">
            <input
              type="checkbox"
              // No channel named: sold on every one.
              checked={systems.length === 0 || systems.includes(channel)}
              onChange={(e) =>
                edit((d) => {
                  const now = systems.length === 0 ? [...CHANNELS] : systems;
                  const next = toggle(now, channel, e.target.checked);
                  d.systems = next.length === CHANNELS.length ? [] : next;
                })
              }
            />
            {t(channel === 'WEB' ? 'menu.channelWeb' : 'menu.channelTg')}
          </label>
        ))}
      </fieldset>

      {names && (
        <fieldset className="menu-fieldset menu-checks">
          <legend>{t('menu.allergens')}</legend>
          {allergenSchema.options.map((a) => (
            <label key={a} className="studio-check">
              <input
                type="checkbox"
                checked={allergens.includes(a)}
                onChange={(e) => edit((d) => void (d.allergens = toggle(allergens, a, e.target.checked)))}
              />
              {names.codes[a]}
            </label>
          ))}
          <legend className="menu-sublegend">{t('menu.diet')}</legend>
          {dietLabelSchema.options.map((l) => (
            <label key={l} className="studio-check">
              <input type="checkbox" checked={diet.includes(l)} onChange={(e) => edit((d) => void (d.diet = toggle(diet, l, e.target.checked)))} />
              {names.labels[l]}
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="menu-fieldset">
        <legend>{t('menu.modGroups')}</legend>
        <p className="studio-help">{t('menu.modGroupsHelp')}</p>
        {groups.map((group, g) => (
          <div key={group.id} className="menu-mod-group">
            <LocalizedInputs
              field={`modificationGroups[${g}].name`}
              label="menu.name"
              value={group.name}
              offered={props.offered}
              max={MENU_TEXT_LIMITS.name}
              problem={problem}
              onChange={(name) => edit((d) => void (d.modificationGroups![g]!.name = name))}
            />
            <div className="menu-form-row">
              <label className="studio-check">
                <input
                  type="checkbox"
                  checked={group.isRequired}
                  onChange={(e) =>
                    edit((d) => {
                      const target = d.modificationGroups![g]!;
                      target.isRequired = e.target.checked;
                      if (e.target.checked && target.minCount < 1) target.minCount = 1;
                    })
                  }
                />
                {t('menu.required')}
              </label>
              <label className="studio-field">
                <span>{t('menu.minCount')}</span>
                <input
                  type="number"
                  min={0}
                  step={1}
                  value={group.minCount}
                  onChange={(e) => edit((d) => void (d.modificationGroups![g]!.minCount = Number(e.target.value)))}
                />
                <FieldNote problem={problem} field={`modificationGroups[${g}].minCount`} />
              </label>
              <label className="studio-field">
                <span>{t('menu.maxCount')}</span>
                <input
                  type="number"
                  min={1}
                  step={1}
                  value={group.maxCount}
                  onChange={(e) => edit((d) => void (d.modificationGroups![g]!.maxCount = Number(e.target.value)))}
                />
                <FieldNote problem={problem} field={`modificationGroups[${g}].maxCount`} />
              </label>
            </div>
            {group.modifications.map((m, k) => (
              <div key={m.id} className="menu-modification">
                <LocalizedInputs
                  field={`modificationGroups[${g}].modifications[${k}].name`}
                  label="menu.modificationName"
                  value={m.name}
                  offered={props.offered}
                  max={MENU_TEXT_LIMITS.name}
                  problem={problem}
                  onChange={(name) => edit((d) => void (d.modificationGroups![g]!.modifications[k]!.name = name))}
                />
                <div className="menu-form-row">
                  <label className="studio-field">
                    <span>{t('menu.modificationPrice')}</span>
                    <input
                      type="number"
                      min={0}
                      step={1}
                      value={m.price}
                      onChange={(e) => edit((d) => void (d.modificationGroups![g]!.modifications[k]!.price = Number(e.target.value)))}
                    />
                    <FieldNote problem={problem} field={`modificationGroups[${g}].modifications[${k}].price`} />
                  </label>
                  <label className="studio-check">
                    <input
                      type="checkbox"
                      checked={m.isDefault === true}
                      onChange={(e) => edit((d) => void (d.modificationGroups![g]!.modifications[k]!.isDefault = e.target.checked))}
                    />
                    {t('menu.isDefault')}
                  </label>
                  <button type="button" disabled={k === 0} onClick={() => edit((d) => void move(d.modificationGroups![g]!.modifications, k, -1))}>
                    {t('menu.up')}
                  </button>
                  <button
                    type="button"
                    disabled={k === group.modifications.length - 1}
                    onClick={() => edit((d) => void move(d.modificationGroups![g]!.modifications, k, 1))}
                  >
                    {t('menu.down')}
                  </button>
                  <button type="button" onClick={() => edit((d) => void d.modificationGroups![g]!.modifications.splice(k, 1))}>
                    {t('menu.remove')}
                  </button>
                </div>
              </div>
            ))}
            <FieldNote problem={problem} field={`modificationGroups[${g}]`} />
            <div className="menu-form-row">
              <button
                type="button"
                onClick={() =>
                  edit((d) => {
                    d.modificationGroups![g]!.modifications.push({ id: nextId(allModifications), name: {}, price: 0 });
                  })
                }
              >
                + {t('menu.addModification')}
              </button>
              <button type="button" disabled={g === 0} onClick={() => edit((d) => void move(d.modificationGroups!, g, -1))}>
                {t('menu.up')}
              </button>
              <button type="button" disabled={g === groups.length - 1} onClick={() => edit((d) => void move(d.modificationGroups!, g, 1))}>
                {t('menu.down')}
              </button>
              <button type="button" onClick={() => edit((d) => void d.modificationGroups!.splice(g, 1))}>
                {t('menu.remove')}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            edit((d) => {
              (d.modificationGroups ??= []).push({ id: nextId(groups), name: {}, minCount: 0, maxCount: 1, isRequired: false, modifications: [] });
            })
          }
        >
          + {t('menu.addModGroup')}
        </button>
      </fieldset>

      <FormButtons busy={props.busy} onDelete={props.onDelete}>
        {props.onDuplicate && (
          <button type="button" disabled={props.busy} onClick={props.onDuplicate}>
            {t('menu.duplicate')}
          </button>
        )}
      </FormButtons>
    </form>
  );
}

/** Moves an element of a list one place up (-1) or down (+1). */
function move<T>(list: T[], index: number, by: -1 | 1): void {
  const [item] = list.splice(index, 1);
  list.splice(index + by, 0, item!);
}
