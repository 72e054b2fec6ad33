/**
 * The server answers the whole contract (DESIGN.md, what we ship: the API server implements the
 * HTTP contract for real): every endpoint that the modules of `schemas/` declare has a
 * route of its own in the Hono app, except the few named in PENDING_ENDPOINTS with their reason.
 * Routes are read from the app in process, not called: a call to a missing route would still be
 * answered by the API's catch-all 404, which is what this test keeps away from the contract.
 */
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#schemas/endpoint-table';
import type { Endpoint } from '#schemas/endpoints';
import type { Server } from '../src/server/app.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';

/**
 * The endpoints of the contract that the server does not answer yet, each with why. Remove a
 * row in the change that adds its route: the test fails while a listed endpoint has one.
 */
export const PENDING_ENDPOINTS: readonly { readonly endpoint: Endpoint; readonly reason: string }[] = [];

/**
 * Every module of the contract, so an endpoint declared in a new one is included without listing
 * it here (the script that writes the presets' JSON Schema is no module of the contract).
 */
const contractModules = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
  eager: true,
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && 'name' in value;

const contract: readonly Endpoint[] = [...new Set(Object.values(contractModules).flatMap((module) => Object.values(module).filter(isEndpoint)))];

const describeEndpoint = (e: Endpoint) => `${e.method} ${e.path} (${e.name})`;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * Whether a route's path is the endpoint's: the same literal segments, and a `:param` (of any
 * name) exactly where the endpoint has one. A wildcard route is no endpoint's own (it is the
 * API's catch-all 404 or the storefront's pages), and a parameter never stands in for a
 * literal segment: `/users/:id` answering `/users/phone` would be an accident of order.
 */
function samePath(routePath: string, endpointPath: string): boolean {
  const route = segmentsOf(routePath);
  const wanted = segmentsOf(endpointPath);
  if (route.some((segment) => segment.includes('*'))) return false;
  // An optional last parameter (`/:id?`) may be left out.
  const last = route.at(-1);
  if (last !== undefined && isParam(last) && last.endsWith('?') && route.length === wanted.length + 1) route.pop();
  return route.length === wanted.length && route.every((segment, i) => (isParam(segment) ? isParam(wanted[i]!) : segment === wanted[i]));
}

describe('every endpoint of the contract has a route on the server', () => {
  let server: Server | undefined;
  let routes: readonly { readonly method: string; readonly path: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
    routes = inspectRoutes(server.app).filter((r) => !r.isMiddleware);
  });
  afterAll(async () => {
    await server?.close();
  });

  const hasRoute = (e: Endpoint) => routes.some((r) => (r.method === e.method || r.method === 'ALL') && samePath(r.path, e.path));
  const pending = new Set(PENDING_ENDPOINTS.map((p) => p.endpoint));

  it('reads every endpoint of the table from the contract modules', () => {
    const read = new Set(contract);
    expect(
      Object.values(endpoints)
        .filter((e) => !read.has(e))
        .map(describeEndpoint),
    ).toEqual([]);
  });

  it('has a route for each endpoint not pending', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(contract.filter((e) => !pending.has(e) && !hasRoute(e)).map(describeEndpoint)).toEqual([]);
  });

  it('has no route yet for a pending endpoint (the list never goes stale)', () => {
    expect(PENDING_ENDPOINTS.filter(({ endpoint }) => hasRoute(endpoint)).map(({ endpoint }) => describeEndpoint(endpoint))).toEqual([]);
  });

  it('lists a pending endpoint once, and only one of the contract', () => {
    const inContract = new Set(contract);
    expect(PENDING_ENDPOINTS.filter(({ endpoint }) => !inContract.has(endpoint)).map(({ endpoint }) => describeEndpoint(endpoint))).toEqual([]);
    expect(pending.size).toBe(PENDING_ENDPOINTS.length);
  });
});
