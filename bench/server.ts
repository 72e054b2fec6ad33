/**
 * The server a benchmark part talks to: the real server as a child process (as the browser
 * tests start it), started again when it stops answering during a long part, with a warning
 * and a count in the results, so one lost process does not void half an hour of Lighthouse runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

export interface BenchServer extends RunningServer {
  /** How many times the server had to be started again. */
  readonly restarts: number;
  /** Starts a new server process when the current one does not answer `GET /`. */
  ensureAnswering(): Promise<void>;
}

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  let current = await startServer(env);
  let restarts = 0;
  return {
    get port() {
      return current.port;
    },
    get pid() {
      return current.pid;
    },
    origin: (sub) => current.origin(sub),
    output: () => current.output(),
    stop: () => current.stop(),
    get restarts() {
      return restarts;
    },
    async ensureAnswering() {
      if (await answers(current.port)) return;
      console.warn(`  WARNING: the server on port ${current.port} stopped answering; starting a new one`);
      await current.stop();
      current = await startServer(env);
      restarts++;
    },
  };
}

export type BenchDatabase = 'pglite' | 'postgres';

export interface BenchDatabaseEnv {
  /** DATABASE_URL and a fresh DATABASE_SCHEMA on PostgreSQL; nothing on PGlite. */
  readonly env: Record<string, string>;
  /** The schema on PostgreSQL, null on PGlite. */
  readonly schema: string | null;
  /** Drops the schema again (PostgreSQL). */
  drop(): Promise<void>;
}

/** Where a benchmark part's server keeps its data: the embedded PGlite, or a schema of its own on DATABASE_URL. */
export function benchDatabase(database: BenchDatabase, part: string): BenchDatabaseEnv {
  if (database === 'pglite') return { env: {}, schema: null, drop: async () => {} };
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `bench_${part}_${randomBytes(4).toString('hex')}`;
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    schema,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    },
  };
}
