/**
 * What a CSV file would change in the draft, shown before anything is saved: the new dishes, the
 * changed ones with what changes, the dishes the file leaves out (deleted only when asked), or
 * every bad cell by its line and column, when the file is refused whole.
 */
import { useState } from 'react';
import type { MenuTextKey } from '../i18n/uz.ts';
import { useStudioT } from '../i18n/i18n.ts';
import { nameIn } from '../lib/localized.ts';
import type { MenuProduct } from './menu-draft.ts';
import type { CsvChange, MenuImport } from './menu-import.ts';

/** Items named in each list at most; the rest are counted. */
const SHOWN = 30;

const FIELD_KEYS: Record<CsvChange['fields'][number], MenuTextKey> = {
  name: 'fieldName',
  price: 'fieldPrice',
  category: 'fieldCategory',
  active: 'fieldActive',
  modifications: 'fieldModifications',
};

export function ImportPanel({
  result,
  busy,
  progress,
  onApply,
  onCancel,
}: {
  readonly result: MenuImport;
  readonly busy: boolean;
  /** Saved so far, while applying. */
  readonly progress: { readonly done: number; readonly count: number } | null;
  readonly onApply: (removeMissing: boolean) => void;
  readonly onCancel: () => void;
}) {
  const { t, language } = useStudioT();
  const [removeMissing, setRemoveMissing] = useState(false);
  const m = (key: MenuTextKey, values?: Record<string, string | number>) => t(`menu.${key}`, values);
  const more = (count: number) => count > SHOWN && <li>{m('importMore', { count: count - SHOWN })}</li>;
  const price = (amount: number) => amount.toLocaleString('ru-RU');
  const dish = (p: MenuProduct) => `${nameIn(p.name, language) || `#${p.id}`} · ${price(p.amount)}`;
  const nothing = result.added.length + result.changed.length + result.missing.length === 0;

  return (
    <section className="menu-import" aria-label={m('importTitle')}>
      <h2>{m('importTitle')}</h2>
      {result.issues.length > 0 ? (
        <div role="alert">
          <p className="studio-error">{m('importRefused')}</p>
          <ul>
            {result.issues.slice(0, SHOWN).map((issue) => (
              <li key={`${issue.line}:${issue.column}`}>
                {m('importLine', { line: issue.line, column: issue.column, problem: m(issue.problem, { value: issue.value || issue.column }) })}
              </li>
            ))}
            {more(result.issues.length)}
          </ul>
        </div>
      ) : nothing ? (
        <p>{m('importNothing')}</p>
      ) : (
        <>
          {result.added.length > 0 && (
            <details open>
              <summary>{m('importAdded', { count: result.added.length })}</summary>
              <ul>
                {result.added.slice(0, SHOWN).map((p) => (
                  <li key={p.id}>{dish(p)}</li>
                ))}
                {more(result.added.length)}
              </ul>
            </details>
          )}
          {result.changed.length > 0 && (
            <details open>
              <summary>{m('importChanged', { count: result.changed.length })}</summary>
              <ul>
                {result.changed.slice(0, SHOWN).map((c) => (
                  <li key={c.after.id}>
                    {nameIn(c.after.name, language) || `#${c.after.id}`} ·{' '}
                    {c.fields.includes('price') ? `${price(c.before.amount)} → ${price(c.after.amount)}` : price(c.after.amount)}{' '}
                    <small>({c.fields.map((f) => m(FIELD_KEYS[f])).join(', ')})</small>
                  </li>
                ))}
                {more(result.changed.length)}
              </ul>
            </details>
          )}
          {result.missing.length > 0 && (
            <details>
              <summary>{m('importMissing', { count: result.missing.length })}</summary>
              <ul>
                {result.missing.slice(0, SHOWN).map((p) => (
                  <li key={p.id}>{dish(p)}</li>
                ))}
                {more(result.missing.length)}
              </ul>
            </details>
          )}
          {result.missing.length > 0 && (
            <label className="studio-check">
              <input type="checkbox" checked={removeMissing} onChange={(e) => setRemoveMissing(e.target.checked)} />
              {m('importRemove')}
            </label>
          )}
        </>
      )}
      {progress && <p role="status">{m('importProgress', progress)}</p>}
      <div className="menu-actions">
        {result.issues.length === 0 && !nothing && (
          <button type="button" className="studio-primary" disabled={busy} onClick={() => onApply(removeMissing)}>
            {m('importApply')}
          </button>
        )}
        <button type="button" disabled={busy} onClick={onCancel}>
          {m('importCancel')}
        </button>
      </div>
    </section>
  );
}
