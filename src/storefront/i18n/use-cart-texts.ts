/**
 * The basket page's texts (`cart.*`) travel with that screen and the checkout, not with every
 * page (i18n/screen-texts.ts): each of them calls this first.
 */
import { cartUz } from './dictionaries/cart/uz.ts';
import { cartRu } from './dictionaries/cart/ru.ts';
import { cartEng } from './dictionaries/cart/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const CART = { uz: cartUz, ru: cartRu, eng: cartEng } as const;

export function useCartTexts(): void {
  useScreenTexts('cart', CART);
}
