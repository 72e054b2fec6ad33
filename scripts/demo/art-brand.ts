/**
 * Brand artwork of the demo: logos and favicons (an emblem on the brand colour), wide home
 * banners, story covers and story pictures, and the neutral placeholder of public/.
 */
import { circle, ellipse, group, line, n, path, place, productScene, rect, rotate, seeded, shade, svg, tint, type Drawing } from './svg.ts';

export type Emblem = 'burger' | 'cup' | 'sakura' | 'slice' | 'qozon' | 'plate';

/** A white emblem drawn in a 256 box. */
function emblem(kind: Emblem, color: string): string {
  const w = '#FFFFFF';
  switch (kind) {
    case 'burger':
      return (
        path('M58 128 C58 62 198 62 198 128Z', w) +
        rect(50, 140, 156, 18, 9, w) +
        rect(58, 168, 140, 30, 15, w) +
        path('M106 84 C114 98 120 102 128 100 C126 90 128 80 134 74 C132 86 140 92 146 100', 'none', {
          stroke: color,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        })
      );
    case 'cup':
      return (
        line('M104 66 C94 54 114 46 104 34 M136 66 C126 54 146 46 136 34', w, 8) +
        path('M62 92 H194 C194 160 168 196 128 196 C88 196 62 160 62 92Z', w) +
        line('M192 112 C228 112 228 158 186 158', w, 12) +
        rect(56, 204, 144, 12, 6, w)
      );
    case 'sakura': {
      let s = '';
      for (let k = 0; k < 5; k++) s += group(rotate(k * 72, 128, 128), path('M128 128 C96 98 100 54 120 46 L128 58 L136 46 C156 54 160 98 128 128Z', w));
      return s + circle(128, 128, 16, color) + circle(128, 128, 7, w);
    }
    case 'slice':
      return (
        path('M128 210 L62 72 Q128 44 194 72Z', w) +
        path('M70 86 Q128 62 186 86', 'none', { stroke: color, 'stroke-width': 8 }) +
        circle(116, 110, 12, color) +
        circle(148, 136, 11, color) +
        circle(126, 164, 9, color)
      );
    case 'qozon':
      return (
        line('M104 74 C94 62 114 52 104 40 M152 74 C142 62 162 52 152 40', w, 8) +
        rect(48, 92, 160, 18, 9, w) +
        path('M60 110 H196 C196 170 168 204 128 204 C88 204 60 170 60 110Z', w) +
        line('M60 124 C36 124 36 148 62 146 M196 124 C220 124 220 148 194 146', w, 10)
      );
    case 'plate':
      return (
        circle(128, 132, 66, 'none', { stroke: w, 'stroke-width': 12 }) +
        circle(128, 132, 38, 'none', { stroke: w, 'stroke-width': 6 }) +
        line('M40 64 V112 M30 64 V96 M50 64 V96 M40 112 V200', w, 8) +
        path('M216 64 C196 80 196 120 210 130 V200', 'none', { stroke: w, 'stroke-width': 10, 'stroke-linecap': 'round' })
      );
  }
}

/** The brand logo: the emblem on a round badge of the brand colour. */
export function logo(kind: Emblem, color: string): string {
  return svg(256, 256, circle(128, 128, 128, color) + circle(128, 128, 116, 'none', { stroke: tint(color, 0.25), 'stroke-width': 4 }) + emblem(kind, color));
}

