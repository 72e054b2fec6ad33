/**
 * The brand's Yandex Metrica counter (web settings `yandexMetricsEnabled`, `yandexMetricsId`,
 * `yandexMetricsInTelegram`; decision 022). The server decides per page whether the counter loads
 * (the brand turns it on with a counter id of digits; inside the Telegram mini app only when the
 * brand says so) and then both allows Metrica's hosts in that page's Content-Security-Policy and
 * names the counter on the page (`<html data-metrica="<id>">`); the browser's loader
 * (storefront/lib/metrica.ts) loads it after the first paint unless automation drives the browser.
 */
import type { PageSources } from '#schemas/page';
import type { WebSettings } from '#schemas/web-settings';
import type { Channel } from './offer.ts';

/** `<html data-metrica>`: the page's counter (its dataset key). */
export const METRICA_DATASET_KEY = 'metrica';

/** Metrica's tag, loaded as an external script (Metrica's way for sites with a CSP). */
export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * What a page with the counter allows beyond its origin, as Metrica's "Installing a tag on a site
 * with CSP" lists it for the tag in a file of its own: the tag's script (mc.yandex.ru; yastatic.net
 * serves its parts), the hits it sends (connect-src) and the pixel (img-src), on mc.yandex.ru and
 * the zones a shopper from Uzbekistan is counted on. Session replay (webvisor, wss:) stays off.
 */
export const METRICA_CSP: PageSources = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.uz', 'https://mc.yandex.com'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.uz', 'https://mc.yandex.com'],
};

/** A counter id: digits only (Metrica's ids are numbers), at most 15 of them. */
export const isMetricaId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,15}$/.test(value);

/**
 * The counter a brand's page loads on this channel, or null: on, with an id of digits, and on the
 * website, or in the mini app when the brand also turns that on.
 */
export function metricaCounter(
  settings: Pick<WebSettings, 'yandexMetricsEnabled' | 'yandexMetricsId' | 'yandexMetricsInTelegram'>,
  channel: Channel,
): string | null {
  if (!settings.yandexMetricsEnabled || !isMetricaId(settings.yandexMetricsId)) return null;
  if (channel === 'telegram' && !settings.yandexMetricsInTelegram) return null;
  return settings.yandexMetricsId;
}
