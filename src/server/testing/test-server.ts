/**
 * The server in process for API tests, on each database the run has: PGlite in memory always,
 * and the PostgreSQL of DATABASE_URL when it is set (each server in a schema of its own,
 * dropped afterwards). Loads the fixture presets of tests/fixtures/presets.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createServer, type Server, type ServerOptions } from '../app.ts';

const root = resolve(import.meta.dirname, '../../..');
export const FIXTURE_PRESETS = resolve(root, 'tests/fixtures/presets');
export const FIXTURE_PUBLIC = resolve(root, 'tests/fixtures/public');

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: readonly Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function startTestServer(backend: Backend, options: ServerOptions = {}): Promise<Server> {
  const database: ServerOptions = backend === 'postgres'
    ? { databaseUrl: process.env.DATABASE_URL, dbSchema: `test_${randomBytes(6).toString('hex')}`, dropSchema: true }
    : { dataDir: 'memory' };
  return createServer({ presetsDir: FIXTURE_PRESETS, publicDir: FIXTURE_PUBLIC, ...database, ...options });
}

/** One describe block per backend, each with its own server started once for the block. */
export function describeEachBackend(name: string, body: (server: () => Server, backend: Backend) => void, options: ServerOptions = {}) {
  for (const backend of BACKENDS) {
    describe(`${name} [${backend}]`, () => {
      let server: Server | undefined;
      beforeAll(async () => {
        server = await startTestServer(backend, options);
      });
      afterAll(async () => {
        await server?.close();
      });
      body(() => {
        if (!server) throw new Error('server not started');
        return server;
      }, backend);
    });
  }
}

/** A request to the in-process app with JSON parsed. */
export async function call(server: Server, path: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(path, { headers });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  // Tests read answers field by field; the contract's own schemas are tested elsewhere.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: body as any, text };
}