/** The favicon: the emblem on a rounded square, readable at 16 px. */
export function favicon(kind: Emblem, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="64" height="64">${rect(0, 0, 256, 256, 56, color)}${emblem(kind, color)}</svg>\n`;
}

export type Motif = 'percent' | 'burst' | 'pin' | 'confetti' | 'moon';

function motif(kind: Motif, color: string, seed: string): string {
  const rand = seeded(seed);
  switch (kind) {
    case 'percent':
      return (
        circle(170, 170, 48, 'none', { stroke: color, 'stroke-width': 26 }) +
        circle(330, 320, 48, 'none', { stroke: color, 'stroke-width': 26 }) +
        rect(236, 120, 30, 250, 15, color, { transform: rotate(32, 251, 245) })
      );
    case 'burst': {
      let d = '';
      for (let k = 0; k < 32; k++) {
        const r = k % 2 ? 120 : 170;
        const a = (k / 32) * Math.PI * 2;
        d += `${k ? 'L' : 'M'}${n(250 + Math.cos(a) * r)} ${n(240 + Math.sin(a) * r)} `;
      }
      return (
        path(`${d}Z`, color) +
        circle(250, 240, 92, tint(color, 0.85)) +
        path('M250 180 L266 222 L310 224 L276 252 L288 296 L250 270 L212 296 L224 252 L190 224 L234 222Z', color)
      );
    }
    case 'pin':
      return (
        line('M60 300 H200 M90 340 H230 M40 260 H150', tint(color, 0.5), 14) +
        path('M300 360 C230 280 220 250 220 200 A80 80 0 0 1 380 200 C380 250 370 280 300 360Z', color) +
        circle(300, 200, 34, tint(color, 0.85))
      );
    case 'confetti': {
      let s = '';
      for (let k = 0; k < 16; k++) {
        const x = 30 + rand() * 420;
        const y = 30 + rand() * 420;
        s +=
          k % 2
            ? circle(x, y, 6 + rand() * 10, k % 3 ? color : tint(color, 0.6))
            : rect(x, y, 26, 10, 5, tint(color, 0.3), { transform: rotate(rand() * 180, x, y) });
      }
      return s;
    }
    case 'moon':
      return (
        path('M300 80 A160 160 0 1 0 420 330 A130 130 0 1 1 300 80Z', color) +
        circle(140, 120, 10, color) +
        circle(90, 220, 7, color) +
        circle(200, 60, 6, color)
      );
  }
}

/** A 2:1 home banner: a motif on the left, the food large on the right. */
export function banner(options: { background: string; accent: string; motif: Motif; items: readonly Drawing[]; seed: string }): string {
  const rand = seeded(options.seed);
  const { background, accent, items } = options;
  let s = rect(0, 0, 960, 480, 0, background) + circle(700, 250, 300, tint(background, 0.12)) + circle(700, 250, 220, tint(background, 0.22));
  s += group('translate(40 0)', motif(options.motif, accent, options.seed));
  s += ellipse(700, 420, 230, 26, '#000', { opacity: 0.18 });
  if (items.length === 1) s += place(700, 250, 0.95, items[0]!(rand));
  else
    items.slice(0, 2).forEach((item, i) => {
      s += place(i ? 820 : 610, i ? 260 : 240, i ? 0.66 : 0.82, item(rand));
    });
  return svg(960, 480, s);
}

/** A round story cover (square file, the storefront crops it to a circle). */
export function storyCover(options: { background: string; item: Drawing; seed: string }): string {
  return svg(
    480,
    480,
    rect(0, 0, 480, 480, 0, options.background) +
      circle(240, 240, 190, tint(options.background, 0.3)) +
      place(240, 240, 0.95, options.item(seeded(options.seed))),
  );
}

/** The story itself: the food over the brand motif. */
export function storyImage(options: { background: string; accent: string; motif: Motif; item: Drawing; seed: string }): string {
  const s =
    rect(0, 0, 480, 480, 0, options.background) +
    motif(options.motif, tint(options.accent, 0.15), options.seed) +
    ellipse(300, 420, 150, 20, '#000', { opacity: 0.15 }) +
    place(300, 280, 0.72, options.item(seeded(options.seed)));
  return svg(480, 480, s);
}

/** A gallery view of a product: the same dish closer up and turned, on another tone. */
export function galleryView(background: string, item: Drawing, seed: string, variant: number): string {
  const rand = seeded(`${seed}#${variant}`);
  const body = variant % 2 ? place(250, 260, 1.2, group(rotate(-8, 240, 240), item(rand))) : place(240, 250, 0.8, item(rand));
  return productScene(variant % 2 ? shade(background, 0.04) : tint(background, 0.2), body);
}

/** public/placeholder.svg: a neutral plate with fork and knife, for a product without a picture. */
export function placeholder(): string {
  const grey = '#C9CAD2';
  return svg(
    480,
    480,
    rect(0, 0, 480, 480, 0, '#EEEFF3') +
      circle(240, 240, 120, 'none', { stroke: grey, 'stroke-width': 14 }) +
      circle(240, 240, 78, 'none', { stroke: grey, 'stroke-width': 6 }) +
      line('M76 140 V206 M62 140 V186 M90 140 V186 M76 206 V340', grey, 10) +
      path('M404 140 C378 164 378 220 396 232 V340', 'none', { stroke: grey, 'stroke-width': 12, 'stroke-linecap': 'round' }),
  );
}

/** public/favicon.svg: the fallback icon before a brand is known. */
export function genericFavicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="64" height="64">${rect(0, 0, 256, 256, 56, '#FCE000')}${
    circle(128, 132, 66, 'none', { stroke: '#1D1D1F', 'stroke-width': 14 }) +
    line('M40 64 V112 M30 64 V96 M50 64 V96 M40 112 V200', '#1D1D1F', 9) +
    path('M216 64 C196 80 196 120 210 130 V200', 'none', { stroke: '#1D1D1F', 'stroke-width': 11, 'stroke-linecap': 'round' })
  }</svg>\n`;
}
