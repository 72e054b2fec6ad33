import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardDigits, expireOf, expiryLabel, formatCardNumber, formatExpiry, lastFour } from './card-input.ts';

describe('the card form reads what is typed as Payme takes it (card-input.ts)', () => {
  it('a number keeps its 16 digits, written in groups of four', () => {
    expect(cardDigits('8600 0691-9540 6311 99')).toBe('8600069195406311');
    expect(formatCardNumber('8600069195406311')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('86000')).toBe('8600 0');
  });

  it('formatting never changes the digits, and never leaves a trailing space', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatCardNumber(text);
        expect(cardDigits(formatted)).toBe(cardDigits(text));
        expect(formatted.endsWith(' ')).toBe(false);
      }),
    );
  });

  it('an expiry is MMYY with a month from 01 to 12, written MM/YY', () => {
    expect(expireOf('03/99')).toBe('0399');
    expect(expireOf('0399')).toBe('0399');
    expect(expireOf('13/99')).toBeNull();
    expect(expireOf('00/99')).toBeNull();
    expect(expireOf('3/99')).toBeNull();
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03')).toBe('03');
    expect(expiryLabel('0399')).toBe('03/99');
  });

  it('a masked number shows its last four', () => {
    expect(lastFour('860006******6311')).toBe('6311');
  });
});
