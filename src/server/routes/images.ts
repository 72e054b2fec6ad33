/**
 * /img: the brand images of public/images, and those staff uploaded in the studio (`uploads/...`,
 * kept in the data folder). `/img/cdn/FILE` serves a file as it is;
 * `/img/resize?src=FILE&w&h&q&f` answers it resized and re-encoded (SPEC point 7: defaults
 * 480x480, quality 100, webp), kept in a bounded in-memory cache. Only the variants the
 * storefront asks for (IMAGE_VARIANTS) are served; encodes run a few at a time. A missing file answers the
 * placeholder image (marked by the X-Image-Placeholder header, never cached), so a broken link in
 * a brand's data still shows a picture; a name outside the images folder is refused (400).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { describeIssue } from '#schemas/issue-text';
import { IMAGE_DEFAULTS, IMAGE_VARIANTS, isImageVariant, type ImageFormat } from '#domain/image-url';
import { UPLOADS_PREFIX } from '#schemas/studio-endpoints';
import { ApiFailure } from '../errors.ts';
import { fieldsOf } from '../http.ts';
import { Abandoned, QueueFull, SharedWorkQueue } from '../work-queue.ts';

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
const FORMAT_TYPES: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp' };
/** Used when public/ has no placeholder.svg of its own. */
const FALLBACK_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#e9e9ee"/><circle cx="240" cy="240" r="120" fill="none" stroke="#c4c4cc" stroke-width="16"/></svg>';
const CACHE_BYTES = 64 * 1024 * 1024;
const ONE_WEEK = 'public, max-age=604800';
/** An encode past this is given up (sharp stops it): no allowed variant comes near it. */
const ENCODE_TIMEOUT_SECONDS = 10;

const number = (digits: number) =>
  z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${digits}}$`), { error: 'expected a whole number' })), z.transform(Number));
const resizeQuerySchema = z.object({
  src: z.string().check(z.minLength(1), z.maxLength(300)),
  w: z._default(number(4), IMAGE_DEFAULTS.width),
  h: z._default(number(4), IMAGE_DEFAULTS.height),
  q: z._default(number(3), IMAGE_DEFAULTS.quality),
  f: z._default(z.string(), IMAGE_DEFAULTS.format),
});

const SIZES = IMAGE_VARIANTS.sizes.map((s) => `${s.width}x${s.height}`).join(', ');

/** What is wrong with a parsed variant, field by field, against IMAGE_VARIANTS. */
function variantProblems(v: { w: number; h: number; q: number; f: string }): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const widths: number[] = [...new Set(IMAGE_VARIANTS.sizes.map((s) => s.width))];
  if (!widths.includes(v.w)) {
    problems.push({ path: '$.query.w', message: `expected one of ${widths.join(', ')} (sizes ${SIZES})` });
  } else if (!isImageVariant({ width: v.w, height: v.h, quality: IMAGE_DEFAULTS.quality, format: IMAGE_DEFAULTS.format })) {
    const heights = IMAGE_VARIANTS.sizes.filter((s) => s.width === v.w).map((s) => s.height);
    problems.push({ path: '$.query.h', message: `expected ${heights.join(' or ')} with w=${v.w} (sizes ${SIZES})` });
  }
  if (!(IMAGE_VARIANTS.qualities as readonly number[]).includes(v.q)) {
    problems.push({ path: '$.query.q', message: `expected ${IMAGE_VARIANTS.qualities.join(' or ')}` });
  }
  if (!(IMAGE_VARIANTS.formats as readonly string[]).includes(v.f)) {
    problems.push({ path: '$.query.f', message: `expected ${IMAGE_VARIANTS.formats.join(' or ')}` });
  }
  return problems;
}

export interface ResizeVariant {
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  readonly format: ImageFormat;
}

/** The real encoder: cover-crop to the variant, then encode (sharp stops past the timeout). */
export const sharpEncode = (file: string, v: ResizeVariant): Promise<Buffer> =>
  sharp(file, { density: 144 })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .resize(v.width, v.height, { fit: 'cover' })
    .toFormat(v.format, { quality: v.quality })
    .toBuffer();

export interface ImagesOptions {
  readonly publicDir: string;
  /** The studio's uploads (the data folder's uploads/): names under `uploads/` are read from here. */
  readonly uploadsDir?: string;
  /** Encodes at once (default 2, one per core of the machine it was sized on). */
  readonly concurrency?: number;
  /** Encodes waiting for a slot at most; past it a request is answered 503 (default 32). */
  readonly queueLimit?: number;
  /** The encoder; tests pass one that they pace and count. */
  readonly encode?: (file: string, variant: ResizeVariant) => Promise<Buffer>;
}

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

export function imagesRoutes(options: ImagesOptions) {
  const app = new Hono();
  const imagesDir = resolve(options.publicDir, 'images');
  const uploadsDir = options.uploadsDir ? resolve(options.uploadsDir) : null;
  const placeholder = resolve(options.publicDir, 'placeholder.svg');
  const cache = new ByteCache(CACHE_BYTES);
  const encode = options.encode ?? sharpEncode;
  // One encode per key at a time, however many requests ask for it together; a bounded number
  // at once, a bounded number waiting, and none started for clients that have left.
  const encodes = new SharedWorkQueue<Buffer>({ concurrency: options.concurrency ?? 2, queueLimit: options.queueLimit ?? 32 });

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
    const file = decoded.replace(/^\/+/, '');
    // An uploaded image lives in the data folder, every other in public/images.
    const dir = uploadsDir && file.startsWith(UPLOADS_PREFIX) ? uploadsDir : imagesDir;
    const path = resolve(dir, dir === uploadsDir ? file.slice(UPLOADS_PREFIX.length) : file);
    return path.startsWith(dir + sep) ? path : null;
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
    const parsed = resizeQuerySchema.safeParse(c.req.query(), { error: describeIssue });
    if (!parsed.success) {
      throw new ApiFailure('BAD_REQUEST', { fields: fieldsOf(parsed.error, 'query') });
    }
    const problems = variantProblems(parsed.data);
    if (problems.length > 0) throw new ApiFailure('BAD_REQUEST', { fields: problems });
    const { src, w, h, q } = parsed.data;
    const variant: ResizeVariant = { width: w, height: h, quality: q, format: parsed.data.f as ImageFormat };
    const path = fileOf(src);
    if (!path) throw outside('$.query.src');
    if (!(await exists(path)) || !CONTENT_TYPES[extname(path).toLowerCase()]) return placeholderResponse();
    const key = `${path}|${w}|${h}|${q}|${variant.format}`;
    let image = cache.get(key);
    if (!image) {
      try {
        image = await encodes.run(
          key,
          async () => {
            const buffer = await encode(path, variant);
            // Kept even when every client has left by now: the work is done.
            cache.set(key, buffer);
            return buffer;
          },
          c.req.raw.signal,
        );
      } catch (error) {
        if (error instanceof QueueFull) {
          c.header('Retry-After', '1');
          throw new ApiFailure('UNAVAILABLE');
        }
        // Nobody is waiting for this answer any more.
        if (error instanceof Abandoned) throw new ApiFailure('UNAVAILABLE');
        return placeholderResponse();
      }
    }
    return c.body(new Uint8Array(image), 200, { 'Content-Type': FORMAT_TYPES[variant.format], 'Cache-Control': ONE_WEEK });
  });

  return app;
}
