import { useId, type ReactNode } from 'react';

export interface FieldIds {
  readonly input: string;
  /** The hint and the error, for `aria-describedby`. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
}

/**
 * One labelled form field: the label, the input (drawn by `children` with the ids it needs),
 * a hint, and the field's error under it. The error is tied to the input, so a screen reader
 * reads it with the field.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  readonly label: string;
  readonly hint?: string | null;
  readonly error?: string | null;
  readonly children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {children({ input: `${id}-input`, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
