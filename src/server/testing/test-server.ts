/**
 * The server in process for API tests, on each database the run has: PGlite in memory always,
 * and the PostgreSQL of DATABASE_URL when it is set (each server in a schema of its own,
 * dropped afterwards). Loads the fixture presets of tests/fixtures/presets.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createServer, type Server, type ServerOptions } from '../app.ts';
import { loadPresetText, type PresetLoad } from '../services/presets.ts';

const root = resolve(import.meta.dirname, '../../..');
export const FIXTURE_PRESETS = resolve(root, 'tests/fixtures/presets');
export const FIXTURE_PUBLIC = resolve(root, 'tests/fixtures/public');

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: readonly Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export function startTestServer(backend: Backend, options: ServerOptions = {}): Promise<Server> {
  const database: ServerOptions =
    backend === 'postgres'
      ? { databaseUrl: process.env.DATABASE_URL, dbSchema: `test_${randomBytes(6).toString('hex')}`, dropSchema: true }
      : { dataDir: 'memory' };
  // Orders move only when a test moves them: no demo kitchen, no scheduler of its own.
  return createServer({ presetsDir: FIXTURE_PRESETS, publicDir: FIXTURE_PUBLIC, demoKitchen: false, schedulerIntervalMs: null, ...database, ...options });
}

/**
 * Loads a preset into the test server's database and drops what this instance cached of the brand,
 * as the studio's routes do after a write: on PostgreSQL the change announcement reaches the
 * instance's listener a moment later, and a request sent at once would read the cached settings.
 */
export async function loadPreset(server: Server, file: string, text: string): Promise<PresetLoad> {
  const load = await loadPresetText(server.db, file, text, { force: true, secrets: server.secrets });
  if (load.status === 'loaded' || load.status === 'unchanged') server.data.invalidate(load.merchantId, true);
  return load;
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

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/**
 * The app behind a real socket (@hono/node-server, as main.ts serves it), for requests that
 * `app.request()` cannot make: a Host that is no valid URL host, a path with dot segments
 * exactly as the client sent it.
 */
export async function listenOnSocket(
  server: Server,
): Promise<{ request(path: string, headers?: Record<string, string>): Promise<RawAnswer>; close(): Promise<void> }> {
  const { serve } = await import('@hono/node-server');
  const http = await import('node:http');
  const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((done) => (listening.listening ? done() : listening.once('listening', () => done())));
  const address = listening.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    request: (path, headers = {}) =>
      new Promise((done, fail) => {
        // node:http sends the path and the Host header as given: no URL normalisation on the way.
        const req = http.request({ host: '127.0.0.1', port: address.port, path, headers: { host: 'localhost', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
          res.on('error', fail);
        });
        req.on('error', fail);
        req.end();
      }),
    close: () =>
      new Promise<void>((done) => {
        listening.close(() => done());
        // Keep-alive sockets would hold close() open.
        if ('closeAllConnections' in listening) listening.closeAllConnections();
      }),
  };
}
