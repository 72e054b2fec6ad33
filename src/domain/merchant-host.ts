/**
 * Which brand a host names: the first label of a sub-domain (`burger.localhost:8080`,
 * `burger.example.uz`), or `?vendor=SUB` on development hosts (localhost, 127.0.0.1, [::1],
 * *.local). Used by the server (HTML shell, merchant header fallback) and the storefront.
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

export function isDevelopmentHost(host: string): boolean {
  const name = hostname(host);
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost')
    || name.endsWith('.local') || isIp(name);
}

/** The sub-domain label of a host, when it has one that can name a brand. */
export function subOfHost(host: string): string | null {
  const name = hostname(host);
  if (isIp(name)) return null;
  const labels = name.split('.');
  // `burger.localhost` has two labels; a public host needs a registrable domain under the sub.
  const minimum = name.endsWith('.localhost') || name.endsWith('.local') ? 2 : 3;
  if (labels.length < minimum) return null;
  const first = labels[0]!;
  return NOT_A_BRAND.has(first) ? null : normalizeSub(first);
}

/** The brand's sub: `?vendor=` on development hosts wins, else the host's sub-domain. */
export function subFromHost(host: string, search = ''): string | null {
  if (isDevelopmentHost(host)) {
    const vendor = normalizeSub(new URLSearchParams(search).get('vendor'));
    if (vendor) return vendor;
  }
  return subOfHost(host);
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
