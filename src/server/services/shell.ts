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
import { assembleMenu } from '#domain/menu-assembly';
import { cardImageSizes, cdnUrl, squareImageSet, PLACEHOLDER_IMAGE } from '#domain/image-url';
import { pickText } from '#domain/localized';
import { GENERIC_TITLE, textOnMain } from '#domain/theme';

const HTML_LANG: Readonly<Record<Language, string>> = { uz: 'uz', ru: 'ru', eng: 'en' };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside <script>: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface BrandPage {
  readonly language: Language;
  readonly settings: WebSettings;
  readonly merchantName: string | null;
  readonly menu: OverallMenu | null;
  readonly boot: BootData;
}

function skeleton(title: string, logo: string | null, strip: boolean, firstImage: ReturnType<typeof squareImageSet> | null): string {
  const chips = strip
    ? `<div class="category-strip"><div class="category-strip__list">${'<span class="skeleton chip chip--skeleton"></span>'.repeat(4)}</div></div>`
    : '';
  const card = (i: number) => {
    const media = i === 0 && firstImage
      ? `<span class="product-card__media"><img class="product-card__image" src="${escapeHtml(firstImage.src)}"${firstImage.srcSet ? ` srcset="${escapeHtml(firstImage.srcSet)}" sizes="${escapeHtml(firstImage.sizes)}"` : ''} width="${firstImage.width}" height="${firstImage.height}" alt="" fetchpriority="high"></span>`
      : '<span class="skeleton product-card__media skeleton--media"></span>';
    return `<div class="product-card product-card--medium">${media}<span class="skeleton skeleton--line"></span><span class="skeleton skeleton--line skeleton--short"></span></div>`;
  };
  const section = (n: number) =>
    `<div class="category"><span class="skeleton skeleton--title"></span><div class="product-grid product-grid--medium" style="--columns:2">${[0, 1, 2, 3].map((i) => card(n * 4 + i)).join('')}</div></div>`;
  const logoImg = logo ? `<img class="site-header__logo" src="${escapeHtml(cdnUrl(logo))}" width="36" height="36" alt="">` : '';
  return `<div class="app-shell" aria-busy="true"><header class="site-header"><div class="site-header__inner"><span class="site-header__brand">${logoImg}<span class="site-header__title">${escapeHtml(title)}</span></span></div></header><main class="menu-skeleton">${chips}${section(0)}${section(1)}</main></div>`;
}

/** The first product the home screen shows: the LCP candidate to preload. */
function firstProductImage(menu: OverallMenu | null) {
  if (!menu) return null;
  const first = assembleMenu(menu).categories[0];
  const product = first?.products[0];
  if (!first || !product?.image) return null;
  return squareImageSet(product.image, first.viewType === 'BIG' ? 480 : 240, cardImageSizes(first.viewType));
}

export function renderBrandPage(template: string, page: BrandPage): string {
  const s = page.settings;
  const title = s.title?.trim() || s.brand?.trim() || page.merchantName || GENERIC_TITLE;
  const mode = s.isDark ? 'dark' : 'light';
  const onMain = textOnMain(s.mainColorType);
  const favicon = s.favicon ? cdnUrl(s.favicon) : '/favicon.svg';
  const image = firstProductImage(page.menu);
  const description = pickText(page.boot.policies?.find((p) => p.type === 'ABOUT_COMPANY')?.text, page.language).split('\n')[0] ?? '';
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${escapeHtml(favicon)}">`,
    `<meta name="theme-color" content="${escapeHtml(s.mainColor)}">`,
    description ? `<meta name="description" content="${escapeHtml(description.slice(0, 200))}">` : '',
    image && image.src !== PLACEHOLDER_IMAGE
      ? `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"` : ''} fetchpriority="high">`
      : '',
  ].filter(Boolean).join('\n    ');
  const htmlAttributes = `lang="${HTML_LANG[page.language]}" data-theme="${mode}" style="--sf-main:${s.mainColor};--sf-on-main:${onMain}"`;
  return template
    .replace(/<html[^>]*>/, `<html ${htmlAttributes}>`)
    .replace(SHELL_MARKERS.head, head)
    .replace(SHELL_MARKERS.shell, skeleton(title, s.logo, s.isNavigationViewEnabled, image))
    .replace(SHELL_MARKERS.boot, `<script id="boot-data" type="application/json">${scriptJson(page.boot)}</script>`);
}

/** A page for a host that names no brand, or one that is unknown: the storefront decides. */
export function renderPlainPage(template: string, boot: BootData | null): string {
  return template
    .replace(SHELL_MARKERS.head, `<title>${GENERIC_TITLE}</title>\n    <link rel="icon" href="/favicon.svg">`)
    .replace(SHELL_MARKERS.shell, '')
    .replace(SHELL_MARKERS.boot, boot ? `<script id="boot-data" type="application/json">${scriptJson(boot)}</script>` : '');
}
