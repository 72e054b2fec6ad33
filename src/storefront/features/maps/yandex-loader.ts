/**
 * The Yandex Maps JS API v3 loader (SPEC point 4, maps loader status; point 8, without an API key
 * it raises an error and unknown option keys are refused; point 9, language ru_RU and version v3
 * by default). The API is one script from Yandex's host that defines the `ymaps3` global; the map
 * is usable once `ymaps3.ready` settles. One loader per page: every map screen shares the script.
 *
 * No test can reach Yandex: the loader takes the document and the global it works with, so its
 * own behaviour is tested with a fake script element.
 */
export type LoaderStatus = 'pending' | 'loading' | 'loaded' | 'error';

export type Ymaps3 = typeof import('@yandex/ymaps3-types');

export interface YandexLoaderOptions {
  /** The merchant's `yandexMapKey`. */
  readonly apikey: string;
  /** SPEC point 9: ru_RU unless said. */
  readonly lang?: string;
  /** SPEC point 9: v3, the only version this loader speaks. */
  readonly version?: 'v3';
}

const OPTION_KEYS: ReadonlySet<string> = new Set(['apikey', 'lang', 'version']);
export const YANDEX_MAPS_HOST = 'https://api-maps.yandex.ru';
export const DEFAULT_MAPS_LANG = 'ru_RU';
/** A script that neither loads nor fails (a stalled connection) counts as failed after this. */
export const LOAD_TIMEOUT_MS = 15_000;

/** The script's URL for these options; refuses a missing key and any option it does not know. */
export function yandexScriptUrl(options: Readonly<Record<string, unknown>>): string {
  const unknown = Object.keys(options).filter((key) => !OPTION_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`Yandex Maps loader: unknown option ${unknown.join(', ')}`);
  const { apikey, lang = DEFAULT_MAPS_LANG, version = 'v3' } = options;
  if (typeof apikey !== 'string' || !apikey.trim()) throw new Error('Yandex Maps loader: no apikey');
  if (version !== 'v3') throw new Error(`Yandex Maps loader: version ${String(version)} is not supported`);
  if (typeof lang !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(lang)) throw new Error(`Yandex Maps loader: bad lang ${String(lang)}`);
  const query = new URLSearchParams({ apikey: apikey.trim(), lang });
  return `${YANDEX_MAPS_HOST}/${version}/?${query}`;
}

export interface LoaderEnvironment {
  readonly document: Pick<Document, 'createElement' | 'head'>;
  /** The `ymaps3` global once the script defined it. */
  readonly ymaps3: () => Ymaps3 | undefined;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

export interface YandexLoader {
  readonly status: () => LoaderStatus;
  /** The reason of the `error` status. */
  readonly error: () => Error | null;
  /** Loads the API once; every later call answers the same outcome (a failure included). */
  readonly load: (options: Readonly<Record<string, unknown>>) => Promise<Ymaps3>;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createYandexLoader(env: LoaderEnvironment): YandexLoader {
  let status: LoaderStatus = 'pending';
  let failure: Error | null = null;
  let loading: Promise<Ymaps3> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LoaderStatus, error: Error | null = null) => {
    status = next;
    failure = error;
    for (const listener of listeners) listener();
  };

  function inject(url: string): Promise<Ymaps3> {
    return new Promise<Ymaps3>((resolve, reject) => {
      const script = env.document.createElement('script');
      const timer = env.setTimeout(() => reject(new Error('Yandex Maps loader: timed out')), LOAD_TIMEOUT_MS);
      script.src = url;
      script.async = true;
      script.onload = () => {
        env.clearTimeout(timer as never);
        const api = env.ymaps3();
        if (!api) return reject(new Error('Yandex Maps loader: the script defined no ymaps3'));
        api.ready.then(
          () => resolve(api),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      };
      script.onerror = () => {
        env.clearTimeout(timer as never);
        reject(new Error('Yandex Maps loader: the script did not load'));
      };
      env.document.head.appendChild(script);
    });
  }

  return {
    status: () => status,
    error: () => failure,
    load(options) {
      if (loading) return loading;
      loading = (async () => {
        try {
          const url = yandexScriptUrl(options);
          set('loading');
          const api = await inject(url);
          set('loaded');
          return api;
        } catch (error) {
          const reason = error instanceof Error ? error : new Error(String(error));
          set('error', reason);
          throw reason;
        }
      })();
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageLoader: YandexLoader | null = null;

/** The page's loader (browser only: it adds a script to this document). */
export function yandexLoader(): YandexLoader {
  pageLoader ??= createYandexLoader({
    document,
    ymaps3: () => (globalThis as { ymaps3?: Ymaps3 }).ymaps3,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
  });
  return pageLoader;
}
