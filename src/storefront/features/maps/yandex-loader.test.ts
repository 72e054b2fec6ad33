import { describe, expect, it } from 'vitest';
import { createYandexLoader, LOAD_TIMEOUT_MS, yandexScriptUrl, type LoaderEnvironment, type LoaderStatus, type Ymaps3 } from './yandex-loader.ts';

/** A document whose scripts never reach a network: the test says when each loads or fails. */
function fakeEnvironment(ready: Promise<void> = Promise.resolve()) {
  const scripts: { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
  const timers: (() => void)[] = [];
  let global: Ymaps3 | undefined;
  const env: LoaderEnvironment = {
    document: {
      createElement: (() => {
        const script = { src: '', async: false, onload: null, onerror: null };
        return script;
      }) as never,
      head: {
        appendChild: (node: (typeof scripts)[number]) => {
          scripts.push(node);
          return node;
        },
      } as never,
    },
    ymaps3: () => global,
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => {},
  };
  return {
    env,
    scripts,
    timers,
    /** The script ran: it defines the global, as Yandex's does. */
    define: () => {
      global = { ready } as unknown as Ymaps3;
    },
  };
}

const statuses = (loader: ReturnType<typeof createYandexLoader>) => {
  const seen: LoaderStatus[] = [loader.status()];
  loader.subscribe(() => seen.push(loader.status()));
  return seen;
};

describe('the Yandex Maps loader (SPEC 4 statuses, SPEC 8 errors, SPEC 9 defaults)', () => {
  it('asks for v3 in ru_RU with the key unless told another language', () => {
    expect(yandexScriptUrl({ apikey: 'KEY' })).toBe('https://api-maps.yandex.ru/v3/?apikey=KEY&lang=ru_RU');
    expect(yandexScriptUrl({ apikey: 'KEY', lang: 'uz_UZ' })).toBe('https://api-maps.yandex.ru/v3/?apikey=KEY&lang=uz_UZ');
  });

  it('refuses a missing key, an unknown option, another version and a malformed language', () => {
    expect(() => yandexScriptUrl({})).toThrow(/no apikey/);
    expect(() => yandexScriptUrl({ apikey: '  ' })).toThrow(/no apikey/);
    expect(() => yandexScriptUrl({ apikey: 'KEY', coordorder: 'latlong' })).toThrow(/unknown option coordorder/);
    expect(() => yandexScriptUrl({ apikey: 'KEY', version: 'v2.1' })).toThrow(/version/);
    expect(() => yandexScriptUrl({ apikey: 'KEY', lang: 'ru"><script>' })).toThrow(/bad lang/);
  });

  it('goes pending -> loading -> loaded once the script ran and ymaps3.ready settled; a second load shares the first', async () => {
    const fake = fakeEnvironment();
    const loader = createYandexLoader(fake.env);
    const seen = statuses(loader);
    const first = loader.load({ apikey: 'KEY' });
    const second = loader.load({ apikey: 'KEY' });
    expect(second).toBe(first);
    await Promise.resolve();
    expect(fake.scripts).toHaveLength(1);
    expect(fake.scripts[0]!.src).toBe('https://api-maps.yandex.ru/v3/?apikey=KEY&lang=ru_RU');
    expect(loader.status()).toBe('loading');
    fake.define();
    fake.scripts[0]!.onload!();
    await expect(first).resolves.toBeDefined();
    expect(seen).toEqual(['pending', 'loading', 'loaded']);
    expect(loader.error()).toBeNull();
  });

  it('without a key it is an error at once and adds no script', async () => {
    const fake = fakeEnvironment();
    const loader = createYandexLoader(fake.env);
    const seen = statuses(loader);
    await expect(loader.load({ apikey: '' })).rejects.toThrow(/no apikey/);
    expect(fake.scripts).toHaveLength(0);
    expect(seen).toEqual(['pending', 'error']);
    expect(loader.error()?.message).toMatch(/no apikey/);
  });

  it('a script that fails to load, or defines no ymaps3, or never answers, is an error', async () => {
    const failing = fakeEnvironment();
    const a = createYandexLoader(failing.env);
    const loadA = a.load({ apikey: 'KEY' });
    await Promise.resolve();
    failing.scripts[0]!.onerror!();
    await expect(loadA).rejects.toThrow(/did not load/);
    expect(a.status()).toBe('error');

    const empty = fakeEnvironment();
    const b = createYandexLoader(empty.env);
    const loadB = b.load({ apikey: 'KEY' });
    await Promise.resolve();
    empty.scripts[0]!.onload!();
    await expect(loadB).rejects.toThrow(/no ymaps3/);

    const stalled = fakeEnvironment();
    const c = createYandexLoader(stalled.env);
    const loadC = c.load({ apikey: 'KEY' });
    await Promise.resolve();
    expect(LOAD_TIMEOUT_MS).toBeGreaterThan(0);
    stalled.timers[0]!();
    await expect(loadC).rejects.toThrow(/timed out/);
    expect(c.status()).toBe('error');
  });

  it('an API whose ready promise rejects is an error', async () => {
    const fake = fakeEnvironment(Promise.reject(new Error('bad key')));
    const loader = createYandexLoader(fake.env);
    const load = loader.load({ apikey: 'KEY' });
    await Promise.resolve();
    fake.define();
    fake.scripts[0]!.onload!();
    await expect(load).rejects.toThrow('bad key');
    expect(loader.status()).toBe('error');
  });
});
