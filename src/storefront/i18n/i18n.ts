/**
 * The storefront's texts through i18next: one instance per render on the server (per request)
 * and one per page in the browser. Uzbek (the default) ships with the page; Russian and
 * English are chunks of their own, loaded before they are first shown.
 */
import i18next, { type i18n } from 'i18next';
import type { Language } from '#schemas/common';
import { uz, type Dictionary } from './dictionaries/uz.ts';
import type { AccountDictionary } from './dictionaries/account/uz.ts';
import type { OrderDictionary } from './dictionaries/order/uz.ts';
import type { CartDictionary } from './dictionaries/cart/uz.ts';
import type { OrdersDictionary } from './dictionaries/orders/uz.ts';
import type { ProfileDictionary } from './dictionaries/profile/uz.ts';
import type { SearchDictionary } from './dictionaries/search/uz.ts';
import type { PendingDictionary } from './dictionaries/pending/uz.ts';
import type { TelegramDictionary } from './dictionaries/telegram/uz.ts';
import type { MapsDictionary } from './dictionaries/maps/uz.ts';
import type { PaymentDictionary } from './dictionaries/payment/uz.ts';
import type { BookingDictionary } from './dictionaries/booking/uz.ts';
import type { TableDictionary } from './dictionaries/table/uz.ts';
import type { ViewerDictionary } from './dictionaries/viewer/uz.ts';
import type { StoriesDictionary } from './dictionaries/stories/uz.ts';
import type { ExtrasDictionary } from './dictionaries/extras/uz.ts';

type Join<K extends string, P extends string> = `${K}.${P}`;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T & string];
/**
 * Namespaces of texts that travel with their screens (i18n/screen-texts.ts), by name: `account`
 * is the sign-in and profile screens' (use-account-texts.ts).
 */
export interface ScreenDictionaries {
  readonly account: AccountDictionary;
  /** The checkout's (use-order-texts.ts). */
  readonly order: OrderDictionary;
  /** The basket page's (use-cart-texts.ts). */
  readonly cart: CartDictionary;
  /** The shopper's order screens' (use-orders-texts.ts). */
  readonly orders: OrdersDictionary;
  /** The profile screens' (use-profile-texts.ts). */
  readonly profile: ProfileDictionary;
  /** The search screen's (use-search-texts.ts). */
  readonly search: SearchDictionary;
  /** The screens not opened yet (use-pending-texts.ts). */
  readonly pending: PendingDictionary;
  /** The Telegram mini app's (use-telegram-texts.ts). */
  readonly telegram: TelegramDictionary;
  /** The map screens' (use-maps-texts.ts). */
  readonly maps: MapsDictionary;
  /** Paying online and the saved cards' (use-payment-texts.ts). */
  readonly payment: PaymentDictionary;
  /** The booking screen's (use-booking-texts.ts). */
  readonly booking: BookingDictionary;
  /** The seated table's bar (use-table-texts.ts). */
  readonly table: TableDictionary;
  /** The image viewer's (use-viewer-texts.ts). */
  readonly viewer: ViewerDictionary;
  /** The stories viewer's (use-stories-texts.ts). */
  readonly stories: StoriesDictionary;
  /** Favourites, promos, vacancies, reviews, allergens and the menu filter (use-extras-texts.ts). */
  readonly extras: ExtrasDictionary;
}

/** Every dotted key of the dictionaries, e.g. `menu.empty` or `account.signIn.title`. */
export type TranslationKey = Paths<Dictionary & ScreenDictionaries>;

export type I18n = i18n;

const loaders: Readonly<Record<Language, () => Promise<Dictionary>>> = {
  uz: async () => uz,
  ru: async () => (await import('./dictionaries/ru.ts')).ru,
  eng: async () => (await import('./dictionaries/eng.ts')).eng,
};

export const loadDictionary = (language: Language): Promise<Dictionary> => loaders[language]();

/** An i18next instance rendering `language`, falling back to `fallback` for a missing text. */
export async function createI18n(language: Language, fallback: Language): Promise<I18n> {
  const [current, fallbackDictionary] = await Promise.all([
    loadDictionary(language),
    // Every dictionary has every key (a test checks it): the fallback is not fetched just in
    // case, only used when it is at hand.
    fallback === language || fallback === 'uz' ? loadDictionary(fallback) : Promise.resolve(null),
  ]);
  const resources: Record<string, { translation: Dictionary }> = { [language]: { translation: current } };
  if (fallbackDictionary) resources[fallback] = { translation: fallbackDictionary };
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: fallback,
    resources,
    // Resources are at hand: initialise synchronously, so a render never waits on it.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Loads the language's dictionary if needed, then renders in it. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadDictionary(language));
  }
  await instance.changeLanguage(language);
}
