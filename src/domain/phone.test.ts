import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, nationalDigits, normalizePhone, showPhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['+998 (90) 123-45-67', '998901234567'],
    ['998901234567', '998901234567'],
    ['90 123 45 67', '998901234567'],
    ['+998-33-000-00-00', '998330000000'],
    ['  +998 (20) 123 45 67 ', '998201234567'],
  ])('%s -> %s', (input, wire) => expect(normalizePhone(input)).toBe(wire));

  it.each([
    '',
    '12345',
    '+7 (912) 123-45-67',
    '998 71 123 45 67',
    '9989012345678',
    '99890123456',
    '998901234567;',
    'abc',
    '+998 (90) 123-45-6x',
    '0'.repeat(40),
  ])('refuses %j', (input) => expect(normalizePhone(input)).toBeNull());

  it('the masked form of any accepted number normalises back to it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77', '50', '55', '20'),
        fc.stringMatching(/^\d{7}$/),
        (code, rest) => {
          const wire = `998${code}${rest}`;
          expect(normalizePhone(formatPhone(wire))).toBe(wire);
        },
      ),
    );
  });
});

describe('the mask', () => {
  it('fills as the digits come and drops a pasted country code', () => {
    expect(formatPhone('')).toBe('+998');
    expect(formatPhone('9')).toBe('+998 (9');
    expect(formatPhone('90')).toBe('+998 (90)');
    expect(formatPhone('901')).toBe('+998 (90) 1');
    expect(formatPhone('9012345')).toBe('+998 (90) 123-45');
    expect(formatPhone('901234567')).toBe('+998 (90) 123-45-67');
    expect(formatPhone('+998901234567')).toBe('+998 (90) 123-45-67');
    expect(nationalDigits('+998 (90) 123-45-67 89')).toBe('901234567');
  });
});

describe('a stored number shown', () => {
  it('an Uzbek number in the mask, whatever its spacing; anything else as written', () => {
    expect(showPhone('998901234567')).toBe('+998 (90) 123-45-67');
    expect(showPhone('+998 90 123 45 67')).toBe('+998 (90) 123-45-67');
    expect(showPhone('712005000')).toBe('+998 (71) 200-50-00');
    expect(showPhone('+7 495 123-45-67')).toBe('+7 495 123-45-67');
    expect(showPhone('1234')).toBe('1234');
    expect(showPhone('call 998901234567')).toBe('call 998901234567');
  });
});
