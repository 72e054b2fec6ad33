/**
 * What each brand should show, read from its preset file (never typed twice in the tests):
 * title, main colour, languages, and the first category and product of its home screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_DEFAULTS, type CategoryViewType, type Language, type NavigationType } from '#schemas/common';
import { validatePreset } from '#schemas/preset';
import { assembleMenu } from '#domain/menu-assembly';
import { brandLanguages, resolveLanguage } from '#domain/language';
import { pickText } from '#domain/localized';
import { brandTitle } from '#domain/brand-title';
import { DEFAULT_MAIN_COLOR, type WebSettings } from '#schemas/web-settings';
import { planLayout } from '#engine/plan-layout';
import type { RouteId } from '#schemas/routes';

/** The brand global-setup stores with bad raw settings (a copy of the fixture brand beta). */
export const BROKEN_BRAND = {
  merchantId: 'broken-id',
  sub: 'broken',
  title: 'Broken brand',
  mainColor: DEFAULT_MAIN_COLOR,
  rawSettings: { brand: 'Broken brand', mainColor: 'red', basketPosition: 'SOMEWHERE', uzLangActive: 'yes', groupView: 42, contacts: 'none' },
} as const;

/**
 * A brand global-setup stores to try the layout's limits (a copy of the fixture brand beta):
 * SMALL cards, a label longer than a card, and a footer text without a single break.
 */
export const STRESS_BRAND = {
  merchantId: 'stress-id',
  sub: 'stress',
  label: 'Juda-juda-uzun-yorliq-matni-sigmaydigan-kartochka-uchun',
  footer: 'x'.repeat(4000),
} as const;

/**
 * The Telegram mini app's brands (tests/e2e/telegram.e2e.test.ts): global-setup gives the server
 * a test bot token for each (TELEGRAM_BOT_TOKENS), so init data signed with it passes the
 * server's real check. `contactBrand` requires a phone shared through the bot; `themeBrand`
 * follows Telegram's colours (web setting telegramTheme TELEGRAM).
 */
export const TELEGRAM_BRANDS = {
  bots: { burger: '7000000001:e2e-burger-test-bot-token', coffee: '7000000002:e2e-coffee-test-bot-token', pizza: '7000000003:e2e-pizza-test-bot-token' },
  signInBrand: 'burger',
  contactBrand: 'coffee',
  themeBrand: 'pizza',
} as const;

export interface BrandExpectation {
  readonly file: string;
  readonly sub: string;
  readonly title: string;
  /** The title and the first branch's address in Russian (localised data, decision 024). */
  readonly ru: { readonly title: string; readonly branchAddress: string };
  readonly mainColor: string;
  readonly basketPosition: WebSettings['basketPosition'];
  /** The language a first visit renders in. */
  readonly language: Language;
  readonly offered: readonly Language[];
  /** The first category of the home screen, in `language`. */
  readonly firstCategory: {
    readonly id: number;
    readonly name: string;
    readonly navigationType: NavigationType;
    readonly viewType: CategoryViewType;
    readonly productCount: number;
  };
  readonly firstProduct: { readonly id: number; readonly name: string };
  readonly productCount: number;
  /** Categories the home screen shows. */
  readonly categoryCount: number;
  /** Whether the home screen has the sticky strip of category chips. */
  readonly categoryStrip: boolean;
  /** Names of the group's brands when the brand shows brand tabs, else empty. */
  readonly brandTabs: readonly string[];
  /** The same names in Russian (the brand tabs follow the shopper's language). */
  readonly brandTabsRu: readonly string[];
  /** This brand's name in its group's catalog. */
  readonly brandName: string | null;
  /** The routes the brand's plan has. */
  readonly routes: readonly RouteId[];
}

export function readBrands(presetsDir: string): BrandExpectation[] {
  const files = readdirSync(presetsDir)
    .filter((n) => n.endsWith('.json') && n !== 'preset.schema.json')
    .sort();
  return files.map((file) => {
    const result = validatePreset(JSON.parse(readFileSync(join(presetsDir, file), 'utf8')));
    if (!result.ok) throw new Error(`${file}: ${result.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
    const { merchant, webSettings: s, menu: raw, brands, branches } = result.preset;
    const { offered, fallback } = brandLanguages(s);
    const language = resolveLanguage({ asked: null, offered, fallback });
    const menu = assembleMenu(raw);
    // The home screen's order (menu-view.tsx): by group when the brand groups, then the rest.
    const grouped = s.groupView === 'GROUP';
    const inGroups = new Set(menu.groups.flatMap((g) => g.categories.map((c) => c.id)));
    const first = grouped ? (menu.groups[0]?.categories[0] ?? menu.categories.find((c) => !inGroups.has(c.id))) : menu.categories[0];
    const product = first?.products[0];
    if (!first || !product) throw new Error(`${file}: the menu shows no product`);
    const own = brands.find((b) => b.merchantId === merchant.id);
    return {
      file,
      sub: merchant.sub,
      title: brandTitle(s, language, fallback),
      ru: { title: brandTitle(s, 'ru', fallback), branchAddress: pickText(branches[0]!.address, 'ru', fallback) },
      mainColor: s.mainColor,
      basketPosition: s.basketPosition,
      language,
      offered,
      firstCategory: {
        id: first.id,
        name: pickText(first.name, language, fallback),
        navigationType: first.navigationType ?? CATEGORY_DEFAULTS.navigationType,
        viewType: first.viewType ?? s.categoryView,
        productCount: first.products.length,
      },
      firstProduct: { id: product.id, name: pickText(product.name, language, fallback) },
      productCount: menu.products.length,
      categoryCount: menu.categories.length,
      categoryStrip: s.isNavigationViewEnabled,
      brandTabs: s.multiTabNavigationEnabled && brands.length >= 2 ? brands.map((b) => pickText(b.name, language, fallback)) : [],
      brandTabsRu: s.multiTabNavigationEnabled && brands.length >= 2 ? brands.map((b) => pickText(b.name, 'ru', fallback)) : [],
      brandName: own ? pickText(own.name, language, fallback) : null,
      routes: planLayout(s, {
        channel: 'web',
        language,
        categories: raw.categories,
        paymentSettings: [],
        brandCount: brands.length,
        hasBanners: false,
        hasStories: false,
      }).routes.map((r) => r.id),
    };
  });
}

/** `#RGB` or `#RRGGBB` as the computed-style form `rgb(r, g, b)`. */
export function cssRgb(hex: string): string {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A dictionary text with its `{{name}}` placeholders filled. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The brand of the loaded presets that a test needs. With presets that have none (another
 * PRESETS_DIR), the test fails and says what it needs, instead of silently not running.
 */
export function presetBrand(
  brands: readonly BrandExpectation[],
  presetsDir: string,
  need: string,
  fits: (brand: BrandExpectation) => boolean,
): BrandExpectation {
  const brand = brands.find(fits);
  if (!brand) throw new Error(`this test needs ${need}; the presets of ${presetsDir} (PRESETS_DIR) have none`);
  return brand;
}
