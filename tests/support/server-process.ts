/**
 * Starts the real server (src/server/main.ts, or the dev server of scripts/dev.ts) as a child
 * process on a free port with its own embedded database, as `npm start` (`npm run dev`) would,
 * and stops it again. Shared by the benchmarks and
 * the browser tests so both measure what a brand actually runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  readonly port: number;
  /** The server process (benchmarks read its memory). */
  readonly pid: number;
  readonly origin: (sub?: string) => string;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The script run (default src/server/main.ts, as `npm run serve`; scripts/dev.ts is `npm run dev`). */
  readonly script?: string;
  /** How long the server may take to answer (default 60 s). */
  readonly timeoutMs?: number;
}

const root = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  // A caller may name the port: a server started again on its data folder keeps its pages' origin.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A caller that names DATA_DIR owns that folder (it may have prepared it): stop() keeps it.
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'storefront-data-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env };
  // The embedded database is what a brand runs with the README's command.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, options.script ?? 'src/server/main.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    port,
    pid: child.pid!,
    origin: (sub) => (sub ? `http://${sub}.localhost:${port}` : `http://localhost:${port}`),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
