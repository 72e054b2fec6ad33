import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchingEtag } from './accept-encoding.ts';

describe('chooseEncoding: Accept-Encoding with q-values (RFC 9110 12.5.3)', () => {
  const pick = (header: string | undefined) => chooseEncoding(header, ['gzip']);

  it('gzip when the client accepts it, in any spelling', () => {
    for (const header of ['gzip', 'GZIP', 'gzip, deflate, br', 'br;q=1, gzip;q=0.8', 'x-gzip', 'gzip;q=0.001', 'gzip; Q=1.0', '*', 'deflate, *;q=0.5']) {
      expect(pick(header), header).toBe('gzip');
    }
  });

  it('identity when gzip is refused (q=0) or not named, without asking anything else to compress', () => {
    for (const header of ['gzip;q=0', 'gzip;q=0.000, deflate', 'deflate', 'br', 'identity', '', 'gzip;q=0, *', '*;q=0.5, gzip;q=0']) {
      expect(pick(header), header).toBe('identity');
    }
  });

  it('no header: identity (a client that says nothing gets what every client reads)', () => {
    expect(pick(undefined)).toBe('identity');
  });

  it('the higher q wins; on a tie the compressed form', () => {
    expect(pick('gzip;q=0.5, identity')).toBe('identity');
    expect(pick('gzip;q=0.5, identity;q=0.5')).toBe('gzip');
    expect(pick('identity;q=0, gzip;q=0.1')).toBe('gzip');
    expect(pick('*;q=0.3, identity;q=0.2')).toBe('gzip');
  });

  it('identity is acceptable unless identity;q=0 or *;q=0 without its own entry; with nothing acceptable it is still the answer', () => {
    expect(pick('identity;q=0')).toBe('identity');
    expect(pick('*;q=0')).toBe('identity');
  });

  it('an entry with a malformed q is left out', () => {
    expect(pick('gzip;q=2')).toBe('identity');
    expect(pick('gzip;q=abc')).toBe('identity');
    expect(pick('gzip;q=0.5555, *')).toBe('gzip');
  });
});

describe('matchingEtag: If-None-Match against the tags of every form of one answer', () => {
  const tags = ['"abc"', '"abc-gzip"'];

  it('names the tag that matched: exact or weak, in a list', () => {
    expect(matchingEtag('"abc"', tags)).toBe('"abc"');
    expect(matchingEtag('"abc-gzip"', tags)).toBe('"abc-gzip"');
    expect(matchingEtag('W/"abc-gzip"', tags)).toBe('"abc-gzip"');
    expect(matchingEtag('"old", W/"abc"', tags)).toBe('"abc"');
    expect(matchingEtag('*', tags)).toBe('"abc"');
  });

  it('no match for another tag, a prefix of one, or no header', () => {
    expect(matchingEtag('"ab"', tags)).toBeNull();
    expect(matchingEtag('"abc-gz"', tags)).toBeNull();
    expect(matchingEtag('"abc-gzip-gzip"', tags)).toBeNull();
    expect(matchingEtag(undefined, tags)).toBeNull();
    expect(matchingEtag('', tags)).toBeNull();
  });
});
