import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('the server settings of the environment (README, Environment)', () => {
  it('BRAND_DOMAINS: comma-separated base domains, lower case; localhost and local by default', () => {
    expect(readConfig({}).BRAND_DOMAINS).toEqual(['localhost', 'local']);
    expect(readConfig({ BRAND_DOMAINS: '' }).BRAND_DOMAINS).toEqual(['localhost', 'local']);
    expect(readConfig({ BRAND_DOMAINS: ' Example.UZ , localhost,.shop.uz.' }).BRAND_DOMAINS).toEqual(['example.uz', 'localhost', 'shop.uz']);
  });

  it('a BRAND_DOMAINS entry that is no domain name stops the start, naming the variable', () => {
    for (const value of ['example.uz,http://x', 'exa mple.uz', ',', '127.0.0.1:80']) {
      expect(() => readConfig({ BRAND_DOMAINS: value }), value).toThrow(/BRAND_DOMAINS/);
    }
  });

  it('a bad value says what was expected', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT: expected a string matching/);
    expect(() => readConfig({ OVERALLS_CACHE: 'maybe' })).toThrow('OVERALLS_CACHE: expected one of "on", "off"');
  });
});
