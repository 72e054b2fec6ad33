/**
 * The HTML a brand's first request gets: the built index.html with the brand already in it
 * (title, favicon, theme colour, colours as CSS variables, dark or light), a skeleton of the
 * home screen in those colours, the first product image preloaded, and the boot data the
 * first screen needs inlined as JSON. The first paint waits for no JavaScript; the storefront
 * takes over when it has loaded (DESIGN.md, performance by design).
 */
import { SHELL_MARKERS, type BootData } from '#schemas/boot';
import type { Language } from '#schemas/common';
import type { OverallMenu } from '#schemas/entities';
import type { WebSettings } from '#schemas/web-settings';
import { assembleMenu, type AssembledMenu, type MenuCategory } from '#domain/menu-assembly';
import { HTML_LANG } from '#domain/language';
import { brandSiteUrl } from '#domain/merchant-host';
import { BANNER_IMAGE_SIZES, cardImageSizes, cdnUrl, PLACEHOLDER_IMAGE, squareImageSet, wideImageSet } from '#domain/image-url';
import { pickText } from '#domain/localized';
import { brandTitle, GENERIC_TITLE, textOnMain } from '#domain/theme';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside <script>: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface BrandPage {
  readonly language: Language;
  readonly settings: WebSettings;
  readonly menu: OverallMenu | null;
  readonly boot: BootData;
  /** The protocol and port the visitor is on (brand tabs to development domains keep them). */
  readonly site: { readonly protocol: string; readonly port: string };
}

type ImageSet = ReturnType<typeof squareImageSet>;

