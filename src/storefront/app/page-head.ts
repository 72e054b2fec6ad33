/**
 * The `<head>` of a rendered page, from the plan and the screen's meta: title, description,
 * canonical URL, Open Graph, favicon and theme colour, the theme's style element, and the
 * screen's schema.org data as JSON-LD. Built by the server entry; no markup of it is written
 * anywhere else.
 */
import type { Language } from '#schemas/common';
import { escapeHtml, scriptJson } from '#schemas/page';
import type { LayoutPlan } from '#engine/layout-plan';
import type { PageMeta, PreloadImage } from '../lib/render-context.tsx';
import { absoluteUrl } from '../lib/urls.ts';

const OG_LOCALE: Readonly<Record<Language, string>> = { uz: 'uz_UZ', ru: 'ru_RU', eng: 'en_US' };

export interface HeadInput {
  readonly plan: LayoutPlan;
  readonly meta: PageMeta;
  readonly origin: string;
  readonly language: Language;
  readonly favicon: string;
  /** The brand's logo (site path or URL), the preview image when the screen names none. */
  readonly logo: string | null;
  /** The page's stylesheet rules that depend on the brand: theme tokens and data colours. */
  readonly css: string;
  /** Images of the first screen to fetch before the scripts. */
  readonly images?: readonly PreloadImage[];
  /** schema.org objects for `<script type="application/ld+json">`. */
  readonly structuredData?: readonly object[];
}

export function pageHead({ plan, meta, origin, language, favicon, logo, css, images = [], structuredData = [] }: HeadInput): string {
  const attr = (value: string) => escapeHtml(value);
  const canonical = meta.canonical ? absoluteUrl(origin, meta.canonical) : null;
  const image = meta.image ?? logo;
  const description = meta.description?.trim().slice(0, 300) || null;
  const tags = [
    // First in the head: ahead of the scripts' preloads, so the first screen's largest image is not queued behind them.
    ...images.map(
      (image) =>
        `<link rel="preload" as="image" href="${attr(image.src)}"${image.srcSet ? ` imagesrcset="${attr(image.srcSet)}"` : ''}${image.sizes ? ` imagesizes="${attr(image.sizes)}"` : ''} fetchpriority="high">`,
    ),
    `<title>${escapeHtml(meta.title)}</title>`,
    description ? `<meta name="description" content="${attr(description)}">` : '',
    canonical ? `<link rel="canonical" href="${attr(canonical)}">` : '',
    `<link rel="icon" href="${attr(favicon)}">`,
    `<meta name="theme-color" content="${attr(plan.theme.mainColor)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${attr(plan.title)}">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    description ? `<meta property="og:description" content="${attr(description)}">` : '',
    canonical ? `<meta property="og:url" content="${attr(canonical)}">` : '',
    image ? `<meta property="og:image" content="${attr(absoluteUrl(origin, image))}">` : '',
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
