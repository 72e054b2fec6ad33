import type { InputHTMLAttributes } from 'react';
import { formatPhone, nationalDigits, PHONE_MASK, UZ_COUNTRY_CODE } from '#domain/phone';
import type { FieldIds } from './field.tsx';

const PREFIX = `+${UZ_COUNTRY_CODE}`;

/**
 * The national digits (at most nine) of what the masked field now holds. The field shows
 * `+998 (XX) XXX-XX-XX`: its own +998 is not a digit the shopper typed, and deleting a character
 * of the mask deletes the digit before it.
 */
export function digitsOfMasked(raw: string, previous: string): string {
  const shown = previous ? formatPhone(previous) : '';
  const next = nationalDigits(raw.startsWith(PREFIX) ? raw.slice(PREFIX.length) : raw);
  if (raw.length < shown.length && next === previous) return previous.slice(0, -1);
  return next;
}

/** A phone field with the sign-in mask; holds national digits, shows them masked. */
export function PhoneInput({
  ids,
  digits,
  onDigits,
  ...rest
}: {
  readonly ids: FieldIds;
  readonly digits: string;
  readonly onDigits: (digits: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoFocus' | 'name'>) {
  return (
    <input
      {...rest}
      id={ids.input}
      className="field__input field__input--phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK}
      value={digits ? formatPhone(digits) : ''}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      onChange={(event) => onDigits(digitsOfMasked(event.target.value, digits))}
    />
  );
}
