/** The checkout form's building blocks: a titled section, a text field and a radio choice. */
import type { ReactNode } from 'react';

export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="checkout__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export function TextField({ label, value, onChange, maxLength, type = 'text', inputMode, multiline = false }: {
  readonly label: string; readonly value: string | null | undefined; readonly onChange: (v: string) => void;
  readonly maxLength: number; readonly type?: string; readonly inputMode?: 'numeric' | 'tel' | 'text'; readonly multiline?: boolean;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {multiline ? (
        <textarea className="field__input" value={value ?? ''} maxLength={maxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input className="field__input" type={type} inputMode={inputMode} value={value ?? ''} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}

export function Choice({ name, checked, onChange, children, hint }: {
  readonly name: string; readonly checked: boolean; readonly onChange: () => void; readonly children: ReactNode; readonly hint?: string | null;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="choice__text">{children}{hint ? <span className="choice__hint">{hint}</span> : null}</span>
    </label>
  );
}
