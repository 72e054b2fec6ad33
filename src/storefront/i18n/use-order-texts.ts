/**
 * The basket page's and the checkout's texts (`order.*`) travel with those screens, not with
 * every page (i18n/screen-texts.ts): each of them calls this first.
 */
import { orderUz } from './dictionaries/order/uz.ts';
import { orderRu } from './dictionaries/order/ru.ts';
import { orderEng } from './dictionaries/order/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const ORDER = { uz: orderUz, ru: orderRu, eng: orderEng } as const;

export function useOrderTexts(): void {
  useScreenTexts('order', ORDER);
}
