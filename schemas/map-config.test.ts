import { describe, expect, it } from 'vitest';
import { tileOrigin } from './map-config.ts';
import { tileUrlSchema } from './tile-url.ts';

describe('a Leaflet tile URL template', () => {
  it('is http(s) with {z}, {x} and {y} (an optional {s} sub-domain)', () => {
    expect(tileUrlSchema.safeParse('https://{s}.tile.example.uz/{z}/{x}/{y}@2x.png').success).toBe(true);
    expect(tileUrlSchema.safeParse('http://127.0.0.1:8081/{z}/{x}/{y}.png').success).toBe(true);
    expect(tileUrlSchema.safeParse('https://tiles.example.uz/{z}/{x}.png').success).toBe(false);
    expect(tileUrlSchema.safeParse('data:image/png;base64,{z}{x}{y}').success).toBe(false);
  });

  it("names the origin the pages' policy lets images come from", () => {
    expect(tileOrigin('http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8081');
    expect(tileOrigin('https://{s}.tile.example.uz/{z}/{x}/{y}.png')).toBe('https://a.tile.example.uz');
  });
});
