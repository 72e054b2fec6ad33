/**
 * /img: the brand images of public/images. `/img/cdn/FILE` serves a file as it is;
 * `/img/resize?src=FILE&w&h&q&f` answers it resized and re-encoded (SPEC point 7: defaults
 * 480x480, quality 100, webp), kept in a bounded in-memory cache. A missing file answers the
 * placeholder image (marked by the X-Image-Placeholder header, never cached), so a broken link in
 * a brand's data still shows a picture; a name outside the images folder is refused (400).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { IMAGE_DEFAULTS } from '#domain/image-url';
import { ApiFailure } from '../errors.ts';
import { fieldsOf } from '../http.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};
const FORMAT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif' } as const;
/** Used when public/ has no placeholder.svg of its own. */
const FALLBACK_PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#e9e9ee"/><circle cx="240" cy="240" r="120" fill="none" stroke="#c4c4cc" stroke-width="16"/></svg>';
const CACHE_BYTES = 64 * 1024 * 1024;
const ONE_WEEK = 'public, max-age=604800';

const dimension = z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.pipe(z.transform(Number), z.int().check(z.gte(16), z.lte(2048))));
const resizeQuerySchema = z.object({
  src: z.string().check(z.minLength(1), z.maxLength(300)),
  w: z._default(dimension, IMAGE_DEFAULTS.width),
  h: z._default(dimension, IMAGE_DEFAULTS.height),
  q: z._default(z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.pipe(z.transform(Number), z.int().check(z.gte(1), z.lte(100)))), IMAGE_DEFAULTS.quality),
  f: z._default(z.enum(['webp', 'jpeg', 'png', 'avif']), IMAGE_DEFAULTS.format),
});

/** A least-recently-used cache bounded by bytes. */
class ByteCache {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;
  constructor(readonly limit: number) {}
  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer): void {
    if (value.length > this.limit) return;
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [k, v] of this.#entries) {
      if (this.#bytes <= this.limit) break;
      this.#entries.delete(k);
      this.#bytes -= v.length;
    }
  }
}

export function imagesRoutes(options: { publicDir: string }) {
  const app = new Hono();
  const imagesDir = resolve(options.publicDir, 'images');
  const placeholder = resolve(options.publicDir, 'placeholder.svg');
  const cache = new ByteCache(CACHE_BYTES);
  const pending = new Map<string, Promise<Buffer>>();

  /** The file under public/images a name points to; null for anything outside it. */
  function fileOf(name: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      return null;
    }
    // A backslash is a separator elsewhere: no image name of ours has one.
    if (decoded.includes('\0') || decoded.includes('\\')) return null;
    const path = resolve(imagesDir, decoded.replace(/^\/+/, ''));
    return path.startsWith(imagesDir + sep) ? path : null;
  }

  async function exists(path: string | null): Promise<boolean> {
    if (!path) return false;
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  }

  async function placeholderResponse() {
    const body = await readFile(placeholder).catch(() => Buffer.from(FALLBACK_PLACEHOLDER));
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache', 'X-Image-Placeholder': '1' },
    });
  }

  const outside = (field: string) => new ApiFailure('BAD_REQUEST', { fields: [{ path: field, message: 'expected a file name inside the images folder' }] });

  app.get('/cdn/*', async (c) => {
    const path = fileOf(c.req.path.replace(/^.*?\/cdn\//, ''));
    if (!path) throw outside('$.path');
    if (!(await exists(path))) return placeholderResponse();
    const type = CONTENT_TYPES[extname(path).toLowerCase()];
    if (!type) return placeholderResponse();
    return c.body(new Uint8Array(await readFile(path)), 200, { 'Content-Type': type, 'Cache-Control': ONE_WEEK });
  });

  app.get('/resize', async (c) => {
    const parsed = resizeQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(parsed.error, 'query') });
    }
    const { src, w, h, q, f } = parsed.data;
    const path = fileOf(src);
    if (!path) throw outside('$.query.src');
    if (!(await exists(path)) || !CONTENT_TYPES[extname(path).toLowerCase()]) return placeholderResponse();
    const key = `${path}|${w}|${h}|${q}|${f}`;
    let image = cache.get(key);
    if (!image) {
      // One encode per key at a time, however many requests ask for it together.
      let job = pending.get(key);
      if (!job) {
        job = sharp(path, { density: 144 }).resize(w, h, { fit: 'cover' }).toFormat(f, { quality: q }).toBuffer();
        pending.set(key, job);
        job.then((buffer) => cache.set(key, buffer), () => {}).finally(() => pending.delete(key));
      }
      try {
        image = await job;
      } catch {
        return placeholderResponse();
      }
    }
    return c.body(new Uint8Array(image), 200, { 'Content-Type': FORMAT_TYPES[f], 'Cache-Control': ONE_WEEK });
  });

  return app;
}
