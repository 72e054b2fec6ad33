/**
 * Theme rules shared by the layout engine and the pages: the text colour on the brand's main
 * colour and the WCAG contrast arithmetic behind it (the page title: brand-title.ts).
 */
export type MainColorType = 'dark' | 'light';
export type TextOnMain = '#FFFFFF' | '#000000';

/** WCAG 2 AA for normal text: the least contrast text on the main colour may have. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE: TextOnMain = '#FFFFFF';
const BLACK: TextOnMain = '#000000';

/** `#RGB` or `#RRGGBB` as [r, g, b] in 0..255; null for anything else. */
export function parseHexColor(hex: string): readonly [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour on the main colour actually used. SPEC point 9 says white for a dark main
 * colour, otherwise black; that choice stands while it is readable (at least
 * MIN_TEXT_CONTRAST). When it is not (a dark type declared over the light default #FCE000),
 * the other one is taken: for every colour one of white and black reaches 4.58:1 or more.
 */
export function textOnMain(mainColor: string, mainColorType: MainColorType): TextOnMain {
  const spec = mainColorType === 'dark' ? WHITE : BLACK;
  const specContrast = contrastRatio(spec, mainColor);
  if (specContrast >= MIN_TEXT_CONTRAST) return spec;
  const other = spec === WHITE ? BLACK : WHITE;
  return contrastRatio(other, mainColor) > specContrast ? other : spec;
}

/**
 * Text on a colour that comes with data (a label's background): the colour the data asks for
 * while it reaches MIN_TEXT_CONTRAST there, else white or black, whichever reads.
 */
export function readableTextOn(background: string, preferred: string | null | undefined): string {
  if (preferred && parseHexColor(preferred) && contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return textOnMain(background, 'dark');
}
