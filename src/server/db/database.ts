/**
 * The one connection layer for both databases the server runs on: PGlite embedded in the
 * process (a data folder, or memory for tests) and a PostgreSQL server named by DATABASE_URL.
 * Both speak the PostgreSQL dialect, so migrations and queries are written once.
 *
 * Tenant queries run through `asMerchant`: a transaction that switches to the non-superuser
 * role APP_ROLE and names the merchant in `app.merchant_id`, so row-level security scopes
 * every row a query can see, on PGlite (whose default user is a superuser) and PostgreSQL alike.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { holdDataDir } from './data-dir-lock.ts';

/** The role tenant queries run as; created by the first migration. */
export const APP_ROLE = 'storefront_app';
/** The channel change triggers notify on (payload `merchantId:table`). */
export const CHANGES_CHANNEL = 'storefront_changes';
/** The channel an order's live events are announced on (payload: the event as JSON). */
export const ORDER_EVENTS_CHANNEL = 'storefront_order_events';
export type Channel = typeof CHANGES_CHANNEL | typeof ORDER_EVENTS_CHANNEL;

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements in one string, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** A transaction as the owner (migrations, preset loading). */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** A transaction as APP_ROLE with row-level security scoped to one merchant. */
  asMerchant<T>(merchantId: string, work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` with each change notification's payload; answers the unsubscribe. A lost
   * listening connection is re-opened with back-off; `onStatus(false)` says it was lost (changes
   * may be missed from then on) and `onStatus(true)` that it listens again. The first connection
   * must succeed: its failure rejects. `channel` defaults to the change notifications'.
   */
  listen(onChange: (payload: string) => void, onStatus?: (listening: boolean) => void, channel?: Channel): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  readonly databaseUrl?: string;
  /** PGlite's data folder, or 'memory'. */
  readonly dataDir?: string;
  /** PostgreSQL schema to work in (tests give each file its own); default public. */
  readonly schema?: string;
  /** PostgreSQL: re-opening a lost listener waits `initialMs`, doubling per failure up to `maxMs`. */
  readonly listenRetry?: { readonly initialMs: number; readonly maxMs: number };
  /** PostgreSQL: how often the listener proves its connection alive (a half-open one never errors). */
  readonly listenHeartbeatMs?: number;
}

/** Default back-off of a lost listener: 100 ms, doubling, at most 5 s between attempts. */
export const LISTEN_RETRY = { initialMs: 100, maxMs: 5000 } as const;
const LISTEN_HEARTBEAT_MS = 30_000;

/** The application_name of an instance's listening connection (pg_stat_activity), per schema; order events' has its own. */
export const listenerName = (schema: string | undefined, channel: Channel = CHANGES_CHANNEL) =>
  `storefront ${channel === CHANGES_CHANNEL ? 'listener' : 'event listener'} ${schema ?? 'public'}`;

/** PostgreSQL's type id of bigint (int8): money and counts. */
const INT8_OID = 20;
/**
 * A bigint as a JavaScript number, as both drivers answer it: money is integer so'm, far below
 * 2^53, so a number loses nothing. A value past that stays a BigInt, which no answer can
 * serialise: it fails loudly instead of rounding silently.
 */
export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

const SCOPE_SQL = `select set_config('role', '${APP_ROLE}', true), set_config('app.merchant_id', $1, true)`;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  // One writer: a folder another process holds is refused before PGlite touches it.
  const release = dataDir === 'memory' ? async () => {} : await holdDataDir(dataDir);
  const parsers = { [INT8_OID]: parseInt8 };
  let db: PGlite;
  try {
    db = dataDir === 'memory' ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers });
    await db.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  const sql = (q: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    query: async <T extends Row>(text: string, params?: readonly unknown[]) => (await q.query<T>(text, params as unknown[] | undefined)).rows,
    exec: async (text) => {
      await q.exec(text);
    },
  });
  return {
    kind: 'pglite',
    ...sql(db),
    transaction: (work) => db.transaction((tx) => work(sql(tx))),
    asMerchant: (merchantId, work) =>
      db.transaction(async (tx) => {
        await tx.query(SCOPE_SQL, [merchantId]);
        return work(sql(tx));
      }),
    listen: async (onChange, _onStatus, channel = CHANGES_CHANNEL) => {
      const unlisten = await db.listen(channel, onChange);
      return async () => {
        await unlisten();
      };
    },
    close: async () => {
      try {
        await db.close();
      } finally {
        await release();
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const config: pg.PoolConfig = {
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  };
  if (schema) {
    // The schema must exist before a connection can put it on its search path.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
    config.options = `-c search_path=${schema}`;
  }
  const pool = new pg.Pool(config);
  // An idle client that loses its connection must not take the process down with it.
  pool.on('error', (error) => console.error('database pool:', error.message));
  /** Stops every listener still running (close). */
  const stops = new Set<() => Promise<void>>();

  async function inTransaction<T>(work: (tx: Sql) => Promise<T>, merchantId?: string): Promise<T> {
    const client = await pool.connect();
    const tx: Sql = {
      query: async (text, params) => (await client.query(text, params as unknown[] | undefined)).rows,
      exec: async (text) => {
        await client.query(text);
      },
    };
    try {
      await client.query('begin');
      if (merchantId !== undefined) await client.query(SCOPE_SQL, [merchantId]);
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    query: async (text, params) => (await pool.query(text, params as unknown[] | undefined)).rows,
    exec: async (text) => {
      await pool.query(text);
    },
    transaction: (work) => inTransaction(work),
    asMerchant: (merchantId, work) => inTransaction(work, merchantId),
    listen: (onChange, onStatus, channel = CHANGES_CHANNEL) =>
      listenWithRetry(url, options, channel, onChange, onStatus).then(({ stop }) => {
        stops.add(stop);
        return async () => {
          stops.delete(stop);
          await stop();
        };
      }),
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      stops.clear();
      await pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs on one channel and comes back when lost: an
 * error, the server closing it, or a heartbeat that goes unanswered marks it lost, and a new one
 * is tried after a back-off (LISTEN_RETRY) until one listens again.
 */
async function listenWithRetry(
  url: string,
  options: DatabaseOptions,
  channel: Channel,
  onChange: (payload: string) => void,
  onStatus?: (listening: boolean) => void,
): Promise<{ stop(): Promise<void> }> {
  const retry = options.listenRetry ?? LISTEN_RETRY;
  const heartbeatMs = options.listenHeartbeatMs ?? LISTEN_HEARTBEAT_MS;
  let stopped = false;
  let current: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = retry.initialMs;

  const lost = (client: pg.Client) => {
    if (client !== current) return;
    current = null;
    clearInterval(heartbeat);
    client.end().catch(() => {});
    if (stopped) return;
    onStatus?.(false);
    schedule();
  };

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: listenerName(options.schema, channel),
      keepAlive: true,
    });
    client.on('error', (error) => {
      console.error('database listener:', error.message);
      lost(client);
    });
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) onChange(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const adopt = (client: pg.Client) => {
    current = client;
    delay = retry.initialMs;
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => lost(client), Math.min(heartbeatMs, 10_000));
      client.query('select 1').then(
        () => clearTimeout(timeout),
        () => {
          clearTimeout(timeout);
          lost(client);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
  };

  const schedule = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        const client = await connect();
        if (stopped) {
          await client.end().catch(() => {});
          return;
        }
        adopt(client);
        onStatus?.(true);
      } catch (error) {
        console.error('database listener: reconnecting:', (error as Error).message);
        delay = Math.min(delay * 2, retry.maxMs);
        schedule();
      }
    }, delay);
    retryTimer.unref();
  };

  adopt(await connect());
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? '.data');
}
