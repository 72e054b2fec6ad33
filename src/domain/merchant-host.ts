/**
 * Which brand a host names: the first label of a sub-domain of a brand domain
 * (`burger.localhost:8080`, `burger.example.uz`), or `?vendor=SUB` on development hosts
 * (localhost, 127.0.0.1, [::1], *.localhost, *.local). Used by the server (pages, merchant header
 * fallback) and the storefront.
 */
const SUB_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const NOT_A_BRAND = new Set(['www', 'localhost', 'api', 'cdn']);

export function normalizeSub(value: string | null | undefined): string | null {
  if (!value) return null;
  const sub = value.trim().toLowerCase();
  return SUB_PATTERN.test(sub) ? sub : null;
}

/** Host without port, lower case. IPv6 literals keep their brackets. */
export function hostname(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

const HOST_SYNTAX = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)(?::\d{1,5})?$/i;

/**
 * Whether a Host header names a host a URL can carry: a DNS name, an IPv4 address or a
 * bracketed IPv6 address, with an optional port. A name whose last label looks numeric
 * (`burger.123`, `1.2.3.999`) is read as an IPv4 address by URL parsers and is refused unless
 * it is one.
 */
export function isValidHost(host: string): boolean {
  if (!HOST_SYNTAX.test(host)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

const isIp = (name: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[');

/**
 * Hosts where `?vendor=` may pick the brand (DESIGN, flow of one visit): localhost, 127.0.0.1,
 * [::1], *.localhost and *.local. Any other address, private or public, is treated as a public
 * host: a server reached by its IP must not let a query switch brands.
 */
export function isDevelopmentHost(host: string): boolean {
  const name = hostname(host);
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost') || name.endsWith('.local');
}

/**
 * The base domains brands live under when nothing else is configured: development hosts
 * (`burger.localhost`, `burger.local`). The server's BRAND_DOMAINS defaults to them.
 */
export const DEVELOPMENT_BRAND_DOMAINS: readonly string[] = ['localhost', 'local'];

/** A base domain as compared: lower case, no leading or trailing dot. */
export const normalizeBaseDomain = (domain: string) =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');

/**
 * The sub-domain label of a host, when it has one that can name a brand.
 *
 * `baseDomains` (the server's BRAND_DOMAINS) are the domains brands live under: then only
 * `<sub>.<one of them>` names a brand, so `burger.anything-else` serves nothing. Without it
 * (callers that cannot know the server's setting: the browser, which takes the server's boot data
 * first anyway), the development rule of old applies: the first label of any host with a
 * registrable domain under it (`burger.example.uz`), or of `*.localhost` and `*.local`.
 */
export function subOfHost(host: string, baseDomains?: readonly string[]): string | null {
  const name = hostname(host).replace(/\.$/, '');
  if (isIp(name)) return null;
  let first: string | undefined;
  if (baseDomains) {
    for (const base of baseDomains.map(normalizeBaseDomain)) {
      if (!base || !name.endsWith(`.${base}`)) continue;
      const label = name.slice(0, -(base.length + 1));
      if (label && !label.includes('.')) first = label;
    }
  } else {
    const labels = name.split('.');
    // `burger.localhost` has two labels; a public host needs a registrable domain under the sub.
    const minimum = name.endsWith('.localhost') || name.endsWith('.local') ? 2 : 3;
    if (labels.length >= minimum) first = labels[0];
  }
  return first === undefined || NOT_A_BRAND.has(first) ? null : normalizeSub(first);
}

/**
 * The brand's sub: `?vendor=` on development hosts wins, else the host's sub-domain (under
 * `baseDomains` when given, as subOfHost).
 */
export function subFromHost(host: string, search = '', baseDomains?: readonly string[]): string | null {
  if (isDevelopmentHost(host)) {
    const vendor = normalizeSub(new URLSearchParams(search).get('vendor'));
    if (vendor) return vendor;
  }
  return subOfHost(host, baseDomains);
}

/**
 * The address of a brand's own site from its catalog `domainUrl`: web addresses only (a domain
 * never becomes a script or other scheme link), https unless it says http. A development
 * domain (`*.localhost`) takes the protocol and port the visitor is on, so brand tabs work on
 * whatever port the server runs.
 */
export function brandSiteUrl(domainUrl: string, current?: { readonly protocol: string; readonly port: string }): string | null {
  const candidate = /^https?:\/\//i.test(domainUrl) ? domainUrl : `https://${domainUrl}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (current && url.hostname.endsWith('.localhost')) {
    url.protocol = current.protocol;
    url.port = current.port;
  }
  return url.href;
}
