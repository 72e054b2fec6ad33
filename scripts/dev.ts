/**
 * `npm run dev`: the server (embedded database, every preset) on PORT (8080) with Vite in
 * middleware mode: pages render through Vite's dev server the same way as in the build (the
 * storefront's server entry, loaded by Vite with hot reload), and the browser gets Vite's
 * modules, its websocket on the same port. PRESETS_DIR is watched: a saved preset is loaded by
 * itself and open pages reload; a refused one's problems show on its brand's pages. The log names
 * every brand's address. Ctrl+C stops it.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import type { PageEntry } from '#schemas/page';
import { createServer } from '../src/server/app.ts';
import { brandAddressLines } from '../src/server/brand-addresses.ts';
import { readConfig } from '../src/server/config.ts';
import type { PageSource } from '../src/server/services/pages.ts';

const root = resolve(import.meta.dirname, '..');
const ENTRY = '/src/storefront/app/entry-server.tsx';

async function main() {
  const config = readConfig();
  const http = createHttpServer();
  // The websocket rides on this server: a second dev server (or a test's) needs no port of its own.
  const vite = await createViteServer({ root, server: { middlewareMode: true, ws: { server: http } }, appType: 'custom' });
  const pages: PageSource = {
    current: async (url) => ({
      id: 'dev',
      template: await vite.transformIndexHtml(url, readFileSync(resolve(root, 'index.html'), 'utf8')),
      entry: (await vite.ssrLoadModule(ENTRY)) as PageEntry,
      // The template keeps Vite's own script: its dev server loads modules as the browser asks.
      scripts: () => '',
      // Vite's dev client adds each module's stylesheet as the module loads.
      styles: () => '',
    }),
  };
  const server = await createServer({
    dataDir: resolve(config.DATA_DIR),
    databaseUrl: config.DATABASE_URL,
    dbSchema: config.DATABASE_SCHEMA,
    presetsDir: resolve(config.PRESETS_DIR),
    publicDir: resolve(config.PUBLIC_DIR),
    pages,
    // Vite's client talks to its websocket and injects styles: no page policy in development.
    csp: false,
    pageCache: false,
    brandDomains: config.BRAND_DOMAINS,
    watchPresets: true,
    log: (line) => console.log(line),
  });
  const app = getRequestListener(server.app.fetch);
  http.on('request', (req, res) => vite.middlewares(req, res, () => void app(req, res)));
  const named = new Set<string>();
  /** Each brand's address, once: at start, then each brand a saved preset adds. */
  const nameBrands = async () => {
    for (const line of await brandAddressLines(server.db, config.PORT)) {
      if (named.has(line)) continue;
      named.add(line);
      console.log(line);
    }
  };
  // A saved preset reloads the open pages: the brand's new version, or its problems.
  server.presetWatch?.onChange(() => {
    vite.ws.send({ type: 'full-reload' });
    void nameBrands();
  });
  http.listen(config.PORT, config.HOST, () => {
    console.log(`dev server on http://localhost:${config.PORT}/ (${server.db.kind})`);
    void nameBrands();
  });

  const stop = () => {
    http.close();
    void vite
      .close()
      .then(() => server.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
