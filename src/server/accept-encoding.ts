/**
 * Content negotiation for answers the server compresses once and serves many times (the menu
 * overview): which coding a request accepts (RFC 9110 12.5.3) and which of an answer's entity
 * tags an If-None-Match names. Each coded form of an answer has an entity tag of its own.
 */

/** A q-value: 0 to 1 with at most three decimals (RFC 9110 12.4.2). */
const Q_VALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The codings an Accept-Encoding header names, lower case, each with its q; malformed entries left out. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      valid = Q_VALUE.test(value);
      q = Number(value);
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (valid && !weights.has(coding)) weights.set(coding, q);
  }
  return weights;
}

/**
 * The coding to answer in, among `available` (compressed forms held ready) and identity:
 * - no header: identity (a client that says nothing gets what every client reads);
 * - a coding's weight is its own entry, else `*`'s, else 0; identity's is its own entry, else
 *   `*`'s, else the least weight above 0 (acceptable unless excluded, but a client that lists
 *   codings prefers them);
 * - the highest weight above 0 wins, a compressed form on a tie;
 * - when nothing is acceptable, identity all the same (RFC 9110 12.1 lets a server disregard the
 *   preference rather than answer 406).
 */
export function chooseEncoding<C extends string>(header: string | undefined, available: readonly C[]): C | 'identity' {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  let best: { coding: C | 'identity'; q: number } = { coding: 'identity', q: weights.get('identity') ?? wildcard ?? Number.MIN_VALUE };
  for (const coding of available) {
    const q = weights.get(coding) ?? wildcard ?? 0;
    if (q > 0 && q >= best.q) best = { coding, q };
  }
  return best.coding;
}

/**
 * The entity tag among `etags` (the tags of every coded form of one answer) that an
 * If-None-Match header names, by weak comparison; the first for `*`; null for none. Any form's tag
 * proves the client holds this version: decoded, every form is the same body.
 */
export function matchingEtag(header: string | undefined, etags: readonly string[]): string | null {
  if (!header) return null;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return etags[0] ?? null;
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    if (etags.includes(opaque)) return opaque;
  }
  return null;
}
