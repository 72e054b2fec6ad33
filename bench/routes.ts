/**
 * The pages of each demo brand the benchmark visits, read from the preset files the way the
 * browser tests read them (tests/e2e/brands.ts): the first category and product of the menu.
 */
import { resolve } from 'node:path';
import { readBrands } from '../tests/e2e/brands.ts';
import { ROUTE_PATHS, type RouteId } from '#schemas/routes';
import type { RouteName } from './options.ts';

export interface BrandRoutes {
  readonly sub: string;
  /** The brand's path of each route; a screen the brand's plan leaves out has none. */
  readonly paths: Readonly<Partial<Record<RouteName, string>>>;
}

/** The screens of the engine's route table a brand may leave out, by the benchmark's name. */
const OPTIONAL: Readonly<Partial<Record<RouteName, RouteId>>> = {
  vacancy: 'vacancy',
  favorites: 'profileFavorites',
  promos: 'profilePromos',
  booking: 'booking',
};

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
        ...Object.fromEntries(Object.entries(OPTIONAL).flatMap(([name, id]) => (b.routes.includes(id) ? [[name, ROUTE_PATHS[id]]] : []))),
      },
    }));
}
