/**
 * The development preview sheet's pages (/dev/preview, routes/dev.ts): a brand's main screens
 * side by side at the studio preview's widths, in each language the brand offers, and the page
 * that lists the brands when none or an unknown one is named.
 *
 * Each frame is the storefront opened as the studio's preview opens it (a signed preview link on
 * the web channel), so it listens for the studio's messages (storefront/app/preview-listener.ts):
 * once it says it is ready, the sheet's script sends it the brand's published settings and the
 * frame's language, which it draws without a reload and acknowledges. The language cookie is one
 * for the whole site, so this is how frames side by side read different languages.
 */
import { createHash } from 'node:crypto';
import type { Language } from '#schemas/common';
import { escapeHtml, scriptJson, type BrandScreens } from '#schemas/page';
import { PREVIEW_PARAM } from '#schemas/studio-endpoints';
import { PREVIEW_WIDTHS, type PreviewWidth } from '#schemas/studio-preview';
import { TELEGRAM_QUERY_PARAM } from '#domain/visit-channel';

export const SHEET_PATH = '/dev/preview';
const VENDOR_PARAM = 'vendor';
const WIDTHS = Object.keys(PREVIEW_WIDTHS) as PreviewWidth[];
const GAP_PX = 16;

const sizeRules = WIDTHS.map((w) => {
  const { width, height, scale } = PREVIEW_WIDTHS[w];
  return `.w-${w} .box{width:${Math.round(width * scale)}px;height:${Math.round(height * scale)}px}.w-${w} iframe{transform:scale(${scale})}`;
}).join('');

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#eef0f3;color:#16181d}
header{padding:12px 16px;background:#fff;border-bottom:1px solid #d0d4da}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:4px 0;max-width:90ch}nav{display:flex;flex-wrap:wrap;gap:4px 14px;margin-top:6px}
a{color:#0b57d0}main{padding:0 16px 48px}section{margin-top:16px}h2{font-size:1.1rem;margin:0 0 4px}h2 code{font-weight:400;color:#5b6270}
.frames{display:flex;gap:${GAP_PX}px;align-items:flex-start;margin:0 0 ${GAP_PX}px;overflow-x:auto}
figure{margin:0;flex:none}figcaption{font-size:.8rem;color:#5b6270;margin-bottom:3px}figcaption b{color:#16181d}
.box{overflow:hidden;border:1px solid #8c959f;border-radius:6px;background:#fff}
iframe{border:0;display:block;transform-origin:0 0}${sizeRules}
ul{columns:12em}li{margin:2px 0}`;

/**
 * Answers each frame that says it is ready with the published settings and its language (the
 * messages of schemas/studio-preview.ts), and marks the frame once it has drawn them.
 */
const SCRIPT = `const sheet = JSON.parse(document.getElementById('sheet-data').textContent);
let sent = 0;
addEventListener('message', (event) => {
  if (event.origin !== location.origin) return;
  const frame = Array.from(document.getElementsByTagName('iframe')).find((f) => f.contentWindow === event.source);
  const type = event.data && event.data.type;
  if (!frame) return;
  const figure = frame.closest('figure');
  if (type === 'studio-preview-ready') {
    figure.dataset.state = 'drawing';
    frame.contentWindow.postMessage({ type: 'studio-draft', id: ++sent, settings: sheet.settings, language: figure.dataset.language }, location.origin);
  } else if (type === 'studio-preview-shown') {
    figure.dataset.state = 'shown';
  }
});`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Its own script and style only; frames of this origin; nothing frames it. */
export const SHEET_CSP = [
  "default-src 'none'",
  `script-src ${hash(SCRIPT)}`,
  `style-src ${hash(STYLE)}`,
  "frame-src 'self'",
  // The page's icon is an empty data: URL, so the browser asks for no /favicon.ico.
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const sheetLink = (sub: string) => `${SHEET_PATH}?${VENDOR_PARAM}=${encodeURIComponent(sub)}`;

function htmlPage(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}${script}</body></html>`;
}

const brandList = (subs: readonly string[]) =>
  subs.length > 0
    ? `<ul>${subs.map((sub) => `<li><a href="${escapeHtml(sheetLink(sub))}">${escapeHtml(sub)}</a></li>`).join('')}</ul>`
    : '<p>This server has no brand: add a preset to presets/ (<code>npm run preset:new -- mybrand</code>).</p>';

/** No brand named (`asked` null), or one this server does not have: the brands it has. */
export function brandsPage(asked: string | null, subs: readonly string[]): string {
  const heading = asked === null ? 'Preview sheets' : `No brand ${asked} on this server`;
  return htmlPage(
    heading,
    `<header><h1>${escapeHtml(heading)}</h1><p>Name a brand: <code>${SHEET_PATH}?${VENDOR_PARAM}=SUB</code>. The brands here:</p></header><main>${brandList(subs)}</main>`,
  );
}

/** The page address of a frame: the brand's screen as its preview, on the web. */
function frameSource(path: string, sub: string, token: string): string {
  const url = new URL(path, 'http://frame.invalid');
  url.searchParams.set(VENDOR_PARAM, sub);
  url.searchParams.set(PREVIEW_PARAM, token);
  url.searchParams.set(TELEGRAM_QUERY_PARAM, '0');
  return `${url.pathname}${url.search}`;
}

export interface SheetInput {
  readonly sub: string;
  readonly screens: BrandScreens;
  /** The brand's published web settings, which every frame draws. */
  readonly settings: unknown;
  /** A signed preview token of the brand (services/studio.ts). */
  readonly token: string;
  /** How long the token opens a preview, in minutes. */
  readonly tokenMinutes: number;
  /** The other brands of the server, for the links across. */
  readonly subs: readonly string[];
}

export function sheetPage(input: SheetInput): string {
  const { sub, screens, token } = input;
  const languages: readonly Language[] = screens.languages;
  const frame = (screen: string, path: string, language: Language, width: PreviewWidth) => {
    const size = PREVIEW_WIDTHS[width];
    return `<figure class="w-${width}" data-screen="${escapeHtml(screen)}" data-width="${width}" data-language="${language}">
<figcaption><b>${language}</b> · ${width} · ${size.width} px</figcaption><div class="box"><iframe loading="lazy" title="${escapeHtml(`${screen}, ${width}, ${language}`)}" src="${escapeHtml(frameSource(path, sub, token))}" width="${size.width}" height="${size.height}"></iframe></div></figure>`;
  };
  const sections = screens.screens
    .map(
      ({ id, path }) => `<section id="screen-${id}" aria-labelledby="title-${id}"><h2 id="title-${id}">${id} <code>${escapeHtml(path)}</code></h2>
${languages.map((language) => `<div class="frames">${WIDTHS.map((w) => frame(id, path, language, w)).join('')}</div>`).join('\n')}
</section>`,
    )
    .join('\n');
  const others = input.subs.filter((s) => s !== sub);
  const header = `<header><h1>Preview sheet: ${escapeHtml(sub)}</h1>
<p>${screens.screens.map((s) => s.id).join(', ')} at ${WIDTHS.join(', ')} width, in ${languages.join(', ')}: the storefront as the studio previews it, each frame in its row's language with the published settings. Frames load as they come into view; their preview link lasts ${input.tokenMinutes} minutes, then reload.</p>
<nav aria-label="Screens">${screens.screens.map((s) => `<a href="#screen-${s.id}">${s.id}</a>`).join('')}${
    others.length > 0 ? ` · other brands: ${others.map((s) => `<a href="${escapeHtml(sheetLink(s))}">${escapeHtml(s)}</a>`).join(' ')}` : ''
  }</nav></header>`;
  const data = `<script id="sheet-data" type="application/json">${scriptJson({ settings: input.settings })}</script>`;
  const body = screens.screens.length > 0 ? `<main>${sections}</main>` : '<main><p>The brand has no screen to show.</p></main>';
  return htmlPage(`Preview sheet: ${sub}`, `${header}${body}${data}`, `<script>${SCRIPT}</script>`);
}
