/**
 * Paying online and the saved cards' texts (`payment.*`) travel with the screens that use them
 * (the checkout, an order, the card screens), not with every page (i18n/screen-texts.ts).
 */
import { paymentUz } from './dictionaries/payment/uz.ts';
import { paymentRu } from './dictionaries/payment/ru.ts';
import { paymentEng } from './dictionaries/payment/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const PAYMENT = { uz: paymentUz, ru: paymentRu, eng: paymentEng } as const;

export function usePaymentTexts(): void {
  useScreenTexts('payment', PAYMENT);
}
