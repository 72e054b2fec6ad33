/**
 * The menu editor's forms for a group and a category, and what every item's form shares: a name
 * (and a description) in each language the brand offers, with a mark where a translation is
 * missing, the server's problem with a field shown under that field, and save and delete.
 */
import { useState, type ReactNode } from 'react';
import type { Language } from '#schemas/common';
import { MENU_TEXT_LIMITS } from '#schemas/preset';
import { useStudioT } from '../i18n/i18n.ts';
import { nameIn } from '../lib/localized.ts';
import type { MenuCategory, MenuGroup, Texts } from './menu-draft.ts';

/** A refused save or delete: the server's words, each field's problem by its path, and what points at the item. */
export interface FormProblem {
  readonly text: string;
  readonly fields: readonly { readonly path: string; readonly message: string; readonly text?: Readonly<Record<Language, string>> }[];
  readonly dependents: readonly { readonly collection: string; readonly key: string; readonly name: unknown }[];
}

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { uz: "O'zbekcha", ru: 'Русский', eng: 'English' };

/** A refusal in words, and what still points at the item when a delete was refused. */
export function ProblemBox({ problem }: { readonly problem: FormProblem }) {
  const { t, language } = useStudioT();
  return (
    <div className="studio-error" role="alert">
      <p>{problem.text}</p>
      {problem.dependents.length > 0 && (
        <>
          <p>{t('menu.pointsAt')}</p>
          <ul>
            {problem.dependents.map((d) => (
              <li key={`${d.collection}/${d.key}`}>
                {nameIn(d.name, language) || d.key} ({d.collection} {d.key})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The server's problem with a field: `$.body.name.uz` for `name.uz`. */
export function fieldProblem(problem: FormProblem | null, field: string, language: Language): string | null {
  const found = problem?.fields.find((f) => f.path === `$.body.${field}`);
  return found ? (found.text?.[language] ?? found.message) : null;
}

export function FieldNote({ problem, field }: { readonly problem: FormProblem | null; readonly field: string }) {
  const { language } = useStudioT();
  const text = fieldProblem(problem, field, language);
  return text ? (
    <span className="studio-field-error" role="alert">
      {text}
    </span>
  ) : null;
}

/** One text per offered language; an empty one is marked as a missing translation. */
export function LocalizedInputs(props: {
  readonly field: string;
  readonly label: 'menu.name' | 'menu.description' | 'menu.modificationName';
  readonly value: Texts | null | undefined;
  readonly offered: readonly Language[];
  readonly max: number;
  readonly multiline?: boolean;
  readonly problem: FormProblem | null;
  readonly onChange: (value: Texts) => void;
}) {
  const { t } = useStudioT();
  return (
    <>
      {props.offered.map((language) => {
        const text = props.value?.[language] ?? '';
        const label = t(props.label, { language: LANGUAGE_NAMES[language] });
        const change = (next: string) => props.onChange({ ...props.value, [language]: next });
        return (
          <label key={language} className="studio-field">
            <span>
              {label}
              {!text.trim() && <span className="menu-tag menu-tag-warn">{t('menu.missing', { languages: LANGUAGE_NAMES[language] })}</span>}
            </span>
            {props.multiline ? (
              <textarea rows={3} maxLength={props.max} value={text} onChange={(e) => change(e.target.value)} />
            ) : (
              <input type="text" maxLength={props.max} value={text} onChange={(e) => change(e.target.value)} />
            )}
            <FieldNote problem={props.problem} field={`${props.field}.${language}`} />
          </label>
        );
      })}
    </>
  );
}

export function FormButtons(props: { readonly busy: boolean; readonly onDelete: (() => void) | null; readonly children?: ReactNode }) {
  const { t } = useStudioT();
  return (
    <div className="menu-form-buttons">
      <button type="submit" className="studio-primary" disabled={props.busy}>
        {props.busy ? t('menu.saving') : t('menu.save')}
      </button>
      {props.children}
      {props.onDelete && (
        <button type="button" className="studio-danger" disabled={props.busy} onClick={props.onDelete}>
          {t('menu.delete')}
        </button>
      )}
    </div>
  );
}

interface FormProps<T> {
  readonly offered: readonly Language[];
  readonly busy: boolean;
  readonly problem: FormProblem | null;
  readonly onSave: (item: T) => void;
  readonly onDelete: (() => void) | null;
}

export function GroupForm({ group, ...props }: FormProps<MenuGroup> & { readonly group: MenuGroup }) {
  const { t, language } = useStudioT();
  const [item, setItem] = useState(group);
  return (
    <form
      className="menu-item-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(item);
      }}
    >
      <h2>
        {t('menu.group')}: {nameIn(item.name, language) || t('menu.newGroup')}
      </h2>
      {props.problem && <ProblemBox problem={props.problem} />}
      <LocalizedInputs
        field="name"
        label="menu.name"
        value={item.name}
        offered={props.offered}
        max={MENU_TEXT_LIMITS.name}
        problem={props.problem}
        onChange={(name) => setItem({ ...item, name })}
      />
      <label className="studio-field">
        <span>{t('menu.colour')}</span>
        <input
          type="color"
          value={typeof item.bgColor === 'string' ? item.bgColor : '#ffffff'}
          onChange={(e) => setItem({ ...item, bgColor: e.target.value })}
        />
        <FieldNote problem={props.problem} field="bgColor" />
      </label>
      <FormButtons busy={props.busy} onDelete={props.onDelete} />
    </form>
  );
}

export function CategoryForm({
  category,
  groups,
  ...props
}: FormProps<MenuCategory> & { readonly category: MenuCategory; readonly groups: readonly MenuGroup[] }) {
  const { t, language } = useStudioT();
  const [item, setItem] = useState(category);
  return (
    <form
      className="menu-item-form"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(item);
      }}
    >
      <h2>
        {t('menu.category')}: {nameIn(item.name, language) || t('menu.newCategory')}
      </h2>
      {props.problem && <ProblemBox problem={props.problem} />}
      <LocalizedInputs
        field="name"
        label="menu.name"
        value={item.name}
        offered={props.offered}
        max={MENU_TEXT_LIMITS.name}
        problem={props.problem}
        onChange={(name) => setItem({ ...item, name })}
      />
      <label className="studio-field">
        <span>{t('menu.group')}</span>
        <select value={item.groupId ?? ''} onChange={(e) => setItem({ ...item, groupId: e.target.value ? Number(e.target.value) : null })}>
          <option value="">{t('menu.noGroup')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {nameIn(g.name, language) || `#${g.id}`}
            </option>
          ))}
        </select>
        <FieldNote problem={props.problem} field="groupId" />
      </label>
      <FormButtons busy={props.busy} onDelete={props.onDelete} />
    </form>
  );
}
