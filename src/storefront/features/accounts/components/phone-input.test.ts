import { describe, expect, it } from 'vitest';
import { formatPhone } from '#domain/phone';
import { caretIndex, editMasked, wholeNumber } from './phone-input.tsx';

/** Types `text` into the field showing `digits` with the caret after `caretDigits` of them, one key at a time, as a browser does. */
function type(digits: string, caretDigits: number, text: string): { digits: string; caret: number } {
  let state = { digits, caret: caretDigits };
  for (const char of text) {
    const shown = state.digits ? formatPhone(state.digits) : '';
    const at = caretIndex(shown, state.caret);
    const raw = shown.slice(0, at) + char + shown.slice(at);
    state = editMasked(raw, at + 1, state.digits);
  }
  return state;
}

/** Presses Backspace (or Delete) with the caret at index `at` of the masked text. */
function erase(digits: string, at: number, forward = false) {
  const shown = formatPhone(digits);
  const raw = forward ? shown.slice(0, at) + shown.slice(at + 1) : shown.slice(0, at - 1) + shown.slice(at);
  return editMasked(raw, forward ? at : at - 1, digits, forward);
}

/** Pastes `text` over the selection [from, to) of the field showing `digits`. */
function paste(digits: string, from: number, to: number, text: string) {
  const shown = digits ? formatPhone(digits) : '';
  return editMasked(shown.slice(0, from) + text + shown.slice(to), from + text.length, digits);
}

describe('the sign-in phone mask edits where the caret is', () => {
  it('types a number into the empty field', () => {
    expect(type('', 0, '901234567')).toEqual({ digits: '901234567', caret: 9 });
  });

  it('puts a digit typed in the middle at the caret, and the caret after it', () => {
    // +998 (90) 123-4|5 -> caret after "12" typed "7": 90127345
    expect(type('9012345', 5, '7')).toEqual({ digits: '90123745', caret: 6 });
    expect(type('9012345', 0, '88')).toEqual({ digits: '889012345', caret: 2 });
  });

  it('refuses a digit typed into a full number instead of scrambling it', () => {
    expect(type('901234567', 3, '5')).toEqual({ digits: '901234567', caret: 3 });
  });

  it('reads the country code typed before the number as the country code', () => {
    expect(type('', 0, '998901234567')).toEqual({ digits: '901234567', caret: 9 });
  });

  it('Backspace on a character of the mask deletes the digit before it; Delete the one after it', () => {
    const shown = formatPhone('901234567'); // +998 (90) 123-45-67
    expect(erase('901234567', shown.indexOf(')') + 1)).toEqual({ digits: '91234567', caret: 1 });
    expect(erase('901234567', shown.indexOf('-'), true)).toEqual({ digits: '90123567', caret: 5 });
    expect(erase('901234567', shown.length)).toEqual({ digits: '90123456', caret: 8 });
    expect(erase('901234567', shown.indexOf('1') + 1)).toEqual({ digits: '90234567', caret: 2 });
  });

  it("leaves the field's own +998 alone", () => {
    expect(erase('901234567', 2)).toEqual({ digits: '901234567', caret: 0 });
  });

  it.each(['+998 90 123-45-67', '901234567', '998901234567', '+998901234567'])(
    'pastes %s as the whole number, into the empty field or over another',
    (text) => {
      expect(paste('', 0, 0, text)).toEqual({ digits: '901234567', caret: 9 });
      const old = formatPhone('331112233');
      expect(paste('331112233', 0, old.length, text).digits).toBe('901234567');
      expect(paste('331112233', old.length, old.length, text).digits).toBe('901234567');
    },
  );

  it('knows a whole number from part of one', () => {
    expect(wholeNumber('90 123 45 67')).toBe('901234567');
    expect(wholeNumber('1234')).toBeNull();
    expect(wholeNumber('99890123456')).toBeNull();
    expect(wholeNumber('tel:901234567')).toBeNull();
  });

  it('puts the caret after as many digits as asked', () => {
    const shown = formatPhone('901234567');
    expect(caretIndex(shown, 0)).toBe(shown.indexOf('9', 4));
    expect(caretIndex(shown, 2)).toBe(shown.indexOf('1'));
    expect(caretIndex(shown, 9)).toBe(shown.length);
    expect(caretIndex('', 0)).toBe(0);
  });
});
