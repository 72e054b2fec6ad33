/**
 * Uzbek phone numbers: what a shopper types (`+998 (90) 123-45-67`, `90 123 45 67`,
 * `998901234567`) normalised to the wire form `998XXXXXXXXX`, and that form shown back through
 * the sign-in mask. Only mobile operator codes: a sign-in code goes by SMS.
 */

/** The country code every number starts with on the wire. */
export const UZ_COUNTRY_CODE = '998';
/** Mobile operator codes (the two digits after 998) that receive SMS. */
export const UZ_MOBILE_CODES: ReadonlySet<string> = new Set(['20', '33', '50', '55', '77', '88', '90', '91', '93', '94', '95', '97', '98', '99']);
/** The input mask of the sign-in screen; each X is a digit. */
export const PHONE_MASK = '+998 (XX) XXX-XX-XX';

/** `998XXXXXXXXX`, or null when the input is no Uzbek mobile number. */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  if (/[^\d\s()+-]/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 9) digits = UZ_COUNTRY_CODE + digits;
  if (digits.length !== 12 || !digits.startsWith(UZ_COUNTRY_CODE)) return null;
  return UZ_MOBILE_CODES.has(digits.slice(3, 5)) ? digits : null;
}

/**
 * The national digits (after 998) of what is typed, at most nine: the mask's content. A pasted
 * full number (`+998901234567`, `998 90 ...`) drops its country code.
 */
export function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 9 && digits.startsWith(UZ_COUNTRY_CODE)) digits = digits.slice(3);
  return digits.slice(0, 9);
}

/** The national digits put into the mask as far as they go: `+998 (90) 123-4`. */
export function formatPhone(national: string): string {
  const d = nationalDigits(national);
  let out = '+998';
  if (d.length > 0) out += ` (${d.slice(0, 2)}`;
  if (d.length >= 2) out += ')';
  if (d.length > 2) out += ` ${d.slice(2, 5)}`;
  if (d.length > 5) out += `-${d.slice(5, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  return out;
}

/**
 * A stored number as a shopper reads it: an Uzbek one (nine national digits, with or without 998)
 * in the mask, `+998 (90) 123-45-67`; anything else (a branch's landline with its own spacing, a
 * foreign number) as it was written.
 */
export function showPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  const uzbek = digits.length === 9 || (digits.length === 12 && digits.startsWith(UZ_COUNTRY_CODE));
  return uzbek && !/[^\d\s()+-]/.test(stored) ? formatPhone(digits) : stored;
}
