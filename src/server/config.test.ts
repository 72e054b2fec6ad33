import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '#schemas/map-config';
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
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT: expected digits only');
    expect(() => readConfig({ OVERALLS_CACHE: 'maybe' })).toThrow('OVERALLS_CACHE: expected one of "on", "off"');
  });
});

describe('order tracking settings', () => {
  it('the demo kitchen is neither on nor off unless set (the database decides), steps every 20 s, and the rest have defaults', () => {
    const config = readConfig({});
    expect(config.DEMO_KITCHEN).toBeUndefined();
    expect(config).toMatchObject({ DEMO_KITCHEN_STEP_MS: 20_000, SCHEDULER_INTERVAL_MS: 5_000, STREAM_HEARTBEAT_SECONDS: 15, STREAM_TICKET_TTL_SECONDS: 300 });
    expect(readConfig({ DEMO_KITCHEN: 'off', DEMO_KITCHEN_STEP_MS: '500' })).toMatchObject({ DEMO_KITCHEN: 'off', DEMO_KITCHEN_STEP_MS: 500 });
    expect(() => readConfig({ DEMO_KITCHEN: 'yes' })).toThrow(/DEMO_KITCHEN/);
    expect(() => readConfig({ DEMO_KITCHEN_STEP_MS: '0' })).toThrow(/DEMO_KITCHEN_STEP_MS/);
  });
});

describe('the tiles of the Leaflet maps (MAP_TILE_URL)', () => {
  it("default to OpenStreetMap's template", () => {
    expect(readConfig({}).MAP_TILE_URL).toBe(DEFAULT_TILE_URL);
    expect(DEFAULT_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(readConfig({}).MAP_TILE_ATTRIBUTION).toMatch(/OpenStreetMap/);
  });

  it("take a template of the site's own tile server", () => {
    const config = readConfig({ MAP_TILE_URL: 'http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Tiles' });
    expect(config.MAP_TILE_URL).toBe('http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© Tiles');
  });

  it('a template without {z}, {x} and {y}, or not over http(s), stops the start naming the variable', () => {
    for (const value of [
      'https://tiles.example.uz/map.png',
      'ftp://tiles.example.uz/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}{x}{y}',
      'tiles/{z}/{x}/{y}.png',
    ]) {
      expect(() => readConfig({ MAP_TILE_URL: value }), value).toThrow(/MAP_TILE_URL/);
    }
  });
});
