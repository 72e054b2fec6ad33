/**
 * Flat food illustrations built from plain shapes. Each function takes the look of one dish
 * (colours, toppings) and answers a Drawing for the 480x480 product canvas.
 */
import {
  between,
  circle,
  dottedRing,
  ellipse,
  group,
  line,
  n,
  path,
  pick,
  place,
  rect,
  reusable,
  rotate,
  shade,
  tint,
  type Drawing,
  type Rand,
} from './svg.ts';

const PLATE = '#F4F1EC';
const NORI = '#1F2B25';
const RICE = '#FBFAF4';
const GOLD = '#E3A04A';

/** A plate seen from above. */
const plateTop = (r = 180, color = PLATE) =>
  circle(240, 250, r, shade(color, 0.06)) + circle(240, 250, r - 6, color) + circle(240, 250, r * 0.72, shade(color, 0.03));
/** An oval plate seen from the side. */
const plateSide = (y = 360, rx = 180, color = PLATE) =>
  ellipse(240, y + 6, rx, 36, shade(color, 0.12)) + ellipse(240, y, rx, 34, color) + ellipse(240, y - 2, rx * 0.68, 20, shade(color, 0.04));
/** A rectangular wooden board or slate, from above. */
const board = (color = '#B9875A') => rect(48, 120, 384, 270, 26, shade(color, 0.15)) + rect(48, 112, 384, 270, 26, color);

/** A wavy edge from x0 to x1 along y, bulging down by `depth`: the hanging edge of lettuce. */
function wave(x0: number, x1: number, y: number, depth: number, steps: number): string {
  const w = (x1 - x0) / steps;
  let d = '';
  for (let i = 0; i < steps; i++) d += ` Q${n(x0 + i * w + w / 2)} ${n(y + depth)} ${n(x0 + (i + 1) * w)} ${n(y)}`;
  return d;
}

