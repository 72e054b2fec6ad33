/**
 * The storefront's pages on the server: the build they come from (the client's index.html and
 * manifest, and the server entry, all loaded from dist/ as artifacts: the server never imports
 * storefront source), a cache of rendered public pages, and the Content-Security-Policy of a
 * page (its inline styles by hash, no 'unsafe-inline').
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PageEntry } from '#schemas/page';

/** One build of the storefront. */
export interface PageBuild {
  /** Changes with every build (a hash of the client manifest). */
  readonly id: string;
  /** index.html as built, its stylesheets inlined (one round trip less before the first paint). */
  readonly template: string;
  readonly entry: PageEntry;
  /** `<link rel="modulepreload">` tags for the chunks of these source modules and their imports. */
  preloads(modules: readonly string[]): string;
}

/** Where pages come from: the built dist/ (npm start) or Vite's dev server (npm run dev). */
export interface PageSource {
  /** The current build for a page URL; null when the storefront is not built. */
  current(url: string): Promise<PageBuild | null>;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The preload tags of the chunks a page's modules need, minus what the entry already loads. */
export function modulePreloads(manifest: Manifest, modules: readonly string[]): string {
  const closure = (keys: Iterable<string>, into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return into;
  };
  // The entry and its static imports are in index.html already.
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const files = [...closure(modules)].filter((file) => !entry.has(file));
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const path = join(clientDir, file);
    if (!existsSync(path)) return tag;
    // `</style` cannot occur in CSS the build wrote, but a stray one must not end the element.
    return `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The build in `distDir` (client/ and server/ of `npm run build`). The client's files (index.html
 * and manifest) are read again when a new build replaces them, so an open page can learn that
 * its chunks are gone; the server entry is loaded once per process (a module cannot be loaded
 * twice without splitting its state), so a server is restarted after a new build of its code.
 */
export function distPages(distDir: string): PageSource {
  const clientDir = join(distDir, 'client');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const entryFile = join(distDir, 'server', 'entry-server.js');
  let entry: Promise<PageEntry> | null = null;
  let client: { key: string; build: Omit<PageBuild, 'entry'> } | null = null;

  function readClient(): Omit<PageBuild, 'entry'> {
    const manifestText = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(manifestText) as Manifest;
    return {
      id: createHash('sha1').update(manifestText).digest('base64url').slice(0, 16),
      template: inlineStylesheets(readFileSync(join(clientDir, 'index.html'), 'utf8'), clientDir),
      preloads: (modules) => modulePreloads(manifest, modules),
    };
  }

  return {
    async current() {
      if (!existsSync(manifestFile) || !existsSync(entryFile)) return null;
      const key = String(statSync(manifestFile).mtimeMs);
      if (!client || client.key !== key) client = { key, build: readClient() };
      if (!entry) {
        const loading = import(pathToFileURL(entryFile).href) as Promise<PageEntry>;
        entry = loading;
        loading.catch(() => {
          if (entry === loading) entry = null;
        });
      }
      return { ...client.build, entry: await entry };
    },
  };
}

export interface CachedPage {
  readonly status: number;
  readonly html: string;
  readonly etag: string;
  /** The page gzip-compressed once, with an entity tag of its own. */
  readonly gzip: Uint8Array<ArrayBuffer>;
  readonly gzipEtag: string;
  readonly csp: string;
}

/** A rendered page ready to serve many times: its tags, its compressed form and its policy. */
export function servablePage(status: number, html: string): CachedPage {
  const etag = etagOfPage(html);
  return {
    status,
    html,
    etag,
    gzip: new Uint8Array(gzipSync(html)),
    gzipEtag: `${etag.slice(0, -1)}-gzip"`,
    csp: pageCsp(html),
  };
}

const sizeOf = (page: CachedPage) => page.html.length + page.gzip.byteLength;

/**
 * Rendered public pages, least recently used first out, bounded by count and bytes. A key names
 * everything a page depends on (merchant, origin, path, asked language, channel, build and the
 * merchant's data version), so a change of data makes old entries unreachable and they age out.
 * Nothing about a signed-in visitor is ever rendered into a page that goes here.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  constructor(readonly maxEntries = 2000, readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (page) {
      this.#entries.delete(key);
      this.#entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= sizeOf(old);
    }
    this.#entries.set(key, page);
    this.#bytes += sizeOf(page);
    for (const [k, v] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= sizeOf(v);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

export const etagOfPage = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * The Content-Security-Policy of a page: scripts and connections to this origin only, every
 * inline style element allowed by its hash (no 'unsafe-inline', so no injected style or style
 * attribute applies), framing by the Telegram clients only.
 */
export function pageCsp(html: string, extraConnect: readonly string[] = []): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${[...hashes].join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    ["connect-src 'self'", ...extraConnect].join(' '),
    "font-src 'self' data:",
    "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
