/**
 * The document around the app: theme tokens as CSS variables on :root, the theme-color meta,
 * the title, the favicon (startup step 3), and `<html lang>` following the language.
 */
import type { I18n } from '../i18n/i18n.ts';
import type { Language } from '#schemas/common';
import type { LayoutPlan } from '#engine/layout-plan';
import { cdnUrl } from '#domain/image-url';
import { HTML_LANG } from '#domain/language';
import { IMAGE_BASE } from '../lib/image.ts';


function headElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

export function applyTheme(plan: LayoutPlan, favicon: string | null, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(plan.theme.tokens)) root.style.setProperty(name, value);
  root.style.setProperty('--sf-main', plan.theme.mainColor);
  root.style.setProperty('--sf-on-main', plan.theme.textOnMain);
  root.dataset.theme = plan.theme.mode;
  headElement(doc, 'meta[name="theme-color"]', () => Object.assign(doc.createElement('meta'), { name: 'theme-color' }))
    .setAttribute('content', plan.theme.mainColor);
  doc.title = plan.title;
  if (favicon) {
    const link = headElement(doc, 'link[rel="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' }));
    link.setAttribute('href', cdnUrl(favicon, IMAGE_BASE));
  }
}

export function syncDocumentLanguage(i18n: I18n, doc: Document = document): void {
  const apply = (language: string) => {
    doc.documentElement.lang = HTML_LANG[language as Language] ?? language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
