import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseWebSettingsLenient } from '#schemas/web-settings';
import { validatePreset } from '#schemas/preset';
import { MIN_TEXT_CONTRAST } from '#domain/theme';
import type { LayoutContext } from './layout-plan.ts';
import { planLayout } from './plan-layout.ts';
import { TEXT_ON_THEME, themeContrasts } from './theme-contrast.ts';

const context: LayoutContext = {
  channel: 'web',
  language: 'uz',
  categories: [],
  paymentSettings: [],
  brandCount: 1,
  hasBanners: false,
  hasStories: false,
};

const presetsDir = resolve(import.meta.dirname, '../../presets');
const demoBrands = readdirSync(presetsDir)
  .filter((n) => n.endsWith('.json') && n !== 'preset.schema.json')
  .map((file) => {
    const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, file), 'utf8')));
    if (!result.ok) throw new Error(`${file} is no valid preset`);
    return { file, settings: result.preset.webSettings };
  });

/** The states under WCAG AA, as `state ratio`, for a report that names them. */
const unreadable = (raw: Record<string, unknown>) =>
  themeContrasts(planLayout(parseWebSettingsLenient(raw).settings, context).theme)
    .filter((c) => c.ratio < MIN_TEXT_CONTRAST)
    .map((c) => `${c.state} ${c.ratio.toFixed(2)}`);

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('text on the theme (WCAG AA, 4.5:1): every chip, button, badge and label state', () => {
  it('names the tokens the plan gives, each state once', () => {
    const states = TEXT_ON_THEME.map((p) => p.state);
    expect(new Set(states).size).toBe(states.length);
    expect(() => themeContrasts(planLayout(parseWebSettingsLenient({}).settings, context).theme)).not.toThrow();
  });

  it("a chosen modification's price takes the readable text on the main colour, not the muted grey", () => {
    const checked = TEXT_ON_THEME.find((p) => p.state === '.chip[data-checked] .tile__price');
    expect(checked).toMatchObject({ text: '--color-on-main', background: '--color-main' });
  });

  it.each(demoBrands)('every state reads on the demo brand $file', ({ settings }) => {
    expect(unreadable(settings)).toEqual([]);
  });

  it('property: every state reads on 1,000 random main colours, in either mode and either main colour type', () => {
    fc.assert(
      fc.property(hexArb, fc.constantFrom('dark', 'light'), fc.boolean(), (mainColor, mainColorType, isDark) => {
        expect(unreadable({ mainColor, mainColorType, isDark })).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
