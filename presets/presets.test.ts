/**
 * The demo brand presets of presets/*.json: each one is a valid, complete brand with its
 * pictures, and together they exercise every layout the storefront can show (SPEC point 9:
 * every category view, scroll and navigation type, both basket positions, both modification
 * views, a category without the basket).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planLayout } from '#engine/plan-layout';
import { basketPositionSchema, categoryViewTypeSchema, modificationViewTypeSchema, navigationTypeSchema, scrollTypeSchema } from '#schemas/common';
import { validatePreset, type Preset } from '#schemas/preset';
import { subFromHost } from '#domain/merchant-host';
import { contrastRatio, MIN_TEXT_CONTRAST } from '#domain/theme';
import { chooseDeliveryBranch, pointInPolygon, quoteDelivery, tariffFor } from '#domain/delivery';
import { branchServes } from '#domain/geo';
import { presetText } from '../scripts/demo/build-preset.ts';
import { DEMO_BRANDS } from '../scripts/demo/brands.ts';

const presetsDir = import.meta.dirname;
const publicDir = resolve(presetsDir, '..', 'public');
const imagesDir = join(publicDir, 'images');
const MIN_PRODUCTS = 40;
const DEMO_FILES = new Set(DEMO_BRANDS.map((b) => `${b.sub}.json`));

const files = readdirSync(presetsDir).filter((n) => n.endsWith('.json') && n !== 'preset.schema.json').sort();
const raw = new Map(files.map((file) => [file, JSON.parse(readFileSync(join(presetsDir, file), 'utf8')) as Record<string, unknown>]));
const results = new Map(files.map((file) => [file, validatePreset(raw.get(file))]));
const presets = new Map<string, Preset>();
for (const [file, result] of results) if (result.ok) presets.set(file, result.preset);

/** Every picture a preset names, with where it names it. */
function imagesOf(p: Preset): { at: string; image: string }[] {
  const out: { at: string; image: string }[] = [];
  const add = (at: string, image: string | null | undefined) => {
    if (image) out.push({ at, image });
  };
  add('merchant.logo', p.merchant.logo);
  add('webSettings.logo', p.webSettings.logo);
  add('webSettings.favicon', p.webSettings.favicon);
  p.menu.groups.forEach((g) => add(`group ${g.id}`, g.image));
  p.menu.categories.forEach((c) => add(`category ${c.id}`, c.image));
  for (const x of p.menu.products) {
    add(`product ${x.id}`, x.image);
    x.gallery.forEach((g) => add(`product ${x.id} gallery`, g));
    for (const group of x.modificationGroups) for (const m of group.modifications) add(`product ${x.id} modification ${m.id}`, m.image);
  }
  p.banners.forEach((b) => add(`banner ${b.id}`, b.image));
  p.stories.forEach((s) => {
    add(`story ${s.id} cover`, s.cover);
    add(`story ${s.id}`, s.image);
  });
  p.brands.forEach((b) => add(`brand ${b.id}`, b.image));
  p.paymentMethods.forEach((m) => add(`payment method ${m.id}`, m.icon));
  return out;
}

