/**
 * bench/presets/large.json, the 2,000-product brand of the benchmarks: valid, as large as the
 * benchmarks need, its pictures present, and exactly what scripts/generate-large-preset.ts writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePreset, type Preset } from '#schemas/preset';
import { LARGE_MERCHANT_ID, LARGE_PRODUCT_COUNT, LARGE_SUB, largePresetText } from './large-preset.ts';

const root = resolve(import.meta.dirname, '..');
const file = join(root, 'bench/presets/large.json');
const text = readFileSync(file, 'utf8');
const result = validatePreset(JSON.parse(text));
const preset = (result.ok ? result.preset : undefined) as Preset;

describe('bench/presets/large.json', () => {
  it('passes validatePreset', () => {
    const issues = result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
    expect(issues).toEqual([]);
  });

  it(`is the brand ${LARGE_SUB} with ${LARGE_PRODUCT_COUNT} products`, () => {
    expect(preset.merchant.sub).toBe(LARGE_SUB);
    expect(preset.merchant.id).toBe(LARGE_MERCHANT_ID);
    expect(preset.menu.products).toHaveLength(LARGE_PRODUCT_COUNT);
  });

  it('has one very long category (at least 1,200 products, vertical scroll, MEDIUM cards) and a few ordinary ones', () => {
    const counts = new Map<number, number>();
    for (const p of preset.menu.products) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
    const [longestId, longest] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(longest).toBeGreaterThanOrEqual(1200);
    const category = preset.menu.categories.find((c) => c.id === longestId)!;
    expect(category.scrollType).toBe('VERTICAL');
    expect(category.viewType).toBe('MEDIUM');
    const others = [...counts.values()].filter((n) => n !== longest);
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...others)).toBeLessThan(300);
  });

  it('names every product in Uzbek, Russian and English, and only pictures under public/images', () => {
    expect(preset.menu.products.filter((p) => !p.name.uz || !p.name.ru || !p.name.eng)).toEqual([]);
    const images = new Set(preset.menu.products.flatMap((p) => (p.image ? [p.image] : [])));
    expect([...images].filter((image) => !existsSync(join(root, 'public/images', image)))).toEqual([]);
  });

  it('is what the generator writes (run npx tsx scripts/generate-large-preset.ts)', () => {
    expect(text === largePresetText()).toBe(true);
  });

  it('is not one of the demo brands of presets/', () => {
    expect(existsSync(join(root, 'presets', 'large.json'))).toBe(false);
  });
});
