import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * Parts of a few screens only (a product's details, a policy text, a dialog, the sign-in and
 * profile screens with the phone mask and react-query's mutations, the language choice): with
 * those screens, not in every page.
 */
const SCREEN_PARTS = new RegExp(
  [
    /[\\/]features[\\/](menu[\\/]components[\\/](product-details|product-gallery|modification-groups)|policies[\\/]components)[\\/]?/,
    /[\\/]features[\\/](accounts[\\/]|language[\\/]components[\\/]language-choice\.tsx$)/,
    /[\\/]domain[\\/]phone\.ts$/,
    /[\\/]schemas[\\/]((account|order|payment)-endpoints|order-entities|order-setting)\.ts$/,
    // Ordering: the basket page, checkout, orders and paying share their rules, texts and state among themselves.
    /[\\/]domain[\\/](order-[\w-]+|checkout-[\w-]+|promo|basket-branch|delivery|cashback|reorder|payment)\.ts$/,
    /[\\/]components[\\/]ui[\\/]bill\.tsx$/,
    /[\\/]features[\\/](basket[\\/](basket-lines|use-basket-view)\.ts|basket[\\/]components[\\/](basket-page|empty-basket)\.tsx|checkout[\\/]|orders[\\/]|addresses[\\/]|payments[\\/])/,
    /[\\/]lib[\\/](order-request|buy-now)-store\.ts$/,
    /[\\/]i18n[\\/](dictionaries[\\/](orders?|cart|profile|search|pending|payment)[\\/]|use-(orders?|cart|profile|search|pending|payment)-texts\.ts$)/,
    // The screens' main action (basket, checkout) and the Telegram MainButton that may show it; a
    // provider's page left for and come back from (checkout, an order) and the mini app that opens it.
    /[\\/]lib[\\/](main-action|outside-page)\.ts$/,
    /[\\/]i18n[\\/](dictionaries[\\/]account[\\/]|use-account-texts\.ts$)/,
    // The dialog only: the fade-in (a plain wrapper until something opened later animates, whose motion
    // loads then) joins the shared chunk, so the product's page loads no chunk for it (docs/decisions/021).
    /[\\/]components[\\/]ui[\\/]dialog\.tsx$/,
    // Booking a table, the seated table's bar (with the seat's store, which checkout reads too) and
    // the image viewer: their calls, rules and texts.
    /[\\/]features[\\/](booking|table[\\/](api|components))[\\/]|[\\/]schemas[\\/]feature-endpoints\.ts$|[\\/]domain[\\/]reservation\.ts$/,
    /[\\/]lib[\\/]table-store\.ts$/,
    // A branch's hours as a shopper reads them: the branches page and checkout's choice of branch.
    /[\\/]features[\\/]branches[\\/]hours-text\.ts$/,
    /[\\/]i18n[\\/](dictionaries[\\/](booking|table|viewer)[\\/]|use-(booking|table|viewer)-texts\.ts$)/,
    // The shopper's extras (favourites, promos, vacancies, reviews, the menu filter's dialog): their
    // calls use react-query's mutations and infinite lists, which stay out of the shared chunk too.
    /[\\/]features[\\/](favourites[\\/](api[\\/]|components[\\/](favourite-button|favourite-heart|favourites-view)\.tsx$)|reviews[\\/]|vacancies[\\/]|promos[\\/]|menu-filter[\\/]components[\\/](menu-filter-dialog|diet-marks)\.tsx$)/,
    /[\\/]i18n[\\/](dictionaries[\\/]extras[\\/]|use-extras-texts\.ts$)/,
    // The menu filter's rules and stored entry's schema: with its dialog, or loaded when storage holds a filter.
    /[\\/]lib[\\/]menu-filter-rules\.ts$|[\\/]domain[\\/]menu-filter\.ts$/,
    /[\\/]schemas[\\/]feature-endpoints\.ts$/,
    // React-query's mutations (the screens that change something) and its infinite lists (orders, notifications).
    /[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/,
  ]
    .map((part) => part.source)
    .join('|'),
);
/**
 * Modules of animations, of the dialog's focus trap and of the Telegram mini app (its SDK and
 * what only it uses): loaded when first needed, never with a page of the web.
 */
const LOADED_WHEN_NEEDED = new RegExp(
  [
    /node_modules[\\/](motion|motion-dom|motion-utils|framer-motion|focus-trap|tabbable)[\\/]|[\\/]motion-[\w-]+\.tsx?$/,
    /__vite-optional-peer-dep:.+:(motion|framer-motion)$/,
    /node_modules[\\/](@tma\.js[\\/][\w-]+|fp-ts|valibot|better-promises|error-kid|mitt)[\\/]/,
    /[\\/]features[\\/]telegram[\\/](telegram-app|telegram-session|telegram-sign-in|native-ui|bot-basket)\.tsx?$/,
    /[\\/]i18n[\\/](dictionaries[\\/]telegram[\\/]|use-telegram-texts\.ts$)/,
    /[\\/]schemas[\\/]bot-endpoints\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);
/**
 * The maps (features/maps, Leaflet and react-leaflet, the map screens' texts): with the map
 * screens only, never in the shared chunk that every page loads.
 */
const MAP_PARTS =
  /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|[\\/]features[\\/]maps[\\/]|[\\/]i18n[\\/](dictionaries[\\/]maps[\\/]|use-maps-texts\.ts$)/;

/**
 * What every page needs and what screens share, found from the module graph once it is complete
 * (before chunks are formed): the modules the entry imports statically, and for each module the
 * number of chunk roots (the entry and every lazily imported module) that import it statically.
 */
const reach = { fromEntry: new Set<string>(), roots: new Map<string, number>() };
const moduleReach: Plugin = {
  name: 'module-reach',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  buildEnd() {
    reach.fromEntry.clear();
    reach.roots.clear();
    const ids = [...this.getModuleIds()];
    const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
    const lazy = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    const closure = (root: string) => {
      const seen = new Set<string>();
      const stack = [root];
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    for (const entry of entries) for (const id of closure(entry)) reach.fromEntry.add(id);
    for (const root of [...entries, ...lazy]) for (const id of closure(root)) reach.roots.set(id, (reach.roots.get(id) ?? 0) + 1);
  },
};

/** The entry's own modules: the start script and the global stylesheet, which index.html links. */
const ENTRY_MODULE = /index\.html$|[\\/]app[\\/](main\.tsx|styles\.css)$/;
const STYLESHEET = /\.css$/;

/**
 * A feature's stylesheet comes with the chunk of the module that imports it (docs/decisions/017).
 * One imported by a module of the shared chunk would come with that chunk: inlined into every
 * page, and named again by every lazy screen's loader. Its rules belong in app/styles.css.
 */
const noStylesInShared: Plugin = {
  name: 'no-styles-in-shared',
  enforce: 'post',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      const css = chunk.type === 'chunk' && chunk.name === 'shared' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      if (css.length)
        this.error(
          `the shared chunk carries ${css.join(', ')}: a module every page loads imports a stylesheet; its rules belong in src/storefront/app/styles.css`,
        );
    }
  },
};

/**
 * The shared chunk: everything the entry imports (react-dom, the router, the texts, the app
 * shell) and whatever two or more screens import, but for the parts kept with their screens or
 * loaded when needed. The entry's own chunk is the start script alone, so a first load is that
 * chunk, this one and its screen's, with no table of a hundred exports between two chunks that
 * always load together. Each module is placed on its own (its imports are placed by the same
 * rule), so a screen's part never follows a shared module into this chunk.
 */
function inShared(id: string): boolean {
  if (ENTRY_MODULE.test(id)) return false;
  const keptApart = LOADED_WHEN_NEEDED.test(id) || SCREEN_PARTS.test(id) || MAP_PARTS.test(id);
  // A package's index reaches every module it re-exports, called or not (react-query's reaches
  // useMutation): a library's part named above stays apart although the entry reaches it.
  if (reach.fromEntry.has(id)) return !(keptApart && /[\\/]node_modules[\\/]/.test(id));
  // A stylesheet two screens import comes with each of them, not with every page.
  if (STYLESHEET.test(id)) return false;
  return (reach.roots.get(id) ?? 0) >= 2 && !keptApart;
}

const alias = [
  { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('src/storefront/lib/sync-external-store.ts', import.meta.url)) },
  // react-router's package exports only its development build (warnings and checks included);
  // pages take the production build it ships beside it (decision 019).
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];

/**
 * The merchant studio (`vite build --mode studio`, after the storefront's build): studio.html and
 * its chunks, written beside the storefront's in dist/client with names of their own. A build of
 * its own, so no chunk of the shopper's pages carries a byte for it (docs/decisions/020-studio.md).
 */
const studioBuild = {
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      input: fileURLToPath(new URL('studio.html', import.meta.url)),
      output: {
        entryFileNames: 'assets/studio-[name]-[hash].js',
        chunkFileNames: 'assets/studio-[name]-[hash].js',
        assetFileNames: 'assets/studio-[name]-[hash][extname]',
      },
    },
  },
};