describe('each preset', () => {
  it('exists: the README advertises burger, coffee, sushi, pizza, plov and minimal', () => {
    // A developer's own preset may sit beside them.
    expect(files).toEqual(expect.arrayContaining(['burger.json', 'coffee.json', 'minimal.json', 'pizza.json', 'plov.json', 'sushi.json']));
  });

  describe.each(files)('%s', (file) => {
    it('passes validatePreset (shape and references)', () => {
      const result = results.get(file)!;
      const issues = result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
      expect(issues, `${file} is refused:\n${issues.join('\n')}`).toEqual([]);
    });

    // The demo brands show full menus; a developer's own preset may be as small as it likes.
    if (DEMO_FILES.has(file)) it(`has a menu of at least ${MIN_PRODUCTS} products in groups and categories`, () => {
      const p = presets.get(file)!;
      expect(p.menu.products.length).toBeGreaterThanOrEqual(MIN_PRODUCTS);
      expect(p.menu.groups.length).toBeGreaterThanOrEqual(2);
      expect(p.menu.categories.length).toBeGreaterThanOrEqual(6);
      const withProducts = new Set(p.menu.products.map((x) => x.categoryId));
      expect(p.menu.categories.filter((c) => !withProducts.has(c.id)).map((c) => c.id)).toEqual([]);
    });

    it('names only pictures that exist under public/images, or https URLs', () => {
      const missing = imagesOf(presets.get(file)!)
        .filter(({ image }) => !/^https:\/\//i.test(image) && !existsSync(join(imagesDir, image)))
        .map(({ at, image }) => `${at}: ${image}`);
      expect(missing).toEqual([]);
    });

    it('is a complete data set: policies in three languages, branches with hours, payments, promos', () => {
      const p = presets.get(file)!;
      expect(p.policies.map((x) => x.type).sort()).toEqual(['ABOUT_COMPANY', 'PRIVACY_POLICY', 'TERMS']);
      for (const policy of p.policies) for (const lang of ['uz', 'ru', 'eng'] as const) expect(policy.text[lang]?.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(p.cities.filter((c) => c.isMain)).toHaveLength(1);
      expect(p.branches.length).toBeGreaterThanOrEqual(2);
      for (const b of p.branches) expect(b.workHours.map((w) => w.day)).toHaveLength(7);
      for (const type of p.paymentMethods.map((m) => m.type)) expect(p.paymentSettings.map((s) => s.type)).toContain(type);
      expect(new Set(p.promos.map((x) => x.discountType))).toEqual(new Set(['AMOUNT', 'PERCENTAGE']));
      expect(p.promos.some((x) => x.endDate && Date.parse(x.endDate) < Date.parse('2026-11-01'))).toBe(true);
    });

    it('draws text on its main colour with a contrast of at least 4.5:1 (the engine\'s theme tokens)', () => {
      const p = presets.get(file)!;
      const { tokens } = planLayout(p.webSettings, {
        channel: 'web', language: 'uz', categories: [], paymentSettings: [], brandCount: 0, hasBanners: false, hasStories: false,
      }).theme;
      expect(contrastRatio(tokens['--color-on-main']!, tokens['--color-main']!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });

    it('names every product, category and group in Uzbek, Russian and English', () => {
      const p = presets.get(file)!;
      const texts = [...p.menu.groups, ...p.menu.categories, ...p.menu.products].map((x) => x.name);
      expect(texts.filter((x) => !x.uz || !x.ru || !x.eng)).toEqual([]);
    });
  });
});

describe('the presets together', () => {
  const all = [...presets.values()];
  const categories = all.flatMap((p) => p.menu.categories);

  it('have unique subs and merchant ids', () => {
    const subs = all.map((p) => p.merchant.sub);
    const ids = all.map((p) => p.merchant.id);
    expect(new Set(subs).size).toBe(subs.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every category view, scroll and navigation type, as the layout engine presents them', () => {
    const shown = all.flatMap((p) => Object.values(planLayout(p.webSettings, {
      channel: 'web', language: 'uz', categories: p.menu.categories,
      paymentSettings: p.paymentSettings, brandCount: p.brands.length, hasBanners: false, hasStories: false,
    }).categories));
    expect(new Set(shown.map((c) => c.viewType))).toEqual(new Set(categoryViewTypeSchema.options));
    expect(new Set(shown.map((c) => c.scrollType))).toEqual(new Set(scrollTypeSchema.options));
    expect(new Set(shown.map((c) => c.navigationType))).toEqual(new Set(navigationTypeSchema.options));
  });

  it('use both basket positions and both modification views', () => {
    expect(new Set(all.map((p) => p.webSettings.basketPosition))).toEqual(new Set(basketPositionSchema.options));
    expect(new Set(all.map((p) => p.webSettings.modificationViewType))).toEqual(new Set(modificationViewTypeSchema.options));
  });

  it('have a category shown without the basket (isWithoutCart)', () => {
    expect(categories.some((c) => c.isWithoutCart)).toBe(true);
  });

  it('show modification pictures where a brand asks for FULL_IMAGE', () => {
    for (const p of all.filter((x) => x.webSettings.modificationViewType === 'FULL_IMAGE')) {
      const modifications = p.menu.products.flatMap((x) => x.modificationGroups.flatMap((g) => g.modifications));
      expect(modifications.length, p.merchant.sub).toBeGreaterThan(0);
      expect(modifications.filter((m) => !m.image).map((m) => m.id), p.merchant.sub).toEqual([]);
    }
  });

  it('link every brand of a brand catalog to a preset: its sub, merchant id and local address', () => {
    const bySub = new Map(all.map((p) => [p.merchant.sub, p]));
    for (const p of all) {
      for (const brand of p.brands) {
        const target = bySub.get(brand.id);
        expect(target, `${p.merchant.sub}: catalog brand ${brand.id}`).toBeDefined();
        expect(brand.merchantId).toBe(target?.merchant.id);
        const url = new URL(brand.domainUrl);
        expect(url.protocol).toMatch(/^https?:$/);
        expect(subFromHost(url.host)).toBe(brand.id);
      }
      if (p.webSettings.multiTabNavigationEnabled) {
        expect(p.brands.length).toBeGreaterThanOrEqual(2);
        expect(p.brands.map((b) => b.merchantId)).toContain(p.merchant.id);
      }
    }
  });

  it('include a brand that lives on the defaults (minimal: almost no settings, no category types)', () => {
    const minimal = raw.get('minimal.json')!;
    expect(Object.keys(minimal.webSettings as object).length).toBeLessThanOrEqual(1);
    const rawCategories = (minimal.menu as { categories: Record<string, unknown>[] }).categories;
    expect(rawCategories.filter((c) => 'viewType' in c || 'scrollType' in c || 'navigationType' in c)).toEqual([]);
  });
});

describe('ordering data of the demo brands (delivery zones, holidays, stock, cashback)', () => {
  const demo = [...presets.entries()].filter(([file]) => DEMO_FILES.has(file)).map(([, p]) => p);
  // Chirchiq, 30 km north-east of Tashkent: no demo brand delivers there.
  const chirchiq = { latitude: 41.4689, longitude: 69.5822 };

  it('every branch that delivers draws its zones, and serves its own doorstep from its near zone at the zone\'s fee', () => {
    for (const p of demo) {
      for (const b of p.branches.filter((x) => x.isActive && branchServes(x, 'DELIVERY'))) {
        expect(b.deliveryZones.length, b.id).toBeGreaterThan(0);
        const quote = quoteDelivery({ basketTotal: 100_000, address: b, branch: b, tariffs: p.deliveryTariffs });
        expect(quote.ok && quote.zone?.id, b.id).toBe(`${b.id}-near`);
        // The city outline holds every branch of the brand in that city.
        const city = b.deliveryZones.find((z) => z.id === `${b.id}-city`);
        if (city) for (const other of p.branches.filter((x) => x.cityId === b.cityId)) expect(pointInPolygon(other, city.polygon), `${city.id} ${other.id}`).toBe(true);
      }
    }
  });

  it('a zone without its own fee has a tariff to price it (the branch\'s own or its city\'s)', () => {
    for (const p of demo) {
      for (const b of p.branches.filter((x) => x.deliveryZones.some((z) => z.deliveryPrice == null))) {
        expect(tariffFor(b, p.deliveryTariffs), b.id).not.toBeNull();
      }
    }
  });

  it('an address outside every zone is refused: "Xizmat hududidan tashqarida"', () => {
    for (const p of demo.filter((x) => x.branches.some((b) => b.deliveryZones.length > 0))) {
      const lines = p.menu.products.slice(0, 1).map((product) => ({ product, count: 1 }));
      expect(chooseDeliveryBranch({ branches: p.branches, lines, basketTotal: 100_000, address: chirchiq, tariffs: p.deliveryTariffs }), p.merchant.sub)
        .toMatchObject({ ok: false, reason: 'OUTSIDE_SERVICE_AREA' });
    }
  });

  it('show holidays, a stock count, cashback earned where cashback is on, and a schedule horizon', () => {
    expect(demo.some((p) => p.branches.some((b) => b.holidays.length > 0))).toBe(true);
    expect(demo.some((p) => p.menu.products.some((x) => x.productBranch.some((l) => l.stock != null)))).toBe(true);
    for (const p of demo.filter((x) => x.webSettings.cashbackActive)) {
      expect(p.orderSettings.some((s) => s.cashbackPercent > 0), p.merchant.sub).toBe(true);
    }
    expect(demo.some((p) => p.orderSettings.some((s) => s.scheduleDaysAhead !== 2))).toBe(true);
  });
});

describe('the demo generator', () => {
  it.each(DEMO_BRANDS.map((b) => b.sub))('wrote presets/%s.json from scripts/demo (run npx tsx scripts/generate-presets.ts)', (sub) => {
    const brand = DEMO_BRANDS.find((b) => b.sub === sub)!;
    expect(readFileSync(join(presetsDir, `${sub}.json`), 'utf8')).toBe(presetText(brand));
  });
});

describe('the artwork', () => {
  const svgs = [
    ...readdirSync(imagesDir, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.svg')).map((n) => join(imagesDir, n)),
    join(publicDir, 'placeholder.svg'),
    join(publicDir, 'favicon.svg'),
  ];

  it('has no <text>: fonts may be missing where the server rasterises it', () => {
    expect(svgs.filter((f) => /<text[\s>]/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it.each([...presets.values()].map((p) => [p.merchant.sub, p.menu.products.find((x) => x.image)?.image ?? '']))(
    '%s: the first product picture rasterises to a picture, not a blank square',
    async (_sub, image) => {
      const { channels } = await sharp(join(imagesDir, image)).resize(96, 96).stats();
      expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
    },
  );
});
