/**
 * `npm run preset:new`'s brand: the smallest preset the loader takes whole (one city, one branch
 * open every day, one group, one category, two dishes, cash), its `$schema` path relative to where
 * it is written, and placeholder artwork under the public images folder. A developer then edits
 * the file under `npm run dev`; `npm run preset:check` says what is wrong.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { normalizeSub } from '#domain/merchant-host';
import { checkPreset } from './preset-check.ts';

/** Tashkent's centre: where a new brand's city and branch stand until the developer moves them. */
const TASHKENT = { latitude: 41.311081, longitude: 69.240562 };
const COLOR = '#2f6f4e';
const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const text = (uz: string, ru: string, eng: string) => ({ uz, ru, eng });

/** The new brand's preset: every id derived from its sub-domain. */
export function newPreset(sub: string, schemaPath: string): Record<string, unknown> {
  const id = `brand-${sub}`;
  const branchId = `${sub}-main`;
  const name = sub.charAt(0).toUpperCase() + sub.slice(1);
  const dish = (productId: number, uz: string, ru: string, eng: string, amount: number, priority: number) => ({
    id: productId,
    categoryId: 10,
    name: text(uz, ru, eng),
    image: `${sub}/dish-${priority}.svg`,
    priority,
    type: 'NONE',
    unit: 'GRAMM',
    measure: 300,
    amount,
    productBranch: [{ branchId }],
  });
  return {
    $schema: schemaPath,
    merchant: { id, sub, name: text(name, name, name), logo: `${sub}/logo.svg`, color: COLOR, ...TASHKENT, mainCityId: 'tashkent' },
    webSettings: { brand: name, logo: `${sub}/logo.svg`, mainColor: COLOR },
    cities: [{ id: 'tashkent', name: text('Toshkent', 'Ташкент', 'Tashkent'), ...TASHKENT, isMain: true }],
    branches: [
      {
        id: branchId,
        cityId: 'tashkent',
        merchantId: id,
        isMain: true,
        name: text('Markaz', 'Центр', 'Centre'),
        ...TASHKENT,
        address: "Toshkent, Amir Temur ko'chasi, 1",
        phone: '+998 71 200 00 00',
        open: '09:00',
        close: '22:00',
        workHours: WEEK.map((day) => ({ day, open: '09:00', close: '22:00' })),
      },
    ],
    paymentMethods: [{ id: `${sub}-pm-cash`, type: 'CASH', name: 'Naqd', title: text('Naqd pul', 'Наличными', 'Cash') }],
    paymentSettings: [
      { id: `${sub}-ps-cash`, merchantId: id, type: 'CASH', webEnabled: true, botEnabled: true, operatorEnabled: true, appEnabled: true, qrEnabled: false },
    ],
    orderSettings: [{ cityId: 'tashkent', minimalDeliveryPrice: 0, scheduleDaysAhead: 1 }],
    deliveryTariffs: [
      { id: `${sub}-tashkent`, cityId: 'tashkent', name: 'Toshkent', basePrice: 10000, baseDistanceKm: 3, pricePerKm: 2000, maxDistanceKm: 15 },
    ],
    menu: {
      groups: [{ id: 1, name: text('Menyu', 'Меню', 'Menu'), priority: 1 }],
      categories: [{ id: 10, groupId: 1, name: text('Taomlar', 'Блюда', 'Dishes'), priority: 1 }],
      products: [dish(100, 'Birinchi taom', 'Первое блюдо', 'First dish', 25000, 1), dish(101, 'Ikkinchi taom', 'Второе блюдо', 'Second dish', 32000, 2)],
    },
  };
}

/** A placeholder picture: the brand's initial, or a plate, on its colour. */
function placeholderSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${COLOR}"/><circle cx="60" cy="60" r="38" fill="#fff" opacity=".9"/><text x="60" y="74" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${COLOR}">${label}</text></svg>\n`;
}

export interface NewPresetFiles {
  readonly file: string;
  readonly images: readonly string[];
}

/**
 * Writes `file` for `sub` and its artwork under `imagesDir`; refused when the sub-domain is no
 * valid one or the file exists. The preset is checked with the loader's rules before it is written.
 */
export function writeNewPreset(options: { sub: string; file: string; imagesDir: string; schemaFile: string }): NewPresetFiles {
  const sub = normalizeSub(options.sub);
  if (!sub || sub !== options.sub) {
    throw new Error(`"${options.sub}" is no sub-domain: use lower-case latin letters, digits and hyphens, not at either end (at most 63)`);
  }
  if (existsSync(options.file)) throw new Error(`${options.file} exists: choose another file or sub-domain`);
  const toSchema = relative(dirname(options.file), options.schemaFile).split(sep).join('/');
  const preset = newPreset(sub, toSchema.startsWith('.') ? toSchema : `./${toSchema}`);
  const checked = checkPreset(preset);
  if (!checked.ok) throw new Error(`the new preset does not pass its own check: ${JSON.stringify(checked.issues)}`);
  const images = [
    [`${sub}/logo.svg`, sub.charAt(0).toUpperCase()],
    [`${sub}/dish-1.svg`, '1'],
    [`${sub}/dish-2.svg`, '2'],
  ] as const;
  for (const [path, label] of images) {
    const target = join(options.imagesDir, path);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target)) writeFileSync(target, placeholderSvg(label));
  }
  mkdirSync(dirname(options.file), { recursive: true });
  writeFileSync(options.file, `${JSON.stringify(preset, null, 2)}\n`);
  return { file: options.file, images: images.map(([path]) => join(options.imagesDir, path)) };
}
