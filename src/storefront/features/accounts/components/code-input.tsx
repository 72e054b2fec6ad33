import { SIGN_IN_CODE_LENGTH } from '#schemas/account-endpoints';
import type { FieldIds } from './field.tsx';

/** The SMS code: digits only, at most six; the phone's keyboard offers the code from the SMS. */
export function CodeInput({
  ids,
  code,
  onCode,
  autoFocus,
}: {
  readonly ids: FieldIds;
  readonly code: string;
  readonly onCode: (code: string) => void;
  readonly autoFocus?: boolean;
}) {
  return (
    <input
      id={ids.input}
      className="field__input field__input--code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={SIGN_IN_CODE_LENGTH}
      autoFocus={autoFocus}
      value={code}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH))}
    />
  );
}
