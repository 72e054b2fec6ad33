import { describe, expect, it } from 'vitest';
import { uz } from './dictionaries/uz.ts';
import { ru } from './dictionaries/ru.ts';
import { eng } from './dictionaries/eng.ts';
import { accountUz } from './dictionaries/account/uz.ts';
import { accountRu } from './dictionaries/account/ru.ts';
import { accountEng } from './dictionaries/account/eng.ts';
import { orderUz } from './dictionaries/order/uz.ts';
import { orderRu } from './dictionaries/order/ru.ts';
import { orderEng } from './dictionaries/order/eng.ts';
import { cartUz } from './dictionaries/cart/uz.ts';
import { cartRu } from './dictionaries/cart/ru.ts';
import { cartEng } from './dictionaries/cart/eng.ts';
import { telegramUz } from './dictionaries/telegram/uz.ts';
import { telegramRu } from './dictionaries/telegram/ru.ts';
import { telegramEng } from './dictionaries/telegram/eng.ts';
import { ordersUz } from './dictionaries/orders/uz.ts';
import { ordersRu } from './dictionaries/orders/ru.ts';
import { ordersEng } from './dictionaries/orders/eng.ts';
import { profileUz } from './dictionaries/profile/uz.ts';
import { profileRu } from './dictionaries/profile/ru.ts';
import { profileEng } from './dictionaries/profile/eng.ts';
import { searchUz } from './dictionaries/search/uz.ts';
import { searchRu } from './dictionaries/search/ru.ts';
import { searchEng } from './dictionaries/search/eng.ts';
import { pendingUz } from './dictionaries/pending/uz.ts';
import { pendingRu } from './dictionaries/pending/ru.ts';
import { pendingEng } from './dictionaries/pending/eng.ts';
import { mapsUz } from './dictionaries/maps/uz.ts';
import { mapsRu } from './dictionaries/maps/ru.ts';
import { mapsEng } from './dictionaries/maps/eng.ts';
import { paymentUz } from './dictionaries/payment/uz.ts';
import { paymentRu } from './dictionaries/payment/ru.ts';
import { paymentEng } from './dictionaries/payment/eng.ts';
import { bookingUz } from './dictionaries/booking/uz.ts';
import { bookingRu } from './dictionaries/booking/ru.ts';
import { bookingEng } from './dictionaries/booking/eng.ts';
import { tableUz } from './dictionaries/table/uz.ts';
import { tableRu } from './dictionaries/table/ru.ts';
import { tableEng } from './dictionaries/table/eng.ts';
import { viewerUz } from './dictionaries/viewer/uz.ts';
import { viewerRu } from './dictionaries/viewer/ru.ts';
import { viewerEng } from './dictionaries/viewer/eng.ts';
import { storiesUz } from './dictionaries/stories/uz.ts';
import { storiesRu } from './dictionaries/stories/ru.ts';
import { storiesEng } from './dictionaries/stories/eng.ts';
import { extrasUz } from './dictionaries/extras/uz.ts';
import { extrasRu } from './dictionaries/extras/ru.ts';
import { extrasEng } from './dictionaries/extras/eng.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(values);
}

/** The whole text of each language: the page's dictionary with the screens' own texts. */
const UZ = {
  ...uz,
  account: accountUz,
  order: orderUz,
  cart: cartUz,
  orders: ordersUz,
  profile: profileUz,
  search: searchUz,
  pending: pendingUz,
  telegram: telegramUz,
  maps: mapsUz,
  payment: paymentUz,
  booking: bookingUz,
  table: tableUz,
  viewer: viewerUz,
  stories: storiesUz,
  extras: extrasUz,
};
const RU = {
  ...ru,
  account: accountRu,
  order: orderRu,
  cart: cartRu,
  orders: ordersRu,
  profile: profileRu,
  search: searchRu,
  pending: pendingRu,
  telegram: telegramRu,
  maps: mapsRu,
  payment: paymentRu,
  booking: bookingRu,
  table: tableRu,
  viewer: viewerRu,
  stories: storiesRu,
  extras: extrasRu,
};
const ENG = {
  ...eng,
  account: accountEng,
  order: orderEng,
  cart: cartEng,
  orders: ordersEng,
  profile: profileEng,
  search: searchEng,
  pending: pendingEng,
  telegram: telegramEng,
  maps: mapsEng,
  payment: paymentEng,
  booking: bookingEng,
  table: tableEng,
  viewer: viewerEng,
  stories: storiesEng,
  extras: extrasEng,
};

describe('dictionaries (all visible text in uz, ru and eng)', () => {
  it('have exactly the same keys', () => {
    expect(keys(RU).sort()).toEqual(keys(UZ).sort());
    expect(keys(ENG).sort()).toEqual(keys(UZ).sort());
  });

  it('have no empty texts and keep every placeholder in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const dictionary of [UZ, RU, ENG]) expect(values(dictionary).every((v) => v.trim().length > 0)).toBe(true);
    for (const key of keys(UZ)) {
      const get = (d: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string;
      expect(placeholders(get(RU)), key).toEqual(placeholders(get(UZ)));
      expect(placeholders(get(ENG)), key).toEqual(placeholders(get(UZ)));
    }
  });

  it("say SPEC point 5's texts for a required field and a wrong or expired code", () => {
    expect(accountUz.required).toBe("Iltimos, ushbu maydonni to'ldiring!");
    expect(accountUz.wrongCode).toBe("Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan.");
  });

  it('say "Page not found: {path}" (SPEC point 8) and carry the Uzbek session notice', () => {
    expect(eng.errors.pageNotFound).toBe('Page not found: {{path}}');
    expect(uz.errors.sessionExpired).toBe('Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring');
  });
});
