/**
 * A tiny SVG toolkit for the demo artwork: shapes as strings, colour mixing and a seeded
 * random generator. Drawings use no <text> (the server rasterises SVG where fonts may be
 * missing) and round every number to one decimal to keep files small.
 */

/** A random number in [0, 1), reproducible from its seed. */
export type Rand = () => number;
/** Shapes drawn in a 480x480 canvas, the food centred near (240, 250). */
export type Drawing = (rand: Rand) => string;
type Attrs = Record<string, string | number | undefined>;

/** mulberry32 seeded with the FNV-1a hash of the seed text. */
export function seeded(seed: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** A value between `min` and `max`. */
export const between = (rand: Rand, min: number, max: number): number => min + rand() * (max - min);
export function pick<T>(rand: Rand, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length]!;
}

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width, height, rx: rx || undefined, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
/** An unfilled round-capped stroke. */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  path(d, 'none', { stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
/** A dotted ring: one circle with a dash pattern stands in for dozens of dots. */
export const dottedRing = (cx: number, cy: number, r: number, color: string, width: number, dash: string, extra: Attrs = {}) =>
  circle(cx, cy, r, 'none', { stroke: color, 'stroke-width': width, 'stroke-dasharray': dash, 'stroke-linecap': 'round', ...extra });
export const group = (transform: string, body: string, extra: Attrs = {}) => `<g${attrs({ transform, ...extra })}>${body}</g>`;
/**
 * A shape defined once and placed many times (rolls on a board, toppings on a pizza): a
 * `<use>` costs a few bytes where a copy costs a hundred. The id comes from the drawing's
 * random generator, so drawings combined in one file do not collide.
 */
export function reusable(rand: Rand, body: string) {
  const id = `u${Math.floor(rand() * 36 ** 5).toString(36)}`;
  return {
    def: `<defs><g id="${id}">${body}</g></defs>`,
    at: (x: number, y: number, deg = 0) => `<use href="#${id}" transform="translate(${n(x)} ${n(y)})${deg ? ` rotate(${Math.round(deg)})` : ''}"/>`,
  };
}
export const rotate = (deg: number, cx: number, cy: number) => `rotate(${n(deg)} ${n(cx)} ${n(cy)})`;
/** Places a drawing of the 480 canvas with its centre (240, 240) at (x, y), scaled. */
export const place = (x: number, y: number, scale: number, body: string) =>
  group(`translate(${n(x - 240 * scale)} ${n(y - 240 * scale)}) scale(${Math.round(scale * 1000) / 1000})`, body);

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const shade = (color: string, t: number) => mix(color, '#000000', t);
export const tint = (color: string, t: number) => mix(color, '#ffffff', t);

/** Relative luminance, to tell a dark background from a light one. */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

/** A product picture: soft background, a halo, a floor shadow, the food. */
export function productScene(background: string, body: string, options: { shadow?: boolean } = {}): string {
  const dark = luminance(background) < 0.2;
  const halo = dark ? tint(background, 0.07) : tint(background, 0.45);
  const shadow = options.shadow === false ? '' : ellipse(240, 392, 150, 20, '#000', { opacity: dark ? 0.35 : 0.1 });
  return svg(480, 480, `${rect(0, 0, 480, 480, 0, background)}${circle(240, 240, 205, halo)}${shadow}${body}`);
}
