/**
 * The shopper's order screens' texts (`orders.*`) travel with those screens, not with every page
 * (i18n/screen-texts.ts): each of them calls this first.
 */
import { ordersUz } from './dictionaries/orders/uz.ts';
import { ordersRu } from './dictionaries/orders/ru.ts';
import { ordersEng } from './dictionaries/orders/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const ORDERS = { uz: ordersUz, ru: ordersRu, eng: ordersEng } as const;

export function useOrdersTexts(): void {
  useScreenTexts('orders', ORDERS);
}
