/**
 * The stamp of a build: one hash of every file the three builds read (the sources, the pages'
 * templates, the build's configuration and the locked libraries), written to `dist/.build-stamp`
 * once a build has finished. `npm start` builds only when the stamp in `dist/` is not the stamp of
 * the files now (scripts/build-if-changed.ts); `npm run build` always builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the builds read, relative to the project's root: folders are read whole. */
export const BUILD_INPUTS = ['src', 'schemas', 'index.html', 'studio.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

/** The files a build leaves that the server needs: a stamp is worth nothing without them. */
export const BUILD_OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'] as const;

export const STAMP_FILE = 'dist/.build-stamp';

/** The files under `path` (a folder, read whole, or one file), relative to `root`. */
function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The hash of every input's path and content, in a fixed order, and of the `VITE_` variables the
 * build reads (`VITE_API_BASE`): the same files and variables give the same stamp.
 */
export function buildStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files = BUILD_INPUTS.flatMap((input) => filesOf(root, input));
  const hash = createHash('sha256');
  for (const file of files.map((f) => f.split(sep).join('/')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  const variables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return hash.update(variables.join('\n')).digest('hex');
}

/** Why a build is needed, or null when `dist/` holds the build of exactly these files. */
export function buildNeeded(root: string, stamp: string): string | null {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const stampFile = join(root, STAMP_FILE);
  if (!existsSync(stampFile)) return `${STAMP_FILE} is missing`;
  return readFileSync(stampFile, 'utf8').trim() === stamp ? null : 'the sources changed since the last build';
}
