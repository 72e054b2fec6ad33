/**
 * One demo brand into its preset (the format of schemas/preset.ts) and the preset into the
 * text of presets/<sub>.json. Ids come from the brand's range: groups base+1.., categories
 * base+10.., products base+100.., labels base+900..; pictures are `<sub>/<slug>.svg`.
 */
import type { PresetInput } from '#schemas/preset';
import { label, type Brand, type Dietary, type ModGroup, type Product } from './model.ts';

/** A product's or modification's allergens and diet labels, when the brand names any. */
const dietaryOf = (found: Dietary | undefined) => ({
  ...(found?.allergens?.length ? { allergens: [...found.allergens] } : {}),
  ...(found?.diet?.length ? { diet: [...found.diet] } : {}),
});

/** Where each picture of a brand lives under public/images. */
export const imagePath = {
  product: (sub: string, slug: string) => `${sub}/${slug}.svg`,
  gallery: (sub: string, slug: string, n: number) => `${sub}/${slug}-${n}.svg`,
  modification: (sub: string, key: string) => `${sub}/mod-${key}.svg`,
  banner: (sub: string, slug: string) => `${sub}/banner-${slug}.svg`,
  story: (sub: string, slug: string) => `${sub}/story-${slug}.svg`,
  storyCover: (sub: string, slug: string) => `${sub}/story-${slug}-cover.svg`,
  logo: (sub: string) => `${sub}/logo.svg`,
  favicon: (sub: string) => `${sub}/favicon.svg`,
};

function modificationGroup(brand: Brand, group: ModGroup) {
  return {
    id: group.id,
    name: group.name,
    minCount: group.minCount ?? 0,
    maxCount: group.maxCount ?? 1,
    isRequired: group.isRequired ?? false,
    modifications: group.options.map((option, i) => ({
      id: group.id * 10 + i,
      name: option.name,
      ...(option.art ? { image: imagePath.modification(brand.sub, option.key) } : {}),
      price: option.price,
      ...(option.isDefault ? { isDefault: true } : {}),
      ...dietaryOf(brand.dietary?.[option.key]),
    })),
  };
}

function product(brand: Brand, p: Product, id: number, categoryId: number, priority: number, allBranches: readonly string[]) {
  const image = p.art ? imagePath.product(brand.sub, p.slug) : undefined;
  const gallery = image && p.gallery ? [image, ...Array.from({ length: p.gallery }, (_, i) => imagePath.gallery(brand.sub, p.slug, i + 2))] : undefined;
  return {
    id,
    categoryId,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    ...(image ? { image } : {}),
    ...(gallery ? { gallery } : {}),
    priority,
    type: p.mods?.length ? ('MODIFICATION' as const) : ('NONE' as const),
    unit: p.unit ?? 'COUNT',
    ...(p.measure != null ? { measure: p.measure } : {}),
    amount: p.amount,
    ...(p.discount ? { discount: p.discount } : {}),
    ...(p.calorie != null ? { calorie: p.calorie } : {}),
    ...(p.labels?.length ? { labels: p.labels.map((kind) => label(brand.base, kind)) } : {}),
    ...dietaryOf(brand.dietary?.[p.slug]),
    ...(p.mods?.length ? { modificationGroups: p.mods.map((g) => modificationGroup(brand, g)) } : {}),
    ...(p.recommend ? { isCartRecommendation: true } : {}),
    ...(p.cooking ? { timeCookingMin: p.cooking[0], timeCookingMax: p.cooking[1] } : {}),
    productBranch: (p.branches ?? allBranches).map((branchId) => ({ branchId, ...(p.stock?.[branchId] != null ? { stock: p.stock[branchId] } : {}) })),
  };
}

/**
 * Every demo brand's first owner, who opens the brand's studio (/studio) with a code from the
 * development outbox. Staff are per brand, so one phone is an owner of each demo brand.
 */
export const DEMO_OWNER = { phone: '998901234567', role: 'OWNER', name: 'Demo owner' } as const;

