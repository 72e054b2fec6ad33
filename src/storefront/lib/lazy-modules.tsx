/**
 * Code split off the entry: every route screen, the product dialog, the virtualized grid of
 * long categories, the basket's sheet, the seated table's bar, the image viewer, the sign-in guard of the shopper's own screens and the notifications, each a
 * chunk of its own,
 * named by its source path (the key of the client build's manifest). A page rendered on the
 * server records the modules it drew (a signed-in screen's too, behind its placeholder: decision
 * 009); the browser loads exactly those before it hydrates, so hydration renders them at once and
 * adopts the server's markup.
 *
 * SPEC point 8: a chunk that fails to load (a newer build replaced the old files) reloads the
 * page once, and only when builds/latest.json names another build than this page's; the reload
 * is guarded for 10 s. Otherwise the failure reaches the screen's error boundary.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { useRenderedModule } from './render-context.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's props are its own
type AnyComponent = ComponentType<any>;
interface Module {
  readonly default: AnyComponent;
}

const LOADERS: Readonly<Record<string, () => Promise<Module>>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Module>([
      '/src/storefront/routes/*.tsx',
      '/src/storefront/features/menu/components/product-overlay-dialog.tsx',
      '/src/storefront/features/menu/components/virtual-product-grid.tsx',
      '/src/storefront/features/accounts/components/require-sign-in.tsx',
      '/src/storefront/components/ui/toaster.tsx',
      '/src/storefront/features/orders/components/active-order-card.tsx',
      '/src/storefront/features/basket/components/basket-sheet.tsx',
      '/src/storefront/features/table/components/table-bar.tsx',
      '/src/storefront/features/menu/components/image-viewer.tsx',
      '/src/storefront/features/favourites/components/favourite-button.tsx',
    ]),
  ).map(([path, load]) => [path.slice(1), load]),
);

const loaded = new Map<string, AnyComponent>();

export const RELOAD_GUARD_MS = 10_000;
const RELOAD_AT_KEY = 'sf:chunk-reload-at';
/** The platform call of SPEC point 7 that names the newest build. */
export const LATEST_BUILD_PATH = '/builds/latest.json';
const latestBuildSchema = z.object({ id: z.string() });

let pageBuild: string | null = null;

/** The build the running page came from (set once at start in the browser). */
export function setPageBuild(id: string): void {
  pageBuild = id;
}

async function newerBuildExists(): Promise<boolean> {
  if (!pageBuild) return false;
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const latest = latestBuildSchema.safeParse(await response.json());
    return latest.success && latest.data.id !== pageBuild;
  } catch {
    return false;
  }
}

/** Reloads unless a reload happened within the guard; answers whether it reloads. */
function reloadOnce(now: number): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_AT_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_AT_KEY, String(now));
  } catch {
    // Without session storage there is no guard, so no reload either.
    return false;
  }
  location.reload();
  return true;
}

async function load(key: string): Promise<Module> {
  const loader = LOADERS[key];
  if (!loader) throw new Error(`no lazy module ${key}`);
  try {
    const module = await loader();
    loaded.set(key, module.default);
    return module;
  } catch (error) {
    // Never settles when reloading: the page is going away.
    if ((await newerBuildExists()) && reloadOnce(Date.now())) return new Promise<never>(() => {});
    throw error;
  }
}

/** Every lazy module's key. */
export const lazyModuleKeys = (): string[] => Object.keys(LOADERS);

export const hasLazyModule = (key: string): boolean => key in LOADERS;

/**
 * Loads modules ahead of rendering them (the server: all of them; the browser: the page's). A
 * module that fails to load is left to its screen, whose error boundary or reload takes over.
 */
export async function preloadModules(keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.filter((key) => key in LOADERS).map(load));
}

/**
 * A component of a lazy module. Rendered directly when its module is already loaded (always on
 * the server, and in the browser for the page's own modules): no Suspense boundary then, so
 * hydration adopts it in one pass with the page around it. Otherwise through React.lazy inside
 * a Suspense boundary showing `fallback`. Each instance keeps the kind it started with, so a
 * screen is never remounted when its module arrives.
 */
export function lazyModule<P extends object>(key: string, fallback: ReactNode = null): ComponentType<P> & { readonly moduleKey: string } {
  if (!(key in LOADERS)) throw new Error(`no lazy module ${key}`);
  const Lazy = lazy(() => load(key));
  function LazyModule(props: P) {
    useRenderedModule(key);
    const [Loaded] = useState<AnyComponent | undefined>(() => loaded.get(key));
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyModule.displayName = `LazyModule(${key})`;
  LazyModule.moduleKey = key;
  return LazyModule;
}