/** A ring of `count` points around (cx, cy) with a wobbling radius: cheese, glaze. */
function blob(rand: Rand, cx: number, cy: number, r: number, wobble: number, count: number): string {
  const pts = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const rr = r + between(rand, -wobble, wobble);
    return [Math.round(cx + Math.cos(a) * rr), Math.round(cy + Math.sin(a) * rr)] as const;
  });
  const mid = (i: number) => {
    const p = pts[i % count]!;
    const q = pts[(i + 1) % count]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as const;
  };
  let d = `M${n(mid(0)[0])} ${n(mid(0)[1])}`;
  for (let i = 1; i <= count; i++) {
    const p = pts[i % count]!;
    const m = mid(i);
    d += ` Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

/** Points scattered in a disc, kept apart from each other. */
function scatter(rand: Rand, count: number, cx: number, cy: number, r: number, gap: number): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r;
    const p: [number, number] = [Math.round(cx + Math.cos(a) * d), Math.round(cy + Math.sin(a) * d)];
    if (out.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= gap)) out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------- burgers and fast food

export interface BurgerLook {
  bun?: string;
  patty?: string;
  patties?: number;
  cheese?: string | false;
  lettuce?: boolean;
  tomato?: boolean;
  onion?: boolean;
  crispy?: boolean;
  mushrooms?: boolean;
  seeds?: boolean;
  extra?: string;
}

export function burger(look: BurgerLook = {}): Drawing {
  const bun = look.bun ?? '#E2A04F';
  const patty = look.patty ?? (look.crispy ? '#D58A2E' : '#6B3A1F');
  const patties = look.patties ?? 1;
  return (rand) => {
    const layers: { h: number; draw: (y: number) => string }[] = [];
    layers.push({ h: 40, draw: (y) => rect(118, y - 44, 244, 46, 20, bun) + rect(122, y - 44, 236, 9, 4, tint(bun, 0.3)) });
    for (let i = 0; i < patties; i++) {
      const h = patties > 2 ? 30 : 36;
      layers.push({
        h: h - 6,
        draw: (y) => {
          let s = rect(104, y - h, 272, h, h / 2, patty);
          if (look.crispy) for (let k = 0; k < 9; k++) s += circle(114 + k * 31, y - h + (k % 2) * 3, 10, patty);
          else s += line(`M128 ${n(y - h / 2)} H352`, shade(patty, 0.25), 3, { 'stroke-dasharray': '10 16', opacity: 0.7 });
          return s;
        },
      });
      if (look.cheese !== false && (i < patties - 1 || look.cheese)) {
        const cheese = look.cheese || '#FFC23C';
        layers.push({
          h: 7,
          draw: (y) =>
            path(
              `M104 ${n(y - 6)} H376 V${n(y + 3)} L352 ${n(y + 5)} L340 ${n(y + 26)} L326 ${n(y + 5)} L282 ${n(y + 7)} L266 ${n(y + 32)} L250 ${n(y + 7)} L196 ${n(y + 7)} L182 ${n(y + 24)} L168 ${n(y + 7)} L104 ${n(y + 5)}Z`,
              cheese,
            ),
        });
      }
    }
    if (look.mushrooms) {
      layers.push({ h: 14, draw: (y) => [140, 200, 262, 322].map((x) => ellipse(x, y - 6, 30, 12, '#A77B56') + ellipse(x, y - 8, 22, 6, '#C9A27E')).join('') });
    }
    if (look.extra) layers.push({ h: 12, draw: (y) => rect(112, y - 14, 256, 14, 7, look.extra!) });
    if (look.tomato !== false) layers.push({ h: 12, draw: (y) => rect(114, y - 16, 252, 16, 8, '#E4483A') + rect(130, y - 14, 90, 5, 2, '#F07A64') });
    if (look.onion) layers.push({ h: 6, draw: (y) => rect(124, y - 10, 232, 10, 5, '#F4E6F3', { stroke: '#B06AB3', 'stroke-width': 3 }) });
    if (look.lettuce !== false) layers.push({ h: 12, draw: (y) => path(`M100 ${n(y - 14)} H380 V${n(y)}${wave(380, 100, y, 16, 10)}Z`, '#69B841') });
    layers.push({
      h: 0,
      draw: (y) => {
        const b = y + 6;
        let s = path(
          `M106 ${n(b)} C106 ${n(b - 130)} 374 ${n(b - 130)} 374 ${n(b)} Q374 ${n(b + 12)} 360 ${n(b + 12)} H120 Q106 ${n(b + 12)} 106 ${n(b)}Z`,
          bun,
        );
        s += ellipse(186, b - 62, 44, 15, tint(bun, 0.3), { transform: rotate(-18, 186, b - 62) });
        if (look.seeds !== false) {
          const seed = reusable(rand, ellipse(0, 0, 5, 2.6, '#FFF3D2'));
          s += seed.def;
          for (let k = 0; k < 11; k++) {
            const x = between(rand, 150, 330);
            const top = b - 97 * Math.sqrt(Math.max(0, 1 - ((x - 240) / 134) ** 2));
            s += seed.at(x, between(rand, top + 14, b - 18), between(rand, -40, 40));
          }
        }
        return s;
      },
    });
    const total = layers.reduce((sum, l) => sum + l.h, 0) + 100;
    let y = Math.min(388, 250 + total / 2);
    let out = '';
    for (const layer of layers) {
      out += layer.draw(y);
      y -= layer.h;
    }
    return out;
  };
}

export function hotdog(look: { bun?: string; sausage?: string; sauce?: string; topping?: string } = {}): Drawing {
  const bun = look.bun ?? '#E3A552';
  const sausage = look.sausage ?? '#B8432B';
  return (rand) => {
    let s = rect(96, 206, 288, 76, 38, shade(bun, 0.1));
    s += rect(70, 222, 340, 48, 24, sausage) + rect(90, 228, 300, 8, 4, tint(sausage, 0.25));
    let zig = 'M104 236';
    for (let x = 120; x <= 380; x += 20) zig += ` L${x} ${x % 40 === 0 ? 228 : 246}`;
    s += line(zig, look.sauce ?? '#F2C230', 7);
    if (look.topping) for (let k = 0; k < 8; k++) s += rect(between(rand, 120, 350), between(rand, 224, 240), 12, 8, 3, look.topping);
    s += rect(100, 250, 280, 80, 40, bun) + ellipse(190, 274, 56, 10, tint(bun, 0.3));
    return group(rotate(-8, 240, 270), s);
  };
}

export function fries(look: { box?: string; fry?: string } = {}): Drawing {
  const box = look.box ?? '#D62828';
  const fry = look.fry ?? '#F6C445';
  return (rand) => {
    let s = '';
    for (let i = 0; i < 9; i++) {
      const x = Math.round(158 + i * 18 + between(rand, -3, 3));
      s += rect(x, Math.round(between(rand, 110, 170)), 22, 220, 6, i % 2 ? fry : shade(fry, 0.1), { transform: `rotate(${(i - 4) * 3} ${x + 11} 330)` });
    }
    s += path('M146 236 Q240 266 334 236 L312 392 Q240 404 168 392Z', box);
    s += path('M146 236 Q240 266 334 236 L331 258 Q240 288 149 258Z', shade(box, 0.18));
    s += circle(240, 326, 32, tint(box, 0.85)) + path('M240 304 C256 318 258 330 248 346 C244 336 238 334 234 346 C222 332 226 318 240 304Z', box);
    return s;
  };
}

export function wedges(look: { potato?: string } = {}): Drawing {
  const potato = look.potato ?? '#E9B24E';
  return (rand) => {
    let s = path('M100 250 Q100 392 240 392 Q380 392 380 250Z', '#7A4A2A') + ellipse(240, 250, 140, 30, '#5E3820');
    const spots: [number, number][] = [
      [170, 238],
      [220, 222],
      [276, 226],
      [320, 244],
      [196, 258],
      [256, 252],
      [150, 262],
      [300, 262],
      [236, 206],
    ];
    const wedge = reusable(
      rand,
      path('M-50 12 Q0 -44 50 12 Q0 2 -50 12Z', potato) +
        line('M-46 10 Q0 -33 46 10', shade(potato, 0.35), 5) +
        circle(-8, -8, 3, '#7C9A3A') +
        circle(12, -4, 2.5, '#7C9A3A'),
    );
    s += wedge.def;
    for (const [x, y] of spots) s += wedge.at(x, y, between(rand, -50, 50));
    return s;
  };
}

export function nuggets(look: { color?: string; tray?: string; count?: number } = {}): Drawing {
  const color = look.color ?? '#D9922F';
  return (rand) => {
    const spots: [number, number][] = [
      [180, 250],
      [262, 240],
      [330, 262],
      [150, 300],
      [226, 292],
      [300, 306],
      [200, 212],
      [282, 204],
      [250, 330],
    ];
    let s = look.tray ? path('M104 280 L376 280 L350 392 L130 392Z', look.tray) : plateSide(350, 190);
    const nugget = reusable(
      rand,
      ellipse(0, 0, 44, 31, color) + ellipse(-8, -10, 18, 8, tint(color, 0.3)) + circle(14, 6, 3, shade(color, 0.2)) + circle(-16, 10, 2.5, shade(color, 0.2)),
    );
    s += nugget.def;
    for (const [x, y] of spots.slice(0, look.count ?? 8)) s += nugget.at(x, y, between(rand, -30, 30));
    if (look.tray) s += path('M104 280 L376 280 L366 322 L114 322Z', shade(look.tray, 0.15));
    return s;
  };
}

export function onionRings(look: { color?: string } = {}): Drawing {
  const color = look.color ?? '#DDA045';
  return () => {
    let s = plateSide(350, 190);
    const rings: [number, number, number][] = [
      [176, 296, 54],
      [290, 300, 58],
      [232, 236, 56],
      [330, 232, 44],
      [150, 228, 42],
    ];
    for (const [x, y, r] of rings)
      s +=
        circle(x, y, r, 'none', { stroke: shade(color, 0.15), 'stroke-width': 26 }) +
        circle(x, y, r, 'none', { stroke: color, 'stroke-width': 20 }) +
        dottedRing(x, y, r, tint(color, 0.4), 4, '2 12');
    return s;
  };
}

export function sticks(look: { color?: string; inside?: string } = {}): Drawing {
  const color = look.color ?? '#D8913A';
  const inside = look.inside ?? '#FFF3C8';
  return () => {
    let s = plateSide(350, 190);
    const list: [number, number, number][] = [
      [230, 250, -24],
      [250, 290, 12],
      [210, 320, -6],
      [280, 220, 30],
      [180, 280, 40],
    ];
    for (const [x, y, a] of list)
      s += group(
        rotate(a, x, y),
        rect(x - 90, y - 20, 180, 40, 20, color) + rect(x + 62, y - 16, 26, 32, 14, inside) + dottedRing(x, y, 10, tint(color, 0.4), 4, '2 8'),
      );
    s += ellipse(350, 330, 44, 16, '#FFFFFF') + ellipse(350, 328, 36, 11, '#C9372C');
    return s;
  };
}

export function wings(look: { glaze?: string; garnish?: string } = {}): Drawing {
  const glaze = look.glaze ?? '#C2461E';
  return (rand) => {
    let s = plateSide(350, 190);
    const list: [number, number, number][] = [
      [170, 270, -20],
      [260, 250, 15],
      [210, 318, 5],
      [312, 308, -25],
      [150, 330, 30],
    ];
    for (const [x, y, a] of list) {
      s += group(
        rotate(a, x, y),
        rect(x + 30, y - 7, 46, 14, 7, '#F4EBD9') +
          circle(x + 78, y - 7, 9, '#F4EBD9') +
          circle(x + 78, y + 7, 9, '#F4EBD9') +
          ellipse(x, y, 52, 32, glaze) +
          ellipse(x - 14, y - 12, 20, 8, tint(glaze, 0.35)),
      );
    }
    for (let k = 0; k < 10; k++) s += ellipse(between(rand, 140, 340), between(rand, 240, 330), 4, 2, look.garnish ?? '#F6F0DC');
    return s;
  };
}

export function wrap(look: { tortilla?: string; filling?: readonly string[] } = {}): Drawing {
  const tortilla = look.tortilla ?? '#EBC98A';
  const filling = look.filling ?? ['#8B4A2B', '#5DAA3C', '#E0483A', '#F5F0E0'];
  return (rand) => {
    let s = rect(86, 196, 262, 110, 55, tortilla);
    for (let k = 0; k < 5; k++) s += line(`M${130 + k * 40} 204 l30 94`, shade(tortilla, 0.2), 6, { opacity: 0.6 });
    s += ellipse(344, 251, 40, 55, shade(tortilla, 0.08)) + ellipse(344, 251, 32, 46, '#F8F1DD');
    for (let k = 0; k < 9; k++) s += circle(between(rand, 326, 362), between(rand, 216, 286), between(rand, 8, 12), filling[k % filling.length]!);
    s += rect(96, 214, 80, 10, 5, tint(tortilla, 0.35));
    return plateSide(356, 180, '#3A3A3A') + group(rotate(-16, 240, 251), s);
  };
}

export function sodaCup(look: { cup?: string; band?: string; straw?: string } = {}): Drawing {
  const cup = look.cup ?? '#D62828';
  return () =>
    rect(258, 66, 14, 120, 7, look.straw ?? '#FFFFFF', { transform: rotate(12, 265, 186) }) +
    path('M162 170 Q240 132 318 170Z', '#EDEDED') +
    rect(152, 164, 176, 20, 10, '#DCDCDC') +
    path('M166 184 L314 184 L296 392 Q240 402 184 392Z', cup) +
    path('M170 232 L310 232 L305 296 L175 296Z', look.band ?? tint(cup, 0.85)) +
    circle(240, 264, 22, cup) +
    circle(240, 264, 10, look.band ?? tint(cup, 0.85)) +
    path('M180 186 L196 186 L190 388 L184 388Z', tint(cup, 0.2));
}

export interface GlassLook {
  layers: readonly { color: string; h: number }[];
  ice?: boolean;
  bubbles?: boolean;
  lemon?: string;
  mint?: boolean;
  berries?: string;
  straw?: string;
  foam?: string;
  short?: boolean;
}

/** A tall glass with liquid in layers (bottom first), ice, garnish. */
export function glass(look: GlassLook): Drawing {
  return (rand) => {
    const top = look.short ? 190 : 120;
    const xAt = (y: number, left: boolean) => (left ? 168 + ((y - top) * 16) / (388 - top) : 312 - ((y - top) * 16) / (388 - top));
    let s = '';
    if (look.straw) s += rect(262, top - 60, 14, 200, 7, look.straw, { transform: rotate(14, 269, top + 140) });
    let y = 386;
    for (const layer of look.layers) {
      const y2 = y - layer.h;
      s += path(`M${n(xAt(y, true))} ${y} L${n(xAt(y2, true))} ${n(y2)} L${n(xAt(y2, false))} ${n(y2)} L${n(xAt(y, false))} ${y}Z`, layer.color);
      y = y2;
    }
    if (look.foam) s += ellipse(240, y, xAt(y, false) - 240, 10, look.foam) + rect(xAt(y, true), y - 16, xAt(y, false) - xAt(y, true), 16, 8, look.foam);
    if (look.ice)
      for (const [x, iy, a] of [
        [206, y + 40, 14],
        [262, y + 60, -20],
        [228, y + 100, 30],
      ] as const)
        s += rect(x - 22, iy - 22, 44, 44, 8, '#FFFFFF', { opacity: 0.45, transform: rotate(a, x, iy) });
    if (look.bubbles)
      for (let k = 0; k < 8; k++) s += circle(between(rand, 190, 290), between(rand, y + 20, 370), between(rand, 3, 6), '#FFFFFF', { opacity: 0.55 });
    if (look.berries)
      for (const [x, by] of [
        [214, y + 70],
        [260, y + 120],
        [236, y + 170],
      ] as const)
        s += circle(x, by, 12, look.berries) + circle(x - 4, by - 4, 3, tint(look.berries, 0.5));
    if (look.mint)
      s +=
        ellipse(214, top + 6, 22, 10, '#4CAF50', { transform: rotate(-30, 214, top + 6) }) +
        ellipse(240, top - 4, 22, 10, '#66BB6A', { transform: rotate(20, 240, top - 4) });
    s += path(`M168 ${top} L312 ${top} L296 388 Q240 398 184 388Z`, '#FFFFFF', { opacity: 0.22, stroke: '#FFFFFF', 'stroke-width': 5 });
    s += path(`M180 ${top + 14} L190 ${top + 14} L196 376 L190 376Z`, '#FFFFFF', { opacity: 0.5 });
    if (look.lemon)
      s +=
        circle(306, top + 6, 34, tint(look.lemon, 0.4)) +
        circle(306, top + 6, 28, look.lemon) +
        line(
          `M306 ${top - 22} V${top + 34} M278 ${top + 6} H334 M286 ${top - 14} L326 ${top + 26} M326 ${top - 14} L286 ${top + 26}`,
          tint(look.lemon, 0.6),
          3,
        );
    return s;
  };
}

export function shake(look: { color: string; cream?: string; topping?: string; drizzle?: string }): Drawing {
  return () => {
    let s =
      rect(270, 40, 16, 160, 8, '#E53935', { transform: rotate(16, 278, 200) }) +
      line('M278 48 V196', '#FFFFFF', 16, { 'stroke-dasharray': '10 14', 'stroke-linecap': 'butt', transform: rotate(16, 278, 200) });
    s += path('M176 170 L304 170 L290 372 Q240 384 190 372Z', look.color) + path('M168 372 L312 372 L304 392 L176 392Z', '#E8E8E8');
    s += path('M176 170 L304 170 L290 372 Q240 384 190 372Z', '#FFFFFF', { opacity: 0.2, stroke: '#FFFFFF', 'stroke-width': 5 });
    const cream = look.cream ?? '#FFFDF7';
    s += ellipse(240, 166, 86, 26, cream) + ellipse(240, 140, 66, 24, cream) + ellipse(240, 116, 42, 20, cream) + ellipse(228, 112, 16, 6, '#FFFFFF');
    if (look.drizzle) s += line('M168 162 Q196 190 214 160 Q232 134 254 160 Q276 186 300 150', look.drizzle, 6);
    s += circle(248, 88, 15, look.topping ?? '#C62828') + line('M250 74 Q256 56 270 50', '#5D4037', 3);
    s += line('M196 200 V350', '#FFFFFF', 8, { opacity: 0.35 });
    return s;
  };
}

export function cone(look: { scoops: readonly string[] }): Drawing {
  return (rand) => {
    let s = path('M186 236 L294 236 L240 400Z', '#D9A05B');
    for (let k = 0; k < 5; k++)
      s +=
        line(`M${190 + k * 24} 236 L${232 + k * 4} ${380 - k * 14}`, '#B27A3C', 3) + line(`M${290 - k * 24} 236 L${248 - k * 4} ${380 - k * 14}`, '#B27A3C', 3);
    look.scoops.forEach((color, i) => {
      const y = 220 - i * 62;
      s +=
        circle(240, y, 64 - i * 6, color) +
        path(`M${182 + i * 6} ${y + 10} Q200 ${y + 44} 214 ${y + 20} Q230 ${y + 50} 250 ${y + 22} Q268 ${y + 46} ${298 - i * 6} ${y + 10}Z`, color);
      s += circle(218, y - 20, 12, tint(color, 0.35));
      for (let k = 0; k < 5; k++)
        s += rect(between(rand, 200, 280), between(rand, y - 40, y + 10), 10, 4, 2, pick(rand, ['#E53935', '#FDD835', '#43A047', '#1E88E5', '#FFFFFF']), {
          transform: rotate(between(rand, 0, 180), 240, y),
        });
    });
    return s;
  };
}

export function sauceCup(look: { sauce: string; cup?: string; bits?: string }): Drawing {
  return (rand) => {
    const cup = look.cup ?? '#FFFFFF';
    let s = path('M136 226 L344 226 L324 360 Q240 378 156 360Z', cup) + path('M150 300 L330 300 L324 340 Q240 356 156 340Z', shade(cup, 0.06));
    s += ellipse(240, 226, 104, 28, shade(cup, 0.08)) + ellipse(240, 228, 90, 21, look.sauce) + ellipse(214, 222, 36, 7, tint(look.sauce, 0.35));
    if (look.bits) for (let k = 0; k < 9; k++) s += circle(between(rand, 176, 304), between(rand, 218, 238), 3, look.bits);
    return s;
  };
}

/** Several drawings together: a main in front, a side and a drink behind. */
export function combo(items: { main: Drawing; side?: Drawing; drink?: Drawing; extra?: Drawing }): Drawing {
  return (rand) =>
    (items.drink ? place(350, 210, 0.6, items.drink(rand)) : '') +
    (items.side ? place(150, 220, 0.58, items.side(rand)) : '') +
    (items.extra ? place(360, 330, 0.42, items.extra(rand)) : '') +
    place(230, 290, 0.68, items.main(rand));
}

// ---------------------------------------------------------------- coffee shop

export interface CupLook {
  cup?: string;
  saucer?: string;
  coffee?: string;
  top?: 'heart' | 'leaf' | 'plain' | 'foam' | 'cocoa' | 'cream' | 'lemon';
  foam?: string;
  small?: boolean;
}

/** A ceramic cup on a saucer, side view, with latte art seen on the surface. */
export function coffeeCup(look: CupLook = {}): Drawing {
  const cup = look.cup ?? '#FFFFFF';
  const coffee = look.coffee ?? '#8A5A36';
  const foam = look.foam ?? '#F7EBDD';
  return (rand) => {
    let s =
      ellipse(240, 372, 160, 34, shade(look.saucer ?? cup, 0.1)) +
      ellipse(240, 366, 160, 32, look.saucer ?? cup) +
      ellipse(240, 362, 100, 16, shade(look.saucer ?? cup, 0.06));
    s += line('M332 238 C394 232 398 322 326 318', shade(cup, 0.08), 20);
    s +=
      path('M132 214 L348 214 C346 300 318 362 240 368 C162 362 134 300 132 214Z', cup) +
      path('M150 232 C156 300 180 340 214 356 C170 340 148 300 146 232Z', shade(cup, 0.06));
    s += ellipse(240, 214, 108, 28, shade(cup, 0.1)) + ellipse(240, 216, 96, 22, coffee);
    switch (look.top ?? 'heart') {
      case 'heart':
        s += ellipse(240, 218, 80, 17, tint(coffee, 0.25)) + path('M240 232 C196 214 212 196 240 210 C268 196 284 214 240 232Z', foam);
        break;
      case 'leaf':
        s += ellipse(240, 218, 80, 17, tint(coffee, 0.25));
        for (let k = 0; k < 5; k++) s += ellipse(208 + k * 14, 218, 14 - k * 2, 9 - k, foam);
        s += line('M196 218 H292', tint(coffee, 0.25), 2);
        break;
      case 'foam':
        s += ellipse(240, 218, 88, 19, foam) + ellipse(240, 220, 40, 8, tint(coffee, 0.4));
        break;
      case 'cocoa':
        s += ellipse(240, 218, 88, 19, foam);
        for (let k = 0; k < 14; k++) s += circle(between(rand, 180, 300), between(rand, 208, 228), 2.5, '#6D4C41');
        break;
      case 'cream':
        s +=
          ellipse(240, 206, 84, 24, foam) +
          ellipse(240, 184, 60, 22, foam) +
          ellipse(240, 164, 34, 16, foam) +
          line('M186 200 Q210 176 240 196 Q266 212 292 186', look.coffee ?? '#8A5A36', 5);
        break;
      case 'lemon':
        s += ellipse(262, 216, 30, 9, '#FBE36B') + ellipse(262, 216, 24, 6, '#FFF3A6');
        break;
      case 'plain':
        s += ellipse(212, 212, 30, 5, tint(coffee, 0.3));
        break;
    }
    return look.small ? place(240, 268, 0.78, s) : s;
  };
}

/** A paper cup to go with a sleeve and a lid. */
export function takeaway(look: { paper?: string; sleeve?: string; lid?: string; mark?: string; steam?: boolean; scale?: number } = {}): Drawing {
  return () => {
    const sleeve = look.sleeve ?? '#C89B6D';
    let s = '';
    if (look.steam !== false)
      s += line('M214 120 C200 96 228 84 214 60', '#FFFFFF', 6, { opacity: 0.7 }) + line('M250 112 C236 88 264 76 250 48', '#FFFFFF', 6, { opacity: 0.7 });
    s += path('M168 170 L312 170 L294 392 Q240 400 186 392Z', look.paper ?? '#FAF6EF');
    s += path('M176 250 L304 250 L298 322 L182 322Z', sleeve) + circle(240, 286, 20, look.mark ?? '#FFFFFF') + circle(240, 286, 8, sleeve);
    s +=
      rect(154, 150, 172, 26, 12, look.lid ?? '#4E3B31') +
      path('M168 152 Q240 112 312 152Z', look.lid ?? '#4E3B31') +
      ellipse(270, 142, 14, 5, shade(look.lid ?? '#4E3B31', 0.4));
    return look.scale ? place(240, 250, look.scale, s) : s;
  };
}

export function teapot(look: { body: string; pattern?: string; cup?: string; tea?: string }): Drawing {
  return () => {
    const body = look.body;
    let s = line('M132 246 C68 246 70 344 136 334', shade(body, 0.1), 18);
    s += path('M312 296 Q352 270 370 214 L388 222 Q380 292 326 330Z', shade(body, 0.06));
    s +=
      ellipse(222, 294, 112, 92, body) +
      ellipse(222, 208, 52, 14, shade(body, 0.15)) +
      path('M182 206 Q222 170 262 206Z', body) +
      circle(222, 180, 11, shade(body, 0.2));
    if (look.pattern) {
      const p = look.pattern;
      for (const [x, y] of [
        [180, 270],
        [264, 262],
        [222, 330],
        [160, 330],
        [286, 326],
      ] as const) {
        s += circle(x - 9, y, 8, p) + circle(x + 9, y, 8, p) + circle(x, y - 9, 8, p) + circle(x, y + 9, 8, p) + circle(x, y, 5, body);
      }
      s += ellipse(222, 228, 96, 12, 'none', { stroke: p, 'stroke-width': 6 });
    }
    s += ellipse(186, 260, 30, 44, '#FFFFFF', { opacity: 0.25 });
    const cup = look.cup ?? body;
    s +=
      path('M318 336 L410 336 Q404 384 364 388 Q324 384 318 336Z', cup) +
      ellipse(364, 336, 46, 11, shade(cup, 0.15)) +
      ellipse(364, 337, 40, 8, look.tea ?? '#B5651D');
    if (look.pattern) s += line('M326 352 H402', look.pattern, 5);
    return s;
  };
}

export function croissant(look: { color?: string; drizzle?: string; almonds?: boolean; filling?: boolean } = {}): Drawing {
  const c = look.color ?? GOLD;
  return (rand) => {
    const seg = (cx: number, cy: number, rx: number, ry: number, a: number, col: string) =>
      ellipse(cx, cy, rx, ry, col, { transform: rotate(a, cx, cy), stroke: shade(c, 0.25), 'stroke-width': 3 }) +
      ellipse(cx - rx * 0.2, cy - ry * 0.45, rx * 0.45, ry * 0.18, tint(c, 0.35), { transform: rotate(a, cx, cy) });
    let s = '';
    if (look.filling)
      s += path('M150 278 Q240 318 330 278 L340 300 Q240 344 140 300Z', '#5DAA3C') + path('M156 288 Q240 326 324 288 L326 304 Q240 340 154 304Z', '#E89A9A');
    s += seg(112, 304, 32, 44, -55, shade(c, 0.06)) + seg(368, 304, 32, 44, 55, shade(c, 0.06));
    s += seg(166, 264, 48, 62, -30, c) + seg(314, 264, 48, 62, 30, c);
    s += seg(240, 244, 64, 80, 0, tint(c, 0.05));
    if (look.drizzle) s += line('M150 220 L190 290 L220 200 L256 300 L284 200 L320 290 L344 230', look.drizzle, 6);
    if (look.almonds) {
      for (let k = 0; k < 12; k++) {
        const x = between(rand, 160, 320);
        const y = between(rand, 200, 290);
        s += ellipse(x, y, 9, 4, '#F5E1B8', { transform: rotate(between(rand, 0, 180), x, y) });
      }
      for (let k = 0; k < 14; k++) s += circle(between(rand, 130, 350), between(rand, 190, 320), 2, '#FFFFFF');
    }
    return s;
  };
}

export interface CakeLook {
  layers: readonly string[];
  frost: string;
  top?: 'berries' | 'cocoa' | 'cream' | 'drip' | 'nuts' | 'plain';
  accent?: string;
  crust?: string;
}

/** A wedge of layered cake on a plate, its long side facing us. */
export function cake(look: CakeLook): Drawing {
  return (rand) => {
    let s = plateSide(364, 190);
    const bottom = 352;
    const top = 196;
    let y = bottom;
    const bands = look.crust ? [{ c: look.crust, h: 26 }] : [];
    const rest = bottom - top - (look.crust ? 26 : 0);
    look.layers.forEach((c) => bands.push({ c, h: rest / look.layers.length }));
    for (const band of bands) {
      s += rect(110, y - band.h, 222, band.h + 1, 0, band.c);
      y -= band.h;
    }
    s += path(`M332 ${bottom} L376 ${bottom - 34} L376 ${top - 34} L332 ${top}Z`, shade(look.frost, 0.12));
    s += path(`M110 ${top} L332 ${top} L376 ${top - 34}Z`, look.frost) + rect(110, top - 2, 222, 10, 0, look.frost);
    const accent = look.accent ?? '#C62828';
    switch (look.top ?? 'plain') {
      case 'berries':
        for (const [x, by] of [
          [300, top - 14],
          [330, top - 20],
          [272, top - 8],
        ] as const)
          s += circle(x, by, 13, accent) + circle(x - 4, by - 4, 3, tint(accent, 0.5));
        break;
      case 'cocoa':
        for (let k = 0; k < 18; k++) s += circle(between(rand, 150, 350), between(rand, top - 18, top + 4), 2.4, '#5D4037');
        break;
      case 'cream':
        for (const x of [170, 230, 290]) s += ellipse(x, top - 8, 22, 12, '#FFFDF7') + ellipse(x, top - 18, 12, 8, '#FFFDF7');
        s += circle(290, top - 30, 9, accent);
        break;
      case 'drip':
        s += path(
          `M110 ${top} H332 V${top + 12} Q320 ${top + 12} 318 ${top + 34} Q314 ${top + 44} 310 ${top + 34} Q306 ${top + 12} 270 ${top + 14} Q262 ${top + 50} 254 ${top + 14} Q220 ${top + 12} 204 ${top + 14} Q196 ${top + 40} 188 ${top + 14} Q140 ${top + 12} 130 ${top + 14} Q124 ${top + 30} 118 ${top + 14} L110 ${top + 12}Z`,
          look.frost,
        );
        s += circle(300, top - 16, 12, accent);
        break;
      case 'nuts':
        for (let k = 0; k < 8; k++) s += ellipse(between(rand, 170, 340), between(rand, top - 20, top), 8, 5, accent);
        break;
      case 'plain':
        break;
    }
    return s;
  };
}

export function cupcake(look: { wrapper: string; top: string; muffin?: boolean; cherry?: string; chips?: string }): Drawing {
  return (rand) => {
    let s = path('M166 270 L314 270 L294 386 L186 386Z', look.wrapper);
    for (let k = 0; k < 6; k++) s += line(`M${186 + k * 22} 276 L${196 + k * 18} 380`, shade(look.wrapper, 0.18), 4);
    if (look.muffin) {
      s +=
        path('M150 280 C132 232 166 170 240 170 C314 170 348 232 330 280Z', look.top) +
        ellipse(206, 206, 36, 12, tint(look.top, 0.25), { transform: rotate(-20, 206, 206) });
    } else {
      s +=
        ellipse(240, 270, 96, 30, look.top) + ellipse(240, 236, 76, 28, look.top) + ellipse(240, 202, 54, 24, look.top) + ellipse(240, 174, 30, 18, look.top);
      s += ellipse(216, 236, 26, 8, tint(look.top, 0.35));
    }
    if (look.chips) for (let k = 0; k < 12; k++) s += circle(between(rand, 170, 310), between(rand, 190, 270), 5, look.chips);
    if (look.cherry) s += circle(244, 150, 16, look.cherry) + line('M246 136 Q250 112 270 104', '#5D4037', 3);
    return s;
  };
}

export function cookies(look: { dough?: string; chips?: string } = {}): Drawing {
  const dough = look.dough ?? '#D4A05A';
  return (rand) => {
    const chip = reusable(rand, ellipse(0, 0, 9, 7, look.chips ?? '#4E342E'));
    let s = plateSide(360, 180) + chip.def;
    for (const [x, y, r] of [
      [300, 262, 84],
      [186, 248, 88],
      [244, 318, 86],
    ] as const) {
      s += circle(x, y + 6, r, shade(dough, 0.2)) + circle(x, y, r, dough) + circle(x - r * 0.2, y - r * 0.25, r * 0.35, tint(dough, 0.15));
      for (const [cx, cy] of scatter(rand, 7, x, y, r * 0.75, 18)) s += chip.at(cx, cy, between(rand, 0, 90));
    }
    return s;
  };
}

export function macarons(look: { colors: readonly string[] }): Drawing {
  return () => {
    let s = plateSide(362, 170);
    look.colors.slice(0, 4).forEach((c, i) => {
      const x = i === 3 ? 330 : 220;
      const y = i === 3 ? 300 : 316 - i * 64;
      s +=
        rect(x - 74, y - 12, 148, 36, 18, c) +
        rect(x - 66, y - 22, 132, 14, 6, '#FFF8EE') +
        rect(x - 74, y - 58, 148, 40, 20, c) +
        rect(x - 70, y - 24, 140, 6, 3, shade(c, 0.1)) +
        ellipse(x - 30, y - 46, 26, 7, tint(c, 0.35));
    });
    return s;
  };
}

export function donut(look: { dough?: string; glaze: string; sprinkles?: boolean }): Drawing {
  const dough = look.dough ?? '#E0A458';
  return (rand) => {
    let s = plateTop(186) + circle(240, 256, 142, shade(dough, 0.15)) + circle(240, 250, 142, dough);
    s += path(blob(rand, 240, 250, 122, 9, 16), look.glaze) + circle(240, 250, 50, shade(dough, 0.1)) + circle(240, 250, 40, PLATE);
    s += ellipse(196, 190, 40, 12, tint(look.glaze, 0.35), { transform: rotate(-30, 196, 190) });
    if (look.sprinkles !== false) {
      for (const [x, y] of scatter(rand, 18, 240, 250, 110, 18)) {
        if (Math.hypot(x - 240, y - 250) < 62) continue;
        s += rect(x - 7, y - 2.5, 14, 5, 2.5, pick(rand, ['#E53935', '#FDD835', '#43A047', '#1E88E5', '#FFFFFF', '#8E24AA']), {
          transform: rotate(between(rand, 0, 180), x, y),
        });
      }
    }
    return s;
  };
}

export function pancakes(look: { color?: string; syrup?: string; berries?: string; count?: number } = {}): Drawing {
  const c = look.color ?? '#E2A25A';
  return () => {
    let s = plateSide(360, 190);
    const count = look.count ?? 4;
    for (let i = 0; i < count; i++) {
      const y = 334 - i * 30;
      s += rect(130, y - 10, 220, 28, 14, shade(c, 0.15)) + ellipse(240, y - 10, 110, 26, c);
    }
    const t = 334 - (count - 1) * 30 - 10;
    if (look.syrup)
      s += path(
        `M170 ${t - 6} Q240 ${t - 30} 310 ${t - 4} Q318 ${t + 30} 306 ${t + 34} Q300 ${t + 14} 290 ${t + 10} Q240 ${t + 20} 200 ${t + 12} Q194 ${t + 46} 184 ${t + 40} Q180 ${t + 14} 170 ${t - 6}Z`,
        look.syrup,
      );
    s += rect(222, t - 34, 36, 26, 6, '#FFE9A3');
    if (look.berries)
      for (const [x, y] of [
        [290, t - 10],
        [200, t - 6],
        [320, t + 2],
      ] as const)
        s += circle(x, y, 12, look.berries) + circle(x - 4, y - 4, 3, tint(look.berries, 0.5));
    return s;
  };
}

export function sandwich(look: { bread?: string; fillings: readonly string[]; grill?: boolean }): Drawing {
  const bread = look.bread ?? '#E8C48A';
  return () => {
    let s = plateSide(366, 190);
    let y = 352;
    s += rect(116, y - 40, 248, 42, 14, bread, { stroke: shade(bread, 0.3), 'stroke-width': 6 });
    y -= 40;
    for (const f of look.fillings) {
      s += f === '#69B841' ? path(`M104 ${y - 10} H376 V${y}${wave(376, 104, y, 14, 9)}Z`, f) : rect(108, y - 14, 264, 16, 8, f);
      y -= 12;
    }
    s += rect(116, y - 60, 248, 64, 24, bread, { stroke: shade(bread, 0.3), 'stroke-width': 6 });
    if (look.grill) for (let k = 0; k < 4; k++) s += line(`M${150 + k * 56} ${y - 52} l-24 48`, shade(bread, 0.45), 8);
    s += ellipse(180, y - 40, 32, 8, tint(bread, 0.35));
    return s;
  };
}

/** A slice of toast from above with toppings. */
export function toast(look: { toppings: readonly { color: string; shape: 'slice' | 'egg' | 'dot' }[] }): Drawing {
  return (rand) => {
    let s = plateTop(186, '#EDE7DF');
    s += group(
      rotate(-12, 240, 250),
      path('M146 196 Q140 128 200 132 L280 132 Q340 128 334 196 L334 360 Q334 370 324 370 L156 370 Q146 370 146 360Z', '#B9783A') +
        path('M160 198 Q156 146 204 148 L276 148 Q324 146 320 198 L320 352 L160 352Z', '#EFCB8D'),
    );
    for (const t of look.toppings) {
      if (t.shape === 'slice')
        for (let k = 0; k < 5; k++)
          s += ellipse(190 + k * 24, 250 + (k % 2) * 12, 16, 44, t.color, {
            transform: rotate(-20 + k * 8, 190 + k * 24, 250),
            stroke: shade(t.color, 0.2),
            'stroke-width': 3,
          });
      if (t.shape === 'egg') s += path(blob(rand, 250, 300, 52, 8, 10), '#FFFFFF') + circle(252, 300, 20, '#F9A825');
      if (t.shape === 'dot') for (let k = 0; k < 10; k++) s += circle(between(rand, 180, 300), between(rand, 190, 330), 4, t.color);
    }
    return s;
  };
}

export interface BowlLook {
  bowl?: string;
  base: string;
  toppings: readonly { color: string; shape: 'dots' | 'cubes' | 'slices' | 'leaves' | 'strands' }[];
  center?: string;
}

/** A bowl from above: a base with toppings in sectors (poke, granola, porridge, salads). */
export function bowl(look: BowlLook): Drawing {
  const bowlColor = look.bowl ?? '#FFFFFF';
  return (rand) => {
    let s =
      circle(240, 258, 178, shade(bowlColor, 0.18)) +
      circle(240, 250, 178, bowlColor) +
      circle(240, 250, 158, shade(bowlColor, 0.08)) +
      circle(240, 250, 150, look.base);
    const count = look.toppings.length;
    look.toppings.forEach((t, i) => {
      const a = (i / count) * Math.PI * 2 - Math.PI / 2;
      const cx = 240 + Math.cos(a) * 84;
      const cy = 250 + Math.sin(a) * 84;
      const piece = reusable(
        rand,
        {
          dots: circle(0, 0, 8, t.color) + circle(-2, -2, 2.5, tint(t.color, 0.4)),
          cubes: rect(-15, -15, 30, 30, 5, t.color) + rect(-11, -11, 12, 6, 3, tint(t.color, 0.3)),
          slices: ellipse(0, 0, 24, 11, t.color, { stroke: shade(t.color, 0.25), 'stroke-width': 3 }),
          leaves: ellipse(0, 0, 26, 12, t.color) + line('M-20 0 H20', shade(t.color, 0.25), 2),
          strands: line('M-26 0 q13 -14 26 0 t26 0', t.color, 6),
        }[t.shape],
      );
      s += piece.def;
      for (const [x, y] of scatter(rand, t.shape === 'dots' ? 9 : 5, cx, cy, t.shape === 'dots' ? 40 : 34, t.shape === 'dots' ? 12 : 20))
        s += piece.at(x, y, between(rand, 0, 180));
    });
    if (look.center) s += circle(240, 250, 34, look.center) + circle(230, 240, 10, tint(look.center, 0.4));
    return s;
  };
}

/** A bag of coffee beans with a coloured label and beans in front. */
export function beansBag(look: { bag?: string; label: string }): Drawing {
  return (rand) => {
    const bag = look.bag ?? '#C8A27A';
    let s = path('M150 120 L330 120 L340 380 Q240 396 140 380Z', bag) + path('M150 120 L330 120 L326 150 L154 150Z', shade(bag, 0.2));
    s += line('M170 136 H310', shade(bag, 0.35), 4, { 'stroke-dasharray': '8 8' });
    s +=
      rect(172, 196, 136, 136, 14, look.label) +
      ellipse(240, 262, 34, 46, '#4E2C1A', { transform: rotate(20, 240, 262) }) +
      line('M232 222 Q254 262 246 302', look.label, 6);
    for (const [x, y] of [
      [130, 380],
      [170, 394],
      [330, 388],
      [360, 370],
      [300, 400],
    ] as const) {
      const a = between(rand, 0, 180);
      s += ellipse(x, y, 18, 12, '#5B3420', { transform: rotate(a, x, y) }) + line(`M${x - 12} ${y} H${x + 12}`, '#2E1A10', 3, { transform: rotate(a, x, y) });
    }
    return s;
  };
}

// ---------------------------------------------------------------- modifiers (coffee FULL_IMAGE view)

export function milkCarton(look: { color: string }): Drawing {
  return () =>
    path('M176 176 L240 120 L304 176 L304 380 L176 380Z', '#FFFFFF') +
    path('M240 120 L304 176 L176 176Z', '#ECECEC') +
    rect(228, 98, 24, 26, 4, look.color) +
    rect(176, 250, 128, 90, 0, look.color) +
    path('M240 268 C262 296 262 316 240 322 C218 316 218 296 240 268Z', '#FFFFFF');
}

export function syrupBottle(look: { color: string }): Drawing {
  return () =>
    rect(226, 90, 12, 50, 3, '#3A3A3A') +
    rect(226, 90, 60, 12, 6, '#3A3A3A') +
    rect(208, 134, 64, 30, 8, '#2E2E2E') +
    path('M196 164 L284 164 L300 200 L300 384 L180 384 L180 200Z', look.color) +
    rect(180, 240, 120, 90, 0, tint(look.color, 0.75)) +
    circle(240, 285, 26, look.color) +
    rect(190, 210, 10, 160, 5, '#FFFFFF', { opacity: 0.3 });
}

export function marshmallows(look: { colors: readonly string[] }): Drawing {
  return (rand) => {
    let s = plateSide(356, 170);
    const spots: [number, number][] = [
      [190, 300],
      [266, 296],
      [228, 250],
      [300, 246],
      [170, 246],
    ];
    spots.forEach(([x, y], i) => {
      const c = look.colors[i % look.colors.length]!;
      s += group(rotate(between(rand, -20, 20), x, y), rect(x - 34, y - 30, 68, 60, 16, c) + ellipse(x, y - 26, 32, 10, tint(c, 0.35)));
    });
    return s;
  };
}

export function whippedCream(): Drawing {
  return () =>
    sauceCup({ sauce: '#FFFDF7' })(() => 0.5) +
    ellipse(240, 206, 74, 26, '#FFFDF7') +
    ellipse(240, 180, 52, 22, '#FFFDF7') +
    ellipse(240, 158, 28, 16, '#FFFDF7') +
    ellipse(220, 196, 20, 6, '#FFFFFF');
}

// ---------------------------------------------------------------- sushi and Asian

export type RollStyle = 'nori' | 'rice' | 'sesame' | 'tobiko' | 'salmon' | 'eel' | 'baked' | 'tempura';
export interface RollLook {
  style: RollStyle;
  filling: readonly string[];
}

function roll(x: number, y: number, r: number, look: RollLook, rand: Rand): string {
  const [f0 = '#FF8A65', f1 = '#8BC34A', f2 = '#FFFFFF'] = look.filling;
  const outline = { stroke: '#00000022', 'stroke-width': 2 };
  let s = '';
  switch (look.style) {
    case 'nori':
      s += circle(x, y, r, NORI, outline) + circle(x, y, r - 7, RICE);
      break;
    case 'baked':
      s +=
        circle(x, y, r, '#E07B2E', outline) +
        circle(x, y, r - 4, '#F0A04B') +
        dottedRing(x, y, r * 0.45, '#B5541C', 5, '2 11') +
        line(`M${n(x - r * 0.7)} ${n(y - 4)} q${n(r * 0.35)} -12 ${n(r * 0.7)} 0 t${n(r * 0.7)} 0`, '#5D2E14', 4);
      return s;
    case 'tempura':
      s += circle(x, y, r, '#D9953A', outline) + dottedRing(x, y, r - 4, '#F2C26B', 6, '3 7') + circle(x, y, r - 11, RICE);
      break;
    default: {
      const outer = { rice: RICE, sesame: RICE, tobiko: '#F57C00', salmon: '#F4845F', eel: '#6B3A1E' }[look.style];
      s += circle(x, y, r, outer, outline);
      if (look.style === 'sesame') s += dottedRing(x, y, r - 5, '#3B3B3B', 3, '1 9') + dottedRing(x, y, r - 11, '#E8DDBF', 3, '1 10');
      if (look.style === 'tobiko') s += dottedRing(x, y, r - 4, '#FFB74D', 4, '1 6');
      if (look.style === 'salmon')
        s += line(
          `M${n(x - r * 0.8)} ${n(y - r * 0.4)} L${n(x - r * 0.3)} ${n(y - r * 0.9)} M${n(x + r * 0.3)} ${n(y + r * 0.9)} L${n(x + r * 0.8)} ${n(y + r * 0.4)}`,
          '#FFE0D2',
          3,
        );
      if (look.style === 'eel') s += dottedRing(x, y, r - 4, '#F5E6C8', 3, '1 10');
      s += circle(x, y, r - 9, RICE) + circle(x, y, r * 0.5, NORI);
    }
  }
  const c = r * 0.42;
  s += circle(x, y, c, f0);
  s += rect(x - c * 0.2, y - c * 0.9, c * 0.6, c * 0.9, 3, f1, { transform: rotate(between(rand, 0, 90), x, y) });
  s += circle(x - c * 0.45, y + c * 0.3, c * 0.35, f2);
  return s;
}

/** Rolls on a board: 8 pieces of one roll, or rows of several rolls for a set. */
export function rolls(looks: readonly RollLook[], options: { board?: string; ginger?: boolean } = {}): Drawing {
  return (rand) => {
    let s = board(options.board ?? '#2F2F33');
    const single = looks.length === 1;
    const pieces = looks.slice(0, 3).map((look) => reusable(rand, roll(0, 0, single ? 40 : 33, look, rand)));
    s += pieces.map((p) => p.def).join('');
    if (single) {
      for (let row = 0; row < 2; row++) for (let col = 0; col < 4; col++) s += pieces[0]!.at(132 + col * 72 + row * 36, 196 + row * 92, between(rand, 0, 360));
    } else {
      pieces.forEach((piece, row) => {
        for (let col = 0; col < 5; col++) s += piece.at(98 + col * 71, 166 + row * 76, between(rand, 0, 360));
      });
    }
    if (options.ginger !== false)
      s += ellipse(380, 344, 30, 14, '#F8BBD0') + ellipse(370, 334, 24, 11, '#F48FB1') + path(blob(rand, 96, 340, 18, 4, 8), '#9CCC65');
    return s;
  };
}

export function nigiri(look: { fish: string; stripes?: string; belt?: boolean; count?: number; board?: string }): Drawing {
  return (rand) => {
    let s = board(look.board ?? '#B9875A');
    const count = look.count ?? 2;
    for (let i = 0; i < count; i++) {
      const x = count === 2 ? 110 + i * 150 : 80 + i * 110;
      const w = count === 2 ? 140 : 100;
      s += rect(x, 236, w, 74, 32, RICE) + dottedRing(x + w / 2, 280, 16, '#E6E2D3', 4, '2 8');
      s += path(`M${x - 10} 252 C${x + 10} 196 ${x + w - 10} 196 ${x + w + 10} 252 C${x + w - 10} 266 ${x + 10} 266 ${x - 10} 252Z`, look.fish);
      if (look.stripes) for (let k = 1; k < 4; k++) s += line(`M${x + (w * k) / 4 - 10} 220 q10 18 4 40`, look.stripes, 4, { opacity: 0.8 });
      if (look.belt) s += rect(x + w / 2 - 10, 222, 20, 92, 4, NORI);
      s += ellipse(x + w * 0.3, 224, 18, 5, '#FFFFFF', { opacity: 0.35 });
    }
    s += ellipse(380, 346, 28, 13, '#F8BBD0') + path(blob(rand, 100, 346, 16, 4, 8), '#9CCC65');
    return s;
  };
}

export function gunkan(look: { topping: string; speck?: string }): Drawing {
  return (rand) => {
    let s = board('#2F2F33');
    for (const x of [110, 260]) {
      s +=
        rect(x, 220, 110, 110, 22, NORI) +
        ellipse(x + 55, 222, 55, 18, RICE) +
        path(`M${x + 4} 224 C${x + 10} 170 ${x + 100} 170 ${x + 106} 224Z`, look.topping);
      for (let k = 0; k < 10; k++) s += circle(between(rand, x + 20, x + 90), between(rand, 192, 222), 3.5, look.speck ?? tint(look.topping, 0.4));
      s += line(`M${x + 10} 262 H${x + 100}`, '#33473D', 3);
    }
    return s;
  };
}

export function sashimi(look: { fish: string; stripes?: string }): Drawing {
  return (rand) => {
    let s = board('#F2EDE4');
    for (let k = 0; k < 5; k++) {
      const a = -40 + k * 20;
      s += group(
        rotate(a, 240, 340),
        rect(206, 170, 68, 140, 20, look.fish, { stroke: shade(look.fish, 0.15), 'stroke-width': 3 }) +
          (look.stripes ? line('M214 200 q30 20 52 10 M214 240 q30 20 52 10', look.stripes, 4) : ''),
      );
    }
    s += path(blob(rand, 120, 330, 20, 4, 8), '#9CCC65') + ellipse(360, 336, 30, 14, '#F8BBD0');
    return s;
  };
}

export interface SoupLook {
  bowl?: string;
  pattern?: string;
  broth: string;
  noodles?: string;
  egg?: boolean;
  meat?: string;
  greens?: string;
  cubes?: string;
  chili?: boolean;
  cream?: boolean;
  dumplings?: string;
  shrimp?: boolean;
  chopsticks?: boolean;
  spoon?: boolean;
}

/** A bowl of soup from above. */
export function soup(look: SoupLook): Drawing {
  const bowlColor = look.bowl ?? '#FFFFFF';
  return (rand) => {
    let s = circle(240, 258, 178, shade(bowlColor, 0.2)) + circle(240, 250, 178, bowlColor);
    if (look.pattern) s += dottedRing(240, 250, 166, look.pattern, 10, '4 14') + circle(240, 250, 156, 'none', { stroke: look.pattern, 'stroke-width': 3 });
    s += circle(240, 250, 148, look.broth) + circle(226, 236, 110, tint(look.broth, 0.08));
    if (look.noodles) {
      const noodle = reusable(rand, line('M-88 0 q22 -18 44 0 t44 0 t44 0 t44 0', look.noodles, 7));
      s += noodle.def;
      for (let k = 0; k < 7; k++) s += noodle.at(238 + between(rand, -10, 10), 190 + k * 17, between(rand, -12, 12));
    }
    const many = (count: number, cx: number, cy: number, r: number, gap: number, body: string) => {
      const piece = reusable(rand, body);
      return (
        piece.def +
        scatter(rand, count, cx, cy, r, gap)
          .map(([x, y]) => piece.at(x, y, between(rand, 0, 180)))
          .join('')
      );
    };
    if (look.dumplings) s += many(6, 240, 250, 96, 52, circle(0, 0, 24, look.dumplings) + line('M-14 0 q14 -14 28 0', shade(look.dumplings, 0.2), 3));
    if (look.meat) s += many(4, 290, 220, 50, 38, ellipse(0, 0, 30, 20, look.meat) + ellipse(-6, -6, 10, 4, tint(look.meat, 0.3)));
    if (look.cubes) s += many(8, 240, 260, 100, 34, rect(-13, -13, 26, 26, 5, look.cubes));
    if (look.shrimp)
      for (const [x, y] of scatter(rand, 3, 240, 250, 80, 70))
        s += circle(x, y, 24, 'none', { stroke: '#F4845F', 'stroke-width': 14, 'stroke-dasharray': '90 200', transform: rotate(between(rand, 0, 360), x, y) });
    if (look.egg)
      s +=
        ellipse(196, 282, 34, 26, '#FFFFFF', { transform: rotate(-20, 196, 282) }) +
        circle(198, 282, 14, '#F9A825') +
        ellipse(252, 306, 34, 26, '#FFFFFF', { transform: rotate(15, 252, 306) }) +
        circle(252, 306, 14, '#F9A825');
    if (look.cream) s += path(blob(rand, 240, 250, 32, 5, 8), '#FFFFFF');
    if (look.greens) s += many(14, 240, 250, 110, 16, circle(0, 0, 5, 'none', { stroke: look.greens, 'stroke-width': 3 }));
    if (look.chili) s += many(6, 240, 250, 90, 20, circle(0, 0, 6, '#D32F2F') + circle(0, 0, 2.5, '#FFCDD2'));
    if (look.chopsticks)
      s +=
        rect(340, 40, 12, 300, 6, '#C49A6C', { transform: rotate(28, 346, 190) }) + rect(364, 48, 12, 300, 6, '#B5895B', { transform: rotate(34, 370, 198) });
    if (look.spoon) s += group(rotate(-40, 380, 360), ellipse(380, 330, 26, 36, '#D9D9D9') + rect(374, 360, 12, 100, 6, '#D9D9D9'));
    return s;
  };
}

export function wokBox(look: { noodles?: string; bits: readonly string[]; rice?: boolean }): Drawing {
  return (rand) => {
    let s =
      rect(258, 40, 12, 220, 6, '#C49A6C', { transform: rotate(20, 264, 150) }) + rect(282, 44, 12, 220, 6, '#B5895B', { transform: rotate(28, 288, 154) });
    s += ellipse(240, 214, 104, 36, look.rice ? '#F7F3E8' : (look.noodles ?? '#E8B45A'));
    if (!look.rice)
      for (let k = 0; k < 6; k++) s += line(`M${150 + k * 8} ${200 + (k % 3) * 8} q24 -20 48 0 t48 0 t48 0`, shade(look.noodles ?? '#E8B45A', 0.15), 5);
    for (let k = 0; k < 12; k++)
      s += rect(between(rand, 160, 310), between(rand, 186, 222), 16, 8, 3, look.bits[k % look.bits.length]!, {
        transform: rotate(between(rand, 0, 180), 240, 210),
      });
    s +=
      path('M136 216 L344 216 L314 392 L166 392Z', '#FFFFFF') +
      path('M136 216 L344 216 L336 246 L144 246Z', '#EEEEEE') +
      path('M150 216 L120 160 L186 210Z', '#F5F5F5') +
      path('M330 216 L360 160 L294 210Z', '#F5F5F5');
    s += circle(240, 320, 26, '#E53935') + path('M228 312 Q240 300 252 312 Q240 334 228 312Z', '#FFFFFF');
    return s;
  };
}

export function tempura(look: { batter?: string } = {}): Drawing {
  const batter = look.batter ?? '#E3A44A';
  return (rand) => {
    let s = plateSide(360, 190, '#2F2F33');
    for (const [x, y, a] of [
      [180, 290, -30],
      [250, 280, -10],
      [320, 292, 12],
    ] as const) {
      s += group(
        rotate(a, x, y),
        path(`M${x - 16} ${y + 60} L${x - 28} ${y + 96} L${x} ${y + 80} L${x + 26} ${y + 96} L${x + 14} ${y + 60}Z`, '#E8582E') +
          ellipse(x, y, 34, 68, batter) +
          dottedRing(x, y - 10, 22, tint(batter, 0.4), 6, '2 9') +
          ellipse(x - 10, y - 30, 10, 22, tint(batter, 0.3)),
      );
    }
    s += ellipse(390, 360, 40, 16, '#1A1A1A') + ellipse(390, 358, 32, 11, '#6D3B1E');
    for (let k = 0; k < 6; k++) s += circle(between(rand, 150, 340), between(rand, 200, 240), 3, '#FFFFFF');
    return s;
  };
}

export function edamame(): Drawing {
  return (rand) => {
    let s = circle(240, 258, 178, '#2F2F33') + circle(240, 250, 178, '#3B3B40') + circle(240, 250, 150, '#2A2A2E');
    const pod = reusable(
      rand,
      rect(-44, -15, 88, 30, 15, '#6FA83B') + circle(-24, 0, 11, '#8BC34A') + circle(0, 0, 11, '#8BC34A') + circle(24, 0, 11, '#8BC34A'),
    );
    s += pod.def;
    for (const [x, y] of scatter(rand, 9, 240, 250, 100, 48)) s += pod.at(x, y, between(rand, 0, 180));
    s += dottedRing(240, 250, 90, '#FFFFFF', 4, '1 23') + dottedRing(240, 250, 50, '#FFFFFF', 4, '1 19');
    return s;
  };
}

export function mochi(look: { colors: readonly string[] }): Drawing {
  return () => {
    let s = plateSide(356, 180, '#2F2F33');
    const spots: [number, number][] = [
      [170, 300],
      [310, 300],
      [240, 250],
    ];
    spots.forEach(([x, y], i) => {
      const c = look.colors[i % look.colors.length]!;
      s += ellipse(x, y, 62, 52, c) + ellipse(x - 18, y - 22, 22, 10, tint(c, 0.5)) + ellipse(x, y + 30, 50, 14, shade(c, 0.08));
    });
    return s;
  };
}

// ---------------------------------------------------------------- pizza and pasta

export type Topping =
  | 'pepperoni'
  | 'mushroom'
  | 'olive'
  | 'pepper'
  | 'basil'
  | 'tomato'
  | 'corn'
  | 'chicken'
  | 'ham'
  | 'pineapple'
  | 'onion'
  | 'jalapeno'
  | 'shrimp'
  | 'sausage'
  | 'kazi';

function topping(kind: Topping, x: number, y: number, rand: Rand): string {
  const rot = { transform: rotate(between(rand, 0, 360), x, y) };
  switch (kind) {
    case 'pepperoni':
      return circle(x, y, 17, '#B3261E') + circle(x - 5, y - 4, 3, '#D84B3E') + circle(x + 6, y + 5, 2.5, '#8E1B14');
    case 'sausage':
      return circle(x, y, 13, '#8D4A2F') + circle(x - 3, y - 3, 3, '#B56A48');
    case 'kazi':
      return circle(x, y, 16, '#7A1F1F') + circle(x - 4, y - 2, 5, '#F5E6D0') + circle(x + 6, y + 5, 3, '#F5E6D0');
    case 'mushroom':
      return path(`M${n(x - 15)} ${n(y)} Q${n(x)} ${n(y - 22)} ${n(x + 15)} ${n(y)}Z`, '#D8C2A0', rot) + rect(x - 5, y - 2, 10, 14, 3, '#E8D9C0', rot);
    case 'olive':
      return circle(x, y, 9, 'none', { stroke: '#2B2B2B', 'stroke-width': 6 });
    case 'pepper':
      return line(`M${n(x - 14)} ${n(y)} q14 -14 28 0`, '#3FA34D', 6, rot);
    case 'jalapeno':
      return circle(x, y, 9, '#4CAF50') + circle(x, y, 4, '#C5E1A5');
    case 'basil':
      return ellipse(x, y, 16, 9, '#2E7D32', rot);
    case 'tomato':
      return circle(x, y, 18, '#E53935') + circle(x, y, 11, '#EF7D73');
    case 'corn':
      return circle(x, y, 5, '#FDD835');
    case 'chicken':
      return rect(x - 13, y - 9, 26, 18, 6, '#E8C79A', rot);
    case 'ham':
      return rect(x - 12, y - 12, 24, 24, 4, '#F0A3A3', rot);
    case 'pineapple':
      return path(`M${n(x - 12)} ${n(y + 10)} L${n(x)} ${n(y - 12)} L${n(x + 12)} ${n(y + 10)}Z`, '#FFD54F', rot);
    case 'onion':
      return line(`M${n(x - 14)} ${n(y)} q14 -16 28 0`, '#9C4F96', 4, rot);
    case 'shrimp':
      return circle(x, y, 13, 'none', { stroke: '#F4845F', 'stroke-width': 8, 'stroke-dasharray': '50 100', ...rot });
  }
}

export function pizza(look: { toppings: readonly Topping[]; sauce?: string; cheese?: string; crust?: string; density?: number }): Drawing {
  return (rand) => {
    const crust = look.crust ?? '#E2A657';
    let s = circle(240, 256, 188, '#B9875A') + circle(240, 250, 188, '#D1A071');
    s += circle(240, 250, 170, crust) + circle(240, 250, 156, look.sauce ?? '#C7372F') + path(blob(rand, 240, 250, 146, 8, 14), look.cheese ?? '#F6D36B');
    s += dottedRing(240, 250, 163, shade(crust, 0.18), 4, '3 16');
    const kinds = look.toppings.map((kind) => reusable(rand, topping(kind, 0, 0, rand)));
    s += kinds.map((k) => k.def).join('');
    scatter(rand, Math.round((look.density ?? 1) * 16), 240, 250, 122, 30).forEach(([x, y], i) => {
      s += kinds[i % kinds.length]!.at(x, y, between(rand, 0, 360));
    });
    for (let k = 0; k < 4; k++)
      s += line(
        `M${n(240 + Math.cos((k * Math.PI) / 4) * 168)} ${n(250 + Math.sin((k * Math.PI) / 4) * 168)} L${n(240 - Math.cos((k * Math.PI) / 4) * 168)} ${n(250 - Math.sin((k * Math.PI) / 4) * 168)}`,
        '#00000026',
        3,
      );
    return s;
  };
}

export function pasta(look: { noodle?: string; sauce?: string; meatballs?: string; herb?: boolean; bits?: string; shrimp?: boolean }): Drawing {
  const noodle = look.noodle ?? '#F1C86A';
  return (rand) => {
    let s = plateTop(188);
    let nest = '';
    for (let k = 0; k < 10; k++)
      nest += ellipse(between(rand, -14, 14), between(rand, -14, 14), between(rand, 50, 104), between(rand, 34, 74), 'none', {
        stroke: k % 3 ? noodle : shade(noodle, 0.12),
        transform: `rotate(${Math.round(between(rand, 0, 180))})`,
      });
    s += group('translate(240 250)', nest, { 'stroke-width': 7 });
    if (look.sauce) s += path(blob(rand, 240, 244, 54, 10, 10), look.sauce);
    if (look.meatballs)
      for (const [x, y] of [
        [214, 232],
        [262, 226],
        [240, 270],
      ] as const)
        s += circle(x, y, 22, look.meatballs) + circle(x - 6, y - 6, 6, tint(look.meatballs, 0.3));
    if (look.shrimp)
      for (const [x, y] of scatter(rand, 4, 240, 250, 80, 50))
        s += circle(x, y, 18, 'none', { stroke: '#F4845F', 'stroke-width': 11, 'stroke-dasharray': '70 200', transform: rotate(between(rand, 0, 360), x, y) });
    if (look.bits) for (let k = 0; k < 12; k++) s += rect(between(rand, 180, 300), between(rand, 190, 310), 10, 8, 2, look.bits);
    if (look.herb !== false)
      s +=
        ellipse(292, 214, 20, 11, '#2E7D32', { transform: rotate(-30, 292, 214) }) + ellipse(306, 236, 18, 10, '#388E3C', { transform: rotate(20, 306, 236) });
    return s;
  };
}

export function calzone(look: { color?: string } = {}): Drawing {
  const c = look.color ?? '#E0A04F';
  return (rand) => {
    let s = plateSide(352, 190);
    s +=
      path('M100 330 A140 140 0 0 1 380 330Z', c) +
      path('M104 330 A136 136 0 0 1 376 330', 'none', { stroke: shade(c, 0.15), 'stroke-width': 14, 'stroke-dasharray': '12 10', 'stroke-linecap': 'round' });
    s += ellipse(200, 250, 50, 18, tint(c, 0.3), { transform: rotate(-30, 200, 250) });
    for (let k = 0; k < 10; k++) s += circle(between(rand, 160, 330), between(rand, 240, 320), 3, '#3E7B2E');
    s += rect(96, 326, 288, 14, 7, shade(c, 0.1));
    return s;
  };
}

export function garlicBread(look: { color?: string } = {}): Drawing {
  const c = look.color ?? '#D9974A';
  return (rand) => {
    let s = plateSide(356, 190);
    for (const [x, y, a] of [
      [150, 300, -10],
      [220, 280, -6],
      [290, 290, 4],
      [350, 300, 10],
    ] as const) {
      s += group(rotate(a, x, y), ellipse(x, y, 44, 70, c) + ellipse(x, y - 6, 34, 58, '#F5DFA8') + ellipse(x, y - 8, 26, 44, '#FFE8A0', { opacity: 0.8 }));
      for (let k = 0; k < 5; k++) s += circle(x + between(rand, -20, 20), y + between(rand, -40, 30), 3.5, '#3E7B2E');
    }
    return s;
  };
}

export function bottle(look: { liquid: string; label: string; cap?: string; glassy?: boolean }): Drawing {
  return () =>
    rect(218, 72, 44, 24, 5, look.cap ?? '#E53935') +
    path('M222 94 L258 94 L258 140 Q302 160 302 212 L302 380 Q302 396 286 396 L194 396 Q178 396 178 380 L178 212 Q178 160 222 140Z', look.liquid, {
      opacity: look.glassy ? 0.75 : 1,
    }) +
    rect(178, 240, 124, 92, 0, look.label) +
    circle(240, 286, 26, tint(look.label, 0.8)) +
    circle(240, 286, 13, look.label) +
    rect(190, 170, 12, 200, 6, '#FFFFFF', { opacity: 0.35 });
}

export function can(look: { color: string; band?: string }): Drawing {
  return () =>
    rect(178, 136, 124, 252, 16, look.color) +
    ellipse(240, 138, 62, 14, '#D5D5D5') +
    ellipse(240, 138, 50, 9, '#BDBDBD') +
    rect(226, 130, 28, 8, 4, '#9E9E9E') +
    rect(178, 230, 124, 70, 0, look.band ?? tint(look.color, 0.8)) +
    circle(240, 265, 24, look.color) +
    rect(192, 150, 12, 220, 6, '#FFFFFF', { opacity: 0.3 });
}

export function jug(look: { liquid: string; fruit?: string; milky?: boolean }): Drawing {
  return (rand) => {
    let s = line('M318 200 C380 200 384 300 316 304', '#FFFFFF', 14, { opacity: 0.8 });
    s += path('M168 180 L312 180 L318 376 Q240 392 162 376Z', look.liquid) + path('M160 120 L320 120 L312 180 L168 180Z', '#FFFFFF', { opacity: 0.25 });
    if (look.fruit) for (const [x, y] of scatter(rand, 6, 240, 290, 60, 30)) s += circle(x, y, 14, look.fruit) + circle(x - 4, y - 4, 4, tint(look.fruit, 0.5));
    if (look.milky) s += ellipse(240, 182, 72, 10, tint(look.liquid, 0.5));
    s += path('M160 120 L320 120 L318 376 Q240 392 162 376Z M160 120 L146 104 L176 118Z', '#FFFFFF', { opacity: 0.22, stroke: '#FFFFFF', 'stroke-width': 5 });
    s += path('M178 140 L190 140 L192 366 L180 366Z', '#FFFFFF', { opacity: 0.45 });
    return s;
  };
}

// ---------------------------------------------------------------- Uzbek kitchen

export function plov(look: {
  rice?: string;
  carrot?: string;
  meat?: string;
  eggs?: boolean;
  kazi?: boolean;
  chickpeas?: boolean;
  raisins?: boolean;
  garlic?: boolean;
  pattern?: string;
  slices?: boolean;
}): Drawing {
  const rice = look.rice ?? '#E8B458';
  const carrot = look.carrot ?? '#F08A24';
  const meat = look.meat ?? '#7A4128';
  const pattern = look.pattern ?? '#1E5AA8';
  return (rand) => {
    let s =
      circle(240, 258, 200, shade(PLATE, 0.2)) +
      circle(240, 250, 200, '#FFFFFF') +
      circle(240, 250, 184, 'none', { stroke: pattern, 'stroke-width': 10 }) +
      dottedRing(240, 250, 168, pattern, 8, '2 14');
    s += path(blob(rand, 240, 250, 144, 6, 14), rice) + circle(232, 240, 100, tint(rice, 0.12));
    s +=
      dottedRing(240, 250, 120, shade(rice, 0.12), 3, '3 8') +
      dottedRing(240, 250, 80, tint(rice, 0.4), 3, '3 9') +
      dottedRing(240, 250, 44, shade(rice, 0.1), 3, '3 8');
    const strip = reusable(rand, rect(-22, -4, 44, 8, 4, carrot) + rect(-16, -2, 20, 3, 1.5, tint(carrot, 0.3)));
    s += strip.def;
    for (const [x, y] of scatter(rand, 9, 240, 250, 124, 28)) s += strip.at(x, y, between(rand, 0, 180));
    const dots = (count: number, body: string) => {
      const dot = reusable(rand, body);
      return (
        dot.def +
        scatter(rand, count, 240, 250, 120, 20)
          .map(([x, y]) => dot.at(x, y))
          .join('')
      );
    };
    if (look.chickpeas) s += dots(6, circle(0, 0, 7, '#E8CF8E') + circle(-2, -2, 2, '#F7E8BF'));
    if (look.raisins) s += dots(6, ellipse(0, 0, 6, 4, '#4A2A3A'));
    if (look.slices) {
      let row = '';
      for (let k = 0; k < 5; k++) row += rect(190 + k * 20, 210 + (k % 2) * 8, 18, 70, 6, k % 2 ? meat : shade(meat, 0.1));
      s += group(rotate(-10, 240, 250), row);
    } else {
      const chunk = reusable(rand, rect(-22, -16, 44, 32, 12, meat) + rect(-14, -12, 18, 7, 3, tint(meat, 0.25)));
      s +=
        chunk.def +
        scatter(rand, 5, 240, 246, 44, 30)
          .map(([x, y]) => chunk.at(x, y, between(rand, -30, 30)))
          .join('');
    }
    if (look.kazi) {
      const kazi = reusable(rand, circle(0, 0, 20, '#7A1F1F') + circle(-4, -3, 7, '#F5E6D0') + circle(7, 6, 4, '#F5E6D0'));
      s += kazi.def + kazi.at(168, 196) + kazi.at(312, 204, 120) + kazi.at(300, 306, 200);
    }
    if (look.eggs) {
      const egg = reusable(rand, ellipse(0, 0, 14, 18, '#FFFFFF') + circle(0, 2, 6, '#F9A825'));
      s += egg.def + egg.at(178, 300) + egg.at(200, 318) + egg.at(324, 258);
    }
    if (look.garlic !== false) s += circle(240, 176, 22, '#F2E6D0') + line('M228 160 Q240 176 228 194 M252 160 Q240 176 252 194 M240 156 V196', '#D9C6A5', 3);
    return s;
  };
}

export function samsa(look: { color?: string; round?: boolean; seeds?: string } = {}): Drawing {
  const c = look.color ?? '#D9913A';
  return (rand) => {
    let s = plateSide(360, 190);
    const one = (x: number, y: number, k: number) => {
      let p = look.round
        ? ellipse(x, y, 78, 56, c) + ellipse(x - 12, y - 16, 50, 24, tint(c, 0.25))
        : path(
            `M${x} ${y - 82} Q${x + 12} ${y - 82} ${x + 18} ${y - 72} L${x + 88} ${y + 48} Q${x + 94} ${y + 62} ${x + 78} ${y + 62} L${x - 78} ${y + 62} Q${x - 94} ${y + 62} ${x - 88} ${y + 48} L${x - 18} ${y - 72} Q${x - 12} ${y - 82} ${x} ${y - 82}Z`,
            c,
          ) + path(`M${x} ${y - 52} L${x + 52} ${y + 40} L${x - 52} ${y + 40}Z`, tint(c, 0.22));
      for (let i = 0; i < 9; i++) p += ellipse(x + between(rand, -30, 30), y + between(rand, -10, 36), 2.6, 1.6, look.seeds ?? (k % 2 ? '#2B2B2B' : '#FFF3D6'));
      return p;
    };
    s += one(320, 270, 0) + one(170, 276, 1);
    return s;
  };
}

export function skewers(look: { meat: string; onion?: boolean; lula?: boolean; count?: number }): Drawing {
  return (rand) => {
    let s = plateSide(356, 200);
    for (let k = 0; k < 4; k++) s += circle(between(rand, 130, 350), between(rand, 340, 370), 20, 'none', { stroke: '#B06AB3', 'stroke-width': 5 });
    const count = look.count ?? 2;
    for (let i = 0; i < count; i++) {
      const y = 230 + i * 64 - (count - 2) * 32;
      let sk = rect(60, y - 3, 360, 6, 3, '#9E9E9E') + rect(400, y - 9, 34, 18, 4, '#616161');
      if (look.lula) sk += rect(100, y - 24, 270, 48, 24, look.meat) + line(`M120 ${y - 8} H350`, tint(look.meat, 0.25), 5, { 'stroke-dasharray': '18 22' });
      else {
        for (let k = 0; k < 5; k++) {
          const x = 110 + k * 56;
          sk +=
            rect(x, y - 24, 46, 48, 14, k % 2 && look.onion ? '#F3E5F5' : look.meat) +
            (k % 2 && look.onion ? '' : circle(x + 14, y - 10, 5, shade(look.meat, 0.35)) + circle(x + 32, y + 8, 4, shade(look.meat, 0.35)));
        }
      }
      s += group(rotate(-12, 240, y), sk);
    }
    s += ellipse(120, 350, 26, 10, '#4CAF50', { transform: rotate(-30, 120, 350) }) + ellipse(360, 352, 26, 10, '#66BB6A', { transform: rotate(30, 360, 352) });
    return s;
  };
}

export function dumplings(look: { dough?: string; count?: number; sauce?: string; pattern?: string }): Drawing {
  const dough = look.dough ?? '#F6EBD3';
  return (rand) => {
    let s = circle(240, 258, 186, shade(PLATE, 0.2)) + circle(240, 250, 186, '#FFFFFF');
    if (look.pattern) s += dottedRing(240, 250, 172, look.pattern, 8, '2 14');
    const pts =
      look.count === 5
        ? [
            [240, 170],
            [320, 230],
            [290, 320],
            [190, 320],
            [160, 230],
          ]
        : scatter(rand, look.count ?? 7, 240, 250, 110, 60);
    let one = circle(0, 4, 46, shade(dough, 0.12)) + circle(0, 0, 46, dough);
    for (let k = 0; k < 4; k++)
      one += line(
        `M0 0 q${n(Math.cos(k * 1.57) * 20)} ${n(Math.sin(k * 1.57) * 20 - 10)} ${n(Math.cos(k * 1.57) * 38)} ${n(Math.sin(k * 1.57) * 38)}`,
        shade(dough, 0.15),
        3,
      );
    const dumpling = reusable(rand, one + circle(0, 0, 8, tint(dough, 0.4)));
    s += dumpling.def;
    for (const [x, y] of pts as [number, number][]) s += dumpling.at(x, y, between(rand, -30, 30));
    if (look.sauce) s += path(blob(rand, 240, 250, 24, 4, 8), look.sauce);
    for (let k = 0; k < 8; k++) s += circle(between(rand, 150, 330), between(rand, 170, 330), 2.5, '#C62828');
    return s;
  };
}

/** Uzbek round bread from above: thick rim, stamped centre. */
export function nonBread(look: { crust?: string; center?: string; big?: boolean } = {}): Drawing {
  const crust = look.crust ?? '#C9803A';
  const center = look.center ?? '#EFCB8D';
  return () => {
    const r = look.big ? 186 : 170;
    let s = circle(240, 258, r, shade(crust, 0.25)) + circle(240, 250, r, crust) + circle(232, 240, r - 30, tint(crust, 0.15));
    s +=
      circle(240, 250, r * 0.56, center) +
      dottedRing(240, 250, r * 0.46, shade(center, 0.3), 5, '2 10') +
      dottedRing(240, 250, r * 0.33, shade(center, 0.3), 5, '2 9') +
      dottedRing(240, 250, r * 0.2, shade(center, 0.3), 5, '2 8') +
      circle(240, 250, 6, shade(center, 0.3));
    s += dottedRing(240, 250, r * 0.78, '#2B2B2B', 3, '1 12') + dottedRing(240, 250, r * 0.7, '#FFF3D6', 3, '1 14');
    return s;
  };
}

export function slicedSalad(look: { slices: readonly string[]; rings?: string; herbs?: string; plate?: string }): Drawing {
  return (rand) => {
    let s = plateTop(186, look.plate);
    const slices = look.slices.map((c) => reusable(rand, circle(0, 0, 36, c) + circle(0, 0, 26, tint(c, 0.3)) + dottedRing(0, 0, 16, tint(c, 0.6), 4, '2 10')));
    s += slices.map((x) => x.def).join('');
    scatter(rand, 8, 240, 250, 110, 58).forEach(([x, y], i) => {
      s += slices[i % slices.length]!.at(x, y, between(rand, 0, 180));
    });
    const few = (count: number, gap: number, body: string) => {
      const piece = reusable(rand, body);
      return (
        piece.def +
        scatter(rand, count, 240, 250, 112, gap)
          .map(([x, y]) => piece.at(x, y, between(rand, 0, 180)))
          .join('')
      );
    };
    if (look.rings) s += few(6, 40, circle(0, 0, 20, 'none', { stroke: look.rings, 'stroke-width': 5 }));
    if (look.herbs) s += few(12, 14, ellipse(0, 0, 8, 4, look.herbs));
    return s;
  };
}

export function chakchak(look: { color?: string } = {}): Drawing {
  const c = look.color ?? '#E0A34E';
  return (rand) => {
    let s = plateSide(356, 190);
    s += path('M110 340 Q240 100 370 340Z', shade(c, 0.15));
    const sticks = [reusable(rand, rect(-16, -6, 32, 12, 6, c)), reusable(rand, rect(-16, -6, 32, 12, 6, tint(c, 0.2)))];
    s += sticks[0]!.def + sticks[1]!.def;
    for (let k = 0; k < 26; k++) {
      const y = between(rand, 200, 336);
      const half = ((y - 150) / 190) * 120;
      s += sticks[k % 3 ? 0 : 1]!.at(between(rand, 240 - half, 240 + half), y, between(rand, 0, 180));
    }
    for (const [x, y] of [
      [220, 190],
      [268, 250],
      [190, 290],
    ] as const)
      s += circle(x, y, 9, '#6D4C41');
    return s;
  };
}

export function halva(look: { color?: string } = {}): Drawing {
  const c = look.color ?? '#E3C9A0';
  return () => {
    let s = plateSide(360, 190);
    for (const [x, y] of [
      [150, 250],
      [250, 240],
      [200, 300],
      [300, 300],
    ] as const) {
      s +=
        rect(x - 4, y - 40, 96, 76, 6, c) +
        path(`M${x - 4} ${y - 40} l18 -18 h96 l-18 18Z`, tint(c, 0.3)) +
        path(`M${x + 92} ${y - 40} l18 -18 v76 l-18 18Z`, shade(c, 0.12));
      for (let k = 0; k < 3; k++) s += line(`M${x + 6} ${y - 24 + k * 20} q40 8 76 -2`, shade(c, 0.15), 3);
    }
    return s;
  };
}

export function melon(look: { flesh?: string; rind?: string } = {}): Drawing {
  const flesh = look.flesh ?? '#F6D36B';
  return () => {
    let s = plateSide(360, 200);
    for (const [x, y, a] of [
      [170, 290, -20],
      [240, 276, 0],
      [310, 290, 20],
    ] as const) {
      s += group(
        rotate(a, x, y + 80),
        path(`M${x - 40} ${y + 50} Q${x} ${y - 130} ${x + 40} ${y + 50}Z`, look.rind ?? '#8BC34A') +
          path(`M${x - 32} ${y + 44} Q${x} ${y - 116} ${x + 32} ${y + 44}Z`, flesh) +
          line(`M${x} ${y - 40} V${y + 30}`, tint(flesh, 0.5), 4, { 'stroke-dasharray': '4 12' }),
      );
    }
    return s;
  };
}

export interface PlateLook {
  main?: 'cutlet' | 'chicken' | 'fish' | 'goulash' | 'rolls' | 'stew';
  side?: 'mash' | 'rice' | 'buckwheat' | 'pasta' | 'potato';
  veg?: boolean;
  color?: string;
}

/** A plated main course from above: main, side, vegetables. */
export function plated(look: PlateLook): Drawing {
  return (rand) => {
    let s = plateTop(188);
    switch (look.side) {
      case 'mash':
        s += path(blob(rand, 180, 270, 70, 10, 10), '#F7E3A1') + ellipse(170, 256, 20, 8, '#FFF3C4');
        break;
      case 'rice':
        s += path(blob(rand, 180, 270, 72, 6, 12), '#FBF8EE') + dottedRing(180, 270, 44, '#E6E0CC', 4, '3 9');
        break;
      case 'buckwheat':
        s += path(blob(rand, 180, 270, 70, 8, 12), '#8B5A3C') + dottedRing(180, 270, 50, '#A9744F', 5, '2 6') + dottedRing(180, 270, 26, '#A9744F', 5, '2 6');
        break;
      case 'pasta':
        for (let k = 0; k < 14; k++)
          s += line(`M${n(between(rand, 130, 210))} ${n(between(rand, 220, 320))} q8 -10 16 0`, '#F1C86A', 9, {
            transform: rotate(between(rand, 0, 180), 180, 270),
          });
        break;
      case 'potato':
        for (const [x, y] of scatter(rand, 8, 180, 270, 56, 26)) s += rect(x - 14, y - 14, 28, 28, 8, '#E9B24E');
        break;
      default:
        break;
    }
    const c = look.color ?? '#8B4A2B';
    switch (look.main) {
      case 'cutlet':
        s += ellipse(300, 220, 62, 44, c) + ellipse(290, 206, 28, 10, tint(c, 0.3)) + ellipse(296, 300, 56, 40, shade(c, 0.08));
        break;
      case 'chicken':
        s += path(blob(rand, 298, 240, 72, 8, 10), c) + line('M250 216 l80 -20 M254 246 l86 -22 M262 276 l78 -20', shade(c, 0.3), 6);
        break;
      case 'fish':
        s +=
          path('M230 250 Q300 180 370 240 L400 210 L396 290 L370 262 Q300 320 230 250Z', c) +
          line('M270 232 q20 20 0 40 M300 226 q20 24 0 48', shade(c, 0.2), 4) +
          circle(382, 266, 12, '#FFF176');
        break;
      case 'goulash':
        s += path(blob(rand, 300, 250, 70, 10, 10), '#8D3B22');
        for (const [x, y] of scatter(rand, 6, 300, 250, 46, 26)) s += rect(x - 12, y - 12, 24, 24, 7, c);
        break;
      case 'rolls':
        for (const [x, y] of [
          [280, 210],
          [330, 260],
          [280, 300],
        ] as const)
          s += ellipse(x, y, 50, 32, c, { transform: rotate(-20, x, y) }) + line(`M${x - 30} ${y - 6} q30 12 60 -10`, shade(c, 0.2), 4);
        s += path(blob(rand, 300, 256, 34, 4, 8), '#FFFFFF', { opacity: 0.8 });
        break;
      case 'stew':
        s += path(blob(rand, 300, 250, 74, 8, 10), '#C0572B');
        for (const [x, y] of scatter(rand, 7, 300, 250, 50, 24)) s += rect(x - 12, y - 12, 24, 24, 6, pick(rand, ['#E9B24E', '#7A4128', '#F08A24']));
        break;
      default:
        break;
    }
    if (look.veg !== false)
      s +=
        circle(200, 172, 26, '#E53935') +
        circle(200, 172, 17, '#EF7D73') +
        circle(246, 158, 22, '#7CB342') +
        circle(246, 158, 15, '#DCEDC8') +
        ellipse(176, 336, 24, 10, '#43A047', { transform: rotate(-30, 176, 336) });
    return s;
  };
}

export function pastries(look: { color?: string; shape: 'oval' | 'round' | 'roll'; filling?: string }): Drawing {
  const c = look.color ?? '#D9913A';
  return (rand) => {
    let s = plateSide(356, 190);
    const spots: [number, number][] = [
      [170, 296],
      [310, 296],
      [240, 240],
    ];
    for (const [x, y] of spots) {
      if (look.shape === 'oval') s += ellipse(x, y, 80, 46, c) + ellipse(x - 16, y - 18, 42, 14, tint(c, 0.3));
      if (look.shape === 'round') s += circle(x, y, 58, c) + circle(x, y, 20, look.filling ?? '#7A4128') + ellipse(x - 18, y - 28, 22, 9, tint(c, 0.3));
      if (look.shape === 'roll') {
        let d = `M${x} ${y}`;
        for (let a = 0; a <= Math.PI * 5; a += 0.5) d += ` L${n(x + Math.cos(a) * a * 3.4)} ${n(y + Math.sin(a) * a * 3.4)}`;
        s += circle(x, y, 58, c) + line(d, look.filling ?? shade(c, 0.3), 5);
      }
      s += circle(x + between(rand, -20, 20), y + between(rand, -10, 10), 3, tint(c, 0.5));
    }
    return s;
  };
}