export function buildPreset(brand: Brand): PresetInput {
  const { base, sub } = brand;
  const allBranches = brand.preset.branches.map((b) => b.id);
  const demoProducts = brand.groups.flatMap((g) => g.categories.flatMap((c) => c.products));
  for (const p of demoProducts) {
    for (const branchId of Object.keys(p.stock ?? {})) {
      if (!(p.branches ?? allBranches).includes(branchId)) throw new Error(`${brand.sub}: ${p.slug} keeps stock at ${branchId}, which does not sell it`);
    }
  }
  const groups: NonNullable<PresetInput['menu']['groups']> = [];
  const categories: PresetInput['menu']['categories'] = [];
  const products: PresetInput['menu']['products'] = [];
  const grades: NonNullable<PresetInput['grades']> = [];
  const productIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();

  brand.groups.forEach((g, gi) => {
    const groupId = base + 1 + gi;
    groups.push({
      id: groupId,
      name: g.name,
      priority: gi + 1,
      ...(g.bgColor ? { bgColor: g.bgColor } : {}),
      ...(g.iconBgColor ? { iconBgColor: g.iconBgColor } : {}),
    });
    for (const c of g.categories) {
      const categoryId = base + 10 + categories.length;
      categoryIds.set(c.name.uz, categoryId);
      categories.push({
        id: categoryId,
        groupId,
        name: c.name,
        priority: categories.length + 1,
        ...(c.viewType ? { viewType: c.viewType } : {}),
        ...(c.scrollType ? { scrollType: c.scrollType } : {}),
        ...(c.navigationType ? { navigationType: c.navigationType } : {}),
        ...(c.isWithoutCart ? { isWithoutCart: true } : {}),
        ...(c.textColor ? { textColor: c.textColor } : {}),
      });
      c.products.forEach((p, pi) => {
        if (productIds.has(p.slug)) throw new Error(`${sub}: product ${p.slug} twice`);
        const id = base + 100 + products.length;
        productIds.set(p.slug, id);
        products.push(product(brand, p, id, categoryId, pi + 1, allBranches));
        if (p.grade != null) grades.push({ productId: id, grade: p.grade });
      });
    }
  });

  const banners = (brand.banners ?? []).map((b, i) => {
    const productId = b.productSlug ? productIds.get(b.productSlug) : undefined;
    const categoryId = b.categoryName ? categoryIds.get(b.categoryName) : undefined;
    if (b.productSlug && productId == null) throw new Error(`${sub}: banner ${b.slug} names no product ${b.productSlug}`);
    if (b.categoryName && categoryId == null) throw new Error(`${sub}: banner ${b.slug} names no category ${b.categoryName}`);
    return {
      id: base + 1 + i,
      image: imagePath.banner(sub, b.slug),
      title: b.title,
      ...(productId != null ? { productId } : {}),
      ...(categoryId != null ? { categoryId } : {}),
      priority: i + 1,
    };
  });
  const stories = (brand.stories ?? []).map((s, i) => ({
    id: base + 1 + i,
    title: s.title,
    cover: imagePath.storyCover(sub, s.slug),
    image: imagePath.story(sub, s.slug),
    text: s.text,
    priority: i + 1,
  }));

  return {
    $schema: './preset.schema.json',
    ...brand.preset,
    ...(banners.length ? { banners } : {}),
    ...(stories.length ? { stories } : {}),
    menu: { groups, categories, products },
    ...(grades.length ? { grades } : {}),
    staff: brand.preset.staff ?? [DEMO_OWNER],
  };
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * JSON with 2-space indentation that keeps a small object or array on one line when it fits
 * (a localised name, a branch link), so a preset reads like a hand-written file.
 */
export function formatJson(value: unknown, indent = '', room = 120): string {
  const one = inline(value);
  if (one.length <= room || value === null || typeof value !== 'object') return one;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + formatJson(v, inner, 120 - inner.length)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner, 120 - inner.length - k.length - 4)}`).join(',\n')}\n${indent}}`;
}

export const presetText = (brand: Brand): string => `${formatJson(buildPreset(brand))}\n`;
