/**
 * Starts the real server process once for all browser tests, on a free port, with its own
 * embedded database and the presets of presets/, serving the built storefront (dist/).
 */
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server-process.ts';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('port', server.port);
}

export async function teardown() {
  await server?.stop();
}