/**
 * The shopper's two builds (Vite's SSR set-up): the browser's (dist/client, with a manifest the server reads
 * to preload a page's chunks) and the server entry's (`vite build --ssr`, dist/server), which
 * the API server loads to render pages. `npm run dev` renders through Vite's dev middleware.
 */
export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'studio'
    ? studioBuild
    : {
        plugins: [react(), moduleReach, noStylesInShared],
        resolve: {
          alias,
        },
        // The server entry carries its libraries, React's production build among them: left outside,
        // React would pick its build from the server's NODE_ENV at run time, and the development build
        // renders a page two to three times slower. (NODE_ENV=production means more to the server than
        // React's build: it refuses the SMS outbox.)
        ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
        build: isSsrBuild
          ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true, copyPublicDir: false }
          : {
              outDir: 'dist/client',
              emptyOutDir: true,
              manifest: true,
              // Maps are written beside the chunks but not named in them: the comment that names one costs
              // about 32 B gzip per chunk of every first load, and a shopper's browser never reads them
              // (open one in the developer tools by hand; docs/decisions/021, first load).
              sourcemap: 'hidden',
              target: 'es2022',
              modulePreload: false,
              // No map of every chunk's dependencies in the first load: the start script imports a page's
              // chunks with their imports (docs/decisions/009). Vite's preload helper still loads the
              // stylesheets of a screen opened later, before its chunk runs: its map names those only
              // (docs/decisions/017), each by its hash alone (the names would be most of the map's bytes).
              // Code that several screens share goes to one chunk, not a dozen small ones: a page asks for
              // its entry, that chunk and its screen, fewer requests on a slow phone connection. Code
              // loaded only when first needed (animations, the dialog's focus trap) keeps its own chunks.
              // (docs/decisions/013: the entry's modules in the shared chunk, measured.) Chunks other than the
              // entry are named by their hash alone, like the stylesheets: every chunk names the shared chunk
              // and the runtime it imports, and a screen's loader names its chunk (docs/decisions/021).
              rolldownOptions: {
                output: {
                  chunkFileNames: 'assets/[hash].js',
                  assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]'),
                  codeSplitting: {
                    groups: [{ name: 'shared', includeDependenciesRecursively: false, test: inShared }],
                  },
                },
              },
            },
      },
);
