import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { formatPhone, PHONE_MASK, UZ_COUNTRY_CODE } from '#domain/phone';
import type { FieldIds } from './field.tsx';

const PREFIX = `+${UZ_COUNTRY_CODE}`;
/** How many national digits a number has: the mask's slots. */
const NATIONAL_LENGTH = 9;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** An edit of the masked field: the national digits it now holds, and how many of them stand before the caret. */
export interface MaskedEdit {
  readonly digits: string;
  readonly caret: number;
}

/** The national digits of a text when it is a whole number in one of its usual forms (`+998 90 123-45-67`, `998901234567`, `901234567`), or null. */
export function wholeNumber(text: string): string | null {
  if (/[^\d\s()+-]/.test(text)) return null;
  const all = text.replace(/\D/g, '');
  if (all.length === NATIONAL_LENGTH) return all;
  if (all.length === NATIONAL_LENGTH + UZ_COUNTRY_CODE.length && all.startsWith(UZ_COUNTRY_CODE)) return all.slice(UZ_COUNTRY_CODE.length);
  return null;
}

/**
 * What an edit of the field showing `previous` (national digits, masked) means, from the
 * browser's new value and caret: the text the edit removed and the text it put in are found by
 * the caret, then read as digits at their place among the number's. The field's own `+998` is no
 * digit the shopper typed. A digit goes where the caret is; one more than the mask holds is
 * refused rather than pushing another off the end, unless it shows the shopper typing the country
 * code. A whole number pasted or filled in anywhere replaces the field. Deleting a character of
 * the mask deletes the digit beside it (before it with Backspace, after it with Delete).
 */
export function editMasked(raw: string, caret: number, previous: string, forward = false): MaskedEdit {
  const shown = previous ? formatPhone(previous) : '';
  let tail = 0;
  while (tail < shown.length && tail < raw.length - caret && shown[shown.length - 1 - tail] === raw[raw.length - 1 - tail]) tail++;
  let head = 0;
  while (head < caret && head < shown.length - tail && head < raw.length - tail && shown[head] === raw[head]) head++;
  const inserted = raw.slice(head, raw.length - tail);
  const national = (from: number, to: number) => (shown ? digitCount(shown.slice(Math.max(from, PREFIX.length), Math.max(to, PREFIX.length))) : 0);
  const at = national(0, head);
  const removedDigits = national(head, shown.length - tail);
  const insertedDigits = inserted.replace(/\D/g, '');
  if (!insertedDigits && !removedDigits) {
    if (inserted || head === shown.length - tail) return { digits: previous, caret: at };
    // Only characters of the mask went: the digit beside them goes instead.
    const gone = forward ? at : at - 1;
    if (gone < 0 || gone >= previous.length) return { digits: previous, caret: at };
    return { digits: previous.slice(0, gone) + previous.slice(gone + 1), caret: gone };
  }
  const next = previous.slice(0, at) + insertedDigits + previous.slice(at + removedDigits);
  if (next.length <= NATIONAL_LENGTH) return { digits: next, caret: at + insertedDigits.length };
  const whole = wholeNumber(inserted);
  if (whole) return { digits: whole, caret: NATIONAL_LENGTH };
  if (next.startsWith(UZ_COUNTRY_CODE) && next.length - UZ_COUNTRY_CODE.length <= NATIONAL_LENGTH) {
    return { digits: next.slice(UZ_COUNTRY_CODE.length), caret: Math.max(0, at + insertedDigits.length - UZ_COUNTRY_CODE.length) };
  }
  return { digits: previous, caret: at };
}

/** Where the caret stands in the masked text when `digits` national digits are before it. */
export function caretIndex(masked: string, digits: number): number {
  if (!masked) return 0;
  let seen = 0;
  for (let i = PREFIX.length; i < masked.length; i++) {
    if (/\d/.test(masked[i]!)) {
      if (seen === digits) return i;
      seen++;
    }
  }
  return masked.length;
}

/** A phone field with the sign-in mask; holds national digits, shows them masked, and edits where the caret is. */
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
  const input = useRef<HTMLInputElement>(null);
  // The caret to restore after the masked value is written back (in national digits before it).
  const caret = useRef<number | null>(null);
  const value = digits ? formatPhone(digits) : '';

  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current === null || !field || document.activeElement !== field) return;
    const at = caretIndex(value, caret.current);
    caret.current = null;
    field.setSelectionRange(at, at);
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
    const edit = editMasked(field.value, field.selectionStart ?? field.value.length, digits, forward);
    caret.current = edit.caret;
    if (edit.digits === digits) {
      // Nothing changed for the number: React keeps its value, so the caret is put back here.
      field.value = value;
      const at = caretIndex(value, edit.caret);
      field.setSelectionRange(at, at);
      caret.current = null;
      return;
    }
    onDigits(edit.digits);
  };

  return (
    <input
      {...rest}
      ref={input}
      id={ids.input}
      className="field__input field__input--phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK}
      value={value}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      onChange={change}
    />
  );
}
