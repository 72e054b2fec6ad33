import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor, readableTextOn, relativeLuminance, textOnMain } from './theme.ts';
import { GENERIC_TITLE } from './brand-title.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('WCAG contrast arithmetic', () => {
  it('reads #RGB and #RRGGBB, refuses anything else', () => {
    expect(parseHexColor('#fce000')).toEqual([252, 224, 0]);
    expect(parseHexColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('black on white is 21:1, a colour on itself 1:1, and the ratio is symmetric', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FCE000', '#FCE000')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 10);
      }),
    );
  });

  it('white on the default yellow is unreadable (1.33:1), black on it is readable', () => {
    expect(contrastRatio('#FFFFFF', '#FCE000')).toBeLessThan(1.4);
    expect(contrastRatio('#000000', '#FCE000')).toBeGreaterThan(MIN_TEXT_CONTRAST);
  });
});

describe('text on the main colour (SPEC point 9, kept readable)', () => {
  it('SPEC rule where it is readable: white on a dark main colour, black on a light one', () => {
    expect(textOnMain('#1A237E', 'dark')).toBe('#FFFFFF');
    expect(textOnMain('#FCE000', 'light')).toBe('#000000');
  });

  it('a dark type declared over a light colour (the default #FCE000) gets black, not white on yellow', () => {
    expect(textOnMain('#FCE000', 'dark')).toBe('#000000');
    expect(textOnMain('#1A237E', 'light')).toBe('#FFFFFF');
  });

  it('property: whatever the colour and type, the text reaches 4.5:1 on the main colour', () => {
    fc.assert(
      fc.property(hexArb, fc.constantFrom('dark' as const, 'light' as const), (color, type) => {
        expect(contrastRatio(textOnMain(color, type), color)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });

  it('text on a data colour keeps the colour asked for while readable, else takes white or black', () => {
    expect(readableTextOn('#2BB673', '#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#1A237E', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableTextOn('#FFB703', null)).toBe('#000000');
    fc.assert(
      fc.property(hexArb, fc.option(hexArb), (background, preferred) => {
        expect(contrastRatio(readableTextOn(background, preferred), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
      { numRuns: 1000 },
    );
  });

  it('a generic title exists for a brand that names none', () => {
    expect(GENERIC_TITLE.trim().length).toBeGreaterThan(0);
  });
});
