/**
 * What the shopper types into the card form, read as Payme takes it: the 16 digits of an Uzcard
 * or Humo card and its expiry as "MMYY". Neither has a CVV, and none is asked for.
 */

/** Digits a card number has (Uzcard and Humo). */
export const CARD_DIGITS = 16;
/** Digits of a one-time code Payme texts. */
export const CARD_CODE_DIGITS = 6;

/** The digits typed, at most a card's. */
export const cardDigits = (text: string): string => text.replace(/\D/g, '').slice(0, CARD_DIGITS);

/** The number as it is written on the card: groups of four. */
export const formatCardNumber = (text: string): string => cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The expiry as typed so far, written MM/YY. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The expiry as Payme takes it ("MMYY"), or null while it is no month and year. */
export function expireOf(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  return month >= 1 && month <= 12 ? digits : null;
}

/** "0399" as the card shows it: "03/99". */
export const expiryLabel = (expire: string): string => (/^\d{4}$/.test(expire) ? `${expire.slice(0, 2)}/${expire.slice(2)}` : expire);

/** A masked number as Payme answers it ("860006******6311"), shortened to its last four. */
export const lastFour = (masked: string): string => masked.replace(/\D/g, '').slice(-4);
