import { describe, expect, it } from 'vitest';
import { uz } from './dictionaries/uz.ts';
import { ru } from './dictionaries/ru.ts';
import { eng } from './dictionaries/eng.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function values(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(values);
}

describe('dictionaries (all visible text in uz, ru and eng)', () => {
  it('have exactly the same keys', () => {
    expect(keys(ru).sort()).toEqual(keys(uz).sort());
    expect(keys(eng).sort()).toEqual(keys(uz).sort());
  });

  it('have no empty texts and keep every placeholder in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const dictionary of [uz, ru, eng]) expect(values(dictionary).every((v) => v.trim().length > 0)).toBe(true);
    for (const key of keys(uz)) {
      const get = (d: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string;
      expect(placeholders(get(ru)), key).toEqual(placeholders(get(uz)));
      expect(placeholders(get(eng)), key).toEqual(placeholders(get(uz)));
    }
  });

  it('say "Page not found: {path}" (SPEC point 8) and carry the Uzbek session notice', () => {
    expect(eng.errors.pageNotFound).toBe('Page not found: {{path}}');
    expect(uz.errors.sessionExpired).toBe('Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring');
  });
});
