/**
 * The brand's Yandex Metrica counter in the browser (decision 022), a chunk of its own that the app
 * shell imports after the first paint, and only on a page that names a counter: the server names
 * it (`<html data-metrica>`) when the brand turns Metrica on for this channel, and allows Metrica's
 * hosts in that page's policy only then. Never under automation (tests, Lighthouse in CI drive
 * the browser with `navigator.webdriver`); the server names none when CI=true.
 */
import { isMetricaId, METRICA_DATASET_KEY, METRICA_TAG_URL } from '#domain/metrica';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

export interface MetricaContext {
  /** The counter the page names (its `<html data-metrica>`), if any. */
  readonly counter: string | undefined;
  /** `navigator.webdriver`: a test or a tool drives this browser. */
  readonly webdriver: boolean;
}

/** The counter to load: the one the page names, of digits only, in a browser no automation drives. */
export function counterToLoad({ counter, webdriver }: MetricaContext): string | null {
  return !webdriver && isMetricaId(counter) ? counter : null;
}

/**
 * Loads the page's counter (Metrica's own snippet as a module: a queue until tag.js arrives), and
 * counts each later address of this single-page app as a hit. Answers whether it loaded.
 */
export function startMetrica(): boolean {
  const id = counterToLoad({ counter: document.documentElement.dataset[METRICA_DATASET_KEY], webdriver: navigator.webdriver === true });
  const host = window as unknown as { ym?: Ym };
  if (id === null || host.ym) return false;
  const ym: Ym = (...args) => {
    (ym.a ??= []).push(args);
  };
  ym.l = Date.now();
  host.ym = ym;
  const script = document.createElement('script');
  script.async = true;
  script.src = METRICA_TAG_URL;
  document.head.append(script);
  const counter = Number(id);
  host.ym(counter, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  // The router moves through the History API: each new address is a hit with the previous one as referrer.
  let last = location.href;
  const hit = () => {
    if (location.href === last) return;
    host.ym?.(counter, 'hit', location.href, { referer: last, title: document.title });
    last = location.href;
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      hit();
    };
  }
  addEventListener('popstate', hit);
  return true;
}
