import type { Language } from '#schemas/common';

/**
 * Prices are integer so'm. A product's discount is a percent of its amount; the discounted
 * price is rounded to whole so'm (half up), computed in integers so no float drift reaches a
 * total.
 */
export interface PriceInput {
  readonly amount: number;
  readonly discount?: number | null;
}

export interface ProductPrice {
  /** What the customer pays for one unit, modifiers included. */
  readonly price: number;
  /** The price before the discount, or null when there is no discount. */
  readonly oldPrice: number | null;
}

/** Price of a discounted amount: amount * (100 - percent) / 100, rounded half up. */
export function discounted(amount: number, percent: number): number {
  const p = Math.min(100, Math.max(0, percent));
  // Percent may carry decimals (12.5): scale to hundredths so the division is the only rounding.
  const scaled = Math.round(p * 100);
  return Math.floor((amount * (10_000 - scaled) + 5_000) / 10_000);
}

/** Unit price of a product with chosen modifiers (their prices add to the undiscounted amount). */
export function productPrice(product: PriceInput, modifierPrices: readonly number[] = []): ProductPrice {
  const base = product.amount + modifierPrices.reduce((sum, p) => sum + p, 0);
  const percent = product.discount ?? 0;
  if (percent <= 0) return { price: base, oldPrice: null };
  return { price: discounted(base, percent), oldPrice: base };
}

const CURRENCY: Readonly<Record<Language, string>> = { uz: "so'm", ru: 'сум', eng: "so'm" };
/** Narrow no-break space: groups digits without letting a price wrap. */
const GROUP_SEPARATOR = '\u202F';

/** "35 000 so'm" / "35 000 сум"; deterministic, independent of the runtime's locale data. */
export function formatMoney(amount: number, language: Language): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  return `${sign}${grouped}\u00A0${CURRENCY[language]}`;
}

/** A product as its unit price reads it: amount, discount and the prices of its modifications. */
export interface ModifiedPriceInput extends PriceInput {
  readonly modificationGroups: readonly { readonly modifications: readonly { readonly id: number; readonly price: number }[] }[];
}

/**
 * The unit price of a product with chosen modifications, the way a basket line costs it: the
 * modifications' prices (times their counts) added, then the product's discount. What the product
 * page shows and what the basket remembers the shopper saw. A modification the product does not
 * have costs nothing.
 */
export function unitPriceOf(product: ModifiedPriceInput, modifications: readonly { readonly id: number; readonly count: number }[]): number {
  const prices = modifications.map((chosen) => {
    const modification = product.modificationGroups.flatMap((g) => g.modifications).find((m) => m.id === chosen.id);
    return (modification?.price ?? 0) * chosen.count;
  });
  return productPrice(product, prices).price;
}
