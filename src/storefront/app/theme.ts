/**
 * The document around the app. The server writes it into the page (page-head.ts); in the browser
 * it follows the plan afterwards: theme tokens as CSS variables on :root, the theme mode, the
 * theme-color meta, the favicon, and `<html lang>` following the language.
 */
import type { I18n } from '../i18n/i18n.ts';
import type { Language } from '#schemas/common';
import type { LayoutPlan } from '#engine/layout-plan';
import { cdnUrl } from '#domain/image-url';
import { HTML_LANG } from '#domain/html-lang';
import { IMAGE_BASE } from '../lib/image.ts';

/** The favicon of a brand: its own, else the storefront's. */
export const faviconUrl = (favicon: string | null | undefined) => (favicon ? cdnUrl(favicon, IMAGE_BASE) : '/favicon.svg');

/** The plan's tokens as a stylesheet rule for :root (the page's inline style element). */
export function themeCss(plan: LayoutPlan): string {
  return `:root{${Object.entries(plan.theme.tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

function headElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

/** The tokens the document carries now: the server's (in its style element) until the plan changes them. */
let appliedTokens: Readonly<Record<string, string>> | null = null;

/**
 * Keeps the document in step with the plan. The first call (hydration) finds what the server
 * wrote and changes nothing: writing the same variables on :root again would make the browser
 * recompute the style of the whole page for no change.
 */
export function applyTheme(plan: LayoutPlan, favicon: string | null, doc: Document = document): void {
  const root = doc.documentElement;
  const tokens = plan.theme.tokens;
  if (appliedTokens && appliedTokens !== tokens) {
    // Set through the CSS object model, which the page's Content-Security-Policy allows.
    for (const [name, value] of Object.entries(tokens)) {
      if (appliedTokens[name] !== value) root.style.setProperty(name, value);
    }
  }
  appliedTokens = tokens;
  if (root.dataset.theme !== plan.theme.mode) root.dataset.theme = plan.theme.mode;
  const themeColor = headElement(doc, 'meta[name="theme-color"]', () => Object.assign(doc.createElement('meta'), { name: 'theme-color' }));
  if (themeColor.getAttribute('content') !== plan.theme.mainColor) themeColor.setAttribute('content', plan.theme.mainColor);
  const link = headElement(doc, 'link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' }));
  const href = faviconUrl(favicon);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export function syncDocumentLanguage(i18n: I18n, doc: Document = document): () => void {
  const apply = (language: string) => {
    doc.documentElement.lang = HTML_LANG[language as Language] ?? language;
  };
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
