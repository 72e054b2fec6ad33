/**
 * Where the build the browser tests serve (dist/client) put a module: the client build names its
 * chunks by their hash alone (vite.config.ts), so a test that watches for one module's chunk asks
 * the build's manifest for its file, as the server does.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const MANIFEST = resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json');

/** The path a page requests for the chunk of `module` (a manifest key: its source path, e.g. `src/engine/plan-layout.ts`). */
export function chunkPath(module: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { readonly file: string }>;
  const entry = manifest[module];
  if (!entry) throw new Error(`the client build has no chunk for ${module}`);
  return `/${entry.file}`;
}
