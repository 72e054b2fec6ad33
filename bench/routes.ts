/**
 * The pages of each demo brand the benchmark visits, read from the preset files the way the
 * browser tests read them (tests/e2e/brands.ts): the first category and product of the menu.
 */
import { resolve } from 'node:path';
import { readBrands } from '../tests/e2e/brands.ts';
import type { RouteName } from './options.ts';

export interface BrandRoutes {
  readonly sub: string;
  readonly paths: Readonly<Record<RouteName, string>>;
}

export const DEMO_PRESETS_DIR = resolve(import.meta.dirname, '../presets');

export function demoRoutes(subs: readonly string[] | null): BrandRoutes[] {
  const brands = readBrands(DEMO_PRESETS_DIR);
  const unknown = (subs ?? []).filter((sub) => !brands.some((b) => b.sub === sub));
  if (unknown.length) throw new Error(`--brand: no preset ${unknown.join(', ')} (presets: ${brands.map((b) => b.sub).join(', ')})`);
  return brands
    .filter((b) => !subs || subs.includes(b.sub))
    .map((b) => ({
      sub: b.sub,
      paths: {
        home: '/',
        category: `/category?id=${b.firstCategory.id}`,
        product: `/product/${b.firstProduct.id}`,
        basket: '/basket',
        checkout: '/checkout',
        search: '/search',
        branches: '/branches',
        about: '/about',
      },
    }));
}
