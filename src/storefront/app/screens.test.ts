/**
 * Every route of SPEC point 2 has a screen of its own: a module of routes/ named after the route's
 * id (router.tsx picks them up), so no route the plan offers falls back to the "in preparation"
 * placeholder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS, type RouteId } from '#schemas/routes';

const routesDir = join(import.meta.dirname, '..', 'routes');
const screenFile = (id: RouteId) => `${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

describe('screens (SPEC point 2)', () => {
  it('every route has its own screen, none shows the placeholder', () => {
    const missing = (Object.keys(ROUTE_PATHS) as RouteId[]).filter((id) => !existsSync(join(routesDir, screenFile(id))));
    expect(missing).toEqual([]);
  });
});