const attr = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`);

function img(className: string, image: { src: string; srcSet?: string; width: number; height: number }, sizes: string, high: boolean) {
  const set = image.srcSet ? `${attr('srcset', image.srcSet)}${attr('sizes', sizes)}` : '';
  return `<img class="${className}"${attr('src', image.src)}${set}${attr('width', image.width)}${attr('height', image.height)} alt=""${high ? ' fetchpriority="high"' : ''}>`;
}

/** What the home screen shows first, to paint before JavaScript: the same elements, the same sizes. */
interface FirstScreen {
  readonly banners: readonly string[];
  /**
   * The largest image of the first screen on a phone, preloaded with high priority: a BIG
   * card's image (the full width, square) outgrows a banner (2:1); smaller cards do not.
   */
  readonly lcp: 'banner' | 'product' | null;
  readonly viewType: 'BIG' | 'MEDIUM' | 'SMALL';
  readonly images: readonly (ImageSet | null)[];
}

/**
 * The home screen in outline: header, the first banners, category chips and the first
 * category's cards with their real images. The storefront's own markup and classes, so the
 * page does not shift when React replaces it, and the largest image is painted from here.
 */
function skeleton(title: string, logo: string | null, strip: boolean, first: FirstScreen, tabs: string, stories: boolean): string {
  const banners = first.banners.length > 0
    ? `<section class="banners"><ul class="banners__track">${first.banners.map((file, i) => `<li class="banner">${img('banner__image', wideImageSet(file), BANNER_IMAGE_SIZES, i === 0 && first.lcp === 'banner')}</li>`).join('')}</ul></section>`
    : '';
  const storiesRow = stories ? '<div class="stories stories--placeholder"></div>' : '';
  const chips = strip
    ? `<div class="category-strip"><div class="category-strip__list">${'<span class="skeleton chip chip--skeleton"></span>'.repeat(4)}</div></div>`
    : '';
  const view = first.viewType.toLowerCase();
  const card = (image: ImageSet | null, i: number) => {
    const media = image
      ? `<span class="product-card__media">${img('product-card__image', image, image.sizes, i === 0 && first.lcp === 'product')}</span>`
      : '<span class="skeleton product-card__media skeleton--media"></span>';
    return `<div class="product-card product-card--${view}">${media}<span class="skeleton skeleton--line"></span><span class="skeleton skeleton--line skeleton--short"></span></div>`;
  };
  const cards = (first.images.length > 0 ? first.images : [null, null, null, null]).map(card).join('');
  const logoImg = logo ? `<img class="site-header__logo" src="${escapeHtml(cdnUrl(logo))}" width="36" height="36" alt="">` : '';
  return `<div class="app-shell" aria-busy="true">${tabs}<header class="site-header"><div class="site-header__inner"><span class="site-header__brand">${logoImg}<span class="site-header__title">${escapeHtml(title)}</span></span></div></header><main>${banners}${storiesRow}${chips}<div class="category"><span class="skeleton skeleton--title"></span><div class="product-grid product-grid--${view} shell-grid--${view}">${cards}</div></div></main></div>`;
}

/** Brand tabs of a group, as the storefront draws them (features/brands/components/brand-tabs.tsx). */
function brandTabs(page: BrandPage): string {
  const brands = page.boot.brands ?? [];
  if (!page.settings.multiTabNavigationEnabled || brands.length < 2) return '';
  const items = brands.map((brand) => {
    const href = brandSiteUrl(brand.domainUrl, page.site);
    const current = brand.merchantId === page.boot.merchant?.id ? ' aria-current="page"' : '';
    const color = brand.color ? ` style="--brand-color:${escapeHtml(brand.color)}"` : '';
    return `<li><a class="brand-tab"${href ? attr('href', href) : ''}${current}${color}>${escapeHtml(brand.name)}</a></li>`;
  });
  return `<nav class="brand-tabs"><ul class="brand-tabs__list">${items.join('')}</ul></nav>`;
}

/** The first screen of the home page for this menu and these banners. */
/** The first category the home screen shows: by group when the brand groups (menu-view.tsx), then the rest. */
function firstCategory(menu: AssembledMenu, grouped: boolean): MenuCategory | undefined {
  if (!grouped) return menu.categories[0];
  const inGroups = new Set(menu.groups.flatMap((g) => g.categories.map((c) => c.id)));
  return menu.groups[0]?.categories[0] ?? menu.categories.find((c) => !inGroups.has(c.id));
}

function firstScreen(
  menu: OverallMenu | null, banners: readonly { image: string; priority: number }[], brandView: FirstScreen['viewType'], grouped: boolean,
): FirstScreen {
  const first = menu ? firstCategory(assembleMenu(menu), grouped) : undefined;
  // As the engine decides: the category's own view, else the brand's categoryView.
  const viewType = first?.viewType ?? brandView;
  const display = viewType === 'BIG' ? 480 : 240;
  const images = (first?.products ?? []).slice(0, 4).map((p) => (p.image ? squareImageSet(p.image, display, cardImageSizes(viewType)) : null));
  const bannerFiles = [...banners].sort((a, b) => a.priority - b.priority).slice(0, 2).map((b) => b.image);
  const productFirst = images[0] && (bannerFiles.length === 0 || viewType === 'BIG');
  return {
    banners: bannerFiles,
    lcp: productFirst ? 'product' : bannerFiles.length > 0 ? 'banner' : null,
    viewType,
    images,
  };
}

export function renderBrandPage(template: string, page: BrandPage): string {
  const s = page.settings;
  const title = brandTitle(s);
  const mode = s.isDark ? 'dark' : 'light';
  const onMain = textOnMain(s.mainColorType);
  const favicon = s.favicon ? cdnUrl(s.favicon) : '/favicon.svg';
  const first = firstScreen(page.menu, page.boot.banners ?? [], s.categoryView, s.groupView === 'GROUP');
  const lcp = first.lcp === 'banner' ? { ...wideImageSet(first.banners[0]), sizes: BANNER_IMAGE_SIZES } : first.lcp === 'product' ? first.images[0] ?? null : null;
  const description = pickText(page.boot.policies?.find((p) => p.type === 'ABOUT_COMPANY')?.text, page.language).split('\n')[0] ?? '';
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${escapeHtml(favicon)}">`,
    `<meta name="theme-color" content="${escapeHtml(s.mainColor)}">`,
    description ? `<meta name="description" content="${escapeHtml(description.slice(0, 200))}">` : '',
    lcp && lcp.src !== PLACEHOLDER_IMAGE
      ? `<link rel="preload" as="image" href="${escapeHtml(lcp.src)}"${lcp.srcSet ? ` imagesrcset="${escapeHtml(lcp.srcSet)}" imagesizes="${escapeHtml(lcp.sizes)}"` : ''} fetchpriority="high">`
      : '',
  ].filter(Boolean).join('\n    ');
  const htmlAttributes = `lang="${HTML_LANG[page.language]}" data-theme="${mode}" style="--sf-main:${s.mainColor};--sf-on-main:${onMain}"`;
  return template
    .replace(/<html[^>]*>/, `<html ${htmlAttributes}>`)
    .replace(SHELL_MARKERS.head, head)
    .replace(SHELL_MARKERS.shell, skeleton(title, s.logo, s.isNavigationViewEnabled, first, brandTabs(page), (page.boot.stories ?? []).length > 0))
    .replace(SHELL_MARKERS.boot, `<script id="boot-data" type="application/json">${scriptJson(page.boot)}</script>`);
}

/** A page for a host that names no brand, or one that is unknown: the storefront decides. */
export function renderPlainPage(template: string, boot: BootData | null): string {
  return template
    .replace(SHELL_MARKERS.head, `<title>${GENERIC_TITLE}</title>\n    <link rel="icon" href="/favicon.svg">`)
    .replace(SHELL_MARKERS.shell, '')
    .replace(SHELL_MARKERS.boot, boot ? `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>` : '');
}
