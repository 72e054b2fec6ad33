import { describe, expect, it } from 'vitest';
import { parseWebSettingsLenient } from '#schemas/web-settings';
import { planLayout } from '#engine/plan-layout';
import { mapToDraw } from './map-choice.ts';

const planned = (mapType: unknown) =>
  planLayout(parseWebSettingsLenient({ mapType }).settings, {
    channel: 'web',
    language: 'uz',
    categories: [],
    paymentSettings: [],
    brandCount: 0,
    hasBanners: false,
    hasStories: false,
  }).features.map;

describe('which map a brand draws', () => {
  it('the plan picks Yandex for YANDEX and LAMENU_YANDEX (and the lower-case default), Leaflet for LEAFLET', () => {
    expect(planned('YANDEX')).toBe('yandex');
    expect(planned('LAMENU_YANDEX')).toBe('yandex');
    expect(planned('yandex')).toBe('yandex');
    expect(planned(undefined)).toBe('yandex');
    expect(planned('LEAFLET')).toBe('leaflet');
    expect(planned('leaflet')).toBe('leaflet');
  });

  it('an unknown map type falls back to the default map, never blanks the storefront', () => {
    expect(planned('GOOGLE')).toBe('yandex');
  });

  it('a Yandex brand waits for its loader, draws Yandex once loaded and Leaflet when it failed; a Leaflet brand never waits', () => {
    expect(mapToDraw('yandex', 'pending')).toBe('waiting');
    expect(mapToDraw('yandex', 'loading')).toBe('waiting');
    expect(mapToDraw('yandex', 'loaded')).toBe('yandex');
    expect(mapToDraw('yandex', 'error')).toBe('leaflet');
    for (const status of ['pending', 'loading', 'loaded', 'error'] as const) expect(mapToDraw('leaflet', status)).toBe('leaflet');
  });
});
