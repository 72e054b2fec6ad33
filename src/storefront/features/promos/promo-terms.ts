import { dateLabel } from '#domain/order-dates';
import { formatMoney } from '#domain/pricing';
import type { Language } from '#schemas/common';
import type { openPromoSchema } from '#schemas/feature-endpoints';
import type * as z from 'zod/mini';
import type { TranslationKey } from '#storefront/i18n/i18n.ts';
import type { TFunction } from '#storefront/i18n/use-t.ts';

export type OpenPromo = z.infer<typeof openPromoSchema>;
type T = TFunction;

/** A discount's text: a percentage, or an amount in so'm. */
function discountText(promo: OpenPromo, value: number, percentKey: TranslationKey, amountKey: TranslationKey, t: T, language: Language): string {
  return promo.discountType === 'PERCENTAGE' ? t(percentKey, { value }) : t(amountKey, { value: formatMoney(value, language) });
}

/** What a promo gives, and on which terms: its discounts, the minimum order, its dates and the uses left. */
export function promoTerms(promo: OpenPromo, t: T, language: Language): { readonly discounts: readonly string[]; readonly terms: readonly string[] } {
  const discounts = [
    promo.productDiscount > 0 ? discountText(promo, promo.productDiscount, 'extras.promos.percent', 'extras.promos.amount', t, language) : null,
    promo.deliveryDiscount > 0
      ? discountText(promo, promo.deliveryDiscount, 'extras.promos.deliveryPercent', 'extras.promos.deliveryAmount', t, language)
      : null,
  ].filter((d): d is string => d !== null);
  const terms = [
    promo.minPrice > 0 ? t('extras.promos.minimum', { value: formatMoney(promo.minPrice, language) }) : t('extras.promos.noMinimum'),
    promo.startDate ? t('extras.promos.from', { date: dateLabel(promo.startDate, language) }) : null,
    promo.endDate ? t('extras.promos.until', { date: dateLabel(promo.endDate, language) }) : null,
    promo.usesLeft !== null ? t('extras.promos.usesLeft', { count: promo.usesLeft }) : null,
  ].filter((d): d is string => d !== null);
  return { discounts, terms };
}
