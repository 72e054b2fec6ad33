/** The checkout form's building blocks: a titled section, a text field and a radio choice. */
import type { ReactNode } from 'react';

/** The id of the section a checkout field sits in: the blockers beside the place button lead there. */
export const fieldSectionId = (field: string) => `checkout-${field}`;

/**
 * A titled part of the form. `field` names the checkout field it holds; `problem` is why that
 * field keeps the order from being placed, said at the field (and beside the button).
 */
export function Section({
  title,
  children,
  field,
  problem,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly field?: string;
  readonly problem?: string | null;
}) {
  return (
    <fieldset
      className={problem ? 'checkout__section checkout__section--problem' : 'checkout__section'}
      id={field ? fieldSectionId(field) : undefined}
      aria-describedby={problem && field ? `${fieldSectionId(field)}-problem` : undefined}
    >
      <legend>{title}</legend>
      {children}
      {problem ? (
        <p className="field__error" id={field ? `${fieldSectionId(field)}-problem` : undefined} data-testid={field ? `problem-${field}` : undefined}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

export function TextField({
  label,
  value,
  onChange,
  maxLength,
  type = 'text',
  inputMode,
  multiline = false,
}: {
  readonly label: string;
  readonly value: string | null | undefined;
  readonly onChange: (v: string) => void;
  readonly maxLength: number;
  readonly type?: string;
  readonly inputMode?: 'numeric' | 'tel' | 'text';
  readonly multiline?: boolean;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {multiline ? (
        <textarea className="field__input" value={value ?? ''} maxLength={maxLength} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          className="field__input"
          type={type}
          inputMode={inputMode}
          value={value ?? ''}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </label>
  );
}

export function Choice({
  name,
  checked,
  onChange,
  children,
  hint,
}: {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly children: ReactNode;
  readonly hint?: string | null;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="choice__text">
        {children}
        {hint ? <span className="choice__hint">{hint}</span> : null}
      </span>
    </label>
  );
}
