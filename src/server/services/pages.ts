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
import type { PageEntry, PageSources } from '#schemas/page';

/** One build of the storefront. */
export interface PageBuild {
  /** Changes with every build (a hash of the client manifest). */
  readonly id: string;
  /** index.html as built, without its scripts and stylesheet links: a page adds its own. */
  readonly template: string;
  readonly entry: PageEntry;
  /**
   * The script that starts the app on a page that drew these source modules (empty when the
   * template carries its own, as Vite's dev server's does).
   */
  scripts(modules: readonly string[]): string;
  /**
   * The stylesheets of a page that drew these source modules, for its head (empty when the
   * template's modules add their own, as under Vite's dev server).
   */
  styles(modules: readonly string[]): string;
  /** The studio's page (studio.html as built, its script and stylesheet tags kept); absent when not built. */
  readonly studio?: string | null;
}

/** Where pages come from: the built dist/ (npm start) or Vite's dev server (npm run dev). */
export interface PageSource {
  /** The current build for a page URL; null when the storefront is not built. */
  current(url: string): Promise<PageBuild | null>;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  /** The stylesheets of the chunk's own modules (files of the build). */
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The two HTML entries of the client build: the shopper's pages and the merchant studio. */
const STOREFRONT_ENTRY = 'index.html';
const STUDIO_ENTRY = 'studio.html';
/** Marks where the studio's page names its brand (the server writes a meta tag there). */
export const STUDIO_MERCHANT_MARKER = '<!--studio-merchant-->';

/**
 * The chunks a page loads: the entry and the chunks of the modules it drew, each followed by
 * everything it imports statically, each once.
 */
function pageChunks(manifest: Manifest, modules: readonly string[]): ManifestChunk[] {
  // The storefront's entry: the studio's (studio.html) is an entry of the same build, never a shop page's.
  const entryKey = manifest[STOREFRONT_ENTRY]?.isEntry ? STOREFRONT_ENTRY : Object.keys(manifest).find((key) => manifest[key]!.isEntry && key !== STUDIO_ENTRY);
  if (!entryKey) return [];
  const seen = new Set<string>();
  const withImports = (key: string): ManifestChunk[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...(chunk.imports ?? []).flatMap(withImports)];
  };
  return [entryKey, ...modules].flatMap(withImports);
}

/**
 * The app's start on a page: after the first paint (the next frame, then a task), it imports the
 * entry and the chunks of the modules the page drew, with every chunk they import, all at once
 * (the build keeps no map of dependencies in the page: decision 009). Until then the page is the
 * server's HTML alone: it paints without waiting for a script, on a slow phone as on a fast one.
 * A hidden page (opened in the background) starts at once, since it paints no frames.
 */
export function startScript(manifest: Manifest, modules: readonly string[]): string {
  const chunks = pageChunks(manifest, modules);
  if (!chunks.length) return '';
  const urls = JSON.stringify([...new Set(chunks.map((chunk) => chunk.file))].map((file) => `/${file}`));
  const code = `const s=()=>{for(const u of ${urls})import(u)};document.visibilityState==="hidden"?s():requestAnimationFrame(()=>setTimeout(s,0))`;
  return `<script type="module">${code}</script>`;
}

/**
 * The stylesheets of a page: those of every chunk it loads (the entry's global stylesheet first,
 * then its screens' own), each inlined, so the page paints styled without a request. Each is
 * also named by a disabled link, which the browser does not fetch: the build's loader of a
 * screen opened later (Vite's preload helper) finds it there and does not load it again.
 */
export function pageStyles(manifest: Manifest, modules: readonly string[], read: (file: string) => string | null): string {
  const files = new Set(pageChunks(manifest, modules).flatMap((chunk) => chunk.css ?? []));
  return [...files]
    .map((file) => {
      const css = read(file);
      // `</style` cannot occur in CSS the build wrote, but a stray one must not end the element.
      return css === null ? '' : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
    })
    .join('');
}

/** index.html as built, without the entry's script, preload and stylesheet tags: pages add their own. */
function withoutEntryTags(html: string): string {
  return html.replace(/\s*<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g, '').replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '');
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
    // A build's files never change: each stylesheet is read once.
    const stylesheets = new Map<string, string | null>();
    const read = (file: string) => {
      if (!stylesheets.has(file)) {
        const path = join(clientDir, file);
        stylesheets.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
      }
      return stylesheets.get(file)!;
    };
    return {
      id: createHash('sha1').update(manifestText).digest('base64url').slice(0, 16),
      template: withoutEntryTags(readFileSync(join(clientDir, 'index.html'), 'utf8')),
      scripts: (modules) => startScript(manifest, modules),
      styles: (modules) => pageStyles(manifest, modules, read),
      studio: existsSync(join(clientDir, STUDIO_ENTRY)) ? readFileSync(join(clientDir, STUDIO_ENTRY), 'utf8') : null,
    };
  }

  return {
    async current() {
      // One stat a request: a new build's manifest is picked up at once.
      const manifestStat = statSync(manifestFile, { throwIfNoEntry: false });
      if (!manifestStat) return null;
      const key = String(manifestStat.mtimeMs);
      if (!client || client.key !== key) client = { key, build: readClient() };
      if (!entry) {
        if (!existsSync(entryFile)) return null;
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
export function servablePage(status: number, html: string, sources: CspSources = {}): CachedPage {
  const etag = etagOfPage(html);
  return {
    status,
    html,
    etag,
    gzip: new Uint8Array(gzipSync(html)),
    gzipEtag: `${etag.slice(0, -1)}-gzip"`,
    csp: pageCsp(html, sources),
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
  constructor(
    readonly maxEntries = 2000,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

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

/** Hosts a page may take more from than its own origin, per directive (a map's tiles or script). */
export type CspSources = PageSources;

/**
 * The Content-Security-Policy of a page: scripts and connections to this origin only (the
 * app's inline start by its hash), every inline style element allowed by its hash (no 'unsafe-inline', so no injected style or style
 * attribute applies), framing by the Telegram clients only. `sources` adds what the page's
 * maps need (a tile server's origin; the Yandex Maps API's hosts on a Yandex brand's pages).
 */
export function pageCsp(html: string, sources: CspSources = {}): string {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) hashes.add(hash(match[1]!));
  // Inline scripts that run (the app's start); data blocks (JSON, JSON-LD) never run.
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)) scripts.add(hash(match[1]!));
  const directive = (name: string, ...values: readonly string[]) => [name, ...new Set(values)].join(' ');
  return [
    "default-src 'self'",
    directive('script-src', "'self'", ...scripts, ...(sources.script ?? [])),
    directive('style-src', "'self'", ...hashes, ...(sources.style ?? [])),
    directive('img-src', "'self'", 'data:', 'blob:', 'https:', ...(sources.img ?? [])),
    directive('connect-src', "'self'", ...(sources.connect ?? [])),
    "font-src 'self' data:",
    "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The studio's policy: its own scripts, styles and calls only, images from anywhere a brand keeps
 * them, a frame of this origin (the preview is the storefront itself), and no site may frame it
 * (a merchant's tools are never drawn inside another page).
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');
